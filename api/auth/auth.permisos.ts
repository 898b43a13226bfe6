// Who may call the sign-in and account routes (api/lib/permisos.ts).
import { con, PUBLICA, SESION, SOLO_DUENO, type FilaPermisos } from '../lib/permisos';

let n = 0;
/** A new account per call: sign-up is public, and an RFC signs up once. */
const cuentaNueva = () => {
  n += 1;
  const dia = String((n % 27) + 1).padStart(2, '0');
  const sufijo = String(Math.floor(Math.random() * 900) + 100);
  return { rfc: `PERM8001${dia}${sufijo}`, email: `permisos.${Date.now()}.${n}@example.mx`, password: 'ClaveSegura1', confirmPassword: 'ClaveSegura1' };
};

export const permisosAuth: FilaPermisos[] = [
  { ruta: 'POST /api/signup', body: cuentaNueva, esperado: PUBLICA },
  { ruta: 'POST /api/register', body: cuentaNueva, esperado: PUBLICA },
  { ruta: 'POST /api/login', body: (m) => ({ username: m.rfc, password: 'ClaveSegura1', remember: false }), esperado: PUBLICA },
  // The same answer for any name, and the work happens after answering.
  { ruta: 'POST /api/sendResetPassword/{username}', params: () => ({ username: 'nadie.registrado' }), esperado: PUBLICA },
  // The owner's side of the link to choose a password: public, the token is the credential. The
  // world has no link, so a made-up token: the look-up answers (success false), the activation 404.
  { ruta: 'POST /api/activacion/estado', body: () => ({ token: 'x'.repeat(43) }), esperado: PUBLICA },
  {
    ruta: 'POST /api/activacion',
    body: () => ({ token: 'x'.repeat(43), password: 'OtraClave2026', confirmPassword: 'OtraClave2026' }),
    esperado: { anonimo: '403/404', contribuyente: '403/404', otroContribuyente: '403/404', otraArea: '403/404', area: '403/404', admin: '403/404', root: '403/404' },
    nota: 'public (no session needed); a token no link has is 404 for anyone, signed in or not',
  },
  { ruta: 'GET /api/session', esperado: SESION },
  { ruta: 'POST /api/logout/{id}', params: (m) => ({ id: m.usuarioId }), mundoPropio: true, esperado: SOLO_DUENO },
  {
    ruta: 'POST /api/changepassword/{id}',
    params: (m) => ({ id: m.usuarioId }),
    // A wrong current password: the owner is let through and refused by the check (400).
    body: () => ({ currentPassword: 'NoEsLaClave1', password: 'OtraClave2026', confirmPassword: 'OtraClave2026' }),
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  {
    ruta: 'POST /api/profile/{id}/password',
    params: (m) => ({ id: m.usuarioId }),
    body: () => ({ currentPassword: 'NoEsLaClave1', password: 'OtraClave2026', confirmPassword: 'OtraClave2026' }),
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  {
    ruta: 'POST /api/newPassword/{id}/{type}',
    params: (m) => ({ id: m.usuarioId, type: 'contribuyente' }),
    body: () => ({ password: 'OtraClave2026', confirmPassword: 'OtraClave2026' }),
    // Only a session opened with a temporary password sets a new one: nobody here has one.
    esperado: con(SOLO_DUENO, { contribuyente: '403/404' }),
  },
];
