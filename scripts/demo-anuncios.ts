// The demo's sign requests (README demo table): ABARROTES DOÑA CHAYO's facade sign waiting for
// Desarrollo Urbano, RESTAURANTE BAR EL MANGLAR's self-supporting sign (high risk) approved by
// Desarrollo Urbano and waiting for Protección Civil, and a public-road sign on Av. Belice already
// authorized (its format can be printed). Made through the API as the demo taxpayer and the staff
// accounts, like every demo request (scripts/demo-avance.ts: a later start finishes only what is missing).
import { and, eq } from 'drizzle-orm';
import { establecimientos, solicitudes, solicitudesAnuncio } from '../db/schema';
import { CLAVES_DEMO } from '../sim/municipio-demo';
import { pdfValido, pngFachada } from '../sim/muestras';
import type { ContextoDemo } from './demo-avance';

type Negocio = { id: number; nombre: string };

const pdf = (nombre: string) => ({ nombre: `${nombre}.pdf`, tipo: 'application/pdf', data: pdfValido(nombre.replace(/_/g, ' ')).toString('base64') });
const foto = () => ({ nombre: 'fachada.png', tipo: 'image/png', data: pngFachada().toString('base64') });

/** The sign's own fields, as the form sends them. */
function anuncio(o: { tipo: number; largo: number; ancho: number; material: number; caras: number; pieza?: number; contenido: string; forma: string; iluminado: boolean }) {
  return {
    forma_instalacion: o.forma,
    tipo_instalacion: 'Permanente',
    iluminado: o.iluminado,
    contenido: o.contenido,
    temporal: false,
    propiedad: 1,
    renovacion: false,
    periodo_renovacion: [],
    tiene_cambio: false,
    filas: [{ tipo_anuncio_id: o.tipo, largo: o.largo, ancho: o.ancho, material_id: o.material, caras: o.caras, pieza: o.pieza ?? null }],
  };
}

export async function sembrarAnunciosDemo(c: ContextoDemo, negocios: { abarrotes: Negocio; restaurante: Negocio }) {
  const solicitud = async (id: number) => (await c.db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0];
  const deEstablecimiento = async (locacionId: number) =>
    (await c.db.select({ s: solicitudes }).from(solicitudesAnuncio).innerJoin(solicitudes, eq(solicitudes.id, solicitudesAnuncio.solicitudId)).where(and(eq(solicitudesAnuncio.locacionId, locacionId), eq(solicitudesAnuncio.tipo, 'establecimiento'))))[0]?.s;
  const enviar = (que: string) => async (s: { id: number }) =>
    void (await c.exigir(c.rfc, { method: 'POST', url: `/api/anuncio/${s.id}/changestatus`, payload: { estatus_id: 10 } }, `envío del ${que}`));

  /** A sign of an establishment, sent to review and walked by the staff until `paso`. */
  async function enEstablecimiento(n: Negocio, datos: ReturnType<typeof anuncio>, archivos: Record<string, unknown>, paso: string) {
    const que = `anuncio de ${n.nombre}`;
    const { filas, ...sign } = datos;
    await c.escenario({
      nombre: que,
      rfc: c.rfc,
      meta: { paso },
      buscar: () => deEstablecimiento(n.id),
      crear: async () => {
        const r = await c.exigir(c.rfc, { method: 'POST', url: '/api/anuncio', payload: { ...sign, locacion_id: n.id, otro_domicilio: false, arreglo_anuncios: filas, archivos } }, que);
        return solicitud(r.body.data?.solicitud_id as number);
      },
      enviar: enviar(que),
    });
  }

  // A lit acrylic facade sign (type 3): low risk, Desarrollo Urbano reviews it.
  await enEstablecimiento(
    negocios.abarrotes,
    anuncio({ tipo: 3, largo: 1.2, ancho: 4, material: 4, caras: 1, contenido: 'ABARROTES DOÑA CHAYO', forma: 'Adosado a fachada', iluminado: true }),
    { fotografia: foto(), documento_propiedad: pdf('escritura_del_local') },
    'revision',
  );
  // A self-supporting sign (type 2): high risk, so Protección Civil reviews it after Desarrollo Urbano.
  await enEstablecimiento(
    negocios.restaurante,
    anuncio({ tipo: 2, largo: 3, ancho: 6, material: 3, caras: 2, contenido: 'RESTAURANTE BAR EL MANGLAR — MARISCOS', forma: 'Estructura autosoportada', iluminado: true }),
    { fotografia: foto(), documento_propiedad: pdf('escritura_del_predio'), memoria_calculo_estructural: pdf('memoria_de_calculo'), responsiva_terceros: pdf('carta_responsiva') },
    'proteccion_civil',
  );

  // A banner on a public road (type 1, three pieces for two months), authorized end to end.
  const externo = 'anuncio en vía pública de Av. Belice';
  await c.escenario({
    nombre: externo,
    rfc: c.rfc,
    meta: 'terminada',
    buscar: async () =>
      (
        await c.db
          .select({ s: solicitudes })
          .from(solicitudesAnuncio)
          .innerJoin(solicitudes, eq(solicitudes.id, solicitudesAnuncio.solicitudId))
          .where(and(eq(solicitudesAnuncio.tipo, 'externo'), eq(solicitudesAnuncio.claveCatastral, CLAVES_DEMO.pagada2)))
      )[0]?.s,
    crear: async () => {
      const { filas, ...sign } = anuncio({ tipo: 1, largo: 1, ancho: 3, material: 1, caras: 1, pieza: 3, contenido: 'GRAN VENTA DE TEMPORADA', forma: 'Colgante entre postes', iluminado: false });
      const r = await c.exigir(
        c.rfc,
        {
          method: 'POST',
          url: '/api/anuncioexterno',
          payload: {
            ...sign,
            anuncio_detalle: [{ ...filas[0], mes: 2 }],
            clave_catastral: CLAVES_DEMO.pagada2,
            no_folio: false,
            tipo_propiedad_id: 1,
            archivos: { fotografia: foto(), documento_propiedad: pdf('escritura_del_predio'), constancia_cedula_catastral: pdf('cedula_catastral') },
          },
        },
        externo,
      );
      return solicitud(r.body.data?.id as number);
    },
    enviar: async (s) => void (await c.exigir(c.rfc, { method: 'POST', url: `/api/anuncioexterno/${s.id}/changestatus`, payload: { solicitud: s.id, estatus_id: 10 } }, `envío del ${externo}`)),
    // The payment order names the establishment's key when the property is one of the taxpayer's
    // businesses (Av. Belice 345 is EL MANGLAR's), else the request's folio (api/anuncios/anuncio.tramite.ts).
    clave: async (s) => {
      const [x] = await c.db
        .select({ folio: solicitudes.folio, clave: establecimientos.externalId })
        .from(solicitudes)
        .leftJoin(establecimientos, eq(establecimientos.id, solicitudes.locacionId))
        .where(eq(solicitudes.id, s.id));
      return x.clave ?? x.folio;
    },
  });
}
