import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CamposAnuncio } from './campos-anuncio';
import { FilasAnuncio } from './filas-anuncio';

interface Props {
  /** the rows' field: arreglo_anuncios (establishment) or anuncio_detalle (public road) */
  nombre: 'arreglo_anuncios' | 'anuncio_detalle';
  renovacion: boolean;
  deshabilitado?: boolean;
  onEliminarGuardada?: (id: number) => Promise<void>;
  /** the establishment's form offers a sign away from it (otro_domicilio) */
  conOtroDomicilio?: boolean;
}

/** The two sections both sign forms show: the rows by type, and the sign's own data (spec 3 §3.1–3.2, §5.2). */
export function SeccionesAnuncio({ nombre, renovacion, deshabilitado, onEliminarGuardada, conOtroDomicilio }: Props) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Detalle del anuncio</CardTitle>
          <CardDescription>Tipo, medidas en metros, material y caras de cada elemento del anuncio.</CardDescription>
        </CardHeader>
        <CardContent>
          <FilasAnuncio nombre={nombre} renovacion={renovacion} deshabilitado={deshabilitado} onEliminarGuardada={onEliminarGuardada} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Datos del anuncio</CardTitle>
        </CardHeader>
        <CardContent>
          <CamposAnuncio deshabilitado={deshabilitado} conOtroDomicilio={conOtroDomicilio} />
        </CardContent>
      </Card>
    </>
  );
}
