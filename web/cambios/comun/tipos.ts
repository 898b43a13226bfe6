// The change requests' answers as the web reads them: each is its route's response schema in the
// API (api/cambios/cambios.schemas.ts), so the page and the server cannot disagree on a field.
import type { z } from 'zod';
import type { adeudoSchema, historialSchema } from '../../../api/cambios/cambios.schemas';

export type { CambioBaseDto, DetalleTareaCambioDto, FilaCambio } from '../../../api/cambios/cambios.schemas';
export type { ArchivoDto } from '../../../api/establecimientos/establecimientos.schemas';
export type { DocumentoTareaDto } from '../../../api/tramites/detalle.schemas';
export type { AreaAdeudo } from '../../../domain/cambios/adeudos';
export type { Ranura } from '../../../domain/cambios/documentos';
export type { EstablecimientoRef } from '../../establecimientos/dialogo';

/** A debt an area registered on a request (spec 2 §3 adeudo_rs / adeudo_la). */
export type AdeudoDto = z.infer<typeof adeudoSchema>;
/** GET /api/establecimientos/{id}/historial */
export type HistorialDto = z.infer<typeof historialSchema>;
export type EntradaHistorial = HistorialDto[number];
