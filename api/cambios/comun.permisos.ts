// Who may call the routes every change request shares (api/lib/permisos.ts). The world's change
// requests are drafts: no area has a task about them, so staff reach only what root reaches.
import { con, DUENO_Y_AREA, SOLO_DUENO, type FilaPermisos } from '../lib/permisos';

export const permisosCambiosComun: FilaPermisos[] = [
  { ruta: 'GET /api/establecimientos/{id}/tiposMovimiento', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/establecimientos/{id}/historial', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  {
    ruta: 'POST /api/cambios/{id}/uploadComprobantePago',
    params: (m) => ({ id: m.cambios.cambio_domicilio }),
    body: () => ({ recibo_pago: 'JVBERi0xLjQK', id_servicio: 1755 }),
    // A draft waits on no payment: its owner is let through and refused by the state (400).
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  {
    ruta: 'POST /api/cambios/{id}/adeudo',
    params: (m) => ({ id: m.cambios.cambio_nombre }),
    body: () => ({ area: 'rs', adeudo: true, monto: '350.00' }),
    // A draft has no open review: no area may register a debt on it; root is refused the same way.
    esperado: con(DUENO_Y_AREA, { contribuyente: '403/404', area: '403/404', root: '403/404' }),
  },
];
