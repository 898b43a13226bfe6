// Stand-in for the municipality's systems behind the licence form and online payments:
// the cadastre and the property-tax office (spec 1 §4.7, §5.5, §7.4), Zofemat (spec 1 §4.7,
// §7.4) and the payment gateway with its hosted payment page (spec 1 §7.5, §9). Same contracts
// as activities/adapters/catastro.ts and activities/adapters/pasarela.ts, so they talk to either.
// Bearer token (401 otherwise), like sim/opb.plugin.ts:
//   GET  {prefix}/catastro/predios/:clave               → 200 {cp, id_localidad, id_colonia, id_calle, num_predio, m_construccion} | 404 {mensaje}
//   GET  {prefix}/predial/estado/:clave                 → 200 {pagado, ultimo_anio_pagado, adeudo, mensaje} | 404 {mensaje}
//   … and the rest of the property-tax office (account history, tariff, payments, agreements): sim/predial-rutas.ts
//   GET  {prefix}/zofemat/predios/:clave/expedientes    → 200 [{num_expediente, estatus_pago, concesionario, superficie_m2}] ([] when none)
//   GET  {prefix}/zofemat/expedientes/:numExpediente    → 200 {num_expediente, estatus_pago, concesionario, superficie_m2} | 404 {mensaje}
//   POST {prefix}/pasarela/ordenes                      {order_id, monto, concepto, referencia, callback_url}
//                                                       → 201 orden (new) | 200 the existing orden, unchanged (idempotent)
//   GET  {prefix}/pasarela/ordenes/:orderId             → 200 orden | 404 {mensaje}
// Public, opened by the taxpayer's browser in the 800x600 popup (HTML in Spanish):
//   GET  {prefix}/pasarela/pagar?order_id=…             → the payment form (404 'Orden no encontrada')
//   POST {prefix}/pasarela/pagar                        (form-urlencoded order_id) → the same page
//   POST {prefix}/pasarela/cobrar                       (order_id, titular, numero_tarjeta, vencimiento, cvv)
//        4242 4242 4242 4242 approves: folio_pago and autorizacion are issued and the signed
//        confirmation is POSTed to the order's callback_url (x-pasarela-firma, retried when it
//        fails), then 'Pago aprobado'; 4000 0000 0000 0002 is declined; a paid order is never charged
//        or confirmed twice. The order keeps the reason of its last decline (motivo_rechazo).
// Orders live in memory and, with `dataDir`, in {dataDir}/pasarela-ordenes.json, so a restart of
// the embedded portal keeps them (and retries confirmations that were never delivered).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CABECERA_FIRMA, firmar, type ConfirmacionPago, type OrdenPasarela } from '../activities/adapters/pasarela';
import {
  paginaAprobado,
  paginaFormulario,
  paginaNoEncontrada,
  paginaYaPagada,
  type EstadoFormulario,
} from './municipio-pasarela-paginas';
import { expedientesZofematDemo, partesFecha, predialDemo, prediosDemo, type ExpedienteDemo, type PredialDemo, type PredioDemo } from './municipio-datos';
import { crearOficinaPredial } from './predial-oficina';
import { registrarRutasPredial } from './predial-rutas';
import { clave, cspPagina, expediente, formularioPago, mensaje, nuevaOrden, orden, orderIdParams, resultadoCatastro } from './municipio-esquemas';
import { MSG_RECHAZADA, MSG_SOLO_PRUEBA, TARJETA_APROBADA, TARJETA_RECHAZADA, validarTarjeta } from './municipio-tarjetas';
import { tokenValido } from './token';

export { estadoPredialDe, expedientesZofematDemo, predialDemo, prediosDemo, type ExpedienteDemo, type PredialDemo, type PredioDemo } from './municipio-datos';

/** A property of sim/data/catastro-predios.json (descripcion is for people reading the demo). */
export interface MunicipioSimOptions {
  /** the token callers must present as `Authorization: Bearer <token>` */
  token: string;
  /** secret of the gateway's confirmation signature (x-pasarela-firma) */
  secretoPasarela: string;
  /** where gateway orders persist across restarts; memory only when absent */
  dataDir?: string;
  /** replace the demo data of sim/data/ (tests) */
  predios?: PredioDemo[];
  predial?: PredialDemo[];
  expedientes?: ExpedienteDemo[];
  /** clock (tests); the predial year and the folio date come from it */
  ahora?: () => Date;
  /** waits before each retry of a confirmation whose first delivery failed */
  reintentosCallbackMs?: number[];
  /** a portal that does not answer the confirmation in time counts as a failed delivery */
  callbackTimeoutMs?: number;
}

