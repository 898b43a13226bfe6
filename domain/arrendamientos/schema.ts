// The zod schemas of the lease forms (spec 3 §3.6, §5.5), shared by the API's bodies and the forms.
// Files are checked by the API from their bytes (PDF only); the forms check that one is chosen.
import { z } from 'zod';
import { normalizarRfc, rfcFormatoValido } from '../common/rfc';
import { esFechaIso } from '../tramite/fechas';
import { MSG_ARRENDAMIENTO as M } from './mensajes';
import { RENTA_RE } from './reglas';

const aNumero = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v);
const aTexto = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'number' ? String(v) : v);
const id = (mensaje: string) => z.preprocess(aNumero, z.number({ error: mensaje }).int(mensaje).positive(mensaje));
const fecha = (mensaje: string) =>
  z.preprocess(aTexto, z.string({ error: mensaje }).trim().refine(esFechaIso, M.fechaInvalida));
const opcional = z.preprocess(aTexto, z.string().trim().max(200).optional());

/** 'Nueva solicitud arrendamiento': the establishment and its line of business (the two PDFs travel as files). */
export const solicitudArrendamientoSchema = z.object({
  establecimiento_id: id(M.establecimiento),
  giro_id: id(M.giro),
});
export type SolicitudArrendamientoForm = z.output<typeof solicitudArrendamientoSchema>;

/** 'Subir contrato arrendamiento' (spec 3 §5.5): dates, the monthly rent; porcen_ayunta is computed, never sent. */
export const contratoArrendamientoSchema = z
  .object({
    fecha_inicio: fecha(M.fechaInicio),
    fecha_fin: fecha(M.fechaFin),
    renta_mes: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : aTexto(v)),
      z
        .string({ error: M.renta })
        .trim()
        .regex(RENTA_RE, M.rentaFormato)
        .refine((s) => Number(s) > 0, M.renta),
    ),
    arrendatario_nombre: opcional,
    arrendatario_rfc: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() ? normalizarRfc(v) : undefined),
      z.string().refine((r) => rfcFormatoValido(r), M.rfcArrendatario).optional(),
    ),
    arrendatario_correo: z.preprocess(aTexto, z.email(M.correoArrendatario).optional()),
  })
  .refine((c) => c.fecha_fin > c.fecha_inicio, { path: ['fecha_fin'], message: M.fechasOrden });
export type ContratoArrendamientoForm = z.output<typeof contratoArrendamientoSchema>;
