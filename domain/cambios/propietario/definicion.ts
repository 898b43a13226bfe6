// Change of owner (spec 2 §2 "Change of owner", §3, §4): Licencias de Funcionamiento (or SARE)
// reviews the transfer with the old owner's closing notice and the new owner's opening notice. On
// approval the establishment, with its history, passes to the new owner.
import { CAMBIO, definirCambio, pasoRevision, type DatosCambio } from '../comun';

export const cambioPropietario = definirCambio<DatosCambio>({
  clave: CAMBIO.PROPIETARIO,
  nombre: 'Cambio de propietario',
  workflowType: 'cambioPropietarioWorkflow',
  prefijoWorkflow: 'cambio-propietario',
  articulo: 'cambio de propietario',
  alAprobar: 'El establecimiento ya pertenece a su nuevo propietario.',
  pasos: [pasoRevision<DatosCambio>('Revisión del cambio de propietario', 'Cambio de propietario')],
});
