// Every procedure the API serves: the composition root's catalogue, handed to the kit by buildApp
// (api/tramites/registro.ts registrarTramites). Adding a procedure adds one line here (docs/TRAMITES.md).
import { licenciaApi } from './licencias/licencia.tramite';
import { perfilApi } from './contribuyentes/perfil.tramite';
import { giroApi } from './giros/giro.tramite';
import { usoSueloApi } from './usosuelo/usosuelo.tramite';
import { cambioActividadApi } from './cambios/actividad/actividad.tramite';
import { bajaEstablecimientoApi } from './cambios/baja/baja.tramite';
import { cambioDomicilioApi } from './cambios/domicilio/domicilio.tramite';
import { cambioNombreApi } from './cambios/nombre/nombre.tramite';
import { cambioPropietarioApi } from './cambios/propietario/propietario.tramite';
import { horarioExtraordinarioApi, musicaVivaApi } from './fiscalizacion/fiscalizacion.tramite';
import { anuncioEstablecimientoApi, anuncioExternoApi } from './anuncios/anuncio.tramite';
import { torreApi } from './torres/torre.tramite';
import { espectacularApi } from './espectaculares/espectacular.tramite';
import { arrendamientoApi } from './arrendamientos/arrendamiento.tramite';
import { cesionApi } from './cesiones/cesion.tramite';
import { visitaApi } from './visitas/visita.tramite';
import type { RegistroTramites } from './tramites/registro';

export const TRAMITES_API: RegistroTramites = {
  perfil: perfilApi,
  licencia: licenciaApi,
  giro: giroApi,
  usosuelo: usoSueloApi,
  cambio_nombre: cambioNombreApi,
  cambio_domicilio: cambioDomicilioApi,
  cambio_actividad: cambioActividadApi,
  cambio_propietario: cambioPropietarioApi,
  baja: bajaEstablecimientoApi,
  horario_extraordinario: horarioExtraordinarioApi,
  musica_viva: musicaVivaApi,
  anuncio: anuncioEstablecimientoApi,
  anuncio_externo: anuncioExternoApi,
  torre: torreApi,
  espectacular: espectacularApi,
  arrendamiento: arrendamientoApi,
  cesion_derecho: cesionApi,
  visita: visitaApi,
};

