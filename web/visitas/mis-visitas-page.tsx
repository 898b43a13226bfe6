import { useState } from 'react';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { RESULTADOS_VISITA } from '../../domain/visitas/tipos';
import { hoyCancun } from '../../domain/tramite/fechas';
import { Encabezado } from '../components/layout/encabezado';
import { Badge } from '../components/ui/badge';
import { Card, CardContent } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Cargando } from '../components/ui/skeleton';
import { formatearHora } from '../lib/formato';
import { pendiente, useMisVisitas } from './consultas';

/** 'Mis visitas': the day's visits of the signed-in brigadista, in the order of the route. */
export function MisVisitasPage() {
  const [fecha, setFecha] = useState(hoyCancun());
  const visitas = useMisVisitas(fecha);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <Encabezado titulo="Mis visitas" descripcion="Visitas de inspección asignadas, en el orden sugerido del recorrido." />
      <Campo etiqueta="Día" className="max-w-48">
        {(c) => <Input {...c} type="date" value={fecha} onChange={(e) => e.target.value && setFecha(e.target.value)} />}
      </Campo>
      {visitas.isLoading ? (
        <Cargando filas={3} />
      ) : !visitas.data?.length ? (
        <p className="text-muted-foreground">No tiene visitas asignadas este día.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Recorrido del día">
          {visitas.data.map((v, i) => (
            <li key={v.id}>
              <Card>
                <CardContent className="flex flex-col gap-2 pt-4">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-semibold">
                      {i + 1}. {v.establecimiento.nombre_comercial}
                    </p>
                    <Badge variant={pendiente(v) ? 'info' : 'secondary'}>{v.resultado ? RESULTADOS_VISITA[v.resultado.resultado] : pendiente(v) ? 'Pendiente' : 'Cerrada'}</Badge>
                  </div>
                  <p className="flex items-center gap-1 text-sm">
                    <MapPin aria-hidden="true" className="size-4" />
                    {v.establecimiento.domicilio}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {v.tipo_texto} · {formatearHora(v.ventana_inicio)} a {formatearHora(v.ventana_fin)} · {v.folio}
                  </p>
                  <p className="text-sm">{v.motivo}</p>
                  <Link to={`/admin/visitas/${v.id}`} className="mt-1 inline-flex min-h-11 items-center justify-center rounded-md bg-primary px-4 font-semibold text-primary-foreground">
                    {pendiente(v) ? 'Realizar visita' : 'Ver visita'}
                    <span className="sr-only"> a {v.establecimiento.nombre_comercial}</span>
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
