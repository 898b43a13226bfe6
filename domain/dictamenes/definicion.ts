// Towers and antennas (`torre`) and billboards (`espectacular`), spec 3 §2.5–2.6, §4.4: two
// procedures of the kit with one chain (comun.ts). Each has its own key, workflow type, prefix,
// service and the page its notices open.
import { SERVICIO } from '../tramite/servicios';
import { DICTAMENES, definirDictamen } from './comun';

export const torre = definirDictamen({
  clave: DICTAMENES.TORRE,
  nombre: 'Permiso de antenas y torres',
  workflowType: 'torreWorkflow',
  prefijoWorkflow: 'torre',
  que: 'torre de telecomunicaciones',
  servicio: SERVICIO.TORRES,
  // spec 3 §2.1 torres/{idSolicitudTorres}: the tower's form.
  enlace: ({ solicitudId }) => `/admin/torres/${solicitudId}`,
});

export const espectacular = definirDictamen({
  clave: DICTAMENES.ESPECTACULAR,
  nombre: 'Permiso de anuncio espectacular',
  workflowType: 'espectacularWorkflow',
  prefijoWorkflow: 'espectacular',
  que: 'anuncio espectacular',
  servicio: SERVICIO.ESPECTACULARES,
  // spec 3 §2.1 espectacular/{idEspectacular}: the billboard's form.
  enlace: ({ solicitudId }) => `/admin/espectacular/${solicitudId}`,
});
