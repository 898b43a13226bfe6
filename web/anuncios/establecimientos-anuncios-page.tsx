import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Paginacion } from '../components/ui/pagination';
import { Cargando } from '../components/ui/skeleton';
import { api } from '../lib/api';
import { useSesionActiva } from '../lib/sesion';
import { qkLic } from '../licencia/consultas';
import type { PaginaEstablecimientos, TarjetaEstablecimiento } from '../licencia/tipos';
import { ListaSolicitudesAnuncio } from './lista-solicitudes';

function Establecimiento({ e }: { e: TarjetaEstablecimiento }) {
  return (
    <Card role="region" aria-label={e.nombre_comercial}>
      <CardHeader>
        <CardTitle>{e.nombre_comercial}</CardTitle>
        <CardDescription>
          Clave {e.external_id} · {e.domicilio}
          {e.clave_catastral ? ` · Clave catastral ${e.clave_catastral}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ListaSolicitudesAnuncio establecimiento={{ id: e.id, external_id: e.external_id, nombre_comercial: e.nombre_comercial }} licencias={e.licencia} />
      </CardContent>
    </Card>
  );
}

/**
 * /admin/establecimientos-anuncios (spec 3 §2.1 'signs of establishments'): the taxpayer's
 * establishments, each with its sign requests and 'Agregar anuncio'.
 */
export function EstablecimientosAnunciosPage() {
  const sesion = useSesionActiva();
  const contribuyenteId = sesion.contribuyente?.id;
  const [pagina, setPagina] = useState(1);
  const lista = useQuery({
    queryKey: qkLic.lista({ page: pagina, anuncios: 1 }),
    queryFn: () => api.get<PaginaEstablecimientos>(`/api/establecimientos/contribuyente/${contribuyenteId}?page=${pagina}`),
    enabled: Boolean(contribuyenteId),
    placeholderData: keepPreviousData,
  });
  const tarjetas = lista.data?.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Solicitudes de anuncios" descripcion="Solicite el permiso de los anuncios de sus establecimientos y consulte el avance de sus solicitudes." />
      {!contribuyenteId ? <Alert variant="warning">Su cuenta no tiene un contribuyente asociado.</Alert> : null}
      {lista.isLoading ? <Cargando filas={4} /> : null}
      {lista.isError ? <Alert variant="destructive">No fue posible consultar sus establecimientos.</Alert> : null}
      {lista.isSuccess && !tarjetas.length ? (
        <Alert variant="info" title="No tiene establecimientos registrados">
          <p>Para solicitar un anuncio, registre primero su establecimiento.</p>
          <Link to="/admin/establecimientos" className={`${buttonVariants({ variant: 'outline', size: 'sm' })} mt-2`}>
            <Store aria-hidden="true" />
            Mis establecimientos
          </Link>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-4">
        {tarjetas.map((e) => (
          <Establecimiento key={e.id} e={e} />
        ))}
      </div>
      <Paginacion pagina={pagina} ultima={lista.data?.last_page ?? 1} alCambiar={setPagina} />
    </div>
  );
}
