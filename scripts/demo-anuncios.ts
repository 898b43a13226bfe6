// The demo's issue-13 requests (README demo table): ABARROTES DOÑA CHAYO's facade sign waiting for
// Desarrollo Urbano, RESTAURANTE BAR EL MANGLAR's self-supporting sign (high risk) approved by
// Desarrollo Urbano and waiting for Protección Civil, and a public-road sign on Av. Belice already
// authorized (its format can be printed). Made through the API as the demo taxpayer and the staff
// accounts, like every demo request, and each only once: a second start finds them where they stand.
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { establecimientos, solicitudes, solicitudesAnuncio } from '../db/schema';
import { CLAVES_DEMO } from '../sim/municipio-demo';
import { pdfValido, pngFachada } from '../sim/muestras';

type Solicitud = typeof solicitudes.$inferSelect;

export interface ContextoAnunciosDemo {
  db: Db;
  rfc: string;
  exigir: (usuario: string | null, opts: InjectOptions, que: string) => Promise<{ body: { data?: Record<string, unknown> } }>;
  avanzar: (rfc: string, id: number, llego: (s: Solicitud) => Promise<boolean>, clave?: string) => Promise<Solicitud>;
  enPaso: (paso: string) => (s: Solicitud) => Promise<boolean>;
  resumen: { completos: string[]; hechos: string[] };
}

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

export async function sembrarAnunciosDemo(c: ContextoAnunciosDemo, negocios: { abarrotes: Negocio; restaurante: Negocio }) {
  const deEstablecimiento = async (locacionId: number) =>
    (await c.db.select({ s: solicitudes }).from(solicitudesAnuncio).innerJoin(solicitudes, eq(solicitudes.id, solicitudesAnuncio.solicitudId)).where(eq(solicitudesAnuncio.locacionId, locacionId)))[0]?.s;

  /** A sign of an establishment, sent to review and walked by the staff until `paso`. */
  async function enEstablecimiento(n: Negocio, datos: ReturnType<typeof anuncio>, archivos: Record<string, unknown>, paso: string) {
    const que = `anuncio de ${n.nombre}`;
    const llego = c.enPaso(paso);
    let s = await deEstablecimiento(n.id);
    if (s && (s.estado !== 'borrador' || (await llego(s)))) {
      c.resumen.completos.push(que);
      return;
    }
    if (!s) {
      const { filas, ...sign } = datos;
      const r = await c.exigir(c.rfc, { method: 'POST', url: '/api/anuncio', payload: { ...sign, locacion_id: n.id, otro_domicilio: false, arreglo_anuncios: filas, archivos } }, que);
      s = (await c.db.select().from(solicitudes).where(eq(solicitudes.id, r.body.data?.solicitud_id as number)))[0];
    }
    await c.exigir(c.rfc, { method: 'POST', url: `/api/anuncio/${s.id}/changestatus`, payload: { estatus_id: 10 } }, `envío del ${que}`);
    await c.avanzar(c.rfc, s.id, llego);
    c.resumen.hechos.push(que);
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
  const [hay] = await c.db
    .select({ s: solicitudes })
    .from(solicitudesAnuncio)
    .innerJoin(solicitudes, eq(solicitudes.id, solicitudesAnuncio.solicitudId))
    .where(and(eq(solicitudesAnuncio.tipo, 'externo'), eq(solicitudesAnuncio.claveCatastral, CLAVES_DEMO.pagada2)));
  if (hay && hay.s.estado !== 'borrador') c.resumen.completos.push(externo);
  else {
    let id = hay?.s.id;
    if (!id) {
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
      id = r.body.data?.id as number;
    }
    await c.exigir(c.rfc, { method: 'POST', url: `/api/anuncioexterno/${id}/changestatus`, payload: { solicitud: id, estatus_id: 10 } }, `envío del ${externo}`);
    // The payment order names the establishment's key when the property is one of the taxpayer's
    // businesses (Av. Belice 345 is EL MANGLAR's), else the request's folio (api/anuncios/anuncio.tramite.ts).
    const [s] = await c.db
      .select({ folio: solicitudes.folio, clave: establecimientos.externalId })
      .from(solicitudes)
      .leftJoin(establecimientos, eq(establecimientos.id, solicitudes.locacionId))
      .where(eq(solicitudes.id, id));
    await c.avanzar(c.rfc, id, async (x) => x.estado === 'terminada', s.clave ?? s.folio);
    c.resumen.hechos.push(externo);
  }
}
