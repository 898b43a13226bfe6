// The demo's change requests (issue 11; README demo table): a trade-name change waiting for
// Residuos Sólidos, and a closure whose solid-waste debt waits for the taxpayer's payment. Made
// through the API as the demo accounts and the running workflows, like every demo request, and each
// only once: a second start finds them where they stand. The five businesses reserved for trying
// each change (and for the e2e walks) are left without requests.
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { cambios, solicitudes, tareas } from '../db/schema';
import { CAMBIO, type TipoCambio } from '../domain/cambios/comun';
import { pdfValido } from '../sim/muestras';
import { cuerpoMultipart } from './multipart';

type Solicitud = typeof solicitudes.$inferSelect;

export interface ContextoCambiosDemo {
  db: Db;
  rfc: string;
  exigir: (usuario: string | null, opts: InjectOptions, que: string) => Promise<{ body: { data?: Record<string, unknown> } }>;
  esperar: <T>(leer: () => Promise<T | null | undefined | false>, que: string) => Promise<T>;
  avanzar: (rfc: string, id: number, llego: (s: Solicitud) => Promise<boolean>) => Promise<Solicitud>;
  enPaso: (paso: string) => (s: Solicitud) => Promise<boolean>;
  resumen: { completos: string[]; hechos: string[] };
}

export const NOMBRE_NUEVO_DEMO = 'ABARROTES Y MISCELÁNEA DOÑA CHAYO';
export const ADEUDO_RS_DEMO = '350.00';

/** A multipart body of plain fields and PDFs sent as files[code][file] / files[code][code] (spec 2 §7). */
function multipart(campos: Record<string, string>, codigos: string[]) {
  const codigosCampos = Object.fromEntries(codigos.map((c) => [`files[${c}][code]`, c]));
  return cuerpoMultipart(
    { ...campos, ...codigosCampos },
    codigos.map((c) => ({ campo: `files[${c}][file]`, nombre: `${c}.pdf`, tipo: 'application/pdf', contenido: pdfValido(`Documento ${c}`) })),
  );
}

export async function sembrarCambiosDemo(c: ContextoCambiosDemo, negocios: { abarrotes: { id: number }; sucursal: { id: number; licenciaId: number } }) {
  const existente = async (locacionId: number, tipo: TipoCambio) =>
    (await c.db.select({ s: solicitudes }).from(cambios).innerJoin(solicitudes, eq(solicitudes.id, cambios.solicitudId)).where(and(eq(cambios.locacionId, locacionId), eq(cambios.tipo, tipo))))[0]?.s;

  // A trade-name change sent to review: Residuos Sólidos checks the waste-collection arrears first.
  const nombre = `cambio de nombre comercial a ${NOMBRE_NUEVO_DEMO}`;
  const enRs = c.enPaso('revision_rs');
  let s = await existente(negocios.abarrotes.id, CAMBIO.NOMBRE);
  if (s && (s.estado !== 'borrador' || (await enRs(s)))) c.resumen.completos.push(nombre);
  else {
    if (!s) {
      const r = await c.exigir(
        c.rfc,
        { method: 'POST', url: `/api/cambioNombreComercial/${negocios.abarrotes.id}/create`, ...multipart({ nuevo_nombre_comercial: NOMBRE_NUEVO_DEMO }, ['scd_identificacion', 'scd_constancia']) },
        nombre,
      );
      s = (await c.db.select().from(solicitudes).where(eq(solicitudes.id, r.body.data?.id as number)))[0];
    }
    await c.exigir(c.rfc, { method: 'POST', url: `/api/cambioNombreComercial/${negocios.abarrotes.id}/chageEstatusNombreComercial/${s.id}`, payload: { estatus_id: 10 } }, `envío del ${nombre}`);
    await c.avanzar(c.rfc, s.id, enRs);
    c.resumen.hechos.push(nombre);
  }

  // A closure of the branch: Residuos Sólidos found a debt; its payment (or notice) is the taxpayer's turn.
  const baja = 'baja de ABARROTES DOÑA CHAYO SUCURSAL BOULEVARD con adeudo de residuos sólidos';
  const enPago = async (x: Solicitud) => x.pasoActual === 'pago_rs';
  let b = await existente(negocios.sucursal.id, CAMBIO.BAJA);
  if (b && (await enPago(b))) c.resumen.completos.push(baja);
  else {
    if (!b) {
      const r = await c.exigir(
        c.rfc,
        { method: 'POST', url: `/api/licencia/${negocios.sucursal.licenciaId}/bajaEstablecimiento`, ...multipart({ fecha_sat: '2026-10-31', has_alcohol: '0' }, ['sbe_constancia', 'sbe_aviso_baja', 'sbe_identificacion']) },
        baja,
      );
      b = (await c.db.select().from(solicitudes).where(eq(solicitudes.id, r.body.data?.id as number)))[0];
      await c.exigir(c.rfc, { method: 'POST', url: `/api/licencia/${negocios.sucursal.licenciaId}/chageEstatusBajaEstablecimiento/${b.id}`, payload: { estatus_id: 10 } }, `envío de la ${baja}`);
    }
    const id = b.id;
    const t = await c.esperar(async () => (await c.db.select().from(tareas).where(and(eq(tareas.solicitudId, id), eq(tareas.paso, 'revision_rs'), eq(tareas.estado, 'pendiente'))))[0], `tarea de Residuos Sólidos de la ${baja}`);
    await c.exigir('residuos.solidos', { method: 'POST', url: `/api/cambios/${id}/adeudo`, payload: { area: 'rs', adeudo: true, monto: ADEUDO_RS_DEMO } }, `adeudo de la ${baja}`);
    await c.exigir('residuos.solidos', { method: 'POST', url: `/api/tareas/${t.id}/resolver`, payload: { resultado: 'aprobado' } }, `revisión de la ${baja}`);
    await c.esperar(async () => enPago((await c.db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0]), `pago pendiente de la ${baja}`);
    c.resumen.hechos.push(baja);
  }
}
