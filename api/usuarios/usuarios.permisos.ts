// Who may call the routes of api/usuarios (api/lib/permisos.ts says how). root and
// administrador manage internal accounts; reviewers, taxpayers and anonymous never reach them; the
// audit trail is root's alone. The rows act on the world's analista (tests/integration/mundo-usuarios.ts).
import { con, type Actor, type Esperado, type FilaPermisos, type Mundo } from '../lib/permisos';

/** root and administrador; everyone else refused. */
const ADMINISTRACION: Record<Actor, Esperado> = {
  anonimo: '401',
  contribuyente: '403/404',
  otroContribuyente: '403/404',
  otraArea: '403/404',
  area: '403/404',
  admin: '2xx',
  root: '2xx',
};
const SOLO_ROOT = con(ADMINISTRACION, { admin: '403/404' });

const cuenta = (m: Mundo) => ({ id: m.usuarios.staffId });

/** A valid form; the username and e-mail come from the world, so a second save is a duplicate (409). */
const formulario = (m: Mundo, extra: Record<string, unknown> = {}) => ({
  tipo_usuario: 'analista',
  sexo: 'H',
  nombre: 'Mario',
  apellido1: 'Matriz',
  apellido2: 'Permisos',
  username: `nuevo.${m.usuarios.staffId}`,
  telefono: '(983) 123 4567',
  email: `nuevo.${m.usuarios.staffId}@opb.gob.mx`,
  areas: [{ id: 6, es_jefe: false }],
  ...extra,
});

export const permisosUsuarios: FilaPermisos[] = [
  { ruta: 'GET /api/users', esperado: ADMINISTRACION },
  { ruta: 'GET /api/users/areas', esperado: ADMINISTRACION },
  { ruta: 'GET /api/users/bitacora', esperado: SOLO_ROOT },
  { ruta: 'GET /api/users/{id}', params: cuenta, esperado: ADMINISTRACION },
  { ruta: 'GET /api/users/{id}/bitacora', params: cuenta, esperado: SOLO_ROOT },
  {
    ruta: 'POST /api/users',
    // No password: the owner chooses it through the e-mailed link (domain/usuarios/activacion.ts).
    body: (m) => formulario(m),
    esperado: con(ADMINISTRACION, { root: 'permitido' }),
    nota: 'admin creates it first; root then finds the username taken (409)',
  },
  // A new link to choose the password, never a password.
  { ruta: 'POST /api/users/{id}/enlace', params: cuenta, esperado: ADMINISTRACION },
  {
    ruta: 'PUT /api/users/{id}',
    params: cuenta,
    body: (m) => formulario(m, { username: `analista.editado.${m.usuarios.staffId}`, email: `editado.${m.usuarios.staffId}@opb.gob.mx` }),
    esperado: ADMINISTRACION,
  },
  { ruta: 'POST /api/users/{id}/deactivate', params: cuenta, esperado: ADMINISTRACION },
  { ruta: 'POST /api/users/{id}/activate', params: cuenta, esperado: ADMINISTRACION },
  {
    ruta: 'DELETE /api/users/{id}',
    params: cuenta,
    mundoPropio: true,
    esperado: con(ADMINISTRACION, { root: 'consulta' }),
    nota: 'admin deletes it first; root then finds it gone (404)',
  },
];
