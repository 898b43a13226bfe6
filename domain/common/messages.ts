// Every user-facing Spanish string of the error catalogue and shared validations,
// exactly as written in the spec (spec 1 §5.1, §8; spec 3 §8). Never paraphrase.
export const MSG = {
  // spec 1 §8 global handling
  tokenInvalido: 'Token de sesión inválido',
  errorServidor: 'Error de servidor',
  datosInvalidos: 'Los datos enviados son inválidos',
  permisoDenegado: 'Permiso denegado',
  demasiadasPeticiones: 'Ha realizado demasiadas peticiones seguidas',
  errorConexion: 'Error de conexión, Red o API no disponible',
  errorGenerico: 'Ha ocurrido un error, intenta de nuevo',
  errorEnvioSolicitud: 'Ocurrio un error al enviar su solicitud, intente de nuevo',
  // spec 1 §5.1 shared messages
  tamanoArchivo: 'El tamaño debe ser menor a 14 MB!',
  requerido: 'El campo es requerido',
  alMenosUna: 'Seleccione al menos una opción',
  correoInvalido: 'Correo no válido',
  formatoInvalido: 'Formato inválido',
  mayorACero: 'Ingrese un valor mayor a 0',
  noCoincide: 'No coincide',
  imagenInvalida: 'El archivo debe ser una imagen (png, jpg, jpeg).',
  minimo: (n: number) => `Mínimo ${n} caracteres`,
  maximo: (n: number) => `Máximo: ${n} caracteres`,
  longitudDigitos: (n: number) => `Debe proporcionar ${n} digitos`,
  longitudCaracteres: (n: number) => `Debe proporcionar ${n} caracteres`,
  mayorA: (n: number | bigint) => `Ingrese un valor mayor a ${n}`,
  mayorOIgualA: (n: number | bigint) => `Ingrese un valor mayor o igual a ${n}`,
  menorA: (n: number | bigint) => `Ingrese un valor menor a ${n}`,
  menorOIgualA: (n: number | bigint) => `Ingrese un valor menor o igual a ${n}`,
  valorNoValido: 'Valor no válido',
  // spec 1 §5.4 / spec 3 §5.8 taxpayer profile
  telefono10: 'Proporcione 10 digitos',
  completeCampos: 'Complete los campos marcados en el formulario',
  imposibleTramitadores: 'IMPOSIBLE AGREGAR MÁS TRAMITADORES',
  almenosUnRepresentante: 'Debe registrar por lo menos un representante',
  telefonoRepresentante: 'El número del representante no puede ser el mismo que el del contribuyente',
  telefonoTramitador: 'El número del tramitador no puede ser el mismo que el del contribuyente',
  perfilValidado: 'Su perfil ha sido validado.',
  perfilActualizado: 'Perfil actualizado exitosamente',
  perfilCreado: 'Perfil creado correctamente',
  solicitudEnviada: 'Solicitud enviada exitosamente',
  padronMercados: 'Se encuentra en el padrón de locatarios de mercados',
  // spec 1 §5.3 notifications
  llenarTodos: 'Por favor, llene todos los campos',
  notificacionSinPerfil:
    'Para enviar una notificación, primero debe crear su perfil de contribuyente y enviar a revisión.',
  seleccionarMes: 'Debes seleccionar un mes',
  // spec 1 §5.7 and spec 3 §5.7
  todosObligatorios: 'Todos los campos son obligatorios',
  ingreseInformacion: 'Por favor ingrese la información en los campos marcados',
} as const;

/** A wait in words: seconds under two minutes, else whole minutes. */
const espera = (segundos: number) =>
  segundos < 120 ? `${segundos} ${segundos === 1 ? 'segundo' : 'segundos'}` : `${Math.ceil(segundos / 60)} minutos`;

