import { Controller, useFormContext, type UseFieldArrayReturn } from 'react-hook-form';
import { toast } from '../lib/avisos';
import { Plus, Trash2 } from 'lucide-react';
import { MSG } from '../../domain/common/messages';
import {
  DOCUMENTOS_REPRESENTANTE,
  DOCUMENTOS_TRAMITADOR,
  NOMBRE_DOCUMENTO,
  puedeAgregarRepresentante,
  puedeAgregarTramitador,
  MAX_REPRESENTANTES_FISICA,
  MAX_TRAMITADORES,
  type CodigoDocumento,
} from '../../domain/perfil/schema';
import { errorEn } from '../lib/formularios';
import type { Documento } from '../lib/tipos';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Campo, MensajeError } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { PhoneInput } from '../components/ui/masked-input';
import { CampoArchivo } from '../components/archivos/campo-archivo';
import { claveArchivo, prefijoAmbito } from './archivos';
import { nombreArchivo, type AccionesDocumento, type ArchivosPerfil } from './use-archivos-perfil';
import { personaVacia, type ValoresPerfil } from './valores';

type Prefijo = 'representantes' | 'tramitadores';

interface PersonaProps {
  prefijo: Prefijo;
  indice: number;
  ambito: string;
  titulo: string;
  editable: boolean;
  legalFijo: boolean;
  codigos: readonly CodigoDocumento[];
  documentos: Documento[];
  archivos: ArchivosPerfil;
  acciones: AccionesDocumento;
  alEliminar: () => void;
}

