import { useId } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../lib/avisos';
import { Save, X } from 'lucide-react';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { archivosRequeridos, esAltoRiesgo, slotsQueSeLimpian, SLOTS_DE_ANUNCIO, validarAnuncio, type SlotAnuncio } from '../../domain/anuncios/reglas';
import { anuncioEstablecimientoSchema, type AnuncioEntrada, type AnuncioFormEntrada } from '../../domain/anuncios/schema';
import { hoyCancun } from '../../domain/tramite/fechas';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Grupo } from '../components/ui/form-field';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import { errorEn } from '../lib/formularios';
import { ArchivosAnuncio, FILA_VACIA, SeccionesAnuncio, useTiposPropiedadAnuncio } from './comun';
import { aNumero } from './comun/controles';
import type { AnuncioDto } from './consultas';

export type DatosAnuncioForm = AnuncioEntrada;

interface Props {
  locacionId: number;
  /** the sign being edited; null for a new one */
  anuncio: AnuncioDto | null;
  deshabilitado: boolean;
  ocupado: boolean;
  alGuardar: (d: AnuncioEntrada, setError: (campo: string, mensaje: string) => void) => Promise<void>;
  alEliminarDetalle?: (id: number) => Promise<void>;
  alCancelar: () => void;
}

/** The form's values of a stored sign (its files stay on the server unless replaced or removed). */
function inicialDe(locacionId: number, a: AnuncioDto | null): AnuncioFormEntrada {
  if (!a) {
    return {
      locacion_id: locacionId,
      forma_instalacion: '',
      tipo_instalacion: null,
      iluminado: false,
      contenido: null,
      temporal: false,
      fecha_inicio: null,
      fecha_fin: null,
      otro_domicilio: false,
      domicilio: null,
      propiedad: null,
      renovacion: false,
      periodo_renovacion: [],
      tiene_cambio: false,
      cambio_texto: null,
      arreglo_anuncios: [{ ...FILA_VACIA }],
      archivos: {},
    };
  }
  return {
    locacion_id: locacionId,
    forma_instalacion: a.forma_instalacion ?? '',
    tipo_instalacion: a.tipo_instalacion,
    iluminado: a.iluminado,
    contenido: a.contenido,
    temporal: a.temporal,
    fecha_inicio: a.fecha_inicio,
    fecha_fin: a.fecha_fin,
    otro_domicilio: a.otro_domicilio,
    domicilio: a.domicilio,
    propiedad: a.propiedad,
    renovacion: a.renovacion,
    periodo_renovacion: a.periodo_renovacion,
    tiene_cambio: a.tiene_cambio,
    cambio_texto: a.cambio_texto,
    arreglo_anuncios: a.arreglo_anuncios.map((f) => ({ ...f })),
    archivos: {},
  };
}

/** The slots a sign shows: the photographs always; the others as its risk, renewal and property ask. */
function slotsDe(c: { altoRiesgo: boolean; renovacion: boolean; propiedad: number | null }): SlotAnuncio[] {
  const requeridos = archivosRequeridos({ tipo: 'establecimiento', ...c });
  return SLOTS_DE_ANUNCIO.filter((s) => s.startsWith('fotografia') || requeridos.includes(s));
}

/**
 * 'Creación de anuncio' (spec 3 §2.2, §3.1, §5.2): the detail rows, the sign's data, whether the
 * place is owned or leased with its document, and the files its risk and renewal ask for. The rules
 * are the API's own (validarAnuncio), so the form says the same words before sending.
 */
