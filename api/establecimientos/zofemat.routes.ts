// The Zofemat actions of an establishment's card (spec 1 §2.6 "Zofemat actions (fine payment
// format, fine summons; behaviour not shown)"): the two printouts of the fine for the federal
// maritime zone duties its files owe. The dialog reads the files and their payment status with
// the licence form's own calls (verifyzofemat, expedientezofemat, spec 1 §7.4); these routes look
// them up again themselves, so a printout never trusts what the browser says is owed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { ExpedienteZofemat } from '../../activities/adapters/catastro';
import { generarCitatorioMultaPdf, generarFormatoPagoMultaPdf, type MultaZofematPdf } from '../../activities/pdf/zofemat';
import { nombreDe } from '../../domain/common/personas';
import { consultaZofemat, expedientesConAdeudo } from '../../domain/licencia/acciones-establecimiento';
import { MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { badRequest, forbidden } from '../lib/errors';
import { externo } from '../lib/externo';
import { idParam } from '../lib/params';
import { enviarPdf } from '../lib/pdf';
import { respuestaPdf } from '../lib/respuesta';
import { establecimientoPdf } from '../licencias/impresos.licencia';
import { cargarEstablecimiento } from './acceso';
import { datosZofemat } from './establecimientos.dto';

const tags = ['impresos'];

export const zofematRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, zofemat } = app.deps;
  const contribuyentes = createContribuyentesRepository({ db });

  /** The establishment's files as the Zofemat office has them now (empty: none found). */
  const expedientesDe = async (consulta: NonNullable<ReturnType<typeof consultaZofemat>>): Promise<ExpedienteZofemat[]> => {
    if (consulta.por === 'expediente') {
      const e = await externo(() => zofemat.expediente(consulta.num));
      return e ? [e] : [];
    }
    if (consulta.por === 'clave') return externo(() => zofemat.expedientesPorClave(consulta.clave));
    return [];
  };

  /**
   * What both printouts say: the files whose duties are owed, the holder and the establishment.
   * Read by the owner, the staff of an area working on the establishment and root (acceso.ts).
   */
  const multaDe = async (req: FastifyRequest, id: number): Promise<MultaZofematPdf> => {
    const { est } = await cargarEstablecimiento(db, req, id);
    const consulta = consultaZofemat(datosZofemat(est));
    const lista = consulta ? await expedientesDe(consulta) : [];
    if (!lista.length) throw badRequest(MSG_LIC_EXTRA.sinZofemat, 'SIN_ZOFEMAT');
    const adeudo = expedientesConAdeudo(lista);
    // spec 1 §4.7: every file PAGADO is 'Impuestos pagados de Zona Federal': there is no fine.
    if (!adeudo.length) throw badRequest(MSG_LIC_EXTRA.zofematSinMulta, 'ZOFEMAT_PAGADO');
    const c = await contribuyentes.porId(est.contribuyenteId);
    if (!c) throw forbidden();
    return {
      expedientes: adeudo.map((e) => ({ numExpediente: e.num_expediente, concesionario: e.concesionario, superficieM2: e.superficie_m2 })),
      titular: { nombre: nombreDe(c), rfc: c.rfc },
      establecimiento: establecimientoPdf(est),
      fechaEmision: new Date(),
    };
  };

  app.get(
    '/establecimientos/zofemat/:id/formatoPago',
    { schema: { tags, params: idParam, response: respuestaPdf('El formato de pago de la multa de Zona Federal') } },
    async (req, reply) => {
      const m = await multaDe(req, req.params.id);
      return enviarPdf(reply, await generarFormatoPagoMultaPdf(m), `formato-pago-multa-${m.expedientes[0].numExpediente}`);
    },
  );

  app.get(
    '/establecimientos/zofemat/:id/citatorio',
    { schema: { tags, params: idParam, response: respuestaPdf('El citatorio de la multa de Zona Federal') } },
    async (req, reply) => {
      const m = await multaDe(req, req.params.id);
      return enviarPdf(reply, await generarCitatorioMultaPdf(m), `citatorio-multa-${m.expedientes[0].numExpediente}`);
    },
  );
};
