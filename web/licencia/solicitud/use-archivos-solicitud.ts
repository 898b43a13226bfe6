import { useCallback, useMemo, useRef, useState } from 'react';
import { MSG_LIC } from '../../../domain/licencia/mensajes';
import { subirArchivo } from '../../lib/api';
import { esFoto, formDataArchivos, type ArchivoPorSubir } from './archivos';

const RUTA = '/api/establecimientos/storage/files';

/**
 * Files chosen in the licence form, by document code. They can only be uploaded once the
 * establishment exists, so they wait in the form and go up right after Guardar / Actualizar:
 * documents in one call, photos in another (spec 1 §7.4), each with its progress bar.
 */
export function useArchivosSolicitud() {
  const [archivos, setArchivos] = useState<Record<string, File>>({});
  const [progreso, setProgreso] = useState<Record<string, number>>({});
  const actuales = useRef(archivos);
  actuales.current = archivos;

  const elegir = useCallback((codigo: string, f: File | null) => {
    setArchivos((prev) => {
      const n = { ...prev };
      if (f) n[codigo] = f;
      else delete n[codigo];
      return n;
    });
  }, []);

  const limpiar = useCallback(() => setArchivos({}), []);

  const subirLote = useCallback(async (lote: ArchivoPorSubir[], ids: { contribuyenteId: number; locacionId: number }, mensaje: string) => {
    if (!lote.length) return { subidos: 0, fallidos: 0 };
    const codigos = lote.map((x) => x.codigo);
    const poner = (pct: number | null) =>
      setProgreso((p) => {
        const n = { ...p };
        for (const c of codigos) {
          if (pct === null) delete n[c];
          else n[c] = pct;
        }
        return n;
      });
    poner(0);
    try {
      await subirArchivo(RUTA, formDataArchivos(lote, ids), (pct) => poner(pct), { exito: mensaje });
      setArchivos((prev) => Object.fromEntries(Object.entries(prev).filter(([c, f]) => !lote.some((x) => x.codigo === c && x.archivo === f))));
      return { subidos: lote.length, fallidos: 0 };
    } catch {
      // the API client already showed why
      return { subidos: 0, fallidos: lote.length };
    } finally {
      poner(null);
    }
  }, []);

  /** Uploads every pending file of the establishment `locacionId`. */
  const subir = useCallback(
    async (ids: { contribuyenteId: number; locacionId: number }) => {
      const lista = Object.entries(actuales.current).map(([codigo, archivo]) => ({ codigo, archivo }));
      const docs = await subirLote(lista.filter((x) => !esFoto(x.codigo)), ids, MSG_LIC.documentosAdjuntados);
      const fotos = await subirLote(lista.filter((x) => esFoto(x.codigo)), ids, MSG_LIC.fotosAdjuntadas);
      return { subidos: docs.subidos + fotos.subidos, fallidos: docs.fallidos + fotos.fallidos };
    },
    [subirLote],
  );

  return useMemo(
    () => ({
      obtener: (codigo: string) => archivos[codigo] ?? null,
      avance: (codigo: string) => (codigo in progreso ? progreso[codigo] : null),
      codigos: Object.keys(archivos),
      elegir,
      limpiar,
      subir,
      hayPendientes: Object.keys(archivos).length > 0,
      subiendo: Object.keys(progreso).length > 0,
    }),
    [archivos, progreso, elegir, limpiar, subir],
  );
}

export type ArchivosSolicitud = ReturnType<typeof useArchivosSolicitud>;
