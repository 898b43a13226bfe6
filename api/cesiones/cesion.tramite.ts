// The registry entry (api/catalogo-tramites.ts) of the rights assignment: the machine's
// input and the subject when it is sent, what Mercados sees in the inbox, who pays the 1760 fee (the
// request's folio is the gateway's key, the stall names what it is for), what must hold before
// Mercados approves a step, and the spec's routes (cesiones.routes.ts).
import { cesionDerecho, PASO_CESION } from '../../domain/cesiones/definicion';
import { sinRangoCesion, tarifaCesion } from '../../domain/cesiones/tarifa';
import { nombreDe } from '../../domain/common/personas';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { forbidden } from '../lib/errors';
import type { TramiteApi } from '../tramites/registro';
import { detalleTareaCesion, tituloCesion } from './cesiones.dto';
import { createCesionesRepository } from './cesiones.repository';
import { cesionario, rutasCesiones } from './cesiones.routes';
import { detalleTareaCesionSchema } from './cesiones.schemas';
import { autorizacionFirmada, autorizacionPendiente, formatoCesionParaFirmar } from './cesion.efirma';

export const cesionApi: TramiteApi<typeof detalleTareaCesionSchema> = {
  definicion: cesionDerecho,
  esquemaDetalle: detalleTareaCesionSchema,
  rutas: rutasCesiones,
  documentoFirma: formatoCesionParaFirmar,
  alFirmar: autorizacionFirmada,

  async alEnviar(deps, s) {
    const repo = createCesionesRepository({ db: deps.db });
    const v = await repo.leer(s.id);
    if (!v) throw forbidden();
    // The new concessionaire may have opened an account since the draft: their name as the portal knows it now.
    await repo.actualizar(s.id, await cesionario(deps, v.d.rfc));
    return { datos: {}, titulo: tituloCesion(v) };
  },

  async detalleTarea(deps, s) {
    const v = await createCesionesRepository({ db: deps.db }).leer(s.id);
    return v ? detalleTareaCesion(deps, v) : null;
  },

  async sujetoPago(deps, s) {
    const [v, c] = await Promise.all([createCesionesRepository({ db: deps.db }).leer(s.id), createContribuyentesRepository({ db: deps.db }).porId(s.contribuyenteId)]);
    if (!v || !c) throw forbidden();
    return { titular: { nombre: nombreDe(c), rfc: c.rfc }, nombre: tituloCesion(v), clave: s.folio, claveCatastral: v.est.claveCatastral };
  },

  async antesDeAprobar(deps, s, paso) {
    const repo = createCesionesRepository({ db: deps.db });
    const v = await repo.leer(s.id);
    if (!v) return null;
    if (paso === PASO_CESION.REVISION) {
      // The fee is 12 × the stall's floor fee: a surface no range holds could not be charged.
      const m2 = Number(v.local.superficieM2);
      return tarifaCesion(await repo.rangos(), m2) ? null : sinRangoCesion(m2);
    }
    if (paso === PASO_CESION.AUTORIZACION) return autorizacionPendiente(deps, s, v.d.archivos);
    return null;
  },
};
