// The change of address's words (spec 2 §2, §5, §7, §8): the spec's strings verbatim, ours in
// correct Spanish where the spec shows none.
import { MSG_PREDIO } from '../../predial/mensajes';
import { MSG_CAMBIOS } from '../comun';

export const MSG_CDO = {
  titulo: 'Cambio de domicilio',
  noCuentoClave: 'No cuento con clave catastral',
  consultar: 'Consultar',
  claveNoEncontrada: MSG_PREDIO.claveNoEncontrada,
  camposObligatorios: MSG_CAMBIOS.camposObligatorios,
  actualizada: MSG_CAMBIOS.actualizada,
  documentosAdjuntados: MSG_CAMBIOS.documentosAdjuntados,
  fotosAdjuntadas: MSG_CAMBIOS.fotosAdjuntadas,
  movimientoSolicitado: 'Movimiento solicitado exitosamente',
  pagarEnLinea: 'Pagar en línea',
  pagarPredial: 'Pagar predial',
} as const;

export const MSG_CDO_EXTRA = {
  creada: 'Solicitud de cambio de domicilio creada exitosamente',
  sinClave: 'Sin clave catastral debe acudir a la Dirección de Licencias de Funcionamiento para regularizar el pago del impuesto predial.',
  claveDonativo: 'Con la casilla «No cuento con clave catastral» la clave es DONATIVO (8 caracteres).',
  mismoDomicilio: 'El nuevo domicilio es el mismo que el actual.',
  solicitudDistinta: 'El documento no corresponde a esta solicitud.',
  codigoRecibo: 'El comprobante debe enviarse con el código recibo_pago_uso_suelo.',
  archivoRequerido: 'Adjunte el archivo del comprobante.',
  sinLicencia: 'El establecimiento necesita una licencia de funcionamiento emitida para cambiar de domicilio.',
  licenciaDistinta: 'La licencia no corresponde a este establecimiento.',
  noRenovacion: 'Esta solicitud no se presentó dentro de una renovación.',
  ubicacion: 'Marque la ubicación del nuevo domicilio en el mapa (latitud y longitud).',
} as const;
