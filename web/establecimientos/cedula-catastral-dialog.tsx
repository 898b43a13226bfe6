import { useState, type FormEvent } from 'react';
import { toast } from '../lib/avisos';
import { Download, Upload } from 'lucide-react';
import { MSG } from '../../domain/common/messages';
import { MSG_LIC, MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { FileInput } from '../components/ui/file-input';
import { MensajeError } from '../components/ui/form-field';
import { Cargando } from '../components/ui/skeleton';
import { api, ApiError, descargarArchivo } from '../lib/api';
import { formatearFecha } from '../lib/formato';
import { useAccion } from '../lib/use-accion';
import { ACEPTAR_PDF, leerBase64 } from '../lib/archivos';
import { clavesEstablecimiento, useEstablecimientoLicencias } from '../licencia/consultas';
import type { DialogoEstablecimientoProps } from './dialogo';
import { validarCedula } from './acciones';

/**
 * What the person reads when the upload fails: the server's reason for a refused file (4xx), and
 * spec 1 §8 'Error al cargar la cédula catastral' when it could not be stored or sent at all.
 */
function motivoDeFallo(error: unknown): string {
  if (error instanceof ApiError && error.status !== null && error.status < 500) return error.message;
  return MSG_LIC.errorCedula;
}

/** 'Subir cédula catastral' (spec 1 §2.6 upload cadastral certificate copy, §5.9, §7.4): one PDF, replaced by the next. */
export function CedulaCatastralDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const detalle = useEstablecimientoLicencias(establecimiento.id, abierto);
  const actual = detalle.data?.archivos.find((a) => a.tipo_archivo === 'cedula_catastral') ?? null;
  const [archivo, setArchivo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const subir = useAccion({
    // Silent: a failure is worded here (spec 1 §8), not as the client's generic 'Error de servidor'.
    llamar: async (f: File) => api.post(`/api/establecimientos/uploadCedulaCatastral/${establecimiento.id}`, { cedula_catastral: await leerBase64(f) }, { silencioso: true }),
    invalidar: clavesEstablecimiento(establecimiento.id),
  });

  const cerrar = (v: boolean) => {
    if (!v) {
      setArchivo(null);
      setError(null);
    }
    alCambiar(v);
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!archivo) {
      setError(MSG.requerido);
      return;
    }
    const r = await subir.ejecutar(archivo);
    if (r.ok) {
      toast.success(MSG_LIC_EXTRA.cedulaCargada);
      cerrar(false);
      return;
    }
    const motivo = motivoDeFallo(r.error);
    toast.error(motivo);
    setError(motivo);
  };

  return (
    <Dialog open={abierto} onOpenChange={cerrar}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Subir cédula catastral</DialogTitle>
          <DialogDescription>{establecimiento.nombre_comercial}. La copia que suba reemplaza a la anterior.</DialogDescription>
        </DialogHeader>
        {detalle.isLoading ? (
          <Cargando filas={1} />
        ) : actual ? (
          <Alert variant="info" title="Cédula catastral cargada">
            <p>Cargada el {formatearFecha(actual.created_at)}.</p>
            <Button
              variant="link"
              className="h-auto p-0"
              onClick={() => void descargarArchivo(actual.url, actual.nombre).catch(() => undefined)}
              aria-label={`Descargar la cédula catastral de ${establecimiento.nombre_comercial}`}
            >
              <Download aria-hidden="true" />
              Descargar cédula catastral
            </Button>
          </Alert>
        ) : (
          <p className="text-sm text-muted-foreground">Este establecimiento aún no tiene una cédula catastral cargada.</p>
        )}
        <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4">
          <FileInput
            etiqueta="Cédula catastral"
            archivo={archivo}
            alElegir={(f) => {
              setError(null);
              setArchivo(f);
            }}
            aceptar={ACEPTAR_PDF}
            ayuda="Solo PDF, menor a 14 MB."
            validar={validarCedula}
            requerido
          />
          <MensajeError mensaje={error ?? undefined} />
          <DialogFooter>
            <Button variant="outline" onClick={() => cerrar(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={subir.ocupado}>
              <Upload aria-hidden="true" />
              Subir
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
