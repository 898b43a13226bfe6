// The data each registered procedure is sent with in the conformance suite: the path that opens
// the most steps (no land-use certificate, a late-payment date…). A procedure without its line
// here fails the suite, so no definition escapes it.
export const DATOS_EJEMPLO: Readonly<Record<string, unknown>> = {
  perfil: {},
  licencia: { tipoProceso: 1, tieneUsoSuelo: false, fechaLimitePago: '2026-01-31' },
  giro: {},
  usosuelo: {},
  cambio_nombre: { tipoProceso: 1, hasAlcohol: false },
  cambio_domicilio: { tipoProceso: 2, hasAlcohol: false, tieneUsoSuelo: false },
  cambio_actividad: { tipoProceso: 2, hasAlcohol: true, tieneUsoSuelo: false },
  cambio_propietario: { tipoProceso: 1, hasAlcohol: false },
  baja: { tipoProceso: 1, hasAlcohol: true },
  horario_extraordinario: {},
  musica_viva: {},
  anuncio: { altoRiesgo: true, renovacion: false, anio: 2026 },
  anuncio_externo: { altoRiesgo: true, renovacion: false, anio: 2026 },
  torre: { renovacion: false },
  espectacular: { renovacion: false },
  arrendamiento: {},
  cesion_derecho: {},
  visita: { area: 7, tipo: 'proteccion_civil' },
};
