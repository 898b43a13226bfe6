// The licence request's own context in the kit's machine (spec 1 §4.3–4.8): what shapes its steps,
// fixed when it is sent, and its own flags. Apart from the definition so its reminders read them too.

/** What shapes a licence request's steps; fixed when it is sent. */
export interface DatosLicencia {
  tipoProceso: number;
  /** spec 1 §4.5: land-use steps are 'No aplica' when the establishment has its certificate */
  tieneUsoSuelo: boolean;
  /** spec 1 §4.8: unpaid fees are late after this date (YYYY-MM-DD), or never */
  fechaLimitePago: string | null;
  /** a renewal (newyear): the land use was settled when the business opened, so its steps do not apply */
  renovacion?: boolean;
  /** spec 1 §2.4, §3 isMercadoApertura: a market stall's opening, whose data Mercados reviews (absent in older requests) */
  mercadoApertura?: boolean;
  /** the licence's year (it ends on 31 December of it): its expiry reminders (absent in older requests) */
  anio?: number;
}

export interface ExtraLicencia {
  /** spec 1 §4.8 late payment */
  extemporaneo: boolean;
  /** spec 1 §4.8 beverage licence: the proof window runs / it lapsed */
  bebidasPendiente: boolean;
  suspendida: boolean;
  /** how many beverage windows were opened (keys their notifications) */
  ventanasBebidas: number;
}
