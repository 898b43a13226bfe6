// Every fee the portal charges (domain/tramite/servicios.ts SERVICIO), paid online through the
// simulated gateway (spec 1 §7.5). For each service, a request of a procedure of the kit's registry
// that charges it — its subject named as long as the forms allow, with accents — stands at the staff
// step before that payment (moved there through its own machine, its workflow resumed there); the
// area approves, the workflow issues the statement, the taxpayer opens the gateway order (getFolio),
// pays on the gateway's page and reads the order paid. The order's reference fits the gateway's
// 100 characters and starts with the statement's folio.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { establecimientos, estadosCuenta, licencias, solicitudes, solicitudesArrendamiento } from '../../db/schema';
import { createActivities } from '../../activities';
import { createCambiosRepository } from '../../api/cambios/cambios.repository';
import { TRAMITES_API } from '../../api/catalogo-tramites';
import { CAMBIO } from '../../domain/cambios/comun';
import type { EventoTramite } from '../../domain/tramite/definicion';
import { aplicarEvento, nuevoTramite, persistir, type SnapshotTramite } from '../../domain/tramite/maquina';
import { SERVICIO, type ServicioId } from '../../domain/tramite/servicios';
import { definicionDe } from '../../domain/tramites';
import { TARJETAS_PRUEBA } from '../../sim/municipio-demo';
import { pdfValido } from '../../sim/muestras';
import { cuerpoMultipart } from '../../scripts/multipart';
import { contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, tareaAbierta, type Entorno } from './harness';
import { mundoFiscalizacion } from './mundo-fiscalizacion';
import { mundoAnuncio } from './mundo-anuncio';
import { mundoTorre } from './mundo-torre';
import { mundoEspectacular } from './mundo-espectacular';
import { mundoArrendamiento } from './mundo-arrendamiento';
import { mundoCesion } from './mundo-cesion';

let e: Entorno;
let t: Awaited<ReturnType<typeof contribuyenteConPerfil>>;
beforeAll(async () => {
  e = await crearEntorno();
  t = await contribuyenteConPerfil(e);
});
afterAll(async () => e?.cerrar());

/** 200 characters, the form's limit for a trade name (domain/licencia/schema.ts), in Spanish with its accents. */
const NOMBRE_LARGO = 'ABARROTES, FRUTAS, LEGUMBRES Y MISCELÁNEA «LA GRAN ESPERANZA DE LA PENÍNSULA» — SUCURSAL CENTRO HISTÓRICO DE CHETUMAL, OTHÓN P. BLANCO, QUINTANA ROO, MÉXICO (ÑANDÚ Y PINGÜINO)'
  .padEnd(200, ' Ñ')
  .slice(0, 200);

/** An establishment of the taxpayer with its licence request (a draft), its document and the long name. */
async function negocio() {
  const r = await t.post('/api/establecimientos', formularioLicencia());
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  const id = r.body.data.id as number;
  const cuerpo = cuerpoMultipart({ 'documento[0][code]': 'constancia_sat', contribuyente_id: String(t.contribuyenteId), locacion_id: String(id) }, [
    { campo: 'documento[0][file]', nombre: 'constancia.pdf', tipo: 'application/pdf', contenido: pdfValido('Constancia de situacion fiscal') },
  ]);
  const f = await t.raw({ method: 'POST', url: '/api/establecimientos/storage/files', ...cuerpo });
  if (f.statusCode !== 200) throw new Error(`archivos ${f.statusCode} ${f.body}`);
  const [est] = await e.db.db.update(establecimientos).set({ nombreComercial: NOMBRE_LARGO }).where(eq(establecimientos.id, id)).returning();
  const [lic] = await e.db.db.select().from(licencias).where(eq(licencias.locacionId, id));
  return { est, licenciaId: lic.id, solicitudId: lic.solicitudId };
}
/** The long name on the establishment a request of another procedure is about. */
async function nombrarLargo(locacionId: number) {
  await e.db.db.update(establecimientos).set({ nombreComercial: NOMBRE_LARGO }).where(eq(establecimientos.id, locacionId));
}

interface Caso {
  servicio: ServicioId;
  /** its procedure's request, a draft of the taxpayer; `datos` when the procedure's send would ask for more than the payment needs */
  crear: () => Promise<{ solicitudId: number; datos?: unknown }>;
  /** events that switch the payment on (a registered debt, a passed payment date), tried at every step */
  activar?: (s: SnapshotTramite) => EventoTramite[];
  /** its subject is short by design (a key, not a trade name): the reference is the whole `folio · nombre` */
  corto?: true;
}

