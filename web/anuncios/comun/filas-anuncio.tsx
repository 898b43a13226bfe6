import { useId, useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { MENSAJES_ANUNCIO } from '../../../domain/anuncios/mensajes';
import { camposDeTipo, esAltoRiesgo, mesFijo } from '../../../domain/anuncios/reglas';
import { hoyCancun } from '../../../domain/tramite/fechas';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Campo, Grupo, MensajeError } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Opcion, RadioGroup } from '../../components/ui/radio-group';
import { Opciones } from '../../components/ui/select-campo';
import { errorEn } from '../../lib/formularios';
import { useMaterialesAnuncio, useTiposAnuncio, type ItemAnuncio } from './consultas';
import { aNumero, SelectNumero } from './controles';

type NombreFilas = 'arreglo_anuncios' | 'anuncio_detalle';

interface Props {
  nombre: NombreFilas;
  /** the sign renews a past permit (a type 1 renewal in November has its month fixed at 12) */
  renovacion: boolean;
  deshabilitado?: boolean;
  /** a saved row (with id) is removed on the server first (DELETE …/detalle); unsaved rows just go */
  onEliminarGuardada?: (id: number) => Promise<void>;
}

/** A new, empty detail row (spec 3 §3.2 detail row). */
export const FILA_VACIA = {
  tipo_anuncio_id: null,
  largo: null,
  ancho: null,
  material_id: null,
  caras: 1,
  pieza: null,
  mes: null,
  dia: null,
  movimiento_rotatorio: null,
} as const;

const MESES = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, label: String(i + 1) }));

interface PropsFila {
  nombre: NombreFilas;
  indice: number;
  renovacion: boolean;
  deshabilitado: boolean;
  tipos: readonly ItemAnuncio[] | undefined;
  materiales: readonly ItemAnuncio[] | undefined;
  alQuitar: (() => void) | null;
}

/** One detail row: type, Alto, Ancho, Material, Caras; Pieza, Mes, Día and the rotation by type (spec 3 §5.2). */
function Fila({ nombre, indice, renovacion, deshabilitado, tipos, materiales, alQuitar }: PropsFila) {
  const { register, control, setValue, formState } = useFormContext();
  const ruta = `${nombre}.${indice}`;
  const n = (c: string) => `${ruta}.${c}`;
  const e = (c: string) => errorEn(formState.errors, n(c));
  const tipo = aNumero(useWatch({ control, name: n('tipo_anuncio_id') }));
  const campos = camposDeTipo(tipo);
  const fijo = tipo === null ? null : mesFijo(tipo, renovacion, hoyCancun());
  const idTitulo = useId();
  const idRot = useId();
  const numero = { setValueAs: aNumero };

  // The fields a type does not ask for are emptied, so no stale value is sent.
  const alCambiarTipo = (t: number | null) => {
    const c = camposDeTipo(t);
    const op = { shouldDirty: true };
    if (!c.pieza) setValue(n('pieza'), null, op);
    if (!c.mes) setValue(n('mes'), null, op);
    if (!c.dia) setValue(n('dia'), null, op);
    if (!c.rotacion) setValue(n('movimiento_rotatorio'), null, op);
    const f = t === null ? null : mesFijo(t, renovacion, hoyCancun());
    if (f !== null) setValue(n('mes'), f, op);
  };

  return (
    <section role="group" aria-labelledby={idTitulo} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex items-center justify-between gap-2">
        <h4 id={idTitulo} className="font-semibold">
          Detalle {indice + 1}
        </h4>
        {alQuitar && !deshabilitado ? (
          <Button type="button" size="sm" variant="ghost" className="text-destructive" onClick={alQuitar}>
            <Trash2 aria-hidden="true" />
            Quitar detalle {indice + 1}
          </Button>
        ) : null}
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Campo etiqueta="Tipo de anuncio" requerido error={e('tipo_anuncio_id')} className="sm:col-span-2 lg:col-span-1">
          {(c) => (
            <SelectNumero nombre={n('tipo_anuncio_id')} control={c} disabled={deshabilitado} alCambiar={alCambiarTipo}>
              <Opciones items={tipos} vacio="Seleccione el tipo" />
            </SelectNumero>
          )}
        </Campo>
        <Campo etiqueta="Alto" requerido error={e('largo')} ayuda="Metros.">
          {(c) => <Input {...c} type="number" inputMode="decimal" min={0} step="0.01" disabled={deshabilitado} {...register(n('largo'), numero)} />}
        </Campo>
        <Campo etiqueta="Ancho" requerido error={e('ancho')} ayuda="Metros.">
          {(c) => <Input {...c} type="number" inputMode="decimal" min={0} step="0.01" disabled={deshabilitado} {...register(n('ancho'), numero)} />}
        </Campo>
        <Campo etiqueta="Material" requerido error={e('material_id')}>
          {(c) => (
            <SelectNumero nombre={n('material_id')} control={c} disabled={deshabilitado}>
              <Opciones items={materiales} vacio="Seleccione el material" />
            </SelectNumero>
          )}
        </Campo>
        <Campo etiqueta="Caras/vistas/pantallas" requerido error={e('caras')}>
          {(c) => <Input {...c} type="number" inputMode="numeric" min={1} step={1} disabled={deshabilitado} {...register(n('caras'), numero)} />}
        </Campo>
        {campos.pieza ? (
          <Campo etiqueta="Pieza" requerido error={e('pieza')} ayuda="Número de piezas.">
            {(c) => <Input {...c} type="number" inputMode="numeric" min={1} step={1} disabled={deshabilitado} {...register(n('pieza'), numero)} />}
          </Campo>
        ) : null}
        {campos.mes ? (
          <Campo etiqueta="Mes" requerido error={e('mes')} ayuda={fijo !== null ? MENSAJES_ANUNCIO.mesFijo : 'Número de meses.'}>
            {(c) => (
              <SelectNumero nombre={n('mes')} control={c} disabled={deshabilitado || fijo !== null}>
                <Opciones items={MESES} vacio="Seleccione" />
              </SelectNumero>
            )}
          </Campo>
        ) : null}
        {campos.dia ? (
          <Campo etiqueta="Día" requerido error={e('dia')} ayuda="Número de días.">
            {(c) => <Input {...c} type="number" inputMode="numeric" min={1} step={1} disabled={deshabilitado} {...register(n('dia'), numero)} />}
          </Campo>
        ) : null}
      </div>
      {campos.rotacion ? (
        <Grupo leyenda="Movimiento rotatorio" requerido error={e('movimiento_rotatorio')}>
          {(a) => (
            <Controller
              control={control}
              name={n('movimiento_rotatorio')}
              render={({ field }) => (
                <RadioGroup
                  {...a}
                  ref={field.ref}
                  value={field.value === true ? 'electrico' : field.value === false ? 'viento' : ''}
                  onValueChange={(v) => field.onChange(v === 'electrico')}
                  disabled={deshabilitado}
                >
                  <Opcion id={`${idRot}-e`} value="electrico" etiqueta="Por mecanismo eléctrico" disabled={deshabilitado} />
                  <Opcion id={`${idRot}-v`} value="viento" etiqueta="Por acción del viento" disabled={deshabilitado} />
                </RadioGroup>
              )}
            />
          )}
        </Grupo>
      ) : null}
    </section>
  );
}

