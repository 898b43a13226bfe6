// The change of owner's words (spec 2 §2 "Change of owner", §5, §8): the spec's strings verbatim,
// ours in correct Spanish where the spec shows none.

/** Spec 2 strings, kept exactly. */
export const MSG_CP = {
  /** spec 2 §2: the renewal screen with an embedded owner change whose form is not valid */
  faltanCampos: 'Falta rellenar campos obligatorios para el cambio de propietario',
  documentosAdjuntados: 'Documentos adjuntados con exito',
  fotosAdjuntadas: 'Fotos adjuntados con exito',
} as const;

/** Our own words. */
export const MSG_CP_EXTRA = {
  titulo: 'Cambio de propietario',
  rfcRequerido: 'Ingrese el RFC del nuevo propietario.',
  rfcInvalido: 'El RFC no tiene un formato válido.',
  noEncontrado: 'No se encontró ningún contribuyente registrado con ese RFC.',
  noEncontradoId: 'No se encontró ningún contribuyente registrado con ese identificador.',
  encontrado: 'Contribuyente encontrado',
  mismoPropietario: 'El nuevo propietario debe ser un contribuyente distinto del propietario actual.',
  nuevoNoCoincide: 'El RFC no corresponde al contribuyente elegido.',
  sinNuevoPropietario: 'Busque y elija al nuevo propietario por su RFC.',
  folioRequerido: 'Ingrese el folio de la licencia de bebidas alcohólicas.',
  sinSolicitudExtra: 'No hay solicitud de cambio de propietario con esta renovación.',
} as const;
