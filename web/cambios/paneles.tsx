// The movements dialog's cards, one per movement type (spec 2 §2: 1 trade name, 2 address,
// 3 economic activity), each written by its procedure's owner in web/cambios/<p>/panel.tsx.
import type { ComponentType } from 'react';
import type { TipoMovimiento } from '../../domain/cambios/comun';
import type { EstablecimientoRef } from '../establecimientos/dialogo';
import { PanelCambioActividad } from './actividad/panel';
import { PanelCambioDomicilio } from './domicilio/panel';
import { PanelCambioNombre } from './nombre/panel';

export type PanelMovimientoComponente = ComponentType<{ establecimiento: EstablecimientoRef }>;

export const PANELES_MOVIMIENTO: Readonly<Record<TipoMovimiento, PanelMovimientoComponente>> = {
  1: PanelCambioNombre,
  2: PanelCambioDomicilio,
  3: PanelCambioActividad,
};