export function FormularioAnuncio({ locacionId, anuncio, deshabilitado, ocupado, alGuardar, alEliminarDetalle, alCancelar }: Props) {
  const form = useForm<AnuncioFormEntrada, unknown, AnuncioEntrada>({
    resolver: zodResolver(anuncioEstablecimientoSchema),
    defaultValues: inicialDe(locacionId, anuncio),
  });
  const { control, setValue, getValues, setError, formState } = form;
  const propiedades = useTiposPropiedadAnuncio();
  const idProp = useId();
  const filas = (useWatch({ control, name: 'arreglo_anuncios' }) ?? []) as { tipo_anuncio_id?: unknown }[];
  const renovacion = useWatch({ control, name: 'renovacion' }) === true;
  const propiedad = aNumero(useWatch({ control, name: 'propiedad' }));
  const altoRiesgo = esAltoRiesgo(filas.map((f) => ({ tipo_anuncio_id: aNumero(f?.tipo_anuncio_id) })));
  const existentes = anuncio?.archivos ?? {};
  const ctx = { altoRiesgo, renovacion, propiedad };

  const marcar = (campo: string, mensaje: string) => setError(campo as Path<AnuncioFormEntrada>, { type: 'regla', message: mensaje });

  const cambiarPropiedad = (p: number) => {
    // spec 3 §5.2: switching clears the other's file.
    for (const s of slotsQueSeLimpian('establecimiento', p)) setValue(`archivos.${s}` as Path<AnuncioFormEntrada>, existentes[s] ? null : undefined, { shouldDirty: true });
  };

  const enviar = form.handleSubmit(
    async (v) => {
      const archivos = getValues('archivos') ?? {};
      const presentes = [...Object.keys(existentes).filter((s) => archivos[s as SlotAnuncio] !== null), ...Object.entries(archivos).filter(([, a]) => a).map(([s]) => s)];
      const errores = validarAnuncio(v, { tipo: 'establecimiento', hoy: hoyCancun(), archivosPresentes: presentes });
      if (errores.length) {
        for (const e of errores) marcar(e.campo, e.mensaje);
        toast.warning(M.completeCamposMarcados);
        return;
      }
      // Only the slots the sign shows are sent (a file chosen before the risk changed is not).
      const visibles = slotsDe({ altoRiesgo: esAltoRiesgo(v.arreglo_anuncios), renovacion: v.renovacion, propiedad: v.propiedad ?? null });
      const enviados = Object.fromEntries(Object.entries(v.archivos).filter(([s, a]) => visibles.includes(s as SlotAnuncio) || a === null));
      await alGuardar({ ...v, archivos: enviados }, marcar);
    },
    () => toast.warning(M.completeCamposMarcados),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-6">
        <fieldset disabled={deshabilitado} className="contents">
          <legend className="sr-only">{M.creacionAnuncio}</legend>
          <SeccionesAnuncio nombre="arreglo_anuncios" renovacion={renovacion} deshabilitado={deshabilitado} onEliminarGuardada={alEliminarDetalle} conOtroDomicilio />
          <Card>
            <CardHeader>
              <CardTitle>Inmueble y documentos</CardTitle>
              <CardDescription>Fotografías PNG, JPEG o JPG; documentos en PDF; cada archivo menor a 14 MB.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <Grupo leyenda="El inmueble donde se instala el anuncio es" requerido error={errorEn(formState.errors, 'propiedad')}>
                {(a) => (
                  <Controller
                    control={control}
                    name="propiedad"
                    render={({ field }) => (
                      <RadioGroup
                        {...a}
                        ref={field.ref}
                        value={field.value === null || field.value === undefined ? '' : String(field.value)}
                        disabled={deshabilitado}
                        onValueChange={(t) => {
                          const p = Number(t);
                          field.onChange(p);
                          cambiarPropiedad(p);
                        }}
                      >
                        {(propiedades.data ?? []).map((p) => (
                          <Opcion key={p.id} id={`${idProp}-${p.id}`} value={String(p.id)} etiqueta={p.label} disabled={deshabilitado} />
                        ))}
                      </RadioGroup>
                    )}
                  />
                )}
              </Grupo>
              <ArchivosAnuncio slots={slotsDe(ctx)} requeridos={archivosRequeridos({ tipo: 'establecimiento', ...ctx })} existentes={existentes} deshabilitado={deshabilitado} />
            </CardContent>
          </Card>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={alCancelar}>
            <X aria-hidden="true" />
            Cancelar
          </Button>
          {deshabilitado ? null : (
            <Button type="submit" disabled={ocupado}>
              <Save aria-hidden="true" />
              {anuncio ? M.actualizar : M.guardar}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
