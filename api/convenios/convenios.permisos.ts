// Who may call the agreement routes (api/lib/permisos.ts). The world's agreement m.convenioId is
// registered (status 1, starting a month ahead) on the world's licence, which is not issued yet and
// sits in Coordinación SARE's inbox (whose staff play 'area': they read the establishment). So a new
// agreement is refused by the rules (no issued licence: 400); the owner may edit and delete the
// registered one; staff read but never write.
import { hoyCancun, sumarDias } from '../../domain/tramite/fechas';
import { con, DUENO_Y_AREA, SESION, SOLO_DUENO, type FilaPermisos } from '../lib/permisos';

const POR_REGLA = con(SOLO_DUENO, { contribuyente: 'permitido' });
const fechas = () => ({ vigencia_inicio: sumarDias(hoyCancun(), 31), vigencia_fin: sumarDias(hoyCancun(), 400) });
const PDF = { campo: 'documento', nombre: 'convenio.pdf', tipo: 'application/pdf' };

export const permisosConvenios: FilaPermisos[] = [
  { ruta: 'GET /api/convenio/list', esperado: SESION },
  {
    ruta: 'POST /api/licencia/{id}/saveConvenios',
    params: (m) => ({ id: m.licenciaId }),
    body: () => ({ convenios: [{ convenio_id: 1, ...fechas() }] }),
    // The world's licence is not issued: 400 'Este establecimiento no tiene licencia de funcionamiento'.
    esperado: POR_REGLA,
  },
  { ruta: 'GET /api/licenciaconvenio', query: (m) => ({ locacion_id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/licenciaconvenio/{id}', params: (m) => ({ id: m.convenioId }), esperado: DUENO_Y_AREA },
  {
    ruta: 'POST /api/licenciaconvenio',
    multipart: (m) => ({ campos: { locacion_id: String(m.establecimientoId), convenio_id: '1', ...fechas() }, archivo: PDF }),
    esperado: POR_REGLA,
  },
  {
    ruta: 'POST /api/licenciaconvenio/{id}',
    params: (m) => ({ id: m.convenioId }),
    multipart: () => ({ campos: { convenio_id: '2', ...fechas() } }),
    esperado: SOLO_DUENO,
  },
  { ruta: 'DELETE /api/licenciaconvenio/{id}', params: (m) => ({ id: m.convenioId }), mundoPropio: true, esperado: SOLO_DUENO },
  { ruta: 'GET /api/establecimientos/getConveniosByEstablecimiento/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/licencias/getMulta/{id}', params: (m) => ({ id: m.licenciaId }), esperado: DUENO_Y_AREA },
];
