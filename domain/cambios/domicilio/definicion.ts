// Change of address (spec 2 §2 "Change of address", §3, §4): Licencias de Funcionamiento (or SARE)
// reviews the new address and its documents; without a land-use certificate for it, Desarrollo
// Urbano verifies the use, the taxpayer pays 1755 (uploadReciboPagoCambioDomicilioDU) and Desarrollo
// Urbano validates the payment. On approval the establishment moves.
import { CAMBIO, definirCambio, pasoRevision, pasosUsoSuelo, type DatosUsoSuelo } from '../comun';

export const cambioDomicilio = definirCambio<DatosUsoSuelo>({
  clave: CAMBIO.DOMICILIO,
  nombre: 'Cambio de domicilio',
  workflowType: 'cambioDomicilioWorkflow',
  prefijoWorkflow: 'cambio-domicilio',
  articulo: 'cambio de domicilio',
  alAprobar: 'El domicilio de su establecimiento ya fue actualizado.',
  pasos: [pasoRevision<DatosUsoSuelo>('Revisión del cambio de domicilio', 'Cambio de domicilio'), ...pasosUsoSuelo<DatosUsoSuelo>()],
});
