// What each procedure adds to the kit's activities: its own projection (written in the same
// transaction as the request's) and the tariff of the services it charges. One line per procedure.
import type { Db } from '../db/client';
import type { Solicitud } from '../db/schema';
import type { SnapshotPersistido } from '../domain/tramite/maquina';
import type { ServicioId } from '../domain/tramite/servicios';
import type { PadronMercadosAdapter } from './adapters/padron';
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

/** The external systems a post-commit hook may call. */
export interface ExternosActividades {
  padronMercados: PadronMercadosAdapter;
}

export interface HooksActividades {
  proyectar?: (tx: Db, s: Solicitud, snapshot: SnapshotPersistido) => Promise<void>;
  /** after the projection's transaction (also when it found nothing new): side effects on other systems, idempotent */
  trasProyectar?: (db: Db, s: Solicitud, externos: ExternosActividades) => Promise<void>;
  tarifa?: (db: Db, s: Solicitud, servicio: ServicioId) => Promise<{ conceptos: { concepto: string; importe: string }[]; total: string }>;
}

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
