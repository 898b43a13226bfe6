// The permission matrix's billboard request — a draft (status 1) of the world's owner on
// the establishment's key (property tax paid) with one section (6 × 3 m), written straight to the
// database: the kit's row (folio ESP-…) through the shared repository, the own row and its section
// through the billboard repository. No files yet: sending is refused by the rules, never by the gate.
// Below it, the helpers of the billboard tests (espectaculares*.test.ts).
import { eq } from 'drizzle-orm';
import type { Establecimiento } from '../../db/schema';
import { solicitudesEspectaculares } from '../../db/schema';
import { folioDictamen, type DatosDictamen } from '../../domain/dictamenes/comun';
import { espectacular } from '../../domain/dictamenes/definicion';
import { hoyCancun } from '../../domain/tramite/fechas';
import { createEspectacularesRepository } from '../../api/espectaculares/espectaculares.repository';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { type cliente, type Entorno } from './harness';
import { formulario, pdf, png, type Archivo } from './dictamenes-ayuda';

export { confirmarPago, esperar, pdf, png, texto as textoPdf } from './dictamenes-ayuda';

export async function mundoEspectacular(e: Entorno, w: { est: Establecimiento; contribuyenteId: number }): Promise<{ solicitudId: number; seccionId: number }> {
  const repo = createEspectacularesRepository({ db: e.db.db });
  const anio = Number(hoyCancun().slice(0, 4));
  const datos: DatosDictamen = { renovacion: false };
  const s = await e.db.db.transaction(async (tx) => {
    const s = await createSolicitudesRepository({ db: e.db.db }).crear(tx, {
      def: espectacular,
      contribuyenteId: w.contribuyenteId,
      titulo: `Clave catastral ${w.est.claveCatastral}`,
      datos,
      folio: (sid) => folioDictamen('espectacular', anio, sid),
    });
    await repo.crear(tx, s, {
      clave_catastral: w.est.claveCatastral,
      no_folio: false,
      tipo_anuncio_id: 2,
      altura_mts: 12,
      vistas: 2,
      referencias: 'Frente a la gasolinera',
      ubicacion: { codigo_postal: '77000', numero_exterior: '112', latitud: 18.5036, longitud: -88.2961 },
      luminoso: false,
      tipo_propiedad_id: 1,
      secciones: [{ largo: 6, ancho: 3 }],
    });
    await tx.update(solicitudesEspectaculares).set({ edoCuentaStatus: 8 }).where(eq(solicitudesEspectaculares.solicitudId, s.id));
    return s;
  });
  const v = await repo.leer(s.id);
  return { solicitudId: s.id, seccionId: v!.extra[0].id };
}

// The helpers of the billboard tests (espectaculares*.test.ts): the form's body, its multipart with
// files by slot, the dictamen's PDF, a payment confirmed by the gateway.

type Peticion = Pick<ReturnType<typeof cliente>, 'raw'>;
export type ArchivoForm = Archivo;

export const BASE_ESPECTACULARES = '/api/solicitud_espectaculares';
/** What every billboard needs (spec 3 §3.5), besides luminosidad, the lease and the land-use certificate. */
export const archivosBasicos = () => [png('colindansia_norte'), png('colindansia_sur'), pdf('croquis_ubicacion'), pdf('certificado_ubicacion'), pdf('poliza_seguro')];

/** The place of a key as the cadastre gives it, with a point of the map. */
export async function ubicacionDe(c: Pick<ReturnType<typeof cliente>, 'get'>, clave: string): Promise<Record<string, unknown>> {
  const p = (await c.get(`/api/anuncioexterno/searchByClaveCatastral/${clave}`)).body.data.resultados;
  return { codigo_postal: p.cp, localidad_id: p.localidad_id, colonia_id: p.colonia_id, calle_id: p.calle_id, numero_exterior: p.numero_exterior, latitud: 18.5036, longitud: -88.2961 };
}

/** A whole billboard form (POST), on CLAVES_DEMO.pagada: a 6 × 3 m self-supporting billboard, two views, owned, not lit. */
export const cuerpoEspectacular = (ubicacion: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  clave_catastral: CLAVES_DEMO.pagada,
  no_folio: false,
  tipo_anuncio_id: 2,
  altura_mts: 12.5,
  vistas: 2,
  referencias: 'Frente a la gasolinera de la avenida',
  luminoso: false,
  tipo_propiedad_id: 1,
  ubicacion,
  secciones: [{ largo: 6, ancho: 3 }],
  ...extra,
});

/** PUT solicitud_espectaculares/{id} as the form sends it. */
export async function guardarEspectacular(c: Peticion, id: number, campos: Record<string, string>, archivos: ArchivoForm[] = []) {
  const r = await c.raw({ method: 'PUT', url: `${BASE_ESPECTACULARES}/${id}`, ...formulario(campos, archivos) });
  return { status: r.statusCode, body: r.json() };
}

/** POST solicitud_espectaculares/{id}/viewDictamenPDF. */
export const verDictamen = (c: Peticion, id: number, firmado: boolean) => c.raw({ method: 'POST', url: `${BASE_ESPECTACULARES}/${id}/viewDictamenPDF`, payload: { firmado } });
