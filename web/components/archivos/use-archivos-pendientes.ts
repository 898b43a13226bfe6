import { useCallback, useMemo, useRef, useState } from 'react';
import { subirArchivo } from '../../lib/api';
import { elegirEn, listaPendientes, ponerAvance, quitarPrefijo, quitarSubidos, type ArchivoPendiente, type Avance, type Lote, type Pendientes, type Plan } from './pendientes';

/**
 * Files chosen in a form but not uploaded yet, with each one's upload progress. They go up
 * after the form is saved, because the owner (a new establishment, a new representative) has
 * no id until then. `preparar` turns the pending files and what the save answered (`C`) into
 * the upload requests: the profile sends one per file, the licence form one for the
 * documents and one for the photos.
 */
export function useArchivosPendientes<C>(preparar: (pendientes: ArchivoPendiente[], contexto: C) => Plan) {
  const [archivos, setArchivos] = useState<Pendientes>({});
  const [avance, setAvance] = useState<Avance>({});
  // subir() runs after awaited saves: it reads the files and the plan of now, not of its render.
  const actuales = useRef(archivos);
  actuales.current = archivos;
  const plan = useRef(preparar);
  plan.current = preparar;

  const elegir = useCallback((clave: string, f: File | null) => setArchivos((p) => elegirEn(p, clave, f)), []);
  const quitar = useCallback((prefijo: string) => setArchivos((p) => quitarPrefijo(p, prefijo)), []);
  const limpiar = useCallback(() => setArchivos({}), []);

  const subirLote = useCallback(async (lote: Lote): Promise<boolean> => {
    const claves = lote.archivos.map((a) => a.clave);
    const poner = (pct: number | null) => setAvance((a) => ponerAvance(a, claves, pct));
    poner(0);
    try {
      await subirArchivo(lote.ruta, lote.datos, poner, { exito: lote.exito });
      setArchivos((p) => quitarSubidos(p, lote.archivos));
      return true;
    } catch {
      // the API client already showed why
      return false;
    } finally {
      poner(null);
    }
  }, []);

  /** Uploads every pending file, one request after the other. */
  const subir = useCallback(
    async (contexto: C) => {
      const { lotes, omitidos = 0 } = plan.current(listaPendientes(actuales.current), contexto);
      let subidos = 0;
      let fallidos = omitidos;
      for (const lote of lotes) {
        if (await subirLote(lote)) subidos += lote.archivos.length;
        else fallidos += lote.archivos.length;
      }
      return { subidos, fallidos };
    },
    [subirLote],
  );

  return useMemo(
    () => ({
      obtener: (clave: string) => archivos[clave] ?? null,
      /** 0–100 while the file uploads, null otherwise */
      avance: (clave: string) => (clave in avance ? avance[clave] : null),
      claves: Object.keys(archivos),
      elegir,
      /** drops the files whose key starts with the prefix */
      quitar,
      limpiar,
      subir,
      hayPendientes: Object.keys(archivos).length > 0,
      subiendo: Object.keys(avance).length > 0,
    }),
    [archivos, avance, elegir, quitar, limpiar, subir],
  );
}

export type ArchivosPendientes<C> = ReturnType<typeof useArchivosPendientes<C>>;
