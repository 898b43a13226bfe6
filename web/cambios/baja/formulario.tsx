// The closure's form (spec 2 §2, §3): the date of the closure before the SAT and the three
// documents (the notice of closure first). Creates ('Generar solicitud') or updates ('Actualizar
// solicitud') the request; read-only once sent (spec 2 §4: 10 locks it).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG_BAJA, MSG_BAJA_EXTRA } from '../../../domain/cambios/baja/mensajes';
import { bajaFormSchema, type BajaFormEntrada } from '../../../domain/cambios/baja/schema';
import { CAMBIO } from '../../../domain/cambios/comun';
import { documentosCambio, faltantes } from '../../../domain/cambios/documentos';
import { hoyCancun } from '../../../domain/tramite/fechas';
import { Button } from '../../components/ui/button';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api';
import { useAccion } from '../../lib/use-accion';
import { toast } from '../../lib/avisos';
import { qkCambios } from '../comun/consultas';
import { formDataCambio } from '../comun/enviar';
import { SeccionArchivosCambio } from '../comun/seccion-archivos';
import type { BajaDto } from './consultas';

const RANURAS = documentosCambio(CAMBIO.BAJA, {});
// The notice of closure first: it is the document the closure is about.
const ORDENADAS = [...RANURAS].sort((a, b) => Number(b.codigo === 'sbe_aviso_baja') - Number(a.codigo === 'sbe_aviso_baja'));

export function FormularioBaja({
  locacionId,
  licenciaId,
  solicitud,
  soloLectura,
  alTerminar,
}: {
  locacionId: number;
  licenciaId: number;
  solicitud: BajaDto | null;
  soloLectura: boolean;
  alTerminar: () => void;
}) {
  const [archivos, setArchivos] = useState<Map<string, File>>(new Map());
  const [erroresArchivo, setErroresArchivo] = useState<Record<string, string>>({});
  const form = useForm<BajaFormEntrada>({
    resolver: zodResolver(bajaFormSchema()) as never,
    defaultValues: { fecha_sat: solicitud?.fecha_sat ?? '' },
  });
  const guardar = useAccion({
    llamar: (datos: FormData) =>
      solicitud
        ? api.post<BajaDto>(`/api/licencia/${licenciaId}/updateBajaEstablecimiento/${solicitud.id}`, datos)
        : api.post<BajaDto>(`/api/licencia/${licenciaId}/bajaEstablecimiento`, datos),
    invalidar: [qkCambios.todo],
    setError: form.setError,
    alExito: () => {
      setArchivos(new Map());
      alTerminar();
    },
  });

  const enviar = form.handleSubmit(
    async (v) => {
      const presentes = new Set([...(solicitud?.archivos ?? []).map((a) => a.tipo_archivo), ...archivos.keys()]);
      const sinArchivo = faltantes(RANURAS, presentes);
      if (sinArchivo.length) {
        setErroresArchivo(Object.fromEntries(sinArchivo.map((c) => [c, MSG_BAJA.requerido])));
        toast.warning(MSG_BAJA.camposObligatorios);
        return;
      }
      setErroresArchivo({});
      // has_alcohol is not asked: the server takes it from the establishment's activities (or keeps the staged one).
      await guardar.ejecutar(formDataCambio({ id: locacionId, fecha_sat: v.fecha_sat }, archivos));
    },
    () => toast.warning(MSG_BAJA.camposObligatorios),
  );

  const error = form.formState.errors.fecha_sat?.message;
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4" aria-label="Datos de la baja">
      <Campo etiqueta={MSG_BAJA_EXTRA.fechaSat} error={error} requerido ayuda="La fecha en que presentó el aviso de baja ante el SAT.">
        {(c) => <Input {...c} type="date" max={hoyCancun()} readOnly={soloLectura} {...form.register('fecha_sat')} />}
      </Campo>
      <SeccionArchivosCambio
        titulo="Documentos"
        ranuras={ORDENADAS}
        existentes={solicitud?.archivos ?? []}
        valor={archivos}
        alCambiar={setArchivos}
        soloLectura={soloLectura}
        errores={erroresArchivo}
      />
      {soloLectura ? null : (
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={alTerminar}>
            Cancelar
          </Button>
          <Button type="submit" disabled={guardar.ocupado}>
            {solicitud ? 'Actualizar solicitud' : 'Generar solicitud'}
          </Button>
        </div>
      )}
    </form>
  );
}
