// Every procedure the portal runs, by key. Adding a procedure adds one line here (docs/TRAMITES.md).
import { giro } from './giro/definicion';
import { licencia } from './licencia/definicion';
import { perfil } from './perfil/definicion';
import { usoSuelo } from './usosuelo/definicion';
import type { CualquierDefinicion } from './tramite/definicion';
import { cambioActividad } from './cambios/actividad/definicion';
import { bajaEstablecimiento } from './cambios/baja/definicion';
import { cambioDomicilio } from './cambios/domicilio/definicion';
import { cambioNombre } from './cambios/nombre/definicion';
import { cambioPropietario } from './cambios/propietario/definicion';
import { horarioExtraordinario, musicaViva } from './fiscalizacion/definicion';
import { anuncio, anuncioExterno } from './anuncios/definicion';
import { espectacular, torre } from './dictamenes/definicion';
import { arrendamiento } from './arrendamientos/definicion';
import { cesionDerecho } from './cesiones/definicion';
import { visita } from './visitas/definicion';

export const TRAMITES: Readonly<Record<string, CualquierDefinicion>> = {
  [perfil.clave]: perfil,
  [licencia.clave]: licencia,
  [giro.clave]: giro,
  [usoSuelo.clave]: usoSuelo,
  [cambioNombre.clave]: cambioNombre,
  [cambioDomicilio.clave]: cambioDomicilio,
  [cambioActividad.clave]: cambioActividad,
  [cambioPropietario.clave]: cambioPropietario,
  [bajaEstablecimiento.clave]: bajaEstablecimiento,
  [horarioExtraordinario.clave]: horarioExtraordinario,
  [musicaViva.clave]: musicaViva,
  [anuncio.clave]: anuncio,
  [anuncioExterno.clave]: anuncioExterno,
  [torre.clave]: torre,
  [espectacular.clave]: espectacular,
  [arrendamiento.clave]: arrendamiento,
  [cesionDerecho.clave]: cesionDerecho,
  [visita.clave]: visita,
};

export function definicionDe(procedimiento: string): CualquierDefinicion {
  const def = TRAMITES[procedimiento];
  if (!def) throw new RangeError(`procedimiento desconocido: ${procedimiento}`);
  return def;
}

export const nombreTramite = (procedimiento: string) => TRAMITES[procedimiento]?.nombre ?? procedimiento;
