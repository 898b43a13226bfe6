import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { ConstanciaDto } from '../../api/usosuelo/usosuelo.schemas';
import { ESTATUS } from '../../domain/tramite/estatus';
import { MSG_US, MSG_US_EXTRA } from '../../domain/usosuelo/mensajes';
import { FORMULARIO_VACIO } from '../../domain/usosuelo/schema';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Cargando } from '../components/ui/skeleton';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { qkUsoSuelo, useConstancias } from './consultas';
import { FormularioConstancia } from './formulario-constancia';

/**
 * /admin/usosuelo/solicitud?establecimiento={id} (spec 3 §2.1 usosuelo/solicitud, §2.4): the
 * request of a land-use certificate for one establishment, when the rule allows a new one (spec 1 §4.4).
 */
export function SolicitudUsoSueloPage() {
  const [params] = useSearchParams();
  const locacionId = Number(params.get('establecimiento'));
  const navegar = useNavigate();
  const lista = useConstancias(locacionId, 1);
  const crear = useAccion({
    llamar: (v: Parameters<Parameters<typeof FormularioConstancia>[0]['alGuardar']>[0]) => api.post<ConstanciaDto>(`/api/nueva-constancia-uso-suelo/create/${locacionId}`, v),
    invalidar: [qkUsoSuelo.lista(locacionId)],
  });

  const volver = (
    <Link to="/admin/establecimientos" className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      Mis establecimientos
    </Link>
  );
  const est = lista.data?.establecimiento;
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo={MSG_US_EXTRA.tituloSolicitud} descripcion={est ? `${est.nombre_comercial} · Clave ${est.external_id}` : undefined} acciones={volver} />
      {lista.isLoading ? (
        <Cargando filas={3} />
      ) : !lista.data ? (
        <Alert variant="destructive">No fue posible cargar el establecimiento.</Alert>
      ) : !lista.data.nueva.permitida ? (
        <Alert variant="warning" title="No puede solicitar otra constancia">
          {lista.data.nueva.motivo}
        </Alert>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Datos de la constancia</CardTitle>
            <CardDescription>Desarrollo Urbano verificará el uso de suelo; después podrá pagar los derechos en línea.</CardDescription>
          </CardHeader>
          <CardContent>
            <FormularioConstancia
              inicial={FORMULARIO_VACIO}
              editable
              guardar={MSG_US.guardar}
              ocupado={crear.ocupado}
              alGuardar={async (v, setError) => {
                const r = await crear.ejecutar(v);
                if (r.ok) return void navegar(`/admin/establecimientos/uso-suelo/${r.datos.id}`);
                for (const [campo, message] of r.campos) setError(campo as 'sector_id', { type: 'server', message });
                // Saved but not sent (the API could not reach the workflow): its page offers to send it.
                const borrador = (await lista.refetch()).data?.data.find((c) => c.estatus_general === ESTATUS.BORRADOR);
                if (borrador) void navegar(`/admin/establecimientos/uso-suelo/${borrador.id}`);
              }}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
