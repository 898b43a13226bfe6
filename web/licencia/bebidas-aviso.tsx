import { useState } from 'react';
import { Upload } from 'lucide-react';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { nombreDocumento } from './archivos';
import type { EstablecimientoRef } from '../establecimientos/dialogo';
import { SubirDocumentoDialog } from './subir-documento-dialog';
import { puedeActualizarYSubirLicencia } from '../../domain/licencia/reglas';

/** 'Subir licencia de bebidas' (spec 1 §4.8): document code 'licencia' through storage/files. */
export function SubirLicenciaBebidasDialog({ establecimiento, mensaje, abierto, alCambiar }: { establecimiento: EstablecimientoRef; mensaje: string; abierto: boolean; alCambiar: (v: boolean) => void }) {
  return (
    <SubirDocumentoDialog
      establecimientoId={establecimiento.id}
      codigo="licencia"
      titulo="Subir licencia de bebidas"
      descripcion={`${establecimiento.nombre_comercial}. ${mensaje}`}
      etiqueta={nombreDocumento('licencia')}
      abierto={abierto}
      alCambiar={alCambiar}
    />
  );
}

/** The warning of spec 1 §4.8 with its action, on the home screen and on each card. */
export function AvisoBebidas({ establecimiento, mensaje, suspendida, mostrarNombre }: { establecimiento: EstablecimientoRef; mensaje: string; suspendida: boolean; mostrarNombre?: boolean }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Alert variant={suspendida ? 'destructive' : 'warning'} title={mostrarNombre ? establecimiento.nombre_comercial : undefined}>
        <div className="flex flex-col items-start gap-2">
          <p>{mensaje}</p>
          <Button size="sm" variant="outline" onClick={() => setAbierto(true)} aria-label={mostrarNombre ? `Subir licencia de bebidas de ${establecimiento.nombre_comercial}` : undefined}>
            <Upload aria-hidden="true" />
            Subir licencia de bebidas
          </Button>
        </div>
      </Alert>
      <SubirLicenciaBebidasDialog establecimiento={establecimiento} mensaje={mensaje} abierto={abierto} alCambiar={setAbierto} />
    </>
  );
}

/**
 * spec 1 §4.3 'Actualizar y subir licencia': once the request is sent and the two months since the
 * beverage-licence payment proof passed, the taxpayer uploads the beverage licence itself.
 */
export function ActualizarSubirLicencia({ establecimiento, estatusLicencia, pagoBebidasSubidoEn, mensaje }: { establecimiento: EstablecimientoRef; estatusLicencia: number; pagoBebidasSubidoEn: string | null | undefined; mensaje: string }) {
  const [abierto, setAbierto] = useState(false);
  if (!puedeActualizarYSubirLicencia(estatusLicencia, pagoBebidasSubidoEn, new Date())) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setAbierto(true)}>
        <Upload aria-hidden="true" />
        Actualizar y subir licencia
      </Button>
      <SubirLicenciaBebidasDialog establecimiento={establecimiento} mensaje={mensaje} abierto={abierto} alCambiar={setAbierto} />
    </>
  );
}