function PersonaFieldset({ prefijo, indice, ambito, titulo, editable, legalFijo, codigos, documentos, archivos, acciones, alEliminar }: PersonaProps) {
  const { register, control, watch, formState } = useFormContext<ValoresPerfil>();
  const ruta = `${prefijo}.${indice}` as const;
  const msg = (campo: string) => errorEn(formState.errors, `${ruta}.${campo}`);
  const id = watch(`${ruta}.id`) as number | undefined;
  const propios = id ? documentos.filter((d) => d.representante_id === id) : [];
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-base font-semibold">{titulo}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <Campo etiqueta="Nombre(s)" error={msg('nombre')} requerido>
          {(c) => <Input {...c} {...register(`${ruta}.nombre`)} />}
        </Campo>
        <Campo etiqueta="Primer apellido" error={msg('apellido1')} requerido>
          {(c) => <Input {...c} {...register(`${ruta}.apellido1`)} />}
        </Campo>
        <Campo etiqueta="Segundo apellido" error={msg('apellido2')}>
          {(c) => <Input {...c} {...register(`${ruta}.apellido2`)} />}
        </Campo>
        <Campo etiqueta="Correo electrónico" error={msg('email')} requerido>
          {(c) => <Input {...c} type="email" {...register(`${ruta}.email`)} />}
        </Campo>
        <Campo etiqueta="Teléfono móvil" error={msg('telefono_movil')}>
          {(c) => <PhoneInput {...c} {...register(`${ruta}.telefono_movil`)} />}
        </Campo>
        <Campo etiqueta="Teléfono fijo" error={msg('telefono_fijo')}>
          {(c) => <PhoneInput {...c} {...register(`${ruta}.telefono_fijo`)} />}
        </Campo>
      </div>
      {prefijo === 'representantes' ? (
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <Controller
              control={control}
              name={`representantes.${indice}.es_representante_legal`}
              render={({ field }) => (
                <Checkbox
                  id={`${ambito}-legal`}
                  checked={legalFijo || Boolean(field.value)}
                  disabled={legalFijo || !editable}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <label htmlFor={`${ambito}-legal`} className="text-sm">
              Representante legal
            </label>
          </div>
          <MensajeError mensaje={msg('es_representante_legal')} />
        </div>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        {codigos.map((codigo) => {
          const clave = claveArchivo(ambito, codigo);
          return (
            <CampoArchivo
              key={codigo}
              etiqueta={NOMBRE_DOCUMENTO[codigo]}
              existentes={propios.filter((d) => d.codigo === codigo)}
              nombreDe={nombreArchivo}
              archivo={archivos.obtener(clave)}
              progreso={archivos.avance(clave)}
              editable={editable}
              reemplaza
              alElegir={(f) => archivos.elegir(clave, f)}
              {...acciones}
            />
          );
        })}
      </div>
      {editable ? (
        <div>
          <Button variant="outline" size="sm" className="text-destructive" onClick={alEliminar}>
            <Trash2 aria-hidden="true" />
            Eliminar {titulo.toLowerCase()}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

interface SeccionProps {
  editable: boolean;
  documentos: Documento[];
  archivos: ArchivosPerfil;
  acciones: AccionesDocumento;
}

/** Representantes (spec 1 §5.4): física up to 3, moral exactly 1 with legal fixed on, at least one. */
export function SeccionRepresentantes({ arreglo, ...p }: SeccionProps & { arreglo: UseFieldArrayReturn<ValoresPerfil, 'representantes', 'clave'> }) {
  const { watch, getValues, setValue, formState } = useFormContext<ValoresPerfil>();
  const tipo = (watch('tipo_persona') ?? 1) as 1 | 2;
  const n = arreglo.fields.length;
  const raiz = formState.errors.representantes as { message?: string; root?: { message?: string } } | undefined;

  const eliminar = (i: number) => {
    if (n <= 1) {
      toast.error(MSG.almenosUnRepresentante);
      return;
    }
    const id = getValues(`representantes.${i}.id`);
    if (id) setValue('delete_representantes', [...(getValues('delete_representantes') ?? []), id], { shouldDirty: true });
    p.archivos.quitar(prefijoAmbito(arreglo.fields[i].clave));
    arreglo.remove(i);
  };

  return (
    <section aria-labelledby="titulo-representantes" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="titulo-representantes" className="text-lg font-semibold">
            {tipo === 2 ? 'Representante legal' : 'Representantes legales'}
          </h2>
          <p className="text-sm text-muted-foreground">
            {tipo === 2 ? 'Una persona moral registra a su representante legal.' : `Registre por lo menos uno y hasta ${MAX_REPRESENTANTES_FISICA}.`}
          </p>
        </div>
        {p.editable ? (
          <Button variant="secondary" disabled={!puedeAgregarRepresentante(tipo, n)} onClick={() => arreglo.append(personaVacia(tipo === 2))}>
            <Plus aria-hidden="true" />
            Agregar representante
          </Button>
        ) : null}
      </div>
      <MensajeError mensaje={raiz?.message ?? raiz?.root?.message} />
      {arreglo.fields.map((f, i) => (
        <PersonaFieldset
          key={f.clave}
          prefijo="representantes"
          indice={i}
          ambito={f.clave}
          titulo={`Representante ${i + 1}`}
          legalFijo={tipo === 2}
          codigos={DOCUMENTOS_REPRESENTANTE}
          alEliminar={() => eliminar(i)}
          {...p}
        />
      ))}
    </section>
  );
}

/** Tramitadores: persona moral only, at most 2 ('IMPOSIBLE AGREGAR MÁS TRAMITADORES'). */
export function SeccionTramitadores({ arreglo, ...p }: SeccionProps & { arreglo: UseFieldArrayReturn<ValoresPerfil, 'tramitadores', 'clave'> }) {
  const { watch, getValues, setValue, formState } = useFormContext<ValoresPerfil>();
  const tipo = (watch('tipo_persona') ?? 1) as 1 | 2;
  if (tipo !== 2) return null;
  const n = arreglo.fields.length;
  const raiz = formState.errors.tramitadores as { message?: string; root?: { message?: string } } | undefined;

  const agregar = () => {
    if (!puedeAgregarTramitador(tipo, n)) {
      toast.error(MSG.imposibleTramitadores);
      return;
    }
    arreglo.append({ nombre: '', apellido1: '', apellido2: '', telefono_fijo: '', telefono_movil: '', email: '' });
  };
  const eliminar = (i: number) => {
    const id = getValues(`tramitadores.${i}.id`);
    if (id) setValue('delete_tramitadores', [...(getValues('delete_tramitadores') ?? []), id], { shouldDirty: true });
    p.archivos.quitar(prefijoAmbito(arreglo.fields[i].clave));
    arreglo.remove(i);
  };

  return (
    <section aria-labelledby="titulo-tramitadores" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="titulo-tramitadores" className="text-lg font-semibold">
            Tramitadores
          </h2>
          <p className="text-sm text-muted-foreground">Personas autorizadas para realizar trámites a nombre de la empresa (hasta {MAX_TRAMITADORES}).</p>
        </div>
        {p.editable ? (
          <Button variant="secondary" onClick={agregar}>
            <Plus aria-hidden="true" />
            Agregar tramitador
          </Button>
        ) : null}
      </div>
      <MensajeError mensaje={raiz?.message ?? raiz?.root?.message} />
      {n === 0 ? <p className="text-sm text-muted-foreground">Sin tramitadores registrados.</p> : null}
      {arreglo.fields.map((f, i) => (
        <PersonaFieldset
          key={f.clave}
          prefijo="tramitadores"
          indice={i}
          ambito={f.clave}
          titulo={`Tramitador ${i + 1}`}
          legalFijo={false}
          codigos={DOCUMENTOS_TRAMITADOR}
          alEliminar={() => eliminar(i)}
          {...p}
        />
      ))}
    </section>
  );
}
