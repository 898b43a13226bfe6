// The zod schema of 'Solicitar cesion derecho' (spec 3 §3.7, §5.6), shared by the API's body and the
// form. The six files travel as multipart parts and are checked by the API from their bytes.
import { z } from 'zod';
import { normalizarRfc, rfcFormatoValido } from '../common/rfc';
import { MSG_CESION as M } from './mensajes';

const aNumero = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v);
const id = (mensaje: string) => z.preprocess(aNumero, z.number({ error: mensaje }).int(mensaje).positive(mensaje));
const aBooleano = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

export const solicitudCesionSchema = z.object({
  /** spec 3 §3.7 locacion */
  locacion: id(M.establecimiento),
  id_local_mercado: id(M.local),
  rfc: z.preprocess((v) => (typeof v === 'string' ? normalizarRfc(v) : v), z.string({ error: M.rfc }).refine((r) => rfcFormatoValido(r), M.rfc)),
  familiar: z.preprocess(aBooleano, z.boolean()),
});
export type SolicitudCesionForm = z.output<typeof solicitudCesionSchema>;

/** rechazarSolicitudcesion: the reason is required (the kit's return). */
export const rechazoCesionSchema = z.object({ motivo_rechazo: z.string({ error: M.motivoRequerido }).trim().min(1, M.motivoRequerido).max(1000) });
