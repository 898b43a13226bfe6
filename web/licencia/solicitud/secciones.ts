// The licence form's sections below the establishment's data, as one chunk that
// secciones-diferidas.ts loads after the first screen is painted. One dynamic entry, not
// three: fewer requests, and the bundler's shared chunks (icons) stay grouped as they were for the
// other pages.
export { SeccionDocumentos } from './seccion-documentos';
export { SeccionFotos } from './seccion-fotos';
export { SeccionUbicacion } from './seccion-ubicacion';
