// The lease request's own context in the kit's machine (spec 3 §2.7): apart from the definition so
// its reminders read it too.

/** Nothing shapes the steps of a lease. */
export type DatosArrendamiento = Record<string, never>;

/** The lease's own flags: the contract's end date, the 30-day notice sent, the lease expired. */
export interface ExtraArrendamiento {
  fechaFin: string | null;
  avisado: boolean;
  vencido: boolean;
}
