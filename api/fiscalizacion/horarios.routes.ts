// The establishments' schedules (spec 2 §7 "Hours"): GET horarios/gethorarioordinario/{id} (the
// ESTABLISHMENT's id), horarios/gethorarioextraordinario/{licenciaId} (horario_extraordinario.horarios
// with dia.nombre and segmento_horario), horarios/establecimientos (the taxpayer's licensed
// establishments and whether each may ask for extraordinary hours or live music, and why not) and
// horarios/getEstablecimiento/{locacionId} (giro_opb.giro_tipo_patente.establecimiento_id). An
// establishment without schedule rows of its own answers its patente type's default.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Establecimiento } from '../../db/schema';
import { nombreDiaTitulo } from '../../domain/fiscalizacion/mensajes';
import { giroPorId } from '../../domain/catalogos/establecimientos';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { actual } from '../auth/guards';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import { idSchema } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { createLicenciasRepository, type LicenciaVista } from '../licencias/licencias.repository';
import { licenciaDe, motivoNoElegible, tipoEstablecimientoDe } from './acceso';
import { horarioDe } from './comun';
import { establecimientoHorarioSchema, establecimientosHorarioSchema, horarioExtraordinarioSchema, horarioOrdinarioSchema } from './fiscalizacion.schemas';

const TAGS = ['fiscalizacion'];

export const horariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const licencias = createLicenciasRepository({ db });

  const horario = async (est: Establecimiento, clase: 'ordinario' | 'extraordinario') => {
    const tipo = tipoEstablecimientoDe(est);
    const h = await horarioDe(db, est, tipo, clase);
    return {
      establecimiento_id: est.id,
      tipo_establecimiento: tipo,
      por_defecto: h.porDefecto,
      horarios: h.horarios.map((x) => ({
        id: x.id,
        dia: { id: x.dia, nombre: nombreDiaTitulo(x.dia) },
        segmento_horario: { hora_inicio: x.hora_inicio, hora_fin: x.hora_fin },
      })),
    };
  };

  /** An establishment as horarios/getEstablecimiento answers it, with its newest licence's eligibility. */
  const establecimiento = (est: Establecimiento, lic: LicenciaVista | null) => {
    const giro = giroPorId(est.giroActividadId);
    const tipo = tipoEstablecimientoDe(est);
    const motivo = lic ? motivoNoElegible(lic, est) : MSG_LIC.sinLicencia;
    return {
      id: est.id,
      external_id: est.externalId,
      nombre_comercial: est.nombreComercial,
      licencia_id: lic?.id ?? null,
      elegible: motivo === null,
      motivo,
      giro_opb: {
        id: est.giroActividadId,
        descripcion: giro?.nombre ?? '',
        req_patente: giro?.req_patente ?? ('NO' as const),
        giro_tipo_patente: tipo ? { establecimiento_id: tipo } : null,
      },
    };
  };

  app.get(
    '/horarios/gethorarioordinario/:id',
    { schema: { params: z.object({ id: idSchema }), tags: TAGS, response: { 200: sobre(horarioOrdinarioSchema) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id);
      return ok({ horario_ordinario: await horario(est, 'ordinario') });
    },
  );

  app.get(
    '/horarios/gethorarioextraordinario/:licenciaId',
    { schema: { params: z.object({ licenciaId: idSchema }), tags: TAGS, response: { 200: sobre(horarioExtraordinarioSchema) } } },
    async (req) => {
      const { est } = await licenciaDe(db, req, req.params.licenciaId);
      return ok({ horario_extraordinario: await horario(est, 'extraordinario') });
    },
  );

  // The signed-in taxpayer's open establishments that have a licence (staff have none: an empty list).
  app.get('/horarios/establecimientos', { schema: { tags: TAGS, response: { 200: sobre(establecimientosHorarioSchema) } } }, async (req) => {
    const contribuyenteId = actual(req).contribuyenteId;
    if (contribuyenteId === null) return ok([]);
    const filas = await licencias.deContribuyente(contribuyenteId);
    const porEst = new Map<number, { est: Establecimiento; lic: LicenciaVista }>();
    // The newest licence of each establishment (deContribuyente is unordered).
    for (const f of filas) {
      const previa = porEst.get(f.est.id);
      if (!previa || f.lic.anio > previa.lic.anio || (f.lic.anio === previa.lic.anio && f.lic.id > previa.lic.id)) porEst.set(f.est.id, f);
    }
    return ok([...porEst.values()].sort((a, b) => a.est.id - b.est.id).map((f) => establecimiento(f.est, f.lic)));
  });

  app.get(
    '/horarios/getEstablecimiento/:locacionId',
    { schema: { params: z.object({ locacionId: idSchema }), tags: TAGS, response: { 200: sobre(establecimientoHorarioSchema) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.locacionId);
      return ok(establecimiento(est, await licencias.vigente(est.id)));
    },
  );
};
