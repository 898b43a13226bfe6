// The licence answers the establishment pages read (spec 1 §3 Establishment, Licence): each is its
// route's response schema in the API (api/establecimientos, api/licencias, api/pagos), so the page
// and the server cannot disagree on a field.
export type { AnuenciaDto, LicenciaDto, DatosExtemporaneo, PendienteBebidas } from '../../api/licencias/licencias.schemas';
export type { EstadoCuentaDto, OrdenPago } from '../../api/pagos/pagos.schemas';
export type { PasoLinea as PasoLineaTiempo } from '../../domain/tramite/lectura';
export type {
  DocumentosEstablecimiento,
  TarjetaEstablecimiento,
  TramitesEstablecimiento,
} from '../../api/establecimientos/establecimientos.schemas';
import type { z } from 'zod';
import type { EstablecimientoDetalle, ImagenDto, TarjetaEstablecimiento, filaTramiteSchema } from '../../api/establecimientos/establecimientos.schemas';
import type { Pagina } from '../../api/lib/respuesta';
import type { NotificacionDto } from '../../api/notificaciones/notificaciones.schemas';

export type ImagenEstablecimiento = ImagenDto;

/** The licence a card carries: the newest one, without its statements. */
export type LicenciaTarjeta = TarjetaEstablecimiento['licencia'][number];

/** GET establecimientos/contribuyente/{id} (spec 1 §2.5). */
export type PaginaEstablecimientos = Pagina<TarjetaEstablecimiento>;

/** GET establecimientos/{id}. */
export type EstablecimientoConLicencias = EstablecimientoDetalle;

/** One row of the procedures table (spec 1 §2.9). */
export type FilaTramite = z.infer<typeof filaTramiteSchema>;

/** A notification of an establishment (GET establecimientos/notificaciones/{id}). */
export type NotificacionEstablecimiento = NotificacionDto;
