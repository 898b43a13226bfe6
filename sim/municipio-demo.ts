// The demo keys of sim/data/ that reach every branch of the licence form's cadastral checks
// (spec 1 §4.7, §5.5) and the SARE surface rule (spec 1 §1: under 300 m2), and the gateway's
// test cards. Tests, e2e and the README use these names instead of repeating the digits.

export const CLAVES_DEMO = {
  /** Centro, Av. Héroes 112; 96.5 m2; predial paid → the form unlocks */
  pagada: '04001001012005000',
  /** Payo Obispo, Av. Belice 345; 148 m2; predial paid */
  pagada2: '04001006031014000',
  /** Plutarco Elías Calles, Av. Insurgentes 527; predial owed for the last two years → 'Pagar predial' */
  adeudo: '04001003020009000',
  /** 17 digits that the cadastre does not know → 'La clave no ha sido encontrada en catastro' */
  noEncontrada: '04001099099099000',
  /** Mahahual beach hotel, 240 m2, predial paid; Zofemat ZF-OPB-2019-0231 PENDIENTE → 'Debe pagar tus impuestos de Zona Federal.' */
  hotelZofematPendiente: '04106001004002000',
  /** Calderitas bay hotel, 280 m2, predial paid; Zofemat ZF-OPB-2017-0088 PAGADO → 'Impuestos pagados de Zona Federal' */
  hotelZofematPagado: '04009001007003000',
  /** Forjadores supermarket, 1,250 m2 of construction, predial paid → not SARE */
  mas300: '04001009044001000',
  /** Centro, Av. Héroes 178; the debt of four years up to last year under a predial agreement (2 of 4 instalments paid), this year paid on time → still owed */
  predialConvenio: '04001001014018000',
  /** Lagunitas vacant lot; predial owed since 2013 (a long statement, 80+ bimesters) */
  predialAdeudoLargo: '04001014005021000',
} as const;

export type ClaveDemo = keyof typeof CLAVES_DEMO;

export const EXPEDIENTES_ZOFEMAT_DEMO = {
  pendiente: 'ZF-OPB-2019-0231',
  pagado: 'ZF-OPB-2017-0088',
} as const;

/** The hosted payment page of the simulated gateway recognises only these two cards. */
export const TARJETAS_PRUEBA = {
  aprobada: '4242 4242 4242 4242',
  rechazada: '4000 0000 0000 0002',
} as const;
