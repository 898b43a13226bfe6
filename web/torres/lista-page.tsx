import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Confirmar } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Paginacion } from '../components/ui/pagination';
import { Cargando } from '../components/ui/skeleton';
import { DictamenDialog, eliminarDictamen, FiltrosDictamen, MotivoRechazoDialog, qkDictamen, RejillaDictamen, useFiltrosDictamen, usePaginaDictamen } from '../dictamenes';
import { esContribuyente, useSesionActiva } from '../lib/sesion';
import { useAccion } from '../lib/use-accion';
import { TarjetaTorre, type DialogoTorre } from './tarjeta-torre';
import type { Torre } from './tipos';
import { BASE_TORRES, rutaTorre } from './valores';

/** spec 3 §2.1: up to 10 pages of 9. */
const MAX_PAGINAS = 10;

/**
 * /admin/solicitudesTorres (spec 3 §2.1, §7.4): the tower requests as cards, 3 per row — the
 * taxpayer's own, or every one for Desarrollo Urbano's three levels — filtered by folio and
 * cadastral key (and status, for staff), kept in this browser; 'Agregar' starts a new one.
 */
export function SolicitudesTorresPage() {
  const sesion = useSesionActiva();
  const contribuyente = esContribuyente(sesion);
  const navegar = useNavigate();
  const filtros = useFiltrosDictamen('torres', BASE_TORRES);
  const [page, setPage] = useState(1);
  const lista = usePaginaDictamen<Torre>(BASE_TORRES, { ...filtros.valor, page });
  const [abierto, setAbierto] = useState<{ t: Torre; d: DialogoTorre } | null>(null);
  const eliminar = useAccion({ llamar: (id: number) => eliminarDictamen(BASE_TORRES, id), invalidar: [qkDictamen.de(BASE_TORRES)] });
  const nueva = () => void navegar(rutaTorre('nueva'));
  const cerrar = () => setAbierto(null);
  const ultima = Math.min(lista.data?.last_page ?? 1, MAX_PAGINAS);

  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo="Torres y antenas"
        descripcion={contribuyente ? 'Solicite y dé seguimiento a los permisos de sus torres y antenas de telecomunicaciones.' : 'Solicitudes de permisos de torres y antenas de telecomunicaciones.'}
        acciones={
          contribuyente ? (
            <Button onClick={nueva}>
              <Plus aria-hidden="true" />
              Nueva solicitud
            </Button>
          ) : null
        }
      />
      <FiltrosDictamen
        clave="torres"
        esStaff={!contribuyente}
        valor={filtros.valor}
        onCambiar={(f) => {
          filtros.cambiar(f);
          setPage(1);
        }}
        onAgregar={contribuyente ? nueva : undefined}
      />
      {lista.isLoading ? <Cargando filas={4} /> : null}
      {lista.isError ? <Alert variant="destructive">No fue posible consultar las solicitudes de torres.</Alert> : null}
      {lista.data ? <RejillaDictamen filas={lista.data.data} etiqueta="Solicitudes de torres y antenas" ocupada={lista.isFetching} render={(t) => <TarjetaTorre t={t} alAbrir={(x, d) => setAbierto({ t: x, d })} />} /> : null}
      {lista.data && lista.data.total > 0 ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {lista.data.total} {lista.data.total === 1 ? 'solicitud' : 'solicitudes'}
          </p>
          <Paginacion pagina={page} ultima={ultima} alCambiar={setPage} />
        </div>
      ) : null}

      <MotivoRechazoDialog motivo={abierto?.t.motivo_rechazo ?? null} abierto={abierto?.d === 'motivo'} onCerrar={cerrar} />
      {abierto?.d === 'dictamen' ? <DictamenDialog base={BASE_TORRES} id={abierto.t.id} folio={abierto.t.folio} firmado abierto onCerrar={cerrar} /> : null}
      <Confirmar
        abierto={abierto?.d === 'eliminar'}
        alCambiar={(v) => !v && cerrar()}
        titulo="Eliminar solicitud"
        descripcion={`Solicitud ${abierto?.t.folio ?? ''}. ${M.confirmarEliminar}`}
        confirmar="Eliminar"
        destructivo
        alConfirmar={() => abierto && void eliminar.ejecutar(abierto.t.id)}
      />
    </div>
  );
}
