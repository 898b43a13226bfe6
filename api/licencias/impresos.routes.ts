// Printouts of the licence procedure (spec 1 §7.4 printouts, §7.5 receipts; issue 3 §6), built on
// request from the projection, so a document always shows the request's current state.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  generarAnuenciaPdf,
  generarEstadoCuentaPdf,
  generarLicenciaPdf,
  generarPredialPdf,
  generarReciboPdf,
  generarSolicitudPdf,
  generarUsoSueloPdf,
  type EstablecimientoPdf,
  type ServicioId,
} from '../../activities/pdf';
import type { Db } from '../../db/client';
import { contribuyentes, documentos, estadosCuenta, pagos, tareas, usuarios, type Establecimiento, type EstadoCuenta, type Licencia } from '../../db/schema';
import { MSG } from '../../domain/common/messages';
import { etiqueta, giroPorId, girosPorIds, requierePatente, CATEGORIAS, TIPOS_LOCAL, TIPOS_PROPIEDAD, NOMBRE_DOCUMENTO_LICENCIA } from '../../domain/licencia/catalogos';
import { TIPO_PAGO_POR_SERVICIO } from '../../domain/licencia/constantes';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { nombreDe } from '../contribuyentes/perfil.procedimiento';
import { cargarEstablecimiento, cargarLicencia, licenciaVigente } from '../establecimientos/acceso';
import { HttpError, badRequest, forbidden } from '../lib/errors';

const idParam = z.object({ id: z.coerce.number().int().positive() });

function enviarPdf(reply: FastifyReply, buf: Buffer, nombre: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${nombre}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(buf);
}

export function domicilioTexto(e: Establecimiento): string {
  const d = e.domicilio;
  return [
    [d.calle, d.numero_exterior].filter(Boolean).join(' '),
    d.numero_interior ? `Int. ${d.numero_interior}` : null,
    d.colonia,
    d.codigo_postal ? `C.P. ${d.codigo_postal}` : null,
    d.localidad ?? 'Chetumal',
  ]
    .filter(Boolean)
    .join(', ');
}

export function establecimientoPdf(e: Establecimiento): EstablecimientoPdf {
  return {
    nombreComercial: e.nombreComercial,
    clave: e.externalId,
    domicilio: domicilioTexto(e),
    claveCatastral: e.claveCatastral,
    giroPrincipal: giroPorId(e.giroActividadId)?.nombre ?? '',
    actividadesSecundarias: girosPorIds(e.actividadesSecundarias).map((g) => g.nombre),
    superficieM2: e.superficieM2,
  };
}

const ESTATUS_TEXTO: Record<number, string> = {
  1: 'Borrador',
  3: 'En proceso',
  4: 'Aprobada',
  5: 'Devuelta al contribuyente',
  10: 'Enviada a revisión',
};

async function titularDe(db: Db, e: Establecimiento) {
  const [c] = await db.select().from(contribuyentes).where(eq(contribuyentes.id, e.contribuyenteId));
  return { c, titular: { nombre: nombreDe(c), rfc: c.rfc } };
}

/** The officer who approved a step (the person who signed it in the inbox). */
async function firmante(db: Db, lic: Licencia, paso: string): Promise<string | null> {
  const [f] = await db
    .select({ nombre: usuarios.nombre, apellido1: usuarios.apellido1 })
    .from(tareas)
    .innerJoin(usuarios, eq(usuarios.id, tareas.resueltaPor))
    .where(and(eq(tareas.licenciaId, lic.id), eq(tareas.paso, paso), eq(tareas.resultado, 'aprobado')))
    .orderBy(desc(tareas.ronda))
    .limit(1);
  return f ? `${f.nombre} ${f.apellido1}`.trim() : null;
}

function importe(n: string): number {
  return Math.round(Number(n) * 100) / 100;
}

async function estadoCuentaPdf(db: Db, e: EstadoCuenta, est: Establecimiento) {
  const { titular } = await titularDe(db, est);
  return generarEstadoCuentaPdf({
    servicioId: e.servicioId as ServicioId,
    folio: e.folio,
    referencia: `${est.externalId}-${e.folio}`,
    fechaEmision: e.createdAt,
    fechaLimitePago: e.venceAt ?? e.createdAt,
    contribuyente: titular,
    establecimiento: { nombreComercial: est.nombreComercial, clave: est.externalId, claveCatastral: est.claveCatastral },
    conceptos: e.conceptos.map((c) => ({ descripcion: c.concepto, importe: importe(c.importe) })),
  });
}

