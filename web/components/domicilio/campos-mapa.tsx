import { useFormContext } from 'react-hook-form';
import { errorEn } from '../../lib/formularios';
import { aPosicion, type Posicion } from '../mapa/coordenadas';
import { MapaUbicacion } from '../mapa/mapa-ubicacion';
import { Campo } from '../ui/form-field';
import { Input } from '../ui/input';

/** The point of the address: a click on the map or the typed coordinates (spec 1 §7.6, §9); `activo` lets the map take clicks. */
export function CamposMapa({ prefijo = 'domicilio', editable, activo }: { prefijo?: string; editable: boolean; activo: boolean }) {
  const { register, watch, setValue, formState } = useFormContext();
  const lat = `${prefijo}.latitud`;
  const lng = `${prefijo}.longitud`;
  const o = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const alElegirPunto = (p: Posicion) => {
    setValue(lat, p.lat, o);
    setValue(lng, p.lng, o);
  };
  return (
    <>
      <MapaUbicacion posicion={aPosicion(watch(lat), watch(lng))} alElegir={alElegirPunto} deshabilitado={!editable || !activo} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Campo etiqueta="Latitud" error={errorEn(formState.errors, lat)} requerido ayuda="Grados decimales, por ejemplo 18.520326">
          {(c) => <Input {...c} type="number" inputMode="decimal" step="any" min={-90} max={90} {...register(lat)} />}
        </Campo>
        <Campo etiqueta="Longitud" error={errorEn(formState.errors, lng)} requerido ayuda="Grados decimales, por ejemplo -88.305718">
          {(c) => <Input {...c} type="number" inputMode="decimal" step="any" min={-180} max={180} {...register(lng)} />}
        </Campo>
      </div>
    </>
  );
}
