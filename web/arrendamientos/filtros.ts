// The lease list's query (spec 3 §7.6 GET solicitudArrendamiento/{taxpayerId}?page&external_id&
// nombre_comercial&id_estatus&per_page) and the dialogs' file helpers: the market requests' shared layer.
import { consultaSolicitudesMercado } from '../mercados/solicitudes/filtros';

export { MAX_PAGINAS, POR_PAGINA, cuerpoMultipart, hayFiltros, normalizarFiltros, pdfDe } from '../mercados/solicitudes/filtros';

export const consultaArrendamientos = consultaSolicitudesMercado;
