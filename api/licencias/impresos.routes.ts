// Printouts of the licence procedure (spec 1 §7.4 printouts, §7.5 receipts), built on
// request from the projection, so a document always shows the request's current state.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generarAnuenciaPdf, generarLicenciaPdf, generarPredialPdf, generarSolicitudPdf, generarUsoSueloPdf } from '../../activities/pdf';
import type { Db } from '../../db/client';
import type { Establecimiento } from '../../db/schema';
import { domicilioTexto } from '../../domain/common/domicilio';
import { MSG } from '../../domain/common/messages';
import { nombreDe } from '../../domain/common/personas';
import { etiqueta, giroPorId, requierePatente, CATEGORIAS, TIPOS_LOCAL, TIPOS_PROPIEDAD } from '../../domain/catalogos/establecimientos';
import { NOMBRE_DOCUMENTO_LICENCIA } from '../../domain/licencia/documentos';
import { camposLicencia, estatusVisibleLicencia } from '../../domain/licencia/lectura';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { MSG_PREDIO } from '../../domain/predial/mensajes';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { ESTATUS } from '../../domain/tramite/estatus';
import { SERVICIO } from '../../domain/tramite/servicios';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { cargarEstablecimiento, cargarLicencia, licenciaVigente } from '../establecimientos/acceso';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { HttpError, badRequest, forbidden } from '../lib/errors';
import { idParam } from '../lib/params';
import { enviarPdf } from '../lib/pdf';
import { respuestaPdf } from '../lib/respuesta';
import { createPagosRepository } from '../pagos/pagos.repository';
import { estadoCuentaPdf } from '../pagos/pagos.routes';
import { createTareasRepository } from '../tareas/tareas.repository';
import { snapshotLicencia } from './licencia.dto';
import { establecimientoPdf, licenciaImpresa } from './impresos.licencia';
import { pdfFirmado } from '../efirma/documentos';

async function titularDe(db: Db, e: Establecimiento) {
  const c = await createContribuyentesRepository({ db }).porId(e.contribuyenteId);
  if (!c) throw forbidden();
  return { c, titular: { nombre: nombreDe(c), rfc: c.rfc } };
}

