// Who may call the profile's routes (api/lib/permisos.ts): the taxpayer's own
// profile only; staff read it through their task (GET tareas/{id}), never here.
import { con, SOLO_DUENO, type Actor, type Esperado, type FilaPermisos } from '../lib/permisos';
import { perfilFisicaEjemplo } from '../../sim/formularios';

/** Any taxpayer, on their own profile (the route carries no id); staff and administrador have none. */
const CONTRIBUYENTES: Record<Actor, Esperado> = { anonimo: '401', contribuyente: '2xx', otroContribuyente: '2xx', otraArea: '403/404', area: '403/404', admin: '403/404', root: '403/404' };
/**
 * Padrón look-ups (names and phones): a taxpayer only the own RFC; staff only the RFC of a taxpayer
 * their area has a task about (any of the taxpayer's requests); root any; administrador none.
 */
const PADRON: Record<Actor, Esperado> = { anonimo: '401', contribuyente: '2xx', otroContribuyente: '403/404', otraArea: '2xx', area: '2xx', admin: '403/404', root: '2xx' };

/** Any taxpayer by RFC (another one gets only {id, rfc}); staff and administrador none. */
const BUSQUEDA = con(SOLO_DUENO, { otroContribuyente: '2xx' });

export const permisosContribuyentes: FilaPermisos[] = [
  // spec 2 §7 taxpayer lookup. By id only the owner (ids are sequential: another taxpayer's id must not
  // answer an RFC); by RFC the owner reads the profile, another taxpayer only {id, rfc} (the new owner
  // of a change of owner, tests/integration/cambio-propietario.test.ts checks both shapes).
  { ruta: 'GET /api/contribuyentes/getByID/{id}', params: (m) => ({ id: m.contribuyenteId }), esperado: SOLO_DUENO },
  { ruta: 'GET /api/contribuyentes/getByRFC/{rfc}', params: (m) => ({ rfc: m.rfc }), esperado: BUSQUEDA },
  // pregunta1 3 (no cadastral key) keeps nothing: the call changes no one's profile.
  { ruta: 'POST /api/contribuyentes/onboarding', body: () => ({ pregunta1: 3 }), esperado: CONTRIBUYENTES },
  {
    ruta: 'PUT /api/contribuyentes/{id}',
    params: (m) => ({ id: m.contribuyenteId }),
    body: (m) => perfil(m.rfc),
    // Under review: the owner is let through and refused by the rule (400 BLOQUEADO).
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  {
    ruta: 'POST /api/contribuyentes',
    body: (m) => perfil(m.rfc),
    // Each taxpayer saves their own profile: the owner's is under review (400), another's RFC differs (422).
    esperado: con(CONTRIBUYENTES, { contribuyente: 'permitido', otroContribuyente: 'permitido' }),
  },
  { ruta: 'POST /api/contribuyentes/{id}/changestatus', params: (m) => ({ id: m.contribuyenteId }), body: () => ({ estatus: 10 }), esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }) },
  { ruta: 'POST /api/contribuyentes/{id}/contacto', params: (m) => ({ id: m.contribuyenteId }), body: () => ({ telefono_movil: '9831112233' }), esperado: SOLO_DUENO },
  { ruta: 'POST /api/contribuyentes/{rfc}/getDataOPB', params: (m) => ({ rfc: m.rfc }), esperado: PADRON },
  // The market padrón: the owner's own RFC, Mercados (which keeps the padrón) and root; no other area.
  // The world's taxpayer is not a concessionaire: 200 with success false.
  {
    ruta: 'GET /api/locales-mercados/concesionarioByRFC/{rfc}',
    params: (m) => ({ rfc: m.rfc }),
    area: 'mercados',
    esperado: { anonimo: '401', contribuyente: 'consulta', otroContribuyente: '403/404', otraArea: '403/404', area: 'consulta', admin: '403/404', root: 'consulta' },
    nota: "area = Mercados' staff; otraArea = Padrón, which has a task about the taxpayer and still may not read the market padrón",
  },
];

function perfil(rfc: string) {
  return perfilFisicaEjemplo(rfc, { representantes: [] });
}