const CASOS: Caso[] = [
  { servicio: SERVICIO.USO_SUELO, crear: negocio },
  { servicio: SERVICIO.ANUENCIA, crear: negocio },
  { servicio: SERVICIO.RESIDUOS, crear: negocio },
  // spec 1 §4.8: the payment date passed with fees unpaid.
  { servicio: SERVICIO.EXTEMPORANEO, crear: negocio, activar: (s) => (s.context.actual === 'validacion_datos' ? [{ type: 'VENCE', plazo: 'pago' }] : []) },
  {
    // spec 2 §3: the closure's licensing debt (adeudo_la), registered by Licencias at its review.
    servicio: SERVICIO.ALCOHOL,
    crear: async () => {
      const { est } = await negocio();
      const datos = { tipoProceso: est.tipoProcesoId, hasAlcohol: true, tieneUsoSuelo: true };
      const repo = createCambiosRepository({ db: e.db.db });
      const r = await repo.crear({ est, tipo: CAMBIO.BAJA, propuesta: {}, datos });
      if (!r.ok) throw new Error('baja');
      await repo.fijarAdeudo(r.vista.s.id, 'la', '1234.50');
      return { solicitudId: r.vista.s.id, datos };
    },
    activar: (s) => (s.context.actual === 'revision_la' ? [{ type: 'EXTRA', nombre: 'adeudo', datos: { area: 'la', adeudo: true } }] : []),
  },
  {
    servicio: SERVICIO.HORARIO_EXTRA,
    crear: async () => {
      const { est, licenciaId } = await negocio();
      return { solicitudId: await mundoFiscalizacion(e, { est, licenciaId }) };
    },
  },
  { servicio: SERVICIO.ANUNCIOS, crear: async () => ({ solicitudId: (await mundoAnuncio(e, { est: (await negocio()).est, contribuyenteId: t.contribuyenteId! })).solicitudId }) },
  // Towers and billboards are named by their cadastral key (api/torres/torres.dto.ts tituloTorre, tituloEspectacular).
  { servicio: SERVICIO.TORRES, corto: true, crear: async () => mundoTorre(e, { est: (await negocio()).est, contribuyenteId: t.contribuyenteId! }) },
  { servicio: SERVICIO.ESPECTACULARES, corto: true, crear: async () => mundoEspectacular(e, { est: (await negocio()).est, contribuyenteId: t.contribuyenteId! }) },
  {
    servicio: SERVICIO.ARRENDAMIENTO_MERCADO,
    crear: async () => {
      const a = await mundoArrendamiento(e, { contribuyenteId: t.contribuyenteId!, rfc: t.rfc });
      await nombrarLargo(a.establecimientoId);
      // The contract's monthly rent (spec 3 §5.5): the fee is the municipality's 10 %.
      await e.db.db.update(solicitudesArrendamiento).set({ rentaMes: '4500.00' }).where(eq(solicitudesArrendamiento.solicitudId, a.solicitudId));
      return a;
    },
  },
  {
    servicio: SERVICIO.CESION_DERECHOS,
    crear: async () => {
      const c = await mundoCesion(e, { contribuyenteId: t.contribuyenteId!, rfc: t.rfc });
      await nombrarLargo(c.establecimientoId);
      return c;
    },
  },
];

/** The procedure of the kit's registry that charges the service, and the payment step. */
function pagoDe(servicio: ServicioId, procedimiento: string) {
  const def = definicionDe(procedimiento);
  const paso = def.pasos.find((p) => p.tipo === 'pago' && p.servicio === servicio);
  if (!paso) throw new Error(`${procedimiento} no cobra ${servicio}`);
  return { def, paso: paso.clave };
}

/** Sent and moved through the machine (every step approved, paid or delivered) up to the step before the payment. */
function hastaAntesDelPago(caso: Caso, inicial: SnapshotTramite, def: ReturnType<typeof definicionDe>, pago: string) {
  let s = aplicarEvento(def, inicial, { type: 'ENVIAR' });
  for (let i = 0; s && i < 40; i++) {
    for (const ev of caso.activar?.(s) ?? []) s = aplicarEvento(def, s, ev) ?? s;
    const paso = def.pasos.find((p) => p.clave === s!.context.actual);
    if (!paso) break;
    const ev: EventoTramite =
      paso.tipo === 'pago' ? { type: 'PAGO_CONFIRMADO', servicio: paso.servicio! } : paso.tipo === 'entrega' ? { type: 'ENTREGAR', paso: paso.clave } : { type: 'APROBAR', paso: paso.clave, revisorId: 1 };
    const n = aplicarEvento(def, s, ev);
    if (n?.context.actual === pago && (paso.tipo === 'revision' || paso.tipo === 'firma')) return { s, paso: paso.clave };
    s = n;
  }
  throw new Error(`${def.clave} no llegó al paso anterior a ${pago}`);
}

