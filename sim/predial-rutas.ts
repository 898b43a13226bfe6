// The demo property-tax office's routes, registered by sim/municipio.plugin.ts inside its
// Bearer-token scope (activities/adapters/catastro.ts PredialAdapter speaks to them):
//   GET  {prefix}/predial/estado/:clave            → 200 {pagado, ultimo_anio_pagado, adeudo, mensaje} | 404 {mensaje}
//   GET  {prefix}/predial/cuentas/:clave           → 200 CuentaPredial | 404 {mensaje}
//   GET  {prefix}/predial/tarifa                   → 200 TarifaPredial
//   POST {prefix}/predial/cuentas/:clave/pagos     {folio_pago, importe, periodos: ['2025-3', …]}
//        → 201 {folio_pago, periodos (recorded), importe, duplicado: false}
//        | 200 the same answer with duplicado: true when folio_pago was already recorded (idempotent)
//        | 400 {mensaje} (a period that is not 'YYYY-B' or not owed) | 404 {mensaje}
//   POST {prefix}/predial/cuentas/:clave/convenios {parcialidades: 2|3|4}
//        → 201 {folio, parcialidades, fecha, monto_total} | 400 | 404 | 409 {mensaje} (one in force, or nothing due)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clave, estadoPredial, mensaje } from './municipio-esquemas';
import { MSG_SIN_CUENTA, type OficinaPredial } from './predial-oficina';

const dinero = z.string().regex(/^-?\d+\.\d{2}$/);
const avaluo = z.object({
  fecha: z.string(),
  valor_catastral: dinero,
  valor_terreno: dinero,
  valor_construccion: dinero,
  superficie_terreno: z.string(),
  superficie_construccion: z.string(),
});
const pago = z.object({
  anio: z.number().int(),
  bimestre: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  fecha: z.string(),
  folio: z.string(),
  importe: dinero,
});
export const cuentaPredial = z.object({
  clave: z.string(),
  propietario: z.string(),
  ubicacion: z.string(),
  avaluos: z.array(avaluo),
  pagos: z.array(pago),
  convenio: z.object({ folio: z.string(), parcialidades: z.number().int(), fecha: z.string(), monto_total: dinero, pagadas: z.number().int() }).nullable(),
});
export const tarifaPredial = z.object({
  tasa_al_millar: z.string(),
  recargo_mensual_pct: z.string(),
  descuento_enero_pct: z.string(),
  descuento_febrero_pct: z.string(),
  gastos_ejecucion_pct: z.string(),
});
export const nuevoPagoPredial = z.object({
  folio_pago: z.string().trim().min(1).max(64),
  importe: z.string().regex(/^\d+(\.\d{1,2})?$/).optional(),
  periodos: z.array(z.string().max(8)).min(1).max(600),
});
const pagoRegistrado = z.object({ folio_pago: z.string(), periodos: z.array(z.string()), importe: dinero, duplicado: z.boolean() });
export const nuevoConvenioPredial = z.object({ parcialidades: z.number().int() });
const convenioRegistrado = z.object({ folio: z.string(), parcialidades: z.number().int(), fecha: z.string(), monto_total: dinero });

const sinLimite = { rateLimit: false } as const;

export function registrarRutasPredial(scope: FastifyInstance, oficina: OficinaPredial): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/predial/estado/:clave',
    { schema: { hide: true, params: clave, response: { 200: estadoPredial, 401: mensaje, 404: mensaje } }, config: sinLimite },
    async (req, reply) => oficina.estado(req.params.clave) ?? reply.code(404).send({ mensaje: MSG_SIN_CUENTA }),
  );

  app.get(
    '/predial/cuentas/:clave',
    { schema: { hide: true, params: clave, response: { 200: cuentaPredial, 401: mensaje, 404: mensaje } }, config: sinLimite },
    async (req, reply) => oficina.cuenta(req.params.clave) ?? reply.code(404).send({ mensaje: MSG_SIN_CUENTA }),
  );

  app.get('/predial/tarifa', { schema: { hide: true, response: { 200: tarifaPredial, 401: mensaje } }, config: sinLimite }, async () => oficina.tarifa());

  app.post(
    '/predial/cuentas/:clave/pagos',
    { schema: { hide: true, params: clave, body: nuevoPagoPredial, response: { 200: pagoRegistrado, 201: pagoRegistrado, 400: mensaje, 401: mensaje, 404: mensaje } }, config: sinLimite },
    async (req, reply) => {
      const r = oficina.registrarPago(req.params.clave, req.body);
      if (!r.ok) return reply.code(r.codigo).send({ mensaje: r.mensaje });
      const { ok: _ok, ...cuerpo } = r;
      return reply.code(r.duplicado ? 200 : 201).send(cuerpo);
    },
  );

  app.post(
    '/predial/cuentas/:clave/convenios',
    { schema: { hide: true, params: clave, body: nuevoConvenioPredial, response: { 201: convenioRegistrado, 400: mensaje, 401: mensaje, 404: mensaje, 409: mensaje } }, config: sinLimite },
    async (req, reply) => {
      const r = oficina.solicitarConvenio(req.params.clave, req.body.parcialidades);
      if (!r.ok) return reply.code(r.codigo).send({ mensaje: r.mensaje });
      const { ok: _ok, ...cuerpo } = r;
      return reply.code(201).send(cuerpo);
    },
  );
}
