// The licences of an establishment by year, and the civil-protection ruling of each period
// (spec 1 §2.5–2.6, §3 Anuencia, §7.4): what the card's 'Licencias' and 'Anuencia' dialogs list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import { idParam } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { createPagosRepository } from '../pagos/pagos.repository';
import { anuenciaDto, licenciaDto } from './licencia.dto';
import { createLicenciasRepository } from './licencias.repository';
import { anuenciaSchema, licenciaSchema } from './licencias.schemas';

const tags = ['establecimientos'];

export const licenciasPorEstablecimientoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const licencias = createLicenciasRepository({ db });
  const pagos = createPagosRepository({ db });

  app.get('/establecimientos/getLicenciasByLocacion/:id', { schema: { tags, params: idParam, response: { 200: sobre(z.array(licenciaSchema)) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lics = await licencias.deEstablecimiento(est.id);
    const estados = await pagos.deSolicitudes(lics.map((l) => l.solicitudId));
    return ok(lics.map((l) => licenciaDto(l, est, estados)));
  });

  app.get('/establecimientos/getAnuenciasByLocacion/:id', { schema: { tags, params: idParam, response: { 200: sobre(z.array(anuenciaSchema)) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lics = await licencias.deEstablecimiento(est.id);
    const aprobadas = await licencias.aprobadosEn(lics.map((l) => l.solicitudId), 'validacion_anuencia');
    return ok(lics.map((l) => anuenciaDto(l, est, aprobadas.get(l.solicitudId))));
  });
};
