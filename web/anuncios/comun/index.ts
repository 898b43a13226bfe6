// The parts the establishment and public-road sign forms share (spec 3 §2.2, §2.3, §3, §5.2).
export { FilasAnuncio, FILA_VACIA } from './filas-anuncio';
export { CamposAnuncio } from './campos-anuncio';
export { ArchivosAnuncio, type ArchivoExistente } from './archivos-anuncio';
export { ChipEstatusAnuncio } from './chip-estatus';
export { useMaterialesAnuncio, useTiposAnuncio, useTiposPropiedadAnuncio, type ItemAnuncio } from './consultas';
export { documentoAnuncio, nombreAnuncio, ResumenAnuncio, TablaFilasAnuncio } from './resumen-anuncio';
export { SeccionesAnuncio } from './secciones-anuncio';
