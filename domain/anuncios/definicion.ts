// Signs in an establishment (`anuncio`) and on a public road (`anuncio_externo`), spec 3 §2.2–2.3,
// §4.1: two procedures of the kit with one shape (comun.ts). Each has its own key, workflow type,
// prefix and the page its notices open.
import { ANUNCIOS, definirAnuncio } from './comun';

export const anuncio = definirAnuncio({
  clave: ANUNCIOS.ESTABLECIMIENTO,
  nombre: 'Anuncio en establecimiento',
  workflowType: 'anuncioWorkflow',
  prefijoWorkflow: 'anuncio',
  que: 'anuncio',
  // spec 3 §2.2: the establishment's sign request (its signs, status, statement and format).
  enlace: ({ solicitudId, locacionId }) => `/admin/establecimientos/anuncios/${solicitudId}${locacionId ? `?establecimiento=${locacionId}` : ''}`,
});

export const anuncioExterno = definirAnuncio({
  clave: ANUNCIOS.EXTERNO,
  nombre: 'Anuncio en vía pública',
  workflowType: 'anuncioExternoWorkflow',
  prefijoWorkflow: 'anuncioext',
  que: 'anuncio en vía pública',
  // spec 3 §2.3: the list of public-road sign requests.
  enlace: () => '/admin/anuncios-externos',
});
