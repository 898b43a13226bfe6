// The printouts of a change request (api/cambios impresos): the request itself and, once it is
// approved, the certificate of the change. Pure, so it is unit tested.
import type { FuentePdf } from '../../components/visor';

type Solicitud = { id: number; folio: string };

export const solicitudCambioPdf = (s: Solicitud): FuentePdf => ({
  titulo: `Solicitud ${s.folio}`,
  ruta: `/api/cambios/${s.id}/imprimirSolicitud`,
  nombreArchivo: `solicitud-${s.folio}.pdf`,
});

export const constanciaCambioPdf = (s: Solicitud): FuentePdf => ({
  titulo: `Constancia de cambio ${s.folio}`,
  ruta: `/api/cambios/${s.id}/constancia`,
  nombreArchivo: `constancia-${s.folio}.pdf`,
});
