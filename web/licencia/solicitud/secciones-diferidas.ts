// The first page: the licence form's documents, location (address and map) and photos
// are not on its first load. Their code, with the file and address fields it brings, is fetched
// after the first screen is painted; FormSolicitud mounts them in stages
// (components/montaje-diferido.ts) once it is here. The establishment's data (and a market's) stay
// in the form's own chunk: they are the next thing on the screen.
import type { SeccionAnunciosLicencia } from '../../anuncios/seccion-licencia';
import type { SeccionDocumentos, SeccionFotos, SeccionUbicacion } from './secciones';

export interface Secciones {
  SeccionDocumentos: typeof SeccionDocumentos;
  SeccionUbicacion: typeof SeccionUbicacion;
  SeccionFotos: typeof SeccionFotos;
  /** only once a saved request asked for it (a new one has no advertising signs yet) */
  SeccionAnunciosLicencia?: typeof SeccionAnunciosLicencia;
}

let secciones: Secciones | null = null;
let carga: Promise<Secciones> | null = null;
let cargaAnuncios: Promise<unknown> | null = null;

/** Loads the form sections' code once; after a failure the next call asks for it again. */
function cargarFormulario(): Promise<Secciones> {
  carga ??= import('./secciones').then(
    (m) =>
      (secciones = {
        ...secciones,
        SeccionDocumentos: m.SeccionDocumentos,
        SeccionUbicacion: m.SeccionUbicacion,
        SeccionFotos: m.SeccionFotos,
      }),
    (err: unknown) => {
      carga = null;
      throw err;
    },
  );
  return carga;
}

/** The sections of the form, and with `anuncios` the establishment's advertising signs too. */
export function cargarSecciones(anuncios: boolean): Promise<unknown> {
  if (!anuncios) return cargarFormulario();
  cargaAnuncios ??= Promise.all([cargarFormulario(), import('../../anuncios/seccion-licencia')]).then(
    ([s, a]) => (secciones = { ...s, SeccionAnunciosLicencia: a.SeccionAnunciosLicencia }),
    (err: unknown) => {
      cargaAnuncios = null;
      throw err;
    },
  );
  return cargaAnuncios;
}

/** The sections once cargarSecciones() has resolved (always, from the form's stage 2 on). */
export const seccionesCargadas = (): Secciones | null => secciones;
