import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Save, Trash2 } from 'lucide-react';
import { MSG_CONVENIO } from '../../domain/convenios/mensajes';
import { convenioFormSchema, type ConvenioForm, type ConvenioFormEntrada } from '../../domain/convenios/schema';
import { Button } from '../components/ui/button';
import { FileInput } from '../components/ui/file-input';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Select } from '../components/ui/select';
import { descargarArchivo, subirArchivo } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { ACEPTAR_PDF } from '../lib/archivos';
import { qkConvenios, useCatalogoConvenios, type Convenio } from './consultas';
import { validarDocumentoConvenio } from './formato';

interface Props {
  locacionId: number;
  /** null: a new agreement (editable, 'Guardar'); otherwise shown read-only */
  convenio: Convenio | null;
  alTerminar: () => void;
  alEliminar: (c: Convenio) => void;
}

/**
 * The agreement form (spec 2 §2 "Agreements"): the picker from convenio/list, the agreement's PDF,
 * the validity's start and end; 'Guardar' only when new, 'eliminar' only at status 1 (spec 2 §4).
 * The same zod schema as the server (spec 2 §5: 'El campo es requerido'; the end not before the start).
 */
export function FormularioConvenio({ locacionId, convenio, alTerminar, alEliminar }: Props) {
  const nuevo = convenio === null;
  const catalogo = useCatalogoConvenios(true);
  const [archivo, setArchivo] = useState<File | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ConvenioFormEntrada, unknown, ConvenioForm>({
    resolver: zodResolver(convenioFormSchema),
    defaultValues: convenio
      ? { convenio_id: String(convenio.convenio_id), vigencia_inicio: convenio.vigencia_inicio, vigencia_fin: convenio.vigencia_fin }
      : { convenio_id: '', vigencia_inicio: '', vigencia_fin: '' },
  });
  const guardar = useAccion({
    llamar: (v: ConvenioForm) => {
      const fd = new FormData();
      fd.append('locacion_id', String(locacionId));
      fd.append('convenio_id', String(v.convenio_id));
      fd.append('vigencia_inicio', v.vigencia_inicio);
      fd.append('vigencia_fin', v.vigencia_fin);
      if (archivo) fd.append('documento', archivo, archivo.name);
      return subirArchivo<Convenio>('/api/licenciaconvenio', fd);
    },
    invalidar: [qkConvenios.deEstablecimiento(locacionId)],
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alTerminar();
  });
  // A kind no longer offered still names an existing agreement.
  const opciones = [...(catalogo.data ?? [])];
  if (convenio && !opciones.some((o) => o.id === convenio.convenio_id)) opciones.push(convenio.convenio);
  const e = formState.errors;

  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label={nuevo ? 'Nuevo convenio' : `Convenio ${convenio.convenio.descripcion}`}>
      <Campo etiqueta="Convenio" error={e.convenio_id?.message} requerido>
        {(c) => (
          <Select {...c} disabled={!nuevo} {...register('convenio_id')}>
            <option value="">Seleccione un convenio</option>
            {opciones.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.descripcion}
              </option>
            ))}
          </Select>
        )}
      </Campo>
      <div className="grid gap-4 sm:grid-cols-2">
        <Campo etiqueta="Inicio de vigencia" error={e.vigencia_inicio?.message} requerido>
          {(c) => <Input {...c} type="date" readOnly={!nuevo} {...register('vigencia_inicio')} />}
        </Campo>
        <Campo etiqueta="Fin de vigencia" error={e.vigencia_fin?.message} requerido>
          {(c) => <Input {...c} type="date" readOnly={!nuevo} {...register('vigencia_fin')} />}
        </Campo>
      </div>
      {nuevo ? (
        <FileInput etiqueta="Documento del convenio" archivo={archivo} alElegir={setArchivo} aceptar={ACEPTAR_PDF} ayuda="Solo PDF, menor a 14 MB." validar={validarDocumentoConvenio} />
      ) : convenio.documento_archivo ? (
        <div>
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => void descargarArchivo(convenio.documento_archivo!.url, convenio.documento_archivo!.nombre).catch(() => undefined)}
          >
            <Download aria-hidden="true" />
            Descargar documento del convenio
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Este convenio no tiene documento adjunto.</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={alTerminar}>
          Cerrar
        </Button>
        {!nuevo && convenio.eliminable ? (
          <Button type="button" variant="destructive" onClick={() => alEliminar(convenio)}>
            <Trash2 aria-hidden="true" />
            Eliminar
          </Button>
        ) : null}
        {nuevo ? (
          <Button type="submit" disabled={guardar.ocupado || formState.isSubmitting}>
            <Save aria-hidden="true" />
            Guardar
          </Button>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {Object.keys(e).length ? MSG_CONVENIO.camposObligatorios : ''}
      </p>
    </form>
  );
}
