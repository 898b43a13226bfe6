import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/avisos';
import { useQueryClient } from '@tanstack/react-query';
import { faltantes } from '../../../domain/cambios/documentos';
import { documentosNombre } from '../../../domain/cambios/nombre/reglas';
import { MSG_NOMBRE, MSG_NOMBRE_EXTRA, cambioNombreSchema, type CambioNombreEntrada, type CambioNombreForm } from '../../../domain/cambios/nombre/schema';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { qkCambios } from '../comun/consultas';
import { SeccionArchivosCambio } from '../comun/seccion-archivos';
import type { EstablecimientoRef } from '../comun/tipos';
import { guardarCambioNombre, type CambioNombreDto } from './consultas';

export type ModoFormulario = 'nuevo' | 'editar' | 'ver';

interface Props {
  establecimiento: EstablecimientoRef;
  /** the request being updated or viewed; null for a new one */
  solicitud: CambioNombreDto | null;
  modo: ModoFormulario;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
}

const RANURAS = documentosNombre();

/**
 * spec 2 §2 'Solicitud de cambio de nombre comercial' (': {folio}' once it has one): the current
 * trade name (read-only), the new one, the red notice about the waste-collection arrears, the two
 * documents, and 'Generar solicitud' (new) / 'Actualizar solicitud' (editable) / 'Cancelar'.
 */
export function FormularioNombreDialog({ establecimiento, solicitud, modo, abierto, alCambiar }: Props) {
  const qc = useQueryClient();
  const soloLectura = modo === 'ver';
  const [archivos, setArchivos] = useState<Map<string, File>>(new Map());
  const [erroresArchivos, setErroresArchivos] = useState<Record<string, string>>({});
  const form = useForm<CambioNombreEntrada, unknown, CambioNombreForm>({
    resolver: zodResolver(cambioNombreSchema),
    // Mounted afresh each time the panel opens it: the request as it is then.
    defaultValues: {
      nombre_comercial_actual: solicitud?.nombre_comercial_actual ?? establecimiento.nombre_comercial,
      nuevo_nombre_comercial: solicitud?.nuevo_nombre_comercial ?? '',
    },
  });
  const e = form.formState.errors;
  const titulo = solicitud?.folio ? `${MSG_NOMBRE.titulo}: ${solicitud.folio}` : MSG_NOMBRE.titulo;

  const cerrar = (v: boolean) => {
    if (!v) {
      setArchivos(new Map());
      setErroresArchivos({});
    }
    alCambiar(v);
  };
  // spec 2 §5: every document not on the optional list needs a file, stored or chosen now.
  const faltan = () => {
    const presentes = new Set([...(solicitud?.archivos ?? []).map((a) => a.tipo_archivo), ...archivos.keys()]);
    return Object.fromEntries(faltantes(RANURAS, presentes).map((c) => [c, MSG_NOMBRE.requerido]));
  };
  const avisar = () => toast.warning(MSG_NOMBRE.camposObligatorios);
  const guardar = form.handleSubmit(async (v) => {
    const sinArchivo = faltan();
    setErroresArchivos(sinArchivo);
    if (Object.keys(sinArchivo).length) return avisar();
    try {
      await guardarCambioNombre(establecimiento.id, solicitud?.id ?? null, v.nuevo_nombre_comercial, archivos);
    } catch {
      return; // the API client showed the server's message
    }
    await qc.invalidateQueries({ queryKey: qkCambios.todo });
    cerrar(false);
  }, () => {
    setErroresArchivos(faltan());
    avisar();
  });

  return (
    <Dialog open={abierto} onOpenChange={cerrar}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
        </DialogHeader>
        <form onSubmit={guardar} noValidate className="flex flex-col gap-4 overflow-y-auto">
          <div className="grid gap-4 md:grid-cols-2">
            <Campo etiqueta={MSG_NOMBRE_EXTRA.nombreActual} requerido>
              {(c) => <Input {...c} readOnly className="bg-muted" {...form.register('nombre_comercial_actual')} />}
            </Campo>
            <Campo etiqueta={MSG_NOMBRE_EXTRA.nombreNuevo} requerido error={e.nuevo_nombre_comercial?.message}>
              {(c) => <Input {...c} readOnly={soloLectura} maxLength={200} autoComplete="off" {...form.register('nuevo_nombre_comercial')} />}
            </Campo>
          </div>
          <Alert variant="destructive" role="note">
            {MSG_NOMBRE_EXTRA.avisoAdeudos}
          </Alert>
          <SeccionArchivosCambio
            titulo="Documentos"
            ranuras={RANURAS}
            existentes={solicitud?.archivos ?? []}
            valor={archivos}
            alCambiar={setArchivos}
            soloLectura={soloLectura}
            errores={erroresArchivos}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => cerrar(false)}>
              {MSG_NOMBRE.cancelar}
            </Button>
            {soloLectura ? null : (
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {solicitud ? MSG_NOMBRE.actualizar : MSG_NOMBRE.generar}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
