import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { MSG_FISCALIZACION_EXTRA as MSGX } from '../../domain/fiscalizacion/mensajes';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Cargando } from '../components/ui/skeleton';
import { AccionesFiscalizacion } from './acciones-licencia';
import { useEstablecimientosHorario, type EstablecimientoHorario } from './consultas';

const TIPOS: Record<number, string> = { 1: 'Tienda', 2: 'Bar o cantina', 3: 'Restaurante bar u hotel con restaurante bar', 4: 'Discoteca' };

function Establecimiento({ e }: { e: EstablecimientoHorario }) {
  const tipo = e.giro_opb.giro_tipo_patente?.establecimiento_id;
  return (
    <Card role="region" aria-label={e.nombre_comercial}>
      <CardHeader>
        <CardTitle>{e.nombre_comercial}</CardTitle>
        <CardDescription>
          {e.external_id} · {e.giro_opb.descripcion}
          {tipo ? ` · ${TIPOS[tipo] ?? `Tipo ${tipo}`}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {e.elegible && e.licencia_id ? (
          <div className="flex flex-wrap gap-2">
            <AccionesFiscalizacion licenciaId={e.licencia_id} establecimiento={e} datos={e} tamano="default" />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{e.motivo ?? MSGX.noElegible}</p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /admin/horarios-extraordinarios (the ventanilla's 'Horario extraordinario de venta de alcohol' and
 * 'Permiso de música en vivo'): the taxpayer's licensed establishments, with the requests of those
 * that may ask and, for the others, why not.
 */
export function HorariosExtraordinariosPage() {
  const lista = useEstablecimientosHorario();
  const todos = lista.data ?? [];
  const elegibles = todos.filter((e) => e.elegible);
  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo={MSGX.tituloMisSolicitudes}
        descripcion="Solicite horario extraordinario de venta de bebidas alcohólicas o permiso de música en vivo para un establecimiento con licencia de funcionamiento vigente."
      />
      {lista.isLoading ? <Cargando filas={4} /> : null}
      {lista.isError ? <Alert variant="destructive">No fue posible consultar sus establecimientos.</Alert> : null}
      {lista.isSuccess && !todos.length ? (
        <Alert variant="info" title="No tiene establecimientos con licencia de funcionamiento">
          <p>Para solicitar horario extraordinario o música en vivo, su establecimiento necesita una licencia de funcionamiento emitida.</p>
          <Link to="/admin/establecimientos" className={`${buttonVariants({ variant: 'outline', size: 'sm' })} mt-2`}>
            <Store aria-hidden="true" />
            Mis establecimientos
          </Link>
        </Alert>
      ) : null}
      {lista.isSuccess && todos.length > 0 && !elegibles.length ? (
        <Alert variant="warning" title="Ninguno de sus establecimientos puede solicitarlo por ahora">
          Se requiere una licencia de funcionamiento emitida (aprobada y firmada), que no sea una renovación, y una actividad que requiera licencia de bebidas alcohólicas. Abajo se indica el motivo de cada establecimiento.
        </Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {[...elegibles, ...todos.filter((e) => !e.elegible)].map((e) => (
          <Establecimiento key={e.id} e={e} />
        ))}
      </div>
    </div>
  );
}
