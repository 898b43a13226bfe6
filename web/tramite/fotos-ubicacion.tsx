import type { DocumentoTareaDto } from '../../api/tramites/detalle.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import type { Posicion } from '../components/mapa/coordenadas';
import { MapaUbicacion } from '../components/mapa/mapa-diferido';
import type { DocumentoVisible } from '../components/visor';
import { ImagenEstablecimiento } from '../establecimientos/imagen-establecimiento';

/**
 * What a reviewer checks against the place (every procedure about an establishment): the photos,
 * as thumbnails that open in the viewer, and the point on the map.
 */
export function FotosYUbicacion({ fotos, posicion, alVer }: { fotos: readonly DocumentoTareaDto[]; posicion: Posicion | null; alVer: (d: DocumentoVisible) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Fotografías y ubicación</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {fotos.length ? (
          <ul aria-label="Fotografías del establecimiento" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {fotos.map((f) => (
              <li key={f.id}>
                <button
                  type="button"
                  onClick={() => alVer({ id: f.id, nombre: f.etiqueta, nombre_archivo: f.nombre, mime: f.mime })}
                  className="flex w-full flex-col gap-1 rounded-md border border-border p-1 text-left text-sm hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`Ver ${f.etiqueta}`}
                >
                  <span className="block aspect-[4/3] overflow-hidden rounded">
                    <ImagenEstablecimiento imagen={{ url: f.url }} alt="" />
                  </span>
                  <span className="px-1">{f.etiqueta}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">La solicitud no tiene fotografías.</p>
        )}
        {posicion ? (
          <MapaUbicacion posicion={posicion} alElegir={() => undefined} deshabilitado className="h-64" />
        ) : (
          <p className="text-sm text-muted-foreground">La solicitud no indica el punto en el mapa.</p>
        )}
      </CardContent>
    </Card>
  );
}
