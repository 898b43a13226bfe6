/** The envelope every answer uses (spec 1 §7): { success, message, data }. */
export function ok<T>(data: T, message = '') {
  return { success: true as const, message, data };
}

export function paginado<T>(items: T[], page: number, perPage: number, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return { data: items, from: total === 0 ? 0 : (page - 1) * perPage + 1, last_page: lastPage, total, current_page: page, per_page: perPage };
}
