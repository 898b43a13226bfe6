/** Page numbers to show: at most `max` links around the current page (spec 1 §9: 10 links). */
export function paginasVisibles(actual: number, ultima: number, max = 10): number[] {
  const total = Math.max(1, ultima);
  const p = Math.min(Math.max(1, actual), total);
  if (total <= max) return Array.from({ length: total }, (_, i) => i + 1);
  let inicio = p - Math.floor((max - 1) / 2);
  inicio = Math.max(1, Math.min(inicio, total - max + 1));
  return Array.from({ length: max }, (_, i) => inicio + i);
}
