// The registry entry (api/catalogo-tramites.ts) of the market-stall lease: the machine's
// input and the subject when it is sent, what Mercados sees in the inbox, who pays the 1759 fee
// (the request's folio is the gateway's key, the establishment names what it is for) and the
// spec's routes (arrendamientos.routes.ts).
import { arrendamiento } from '../../domain/arrendamientos/definicion';
import { nombreDe } from '../../domain/common/personas';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { forbidden } from '../lib/errors';
import type { TramiteApi } from '../tramites/registro';
import { detalleTareaArrendamiento, tituloArrendamiento } from './arrendamientos.dto';
import { createArrendamientosRepository } from './arrendamientos.repository';
import { rutasArrendamientos } from './arrendamientos.routes';
import { detalleTareaArrendamientoSchema } from './arrendamientos.schemas';

export const arrendamientoApi: TramiteApi<typeof detalleTareaArrendamientoSchema> = {
  definicion: arrendamiento,
  esquemaDetalle: detalleTareaArrendamientoSchema,
  rutas: rutasArrendamientos,

  async alEnviar(deps, s) {
    const v = await createArrendamientosRepository({ db: deps.db }).leer(s.id);
    if (!v) throw forbidden();
    return { datos: {}, titulo: tituloArrendamiento(v) };
  },

  async detalleTarea(deps, s) {
    const v = await createArrendamientosRepository({ db: deps.db }).leer(s.id);
    return v ? detalleTareaArrendamiento(deps, v) : null;
  },

  async sujetoPago(deps, s) {
    const [v, c] = await Promise.all([createArrendamientosRepository({ db: deps.db }).leer(s.id), createContribuyentesRepository({ db: deps.db }).porId(s.contribuyenteId)]);
    if (!v || !c) throw forbidden();
    return { titular: { nombre: nombreDe(c), rfc: c.rfc }, nombre: tituloArrendamiento(v), clave: s.folio, claveCatastral: v.est.claveCatastral };
  },
};
