// Datos de Establecimiento's step (with Datos del mercado on a market opening) as one chunk that
// pasos-diferidos.ts loads when the step is reached.
export { SeccionEstablecimiento } from './seccion-establecimiento';
export { SeccionMercado } from './seccion-mercado';
