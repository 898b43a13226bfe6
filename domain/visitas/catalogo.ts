// The checklists per type of visit as the office keeps them at Catálogos: the bodies the API
// validates and the form shares, and the stable key a new item gets from its question.
import { z } from 'zod';
import { MSG } from '../common/messages';
import { plegar } from '../mercados/locales';
import { CLAVES_TIPO_VISITA } from './tipos';

const pregunta = z
  .string({ error: MSG.requerido })
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, { error: MSG.requerido }).max(300, { error: MSG.maximo(300) }));

export const listaQuery = z.object({ tipo: z.enum(CLAVES_TIPO_VISITA, { error: MSG.requerido }) });
export const puntoListaSchema = z.object({ id: z.number().int(), tipo: z.enum(CLAVES_TIPO_VISITA), clave: z.string(), pregunta: z.string(), orden: z.number().int(), activo: z.boolean() });
export const puntoListaCrearBody = z.object({ tipo: z.enum(CLAVES_TIPO_VISITA, { error: MSG.requerido }), pregunta });
export const puntoListaEditarBody = z.object({
  pregunta,
  orden: z.coerce.number({ error: MSG.requerido }).int({ error: MSG.valorNoValido }).min(0, { error: MSG.mayorOIgualA(0) }).max(999, { error: MSG.menorOIgualA(999) }),
  activo: z.boolean({ error: MSG.requerido }),
});

/**
 * The key a new item is known by in the visits that copy it: its question, folded to lower case
 * without accents, words joined by '_', at most 40 characters; `usadas` makes it unique in its type.
 */
export function claveDePregunta(texto: string, usadas: ReadonlySet<string>): string {
  const base =
    plegar(texto)
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40)
      .replace(/_+$/, '') || 'punto';
  let clave = base;
  for (let n = 2; usadas.has(clave); n++) clave = `${base}_${n}`;
  return clave;
}
