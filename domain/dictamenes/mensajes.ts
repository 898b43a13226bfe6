// The strings of the tower and billboard procedures: spec 3 §2.5–2.6, §4.4, §5.1, §5.4, §8
// verbatim in MENSAJES_DICTAMEN.spec; our own words (correct Spanish) in MENSAJES_DICTAMEN.propios.
// No imports: the API, the web, the workflows' bundle and the PDFs all read this file.

/** spec 3 strings, verbatim (keep them exactly as the spec writes them). */
const SPEC = {
  // §2.5–2.6
  tituloEspectacular: 'Solicitud de espectacular',
  subtituloEspectacular: 'Complete su información para continuar',
  guardar: 'Guardar',
  actualizar: 'Actualizar',
  enviarRevision: 'Enviar a revisión',
  buscar: 'Buscar',
  limpiarFiltros: 'Limpiar Filtros',
  agregar: 'Agregar',
  agregarSeccion: 'Agregar Sección',
  verificacion: 'Verificación',
  verMotivoRechazo: 'Ver Motivo de Rechazo',
  motivoRechazo: 'Motivo de rechazo',
  cerrar: 'Cerrar',
  pagarPredial: 'Pagar predial',
  pagarEnLinea: 'Pagar en línea',
  sinClaveCatastral: 'No cuento con clave catastral',
  propio: 'Propio',
  arrendamiento: 'Arrendamiento',
  luminoso: 'Luminoso',
  contratoArrendamiento: 'Contrato de arrendamiento',
  informacionGeneral: 'Información General',
  datosUbicacion: 'Datos de Ubicación',
  seccionesAnuncio: 'Secciones del Anuncio',
  colindanciasPerspectivas: 'Colindancias y Perspectivas',
  tipoAnuncio: 'Tipo de anuncio',
  alturaMts: 'Altura (mts.)',
  vistas: 'Vistas',
  referencias: 'Referencias',
  sinRegistros: 'Sin registros',
  // §5.1
  claveNoEncontrada: 'La clave no ha sido encontrada en catastro',
  // §5.2 (the same file rules as signs)
  soloImagenFotografia: 'Para la fotografía solo se permiten archivos PNG, JPEG, JPG',
  soloPdfContrato: 'Para el contrato de arrendamiento solo se permiten archivos PDF',
  tamanoMaximo: 'El tamaño debe ser menor a 14 MB!',
  // §5.4, §8.2
  llenarObligatorios: 'Por favor, llene todos los campos obligatorios.',
  dictamenFirmado: 'Dictamen Firmado',
  solicitudActualizada: 'Solicitud actualizada exitosamente',
  solicitudEnviada: 'Solicitud enviada exitosamente',
  // §8.1
  permisoDenegado: 'Permiso denegado',
} as const;

/** Our own words. */
const PROPIOS = {
  tituloTorre: 'Solicitud de antenas y torres',
  solicitudRegistrada: 'Solicitud registrada exitosamente',
  solicitudEliminada: 'Solicitud eliminada exitosamente',
  motivoRequerido: 'El motivo de rechazo es requerido',
  confirmarEnvio: 'Una vez enviada a revisión ya no podrá editar la solicitud. ¿Desea continuar?',
  confirmarEliminar: '¿Desea eliminar la solicitud? Esta acción no se puede deshacer.',
  // gates before sending (spec 3 §3.4–3.5, §5.1)
  predialPendiente: 'El impuesto predial de la clave catastral no está pagado. Páguelo para poder enviar la solicitud a revisión.',
  predialNoVerificado: 'No fue posible verificar el pago del impuesto predial de la clave catastral. Intente de nuevo más tarde.',
  sinConstanciaUsoSuelo:
    'El predio no cuenta con constancia de uso de suelo. Adjunte la constancia de uso de suelo o solicítela en el portal antes de enviar la solicitud.',
  noEditable: 'La solicitud ya no puede editarse en su estatus actual.',
  noEnviable: 'La solicitud no puede enviarse a revisión en su estatus actual.',
  noEliminable: 'La solicitud ya no puede eliminarse en su estatus actual.',
  eliminada: 'La solicitud fue eliminada.',
  estatusInvalido: 'El estatus solicitado no corresponde al nivel de revisión actual de la solicitud.',
  dictamenNoFirmado: 'El dictamen estará disponible cuando sea firmado por la Dirección de Desarrollo Urbano.',
  noEsFirma: 'La solicitud no está en espera de la firma del dictamen.',
  borrador: 'BORRADOR',
  // field rules
  requerido: 'Este campo es obligatorio.',
  claveCatastralInvalida: 'La clave catastral debe tener 17 dígitos.',
  numeroInvalido: 'Ingrese un número válido.',
  mayorACero: 'El valor debe ser mayor a cero.',
  noNegativo: 'El valor no puede ser negativo.',
  vistasInvalidas: 'Indique cuántas vistas tiene el anuncio (un número entero de 1 en adelante).',
  tipoAnuncioInvalido: 'Seleccione un tipo de anuncio válido (autosoportado, adosado a fachada, giratorio, luminoso en caja o pantalla electrónica).',
  propiedadRequerida: 'Indique si el inmueble es propio o arrendado.',
  domicilioRequerido: 'Indique el domicilio del predio: código postal, localidad, colonia, calle y número exterior.',
  medidasRequeridas: 'Indique las colindancias (calle y metros) de los cuatro lados y las superficies del predio.',
  sinSecciones: 'Agregue al menos una sección del anuncio.',
  seccionInvalida: 'El largo y el ancho de la sección deben ser mayores a cero.',
  ubicacionRequerida: 'Indique la ubicación del anuncio.',
  // files
  archivoDesconocido: 'El archivo no corresponde a ningún documento de la solicitud.',
  archivoVacio: 'El archivo está vacío.',
  archivoContenido: 'El contenido del archivo no corresponde a su tipo.',
  archivoRequerido: (etiqueta: string) => `Adjunte el documento: ${etiqueta}.`,
  soloPdf: (etiqueta: string) => `Para ${etiqueta} solo se permiten archivos PDF`,
} as const;

export const MENSAJES_DICTAMEN = { ...SPEC, ...PROPIOS, spec: SPEC, propios: PROPIOS } as const;
