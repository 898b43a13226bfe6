// The registry entry (api/catalogo-tramites.ts) of a permit with a review chain, built once for
// towers and billboards from the procedure's adapter: the machine's input and the subject when it is
// sent, what each level sees in the inbox, who pays the fee (the request's folio is the gateway's
// key: these permits belong to no establishment) and the spec's routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nombreDe } from '../../domain/common/personas';
import type { CualquierDefinicion } from '../../domain/tramite/definicion';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { forbidden } from '../lib/errors';
import type { TramiteApi } from '../tramites/registro';
import type { AdaptadorDictamen } from './adaptador';
import { dictamenParaFirmar } from './efirma';
import { datosDictamenDe } from './estado';

/** A registry entry that also lends its adapter (the public verification reads the request through it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TramiteApiDictamen = TramiteApi & { adaptador: AdaptadorDictamen<any, any> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function tramiteApiDictamen(definicion: CualquierDefinicion, a: AdaptadorDictamen<any, any>, rutas: FastifyPluginAsyncZod): TramiteApiDictamen {
  return {
    definicion,
    esquemaDetalle: a.esquemaDetalle,
    rutas,
    adaptador: a,
    documentoFirma: (deps, s, firmante) => dictamenParaFirmar(a, deps, s, firmante),

    async alEnviar(deps, s) {
      const v = await a.leer(deps, s.id);
      if (!v) throw forbidden();
      return { datos: datosDictamenDe(v), titulo: a.titulo(v) };
    },

    async detalleTarea(deps, s) {
      const v = await a.leer(deps, s.id);
      return v ? a.detalleTarea(deps, v) : null;
    },

    async sujetoPago(deps, s) {
      const [v, c] = await Promise.all([a.leer(deps, s.id), createContribuyentesRepository({ db: deps.db }).porId(s.contribuyenteId)]);
      if (!v || !c) throw forbidden();
      return { titular: { nombre: nombreDe(c), rfc: c.rfc }, nombre: a.titulo(v) || definicion.nombre, clave: s.folio, claveCatastral: v.d.claveCatastral };
    },
  };
}