export const impresosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const publicUrl = app.deps.config.PUBLIC_URL;

  // Provisional once data validation approved it; permanent once both officers signed (spec 1 §4.3).
  app.get('/licencia/:id/getlicencia', { schema: { params: idParam, tags: ['impresos'] } }, async (req, reply) => {
    const { lic, est } = await cargarLicencia(db, req, req.params.id);
    const lista = lic.estatusLicencia === 4 && lic.estatusDirectorIngresos === 4 && lic.estatusTesorero === 4;
    if (!lista && lic.estatusVerificacion !== 4) throw badRequest(MSG_LIC.errorLicencia, 'SIN_LICENCIA');
    const { titular } = await titularDe(db, est);
    const base = {
      folio: lic.folio,
      anio: lic.anio,
      tipoProcesoId: (est.tipoProcesoId === 2 ? 2 : 1) as 1 | 2,
      establecimiento: establecimientoPdf(est),
      titular,
      fechaExpedicion: lic.fechaAprobacion ?? lic.updatedAt,
      publicUrl,
    };
    const pdf = lista
      ? await generarLicenciaPdf({
          ...base,
          tipoLicenciaId: 1,
          firmas: {
            directorIngresos: (await firmante(db, lic, 'firma_director')) ?? 'Dirección de Ingresos',
            tesorero: (await firmante(db, lic, 'firma_tesorero')) ?? 'Tesorería Municipal',
          },
        })
      : await generarLicenciaPdf({ ...base, tipoLicenciaId: 2 });
    return enviarPdf(reply, pdf, `licencia-${lic.folio}`);
  });

  app.get('/licencia/:id/getsolicitudimpresaContribuyente', { schema: { params: idParam, tags: ['impresos'] } }, async (req, reply) => {
    const { lic, est } = await cargarLicencia(db, req, req.params.id);
    const { c, titular } = await titularDe(db, est);
    const docs = await db
      .select({ codigo: documentos.codigo, createdAt: documentos.createdAt })
      .from(documentos)
      .where(eq(documentos.locacionId, est.id))
      .orderBy(asc(documentos.id));
    const pdf = await generarSolicitudPdf({
      folio: lic.folio,
      anio: lic.anio,
      estatus: ESTATUS_TEXTO[lic.estatusLicencia] ?? String(lic.estatusLicencia),
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
    return enviarPdf(reply, pdf, `solicitud-${lic.folio}`);
  });

  app.get('/anuencia_proteccion_civil/:id/imprimiranuencia', { schema: { params: idParam, tags: ['impresos'] } }, async (req, reply) => {
    const { lic, est } = await cargarLicencia(db, req, req.params.id);
    if (lic.estatusAnuencia !== 4) throw badRequest('La anuencia de Protección Civil aún no ha sido aprobada', 'SIN_ANUENCIA');
    const { titular } = await titularDe(db, est);
    const [t] = await db
      .select({ resueltaAt: tareas.resueltaAt })
      .from(tareas)
      .where(and(eq(tareas.licenciaId, lic.id), eq(tareas.paso, 'validacion_anuencia'), eq(tareas.resultado, 'aprobado')))
      .orderBy(desc(tareas.ronda))
      .limit(1);
    const nombre = await firmante(db, lic, 'validacion_anuencia');
    const pdf = await generarAnuenciaPdf({
      folio: `PC-${lic.folio}`,
      periodo: lic.anio,
      establecimiento: establecimientoPdf(est),
      titular,
      fechaAprobacion: t?.resueltaAt ?? lic.updatedAt,
      firmante: nombre ? { nombre, cargo: 'Protección Civil Municipal' } : undefined,
    });
    return enviarPdf(reply, pdf, `anuencia-${lic.folio}`);
  });

  app.post('/constancia_uso_suelo/:id/imprimirconstancia', { schema: { params: idParam, tags: ['impresos'] } }, async (req, reply) => {
    const { lic, est } = await cargarLicencia(db, req, req.params.id);
    if (lic.estatusUsoSuelo !== 4) throw badRequest('La constancia de uso de suelo aún no ha sido aprobada', 'SIN_USO_SUELO');
    const { titular } = await titularDe(db, est);
    const nombre = await firmante(db, lic, 'validacion_uso_suelo');
    const pdf = await generarUsoSueloPdf({
      folio: `US-${lic.folio}`,
      giro: giroPorId(est.giroActividadId)?.nombre ?? '',
      domicilio: domicilioTexto(est),
      superficieM2: est.superficieM2,
      fecha: lic.updatedAt,
      nombreComercial: est.nombreComercial,
      claveCatastral: est.claveCatastral,
      titular,
      firmante: nombre ? { nombre, cargo: 'Desarrollo Urbano y Medio Ambiente' } : undefined,
    });
    return enviarPdf(reply, pdf, `uso-suelo-${lic.folio}`);
  });

  app.get('/estadocuenta/:id/pdf', { schema: { params: idParam, tags: ['impresos'] } }, async (req, reply) => {
    const [e] = await db.select().from(estadosCuenta).where(eq(estadosCuenta.id, req.params.id));
    if (!e) throw forbidden();
    const { est } = await cargarEstablecimiento(db, req, e.locacionId);
    return enviarPdf(reply, await estadoCuentaPdf(db, e, est), `estado-cuenta-${e.folio}`);
  });

  app.get('/establecimientos/estadocuentaextemporaneo/:id', { schema: { params: idParam, tags: ['impresos'] } }, async (req, reply) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lic = await licenciaVigente(db, est.id);
    const [e] = lic
      ? await db.select().from(estadosCuenta).where(and(eq(estadosCuenta.licenciaId, lic.id), eq(estadosCuenta.servicioId, 1753))).orderBy(desc(estadosCuenta.id)).limit(1)
      : [];
    if (!e) throw badRequest(MSG_LIC.sinEdoCuenta, 'SIN_EDO_CUENTA');
    return enviarPdf(reply, await estadoCuentaPdf(db, e, est), `estado-cuenta-${e.folio}`);
  });

  // spec 1 §7.5: POST {tipoPago}/generarReciboPago/{folioPago}/{establecimiento}
  app.post(
    '/:tipoPago/generarReciboPago/:folioPago/:establecimiento',
    {
      schema: {
        params: z.object({ tipoPago: z.string().max(20), folioPago: z.string().min(1).max(80), establecimiento: z.coerce.number().int().positive() }),
        tags: ['impresos'],
      },
    },
    async (req, reply) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.establecimiento);
      const [f] = await db
        .select({ p: pagos, e: estadosCuenta })
        .from(pagos)
        .innerJoin(estadosCuenta, eq(estadosCuenta.id, pagos.estadoCuentaId))
        .where(and(eq(pagos.folioPago, req.params.folioPago), eq(pagos.estado, 'pagado'), eq(estadosCuenta.locacionId, est.id)));
      if (!f || TIPO_PAGO_POR_SERVICIO[f.e.servicioId] !== req.params.tipoPago) throw badRequest(MSG_LIC.sinEdoCuenta, 'SIN_PAGO');
      const { titular } = await titularDe(db, est);
      const pdf = await generarReciboPdf({
        folioPago: f.p.folioPago!,
        autorizacion: f.p.autorizacion ?? '',
        servicioId: f.e.servicioId as ServicioId,
        fechaPago: f.p.confirmadoAt ?? f.p.createdAt,
        contribuyente: titular,
        establecimiento: { nombreComercial: est.nombreComercial, clave: est.externalId },
        folioEstadoCuenta: f.e.folio,
        referencia: f.p.orderId,
        conceptos: f.e.conceptos.map((c) => ({ descripcion: c.concepto, importe: importe(c.importe) })),
      });
      return enviarPdf(reply, pdf, `recibo-${f.p.folioPago}`);
    },
  );

  // spec 1 §4.7 'Pagar predial': the property-tax statement of a key.
  app.post(
    '/licencia/:clave/generatePagoPredial',
    { schema: { params: z.object({ clave: z.string().regex(/^\d{17}$/, { error: MSG.longitudDigitos(17) }) }), tags: ['impresos'] } },
    async (req, reply) => {
      let r;
      try {
        r = await app.deps.predial.estadoPredial(req.params.clave);
      } catch {
        throw new HttpError(503, MSG.errorGenerico, 'EXTERNO');
      }
      if (!r) throw badRequest(MSG_LIC.claveNoEncontrada, 'CLAVE');
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
