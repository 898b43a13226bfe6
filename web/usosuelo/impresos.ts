// The land-use certificate's printouts as viewer sources (spec 1 §7.4 imprimirconstancia with
// typeId; spec 3 §7.3 viewestadocuenta). Pure, so it is unit tested.
import type { ConstanciaDto } from '../../api/usosuelo/usosuelo.schemas';
import type { EstadoCuentaDto } from '../../api/pagos/estados-cuenta.dto';
import type { FuentePdf } from '../components/visor';
import { estadoCuentaPdf } from '../licencia/impresos';

/** The certificate in its format: typeId is its formato_uso_suelo.tipo_formato_id. */
export const constanciaPdf = (c: Pick<ConstanciaDto, 'id' | 'folio' | 'formato_uso_suelo'>): FuentePdf => ({
  titulo: `Constancia de uso de suelo ${c.folio}`,
  ruta: `/api/constancia_uso_suelo/${c.id}/imprimirconstancia?typeId=${c.formato_uso_suelo.tipo_formato_id}`,
  metodo: 'POST',
  nombreArchivo: `constancia-uso-suelo-${c.folio}.pdf`,
});

/** A statement: the certificate's current one by the spec's URL, an older round by the kit's. */
export function estadoCuentaConstanciaPdf(c: Pick<ConstanciaDto, 'id'>, e: Pick<EstadoCuentaDto, 'id' | 'folio'>, estados: readonly Pick<EstadoCuentaDto, 'id'>[]): FuentePdf {
  if (estados.at(-1)?.id !== e.id) return estadoCuentaPdf(e);
  return { titulo: `Estado de cuenta ${e.folio}`, ruta: `/api/constancia_uso_suelo/${c.id}/viewestadocuenta`, nombreArchivo: `estado-cuenta-${e.folio}.pdf` };
}
