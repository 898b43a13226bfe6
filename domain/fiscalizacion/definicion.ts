// Extraordinary hours (EXTRA) and live music (VARIEDAD), spec 2 §2–§5, §7, §9: two procedures of
// the kit with one shape (comun.ts). Each has its own key, workflow type and prefix.
import { FISCALIZACION, definirFiscalizacion } from './comun';

export const horarioExtraordinario = definirFiscalizacion({
  clave: FISCALIZACION.EXTRA,
  nombre: 'Horario extraordinario',
  workflowType: 'horarioExtraordinarioWorkflow',
  prefijoWorkflow: 'horario',
  que: 'horario extraordinario',
});

export const musicaViva = definirFiscalizacion({
  clave: FISCALIZACION.VARIEDAD,
  nombre: 'Música viva',
  workflowType: 'musicaVivaWorkflow',
  prefijoWorkflow: 'musica',
  que: 'música viva',
});
