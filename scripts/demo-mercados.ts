// The demo's issue-15 requests (README demo table), on the demo taxpayer's market stall (FRUTAS Y
// LEGUMBRES DOÑA CHAYO, Mercado Lázaro Cárdenas, stall A-15 in the padrón): a lease whose request
// Mercados already validated, waiting for its contract ('Subir contrato arrendamiento' with the 10 %
// computed), and a rights assignment of the stall to LAURA MEDINA CHAN waiting for Mercados' review.
// Made through the API as the demo taxpayer and the `mercados` account, each only once: a second start
// finds them where they stand.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { solicitudes, solicitudesArrendamiento, solicitudesCesion } from '../db/schema';
import { PASO_ARRENDAMIENTO } from '../domain/arrendamientos/definicion';
import { PASO_CESION } from '../domain/cesiones/definicion';
import { ARCHIVOS_CESION } from '../domain/cesiones/reglas';
import { pdfValido, pngFachada } from '../sim/muestras';
import { cuerpoMultipart, type ParteArchivo } from './multipart';

type Solicitud = typeof solicitudes.$inferSelect;

export interface ContextoMercadosDemo {
  db: Db;
  rfc: string;
  contribuyenteId: number;
  exigir: (usuario: string | null, opts: InjectOptions, que: string) => Promise<{ body: { data?: unknown } }>;
  avanzar: (rfc: string, id: number, llego: (s: Solicitud) => Promise<boolean>, clave?: string) => Promise<Solicitud>;
  enPaso: (paso: string) => (s: Solicitud) => Promise<boolean>;
  resumen: { completos: string[]; hechos: string[] };
}

/** The new concessionaire of the demo's assignment: the second demo taxpayer. */
export const CESIONARIO_DEMO = 'MECL840917HJ2';

const pdf = (campo: string, titulo: string): ParteArchivo => ({ campo, nombre: `${campo}.pdf`, tipo: 'application/pdf', contenido: pdfValido(titulo) });

export async function sembrarMercadosDemo(c: ContextoMercadosDemo, mercado: { id: number; nombre: string }) {
  const solicitudDe = async (id: number) => (await c.db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0];
  const esperaContrato = async (s: Solicitud) => s.estado === 'entrega' && s.pasoActual === PASO_ARRENDAMIENTO.CONTRATO;

  // ---- a lease validated by Mercados, waiting for its contract ----
  const que = `arrendamiento del local de ${mercado.nombre}`;
  const [arr] = await c.db.select({ id: solicitudesArrendamiento.solicitudId }).from(solicitudesArrendamiento).where(eq(solicitudesArrendamiento.establecimientoId, mercado.id));
  let lease = arr ? await solicitudDe(arr.id) : undefined;
  if (lease && lease.estado !== 'borrador') c.resumen.completos.push(que);
  else {
    if (!lease) {
      const giros = (await c.exigir(c.rfc, { method: 'GET', url: '/api/solicitudArrendamiento/cat/getgiro' }, 'giros')).body.data as { id: number; d_giro: string }[];
      const giro = giros.find((g) => /fruta|legumbre|abarrote/i.test(g.d_giro)) ?? giros[0];
      const cuerpo = cuerpoMultipart({ establecimiento_id: String(mercado.id), giro_id: String(giro.id) }, [
        pdf('docSolicitud', 'Solicitud de arrendamiento'),
        pdf('docAltaSat', 'Alta en el SAT del arrendatario'),
      ]);
      const r = await c.exigir(c.rfc, { method: 'POST', url: '/api/SolicitudArrendamiento', ...cuerpo }, que);
      lease = await solicitudDe((r.body.data as { id: number }).id);
    }
    await c.exigir(c.rfc, { method: 'POST', url: `/api/solicitudArrendamiento/validarSolicitud/${lease.id}` }, `envío de ${que}`);
    await c.avanzar(c.rfc, lease.id, esperaContrato);
    c.resumen.hechos.push(que);
  }

  // ---- a rights assignment of the stall, waiting for Mercados' review ----
  const queCesion = `cesión de derechos del local de ${mercado.nombre}`;
  const [ces] = await c.db.select({ id: solicitudesCesion.solicitudId }).from(solicitudesCesion).where(eq(solicitudesCesion.establecimientoId, mercado.id));
  let cesion = ces ? await solicitudDe(ces.id) : undefined;
  if (cesion && cesion.estado !== 'borrador') {
    c.resumen.completos.push(queCesion);
    return;
  }
  if (!cesion) {
    const locaciones = (await c.exigir(c.rfc, { method: 'GET', url: `/api/solicitudArrendamiento/getLocacion/${c.contribuyenteId}` }, 'locales del contribuyente')).body.data as {
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
    cesion = await solicitudDe((r.body.data as { id: number }).id);
  }
  await c.exigir(c.rfc, { method: 'POST', url: `/api/cesion-DerechoExterno/aprovarSolicitud/${cesion.id}` }, `envío de ${queCesion}`);
  await c.avanzar(c.rfc, cesion.id, c.enPaso(PASO_CESION.REVISION));
  c.resumen.hechos.push(queCesion);
}
