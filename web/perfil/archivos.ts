// The profile's pending files (spec 1 §5.1 documents; POST /api/contribuyentes/{id}/documentos):
// keyed by who they belong to and the document code. Pure, so it is unit tested.
import type { ArchivoPendiente, Plan } from '../components/archivos/pendientes';

/** Where a chosen file belongs: 'c' (the taxpayer) or the form key of a representative / tramitador. */
export const AMBITO_CONTRIBUYENTE = 'c';
export const claveArchivo = (ambito: string, codigo: string) => `${ambito}|${codigo}`;
/** The prefix of every key of one person's files (to drop them with the person). */
export const prefijoAmbito = (ambito: string) => `${ambito}|`;

export interface ContextoPerfil {
  perfilId: number;
  /** the representative id the save gave the form key `ambito` (none: not saved) */
  idDe: (ambito: string) => number | null | undefined;
}

/**
 * One request per file (the route takes one). A representative's file goes with the id the save
 * just gave that person; without one it cannot go and counts as not uploaded.
 */
export function lotesPerfil(pendientes: readonly ArchivoPendiente[], { perfilId, idDe }: ContextoPerfil): Plan {
  const plan: Plan = { lotes: [], omitidos: 0 };
  for (const p of pendientes) {
    const [ambito, codigo] = p.clave.split('|');
    const repId = ambito === AMBITO_CONTRIBUYENTE ? null : idDe(ambito);
    if (ambito !== AMBITO_CONTRIBUYENTE && !repId) {
      plan.omitidos = (plan.omitidos ?? 0) + 1;
      continue;
    }
    const datos = new FormData();
    datos.append('codigo', codigo);
    if (repId) datos.append('representante_id', String(repId));
    datos.append('file', p.archivo, p.archivo.name);
    plan.lotes.push({ archivos: [p], ruta: `/api/contribuyentes/${perfilId}/documentos`, datos, exito: false });
  }
  return plan;
}
