import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../lib/avisos';
import { Save, X } from 'lucide-react';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { espectacularSchema, type EntradaEspectacular } from '../../domain/dictamenes/schema';
import { aNumero } from '../anuncios/comun/controles';
import { AvisoSalida } from '../components/cambios-sin-guardar';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import type { CatastroEncontrado } from '../tramite/predio/tipos';
import { useClaveCatastral } from '../tramite/predio/use-clave-catastral';
import { resultadoVerificacion, type Verificacion } from '../tramite/predio/verificacion';
import { ArchivosEspectacular } from './archivos-espectacular';
import { SeccionGeneral } from './seccion-general';
import { SeccionSecciones } from './seccion-secciones';
import { SeccionUbicacion } from './seccion-ubicacion';
import type { ArchivoEspectacular, Espectacular } from './tipos';
import { archivosGuardados, constanciaDelPortal, inicialDe, requeridosDe, slotsVisibles, type ArchivosElegidos, type Contexto, type FormEspectacular } from './valores';

const ID_FORMULARIO = 'formulario-espectacular';
/** The API's own schema checks the save (its input is loose: it coerces what the inputs hold). */
const resolver = zodResolver(espectacularSchema) as unknown as Resolver<FormEspectacular, unknown, EntradaEspectacular>;

export interface Guardado {
  v: EntradaEspectacular;
  elegidos: ArchivosElegidos;
  visibles: string[];
  guardados: string[];
}

interface Props {
  /** the stored request; null for a new one */
  dto: Espectacular | null;
  editable: boolean;
  ocupado: boolean;
  alGuardar: (g: Guardado, marcar: (campo: string, mensaje: string) => void) => Promise<boolean>;
  alCancelar: () => void;
  /** beside the save button, outside the form (the chain's actions: 'Enviar a revisión'…) */
  acciones?: ReactNode;
}

/** A stored key was checked when the request was registered; a new one is looked up now. */
const inicioVerificacion = (dto: Espectacular | null): Verificacion =>
  dto?.clave_catastral ? { estado: 'valida', clave: dto.clave_catastral, guardada: true } : { estado: 'pendiente' };

/**
 * 'Solicitud de espectacular' (spec 3 §2.6, §3.5, §5.1, §5.4): Información General with the key and
 * its property tax, Datos de Ubicación with the map, Secciones del Anuncio, and Colindancias y
 * Perspectivas (the documents). A new request stays closed until the key is found with its tax
 * paid, or 'No cuento con clave catastral' is ticked. Saving checks the required fields first
 * ('Por favor, llene todos los campos obligatorios.').
 */
export function FormularioEspectacular({ dto, editable, ocupado, alGuardar, alCancelar, acciones }: Props) {
  const form = useForm<FormEspectacular, unknown, EntradaEspectacular>({ resolver, defaultValues: inicialDe(dto) });
  const { control, setValue, setError, formState } = form;
  const nueva = dto === null;
  const [elegidos, setElegidos] = useState<ArchivosElegidos>({});
  const noFolio = useWatch({ control, name: 'no_folio' }) === true;
  const valor = String(useWatch({ control, name: 'clave_catastral' }) ?? '');
  const consultando = editable && nueva && !noFolio;

  // spec 3 §5.1: a found key fills the address from the cadastre.
  const llenar = (r: CatastroEncontrado) => {
    const o = { shouldDirty: true, shouldValidate: false };
    setValue('ubicacion.codigo_postal', r.cp, o);
    setValue('ubicacion.localidad_id', r.id_localidad, o);
    setValue('ubicacion.colonia_id', r.id_colonia, o);
    setValue('ubicacion.calle_id', r.id_calle, o);
    setValue('ubicacion.numero_exterior', r.num_predio, o);
  };
  const clave = useClaveCatastral({
    valor: noFolio ? '' : valor,
    consultar: consultando,
    inicial: inicioVerificacion(dto),
    alConsultar: () => form.clearErrors('clave_catastral'),
    alEncontrar: llenar,
  });
  const abierta = !nueva || noFolio || resultadoVerificacion(clave.verificacion, clave.clave).lista;

  const ctx: Contexto = {
    luminoso: useWatch({ control, name: 'luminoso' }) === true,
    tipoPropiedadId: aNumero(useWatch({ control, name: 'tipo_propiedad_id' })),
    constanciaPortal: constanciaDelPortal(dto),
  };
  const visibles = slotsVisibles(ctx);
  const guardados = archivosGuardados(dto);
  const archivosDto = (dto ?? {}) as unknown as Record<string, ArchivoEspectacular | null | undefined>;
  const activo = editable && abierta;

  const marcar = (campo: string, mensaje: string) => setError(campo as Path<FormEspectacular>, { type: 'server', message: mensaje });
  const enviar = form.handleSubmit(
    async (v) => {
      if (!abierta) {
        toast.warning(clave.verificacion.estado === 'adeudo' ? clave.verificacion.mensaje : M.claveNoEncontrada);
        return;
      }
      if (await alGuardar({ v, elegidos, visibles, guardados }, marcar)) setElegidos({});
    },
    () => toast.warning(M.llenarObligatorios),
  );

  return (
    <FormProvider {...form}>
      <AvisoSalida sucio={editable && (formState.isDirty || Object.keys(elegidos).length > 0) && !formState.isSubmitSuccessful} />
      <form id={ID_FORMULARIO} onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-6">
        <SeccionGeneral folio={dto?.folio ?? null} clave={clave} nueva={nueva} editable={editable} consultando={consultando} abierta={abierta} />
        <SeccionUbicacion editable={activo} />
        <SeccionSecciones editable={activo} />
        <Card>
          <CardHeader>
            <CardTitle>{M.colindanciasPerspectivas}</CardTitle>
            <CardDescription>Fotografías PNG, JPEG o JPG; documentos en PDF; cada archivo menor a 14 MB. Los documentos marcados con * se piden para enviar la solicitud a revisión.</CardDescription>
          </CardHeader>
          <CardContent>
            <ArchivosEspectacular
              slots={visibles}
              requeridos={requeridosDe(ctx)}
              guardados={Object.fromEntries(visibles.map((s) => [s, archivosDto[`${s}_file`] ?? null]))}
              elegidos={elegidos}
              alElegir={(s, f) =>
                setElegidos((p) => {
                  const n: Record<string, File | null | undefined> = { ...p, [s]: f };
                  if (f === undefined) delete n[s];
                  return n as ArchivosElegidos;
                })
              }
              deshabilitado={!activo}
            />
          </CardContent>
        </Card>
      </form>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {acciones}
        <Button type="button" variant="outline" onClick={alCancelar}>
          <X aria-hidden="true" />
          {editable ? 'Cancelar' : 'Regresar'}
        </Button>
        {editable ? (
          <Button type="submit" form={ID_FORMULARIO} disabled={ocupado || !abierta}>
            <Save aria-hidden="true" />
            {nueva ? M.guardar : M.actualizar}
          </Button>
        ) : null}
      </div>
    </FormProvider>
  );
}
