import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Confirmar } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Paginacion } from '../components/ui/pagination';
import { Cargando } from '../components/ui/skeleton';
import { Visor, type FuentePdf } from '../components/visor';
import { useAccion } from '../lib/use-accion';
import { enviarSolicitud, formatoAutorizacionPdf, qkExt, useSolicitudesExternas } from './consultas';
import { DetalleSolicitudDialog } from './detalle-dialog';
import { aplicarCambios, hayFiltros, leerFiltros, type FiltrosAnunciosExternos } from './filtros';
import { IniciarSolicitudDialog } from './iniciar-dialog';
import { PermisosDialog } from './permisos-dialog';
import { TarjetaSolicitudExterna, type DialogoTarjeta } from './tarjeta-solicitud';
import type { SolicitudExterna } from './tipos';

const ESPERA_MS = 350;

function useFiltros() {
  const [q, setQ] = useSearchParams();
  const filtros = leerFiltros(q);
  const cambiar = (cambios: Partial<Record<keyof FiltrosAnunciosExternos, string | number>>) => setQ(aplicarCambios(q, cambios), { replace: true });
  return { filtros, cambiar };
}

/** Clave catastral and Folio (spec 3 §2.3, §3.11), applied as the user types (debounced) and kept in the URL. */
function Filtros({ filtros, cambiar }: ReturnType<typeof useFiltros>) {
  const [clave, setClave] = useState(filtros.clave_catastral_find);
  const [folio, setFolio] = useState(filtros.folio);
  const pendiente = clave.trim() !== filtros.clave_catastral_find || folio.trim().toUpperCase() !== filtros.folio;
  useEffect(() => {
    if (!pendiente) return;
    const t = setTimeout(() => cambiar({ clave_catastral_find: clave, folio }), ESPERA_MS);
    return () => clearTimeout(t);
    // `cambiar` is rebuilt each render; the texts are what start the wait.
  }, [clave, folio, pendiente]);
  return (
    <div role="search" aria-label="Filtrar solicitudes de anuncios" className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <Campo etiqueta="Clave catastral">
        {(c) => <Input {...c} type="search" inputMode="numeric" value={clave} onChange={(e) => setClave(e.target.value.replace(/\D/g, '').slice(0, 17))} autoComplete="off" />}
      </Campo>
      <Campo etiqueta="Folio">{(c) => <Input {...c} type="search" value={folio} onChange={(e) => setFolio(e.target.value.toUpperCase())} autoComplete="off" />}</Campo>
    </div>
  );
}

/** Which dialog of which request is open (the request is read again from the list, so it stays current). */
type Abierto = { id: number; dialogo: DialogoTarjeta } | null;

/**
 * /admin/anuncios-externos (spec 3 §2.3): the taxpayer's public-road sign requests as paged cards,
 * filtered by cadastral key and folio, with 'Solicitud de anuncio en vía pública' to start one.
 */
export function AnunciosExternosPage() {
  const f = useFiltros();
  const { filtros, cambiar } = f;
  const lista = useSolicitudesExternas(filtros);
  const [iniciar, setIniciar] = useState(false);
  const [abierto, setAbierto] = useState<Abierto>(null);
  const [formato, setFormato] = useState<FuentePdf | null>(null);
  const enviar = useAccion({ llamar: (id: number) => enviarSolicitud(id), invalidar: [qkExt.todo] });
  const tarjetas = lista.data?.data ?? [];
  const actual = abierto ? tarjetas.find((s) => s.id === abierto.id) : undefined;

  const alAbrir = (s: SolicitudExterna, d: DialogoTarjeta) => {
    if (d === 'formato') return setFormato(formatoAutorizacionPdf(s));
    setAbierto({ id: s.id, dialogo: d });
  };
  const cerrar = (v: boolean) => !v && setAbierto(null);

  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo="Anuncios en vía pública"
        descripcion="Solicite y dé seguimiento a los permisos de sus anuncios publicitarios en la vía pública."
        acciones={
          <Button onClick={() => setIniciar(true)}>
            <Plus aria-hidden="true" />
            {M.tituloExterno}
          </Button>
        }
      />
      <Filtros {...f} />
      {lista.isLoading ? <Cargando filas={4} /> : null}
      {lista.isError ? <Alert variant="destructive">No fue posible consultar sus solicitudes de anuncios.</Alert> : null}
      {lista.isSuccess && tarjetas.length === 0 ? (
        <p role="status" className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          {hayFiltros(filtros) ? 'No hay coincidencias' : M.sinSolicitudes}
        </p>
      ) : null}
      {tarjetas.length ? (
        <ul aria-label="Solicitudes de anuncios en vía pública" aria-busy={lista.isFetching || undefined} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {tarjetas.map((s) => (
            <li key={s.id}>
              <TarjetaSolicitudExterna s={s} alAbrir={alAbrir} />
            </li>
          ))}
        </ul>
      ) : null}
      {lista.data && lista.data.total > 0 ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {lista.data.total} {lista.data.total === 1 ? 'solicitud' : 'solicitudes'}
          </p>
          <Paginacion pagina={filtros.page} ultima={lista.data.last_page} alCambiar={(p) => cambiar({ page: p })} />
        </div>
      ) : null}

      <IniciarSolicitudDialog abierto={iniciar} alCambiar={setIniciar} />
      {actual ? (
        <>
          <PermisosDialog s={actual} abierto={abierto?.dialogo === 'permisos'} alCambiar={cerrar} />
          <DetalleSolicitudDialog s={actual} abierto={abierto?.dialogo === 'detalle'} alCambiar={cerrar} alEnviar={() => setAbierto({ id: actual.id, dialogo: 'enviar' })} />
          <Confirmar
            abierto={abierto?.dialogo === 'enviar'}
            alCambiar={cerrar}
            titulo={M.enviarRevision}
            descripcion={`Solicitud ${actual.folio}. ${M.confirmarEnvio}`}
            confirmar={M.enviarRevision}
            alConfirmar={() => void enviar.ejecutar(actual.id)}
          />
        </>
      ) : null}
      <Visor fuente={formato} alCerrar={() => setFormato(null)} />
    </div>
  );
}
