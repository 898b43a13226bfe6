// The e.firma routes: an official registers the certificate of their e.firma in their profile;
// signs a task in two calls (prepare, complete) while the key stays in the browser; the
// administrator chooses the signing mode; anyone checks a signed PDF (uploaded) or the signatures
// of a document by the signed code of its QR.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leerCertificado, ErrorCertificado, type CertificadoLeido } from '../../domain/efirma/certificado';
import { base64, deBase64, hex, sha256 } from '../../domain/efirma/der';
import { MSG_EFIRMA } from '../../domain/efirma/mensajes';
import { requiereEfirma } from '../../domain/efirma/pasos';
import { verificarPdf, type ResultadoVerificacion } from '../../domain/efirma/verificacion';
import type { EfirmaCertificado } from '../../db/schema';
import { actual, esStaff, exigirRol } from '../auth/guards';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { leerArchivo } from '../lib/subida';
import { leerCodigo } from '../lib/verificacion';
import { createTareasRepository } from '../tareas/tareas.repository';
import { createEfirmaRepository } from './efirma.repository';
import { base64Schema, efirmaTareaSchema, miCertificadoSchema, modoSchema, preparacionSchema, verificacionPdfSchema, type CertificadoDto } from './efirma.schemas';
import { completarFirmaTarea, exigirCertificadoUtil, pasoDeTarea, prepararFirmaTarea } from './firma';
import { modoFirma } from './modo';
import { documentoPorFolio } from './documentos';

const TAGS = ['efirma'];

const certificadoDto = (c: EfirmaCertificado): CertificadoDto => ({
  serie: c.serie,
  rfc: c.rfc,
  curp: c.curp,
  nombre: c.nombre,
  emisor: c.emisor,
  valido_desde: c.validoDesde.toISOString(),
  valido_hasta: c.validoHasta.toISOString(),
  registrado_at: c.createdAt.toISOString(),
});

export const verificacionDto = (v: ResultadoVerificacion) => ({
  intacto: v.intacto,
  firmas: v.firmas.map((f) => ({
    nombre: f.nombre,
    rfc: f.rfc,
    curp: f.curp,
    serie: f.serie,
    emisor: f.emisor,
    fecha: f.fecha,
    razon: f.razon,
    integra: f.integra,
    cubre_todo: f.cubreTodo,
    autoridad_reconocida: f.autoridadReconocida,
    vigente_al_firmar: f.vigenteAlFirmar,
    problema: f.problema,
  })),
});

