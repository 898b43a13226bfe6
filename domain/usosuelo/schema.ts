// The land-use certificate form (spec 3 §2.4, §3.3, §5.3): Sector, Giro o categoría and Zona de
// uso, all three required. One zod schema, validated by the API and resolved by the web form.
import { z } from 'zod';
import { MSG } from '../common/messages';
import { giroDesarrolloPorId, sectorPorId, zonaPorId } from './catalogos';

/** A select's value ('' when nothing is chosen, a number from JSON); an id off the list is as good as none. */
const opcionDe = (existe: (id: number) => boolean) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: MSG.requerido }).int(MSG.requerido).refine(existe, MSG.requerido),
  );

export const constanciaUsoSueloSchema = z.object({
  sector_id: opcionDe((id) => !!sectorPorId(id)),
  giro_desarrollo_id: opcionDe((id) => !!giroDesarrolloPorId(id)),
  zona_uso_id: opcionDe((id) => !!zonaPorId(id)),
});

export type ConstanciaUsoSueloEntrada = z.input<typeof constanciaUsoSueloSchema>;
export type ConstanciaUsoSueloForm = z.output<typeof constanciaUsoSueloSchema>;

/** The empty form (the selects show their placeholders). */
export const FORMULARIO_VACIO = { sector_id: '', giro_desarrollo_id: '', zona_uso_id: '' } satisfies ConstanciaUsoSueloEntrada;
