// Who may call the e.firma routes (api/lib/permisos.ts): each official registers their own
// certificate and signs the tasks of their areas; the administrator (and root) chooses the
// signing mode; the checks of a signed PDF are public.
import { con, PUBLICA, SOLO_AREA, type Esperado, type FilaPermisos } from '../lib/permisos';

const TODOS = (e: Esperado) => ({ anonimo: e, contribuyente: e, otroContribuyente: e, otraArea: e, area: e, admin: e, root: e });
const ADMIN = { ...TODOS('403/404'), anonimo: '401', admin: '2xx', root: '2xx' } as const;

export const permisosEfirma: FilaPermisos[] = [
  // Every official has a profile, whatever their area.
  { ruta: 'GET /api/efirma/certificado', esperado: con(SOLO_AREA, { otraArea: '2xx' }) },
  {
    ruta: 'POST /api/efirma/certificado',
    body: () => ({ cer: 'MAA=' }),
    esperado: con(SOLO_AREA, { otraArea: 'permitido', area: 'permitido', root: 'permitido' }),
    nota: 'not a certificate (400)',
  },
  { ruta: 'GET /api/tareas/{id}/efirma', params: (m) => ({ id: m.tareaId }), esperado: SOLO_AREA },
  {
    ruta: 'POST /api/tareas/{id}/efirma/preparar',
    params: (m) => ({ id: m.tareaId }),
    esperado: con(SOLO_AREA, { area: 'permitido', root: 'permitido' }),
    nota: 'the task is a review, not a signature (400)',
  },
  {
    ruta: 'POST /api/tareas/{id}/efirma/completar',
    params: (m) => ({ id: m.tareaId }),
    body: () => ({ sesion: '00000000-0000-4000-8000-000000000000', firma: 'AAAA' }),
    esperado: con(SOLO_AREA, { area: 'permitido', root: 'permitido' }),
    nota: 'no such signing session (400)',
  },
  { ruta: 'GET /api/efirma/ajustes', esperado: ADMIN },
  { ruta: 'PUT /api/efirma/ajustes', body: () => ({ modo: 'clic' }), mundoPropio: true, esperado: ADMIN },
  // Public: anyone checks a PDF's signatures.
  { ruta: 'POST /api/verificar/pdf', multipart: () => ({ campos: {}, archivo: { campo: 'file', nombre: 'documento.pdf', tipo: 'application/pdf' } }), esperado: PUBLICA },
  // Public, and only with the QR's signed code of a document signed with e.firma: a bare folio finds nothing.
  { ruta: 'GET /api/verificar/{codigo}/firmas', params: (m) => ({ codigo: m.folio }), esperado: TODOS('403/404') },
];
