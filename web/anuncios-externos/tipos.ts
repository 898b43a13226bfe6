// The answers of the public-road sign calls (spec 3 §3.2, §7.2): the API's response schemas are the one source.
import type { z } from 'zod';
import type { ArchivoAnuncioDto, domicilioAnuncioSchema } from '../../api/anuncios/anuncios.schemas';
import type {
  AnuncioExternoDto,
  PredioAnuncioDto,
  SolicitudAnuncioExternoDto,
  paginaAnunciosExternosSchema,
} from '../../api/anuncios-externos/anuncios-externos.schemas';

export type SolicitudExterna = SolicitudAnuncioExternoDto;
export type AnuncioExterno = AnuncioExternoDto;
export type ArchivoAnuncio = ArchivoAnuncioDto;
export type DomicilioAnuncio = z.infer<typeof domicilioAnuncioSchema>;
export type PaginaSolicitudesExternas = z.infer<typeof paginaAnunciosExternosSchema>;
export type PredioAnuncio = PredioAnuncioDto;
