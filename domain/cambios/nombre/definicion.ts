// Change of trade name (spec 2 §2 "Trade-name change", §3, §4): Residuos Sólidos checks the
// waste-collection arrears first (a debt is charged, 1750, and validated before it goes on), then
// Licencias de Funcionamiento (or SARE) reviews the new name. On approval the establishment takes it.
import { eventoAdeudo, pasosAdeudo, type ExtraAdeudos } from '../adeudos';
import { CAMBIO, definirCambio, pasoRevision, type DatosCambio } from '../comun';

export const cambioNombre = definirCambio<DatosCambio, ExtraAdeudos>({
  clave: CAMBIO.NOMBRE,
  nombre: 'Cambio de nombre comercial',
  workflowType: 'cambioNombreWorkflow',
  prefijoWorkflow: 'cambio-nombre',
  articulo: 'cambio de nombre comercial',
  alAprobar: 'El nombre comercial de su establecimiento ya fue actualizado.',
  pasos: [
    ...pasosAdeudo<DatosCambio>('rs', {
      etiqueta: 'Validación de adeudos de residuos sólidos',
      tituloTarea: 'Cambio de nombre comercial: adeudos de residuos sólidos',
      plazoHoras: 8,
    }),
    pasoRevision<DatosCambio>('Revisión del cambio de nombre comercial', 'Cambio de nombre comercial'),
  ],
  linea: [
    { clave: 'residuos', etiqueta: 'Residuos Sólidos', pasos: ['revision_rs', 'pago_rs', 'validacion_rs'] },
    { clave: 'revision', etiqueta: 'Revisión del cambio de nombre comercial', pasos: ['revision'] },
  ],
  extraInicial: () => ({ adeudos: {} }),
  eventos: { adeudo: eventoAdeudo<DatosCambio>() },
});
