import { useCallback, useMemo, useState } from 'react';
import { subirArchivo } from '../lib/api';

/** Where a chosen file belongs: 'c' (the taxpayer) or the form key of a representative / tramitador. */
export const AMBITO_CONTRIBUYENTE = 'c';
export const claveArchivo = (ambito: string, codigo: string) => `${ambito}|${codigo}`;

/**
 * Files chosen in the profile form. They are uploaded after the profile is saved, because a new
 * representative has no id until then (spec 1 §5.1 documents; POST /api/contribuyentes/{id}/documentos).
 */
export function useArchivosPendientes() {
  const [archivos, setArchivos] = useState<Record<string, File>>({});
  const [progreso, setProgreso] = useState<Record<string, number>>({});

  const elegir = useCallback((clave: string, f: File | null) => {
    setArchivos((prev) => {
      const n = { ...prev };
      if (f) n[clave] = f;
      else delete n[clave];
      return n;
    });
  }, []);

  const quitarAmbito = useCallback((ambito: string) => {
    setArchivos((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith(`${ambito}|`))));
  }, []);

  const limpiar = useCallback(() => setArchivos({}), []);

  /** Uploads every pending file; `idDe(ambito)` gives the representative id (null for the taxpayer). */
  const subir = useCallback(
    async (perfilId: number, idDe: (ambito: string) => number | null | undefined) => {
      let subidos = 0;
      let fallidos = 0;
      for (const [clave, archivo] of Object.entries(archivos)) {
        const [ambito, codigo] = clave.split('|');
        const repId = ambito === AMBITO_CONTRIBUYENTE ? null : idDe(ambito);
        if (ambito !== AMBITO_CONTRIBUYENTE && !repId) {
          fallidos += 1;
          continue;
        }
        const datos = new FormData();
        datos.append('codigo', codigo);
        if (repId) datos.append('representante_id', String(repId));
        datos.append('file', archivo, archivo.name);
        setProgreso((p) => ({ ...p, [clave]: 0 }));
        try {
          await subirArchivo(`/api/contribuyentes/${perfilId}/documentos`, datos, (pct) => setProgreso((p) => ({ ...p, [clave]: pct })), { exito: false });
          subidos += 1;
          elegir(clave, null);
        } catch {
          fallidos += 1;
        } finally {
          setProgreso((p) => {
            const n = { ...p };
            delete n[clave];
            return n;
          });
        }
      }
      return { subidos, fallidos };
    },
    [archivos, elegir],
  );

  return useMemo(
    () => ({
      obtener: (clave: string) => archivos[clave] ?? null,
      avance: (clave: string) => (clave in progreso ? progreso[clave] : null),
      elegir,
      quitarAmbito,
      limpiar,
      subir,
      hayPendientes: Object.keys(archivos).length > 0,
      subiendo: Object.keys(progreso).length > 0,
    }),
    [archivos, progreso, elegir, quitarAmbito, limpiar, subir],
  );
}

export type ArchivosPendientes = ReturnType<typeof useArchivosPendientes>;
