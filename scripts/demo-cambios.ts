// The demo's change requests (README demo table): a trade-name change waiting for
// Residuos Sólidos, and a closure whose solid-waste debt waits for the taxpayer's payment. Made
// through the API as the demo accounts and the running workflows, like every demo request
// (scripts/demo-avance.ts: a later start finishes only what is missing). The five businesses reserved for trying
// each change (and for the e2e walks) are left without requests.
import { and, eq } from 'drizzle-orm';
import { cambios, solicitudes } from '../db/schema';
import { CAMBIO, type TipoCambio } from '../domain/cambios/comun';
import { pdfValido } from '../sim/muestras';
import type { ContextoDemo } from './demo-avance';
import { cuerpoMultipart } from './multipart';

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

export async function sembrarCambiosDemo(c: ContextoDemo, negocios: { abarrotes: { id: number }; sucursal: { id: number; licenciaId: number } }) {
  const existente = async (locacionId: number, tipo: TipoCambio) =>
    (await c.db.select({ s: solicitudes }).from(cambios).innerJoin(solicitudes, eq(solicitudes.id, cambios.solicitudId)).where(and(eq(cambios.locacionId, locacionId), eq(cambios.tipo, tipo))))[0]?.s;
  const solicitud = async (id: number) => (await c.db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0];

  // A trade-name change sent to review: Residuos Sólidos checks the waste-collection arrears first.
  const nombre = `cambio de nombre comercial a ${NOMBRE_NUEVO_DEMO}`;
  const a = negocios.abarrotes.id;
  await c.escenario({
    nombre,
    rfc: c.rfc,
    meta: { paso: 'revision_rs' },
    buscar: () => existente(a, CAMBIO.NOMBRE),
    crear: async () => {
      const r = await c.exigir(
        c.rfc,
        { method: 'POST', url: `/api/cambioNombreComercial/${a}/create`, ...multipart({ nuevo_nombre_comercial: NOMBRE_NUEVO_DEMO }, ['scd_identificacion', 'scd_constancia']) },
        nombre,
      );
      return solicitud(r.body.data?.id as number);
    },
    enviar: async (s) => void (await c.exigir(c.rfc, { method: 'POST', url: `/api/cambioNombreComercial/${a}/chageEstatusNombreComercial/${s.id}`, payload: { estatus_id: 10 } }, `envío del ${nombre}`)),
  });

  // A closure of the branch: Residuos Sólidos found a debt; its payment (or notice) is the taxpayer's turn.
  const baja = 'baja de ABARROTES DOÑA CHAYO SUCURSAL BOULEVARD con adeudo de residuos sólidos';
  const { id: sucursal, licenciaId } = negocios.sucursal;
  await c.escenario({
    nombre: baja,
    rfc: c.rfc,
    meta: { paso: 'pago_rs' },
    buscar: () => existente(sucursal, CAMBIO.BAJA),
    crear: async () => {
      const r = await c.exigir(
        c.rfc,
        { method: 'POST', url: `/api/licencia/${licenciaId}/bajaEstablecimiento`, ...multipart({ fecha_sat: '2026-10-31', has_alcohol: '0' }, ['sbe_constancia', 'sbe_aviso_baja', 'sbe_identificacion']) },
        baja,
      );
      return solicitud(r.body.data?.id as number);
    },
    enviar: async (s) => void (await c.exigir(c.rfc, { method: 'POST', url: `/api/licencia/${licenciaId}/chageEstatusBajaEstablecimiento/${s.id}`, payload: { estatus_id: 10 } }, `envío de la ${baja}`)),
    // Residuos Sólidos registers the debt before it approves its review (registering it again changes nothing).
    antesDeAprobar: {
      revision_rs: async (t) =>
        void (await c.exigir('residuos.solidos', { method: 'POST', url: `/api/cambios/${t.solicitudId}/adeudo`, payload: { area: 'rs', adeudo: true, monto: ADEUDO_RS_DEMO } }, `adeudo de la ${baja}`)),
    },
  });
}
