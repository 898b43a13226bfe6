import type { ReactNode } from 'react';
import { subirArchivo } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { useSesionActiva } from '../lib/sesion';
import { formDataDocumento } from './archivos';
import { clavesEstablecimiento } from './consultas';
import { SubirArchivoDialog } from '../components/archivos/subir-archivo-dialog';

const RUTA = '/api/establecimientos/storage/files';

/** One document of an establishment through POST establecimientos/storage/files (spec 1 §7.4). */
export function SubirDocumentoDialog({
  establecimientoId,
  codigo,
  titulo,
  descripcion,
  etiqueta,
  abierto,
  alCambiar,
  validar,
  aceptar,
  ayuda,
}: {
  establecimientoId: number;
  codigo: string;
  titulo: string;
  descripcion: ReactNode;
  etiqueta: string;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
  validar?: (archivo: File) => string | null;
  aceptar?: string;
  ayuda?: string;
}) {
  const sesion = useSesionActiva();
  const carga = useAccion({
    llamar: ({ archivo, alProgreso, contribuyenteId }: { archivo: File; alProgreso: (pct: number) => void; contribuyenteId: number }) =>
      subirArchivo(RUTA, formDataDocumento(codigo, archivo, { contribuyenteId, locacionId: establecimientoId }), alProgreso),
    invalidar: clavesEstablecimiento(establecimientoId),
  });
  const subir = async (archivo: File, alProgreso: (pct: number) => void) => {
    const contribuyenteId = sesion.contribuyente?.id;
    if (!contribuyenteId) return false;
    return (await carga.ejecutar({ archivo, alProgreso, contribuyenteId })).ok;
  };
  return (
    <SubirArchivoDialog
      abierto={abierto}
      alCambiar={alCambiar}
      titulo={titulo}
      descripcion={descripcion}
      etiqueta={etiqueta}
      validar={validar}
      aceptar={aceptar}
      ayuda={ayuda}
      alSubir={subir}
    />
  );
}