/** Messages this product adds where the spec is silent. Kept apart so they are easy to review. */
export const MSG_EXTRA = {
  credencialesInvalidas: 'Usuario o contraseña incorrectos',
  noConcesionario: 'El RFC no se encuentra en el padrón de locatarios de mercados',
  /**
   * beside the catalogue's 429 message (spec 1 §8) when a sign-in waits (429 with Retry-After): the
   * wait, in seconds or whole minutes
   */
  intenteDeNuevo: (segundos: number) => `Intente de nuevo en ${espera(segundos)}.`,
  /** a password change whose current password was wrong too often (429 with Retry-After) */
  esperaIntentosContrasena: (segundos: number) =>
    `Demasiados intentos con una contraseña actual incorrecta. Intente de nuevo en ${espera(segundos)}.`,
  contrasenaActualIncorrecta: 'La contraseña actual no es correcta',
  cuentaInactiva: 'Su cuenta está deshabilitada. Comuníquese con el municipio.',
  rfcRegistrado: 'El RFC ya está registrado',
  correoRegistrado: 'El correo ya está registrado',
  registroExitoso: 'Usuario registrado exitosamente',
  sesionCerrada: 'Sesión cerrada',
  contrasenaActualizada: 'Contraseña actualizada exitosamente',
  resetEnviado: 'Si la cuenta existe, enviamos una contraseña temporal a su correo.',
  claveTemporalPendiente: 'Debe cambiar su contraseña temporal antes de continuar',
  curpDigito: 'El dígito verificador de la CURP no es válido',
  rfcDigitoAdvertencia:
    'El dígito verificador del RFC no coincide. Verifique que esté bien escrito; si es correcto, puede continuar.',
  rfcNoEncontradoOPB: 'El RFC no se encuentra en el padrón municipal',
  archivoTipo: 'El tipo de archivo no está permitido',
  archivoDanado: 'El archivo está dañado o incompleto.',
  archivoPdf: 'Solo se permiten archivos PDF',
  documentoCargado: 'Documento adjuntado con éxito',
  /** several files in one save: say how many, not 'Documento' for three */
  documentosCargados: (n: number) => (n === 1 ? 'Documento adjuntado con éxito' : `${n} documentos adjuntados con éxito`),
  documentoEliminado: 'Documento eliminado',
  motivoRequerido: 'Debe indicar el motivo del rechazo',
  tareaNoPendiente: 'La tarea ya fue atendida',
  tareaNoExiste: 'La tarea no existe.',
  /** staff opening a task of an area that is not theirs: why, not only 'Permiso denegado' */
  tareaDeOtraArea: (area: string) => `Esta tarea pertenece al área ${area}. Solo su personal puede abrirla y resolverla.`,
  transicionNoPermitida: 'La acción no está permitida en el estado actual de la solicitud',
  perfilBloqueado: 'El perfil está en revisión o validado y no puede modificarse',
  perfilEnRevision: 'Su perfil está en revisión. Le notificaremos por correo electrónico cuando sea validado.',
  perfilRechazado: 'Su perfil fue rechazado. Motivo:',
  tareaResuelta: 'Tarea resuelta exitosamente',
  notificacionEnviada: 'Notificación enviada exitosamente',
  noEncontrado: 'No se encontró el recurso solicitado',
  opbSinDatos: 'No se encontraron datos en el padrón municipal para este RFC',
  cuerpoDemasiadoGrande: 'La solicitud excede el tamaño máximo permitido.',
  /** too many files in one upload (each file's own limit is MSG.tamanoArchivo); the count when the route knows it */
  demasiadosArchivos: (max?: number) =>
    max === 1 ? 'Solo se puede adjuntar un archivo a la vez.' : max ? `Se pueden adjuntar como máximo ${max} archivos a la vez.` : 'Se adjuntaron más archivos de los permitidos.',
  /** an upload whose ids travel in the body must send them before its files (the owner is checked first) */
  idsAntesDeArchivos: 'Envíe los datos de la solicitud antes que los archivos.',
  serviciosSinRespuesta: (servicios: string) => `Sin respuesta: ${servicios}`,
} as const;

const elementos = (n: number | bigint) => `${n} ${Number(n) === 1 ? 'elemento' : 'elementos'}`;

/**
 * What zod says where neither the spec nor a schema gives a message (domain/common/zod-es.ts):
 * a value of the wrong kind, an option that is not on the list, a field nobody asked for.
 */
export const MSG_VALIDACION = {
  texto: 'Ingrese un texto',
  numero: 'Ingrese un número',
  entero: 'Ingrese un número entero',
  siNo: 'Indique sí o no',
  fecha: 'Ingrese una fecha válida',
  fechaHora: 'Ingrese una fecha y hora válidas',
  hora: 'Ingrese una hora válida',
  lista: 'Se esperaba una lista de valores',
  archivo: 'Adjunte un archivo',
  direccionWeb: 'Dirección web no válida',
  opcionInvalida: 'Opción no válida',
  /** an option that is not on the list, and the list when it is short enough to read */
  opcionDeLista: (opciones: string[]) =>
    `Opción no válida. Elija ${opciones.length === 2 ? 'entre' : 'una de'}: ${opciones.slice(0, -1).join(', ')} o ${opciones[opciones.length - 1]}`,
  multiploDe: (n: number) => `Ingrese un múltiplo de ${n}`,
  decimales: (n: number) => `Ingrese como máximo ${n} ${n === 1 ? 'decimal' : 'decimales'}`,
  minimoElementos: (n: number | bigint) => `Agregue al menos ${elementos(n)}`,
  maximoElementos: (n: number | bigint) => `Máximo: ${elementos(n)}`,
  exactoElementos: (n: number | bigint) => `Debe proporcionar ${elementos(n)}`,
  fechaDesde: (f: string) => `La fecha debe ser a partir del ${f}`,
  fechaDespues: (f: string) => `La fecha debe ser posterior al ${f}`,
  fechaHasta: (f: string) => `La fecha debe ser a más tardar el ${f}`,
  fechaAntes: (f: string) => `La fecha debe ser anterior al ${f}`,
  archivoGrande: 'El archivo excede el tamaño permitido',
  archivoVacio: 'El archivo está vacío',
  camposNoPermitidos: (campos: string[]) =>
    campos.length === 1 ? `Campo no permitido: ${campos[0]}` : `Campos no permitidos: ${campos.join(', ')}`,
  claveInvalida: 'Clave no válida',
} as const;
