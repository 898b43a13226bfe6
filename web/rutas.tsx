import { Outlet, type RouteObject } from 'react-router';
import { ErrorRuta } from './components/layout/error-ruta';
import { CargaInicial, Guardia, PantallaCarga } from './components/layout/guardia';
import { IrAlInicio } from './components/layout/ir-al-inicio';
import { NO_ENCONTRADA, NoEncontrada } from './components/layout/no-encontrada';
import { Shell } from './components/layout/shell';
import { pagina } from './lib/carga';

// The shell stays in the entry: as a lazy route of its own it split into ~20 more chunks that every
// signed-in page fetched beside the page's, over HTTP/1.1's six connections per host, ahead of
// GET /api/session (docs/PERFORMANCE.md, "The first page").

const admin: RouteObject[] = [
  // Absolute targets only: a relative one resolves against the address it is on, and under a
  // catch-all it led to /admin/xyz/dashboard/dashboard/… until the tab stopped answering.
  { index: true, element: <IrAlInicio /> },
  { path: 'dashboard', lazy: pagina(() => import('./inicio/dashboard-page'), (m) => m.DashboardPage) },
  { path: 'ventanilla', lazy: pagina(() => import('./inicio/ventanilla-page'), (m) => m.VentanillaPage) },
  { path: 'perfil', lazy: pagina(() => import('./perfil/perfil-page'), (m) => m.PerfilPage) },
  { path: 'datos-contribuyente', lazy: pagina(() => import('./perfil/datos-contribuyente-page'), (m) => m.DatosContribuyentePage) },
  { path: 'mis-documentos', lazy: pagina(() => import('./perfil/mis-documentos-page'), (m) => m.MisDocumentosPage) },
  { path: 'notificaciones', lazy: pagina(() => import('./notificaciones/notificaciones-page'), (m) => m.NotificacionesPage) },
  { path: 'bandeja', lazy: pagina(() => import('./bandeja/bandeja-page'), (m) => m.BandejaPage) },
  { path: 'bandeja/:id', lazy: pagina(() => import('./bandeja/tarea-page'), (m) => m.TareaPage) },
  // The official's e.firma certificate (docs/EFIRMA.md).
  { path: 'efirma', lazy: pagina(() => import('./efirma/mi-efirma-page'), (m) => m.MiEfirmaPage) },
  { path: 'correos', lazy: pagina(() => import('./correos/correos-page'), (m) => m.CorreosPage) },
  { path: 'beneficiarios', lazy: pagina(() => import('./beneficiarios/beneficiarios-page'), (m) => m.BeneficiariosPage) },
  { path: 'establecimientos', lazy: pagina(() => import('./establecimientos/establecimientos-page'), (m) => m.EstablecimientosPage) },
  // spec 1 §2.10: the licence request form (new, and one request by id).
  { path: 'establecimientos/solicitud', lazy: pagina(() => import('./licencia/solicitud/solicitud-page'), (m) => m.SolicitudPage) },
  { path: 'establecimientos/solicitud/:idSolicitud', lazy: pagina(() => import('./licencia/solicitud/solicitud-page'), (m) => m.SolicitudPage) },
  // spec 1 §2.4, §5.7: the renewal search (also Mercados → Renovación, ?mercado=1), and a renewal's year.
  { path: 'establecimientos/solicitud-renovacion', lazy: pagina(() => import('./renovacion/busqueda-page'), (m) => m.BusquedaRenovacionPage) },
  { path: 'establecimientos/new-solicitud/:idSolicitud/:anio', lazy: pagina(() => import('./renovacion/renovacion-page'), (m) => m.RenovacionPage) },
  // spec 3 §2.1: the land-use certificate request and one certificate's page.
  { path: 'usosuelo/solicitud', lazy: pagina(() => import('./usosuelo/solicitud-page'), (m) => m.SolicitudUsoSueloPage) },
  { path: 'establecimientos/form-cambio-domicilio/:licecniaId/:establecimiento', lazy: pagina(() => import('./cambios/domicilio/movimientos-page'), (m) => m.MovimientosDomicilioPage) },
  { path: 'establecimientos/uso-suelo/:idSolicitud', lazy: pagina(() => import('./usosuelo/constancia-page'), (m) => m.ConstanciaUsoSueloPage) },
  // spec 3 §2.2: the signs of the taxpayer's establishments, one request's signs, and a sign's form.
  { path: 'establecimientos-anuncios', lazy: pagina(() => import('./anuncios/establecimientos-anuncios-page'), (m) => m.EstablecimientosAnunciosPage) },
  { path: 'establecimientos/anuncios/:idSolicitud', lazy: pagina(() => import('./anuncios/anuncios-solicitud-page'), (m) => m.AnunciosSolicitudPage) },
  { path: 'anuncio/solicitud/:idEstablecimiento', lazy: pagina(() => import('./anuncios/anuncio-form-page'), (m) => m.AnuncioFormPage) },
  // spec 3 §2.3: public-road sign requests and their form.
  { path: 'anuncios-externos', lazy: pagina(() => import('./anuncios-externos/lista-page'), (m) => m.AnunciosExternosPage) },
  { path: 'anuncio-externo/solicitud', lazy: pagina(() => import('./anuncios-externos/solicitud-page'), (m) => m.SolicitudAnuncioExternoPage) },
  // spec 3 §2.5–2.6: tower and billboard requests and their forms (0 = new).
  { path: 'solicitudesTorres', lazy: pagina(() => import('./torres/lista-page'), (m) => m.SolicitudesTorresPage) },
  { path: 'torres/:idSolicitudTorres', lazy: pagina(() => import('./torres/solicitud-page'), (m) => m.SolicitudTorrePage) },
  { path: 'solicitudEspectaculares', lazy: pagina(() => import('./espectaculares/lista-page'), (m) => m.SolicitudesEspectacularesPage) },
  { path: 'espectacular/:idEspectacular', lazy: pagina(() => import('./espectaculares/solicitud-page'), (m) => m.SolicitudEspectacularPage) },
  // spec 3 §2.7–2.8: market-stall leases and rights assignments; Mercados' stalls and floor fees.
  { path: 'solicitudArrendamiento', lazy: pagina(() => import('./arrendamientos/lista-page'), (m) => m.SolicitudesArrendamientoPage) },
  { path: 'solicitudCesionDerecho', lazy: pagina(() => import('./cesiones/lista-page'), (m) => m.SolicitudesCesionPage) },
  { path: 'usuarios', lazy: pagina(() => import('./usuarios/usuarios-page'), (m) => m.UsuariosPage) },
  // spec 3 §2.1: catalogos redirects to catalogos/entregables; its tabs load lazily (web/catalogos/catalogos-page.tsx)
  { path: 'catalogos/*', lazy: pagina(() => import('./catalogos/catalogos-page'), (m) => m.CatalogosPage) },
  { path: 'mercados', lazy: pagina(() => import('./mercados/mercados-page'), (m) => m.MercadosPage) },
  { path: 'tramites', lazy: pagina(() => import('./establecimientos/tramites-page'), (m) => m.TramitesPage) },
  { path: 'horarios-extraordinarios', lazy: pagina(() => import('./fiscalizacion/horarios-page'), (m) => m.HorariosExtraordinariosPage) },
  { path: 'niveles-servicio', lazy: pagina(() => import('./indicadores/niveles-page'), (m) => m.NivelesServicioPage) },
  // A brigadista's visits of the day and one visit's form (field inspections).
  { path: 'visitas', lazy: pagina(() => import('./visitas/mis-visitas-page'), (m) => m.MisVisitasPage) },
  { path: 'visitas/:id', lazy: pagina(() => import('./visitas/visita-page'), (m) => m.VisitaPage) },
  { path: 'operacion', lazy: pagina(() => import('./operacion/operacion-page'), (m) => m.OperacionPage) },
  { path: 'operacion/solicitudes/:folio', lazy: pagina(() => import('./operacion/solicitud-page'), (m) => m.SolicitudOperacionPage) },
  // spec 1 §2.1: an address the portal does not have says so, inside the shell.
  { path: '*', element: <NoEncontrada />, handle: NO_ENCONTRADA },
];

