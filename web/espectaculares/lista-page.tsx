import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { DictamenDialog, eliminarDictamen, FiltrosDictamen, MotivoRechazoDialog, qkDictamen, RejillaDictamen, useFiltrosDictamen } from '../dictamenes';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Confirmar } from '../components/ui/alert-dialog';
import { Paginacion } from '../components/ui/pagination';
import { Cargando } from '../components/ui/skeleton';
import { esContribuyente, useSesionActiva } from '../lib/sesion';
import { useAccion } from '../lib/use-accion';
import { usePaginaEspectaculares } from './consultas';
import { BASE_ESPECTACULARES, RUTA_NUEVA } from './rutas';
import { TarjetaEspectacular, type DialogoTarjeta } from './tarjeta';
import type { Espectacular } from './tipos';

/** Which dialog of which request is open (the request is read again from the page, so it stays current). */
type Abierto = { id: number; dialogo: DialogoTarjeta } | null;

/**
 * /admin/solicitudEspectaculares (spec 3 §2.6, §4.4, §6): the filter card (Folio, Clave Catastral;
 * Buscar, Limpiar Filtros, Agregar), kept in this browser; the requests as cards, 3 per row on wide
 * screens, 9 a page with up to 10 page links. A taxpayer sees their own (the API forces it); the staff
 * of the chain see every request and may filter by status.
 */
export function SolicitudesEspectacularesPage() {
  const sesion = useSesionActiva();
  const staff = !esContribuyente(sesion);
  const navegar = useNavigate();
  const filtros = useFiltrosDictamen('espectaculares', BASE_ESPECTACULARES);
  const [page, setPage] = useState(1);
  const lista = usePaginaEspectaculares({ ...filtros.valor, page });
  const [abierto, setAbierto] = useState<Abierto>(null);
  const eliminar = useAccion({ llamar: (id: number) => eliminarDictamen(BASE_ESPECTACULARES, id), invalidar: [qkDictamen.de(BASE_ESPECTACULARES)] });
  const filas = lista.data?.data ?? [];
  const actual = abierto ? filas.find((e) => e.id === abierto.id) : undefined;
  const cerrar = () => setAbierto(null);

  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo="Solicitudes de espectaculares"
        descripcion={staff ? 'Solicitudes de dictamen de anuncios espectaculares de los contribuyentes.' : 'Solicite y dé seguimiento al dictamen de sus anuncios espectaculares.'}
      />
      <FiltrosDictamen
        clave="espectaculares"
        esStaff={staff}
        valor={filtros.valor}
        onCambiar={(f) => {
          filtros.cambiar(f);
          setPage(1);
        }}
        onAgregar={staff ? undefined : () => void navegar(RUTA_NUEVA)}
      />
      {lista.isLoading ? <Cargando filas={4} /> : null}
      {lista.isError ? <Alert variant="destructive">No fue posible consultar las solicitudes de espectaculares.</Alert> : null}
      {lista.isSuccess ? (
        <RejillaDictamen<Espectacular>
          filas={filas}
          etiqueta="Solicitudes de espectaculares"
          ocupada={lista.isFetching}
          render={(e) => <TarjetaEspectacular e={e} alAbrir={(x, d) => setAbierto({ id: x.id, dialogo: d })} />}
        />
      ) : null}
      {lista.data && lista.data.total > 0 ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {lista.data.total} {lista.data.total === 1 ? 'solicitud' : 'solicitudes'}
          </p>
          <Paginacion pagina={page} ultima={lista.data.last_page} alCambiar={setPage} />
        </div>
      ) : null}

      <MotivoRechazoDialog motivo={actual?.motivo_rechazo ?? null} abierto={abierto?.dialogo === 'motivo' && !!actual} onCerrar={cerrar} />
      {actual ? <DictamenDialog base={BASE_ESPECTACULARES} id={actual.id} folio={actual.folio} firmado abierto={abierto?.dialogo === 'dictamen'} onCerrar={cerrar} /> : null}
      <Confirmar
        abierto={abierto?.dialogo === 'eliminar' && !!actual}
        alCambiar={(v) => !v && cerrar()}
        titulo="Eliminar solicitud"
        descripcion={`Solicitud ${actual?.folio ?? ''}. ${M.confirmarEliminar}`}
        confirmar="Eliminar"
        destructivo
        alConfirmar={() => actual && void eliminar.ejecutar(actual.id)}
      />
    </div>
  );
}
