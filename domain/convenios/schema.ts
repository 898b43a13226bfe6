// The agreement form (spec 2 §2 "Agreements", §5 "Agreements: agreement, validity start and end
// required"). The server's schema is the form's: the web resolves react-hook-form with it.
import { z } from 'zod';
import { esFechaIso } from '../tramite/fechas';
import { MSG_CONVENIO, MSG_CONVENIO_EXTRA } from './mensajes';

const requerido = MSG_CONVENIO.requerido;

const fecha = z
  .string({ error: requerido })
  .trim()
  .min(1, requerido)
  .refine((s) => s === '' || esFechaIso(s), MSG_CONVENIO_EXTRA.fechaInvalida);

/** convenio_id arrives as text from a multipart form and from a <select>. */
const convenioId = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number({ error: requerido }).int(requerido).positive(requerido),
);

export const convenioCamposSchema = z.object({ convenio_id: convenioId, vigencia_inicio: fecha, vigencia_fin: fecha });

/** End not before start (the same day is a one-day agreement). */
export const convenioFormSchema = convenioCamposSchema.superRefine((v, ctx) => {
  if (esFechaIso(v.vigencia_inicio) && esFechaIso(v.vigencia_fin) && v.vigencia_fin < v.vigencia_inicio) {
    ctx.addIssue({ code: 'custom', path: ['vigencia_fin'], message: MSG_CONVENIO_EXTRA.finAntesDeInicio });
  }
});

export type ConvenioFormEntrada = z.input<typeof convenioFormSchema>;
export type ConvenioForm = z.output<typeof convenioFormSchema>;
