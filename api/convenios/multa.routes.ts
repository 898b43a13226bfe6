// spec 2 §7 GET licencias/getMulta/{id}: the licence's fine — the late-payment charge (spec 1 §4.8,
// §9: due 30 days after fecha_alta_hacienda, or the renewal's cut-off) while it is owed, else 0.
// The amount is that of the late-payment statement issued (service 1753), or the tariff's when
// none was issued yet (domain/licencia/tarifas.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { camposLicencia } from '../../domain/licencia/lectura';
import { conceptosDe, pesos } from '../../domain/licencia/tarifas';
import { ESTATUS } from '../../domain/tramite/estatus';
import { SERVICIO } from '../../domain/tramite/servicios';
import { cargarLicencia } from '../establecimientos/acceso';
import { idParam } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { snapshotLicencia } from '../licencias/licencia.dto';
import { createPagosRepository } from '../pagos/pagos.repository';
import { multaSchema } from './convenios.schemas';

export const multaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const pagos = createPagosRepository({ db });

  app.get('/licencias/getMulta/:id', { schema: { params: idParam, tags: ['licencias'], response: { 200: sobre(multaSchema) } } }, async (req) => {
    const { lic, est } = await cargarLicencia(db, req, req.params.id);
    const c = camposLicencia(snapshotLicencia(lic, est));
    let multa = '0.00';
    if (c.extemporaneo && !c.pagoExtemporaneo) {
      const e = await pagos.ultimo(lic.solicitudId, SERVICIO.EXTEMPORANEO);
      multa = e && e.estatus !== ESTATUS.PAGADO ? e.total : pesos(conceptosDe(SERVICIO.EXTEMPORANEO, { superficieM2: 0, riesgo: 'bajo', mesPagoResiduos: '01' }).totalCentavos);
    }
    return ok({ licencia_id: lic.id, multa, extemporaneo: c.extemporaneo, pago_extemporaneo: c.pagoExtemporaneo });
  });
};
