import { useId, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../lib/avisos';
import { Save, X } from 'lucide-react';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { PROPIEDAD_DICTAMEN, TIPOS_PROPIEDAD_DICTAMEN } from '../../domain/dictamenes/reglas';
import { torreSchema, type EntradaTorre } from '../../domain/dictamenes/schema';
import { Casilla, aNumero } from '../anuncios/comun/controles';
import { AvisoSalida } from '../components/cambios-sin-guardar';
import { CamposDomicilio } from '../components/domicilio/campos-domicilio';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Campo, Grupo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import { Textarea } from '../components/ui/textarea';
import { errorEn } from '../lib/formularios';
import { SeccionPredial } from '../tramite/predio/seccion-predial';
import type { CatastroEncontrado } from '../tramite/predio/tipos';
import { useClaveCatastral } from '../tramite/predio/use-clave-catastral';
import { resultadoVerificacion, type Verificacion } from '../tramite/predio/verificacion';
import { ArchivosTorre } from './archivos-torre';
import { MedidasTorre } from './medidas-torre';
import { archivoDe, type Torre } from './tipos';
import { inicialDe, slotsGuardados, slotsRequeridos, slotsVisibles, type FormTorre } from './valores';

export interface ArchivosElegidos {
  pendientes: Readonly<Record<string, File>>;
  /** stored slots to remove ('' under the slot) */
  quitados: string[];
  /** the slots on screen (a file chosen before the slot was hidden does not travel) */
  visibles: string[];
}

// The schema's input is `unknown` field by field (it coerces multipart strings); the form's own shape is FormTorre.
const resolver = zodResolver(torreSchema) as unknown as Resolver<FormTorre, unknown, EntradaTorre>;

interface Props {
  torre: Torre | null;
  editable: boolean;
  ocupado: boolean;
  alGuardar: (v: EntradaTorre, a: ArchivosElegidos, marcar: (campo: string, mensaje: string) => void) => Promise<boolean>;
  alCancelar: () => void;
}

/** A stored key was checked when it was registered; a new one is looked up as it is typed. */
const inicio = (t: Torre | null): Verificacion => (t?.clave_catastral ? { estado: 'valida', clave: t.clave_catastral, guardada: true } : { estado: 'pendiente' });

/**
 * 'Solicitud de antenas y torres' (spec 3 §3.4, §5.1, §5.4): the cadastral key (looked up in the
 * cadastre, which fills the address and the total surface, and its property tax, with 'Pagar
 * predial'), the address, the tower's data, the four boundaries and the surfaces, the photos and
 * the documents. A new request opens once its key is found with its property tax paid; nothing
 * can be changed once it is sent.
 */
export function FormularioTorre({ torre, editable, ocupado, alGuardar, alCancelar }: Props) {
  const form = useForm<FormTorre, unknown, EntradaTorre>({ resolver, defaultValues: inicialDe(torre) });
  const { control, register, setValue, setError, formState } = form;
  const id = useId();
  const nueva = torre === null;
  const [pendientes, setPendientes] = useState<Record<string, File>>({});
  const [quitados, setQuitados] = useState<string[]>([]);
  const valor = String(useWatch({ control, name: 'clave_catastral' }) ?? '');
  const clave = useClaveCatastral({
    valor,
    consultar: editable && nueva,
    inicial: inicio(torre),
    alConsultar: () => form.clearErrors('clave_catastral'),
    alEncontrar: (r: CatastroEncontrado) => llenar(r),
  });
  const listo = !nueva || resultadoVerificacion(clave.verificacion, clave.clave).lista;
  const bloqueado = !editable || !listo;

  // spec 3 §5.1: the cadastre's address and its surface.
  function llenar(r: CatastroEncontrado) {
    const op = { shouldDirty: true };
    setValue('domicilio.codigo_postal', r.cp, op);
    setValue('domicilio.localidad_id', r.id_localidad, op);
    setValue('domicilio.colonia_id', r.id_colonia, op);
    setValue('domicilio.calle_id', r.id_calle, op);
    setValue('domicilio.numero_exterior', r.num_predio, op);
    setValue('medidas.superficie_total', r.m_construccion, op);
  }

  const propiedad = aNumero(useWatch({ control, name: 'tipo_propiedad_id' }));
  const renovacion = useWatch({ control, name: 'renovacion' }) === true;
  const ctx = { tipoPropiedadId: propiedad, renovacion, constanciaPortal: Boolean(torre?.constancia_uso_suelo_exist && !archivoDe(torre, 'constancia_uso_suelo')) };
  const visibles = slotsVisibles(ctx);
  const guardados = Object.fromEntries(visibles.map((s) => [s, torre ? archivoDe(torre, s) : null]));
  const marcar = (campo: string, mensaje: string) => setError(campo as Path<FormTorre>, { type: 'regla', message: mensaje });

  const enviar = form.handleSubmit(
    async (v) => {
      if (nueva && !listo) {
        toast.warning(clave.verificacion.estado === 'adeudo' ? clave.verificacion.mensaje : M.claveNoEncontrada);
        return;
      }
      // A stored file whose slot is no longer on screen (the lease of a property now owned) goes too.
      const ocultos = slotsGuardados(torre).filter((s) => !visibles.includes(s));
      const ok = await alGuardar(v, { pendientes, quitados: [...new Set([...quitados, ...ocultos])], visibles }, marcar);
      if (ok) {
        setPendientes({});
        setQuitados([]);
      }
    },
    () => toast.warning(M.llenarObligatorios),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-6">
        <AvisoSalida sucio={editable && (formState.isDirty || Object.keys(pendientes).length > 0) && !formState.isSubmitSuccessful} />
        <Card>
          <CardContent className="pt-6">
            <SeccionPredial
              editable={editable && nueva}
              clave={clave}
              campo={{ registro: register('clave_catastral'), error: errorEn(formState.errors, 'clave_catastral'), fija: !nueva || !editable }}
            />
          </CardContent>
        </Card>
        <fieldset disabled={bloqueado} className="flex min-w-0 flex-col gap-6">
          <legend className="sr-only">Datos de la torre</legend>
          <Card>
            <CardHeader>
              <CardTitle>Ubicación del predio</CardTitle>
              <CardDescription>{listo ? 'Se llena con lo que registra catastro; corrija lo que haga falta.' : 'Se habilita cuando la clave catastral se encuentra en catastro y su impuesto predial está pagado.'}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <CamposDomicilio editable={!bloqueado} formato="numero" maxNumero={20} />
              {errorEn(formState.errors, 'domicilio') ? <p className="text-sm font-medium text-destructive">{errorEn(formState.errors, 'domicilio')}</p> : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Datos de la torre</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="grid items-start gap-4 sm:grid-cols-2">
                <Campo etiqueta={M.alturaMts} requerido error={errorEn(formState.errors, 'altura_mts')}>
                  {(c) => <Input {...c} type="number" inputMode="decimal" min={0} step="0.01" {...register('altura_mts')} />}
                </Campo>
                <Grupo leyenda="El predio es" requerido error={errorEn(formState.errors, 'tipo_propiedad_id')}>
                  {(a) => (
                    <Controller
                      control={control}
                      name="tipo_propiedad_id"
                      render={({ field }) => (
                        <RadioGroup {...a} ref={field.ref} value={field.value == null ? '' : String(field.value)} disabled={bloqueado} onValueChange={(t) => field.onChange(Number(t))} className="flex flex-wrap gap-4">
                          {TIPOS_PROPIEDAD_DICTAMEN.map((p) => (
                            <Opcion key={p.id} id={`${id}-propiedad-${p.id}`} value={String(p.id)} etiqueta={p.descripcion} disabled={bloqueado} />
                          ))}
                        </RadioGroup>
                      )}
                    />
                  )}
                </Grupo>
              </div>
              <Campo etiqueta={M.referencias} error={errorEn(formState.errors, 'referencias')} ayuda="Entre qué calles o junto a qué se encuentra la torre.">
                {(c) => <Textarea {...c} rows={2} maxLength={500} {...register('referencias')} />}
              </Campo>
              <div className="flex flex-wrap gap-6">
                <Casilla nombre="luz" etiqueta="Cuenta con luz" id={`${id}-luz`} disabled={bloqueado} />
                <Casilla nombre="bardeado" etiqueta="El predio está bardeado" id={`${id}-bardeado`} disabled={bloqueado} />
                <Casilla nombre="renovacion" etiqueta="Es renovación" id={`${id}-renovacion`} disabled={bloqueado} />
              </div>
              {propiedad === PROPIEDAD_DICTAMEN.ARRENDAMIENTO ? <p className="text-sm text-muted-foreground">Adjunte el contrato de arrendamiento en los documentos.</p> : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Medidas y colindancias del predio</CardTitle>
              {errorEn(formState.errors, 'medidas') ? <p className="text-sm font-medium text-destructive">{errorEn(formState.errors, 'medidas')}</p> : null}
            </CardHeader>
            <CardContent>
              <MedidasTorre editable={!bloqueado} />
            </CardContent>
          </Card>
        </fieldset>
        <Card>
          <CardHeader>
            <CardTitle>Fotografías y documentos</CardTitle>
            <CardDescription>Fotografías PNG, JPEG o JPG; documentos en PDF; cada archivo menor a 14 MB. Se guardan al pulsar «{nueva ? M.guardar : M.actualizar}».</CardDescription>
          </CardHeader>
          <CardContent>
            <ArchivosTorre
              slots={visibles}
              requeridos={slotsRequeridos(ctx)}
              guardados={guardados}
              pendientes={pendientes}
              quitados={quitados}
              editable={!bloqueado}
              errores={Object.fromEntries(visibles.map((s) => [s, errorEn(formState.errors, s)]))}
              alElegir={(s, f) =>
                setPendientes((p) => {
                  const n = { ...p };
                  if (f) n[s] = f;
                  else delete n[s];
                  return n;
                })
              }
              alQuitar={(s, q) => setQuitados((p) => (q ? [...new Set([...p, s])] : p.filter((x) => x !== s)))}
            />
          </CardContent>
        </Card>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={alCancelar}>
            <X aria-hidden="true" />
            {editable ? 'Cancelar' : 'Regresar'}
          </Button>
          {editable ? (
            <Button type="submit" disabled={ocupado || bloqueado}>
              <Save aria-hidden="true" />
              {nueva ? M.guardar : M.actualizar}
            </Button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
