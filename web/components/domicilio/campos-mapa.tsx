import { useFormContext, useWatch } from 'react-hook-form';
import { direccionEnTexto } from '../../../domain/common/geocodificacion';
import { errorEn } from '../../lib/formularios';
import { aPosicion, type Posicion } from '../mapa/coordenadas';
import { camposDeDireccion } from '../mapa/geocodificacion';
import { MapaUbicacion } from '../mapa/mapa-diferido';
import { useCercaDeLaVista } from '../montaje-diferido';
import { useGeocodificacion, type EstadoBusqueda } from '../mapa/use-geocodificacion';
import { Campo } from '../ui/form-field';
import { Input } from '../ui/input';
import type { FormatoId } from './cascada';

/** What the look-up of the last click found, said under the map (spec 1 §7.6, §8). */
function AvisoGeocodificacion({ estado }: { estado: EstadoBusqueda }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p role="status" className="text-muted-foreground">
        {estado.fase === 'buscando' ? 'Buscando el domicilio del punto…' : null}
        {estado.fase === 'hallada' ? `Domicilio del punto: ${direccionEnTexto(estado.direccion)}. Revise los campos del domicilio.` : null}
      </p>
      {estado.fase === 'aviso' ? (
        <>
          {/* The spec's own words (spec 1 §8), in place of the original's browser alert. */}
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
            {estado.mensaje}
          </p>
          <p className="text-muted-foreground">Las coordenadas se marcaron; elija el domicilio en los campos.</p>
        </>
      ) : null}
    </div>
  );
}

/**
 * The point of the address: a click on the map or the typed coordinates (spec 1 §7.6, §9); `activo`
 * lets the map take clicks. A click also fills the address fields of CamposDomicilio (same
 * `prefijo`, ids stored as `formato`) from the geocoder, so its selects show the found street.
 */
export function CamposMapa({ prefijo = 'domicilio', editable, activo, formato = 'numero' }: { prefijo?: string; editable: boolean; activo: boolean; formato?: FormatoId }) {
  const { register, control, setValue, getValues, formState } = useFormContext();
  const geo = useGeocodificacion();
  // Leaflet (its chunk, its start and its tiles) waits until the map is near the screen,
  // or until it takes clicks (`activo`): then the person is filling the form and gets there soon.
  const vista = useCercaDeLaVista<HTMLDivElement>();
  const montado = vista.cerca || activo;
  const lat = `${prefijo}.latitud`;
  const lng = `${prefijo}.longitud`;
  // Subscribed here, not in the whole form: typing a coordinate renders the map and its fields only.
  const latitud: unknown = useWatch({ control, name: lat });
  const longitud: unknown = useWatch({ control, name: lng });
  const o = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const alElegirPunto = (p: Posicion) => {
    // The coordinates are set whatever the geocoder answers (spec 1 §8: its failures only warn).
    setValue(lat, p.lat, o);
    setValue(lng, p.lng, o);
    void geo.buscar(p).then((d) => {
      if (!d) return;
      for (const [campo, valor] of camposDeDireccion(d, formato, prefijo, (c) => getValues(c))) setValue(campo, valor, o);
    });
  };
  return (
    <>
      {montado ? (
        <MapaUbicacion posicion={aPosicion(latitud, longitud)} alElegir={alElegirPunto} deshabilitado={!editable || !activo} />
      ) : (
        // The box MapaUbicacion shows while Leaflet loads, so nothing moves when it mounts.
        <div ref={vista.ref} role="status" className="flex h-80 items-center justify-center rounded-md border border-input bg-muted text-sm text-muted-foreground">
          Cargando el mapa…
        </div>
      )}
      <AvisoGeocodificacion estado={geo.estado} />
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
