import { formatearFecha } from './formato';

/**
 * A date without time ('2026-05-01', a due date) read as that calendar day in Chetumal: parsed as
 * UTC midnight it would show the day before in America/Cancun (UTC-5).
 */
export function formatearDia(valor: string | null | undefined): string {
  if (!valor) return '—';
  return formatearFecha(/^\d{4}-\d{2}-\d{2}$/.test(valor) ? `${valor}T12:00:00Z` : valor);
}
