// What a reviewer sees of a request, per procedure: one line each (docs/TRAMITES.md). The inbox
// page reads this list and names no procedure itself.
import type { ComponentType } from 'react';
import type { Perfil } from '../lib/tipos';
import { DetalleGiro } from './detalle-giro';
import { DetalleLicencia } from './detalle-licencia';
import { DetallePerfil } from './detalle-perfil';
import { DetalleUsoSuelo } from '../usosuelo/detalle-tarea';
import { DetalleTareaCambio } from '../cambios/comun/detalle-tarea';
import { DETALLES_FISCALIZACION } from './detalle-fiscalizacion';
import { DETALLES_ANUNCIO } from './detalle-anuncio';
import { DETALLES_DICTAMEN } from './detalle-dictamen';
import { DETALLES_ARRENDAMIENTO } from './detalle-arrendamiento';
import { DETALLES_CESION } from './detalle-cesion';
import { DetalleVisita } from './detalle-visita';
import type { DetalleGiroDto } from '../../api/giros/giro.tramite';
import type { DetalleVisitaDto } from '../../api/visitas/visita.tramite';
import type { DetalleTareaUsoSueloDto } from '../../api/usosuelo/usosuelo.schemas';
import type { DetalleTareaCambioDto } from '../../api/cambios/cambios.schemas';
import type { DetalleLicenciaTarea } from './tipos-licencia';
import type { PropsDetalleTarea } from './props-detalle';

export type { PropsDetalleTarea };

export const DETALLES_TAREA: Readonly<Record<string, ComponentType<PropsDetalleTarea>>> = {
  perfil: ({ detalle }) => <DetallePerfil perfil={detalle as Perfil} />,
  licencia: ({ detalle, paso }) => <DetalleLicencia detalle={detalle as DetalleLicenciaTarea} paso={paso} />,
  giro: ({ detalle }) => <DetalleGiro detalle={detalle as DetalleGiroDto} />,
  usosuelo: ({ detalle, paso }) => <DetalleUsoSuelo detalle={detalle as DetalleTareaUsoSueloDto} paso={paso} />,
  cambio_nombre: ({ detalle, paso }) => <DetalleTareaCambio detalle={detalle as DetalleTareaCambioDto} paso={paso} />,
  cambio_domicilio: ({ detalle, paso }) => <DetalleTareaCambio detalle={detalle as DetalleTareaCambioDto} paso={paso} />,
  cambio_actividad: ({ detalle, paso }) => <DetalleTareaCambio detalle={detalle as DetalleTareaCambioDto} paso={paso} />,
  cambio_propietario: ({ detalle, paso }) => <DetalleTareaCambio detalle={detalle as DetalleTareaCambioDto} paso={paso} />,
  baja: ({ detalle, paso }) => <DetalleTareaCambio detalle={detalle as DetalleTareaCambioDto} paso={paso} />,
  ...DETALLES_FISCALIZACION,
  ...DETALLES_ANUNCIO,
  ...DETALLES_DICTAMEN,
  ...DETALLES_ARRENDAMIENTO,
  ...DETALLES_CESION,
  visita: ({ detalle, paso }) => <DetalleVisita detalle={detalle as DetalleVisitaDto} paso={paso} />,
};