export const efirmaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const repo = createEfirmaRepository({ db: deps.db });
  const tareasRepo = createTareasRepository({ db: deps.db });

  const staff = (req: Parameters<typeof actual>[0]) => {
    const a = actual(req);
    if (!esStaff(a.usuario.rol)) throw forbidden();
    return a;
  };
  /** The task, only for staff of its area (root: any). */
  const tareaDe = async (req: Parameters<typeof actual>[0], id: number) => {
    const a = staff(req);
    const fila = await tareasRepo.conArea(id);
    if (!fila || (a.usuario.rol !== 'root' && !a.areas.some((x) => x.id === fila.t.areaId))) throw forbidden();
    return { a, t: fila.t };
  };

  app.get('/efirma/certificado', { schema: { tags: TAGS, response: { 200: sobre(miCertificadoSchema) } } }, async (req) => {
    const a = staff(req);
    const c = await repo.certificadoActivo(a.usuario.id);
    return ok({ modo: await modoFirma(deps), certificado: c ? certificadoDto(c) : null });
  });

  app.post(
    '/efirma/certificado',
    { schema: { body: z.object({ cer: base64Schema.min(1) }), tags: TAGS, response: { 200: sobre(miCertificadoSchema) } } },
    async (req) => {
      const a = staff(req);
      let c: CertificadoLeido;
      try {
        c = leerCertificado(deBase64(req.body.cer));
      } catch (e) {
        if (e instanceof ErrorCertificado) throw badRequest(MSG_EFIRMA.noEsCertificado, 'efirma.no_certificado');
        throw e;
      }
      await exigirCertificadoUtil(deps, c, a.usuario);
      const fila = await repo.registrar(a.usuario.id, c);
      return ok({ modo: await modoFirma(deps), certificado: certificadoDto(fila) }, 'Certificado de e.firma registrado.');
    },
  );

  app.get('/tareas/:id/efirma', { schema: { params: idParam, tags: TAGS, response: { 200: sobre(efirmaTareaSchema) } } }, async (req) => {
    const { a, t } = await tareaDe(req, req.params.id);
    const modo = await modoFirma(deps);
    const c = await repo.certificadoActivo(a.usuario.id);
    return ok({ modo, requerida: requiereEfirma(pasoDeTarea(t), modo), certificado: c ? certificadoDto(c) : null });
  });

  app.post('/tareas/:id/efirma/preparar', { schema: { params: idParam, tags: TAGS, response: { 200: sobre(preparacionSchema) } } }, async (req) => {
    const { a, t } = await tareaDe(req, req.params.id);
    if (t.estado !== 'pendiente') throw badRequest('La tarea ya no está pendiente.', 'tarea.no_pendiente');
    const p = await prepararFirmaTarea(deps, t, a.usuario);
    const fila = (await repo.certificadoActivo(a.usuario.id))!;
    return ok({ sesion: p.sesion, atributos: base64(p.atributos), digesto: hex(await sha256(p.atributos)), spki: base64(p.cert.crudo.spki), certificado: certificadoDto(fila) });
  });

  app.post(
    '/tareas/:id/efirma/completar',
    { schema: { params: idParam, body: z.object({ sesion: z.uuid(), firma: base64Schema.min(1) }), tags: TAGS, response: { 200: sobre(verificacionPdfSchema) } } },
    async (req) => {
      const { a, t } = await tareaDe(req, req.params.id);
      if (t.estado !== 'pendiente') throw badRequest('La tarea ya no está pendiente.', 'tarea.no_pendiente');
      const v = await completarFirmaTarea(deps, t, a.usuario, req.body.sesion, deBase64(req.body.firma));
      return ok(verificacionDto(v), 'Documento firmado con e.firma.');
    },
  );

  app.get('/efirma/ajustes', { schema: { tags: TAGS, response: { 200: sobre(z.object({ modo: modoSchema })) } } }, async (req) => {
    exigirRol(req, ['administrador', 'root']);
    return ok({ modo: await modoFirma(deps) });
  });

  app.put('/efirma/ajustes', { schema: { body: z.object({ modo: modoSchema }), tags: TAGS, response: { 200: sobre(z.object({ modo: modoSchema })) } } }, async (req) => {
    exigirRol(req, ['administrador', 'root']);
    await repo.fijarModo(req.body.modo);
    return ok({ modo: req.body.modo }, 'Ajuste de firma guardado.');
  });
};

/** The public checks (no session): an uploaded PDF, or the stored document of a QR's signed code. */
export const efirmaPublicasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.post(
    '/verificar/pdf',
    { schema: { description: 'Verifica las firmas electrónicas (e.firma, PAdES) de un PDF subido (multipart `file`).', consumes: ['multipart/form-data'], tags: TAGS, security: [], response: { 200: sobre(verificacionPdfSchema) } } },
    async (req) => {
      const archivo = await leerArchivo(req);
      let v: ResultadoVerificacion;
      try {
        v = await verificarPdf(new Uint8Array(archivo.buf), deps.efirma.autoridades);
      } catch {
        throw badRequest(MSG_EFIRMA.pdfInvalido, 'efirma.pdf_invalido');
      }
      return ok(verificacionDto(v), v.firmas.length ? '' : MSG_EFIRMA.pdfNoFirmado);
    },
  );

  app.get(
    '/verificar/:codigo/firmas',
    { schema: { description: 'Las firmas electrónicas del documento que nombra el código firmado de su QR (ninguna si no se firmó con e.firma).', params: z.object({ codigo: z.string().max(80) }), tags: TAGS, security: [], response: { 200: sobre(verificacionPdfSchema) } } },
    async (req) => {
      const leido = leerCodigo(deps.config.VERIFICACION_SECRET, req.params.codigo);
      if (leido?.firma !== 'valida') throw notFound();
      // A document not signed with e.firma (yet, or in mode 'clic') has no signatures to list.
      const doc = await documentoPorFolio(deps.db, leido.folio);
      if (!doc) return ok({ intacto: false, firmas: [] });
      return ok(verificacionDto(await verificarPdf(new Uint8Array(doc.pdf), deps.efirma.autoridades)));
    },
  );
};
