import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/avisos';
import { useQueryClient } from '@tanstack/react-query';
import { MSG_CA, MSG_CA_EXTRA } from '../../../domain/cambios/actividad/mensajes';
import { avisoRevision, documentosFaltantes, ranurasActividad } from '../../../domain/cambios/actividad/reglas';
import { cambioActividadSchema, type CambioActividadData } from '../../../domain/cambios/actividad/schema';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Cargando } from '../../components/ui/skeleton';
import { qkCambios } from '../comun/consultas';
import { SeccionArchivosCambio } from '../comun/seccion-archivos';
import type { EstablecimientoRef } from '../comun/tipos';
import { ActividadActual, ActividadNueva, DatosComplementarios, type ValoresActividad } from './campos';
import { guardarCambioActividad, useActividadesEstablecimiento, type CambioActividadDto } from './consultas';

export type ModoFormulario = 'nuevo' | 'editar' | 'ver';

interface Props {
  establecimiento: EstablecimientoRef;
  /** the request being updated or viewed; null for a new one */
  solicitud: CambioActividadDto | null;
  modo: ModoFormulario;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
}

type Grupo = 'documentos' | 'propiedad' | 'fotos';
const VACIO: Record<Grupo, Map<string, File>> = { documentos: new Map(), propiedad: new Map(), fotos: new Map() };
/** spec 9 snackbar timeout */
const DURACION_AVISO = 8000;

/**
 * spec 2 §2 "Change of economic activity": the request's form — the activity now (read-only)
 * beside the new one, the secondary activities, the rooms of a hotel, the beverage licence when
 * the new activities sell alcohol, 'Solicitar nuevo giro', the documents, the property documents
 * and the photos; the notice that Licencias reviews it when a SARE business turns to alcohol.
 */
export function FormularioActividadDialog({ establecimiento, solicitud, modo, abierto, alCambiar }: Props) {
  const qc = useQueryClient();
  const soloLectura = modo === 'ver';
  const actuales = useActividadesEstablecimiento(establecimiento.id, abierto);
  const [archivos, setArchivos] = useState(VACIO);
  const [erroresArchivos, setErroresArchivos] = useState<Record<string, string>>({});
  const a = actuales.data;
  const valores = useMemo<ValoresActividad>(
    () => ({
      giro_actividad_id: solicitud?.giro_actividad_id ?? null,
      actividades_secundarias: solicitud?.actividades_secundarias ?? [],
      numero_habitaciones: solicitud?.numero_habitaciones ? String(solicitud.numero_habitaciones) : '',
      tiene_uso_suelo: solicitud?.tiene_uso_suelo ?? false,
      tipo_propiedad_id: solicitud?.tipo_propiedad_id ?? a?.tipo_propiedad_id ?? null,
      has_licencia_bebidas: solicitud?.has_licencia_bebidas ?? null,
      patente_propia: solicitud?.patente_propia ?? null,
      folio_licencia_bebida_alcoholica: solicitud?.folio_licencia_bebida_alcoholica ?? '',
      renovacion: solicitud?.renovacion ?? false,
    }),
    [solicitud, a?.tipo_propiedad_id],
  );
  const form = useForm<ValoresActividad, unknown, CambioActividadData>({ resolver: zodResolver(cambioActividadSchema) as never, values: valores });
  const v = form.watch();
  const ranuras = ranurasActividad(v);
  const tipoProceso = a?.tipo_proceso_id ?? solicitud?.tipo_proceso_id ?? null;
  const aviso = tipoProceso === null ? null : avisoRevision(tipoProceso, v);
  const titulo = solicitud?.folio ? `${MSG_CA_EXTRA.tituloSolicitud}: ${solicitud.folio}` : MSG_CA_EXTRA.tituloSolicitud;

  const cerrar = (abrir: boolean) => {
    if (!abrir) {
      setArchivos(VACIO);
      setErroresArchivos({});
    }
    alCambiar(abrir);
  };
  const cambiarGrupo = (g: Grupo) => (m: Map<string, File>) => setArchivos((x) => ({ ...x, [g]: m }));
  // spec 2 §5: every document not on the optional list needs a file, stored or chosen now.
  const faltan = () => {
    const presentes = new Set([...(solicitud?.archivos ?? []).map((x) => x.tipo_archivo), ...archivos.documentos.keys(), ...archivos.propiedad.keys(), ...archivos.fotos.keys()]);
    return Object.fromEntries(documentosFaltantes(form.getValues(), presentes).map((r) => [r.codigo, MSG_CA.requerido]));
  };
  const avisar = () => toast.warning(MSG_CA.camposObligatorios);
  const guardar = form.handleSubmit(
    async (datos) => {
      const sinArchivo = faltan();
      setErroresArchivos(sinArchivo);
      if (Object.keys(sinArchivo).length) return avisar();
      let s: CambioActividadDto;
      try {
        s = await guardarCambioActividad(establecimiento.id, solicitud?.id ?? null, datos, archivos);
      } catch {
        await qc.invalidateQueries({ queryKey: qkCambios.todo });
        return; // the API client showed the server's message
      }
      // spec 2 §2, §8: a SARE business whose new activity sells alcohol is told who reviews it.
      if (s.aviso_revision) toast.info(s.aviso_revision, { duration: DURACION_AVISO });
      await qc.invalidateQueries({ queryKey: qkCambios.todo });
      cerrar(false);
    },
    () => {
      setErroresArchivos(faltan());
      avisar();
    },
  );

  return (
    <Dialog open={abierto} onOpenChange={cerrar}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
        </DialogHeader>
        {actuales.isPending && !solicitud ? (
          <Cargando filas={4} />
        ) : (
          <FormProvider {...form}>
            <form onSubmit={guardar} noValidate className="flex flex-col gap-4 overflow-y-auto">
              <div className="grid items-start gap-4 md:grid-cols-2">
                <ActividadActual
                  principal={solicitud ? solicitud.giro_opb_old : (a?.giro_opb ?? null)}
                  secundarias={solicitud ? solicitud.actividades_economicas_old : (a?.actividades_economicas ?? [])}
                />
                <ActividadNueva soloLectura={soloLectura} />
              </div>
              <DatosComplementarios soloLectura={soloLectura} />
              {aviso ? (
                <Alert variant="warning" role="status">
                  {aviso}
                </Alert>
              ) : null}
              <SeccionArchivosCambio titulo="Documentos" ranuras={ranuras.documentos} existentes={solicitud?.archivos ?? []} valor={archivos.documentos} alCambiar={cambiarGrupo('documentos')} soloLectura={soloLectura} errores={erroresArchivos} />
              <SeccionArchivosCambio titulo="Documentos de la propiedad" ranuras={ranuras.propiedad} existentes={solicitud?.archivos ?? []} valor={archivos.propiedad} alCambiar={cambiarGrupo('propiedad')} soloLectura={soloLectura} errores={erroresArchivos} />
              <SeccionArchivosCambio titulo="Fotografías" ranuras={ranuras.fotos} existentes={solicitud?.archivos ?? []} valor={archivos.fotos} alCambiar={cambiarGrupo('fotos')} soloLectura={soloLectura} errores={erroresArchivos} />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => cerrar(false)}>
                  {soloLectura ? 'Cerrar' : 'Cancelar'}
                </Button>
                {soloLectura ? null : (
                  <Button type="submit" disabled={form.formState.isSubmitting}>
                    {solicitud ? 'Actualizar solicitud' : 'Generar solicitud'}
                  </Button>
                )}
              </DialogFooter>
            </form>
          </FormProvider>
        )}
      </DialogContent>
    </Dialog>
  );
}
