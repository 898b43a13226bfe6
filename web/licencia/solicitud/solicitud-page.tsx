import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { MSG_LIC } from '../../../domain/licencia/mensajes';
import { ApiError } from '../../lib/api';
import { esContribuyente, useSesionActiva } from '../../lib/sesion';
import { Encabezado } from '../../components/layout/encabezado';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Cargando } from '../../components/ui/skeleton';
import { useEstablecimiento } from './consultas';
import { FormSolicitud } from './form-solicitud';
import { estadoSolicitud, licenciaActual, num, parametrosSolicitud } from './valores';
import { OBJETIVO_MINIMO } from '../../components/ui/enlace';

/**
 * /admin/establecimientos/solicitud?tipo=1|2[&sucursal=1][&mercado=1][&catastral=] (new request) and
 * /admin/establecimientos/solicitud/:idSolicitud (the establishment's request): spec 1 §2.10.
 */
export function SolicitudPage() {
  const sesion = useSesionActiva();
  const { idSolicitud } = useParams();
  const [q] = useSearchParams();
  const location = useLocation();
  const id = num(idSolicitud);
  const detalle = useEstablecimiento(id);
  const parametros = parametrosSolicitud(q);
  const avisoInicial = (location.state as { aviso?: string } | null)?.aviso ?? null;
  const contribuyenteId = sesion.contribuyente?.id;

  const d = detalle.data ?? null;
  const lic = licenciaActual(d);
  const tipo = d?.tipo_proceso_id ?? parametros.tipo_proceso_id;
  const sucursal = d ? d.categoria_id === 3 || d.sucursal === true : parametros.sucursal;
  const mercado = d ? d.mercado_apertura : parametros.mercado;
  const insignias = (
    <>
      <Badge variant="secondary">{tipo === 2 ? 'SARE' : 'Licencias de Funcionamiento'}</Badge>
      {sucursal ? <Badge variant="outline">Sucursal</Badge> : null}
      {mercado ? <Badge variant="outline">Local de mercado</Badge> : null}
      {lic?.folio ? <Badge variant="outline">Folio {lic.folio}</Badge> : null}
    </>
  );

  let contenido;
  if (!esContribuyente(sesion) || !contribuyenteId) {
    contenido = <Alert variant="info">Para solicitar una licencia, primero complete su perfil de contribuyente.</Alert>;
  } else if (idSolicitud !== undefined && id === null) {
    contenido = <Alert variant="destructive">La solicitud indicada no existe.</Alert>;
  } else if (id !== null && detalle.isPending) {
    contenido = <Cargando texto="Cargando la solicitud…" filas={8} />;
  } else if (id !== null && detalle.isError) {
    // Retrying helps when the connection failed, never when the request is not the person's (403/404).
    const denegada = detalle.error instanceof ApiError && (detalle.error.status === 403 || detalle.error.status === 404);
    contenido = denegada ? (
      <Alert variant="destructive" title="No puede abrir esta solicitud.">
        La solicitud no existe o pertenece a otro contribuyente.{' '}
        <Link to="/admin/establecimientos" className={`${OBJETIVO_MINIMO} font-semibold underline`}>
          Ir a Mis establecimientos
        </Link>
      </Alert>
    ) : (
      <Alert variant="destructive" title="No fue posible cargar la solicitud.">
        {detalle.error instanceof ApiError ? detalle.error.message : null}
        <div>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void detalle.refetch()}>
            Reintentar
          </Button>
        </div>
      </Alert>
    );
  } else {
    contenido = <FormSolicitud key={id ?? `nueva-${q.toString()}`} detalle={d} parametros={parametros} contribuyenteId={contribuyenteId} avisoInicial={avisoInicial} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo={MSG_LIC.tituloSolicitud}
        descripcion={lic && estadoSolicitud(d).bloqueado ? 'Solicitud enviada: puede consultarla, pero no modificarla mientras está en revisión.' : MSG_LIC.subtituloSolicitud}
        acciones={esContribuyente(sesion) ? insignias : undefined}
      />
      {contenido}
    </div>
  );
}
