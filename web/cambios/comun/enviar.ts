// How a change request's form travels (spec 2 §7): multipart with bracketed names, the way
// api/cambios/multipart.ts reads it — nested objects as a[b][c], lists as a[0], flags as 1/0 —
// and its files as files[code][file] + files[code][code] (storeFiles: documento[i][file|code]).
// Pure, so it is unit tested.

/** Appends one value at `nombre`, descending into objects and lists; null and undefined are left out. */
function agregar(datos: FormData, nombre: string, valor: unknown): void {
  if (valor === null || valor === undefined) return;
  if (typeof Blob !== 'undefined' && valor instanceof Blob) {
    datos.append(nombre, valor, valor instanceof File ? valor.name : nombre);
    return;
  }
  if (valor instanceof Date) {
    datos.append(nombre, valor.toISOString());
    return;
  }
  if (Array.isArray(valor)) {
    valor.forEach((v, i) => agregar(datos, `${nombre}[${i}]`, v));
    return;
  }
  if (typeof valor === 'object') {
    for (const [k, v] of Object.entries(valor as Record<string, unknown>)) agregar(datos, `${nombre}[${k}]`, v);
    return;
  }
  if (typeof valor === 'boolean') {
    datos.append(nombre, valor ? '1' : '0');
    return;
  }
  datos.append(nombre, String(valor));
}

/**
 * A change request's fields and files as one multipart body: `campos` with bracketed names
 * (`domicilio[otro_domicilio][is_otra_colonia]`, `actividades_secundarias[0]`, flags '1'/'0';
 * null and undefined are not sent, and neither is an empty list) and each file as
 * `files[code][file]` with `files[code][code]`.
 */
export function formDataCambio(campos: Record<string, unknown>, archivos: ReadonlyMap<string, File> = new Map()): FormData {
  const datos = new FormData();
  for (const [k, v] of Object.entries(campos)) agregar(datos, k, v);
  for (const [codigo, archivo] of archivos) {
    datos.append(`files[${codigo}][file]`, archivo, archivo.name);
    datos.append(`files[${codigo}][code]`, codigo);
  }
  return datos;
}

/** storeFiles (spec 2 §5 "a list of documents, each with a code and a file"): documento[i][file], documento[i][code], solicitud_id. */
export function formDataDocumentos(archivos: ReadonlyMap<string, File>, solicitudId: number): FormData {
  const datos = new FormData();
  let i = 0;
  for (const [codigo, archivo] of archivos) {
    datos.append(`documento[${i}][file]`, archivo, archivo.name);
    datos.append(`documento[${i}][code]`, codigo);
    i += 1;
  }
  datos.append('solicitud_id', String(solicitudId));
  return datos;
}
