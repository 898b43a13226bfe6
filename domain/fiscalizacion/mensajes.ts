// The strings of extraordinary hours (EXTRA) and live music (VARIEDAD): spec 2 §2, §4, §5, §8
// verbatim in MSG_FISCALIZACION; our own words (correct Spanish) in MSG_FISCALIZACION_EXTRA.
// No imports: the API, the web, the workflows' bundle and the PDFs all read this file.

/** spec 2 strings, verbatim (keep them exactly as the spec writes them). */
export const MSG_FISCALIZACION = {
  tituloExtraordinario: 'Solicitud de horario extraordinario',
  tituloMusica: 'Solicitud de musica viva',
  tituloSolicitudes: 'Solicitudes',
  agregarFecha: 'Agregar fecha',
  cantidadPersonas: 'Cantidad de personas',
  horasIguales: 'Las horas de inicio y fin no pueden ser iguales.',
  completeInformacion: 'Complete la información',
  domingoNoPermitido: 'No se permite el dia Domingo',
  domingoMezclado: 'No se permite agregar domingo si selecciono un dia entre lunes y sabado',
  copiarSinMes: 'Debe seleccionar un mes al cual desea copiar las fechas',
  seleccionarMes: 'Debes seleccionar un mes',
  soloPdfComprobante: 'Para el comprobante de pago solo se permiten archivos PDF',
  solicitudAprobada: 'Solicitud aprobada',
  enProceso: 'En proceso de aprobación',
  enviarRevision: 'Enviar a revisión',
  revisar: 'Revisar',
  editar: 'Editar',
  camposObligatorios: 'Por favor, completa los campos obligatorios',
  requerido: 'El campo es requerido',
  actualizada: 'Solicitud actualizada exitosamente',
  enviada: 'Solicitud enviada exitosamente',
  reciboCargado: 'Recibo cargado exitosamente',
  confirmarEliminar: '¿Realmente deseas eliminar esta solicitud?',
  noReversible: 'Esta acción no puede ser revertida',
  errorGenerico: 'Ha ocurrido un error, intenta de nuevo',
  sinEdoCuenta: 'Aún no se ha generado tu estado de cuenta',
} as const;

const DIAS = ['', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;
/** 1 Monday … 7 Sunday, lower case as inside a sentence. */
export const nombreDia = (dia: number): string => DIAS[dia] ?? '';
/** 'Lunes', 'Martes'… as a heading or a schedule row (horarios/gethorarioextraordinario dia.nombre). */
export const nombreDiaTitulo = (dia: number): string => {
  const n = nombreDia(dia);
  return n ? n[0].toUpperCase() + n.slice(1) : '';
};

/** Our own words (correct Spanish) where the spec gives none. */
export const MSG_FISCALIZACION_EXTRA = {
  tituloMisSolicitudes: 'Horarios extraordinarios y música viva',
  horarioExtraordinario: 'Horario extraordinario',
  musicaViva: 'Música viva',
  fecha: 'Fecha',
  fechas: 'Fechas',
  horaInicio: 'Hora de inicio',
  horaFin: 'Hora de fin',
  horasSolicitadas: 'Horas solicitadas',
  horasAprobadas: 'Horas aprobadas',
  sinHorasAprobadas: 'No hay horas aprobadas. Para no autorizar ninguna, devuelva la solicitud con su motivo.',
  mes: 'Mes',
  guardar: 'Guardar',
  actualizar: 'Actualizar',
  cerrar: 'Cerrar',
  creada: 'Solicitud creada exitosamente',
  eliminada: 'Solicitud eliminada exitosamente',
  copiada: 'Solicitud copiada exitosamente',
  horasGuardadas: 'Horas aprobadas guardadas',
  firmadaCargada: 'Solicitud firmada cargada exitosamente',
  formatoFecha: 'La fecha debe tener el formato AAAA-MM-DD.',
  formatoHora: 'La hora debe ser una hora en punto (HH:00).',
  formatoMes: 'El mes debe tener el formato AAAA-MM.',
  tipoInvalido: 'El tipo de solicitud debe ser EXTRA o VARIEDAD.',
  personasInvalidas: 'La cantidad de personas debe ser un número entero mayor que cero.',
  horaNoOfrecida: (hora: string) => `La hora ${hora} no está entre las horas permitidas para este tipo de establecimiento.`,
  mismoMes: 'Todas las fechas deben ser del mismo mes que la primera fecha seleccionada.',
  fechaRepetida: (fecha: string) => `La fecha ${fecha} está repetida en la solicitud.`,
  fechaPasada: (fecha: string) => `La fecha ${fecha} ya pasó: solo pueden solicitarse fechas a partir de hoy.`,
  sinHorarioExtraordinario: (dia: number) => `El establecimiento no tiene horario extraordinario autorizado los ${nombreDia(dia)}.`,
  fechaOcupada: (fecha: string) => `La fecha ${fecha} ya tiene una solicitud registrada para este establecimiento.`,
  domingoHoras: 'El domingo el horario debe estar entre las 17:00 y las 23:00.',
  semanaHoras: 'De lunes a sábado el horario debe estar entre las 23:00 y las 03:00.',
  mesDestinoIgual: 'Seleccione un mes distinto del de la solicitud que desea copiar.',
  copiaSinFechas: 'El mes seleccionado no tiene fechas equivalentes a las de la solicitud.',
  horasAprobadasRango: (max: number) => `Las horas aprobadas deben estar entre 0 y ${max}.`,
  sinDocumentoFirmado: 'Suba la solicitud firmada antes de enviarla a revisión.',
  bloqueada: 'La solicitud ya fue enviada a revisión: no puede modificarse.',
  noEliminable: 'Solo puede eliminarse una solicitud sin enviar o devuelta.',
  noElegible: 'El establecimiento no puede solicitar horario extraordinario ni música viva.',
  licenciaNoLista: 'La licencia de funcionamiento del establecimiento aún no está aprobada en todas sus firmas.',
  sinPatente: 'Ninguna actividad del establecimiento requiere licencia de bebidas alcohólicas (patente).',
  esRenovacion: 'Las solicitudes de horario extraordinario y de música viva no se hacen sobre una renovación.',
  constanciaTitulo: 'Constancia de horario extraordinario',
  constanciaMusicaTitulo: 'Constancia de música viva',
  solicitudImpresaTitulo: 'Solicitud de horario extraordinario',
  solicitudMusicaImpresaTitulo: 'Solicitud de música viva',
} as const;