/** The app's routes; web/main.tsx makes the browser's router of them, web/prerender/servidor.tsx a memory one. */
export const rutas: RouteObject[] = [
  // Public check of a licence (the QR on every licence): no session and no shell, so it sits
  // outside the guard; guardias.ts also treats it as public.
  {
    path: '/verificar/:folio?',
    errorElement: <ErrorRuta />,
    hydrateFallbackElement: <PantallaCarga />,
    lazy: pagina(() => import('./verificar/verificar-page'), (m) => m.VerificarPage),
  },
  // the ventanilla's public indicators, no session (outside the guard, like /verificar).
  { path: '/indicadores', errorElement: <ErrorRuta />, hydrateFallbackElement: <PantallaCarga />, lazy: pagina(() => import('./indicadores/publicos-page'), (m) => m.IndicadoresPublicosPage) },
  // The one-time link by which staff choose their password (domain/usuarios/activacion.ts): no session.
  { path: '/activar', errorElement: <ErrorRuta />, hydrateFallbackElement: <PantallaCarga />, lazy: pagina(() => import('./auth/activar-page'), (m) => m.ActivarPage) },
  // spec 3 §2.1, §2.10: the public property-tax page, with or without a session (outside the guard).
  { path: '/estadoCuentaView', errorElement: <ErrorRuta />, hydrateFallbackElement: <PantallaCarga />, lazy: pagina(() => import('./predial/estado-cuenta-page'), (m) => m.EstadoCuentaPage) },
  {
    path: '/',
    element: <Guardia />,
    errorElement: <ErrorRuta />,
    // Until the first page's chunk is in: the shell's skeleton at its addresses, as the server sent it.
    hydrateFallbackElement: <CargaInicial />,
    children: [
      { index: true, element: null },
      { path: 'signin', lazy: pagina(() => import('./auth/signin-page'), (m) => m.SigninPage) },
      { path: 'signup', lazy: pagina(() => import('./auth/signup-page'), (m) => m.SignupPage) },
      { path: 'admin/nueva-contrasena', lazy: pagina(() => import('./auth/nueva-contrasena-page'), (m) => m.NuevaContrasenaPage) },
      {
        path: 'admin',
        element: <Shell />,
        // Errors (a page that fails to load) render inside the shell, so the menu stays usable.
        children: [{ element: <Outlet />, errorElement: <ErrorRuta />, children: admin }],
      },
      { path: '*', element: <NoEncontrada sola />, handle: NO_ENCONTRADA },
    ],
  },
];
