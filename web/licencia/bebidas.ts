// spec 1 §4.8: the beverage-licence window. The banner's words come from the spec's messages.
import { MSG_LIC } from '../../domain/licencia/mensajes';
import type { LicenciaDto, PendienteBebidas } from './tipos';

export function mensajeBebidas(p: { suspendida: boolean; dias_restantes: number | null | undefined }): string {
  return p.suspendida ? MSG_LIC.bebidasSuspendida : MSG_LIC.bebidasQuedan(Math.max(0, p.dias_restantes ?? 0));
}

/** The pending beverage licence of one establishment: the home-screen list, else its licence's own data. */
export function bebidasDe(locacionId: number, pendientes: readonly PendienteBebidas[] | undefined, licencia: Pick<LicenciaDto, 'bebidas' | 'suspendida'> | null): { suspendida: boolean; mensaje: string } | null {
  const p = pendientes?.find((x) => x.locacion_id === locacionId);
  if (p) return { suspendida: p.suspendida, mensaje: mensajeBebidas(p) };
  const b = licencia?.bebidas;
  if (!b) return null;
  const suspendida = Boolean(licencia?.suspendida);
  return { suspendida, mensaje: mensajeBebidas({ suspendida, dias_restantes: b.dias_restantes }) };
}
