import { useFormContext, useWatch } from 'react-hook-form';
import { esHoteleria, requierePatente } from '../../../domain/catalogos/establecimientos';
import { idsDeGiros, reglaSare } from '../../../domain/licencia/reglas';
import { hoyCancun } from '../../../domain/tramite/fechas';
import type { LicenciaFormInput } from '../../../domain/licencia/schema';
import { errorEn } from '../../lib/formularios';
import { Alert } from '../../components/ui/alert';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PhoneInput } from '../../components/ui/masked-input';
import { CamposActividades } from './campos-actividades';
import { CamposAlcohol } from './campos-alcohol';
import { useCategorias, useMeses, useSubtiposLocal, useTiposLocal, useTiposPropiedad } from './consultas';
import { Casilla, Opciones, SelectId } from './controles';
import type { EstadoZofemat } from '../../tramite/predio/use-zofemat';
import { CAMPOS_GIROS, girosDe, num } from './valores';

/** What the section shows or hides by: the local type, a branch, a market opening. */
const CAMPOS_SECCION = ['tipo_local_id', 'sucursal', 'mercado_apertura'] as const;
/** What the SARE rule reads (the activities and the surface). */
const CAMPOS_SARE = ['tipo_proceso_id', 'superficie_m2', ...CAMPOS_GIROS] as const;

/** Hotel and alcohol fields by the activities (the values of CAMPOS_GIROS). */
function porGiros(valores: readonly unknown[]) {
  const giros = idsDeGiros(girosDe(valores));
  return { hotel: esHoteleria(giros), alcohol: requierePatente(giros) };
}

/** The SARE move message for the values of CAMPOS_SARE, or null when the request stays. */
function mensajeSare([proceso, superficieM2, ...giros]: readonly unknown[]): string | null {
  const superficie = Number(String(superficieM2 ?? '').replace(',', '.'));
  // spec 1 §1: a SARE request above 300 m2 (or with alcohol) moves to Licencias; the server moves it too.
  const sare = reglaSare({ tipo_proceso_id: Number(proceso), superficie_m2: Number.isFinite(superficie) ? superficie : 0, ...girosDe(giros) });
  return sare.cambiado && sare.mensaje ? sare.mensaje : null;
}

/** The SARE warning on its own: the surface is typed, and only this renders again while it is. */
function AvisoSare() {
  const { control } = useFormContext<LicenciaFormInput>();
  const mensaje = useWatch({ control, name: CAMPOS_SARE, compute: mensajeSare });
  return mensaje ? <Alert variant="warning">{mensaje}</Alert> : null;
}

