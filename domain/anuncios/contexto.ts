// A sign request's own context in the kit's machine (spec 3 §2.1–2.2): apart from the definitions'
// common part so its reminders read it too.

/** What shapes the steps and the deadlines: the request's risk, whether it renews, its year. */
export interface DatosAnuncio {
  altoRiesgo: boolean;
  renovacion: boolean;
  /** the permit's year; it ends on 31 December of it */
  anio: number;
}

/** The procedure's own flags: the December notice was sent; the permit expired. */
export interface ExtraAnuncio {
  avisado: boolean;
  vencido: boolean;
}
