// GET tareas/{id} of a licence task (api/licencias/detalle.ts): what a reviewer checks, as the API
// declares it (api/licencias/licencias.schemas.ts).
import type { z } from 'zod';
import type { DetalleLicenciaDto, establecimientoTareaSchema } from '../../api/licencias/licencias.schemas';
import type { documentoTareaSchema, pagoTareaSchema } from '../../api/tramites/detalle.schemas';
import type { TareaDetalle } from '../lib/tipos';

export type EstablecimientoTarea = z.infer<typeof establecimientoTareaSchema>;
export type DomicilioTarea = EstablecimientoTarea['domicilio'];
export type DocumentoTarea = z.infer<typeof documentoTareaSchema>;
export type PagoTarea = z.infer<typeof pagoTareaSchema>;
export type DetalleLicenciaTarea = DetalleLicenciaDto;

/** A task of any procedure; `detalle` is read by its procedure's component (detalles.tsx). */
export type TareaCualquiera = TareaDetalle;
