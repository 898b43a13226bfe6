// Who may call the documents' routes (api/lib/permisos.ts). The profile's documents
// are the taxpayer's alone; a stored file is also read by the staff of an area with a task on a
// request it belongs to (here the profile's, under review in Padrón) and by root.
import { con, DUENO_Y_AREA, SOLO_DUENO, type FilaPermisos } from '../lib/permisos';

export const permisosDocumentos: FilaPermisos[] = [
  { ruta: 'GET /api/contribuyentes/{id}/documentos', params: (m) => ({ id: m.contribuyenteId }), esperado: SOLO_DUENO },
  {
    ruta: 'POST /api/contribuyentes/{id}/documentos',
    params: (m) => ({ id: m.contribuyenteId }),
    multipart: () => ({ campos: { codigo: 'identificacion' }, archivo: { campo: 'file', nombre: 'ine.pdf', tipo: 'application/pdf' } }),
    // The profile is under review: its owner is let through and refused by the rule (400 BLOQUEADO).
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  {
    ruta: 'DELETE /api/contribuyentes/{id}/documentos/{docId}',
    params: (m) => ({ id: m.contribuyenteId, docId: m.documentoId }),
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  { ruta: 'GET /api/documentacion/{id}', params: (m) => ({ id: m.documentoId }), area: 'perfil', esperado: DUENO_Y_AREA },
];
