// How a licence reads on screen, from its own machine: the card's word, the reason of a return,
// what may be done — all read from the snapshot the API sends, restored into the licence's machine
// (domain/licencia/definicion.ts), so the card, the timeline and the form cannot disagree.
import { licencia as definicion } from '../../domain/licencia/definicion';
import { camposLicencia, estatusVisibleLicencia } from '../../domain/licencia/lectura';
import { colorEstatus, ESTATUS_ELIMINABLES } from '../../domain/tramite/estatus';
import { devueltaParaReenviar } from '../../domain/tramite/lectura';
import { varianteTono, type VarianteInsignia } from '../tramite/insignia';
import { leerTramite, restaurar } from '../tramite/use-tramite';
import type { LicenciaDto } from './tipos';

export type { VarianteInsignia };

/** A card whose establishment has no licence request in the portal. */
export const SIN_LICENCIA = 'Sin licencia';

type ConTramite = Pick<LicenciaDto, 'tramite'>;

/** The licence's request restored into its machine, and the spec's fields read from it. */
export function leerLicencia(l: ConTramite) {
  const t = leerTramite(definicion, restaurar(definicion, l.tramite.snapshot));
  return { ...t, campos: camposLicencia(t.snapshot) };
}

/** The badge of a general status code: the timeline's colour rule (spec 1 §4.5) as a badge variant. */
export function varianteEstatus(estatus: number | null | undefined): 'success' | 'destructive' | 'outline' {
  const c = colorEstatus(estatus);
  return c === 'verde' ? 'success' : c === 'rojo' ? 'destructive' : 'outline';
}

/** The licence shown on a card: the one of the newest year. */
export function licenciaActual<T extends Pick<LicenciaDto, 'anio' | 'id'>>(licencias: readonly T[] | null | undefined): T | null {
  if (!licencias?.length) return null;
  return [...licencias].sort((a, b) => b.anio - a.anio || b.id - a.id)[0];
}

export interface EstatusVisible {
  texto: string;
  variante: VarianteInsignia;
}

/**
 * The word on a licence's card, in 'Licencias', in the inbox and in the Trámites list: the one
 * the kit computes (domain/licencia/lectura.ts estatusVisibleLicencia), never worded here apart.
 */
export function estatusLicencia(l: (ConTramite & Pick<LicenciaDto, 'revocada'>) | null): EstatusVisible {
  if (!l) return { texto: SIN_LICENCIA, variante: 'outline' };
  const v = estatusVisibleLicencia(leerLicencia(l).snapshot, l.revocada);
  return { texto: v.texto, variante: varianteTono(v.tono) };
}

/** A returned request says why: the reason of the step that returned it (spec 1 §4.4–4.5); null otherwise. */
export function motivoDevolucion(l: ConTramite | null): string | null {
  if (!l) return null;
  const t = leerLicencia(l);
  if (t.estado !== 'devuelta') return null;
  return t.linea.find((p) => p.actual)?.motivo ?? null;
}

/** spec 1 §6: the reason segment of GET establecimientos/delete/{id}/{motivo}/{estatus}. */
export function rutaEliminar(establecimientoId: number, l: ConTramite | null): string {
  const t = l ? leerLicencia(l) : null;
  const estatus = t?.estatus ?? 0;
  const motivo = t && devueltaParaReenviar(definicion, t.snapshot) ? motivoDevolucion(l)?.trim() || 'Solicitud devuelta' : '0';
  return `/api/establecimientos/delete/${establecimientoId}/${encodeURIComponent(motivo)}/${estatus}`;
}

/** spec 1 §6 (the API decides; this mirrors it for the card's menu). */
export const esEliminable = (l: ConTramite | null) => !l || ESTATUS_ELIMINABLES.includes(leerLicencia(l).estatus);

/** spec 1 §4.8: the late-payment dialog opens only with estatus_estado_extemporaneo 4. */
export const hayPagoExtemporaneo = (l: ConTramite | null) => !!l && leerLicencia(l).campos.estatusEstadoExtemporaneo === 4;

/** The request left the draft (sent at least once): statements, timeline and anuencia make sense. */
export const fueEnviada = (l: ConTramite | null) => !!l && leerLicencia(l).estado !== 'borrador';
