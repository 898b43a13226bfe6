// Who may call the field inspections' routes (api/lib/permisos.ts says how). Protección Civil
// ('proteccion.civil') plays the ordering area and its coordination; Padrón ('otraArea') is an area
// that inspects nothing. The brigadista's rows are played by the demo 'brigadista' (tablet
// TAB-OPB-001), to whom the world's visit is assigned; nobody else reads or answers a brigadista's day.
import { con, SOLO_AREA, type Esperado, type FilaPermisos, type Actor } from '../lib/permisos';

const PC = 'proteccion.civil';
const SOLO_BRIGADISTA: Record<Actor, Esperado> = { anonimo: '401', contribuyente: '403/404', otroContribuyente: '403/404', otraArea: '403/404', area: '2xx', admin: '403/404', root: '403/404' };

export const permisosVisitas: FilaPermisos[] = [
  {
    ruta: 'POST /api/visitas',
    area: PC,
    body: (m) => ({
      locacion_id: m.establecimientoId,
      motivo: 'Anuencia de Protección Civil',
      tipo: 'proteccion_civil',
      ventana_inicio: '2026-12-01T09:00:00-05:00',
      ventana_fin: '2026-12-01T13:00:00-05:00',
    }),
    esperado: SOLO_AREA,
    nota: 'an area orders only visits of its own type: Padrón is refused Protección Civil’s',
  },
  { ruta: 'GET /api/visitas/brigadistas', area: PC, esperado: SOLO_AREA },
  { ruta: 'GET /api/visitas/{id}', area: PC, params: (m) => ({ id: m.visitas.visitaId }), esperado: SOLO_AREA },
  {
    ruta: 'GET /api/visitas/{id}/acta',
    area: PC,
    params: (m) => ({ id: m.visitas.visitaId }),
    esperado: con(SOLO_AREA, { area: 'permitido', root: 'permitido' }),
    nota: 'the world’s visit has no result yet: no act (400)',
  },
  {
    ruta: 'POST /api/visitas/{id}/asignar',
    area: PC,
    params: (m) => ({ id: m.visitas.visitaId }),
    body: (m) => ({ brigadista_id: m.visitas.brigadistaId }),
    mundoPropio: true,
    esperado: con(SOLO_AREA, { root: 'permitido' }),
    nota: 'the area assigned it first; root finds it no longer waiting for an assignment (400)',
  },
  { ruta: 'GET /api/visitas/mias', area: 'brigadista', esperado: SOLO_BRIGADISTA },
  {
    ruta: 'POST /api/visitas/{id}/fotos',
    area: 'brigadista',
    params: (m) => ({ id: m.visitas.visitaId }),
    multipart: () => ({ campos: {}, archivo: { campo: 'file', nombre: 'foto.png', tipo: 'image/png' } }),
    esperado: con(SOLO_BRIGADISTA, { area: 'permitido' }),
    nota: 'the visit is the brigadista’s but still waits at the assignment (400)',
  },
  {
    ruta: 'POST /api/visitas/{id}/resultado',
    area: 'brigadista',
    params: (m) => ({ id: m.visitas.visitaId }),
    body: () => ({
      clave: 'matriz-de-permisos-0001',
      resultado: 'aprobada',
      respuestas: { salidas: 'cumple', extintores: 'cumple', senalizacion: 'cumple', gas: 'cumple' },
      gps: { lat: 18.5, lng: -88.3 },
      atendio: 'Persona de prueba',
      firma: 'data:image/png;base64,iVBORw0KGgo=',
      capturada_at: '2026-12-01T10:00:00-05:00',
    }),
    esperado: con(SOLO_BRIGADISTA, { area: 'permitido' }),
    nota: 'the visit is the brigadista’s but its workflow still waits at the assignment (400)',
  },
];
