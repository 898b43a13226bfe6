// spec 1 §2.4: a market opening's address is its market's. Apart from mercados.ts, which the form's
// schema reads for its rules, because this one reads the form's type.
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../common/catalogos';
import { TIPO_LOCAL } from '../catalogos/establecimientos';
import { mercadoPorId } from './mercados';
import type { LicenciaFormData } from './schema';

/**
 * spec 1 §2.4: a market stall is where its market is. On a market opening the chosen market's
 * address (Quintana Roo, Othón P. Blanco) and subtype replace whatever the form held; the API
 * applies it on every save, so the address cannot drift from the market's.
 */
export function conDatosDelMercado(f: LicenciaFormData): LicenciaFormData {
  const mercado = f.mercado_apertura ? mercadoPorId(f.mercado_id) : undefined;
  if (!mercado) return f;
  const d = mercado.domicilio;
  return {
    ...f,
    tipo_local_id: TIPO_LOCAL.MERCADO,
    tipo_local_detalle_id: mercado.tipo_local_detalle_id,
    domicilio: {
      ...d,
      entidad_id: ENTIDAD_DEFAULT,
      municipio_id: MUNICIPIO_DEFAULT,
      tipo_vialidad_id: null,
      numero_interior: undefined,
    },
  };
}