/**
 * The detail rows of a sign (spec 3 §3.1 arreglo_anuncios, §3.2 anuncio_detalle): one section per
 * row with its type, Alto, Ancho, Material and Caras, and Pieza, Mes, Día or the rotation as the
 * type asks (domain camposDeTipo); 'Agregar detalle' adds a row, a saved row is removed on the
 * server first. A row of type 2 or 10 makes the sign high risk: the notice says so.
 */
export function FilasAnuncio({ nombre, renovacion, deshabilitado = false, onEliminarGuardada }: Props) {
  const { control, getValues, formState } = useFormContext();
  // keyName: the saved row's own `id` stays in the values.
  const filas = useFieldArray({ control, name: nombre, keyName: 'clave' });
  const tipos = useTiposAnuncio();
  const materiales = useMaterialesAnuncio();
  const [quitando, setQuitando] = useState(false);
  const valores = (useWatch({ control, name: nombre }) ?? []) as { tipo_anuncio_id?: unknown }[];
  const riesgo = esAltoRiesgo(valores.map((f) => ({ tipo_anuncio_id: aNumero(f?.tipo_anuncio_id) })));

  const quitar = async (i: number) => {
    const id = aNumero(getValues(`${nombre}.${i}.id`));
    if (id !== null && onEliminarGuardada) {
      setQuitando(true);
      try {
        await onEliminarGuardada(id);
      } catch {
        return;
      } finally {
        setQuitando(false);
      }
    }
    filas.remove(i);
  };

  return (
    <div className="flex flex-col gap-3">
      {riesgo ? (
        <Alert variant="warning" title={MENSAJES_ANUNCIO.altoRiesgo}>
          Un anuncio autosoportado o una pantalla electrónica requiere la carta responsiva de terceros y, salvo en una renovación, la memoria de cálculo estructural (PDF).
        </Alert>
      ) : null}
      {filas.fields.map((f, i) => (
        <Fila
          key={f.clave}
          nombre={nombre}
          indice={i}
          renovacion={renovacion}
          deshabilitado={deshabilitado || quitando}
          tipos={tipos.data}
          materiales={materiales.data}
          alQuitar={filas.fields.length > 1 ? () => void quitar(i) : null}
        />
      ))}
      <MensajeError mensaje={errorEn(formState.errors, nombre)} />
      {deshabilitado ? null : (
        <div>
          <Button type="button" variant="outline" onClick={() => filas.append({ ...FILA_VACIA })}>
            <Plus aria-hidden="true" />
            Agregar detalle
          </Button>
        </div>
      )}
    </div>
  );
}
