// The printouts of an extraordinary-hours or live-music request as data (activities/pdf/fiscalizacion.ts):
// the request to sign and the certificate. The certificate's PDF and the public check
// (GET verificar/{codigo}) both read it from here, so the check never shows more, or other, than the paper.
import { eq } from 'drizzle-orm';
import type { ConstanciaFiscalizacionPdf, SolicitudFiscalizacionPdf } from '../../activities/pdf';
import type { Db } from '../../db/client';
import { solicitudes, type Establecimiento } from '../../db/schema';
import { PASO_FISCALIZACION } from '../../domain/fiscalizacion/comun';
import { domicilioTexto } from '../../domain/common/domicilio';
import { nombreDe } from '../../domain/common/personas';
import { giroPorId } from '../../domain/catalogos/establecimientos';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { createLicenciasRepository, type LicenciaVista } from '../licencias/licencias.repository';
import { codigoVerificacion } from '../lib/verificacion';
import { createTareasRepository } from '../tareas/tareas.repository';
import { fiscalizacionDto } from './fiscalizacion.dto';
import { createFiscalizacionRepository, type FiscalizacionVista } from './fiscalizacion.repository';

async function base(db: Db, v: FiscalizacionVista, est: Establecimiento, lic: LicenciaVista) {
  const c = await createContribuyentesRepository({ db }).porId(est.contribuyenteId);
  return {
    tipo: v.f.tipo as 'EXTRA' | 'VARIEDAD',
    folio: v.s.folio,
    mes: v.f.mes,
    establecimiento: {
      clave: est.externalId,
      nombreComercial: est.nombreComercial,
      domicilio: domicilioTexto(est.domicilio),
      giro: giroPorId(est.giroActividadId)?.nombre ?? '',
    },
    licencia: { folio: lic.solicitud.folio, anio: lic.anio },
    titular: { nombre: c ? nombreDe(c) : '', rfc: c?.rfc ?? '' },
    cantidadPersonas: v.f.cantidadPersonas,
    detalles: v.horarios.map((h) => ({
      fecha: h.fecha,
      fecha_fin: h.fechaFin,
      hora_inicio: h.horaInicio,
      hora_fin: h.horaFin,
      horas_solicitadas: h.horasSolicitadas,
      horas_aprobadas: h.horasAprobadas,
    })),
  };
}

/** The printed request (imprimirSolicitudExtraordinaria). */
export async function solicitudImpresa(db: Db, v: FiscalizacionVista, est: Establecimiento, lic: LicenciaVista): Promise<SolicitudFiscalizacionPdf> {
  const dto = await fiscalizacionDto(db, v);
  return { ...(await base(db, v, est, lic)), fechaSolicitud: v.s.enviadaAt ?? v.f.createdAt, estatus: dto.tramite.estatus_texto };
}

/** The certificate, or null while it may not be viewed (spec 2 §4: every status 4 and both signatures). */
export async function constanciaImpresa(
  db: Db,
  v: FiscalizacionVista,
  est: Establecimiento,
  lic: LicenciaVista,
  o: { publicUrl: string; secreto: string },
): Promise<ConstanciaFiscalizacionPdf | null> {
  const dto = await fiscalizacionDto(db, v);
  if (!dto.constancia_disponible) return null;
  const tareas = createTareasRepository({ db });
  const [operador, fiscalizador, firmadaAt] = await Promise.all([
    tareas.firmante(v.s.id, PASO_FISCALIZACION.FIRMA_OPERADOR),
    tareas.firmante(v.s.id, PASO_FISCALIZACION.FIRMA_FISCALIZADOR),
    tareas.aprobadaAt(v.s.id, PASO_FISCALIZACION.FIRMA_FISCALIZADOR),
  ]);
  return constanciaCon(db, v, est, lic, o, { firmas: { operador, fiscalizador }, fechaEmision: firmadaAt ?? v.s.terminadaAt ?? v.s.updatedAt });
}

/**
 * The certificate with the given signers and date of issue, whether or not it may be viewed yet:
 * the document the operator signs with e.firma is this one (api/fiscalizacion/fiscalizacion.efirma.ts).
 */
export async function constanciaCon(
  db: Db,
  v: FiscalizacionVista,
  est: Establecimiento,
  lic: LicenciaVista,
  o: { publicUrl: string; secreto: string },
  f: Pick<ConstanciaFiscalizacionPdf, 'firmas' | 'fechaEmision'>,
): Promise<ConstanciaFiscalizacionPdf> {
  const e = (await fiscalizacionDto(db, v)).estado_cuenta;
  return {
    ...(await base(db, v, est, lic)),
    fechaEmision: f.fechaEmision,
    pago: { folio: e?.folio_pago ?? null, importe: Number(e?.total ?? 0), fecha: e?.pagado_at ?? null },
    firmas: f.firmas,
    publicUrl: o.publicUrl,
    codigoVerificacion: codigoVerificacion(o.secreto, v.s.folio),
  };
}

/** The certificate a folio names (the public check), with what it needs; null when there is none. */
export async function constanciaPorFolio(db: Db, folio: string, o: { publicUrl: string; secreto: string }) {
  const [s] = await db.select({ id: solicitudes.id }).from(solicitudes).where(eq(solicitudes.folio, folio));
  const v = s ? await createFiscalizacionRepository({ db }).porId(s.id) : null;
  if (!v) return null;
  const [est, lic] = await Promise.all([createEstablecimientosRepository({ db }).porId(v.f.locacionId), createLicenciasRepository({ db }).porId(v.f.licenciaId)]);
  if (!est || !lic) return null;
  return constanciaImpresa(db, v, est, lic, o);
}
