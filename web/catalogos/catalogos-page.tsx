import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, NavLink, Route, Routes, useParams } from 'react-router';
import { NoEncontrada } from '../components/layout/no-encontrada';
import { Encabezado } from '../components/layout/encabezado';
import { Cargando } from '../components/ui/skeleton';
import { conLimite } from '../lib/carga';
import { cn } from '../lib/utils';

// Each tab is its own chunk (spec 3 §2.1: the children load lazily), within the same time limit
// as the app's routes; a failed load reaches the route's error boundary like any other.
const perezoso = <M,>(cargar: () => Promise<M>, elegir: (m: M) => ComponentType) => lazy(async () => ({ default: elegir(await conLimite(cargar())) }));

/** Absolute: inside a splat route (`catalogos/*`) a relative link would resolve under the current tab. */
const BASE = '/admin/catalogos';

const PESTANAS = [
  { ruta: 'entregables', etiqueta: 'Entregables', Vista: perezoso(() => import('./entregables'), (m) => m.EntregablesCatalogo) },
  { ruta: 'municipios', etiqueta: 'Municipios', Vista: perezoso(() => import('./municipios'), (m) => m.MunicipiosCatalogo) },
  { ruta: 'localidades', etiqueta: 'Localidades', Vista: perezoso(() => import('./localidades'), (m) => m.LocalidadesCatalogo) },
  { ruta: 'giros', etiqueta: 'Giros', Vista: perezoso(() => import('./giros'), (m) => m.GirosCatalogo) },
  { ruta: 'tarifas', etiqueta: 'Tarifas', Vista: perezoso(() => import('./tarifas'), (m) => m.TarifasCatalogo) },
  { ruta: 'convenios', etiqueta: 'Convenios', Vista: perezoso(() => import('./convenios'), (m) => m.ConveniosCatalogo) },
  { ruta: 'mercados', etiqueta: 'Mercados', Vista: perezoso(() => import('./mercados'), (m) => m.MercadosCatalogo) },
  { ruta: 'listas-verificacion', etiqueta: 'Listas de verificación', Vista: perezoso(() => import('./listas'), (m) => m.ListasCatalogo) },
] as const;

/**
 * /admin/catalogos/* — the catalogues the office keeps (module 'catalogos': root and area
 * 90, the route guard sends anyone else away). The tabs are links, so each catalogue has its own
 * address (bookmarks, back button); /admin/catalogos goes to the first one.
 */
export function CatalogosPage() {
  // A tab the office does not have is an unknown address (spec 1 §2.1), not the first tab.
  const resto = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (resto && !PESTANAS.some((p) => p.ruta === resto)) return <NoEncontrada />;
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Catálogos" descripcion="Documentos, domicilios, giros, tarifas, convenios, locales de mercado y listas de verificación que usan los trámites." />
      <nav aria-label="Catálogos" className="-mb-2 overflow-x-auto border-b border-border">
        <ul className="flex min-w-max gap-1">
          {PESTANAS.map((p) => (
            <li key={p.ruta}>
              <NavLink
                to={`${BASE}/${p.ruta}`}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-block border-b-2 px-4 py-2 text-sm font-semibold',
                    isActive ? 'border-primary text-primary' : 'border-transparent text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {p.etiqueta}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Cargando filas={6} />}>
        <Routes>
          <Route index element={<Navigate to={`${BASE}/entregables`} replace />} />
          {PESTANAS.map(({ ruta, Vista }) => (
            <Route key={ruta} path={ruta} element={<Vista />} />
          ))}
        </Routes>
      </Suspense>
    </div>
  );
}
