// The answers the licence request form reads (spec 1 §3 Establishment, Licence; §7.4): the API's
// response schemas (api/establecimientos, api/catalogos). The request bodies come from
// domain/licencia/schema.ts.
import type { z } from 'zod';
import type { GiroDto, ItemCatalogo, mesSchema } from '../../../api/catalogos/catalogos.schemas';
import type { ArchivoDto, EstablecimientoDetalle } from '../../../api/establecimientos/establecimientos.schemas';
import type { LicenciaDto } from '../../../api/licencias/licencias.schemas';

export type { AccionesLicencia } from '../../../domain/licencia/lectura';
export type { EstablecimientoCreado, EstablecimientoDetalle } from '../../../api/establecimientos/establecimientos.schemas';

/** A stored file of an establishment (archivos of GET establecimientos/{id}). */
export type ArchivoEstablecimiento = ArchivoDto;

/** The licence the request form works on: the API's licence, its request's snapshot included. */
export type LicenciaResumen = LicenciaDto;

/** The stored address of GET establecimientos/{id}. */
export type DomicilioDetalle = EstablecimientoDetalle['domicilio'];

/** GET giroactividades items. */
export type GiroItem = GiroDto;

/** A catalogue item (GET tipopropiedades/list, categorias/list, tipolocales…). */
export type ItemId = ItemCatalogo;
/** GET meses: the months, with their two-digit codes as ids. */
export type ItemMes = z.infer<typeof mesSchema>;

/** GET mercados/list: a market with its address (spec 1 §2.4 market opening). */
export type { MercadoDto as MercadoItem } from '../../../api/catalogos/catalogos.schemas';
/** GET locales-mercados/concesionarioByRFC/{rfc}: the taxpayer's stall in the market padrón. */
export type { ConcesionarioLocal } from '../../../api/contribuyentes/contribuyentes.schemas';
