// The demo's market-stall requests (README demo table), on the demo taxpayer's market stall (FRUTAS Y
// LEGUMBRES DOÑA CHAYO, Mercado Lázaro Cárdenas, stall A-15 in the padrón): a lease whose request
// Mercados already validated, waiting for its contract ('Subir contrato arrendamiento' with the 10 %
// computed), and a rights assignment of the stall to LAURA MEDINA CHAN waiting for Mercados' review.
// Made through the API as the demo taxpayer and the `mercados` account (scripts/demo-avance.ts: a
// later start finishes only what is missing).
import { eq } from 'drizzle-orm';
import { solicitudes, solicitudesArrendamiento, solicitudesCesion } from '../db/schema';
import { PASO_ARRENDAMIENTO } from '../domain/arrendamientos/definicion';
import { PASO_CESION } from '../domain/cesiones/definicion';
import { ARCHIVOS_CESION } from '../domain/cesiones/reglas';
import { pdfValido, pngFachada } from '../sim/muestras';
import type { ContextoDemo } from './demo-avance';
import { cuerpoMultipart, type ParteArchivo } from './multipart';

/** The new concessionaire of the demo's assignment: the second demo taxpayer. */
export const CESIONARIO_DEMO = 'MECL840917HJ2';

const pdf = (campo: string, titulo: string): ParteArchivo => ({ campo, nombre: `${campo}.pdf`, tipo: 'application/pdf', contenido: pdfValido(titulo) });

export async function sembrarMercadosDemo(c: ContextoDemo, mercado: { id: number; nombre: string }) {
  const solicitudDe = async (id: number) => (await c.db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0];

  // ---- a lease validated by Mercados, waiting for its contract ----
  const que = `arrendamiento del local de ${mercado.nombre}`;
  await c.escenario({
    nombre: que,
    rfc: c.rfc,
    meta: { paso: PASO_ARRENDAMIENTO.CONTRATO },
    buscar: async () => {
      const [arr] = await c.db.select({ id: solicitudesArrendamiento.solicitudId }).from(solicitudesArrendamiento).where(eq(solicitudesArrendamiento.establecimientoId, mercado.id));
      return arr ? solicitudDe(arr.id) : undefined;
    },
    crear: async () => {
      const giros = (await c.exigir(c.rfc, { method: 'GET', url: '/api/solicitudArrendamiento/cat/getgiro' }, 'giros')).body.data as unknown as { id: number; d_giro: string }[];
      const giro = giros.find((g) => /fruta|legumbre|abarrote/i.test(g.d_giro)) ?? giros[0];
      const cuerpo = cuerpoMultipart({ establecimiento_id: String(mercado.id), giro_id: String(giro.id) }, [
        pdf('docSolicitud', 'Solicitud de arrendamiento'),
        pdf('docAltaSat', 'Alta en el SAT del arrendatario'),
      ]);
      const r = await c.exigir(c.rfc, { method: 'POST', url: '/api/SolicitudArrendamiento', ...cuerpo }, que);
      return solicitudDe((r.body.data as { id: number }).id);
    },
    enviar: async (s) => void (await c.exigir(c.rfc, { method: 'POST', url: `/api/solicitudArrendamiento/validarSolicitud/${s.id}` }, `envío de ${que}`)),
  });

  // ---- a rights assignment of the stall, waiting for Mercados' review ----
  const queCesion = `cesión de derechos del local de ${mercado.nombre}`;
  await c.escenario({
    nombre: queCesion,
    rfc: c.rfc,
    meta: { paso: PASO_CESION.REVISION },
    buscar: async () => {
      const [ces] = await c.db.select({ id: solicitudesCesion.solicitudId }).from(solicitudesCesion).where(eq(solicitudesCesion.establecimientoId, mercado.id));
      return ces ? solicitudDe(ces.id) : undefined;
    },
    crear: async () => {
      const locaciones = (await c.exigir(c.rfc, { method: 'GET', url: `/api/solicitudArrendamiento/getLocacion/${c.contribuyenteId}` }, 'locales del contribuyente')).body.data as unknown as {
        id: number;
        locales: { id: number; numero: string }[];
      }[];
      const local = locaciones.find((l) => l.id === mercado.id)?.locales[0];
      if (!local) throw new Error(`${c.rfc} no tiene un local de ${mercado.nombre} en el padrón de mercados`);
      const archivos = ARCHIVOS_CESION.map((a): ParteArchivo =>
        a.tipo === 'imagen' ? { campo: a.campo, nombre: `${a.campo}.png`, tipo: 'image/png', contenido: pngFachada(240, 320) } : pdf(a.campo, a.etiqueta),
      );
      const cuerpo = cuerpoMultipart({ locacion: String(mercado.id), id_local_mercado: String(local.id), rfc: CESIONARIO_DEMO, familiar: 'true' }, archivos);
      const r = await c.exigir(c.rfc, { method: 'POST', url: '/api/cesionDerechoExterno', ...cuerpo }, queCesion);
      return solicitudDe((r.body.data as { id: number }).id);
    },
    enviar: async (s) => void (await c.exigir(c.rfc, { method: 'POST', url: `/api/cesion-DerechoExterno/aprovarSolicitud/${s.id}` }, `envío de ${queCesion}`)),
  });
}
