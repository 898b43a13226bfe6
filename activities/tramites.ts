// What each procedure adds to the kit's activities: its own projection (written in the same
// transaction as the request's) and the tariff of the services it charges. One line per procedure.
import { definicionDe } from '../domain/tramites';
import type { HooksActividades, RegistroActividades } from './tramite.registro';
import { hooksCambio } from './cambios.activities';
import { hooksAnuncios } from './anuncios.activities';
import { hooksArrendamientos } from './arrendamientos.activities';
import { hooksCesiones } from './cesiones.activities';
import { hooksDictamen } from './dictamenes.activities';
import { hooksFiscalizacion } from './fiscalizacion.activities';
import { aplicarActividad, aplicarBaja, aplicarDomicilio, aplicarNombre, aplicarPropietario } from './cambios/aplicaciones';
import { hooksLicencia } from './licencia.activities';
import { hooksPerfil } from './perfil.activities';
import { hooksUsoSuelo } from './usosuelo.activities';

export type { ExternosActividades, HooksActividades } from './tramite.registro';

export const HOOKS_TRAMITES: Readonly<Record<string, HooksActividades>> = {
  perfil: hooksPerfil,
  licencia: hooksLicencia,
  usosuelo: hooksUsoSuelo,
  cambio_nombre: hooksCambio(aplicarNombre),
  cambio_domicilio: hooksCambio(aplicarDomicilio),
  cambio_actividad: hooksCambio(aplicarActividad),
  cambio_propietario: hooksCambio(aplicarPropietario),
  baja: hooksCambio(aplicarBaja),
  horario_extraordinario: hooksFiscalizacion,
  musica_viva: hooksFiscalizacion,
  anuncio: hooksAnuncios,
  anuncio_externo: hooksAnuncios,
  torre: hooksDictamen,
  espectacular: hooksDictamen,
  arrendamiento: hooksArrendamientos,
  cesion_derecho: hooksCesiones,
};

/** What the worker gives the kit's activities (activities/index.ts). */
export const REGISTRO_ACTIVIDADES: RegistroActividades = { definicionDe, hooks: HOOKS_TRAMITES };
