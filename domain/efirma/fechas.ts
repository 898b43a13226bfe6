// Dates of a certificate or a signature as an official reads them: Chetumal's time (America/Cancun).
const FORMATO = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Cancun' });

export const fechaHoraCancun = (d: Date) => FORMATO.format(d);
