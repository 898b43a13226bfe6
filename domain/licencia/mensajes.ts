// Spanish strings of the establishment and licence procedure, exactly as the spec writes
// them (spec 1 §1, §4.7–4.8, §5.5–5.6, §5.9, §8; spec 2 §8). Never paraphrase.
export const MSG_LIC = {
  // spec 1 §1 SARE rule
  sareMas300:
    'Tu establecimiento tiene más de 300 m2 de superficie, por lo tanto, tu solicitud será cambiada de área al Departamento de Licencias de Funcionamiento.',
  // spec 1 §2.10
  tituloSolicitud: 'Solicitud de Licencia',
  subtituloSolicitud: 'Complete su información para continuar',
  // spec 1 §5.5, §8
  completaObligatorios: 'Por favor, completa los campos obligatorios',
  proporcioneInformacion: 'Proporcione la información indicada en el formulario',
  noSeRegistro: 'No se pudo registrar el establecimiento, revise sus información',
  seleccionarMercado: 'Debe Seleccionar un mercado',
  noLocales: 'No ingreso locales',
  errorCedula: 'Error al cargar la cédula catastral',
  errorLicencia: 'Error al obtener la licencia de funcionamiento',
  sinLicencia: 'Este establecimiento no tiene licencia de funcionamiento',
  // spec 1 §5.9
  cedulaPdf: 'Para la cedula catastral solo se permiten archivos PDF',
  // spec 1 §8 success messages
  registrado: 'Establecimiento registrado exitosamente',
  actualizado: 'Establecimiento actualizado exitosamente',
  solicitudActualizada: 'Solicitud actualizada exitosamente',
  solicitudEnviada: 'Solicitud enviada exitosamente',
  suSolicitudEnviada: 'Su solicitud ha sido enviada exitosamente',
  documentosAdjuntados: 'Documentos adjuntados con exito',
  fotosAdjuntadas: 'Fotos adjuntados con exito',
  constanciaSolicitada: 'Constancia de uso de suelo solicitada exitosamente',
  // spec 1 §6 / spec 2 §8 deletion
  eliminarNoDeshacer: 'Esta acción no se podrá deshacer',
  // spec 1 §4.8 beverage licence window
  bebidasDosMeses: 'Usted tiene 2 meses para subir su licencia de bebidas.',
  bebidasDeshabilitada: 'Su licencia de funcionamiento quedará deshabilitada.',
  bebidasAPartirDeAhora: 'Usted cuenta con dos meses a partir de ahora para subir su licencia de bebidas.',
  bebidasSuspendida: 'Tu licencia de funcionamiento está suspendida. Debes subir tu licencia de bebidas.',
  bebidasQuedan: (n: number) => `Quedan ${n} días para subir tu licencia de bebidas alcohólicas.`,
  // spec 1 §5.1 shared validations not in MSG (the others are MSG's)
  montoNoValido: 'Monto no válido',
} as const;

/** Messages this procedure adds where the spec is silent. */
export const MSG_LIC_EXTRA = {
  /** domain/licencia/mercados.ts giroDeMercado */
  giroNoMercado: (nombre: string) => `La actividad ${nombre} no puede ejercerse en un local de mercado.`,
  /** a document the office's catalogue requires is missing when the request is sent */
  faltanDocumentos: (nombres: readonly string[]) => `Faltan documentos obligatorios: ${nombres.join(', ')}.`,
  noEliminable: 'El establecimiento no puede eliminarse: su licencia ya está en trámite o aprobada',
  establecimientoEliminado: 'Establecimiento eliminado exitosamente',
  formularioBloqueado: 'La solicitud fue enviada a revisión y no puede modificarse',
  pagoNoPermitido: 'Este pago no está pendiente para la solicitud',
  tareaEscalada: 'Tarea vencida',
  comprobanteRecibido: 'Comprobante de pago recibido; el área lo validará',
  /** spec 2 §7 uploadReciboPago / uploadReciboPagoDU: the `code` names which of the licence's payments the receipt proves */
  codigoRecibo: (codigos: readonly string[]) => `El recibo debe enviarse con uno de los códigos: ${codigos.join(', ')}.`,
  licenciaBebidasRecibida: 'Licencia de bebidas alcohólicas recibida',
  // spec 1 §1 says a renewal with alcohol moves "with a similar message" and does not write it
  sareAlcohol:
    'Tu establecimiento tiene venta de bebidas alcohólicas, por lo tanto, tu solicitud será cambiada de área al Departamento de Licencias de Funcionamiento.',
  // spec 1 §1: SARE excludes harmful waste; the spec gives no text for the move
  sareResiduos:
    'Tu establecimiento genera residuos peligrosos, por lo tanto, tu solicitud será cambiada de área al Departamento de Licencias de Funcionamiento.',
  fechaFutura: 'La fecha no puede ser posterior a hoy',
  categoriaSucursal: 'Una sucursal debe registrarse con la categoría Sucursal',
  // spec 1 §2.6 card actions: the cadastral certificate copy, the surface and the Zofemat file
  cedulaCargada: 'Cédula catastral cargada exitosamente',
  superficieActualizada: 'Superficie actualizada exitosamente',
  superficieBloqueada: 'La superficie solo puede actualizarse mientras la solicitud está en borrador o fue devuelta',
  sinZofemat: 'Este establecimiento no tiene expediente de Zona Federal',
  zofematSinMulta: 'Los impuestos de Zona Federal están pagados: no hay multa que pagar',
  // spec 1 §3, §5.5: a market opening (isMercadoApertura) has the key MERCADO and local type 2
  mercadoClave: 'Un local de mercado se registra con la clave catastral MERCADO',
  mercadoTipoLocal: 'Un local de mercado se registra con el tipo de local Mercado',
  maximoLocales: (n: number) => `Máximo ${n} locales`,
} as const;
