// Who may call the statements and payments (api/lib/permisos.ts): the request's
// owner pays and asks after an order; the owner, the area working on the request and root read.
import { SERVICIO } from '../../domain/tramite/servicios';
import { con, DUENO_Y_AREA, SOLO_DUENO, type FilaPermisos } from '../lib/permisos';

export const permisosPagos: FilaPermisos[] = [
  { ruta: 'GET /api/estadocuenta/{id}', params: (m) => ({ id: m.estadoCuentaId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/estadocuenta/{id}/pdf', params: (m) => ({ id: m.estadoCuentaId }), esperado: DUENO_Y_AREA },
  {
    ruta: 'POST /api/pagosopb/getFolio',
    body: (m) => ({ idServicio: SERVICIO.EXTEMPORANEO, claveEstablecimiento: 'SIN-CLAVE', estatusEstadoCuenta: 4, folioEstadoCuenta: m.estadoCuentaFolio }),
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
    // Public in the OpenAPI: a property-tax order (idServicio=2) needs no session; any other, the payer's.
    sinSesion: true,
  },
  { ruta: 'POST /api/{tipoPago}/generarReciboPago/{folioPago}/{establecimiento}', params: (m) => ({ tipoPago: 'extemporaneo', folioPago: m.folioPago, establecimiento: m.establecimientoId }), esperado: DUENO_Y_AREA },
  // The gateway's confirmation takes no session: without the gateway's signature it is 401 for anyone.
  {
    ruta: 'POST /api/pagosopb/confirmacion',
    body: () => ({ order_id: 'x', folio_pago: 'x', autorizacion: 'x', monto: '1.00', estatus: 'PAGADO' }),
    sinSesion: true,
    esperado: { anonimo: '401', contribuyente: '401', otroContribuyente: '401', otraArea: '401', area: '401', admin: '401', root: '401' },
  },
  // How an order went (the payment dialog asks after the gateway's window closes): its payer only.
  // Public in the OpenAPI: a property-tax order answers whoever holds its id; any other, its payer only.
  { ruta: 'GET /api/pagosopb/orden/{orderId}', params: (m) => ({ orderId: m.ordenPagada }), esperado: SOLO_DUENO, sinSesion: true },
];
