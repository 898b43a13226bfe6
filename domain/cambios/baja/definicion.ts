// Closure of an establishment (spec 2 §2 'Solicitud de baja de establecimiento', §3, §4): Residuos
// Sólidos and then Licencias de Funcionamiento each check what the business owes them (adeudo_rs,
// adeudo_la); a debt is paid (1750, 1751) or notified per area (notificarPagoAreaBajaEstablecimiento)
// and validated by the same area. On approval the establishment is closed: its licences are no
// longer valid and it admits no new request.
import { eventoAdeudo, pasosAdeudo, type ExtraAdeudos } from '../adeudos';
import { CAMBIO, definirCambio, type DatosCambio } from '../comun';

export const bajaEstablecimiento = definirCambio<DatosCambio, ExtraAdeudos>({
  clave: CAMBIO.BAJA,
  nombre: 'Baja de establecimiento',
  workflowType: 'bajaEstablecimientoWorkflow',
  prefijoWorkflow: 'baja',
  articulo: 'baja',
  alAprobar: 'Su establecimiento quedó dado de baja.',
  pasos: [
    ...pasosAdeudo<DatosCambio>('rs', { etiqueta: 'Adeudos de residuos sólidos', tituloTarea: 'Baja de establecimiento: adeudos de residuos sólidos', plazoHoras: 16 }),
    ...pasosAdeudo<DatosCambio>('la', { etiqueta: 'Adeudos de licencias de funcionamiento', tituloTarea: 'Baja de establecimiento: adeudos de licencias', plazoHoras: 16 }),
  ],
  linea: [
    { clave: 'residuos', etiqueta: 'Residuos Sólidos', pasos: ['revision_rs', 'pago_rs', 'validacion_rs'] },
    { clave: 'licencias', etiqueta: 'Licencias de Funcionamiento', pasos: ['revision_la', 'pago_la', 'validacion_la'] },
  ],
  extraInicial: () => ({ adeudos: {} }),
  eventos: { adeudo: eventoAdeudo<DatosCambio>() },
});
