import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { CamposDomicilio } from '../components/domicilio/campos-domicilio';
import { CamposMapa } from '../components/domicilio/campos-mapa';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';

/**
 * Datos de Ubicación (spec 3 §2.6, §3.5 ubicacion): where the billboard stands — the address by
 * catalogue (the cadastre fills it from the key) and its point on the map (a click also fills the
 * address). The ids are stored as numbers (domicilioDictamenSchema).
 */
export function SeccionUbicacion({ editable }: { editable: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{M.datosUbicacion}</CardTitle>
        <CardDescription>Con clave catastral, el domicilio se llena con los datos de catastro. Marque en el mapa el punto donde se instala el anuncio.</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset disabled={!editable} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
          <legend className="sr-only">Domicilio del anuncio</legend>
          <CamposDomicilio prefijo="ubicacion" editable={editable} formato="numero" maxNumero={20} />
          <CamposMapa prefijo="ubicacion" editable={editable} activo={editable} formato="numero" />
        </fieldset>
      </CardContent>
    </Card>
  );
}
