// The printouts of an advertising request as data (activities/pdf/anuncios.ts): the printed request
// (printRequest) and the authorization format (generateformatoautorizacion), for both procedures.
// The format's PDF and the public check (GET verificar/{codigo}) both read it from here, so the
// check never shows more, or other, than the paper.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { tituloFormatoAnuncio, type DatosPdfAnuncio } from '../../activities/pdf/anuncios';
import { urlVerificacion } from '../../activities/pdf/licencia';
import type { Db } from '../../db/client';
import { solicitudes, type DomicilioAnuncio } from '../../db/schema';
import { nombreMaterialAnuncio, nombreTipoAnuncio } from '../../domain/anuncios/catalogos';
import { FOLIO_ANUNCIO_RE, PASO_ANUNCIO, type TipoSolicitudAnuncio } from '../../domain/anuncios/comun';
import { domicilioTexto } from '../../domain/common/domicilio';
import { nombreDe } from '../../domain/common/personas';
import { hoyCancun } from '../../domain/tramite/fechas';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { fechaHoraIso } from '../lib/respuesta';
import { codigoVerificacion } from '../lib/verificacion';
import { createTareasRepository } from '../tareas/tareas.repository';
import { estatusAnuncio } from './acceso';
import { estadoCuentaAnuncio } from './anuncios.dto';
import { createAnunciosRepository, type VistaSolicitudAnuncio } from './anuncios.repository';

const dom = (d: DomicilioAnuncio | null | undefined) => (d ? domicilioTexto({ ...d, codigo_postal: d.cp ?? null }) : '');
const metros = (v: string | number) => Number(v).toFixed(2);

/** The printouts' data of a request; `o`: where its QR points (PUBLIC_URL and the signing secret). */
export async function datosPdfAnuncio(db: Db, v: VistaSolicitudAnuncio, o: { publicUrl: string; secreto: string }): Promise<DatosPdfAnuncio> {
  const [c, est, edo, autorizadaAt] = await Promise.all([
    createContribuyentesRepository({ db }).porId(v.s.contribuyenteId),
    v.sa.locacionId ? createEstablecimientosRepository({ db }).porId(v.sa.locacionId) : null,
    estadoCuentaAnuncio(db, v.s.id),
    createTareasRepository({ db }).aprobadaAt(v.s.id, PASO_ANUNCIO.FIRMA),
  ]);
  const tipo = v.sa.tipo as TipoSolicitudAnuncio;
  const otro = v.anuncios.find((a) => a.otroDomicilio && a.domicilio);
  const domicilio = tipo === 'externo' ? dom(v.sa.domicilio) || (v.sa.identificacionPredio ?? '') : otro ? dom(otro.domicilio) : est ? domicilioTexto(est.domicilio) : '';
  const fechaAutorizacion = v.s.estado === 'terminada' ? (autorizadaAt ?? v.s.terminadaAt ?? null) : null;
  return {
    folio: v.s.folio,
    tipo,
    contribuyente: { nombre: c ? nombreDe(c) : '', rfc: c?.rfc ?? '' },
    establecimiento: est ? { nombre: est.nombreComercial, clave: est.externalId } : null,
    claveCatastral: v.sa.claveCatastral ?? est?.claveCatastral ?? null,
    domicilio,
    anio: v.sa.anio,
    estatus: estatusAnuncio(v),
    fechaSolicitud: (v.s.enviadaAt ?? v.s.createdAt).toISOString(),
    fechaAutorizacion: fechaAutorizacion ? fechaAutorizacion.toISOString() : null,
    importe: edo?.total ?? v.sa.importe ?? null,
    folioPago: edo?.folioPago ?? null,
    anuncios: v.anuncios.map((a) => ({
      tipo: nombreTipoAnuncio(a.tipoAnuncioId ?? a.detalle[0]?.tipoAnuncioId),
      material: nombreMaterialAnuncio(a.materialId ?? a.detalle[0]?.materialId),
      formaInstalacion: a.formaInstalacion,
      iluminado: a.iluminado,
      contenido: a.contenido,
      temporal: a.temporal,
      fechaInicio: a.fechaInicio,
      fechaFin: a.fechaFin,
      filas: a.detalle.map((d) => ({
        tipo: nombreTipoAnuncio(d.tipoAnuncioId),
        largo: metros(d.largo),
        ancho: metros(d.ancho),
        caras: d.caras,
        pieza: d.pieza,
        mes: d.mes,
        dia: d.dia,
      })),
    })),
    verificacionUrl: urlVerificacion(o.publicUrl, codigoVerificacion(o.secreto, v.s.folio)),
  };
}

/** GET verificar/{codigo} of an ANU- or AVP- folio. */
export const esFolioAnuncio = (folio: string) => FOLIO_ANUNCIO_RE.test(folio);

export const anuncioVerificadoSchema = z.object({
  tipo: z.enum(['establecimiento', 'externo']),
  /** 'Formato de autorización de anuncio' / '… de anuncio en vía pública' */
  formato: z.string(),
  /** the establishment's trade name (signs of an establishment), else null */
  nombre_comercial: z.string().nullable(),
  domicilio: z.string(),
  anio: z.number().int(),
  /** the permit ends on 31 December of its year */
  vigencia: z.string(),
  estado: z.enum(['vigente', 'vencido']),
  anuncios: z.array(z.object({ tipo: z.string(), medidas: z.string(), caras: z.number().int() })),
  fecha_autorizacion: fechaHoraIso,
});
export type AnuncioVerificado = z.infer<typeof anuncioVerificadoSchema>;

/**
 * The public check: valid while the authorized permit has not ended (its year); null when no
 * authorized format exists under this folio. Its data only what the printed format shows.
 */
export async function verificarAnuncio(db: Db, folio: string, o: { publicUrl: string; secreto: string }): Promise<{ valida: boolean; anuncio: AnuncioVerificado } | null> {
  const [s] = await db.select({ id: solicitudes.id }).from(solicitudes).where(eq(solicitudes.folio, folio));
  const v = s ? await createAnunciosRepository({ db }).leer(s.id) : null;
  if (!v || v.s.estado !== 'terminada') return null;
  const d = await datosPdfAnuncio(db, v, o);
  const vigencia = `${d.anio}-12-31`;
  const estado = hoyCancun() > vigencia ? 'vencido' : 'vigente';
  return {
    valida: estado === 'vigente',
    anuncio: {
      tipo: d.tipo,
      formato: tituloFormatoAnuncio(d.tipo),
      nombre_comercial: d.establecimiento?.nombre ?? null,
      domicilio: d.domicilio,
      anio: d.anio,
      vigencia,
      estado,
      anuncios: d.anuncios.flatMap((a) => a.filas.map((f) => ({ tipo: f.tipo, medidas: `${f.largo} × ${f.ancho} m`, caras: f.caras }))),
      fecha_autorizacion: d.fechaAutorizacion ?? (v.s.terminadaAt ?? v.s.updatedAt).toISOString(),
    },
  };
}
