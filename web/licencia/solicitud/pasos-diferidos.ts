// Each step of the licence form brings its own code when it is reached (spec 1 §2.10; a mid-range
// phone downloads and parses only the step on screen): Predial is in the form's own chunk, every
// later step is a dynamic import, and the map's library comes only with Ubicación's map
// (components/mapa/mapa-diferido.tsx). A loaded module is kept, so a step shown again renders at once.
import type { IdPaso } from './pasos';

const CARGADORES = {
  establecimiento: () => import('./paso-establecimiento'),
  documentos: () => import('./seccion-documentos'),
  ubicacion: () => import('./seccion-ubicacion'),
  fotos: () => import('./seccion-fotos'),
  revisar: () => import('./paso-revisar'),
};

type Cargadores = typeof CARGADORES;
export type IdDiferido = keyof Cargadores;
export type ModuloPaso<K extends IdDiferido> = Awaited<ReturnType<Cargadores[K]>>;

const modulos: { [K in IdDiferido]?: ModuloPaso<K> } = {};
const cargas: { [K in IdDiferido]?: Promise<ModuloPaso<K>> } = {};

const diferido = (id: IdPaso): id is IdDiferido => id !== 'predial';

/** Loads a step's code once; after a failure the next call asks for it again. Predial has none. */
export function cargarPaso(id: IdPaso): Promise<unknown> {
  if (!diferido(id)) return Promise.resolve();
  return cargar(id);
}

function cargar<K extends IdDiferido>(id: K): Promise<ModuloPaso<K>> {
  const existente = cargas[id] as Promise<ModuloPaso<K>> | undefined;
  if (existente) return existente;
  const carga = (CARGADORES[id]() as Promise<ModuloPaso<K>>).then(
    (m) => {
      (modulos as Record<K, ModuloPaso<K>>)[id] = m;
      return m;
    },
    (err: unknown) => {
      delete cargas[id];
      throw err;
    },
  );
  (cargas as Record<K, Promise<ModuloPaso<K>>>)[id] = carga;
  return carga;
}

/** A step's module once cargarPaso() has resolved, else null. */
export const moduloPaso = <K extends IdDiferido>(id: K): ModuloPaso<K> | null => (modulos[id] as ModuloPaso<K> | undefined) ?? null;
