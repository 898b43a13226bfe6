// The parts the towers' and billboards' pages share (spec 3 §2.1, §3.4–3.5, §4.4, §7.4–7.5).
export { AccionesDictamen, APROBAR_DICTAMEN, ENVIAR_REVISION, FIRMAR_DICTAMEN } from './acciones-dictamen';
export { ChipEstatusDictamen, ChipVerificacion, VARIANTE_DICTAMEN } from './chips';
export { cambiarEstatus, eliminarDictamen, firmarDictamen, qkDictamen, rutaApi, useDictamen, useDomiciliosDictamen, usePaginaDictamen, type DomicilioConocido } from './consultas';
export { DictamenDialog, MotivoRechazoDialog } from './dialogos';
export { EstadoDictamen, LineaDictamen } from './estado-dictamen';
export { consultaDe, hayFiltros } from './filtros';
export { FiltrosDictamen, useFiltrosDictamen } from './filtros-dictamen';
export { PagosDictamen } from './pagos-dictamen';
export { RejillaDictamen } from './rejilla';
export type { AccionesDictamen as AccionesDictamenDto, ArchivoDictamen, BaseDictamen, ClaveFiltrosDictamen, DictamenComun, Filtros, PaginaDictamen } from './tipos';
export { FILTROS_VACIOS } from './tipos';