export const impresosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const publicUrl = app.deps.config.PUBLIC_URL;
  const tareas = createTareasRepository({ db });
  /** The officer who approved a step (the person who signed it in the inbox). */
  const firmante = (solicitudId: number, paso: string) => tareas.firmante(solicitudId, paso);

  // Provisional once data validation approved it; permanent once both officers signed (spec 1 §4.3).
  // Its QR carries the signed code of the public check.
  app.get('/licencia/:id/getlicencia', { schema: { params: idParam, tags: ['impresos'], response: respuestaPdf('La licencia, provisional o permanente') } }, async (req, reply) => {
    const { lic, est } = await cargarLicencia(db, req, req.params.id);
    const { c } = await titularDe(db, est);
    const licencia = await licenciaImpresa(db, lic, est, c, { publicUrl, secreto: app.deps.config.VERIFICACION_SECRET });
    if (!licencia) throw badRequest(MSG_LIC.errorLicencia, 'SIN_LICENCIA');
    // Signed with e.firma: the stored PDF itself, so its signatures stay valid (api/efirma).
    const firmado = licencia.tipoLicenciaId === 1 ? await pdfFirmado(db, lic.solicitudId) : null;
    return enviarPdf(reply, firmado ?? (await generarLicenciaPdf(licencia)), `licencia-${lic.solicitud.folio}`);
  });

  app.get('/licencia/:id/getsolicitudimpresaContribuyente', { schema: { params: idParam, tags: ['impresos'], response: respuestaPdf('La solicitud impresa') } }, async (req, reply) => {
    const { lic, est } = await cargarLicencia(db, req, req.params.id);
    const { c, titular } = await titularDe(db, est);
    const docs = await createEstablecimientosRepository({ db }).archivos(est.id);
    const pdf = await generarSolicitudPdf({
      folio: lic.solicitud.folio,
      anio: lic.anio,
      estatus: estatusVisibleLicencia(snapshotLicencia(lic, est), lic.revocada).texto,
      fechaSolicitud: lic.createdAt,
      tipoProcesoId: est.tipoProcesoId === 2 ? 2 : 1,
      contribuyente: { ...titular, curp: c.curp, email: c.email, telefono: c.telefonoMovil ?? c.telefonoFijo, tipoPersona: c.tipoPersona === 2 ? 2 : 1 },
      establecimiento: {
        ...establecimientoPdf(est),
        tipoPropiedad: etiqueta(TIPOS_PROPIEDAD, est.tipoPropiedadId) ?? null,
        categoria: etiqueta(CATEGORIAS, est.categoriaId) ?? null,
        tipoLocal: etiqueta(TIPOS_LOCAL, est.tipoLocalId) ?? null,
        telefono: est.telefonoOficina,
        numeroEmpleados: est.numeroEmpleados,
        numeroHabitaciones: est.numeroHabitaciones,
        cajonesEstacionamiento: est.cajonesEstacionamiento,
        inversionEstimada: Number(est.inversionEstimada),
        fechaAltaHacienda: est.fechaAltaHacienda,
        horarioExtendido: est.horarioExtendido,
        bebidasAlcoholicas: requierePatente([est.giroActividadId, ...est.actividadesSecundarias]),
        folioLicenciaBebidas: est.folioLicenciaBebidaAlcoholica,
        tieneUsoSuelo: est.tieneUsoSuelo,
      },
      documentos: docs.map((d) => ({ nombre: (NOMBRE_DOCUMENTO_LICENCIA as Record<string, string>)[d.codigo] ?? d.codigo, fecha: d.createdAt })),
    });
    return enviarPdf(reply, pdf, `solicitud-${lic.solicitud.folio}`);
  });

  app.get('/anuencia_proteccion_civil/:id/imprimiranuencia', { schema: { params: idParam, tags: ['impresos'], response: respuestaPdf('La anuencia de Protección Civil') } }, async (req, reply) => {
    const { lic, est } = await cargarLicencia(db, req, req.params.id);
    if (camposLicencia(snapshotLicencia(lic, est)).estatusAnuencia !== ESTATUS.APROBADO) throw badRequest('La anuencia de Protección Civil aún no ha sido aprobada', 'SIN_ANUENCIA');
    const { titular } = await titularDe(db, est);
    const aprobadaAt = await tareas.aprobadaAt(lic.solicitudId, 'validacion_anuencia');
    const nombre = await firmante(lic.solicitudId, 'validacion_anuencia');
    const pdf = await generarAnuenciaPdf({
      folio: `PC-${lic.solicitud.folio}`,
      periodo: lic.anio,
      establecimiento: establecimientoPdf(est),
      titular,
      fechaAprobacion: aprobadaAt ?? lic.solicitud.updatedAt,
      firmante: nombre ? { nombre, cargo: 'Protección Civil Municipal' } : undefined,
    });
    return enviarPdf(reply, pdf, `anuencia-${lic.solicitud.folio}`);
  });

  app.post('/constancia_uso_suelo/:id/imprimirconstancia', { schema: { params: idParam, tags: ['impresos'], response: respuestaPdf('La constancia de uso de suelo') } }, async (req, reply) => {
    const { lic, est } = await cargarLicencia(db, req, req.params.id);
    if (camposLicencia(snapshotLicencia(lic, est)).estatusUsoSuelo !== ESTATUS.APROBADO) throw badRequest('La constancia de uso de suelo aún no ha sido aprobada', 'SIN_USO_SUELO');
    const { titular } = await titularDe(db, est);
    const nombre = await firmante(lic.solicitudId, 'validacion_uso_suelo');
    const pdf = await generarUsoSueloPdf({
      folio: `US-${lic.solicitud.folio}`,
      giro: giroPorId(est.giroActividadId)?.nombre ?? '',
      domicilio: domicilioTexto(est.domicilio),
      superficieM2: est.superficieM2,
      fecha: lic.solicitud.updatedAt,
      nombreComercial: est.nombreComercial,
      claveCatastral: est.claveCatastral,
      titular,
      firmante: nombre ? { nombre, cargo: 'Desarrollo Urbano y Medio Ambiente' } : undefined,
    });
    return enviarPdf(reply, pdf, `uso-suelo-${lic.solicitud.folio}`);
  });

  app.get('/establecimientos/estadocuentaextemporaneo/:id', { schema: { params: idParam, tags: ['impresos'], response: respuestaPdf('El estado de cuenta del pago extemporáneo') } }, async (req, reply) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lic = await licenciaVigente(db, est.id);
    const e = lic ? await createPagosRepository({ db }).ultimo(lic.solicitudId, SERVICIO.EXTEMPORANEO) : null;
    if (!lic || !e) throw badRequest(MSG_PAGO.sinEdoCuenta, 'SIN_EDO_CUENTA');
    return enviarPdf(reply, await estadoCuentaPdf(app.deps, e, lic.solicitud), `estado-cuenta-${e.folio}`);
  });

  // spec 1 §4.7 'Pagar predial': the property-tax statement of a key.
  app.post(
    '/licencia/:clave/generatePagoPredial',
    { schema: { params: z.object({ clave: z.string().regex(/^\d{17}$/, { error: MSG.longitudDigitos(17) }) }), tags: ['impresos'], response: respuestaPdf('El estado de cuenta del predial') } },
    async (req, reply) => {
      let r;
      try {
        r = await app.deps.predial.estadoPredial(req.params.clave);
      } catch {
        throw new HttpError(503, MSG.errorGenerico, 'EXTERNO');
      }
      if (!r) throw badRequest(MSG_PREDIO.claveNoEncontrada, 'CLAVE');
      const anioActual = new Date().getFullYear();
      const anios = Array.from({ length: Math.max(1, anioActual - r.ultimo_anio_pagado) }, (_, i) => r.ultimo_anio_pagado + 1 + i).filter((a) => a <= anioActual);
      const total = Number(r.adeudo);
      const porAnio = anios.length ? Math.round((total / anios.length) * 100) / 100 : 0;
      const pdf = await generarPredialPdf({
        claveCatastral: req.params.clave,
        fechaEmision: new Date(),
        adeudos: r.pagado ? [] : anios.map((anio, i) => ({ anio, impuesto: i === anios.length - 1 ? Math.round((total - porAnio * (anios.length - 1)) * 100) / 100 : porAnio })),
      });
      return enviarPdf(reply, pdf, `predial-${req.params.clave}`);
    },
  );

};
