// What the billboard pages read and do on the spec's URLs (spec 3 §7.5 solicitud_espectaculares);
// the shared calls (list, one request, changeStatus, firmarDocumento, DELETE) are web/dictamenes'.
import type { EntradaEspectacular } from '../../domain/dictamenes/schema';
import { rutaApi, useDictamen, usePaginaDictamen, type Filtros } from '../dictamenes';
import { api } from '../lib/api';
import { BASE_ESPECTACULARES } from './rutas';
import type { Espectacular } from './tipos';

const R = rutaApi(BASE_ESPECTACULARES);

/** GET solicitud_espectaculares?page&folio&clv_catastral (the taxpayer's own; staff: all). */
export const usePaginaEspectaculares = (f: Filtros & { page: number }) => usePaginaDictamen<Espectacular>(BASE_ESPECTACULARES, f);

/** GET solicitud_espectaculares/{id}. */
export const useEspectacular = (id: number | null) => useDictamen<Espectacular>(BASE_ESPECTACULARES, id);

/** POST solicitud_espectaculares ('Solicitud registrada exitosamente'): data.id. */
export const crearEspectacular = (cuerpo: EntradaEspectacular) => api.post<{ id: number }>(R, cuerpo);

/**
 * PUT solicitud_espectaculares/{id} (multipart): 'Solicitud actualizada exitosamente'. Right after
 * the POST of a new request the files go up without a second toast.
 */
export const actualizarEspectacular = (id: number, datos: FormData, conAviso = true) => api.put<unknown>(`${R}/${id}`, datos, conAviso ? undefined : { exito: false });