/** An order as the simulator keeps it: the public order plus where and whether it was confirmed. */
interface OrdenGuardada extends OrdenPasarela {
  callback_url: string;
  callback_entregado: boolean;
}

function publica(o: OrdenGuardada): OrdenPasarela {
  return {
    order_id: o.order_id,
    monto: o.monto,
    concepto: o.concepto,
    referencia: o.referencia,
    estatus: o.estatus,
    folio_pago: o.folio_pago,
    autorizacion: o.autorizacion,
    pagado_at: o.pagado_at,
    creada_at: o.creada_at,
    // orders saved before the field existed have none
    motivo_rechazo: o.motivo_rechazo ?? null,
  };
}

const ARCHIVO_ORDENES = 'pasarela-ordenes.json';

// When mounted inside the API (SIM=1) the API itself is the caller: its own calls must not spend the
// rate-limit budget of 127.0.0.1, and the stand-in has no place in the API's OpenAPI document.
const sinLimite = { rateLimit: false } as const;

export default async function municipioSimPlugin(fastify: FastifyInstance, opts: MunicipioSimOptions): Promise<void> {
  if (!opts.token) throw new Error('sim/municipio: falta la opción token');
  if (!opts.secretoPasarela) throw new Error('sim/municipio: falta la opción secretoPasarela');
  const ahora = opts.ahora ?? (() => new Date());
  const reintentos = opts.reintentosCallbackMs ?? [1_000, 5_000, 15_000, 60_000];
  const callbackTimeoutMs = opts.callbackTimeoutMs ?? 5_000;

  const predios = new Map((opts.predios ?? prediosDemo()).map((p) => [p.clave, p]));
  const oficinaPredial = crearOficinaPredial({
    descripciones: opts.predial ?? predialDemo(),
    construccion: (c) => predios.get(c)?.m_construccion ?? 0,
    ahora,
    dataDir: opts.dataDir,
    alAdvertir: (msg, err) => fastify.log.warn({ err }, msg),
  });
  const expedientes = opts.expedientes ?? expedientesZofematDemo();
  const expedientesPorNumero = new Map(expedientes.map((e) => [e.num_expediente, e]));

  // ---- gateway orders: memory, mirrored to a JSON file when dataDir is given --------------------
  const ordenes = new Map<string, OrdenGuardada>();
  const archivo = opts.dataDir ? join(opts.dataDir, ARCHIVO_ORDENES) : null;
  if (archivo && existsSync(archivo)) {
    try {
      const guardadas = (JSON.parse(readFileSync(archivo, 'utf8')) as { ordenes?: OrdenGuardada[] }).ordenes ?? [];
      for (const o of guardadas) ordenes.set(o.order_id, o);
    } catch (err) {
      // A damaged file must not keep the portal from starting; it is kept aside for inspection.
      const aparte = `${archivo}.danado-${Date.now()}`;
      renameSync(archivo, aparte);
      fastify.log.warn({ err, aparte }, 'sim/municipio: archivo de órdenes ilegible; se inicia vacío');
    }
  }
  function guardar(): void {
    if (!archivo || !opts.dataDir) return;
    mkdirSync(opts.dataDir, { recursive: true });
    // write-then-rename: a crash mid-write leaves the previous file, never half a JSON.
    const tmp = `${archivo}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: 1, ordenes: [...ordenes.values()] }, null, 2));
    renameSync(tmp, archivo);
  }

  // ---- confirmations to the portal ----------------------------------------------------------------
  const temporizadores = new Set<NodeJS.Timeout>();
  let cerrando = false;

  async function entregar(o: OrdenGuardada): Promise<boolean> {
    const confirmacion: ConfirmacionPago = {
      order_id: o.order_id,
      folio_pago: o.folio_pago ?? '',
      autorizacion: o.autorizacion ?? '',
      monto: o.monto,
      estatus: 'PAGADO',
      pagado_at: o.pagado_at ?? '',
    };
    const cuerpo = JSON.stringify(confirmacion);
    try {
      const res = await fetch(o.callback_url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CABECERA_FIRMA]: firmar(cuerpo, opts.secretoPasarela) },
        body: cuerpo,
        signal: AbortSignal.timeout(callbackTimeoutMs),
      });
      await res.body?.cancel();
      if (!res.ok) fastify.log.warn({ orderId: o.order_id, status: res.status }, 'sim/municipio: el portal rechazó la confirmación');
      return res.ok;
    } catch (err) {
      fastify.log.warn({ orderId: o.order_id, err }, 'sim/municipio: confirmación no entregada');
      return false;
    }
  }

  function marcarEntregado(o: OrdenGuardada): void {
    o.callback_entregado = true;
    guardar();
  }

  function reintentar(o: OrdenGuardada, intento: number): void {
    if (cerrando || o.callback_entregado) return;
    if (intento >= reintentos.length) {
      fastify.log.error({ orderId: o.order_id }, 'sim/municipio: confirmación abandonada tras los reintentos');
      return;
    }
    const t = setTimeout(() => {
      temporizadores.delete(t);
      void entregar(o).then((ok) => (ok ? marcarEntregado(o) : reintentar(o, intento + 1)));
    }, reintentos[intento]);
    temporizadores.add(t);
  }

  /** The first delivery is awaited, so the portal usually knows before the page says 'Pago aprobado'. */
  async function confirmar(o: OrdenGuardada): Promise<void> {
    if (await entregar(o)) marcarEntregado(o);
    else reintentar(o, 0);
  }

  fastify.addHook('onReady', async () => {
    for (const o of ordenes.values()) if (o.estatus === 'PAGADO' && !o.callback_entregado) reintentar(o, 0);
  });
  fastify.addHook('onClose', async () => {
    cerrando = true;
    for (const t of temporizadores) clearTimeout(t);
    temporizadores.clear();
  });

  function folioNuevo(): string {
    const { anio, mes, dia } = partesFecha(ahora());
    const fecha = `${anio}${String(mes).padStart(2, '0')}${String(dia).padStart(2, '0')}`;
    const usados = new Set([...ordenes.values()].map((o) => o.folio_pago));
    for (;;) {
      const folio = `OPB${fecha}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      if (!usados.has(folio)) return folio;
    }
  }

  // This plugin is encapsulated: these compilers apply to its routes only, whatever the host app uses.
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  // ---- the municipality's services (server to server, Bearer token) --------------------------------
  await fastify.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async (req, reply) => {
      if (!tokenValido(req.headers.authorization, opts.token)) {
        return reply.code(401).send({ mensaje: 'Token inválido' });
      }
    });

    app.get(
      '/catastro/predios/:clave',
      { schema: { hide: true, params: clave, response: { 200: resultadoCatastro, 401: mensaje, 404: mensaje } }, config: sinLimite },
      async (req, reply) => {
        const p = predios.get(req.params.clave);
        // spec 1 §5.5 fixed message
        if (!p) return reply.code(404).send({ mensaje: 'La clave no ha sido encontrada en catastro' });
        return {
          cp: p.cp,
          id_localidad: p.id_localidad,
          id_colonia: p.id_colonia,
          id_calle: p.id_calle,
          num_predio: p.num_predio,
          m_construccion: p.m_construccion,
        };
      },
    );

    // the property-tax office: sim/predial-rutas.ts (status, account, tariff, payments, agreements)
    registrarRutasPredial(scope, oficinaPredial);

    app.get(
      '/zofemat/predios/:clave/expedientes',
      { schema: { hide: true, params: clave, response: { 200: z.array(expediente), 401: mensaje } }, config: sinLimite },
      async (req) =>
        expedientes
          .filter((e) => e.clave_catastral === req.params.clave)
          .map((e) => ({ num_expediente: e.num_expediente, estatus_pago: e.estatus_pago, concesionario: e.concesionario, superficie_m2: e.superficie_m2 })),
    );

    app.get(
      '/zofemat/expedientes/:numExpediente',
      {
        schema: {
          hide: true,
          params: z.object({ numExpediente: z.string().min(1).max(60) }),
          response: { 200: expediente, 401: mensaje, 404: mensaje },
        },
        config: sinLimite,
      },
      async (req, reply) => {
        const e = expedientesPorNumero.get(req.params.numExpediente);
        if (!e) return reply.code(404).send({ mensaje: 'El expediente de Zona Federal no existe' });
        return { num_expediente: e.num_expediente, estatus_pago: e.estatus_pago, concesionario: e.concesionario, superficie_m2: e.superficie_m2 };
      },
    );

    app.post(
      '/pasarela/ordenes',
      { schema: { hide: true, body: nuevaOrden, response: { 200: orden, 201: orden, 401: mensaje } }, config: sinLimite },
      async (req, reply) => {
        const existente = ordenes.get(req.body.order_id);
        // Idempotent by order_id: a retried activity gets the same order, never a second one.
        if (existente) return reply.code(200).send(publica(existente));
        const o: OrdenGuardada = {
          order_id: req.body.order_id,
          monto: req.body.monto,
          concepto: req.body.concepto,
          referencia: req.body.referencia,
          estatus: 'PENDIENTE',
          folio_pago: null,
          autorizacion: null,
          pagado_at: null,
          creada_at: ahora().toISOString(),
          motivo_rechazo: null,
          callback_url: req.body.callback_url,
          callback_entregado: false,
        };
        ordenes.set(o.order_id, o);
        guardar();
        return reply.code(201).send(publica(o));
      },
    );

    app.get(
      '/pasarela/ordenes/:orderId',
      { schema: { hide: true, params: orderIdParams, response: { 200: orden, 401: mensaje, 404: mensaje } }, config: sinLimite },
      async (req, reply) => {
        const o = ordenes.get(req.params.orderId);
        if (!o) return reply.code(404).send({ mensaje: 'Orden no encontrada' });
        return publica(o);
      },
    );
  });

  // ---- the hosted payment page (the taxpayer's browser, no token) ---------------------------------
  await fastify.register(async (scope) => {
    // @fastify/formbody is not a dependency; the browser's form posts are parsed here, in this scope only.
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_req, cuerpo, done) => done(null, Object.fromEntries(new URLSearchParams(String(cuerpo)))),
      );
    }

    const nonces = new WeakMap<FastifyRequest, string>();
    scope.addHook('onSend', async (req, reply) => {
      const nonce = nonces.get(req);
      if (!nonce) return;
      reply.header('Content-Security-Policy', cspPagina(nonce));
      // A payment page must never be served from a cache or leak its order id as a referrer.
      reply.header('Cache-Control', 'no-store');
      reply.header('Referrer-Policy', 'no-referrer');
    });

    function html(req: FastifyRequest, reply: FastifyReply, codigo: number, render: (nonce: string) => string): FastifyReply {
      const nonce = randomBytes(16).toString('base64');
      nonces.set(req, nonce);
      return reply.code(codigo).type('text/html; charset=utf-8').send(render(nonce));
    }

    function datos(v: unknown): z.infer<typeof formularioPago> {
      const r = formularioPago.safeParse(v ?? {});
      return r.success ? r.data : {};
    }

    function mostrarOrden(req: FastifyRequest, reply: FastifyReply, orderId: string | undefined): FastifyReply {
      const o = orderId ? ordenes.get(orderId.trim()) : undefined;
      if (!o) return html(req, reply, 404, paginaNoEncontrada);
      if (o.estatus === 'PAGADO') return html(req, reply, 200, (n) => paginaYaPagada(n, publica(o)));
      return html(req, reply, 200, (n) => paginaFormulario(n, publica(o)));
    }

    scope.get('/pasarela/pagar', async (req, reply) => mostrarOrden(req, reply, datos(req.query).order_id));
    // spec 1 §7.5: the portal posts order_id as a form into the popup; a query string also counts.
    scope.post('/pasarela/pagar', async (req, reply) => {
      const d = { ...datos(req.query), ...datos(req.body) };
      return mostrarOrden(req, reply, d.order_id);
    });

    scope.post('/pasarela/cobrar', async (req, reply) => {
      const d = datos(req.body);
      const o = d.order_id ? ordenes.get(d.order_id.trim()) : undefined;
      if (!o) return html(req, reply, 404, paginaNoEncontrada);
      // A second submit (double click, reload, back button) never charges or confirms again.
      if (o.estatus === 'PAGADO') return html(req, reply, 200, (n) => paginaYaPagada(n, publica(o)));

      const valores = { titular: d.titular?.trim(), vencimiento: d.vencimiento?.trim() };
      const form = (codigo: number, estado: EstadoFormulario) =>
        html(req, reply, codigo, (n) => paginaFormulario(n, publica(o), { valores, ...estado }));
      const errores = validarTarjeta(d, partesFecha(ahora()));
      if (Object.keys(errores).length > 0) return form(422, { errores });
      const numero = (d.numero_tarjeta ?? '').replace(/[\s-]/g, '');
      if (numero === TARJETA_RECHAZADA) {
        // Kept on the order: the portal tells the taxpayer why once the window is closed.
        o.motivo_rechazo = MSG_RECHAZADA;
        guardar();
        return form(402, { alerta: MSG_RECHAZADA });
      }
      if (numero !== TARJETA_APROBADA) return form(422, { alerta: MSG_SOLO_PRUEBA });

      // Marked paid before the first await: a concurrent submit of the same order sees PAGADO.
      o.estatus = 'PAGADO';
      o.folio_pago = folioNuevo();
      o.autorizacion = String(randomInt(0, 1_000_000)).padStart(6, '0');
      o.pagado_at = ahora().toISOString();
      o.motivo_rechazo = null;
      o.callback_entregado = false;
      guardar();
      await confirmar(o);
      return html(req, reply, 200, (n) => paginaAprobado(n, publica(o)));
    });
  });
}