/** Datos de Establecimiento (spec 1 §2.10, §3 Licence form fields, §5.6). */
export function SeccionEstablecimiento({ editable, zofemat, alReintentarZofemat }: { editable: boolean; zofemat: EstadoZofemat; alReintentarZofemat: () => void }) {
  const { register, control, setValue, formState } = useFormContext<LicenciaFormInput>();
  const msg = (r: string) => errorEn(formState.errors, r);
  const propiedad = useTiposPropiedad();
  const categorias = useCategorias();
  const locales = useTiposLocal();
  const meses = useMeses();
  const [tipoLocalId, sucursalValor, mercadoApertura] = useWatch({ control, name: CAMPOS_SECCION });
  const tipoLocal = num(tipoLocalId);
  const subtipos = useSubtiposLocal(tipoLocal);

  const { hotel, alcohol } = useWatch({ control, name: CAMPOS_GIROS, compute: porGiros });
  const sucursal = sucursalValor === true;
  // spec 1 §3: a market opening is local type 2 and its market is the subtype (Datos del mercado).
  const mercado = mercadoApertura === true;
  const cargando = (q: { isPending: boolean }, texto: string) => (q.isPending ? 'Cargando…' : texto);

  return (
    <section aria-labelledby="titulo-establecimiento" className="flex flex-col gap-4">
      <h2 id="titulo-establecimiento" className="text-lg font-semibold">
        Datos de Establecimiento
      </h2>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Campo etiqueta="Nombre comercial" error={msg('nombre_comercial')} requerido>
          {(c) => <Input {...c} maxLength={200} autoComplete="organization" {...register('nombre_comercial')} />}
        </Campo>
        <Campo etiqueta="Fecha de alta en hacienda" error={msg('fecha_alta_hacienda')} requerido ayuda="La fecha de alta de la actividad ante el SAT.">
          {(c) => <Input {...c} type="date" max={hoyCancun()} {...register('fecha_alta_hacienda')} />}
        </Campo>
      </div>

      <CamposActividades editable={editable} zofemat={zofemat} alReintentarZofemat={alReintentarZofemat} />
      {alcohol ? <CamposAlcohol editable={editable} /> : null}

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Campo etiqueta="Tipo de propiedad" error={msg('tipo_propiedad_id')} requerido>
          {(c) => (
            <SelectId nombre="tipo_propiedad_id" control={c} disabled={!editable}>
              <Opciones items={propiedad.data} vacio={cargando(propiedad, 'Seleccione el tipo de propiedad')} />
            </SelectId>
          )}
        </Campo>
        <Campo etiqueta="Categoría" error={msg('categoria_id')} requerido ayuda={sucursal ? 'Una sucursal se registra con la categoría Sucursal.' : undefined}>
          {(c) => (
            <SelectId nombre="categoria_id" control={c} disabled={!editable || sucursal}>
              <Opciones items={categorias.data} vacio={cargando(categorias, 'Seleccione la categoría')} />
            </SelectId>
          )}
        </Campo>
        <Campo etiqueta="Tipo de local" error={msg('tipo_local_id')} requerido>
          {(c) => (
            <SelectId nombre="tipo_local_id" control={c} disabled={!editable || mercado} alCambiar={() => setValue('tipo_local_detalle_id', null, { shouldDirty: true })}>
              <Opciones items={locales.data} vacio={cargando(locales, 'Seleccione el tipo de local')} />
            </SelectId>
          )}
        </Campo>
        {/* A market opening's subtype is its market (Datos del mercado). */}
        {mercado ? null : (
          <Campo etiqueta="Subtipo de local" error={msg('tipo_local_detalle_id')} requerido>
            {(c) => (
              <SelectId nombre="tipo_local_detalle_id" control={c} disabled={!editable || tipoLocal === null}>
                <Opciones items={subtipos.data} vacio={tipoLocal === null ? 'Primero elija el tipo de local' : cargando(subtipos, 'Seleccione el subtipo de local')} />
              </SelectId>
            )}
          </Campo>
        )}
        {/* The stalls of a market opening are asked in Datos del mercado. */}
        {mercado ? null : (
          <Campo etiqueta="Número de local" error={msg('local')} ayuda="Opcional, si el local tiene número.">
            {(c) => <Input {...c} maxLength={50} {...register('local')} />}
          </Campo>
        )}
        <Campo etiqueta="Teléfono de oficina" error={msg('telefono_oficina')} requerido>
          {(c) => <PhoneInput {...c} {...register('telefono_oficina')} />}
        </Campo>
        <Campo etiqueta="Superficie en m²" error={msg('superficie_m2')} requerido>
          {(c) => <Input {...c} type="number" inputMode="decimal" min={0} step="any" {...register('superficie_m2')} />}
        </Campo>
        <Campo etiqueta="Número de empleados" error={msg('numero_empleados')} requerido>
          {(c) => <Input {...c} type="number" inputMode="numeric" min={1} max={99999} step={1} {...register('numero_empleados')} />}
        </Campo>
        <Campo etiqueta="Cajones de estacionamiento" error={msg('cajones_estacionamiento')} requerido>
          {(c) => <Input {...c} type="number" inputMode="numeric" min={0} max={99999} step={1} {...register('cajones_estacionamiento')} />}
        </Campo>
        <Campo etiqueta="Inversión estimada" error={msg('inversion_estimada')} requerido ayuda="En pesos, por ejemplo 150000.00">
          {(c) => <Input {...c} inputMode="decimal" placeholder="$0.00" {...register('inversion_estimada')} />}
        </Campo>
        {hotel ? (
          <Campo etiqueta="Número de habitaciones" error={msg('numero_habitaciones')} requerido>
            {(c) => <Input {...c} type="number" inputMode="numeric" min={1} max={99999} step={1} {...register('numero_habitaciones')} />}
          </Campo>
        ) : null}
        <Campo etiqueta="Mes de pago de residuos sólidos" error={msg('mes_pago_residuos')} requerido>
          {(c) => (
            <SelectId nombre="mes_pago_residuos" control={c} disabled={!editable} texto>
              <Opciones items={meses.data} vacio={cargando(meses, 'Seleccione el mes')} />
            </SelectId>
          )}
        </Campo>
      </div>
      <AvisoSare />
      <div className="flex flex-col gap-3">
        <Casilla nombre="tiene_uso_suelo" id="tiene-uso-suelo" etiqueta="Cuenta con constancia de uso de suelo" disabled={!editable} />
        <Casilla nombre="horario_extendido" id="horario-extendido" etiqueta="Horario extendido" disabled={!editable} />
      </div>
    </section>
  );
}