async function esperar<T>(leer: () => Promise<T | null | undefined | false>, que: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const v = await leer();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ocurrió: ${que}`);
}

describe('online payment of every service (spec 1 §7.5, spec 2 §7, spec 3 §7.6–7.7)', () => {
  it('the registry charges each service code somewhere, and each case names one', () => {
    expect(CASOS.map((c) => c.servicio).sort()).toEqual(Object.values(SERVICIO).sort());
  });

  for (const caso of CASOS) {
    it(`service ${caso.servicio}: the statement is paid on the gateway's page`, { timeout: 90_000 }, async () => {
      const { solicitudId, datos: datosDados } = await caso.crear();
      const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, solicitudId));
      const { def, paso: pago } = pagoDe(caso.servicio, s.procedimiento);
      const api = TRAMITES_API[s.procedimiento];
      const datos = datosDados ?? (await api.alEnviar(e.deps, s)).datos;
      const { s: antes, paso } = hastaAntesDelPago(caso, nuevoTramite(def, datos), def, pago);
      // The request as its workflow would have projected it, and its workflow resumed from there.
      await createActivities({ db: e.db.db, publicUrl: e.config.PUBLIC_URL }).proyectarSolicitud({ solicitudId, snapshot: persistir(antes), version: s.version + 1 });
      await e.deps.temporal.workflow.start(def.workflowType, {
        workflowId: s.workflowId,
        taskQueue: e.taskQueue,
        args: [{ solicitudId, datos, snapshot: persistir(antes), version: s.version + 1 }],
      });
      const tarea = await tareaAbierta(e, solicitudId, paso);
      const root = await entrar(e, 'root');
      const aprobada = await root.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' });
      expect(aprobada.status, JSON.stringify(aprobada.body)).toBe(200);
      const edo = await esperar(async () => {
        const [x] = await e.db.db.select().from(estadosCuenta).where(and(eq(estadosCuenta.solicitudId, solicitudId), eq(estadosCuenta.servicioId, caso.servicio)));
        const [y] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, solicitudId));
        return x && y.pasoActual === pago && x;
      }, `estado de cuenta ${caso.servicio}`);

      // What the taxpayer's page sends: the key of what is paid for, as the request's statement names it.
      const [actual] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, solicitudId));
      const sujeto = await api.sujetoPago!(e.deps, actual);
      const entera = `${edo.folio} · ${sujeto.nombre}`;
      if (!caso.corto) expect(entera.length).toBeGreaterThan(100);
      const orden = await t.post('/api/pagosopb/getFolio', { idServicio: caso.servicio, claveEstablecimiento: sujeto.clave, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio });
      expect(orden.status, JSON.stringify(orden.body)).toBe(200);
      const orderId = orden.body.data.order_id as string;
      const enPasarela = await e.deps.pasarela.consultarOrden(orderId);
      if (caso.corto) expect(enPasarela!.referencia).toBe(entera);
      expect(enPasarela!.referencia.length).toBeLessThanOrEqual(100);
      expect(enPasarela!.referencia.startsWith(`${edo.folio} · `)).toBe(true);

      const cobro = await fetch(`${e.config.PASARELA_URL}/pasarela/cobrar`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ order_id: orderId, titular: 'JUANA PÉREZ CAAMAL', numero_tarjeta: TARJETAS_PRUEBA.aprobada, vencimiento: '12/30', cvv: '123' }).toString(),
      });
      await cobro.body?.cancel();
      expect(cobro.status).toBe(200);
      const pagada = await esperar(async () => {
        const r = await t.get(`/api/pagosopb/orden/${orderId}`);
        return r.body.data?.estado === 'pagado' && r;
      }, `orden ${orderId} pagada`);
      expect(pagada.body.data).toMatchObject({ folio: edo.folio, estado: 'pagado' });
      // The workflow took the payment: the statement is paid and the request left the payment step.
      await esperar(async () => {
        const [x] = await e.db.db.select().from(estadosCuenta).where(eq(estadosCuenta.id, edo.id));
        const [y] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, solicitudId));
        return x.estatus === 8 && y.pasoActual !== pago;
      }, `pago registrado de ${caso.servicio}`);
    });
  }
});
