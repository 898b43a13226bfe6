// Who may call the routes of api/mercados (api/lib/permisos.ts says how). Only Mercados
// (area 27; the `mercados` account plays 'area') and root, reads too: the padrón names people and
// what they hold. The world's range (m.mercados, tests/integration/mundo-mercados.ts) sits above
// every other one; the bodies below sit far above it, so only the overlap of a second save refuses.
import { con, SOLO_AREA, type FilaPermisos } from '../lib/permisos';

const AREA = 'mercados';
const rango = (m: { mercados: { rangoId: number } }) => ({ id: m.mercados.rangoId });

export const permisosMercados: FilaPermisos[] = [
  { ruta: 'GET /api/locales-mercados/getConcesionarios', area: AREA, query: () => ({ mercado_id: 1 }), esperado: SOLO_AREA },
  { ruta: 'GET /api/cesion-Derecho/getLocalesMercados', area: AREA, query: () => ({ mercado_id: 1 }), esperado: SOLO_AREA },
  { ruta: 'GET /api/cat/RangoCobroPiso', area: AREA, esperado: SOLO_AREA },
  {
    ruta: 'POST /api/cat/RangoCobroPiso',
    area: AREA,
    body: () => ({ m2_desde: '800000.00', m2_hasta: '800001.00', cuota_mensual: '99999.00' }),
    esperado: con(SOLO_AREA, { root: 'permitido' }),
    nota: "Mercados saves it first; root's same range then overlaps it (422)",
  },
  {
    ruta: 'PUT /api/cat/RangoCobroPiso/{id}',
    area: AREA,
    params: rango,
    body: () => ({ m2_desde: '900000.00', m2_hasta: '900001.00', cuota_mensual: '99999.00' }),
    esperado: SOLO_AREA,
  },
  {
    ruta: 'DELETE /api/cat/RangoCobroPiso/{id}',
    area: AREA,
    params: rango,
    mundoPropio: true,
    esperado: con(SOLO_AREA, { root: 'consulta' }),
    nota: 'Mercados deletes it first; root then finds it gone (404)',
  },
];
