import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Paginacion } from '../components/ui/pagination';
import { Cargando } from '../components/ui/skeleton';
import { AREA_DIALOGO, OPCIONES_AREA } from '../inicio/opciones-area';
import { OpcionesDialog } from '../inicio/opciones-dialog';
import { api } from '../lib/api';
import { useSesionActiva } from '../lib/sesion';
import { qkLic, usePendientesBebidas } from '../licencia/consultas';
import type { PaginaEstablecimientos } from '../licencia/tipos';
import { aplicarCambios, consultaDe, hayFiltros, leerFiltros, type FiltrosEstablecimientos } from './filtros';
import { TarjetaEstablecimientoView } from './tarjeta-establecimiento';
import { OBJETIVO_MINIMO } from '../components/ui/enlace';

const ESPERA_MS = 350;

function useFiltros() {
  const [q, setQ] = useSearchParams();
  const filtros = leerFiltros(q);
  const cambiar = (cambios: Partial<Record<keyof FiltrosEstablecimientos, string | number>>) => setQ(aplicarCambios(q, cambios), { replace: true });
  return { filtros, cambiar };
}

/** Clave and Nombre comercial, applied as the user types (debounced) and kept in the URL. */
function Filtros({ filtros, cambiar }: ReturnType<typeof useFiltros>) {
  const [clave, setClave] = useState(filtros.external_id);
  const [nombre, setNombre] = useState(filtros.nombre_comercial);
  const pendiente = clave.trim() !== filtros.external_id || nombre.trim() !== filtros.nombre_comercial;
  useEffect(() => {
    if (!pendiente) return;
    const t = setTimeout(() => cambiar({ external_id: clave, nombre_comercial: nombre }), ESPERA_MS);
    return () => clearTimeout(t);
    // `cambiar` is rebuilt each render; the texts are what start the wait.
  }, [clave, nombre, pendiente]);
  return (
    <div role="search" aria-label="Filtrar establecimientos" className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <Campo etiqueta="Clave">{(c) => <Input {...c} type="search" value={clave} onChange={(e) => setClave(e.target.value)} autoComplete="off" />}</Campo>
      <Campo etiqueta="Nombre comercial">{(c) => <Input {...c} type="search" value={nombre} onChange={(e) => setNombre(e.target.value)} autoComplete="off" />}</Campo>
    </div>
  );
}

/** /admin/establecimientos — 'Mis establecimientos' (spec 1 §2.5). */
export function EstablecimientosPage() {
  const sesion = useSesionActiva();
  const contribuyenteId = sesion.contribuyente?.id;
  const f = useFiltros();
  const { filtros, cambiar } = f;
  const [nuevo, setNuevo] = useState(false);
  const lista = useQuery({
    queryKey: qkLic.lista({ ...filtros }),
    queryFn: () => api.get<PaginaEstablecimientos>(`/api/establecimientos/contribuyente/${contribuyenteId}?${consultaDe(filtros)}`),
    enabled: Boolean(contribuyenteId),
    placeholderData: keepPreviousData,
  });
  const bebidas = usePendientesBebidas(Boolean(contribuyenteId));
  const tarjetas = lista.data?.data ?? [];

  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo="Mis establecimientos"
        descripcion="Consulte sus establecimientos, el avance de sus licencias y sus pagos."
        acciones={
          contribuyenteId ? (
            <Button onClick={() => setNuevo(true)}>
              <Plus aria-hidden="true" />
              Nuevo establecimiento
            </Button>
          ) : null
        }
      />
      {!contribuyenteId ? (
        <Alert variant="warning">
          <span>Complete su perfil de contribuyente para registrar establecimientos. </span>
          <Link to="/admin/datos-contribuyente" className={`${OBJETIVO_MINIMO} font-semibold underline`}>
            Ir a mi perfil de contribuyente
          </Link>
        </Alert>
      ) : (
        <>
          <Filtros {...f} />
          {lista.isLoading ? (
            <Cargando filas={4} />
          ) : tarjetas.length === 0 ? (
            <p role="status" className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
              {hayFiltros(filtros) ? (
                'No hay coincidencias'
              ) : (
                <>
                  Aún no tiene establecimientos registrados.
                  <span className="mt-1 block text-sm">Registre el primero con «Nuevo establecimiento».</span>
                </>
              )}
            </p>
          ) : (
            <ul aria-label="Establecimientos" aria-busy={lista.isFetching || undefined} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {tarjetas.map((t) => (
                <li key={t.id}>
                  <TarjetaEstablecimientoView tarjeta={t} pendientesBebidas={bebidas.data} />
                </li>
              ))}
            </ul>
          )}
          {lista.data ? (
            <div className="flex flex-col items-center gap-2">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {lista.data.total} {lista.data.total === 1 ? 'establecimiento' : 'establecimientos'}
              </p>
              <Paginacion pagina={filtros.page} ultima={lista.data.last_page} alCambiar={(p) => cambiar({ page: p })} />
            </div>
          ) : null}
        </>
      )}
      <OpcionesDialog abierto={nuevo} alCambiar={setNuevo} titulo={AREA_DIALOGO.titulo} descripcion={AREA_DIALOGO.descripcion} opciones={OPCIONES_AREA} />
    </div>
  );
}
