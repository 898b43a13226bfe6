// Where the public-road sign pages go (spec 3 §2.1 anuncios-externos, anuncio-externo/solicitud):
// the form is one route whose query says what it does. Pure, unit tested.

export const RUTA_LISTA = '/admin/anuncios-externos';
const FORM = '/admin/anuncio-externo/solicitud';
export const TITULO_SOLICITUD = 'Solicitud de anuncio en vía pública';

/** A new request: with the key found in the cadastre, or without a key ('No cuento con clave catastral'). */
export const rutaNueva = (clave: string | null) => (clave ? `${FORM}?clave=${encodeURIComponent(clave)}` : `${FORM}?sin_clave=1`);
/** Another sign of a request ('request additional ads'). */
export const rutaAdicional = (solicitudId: number) => `${FORM}?solicitud=${solicitudId}`;
/** A sign of a request, to edit (or look at once sent). */
export const rutaEditar = (solicitudId: number, anuncioId: number) => `${FORM}?solicitud=${solicitudId}&anuncio=${anuncioId}`;

export type ModoFormulario =
  | { modo: 'nueva'; clave: string | null }
  | { modo: 'adicional'; solicitudId: number }
  | { modo: 'editar'; solicitudId: number; anuncioId: number }
  | { modo: 'invalido' };

const id = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** What the form's query asks for. */
export function modoDe(q: URLSearchParams): ModoFormulario {
  const solicitud = id(q.get('solicitud'));
  const anuncio = id(q.get('anuncio'));
  if (q.has('anuncio')) return solicitud && anuncio ? { modo: 'editar', solicitudId: solicitud, anuncioId: anuncio } : { modo: 'invalido' };
  if (q.has('solicitud')) return solicitud ? { modo: 'adicional', solicitudId: solicitud } : { modo: 'invalido' };
  const clave = (q.get('clave') ?? '').replace(/\D/g, '');
  if (clave) return { modo: 'nueva', clave };
  return q.get('sin_clave') === '1' ? { modo: 'nueva', clave: null } : { modo: 'invalido' };
}
