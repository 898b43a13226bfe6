// The data each registered procedure is sent with in the conformance suite: the path that opens
// the most steps (no land-use certificate, a late-payment date…). A procedure without its line
// here fails the suite, so no definition escapes it.
export const DATOS_EJEMPLO: Readonly<Record<string, unknown>> = {
  perfil: {},
  licencia: { tipoProceso: 1, tieneUsoSuelo: false, fechaLimitePago: '2026-01-31' },
  giro: {},
  usosuelo: {},
};
