// Spanish strings of the change of economic activity (spec 2 §2 "Change of economic activity", §5,
// §8). The spec's words are kept exactly; ours (where the spec gives the rule but no text) are
// apart, in correct Spanish.
import { MSG_CAMBIOS } from '../comun';

/** spec 2 §2, §5, §8, verbatim. */
export const MSG_CA = {
  titulo: 'Cambio de actividad económica',
  solicitarGiro: 'Solicitar nuevo giro',
  solicitar: 'Solicitar',
  cerrar: 'Cerrar',
  requerido: MSG_CAMBIOS.requerido,
  camposObligatorios: MSG_CAMBIOS.camposObligatorios,
} as const;

/** Our own words. */
export const MSG_CA_EXTRA = {
  tituloSolicitud: 'Solicitud de cambio de actividad económica',
  actividadActual: 'Actividad actual',
  actividadNueva: 'Nueva actividad',
  principal: 'Actividad principal',
  secundarias: 'Actividades secundarias',
  habitaciones: 'Número de habitaciones',
  sinCambio: 'Las actividades propuestas son las mismas que tiene el establecimiento: elija una actividad distinta.',
  /**
   * spec 2 §2, §8: a SARE business whose new activity sells alcohol is reviewed by Licencias de
   * Funcionamiento (the spec says the person is told so, without the text).
   */
  reasignadaLicencias:
    'La nueva actividad incluye venta de bebidas alcohólicas, por lo que su solicitud será revisada por el Departamento de Licencias de Funcionamiento y no por el SARE. Al aprobarse, su establecimiento quedará a cargo de ese departamento.',
  faltanDocumentos: (nombres: readonly string[]) => `Faltan documentos obligatorios: ${nombres.join(', ')}.`,
  noEncontrada: 'La solicitud no corresponde a este tipo de trámite.',
  solicitudDistinta: 'El identificador de la solicitud no coincide con la ruta.',
} as const;
