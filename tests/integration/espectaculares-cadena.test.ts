// Billboards (procedure `espectacular`): the review chain of spec 3 §4.4 walked on real
// PostgreSQL and Temporal with the routes of §7.5. A billboard with every file is sent (10); Desarrollo
// Urbano approves it to the Jefatura (16), the Jefatura to the Dirección (3) — each level decides only
// its own step, anyone else gets 403 — and the Dirección returns it with its reason (5, the reason
// required). Corrected and resent, it passes the technical review again and resumes at the Dirección
// (the Jefatura's approval kept, no second task of it), which reads the draft dictamen (BORRADOR) and
// approves it (4); the 1758 fee is paid online, Desarrollo Urbano validates it, only the Dirección
// signs ('Dictamen Firmado') and the signed dictamen carries the folio.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { solicitudes, tareas } from '../../db/schema';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { contribuyenteConPerfil, crearEntorno, entrar, tareaAbierta, type Entorno } from './harness';
import {
  archivosBasicos,
  BASE_ESPECTACULARES,
  confirmarPago,
  cuerpoEspectacular,
  esperar,
  guardarEspectacular,
  pdf,
  textoPdf,
  ubicacionDe,
  verDictamen,
} from './mundo-espectacular';

let e: Entorno;
let t: Awaited<ReturnType<typeof contribuyenteConPerfil>>;
let du: Awaited<ReturnType<typeof entrar>>;
let jefe: typeof du;
let dir: typeof du;
let sid = 0;
let folio = '';

beforeAll(async () => {
  e = await crearEntorno();
  t = await contribuyenteConPerfil(e);
  [du, jefe, dir] = await Promise.all([entrar(e, 'desarrollo.urbano'), entrar(e, 'jefatura.urbano'), entrar(e, 'direccion.urbano')]);
  const r = await t.post(BASE_ESPECTACULARES, cuerpoEspectacular(await ubicacionDe(t, CLAVES_DEMO.pagada)));
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  sid = r.body.data.id;
  const g = await guardarEspectacular(t, sid, {}, [...archivosBasicos(), pdf('constancia_uso_suelo')]);
  if (g.status !== 200) throw new Error(`archivos ${g.status} ${JSON.stringify(g.body)}`);
  folio = g.body.data.folio;
}, 300_000);
afterAll(async () => e?.cerrar());

it('walks the chain: reviewer → Jefatura → Dirección, a return with its reason at the Dirección, the resend resumes there after the technical review, fee, validation, signature', async () => {
  const url = `${BASE_ESPECTACULARES}/${sid}`;
  const enviada = await t.post(`${url}/changeStatus`, { estatus_revision: 10 });
  expect(enviada.status).toBe(200);
  expect(enviada.body.message).toBe('Solicitud enviada exitosamente');
  expect(enviada.body.data).toMatchObject({ estatus_revision: 10, estatus: { descripcion: 'ENVIADA A REVISIÓN' }, acciones: { editar: false, enviar: false, eliminar: false } });
  // Sent: no longer editable, nor deletable, nor sendable again.
  expect((await guardarEspectacular(t, sid, { referencias: 'x' })).status).toBe(400);
  expect((await t.del(url)).status).toBe(400);
  expect((await t.post(`${url}/changeStatus`, { estatus_revision: 10 })).status).toBe(400);

  // Level 1 (Desarrollo Urbano): only its area decides, only {16} or {5}.
  const t1 = await tareaAbierta(e, sid, 'revision');
  expect(t1.areaId).toBe(6);
  expect((await jefe.post(`${url}/changeStatus`, { estatus_revision: 16 })).status).toBe(403);
  expect((await dir.post(`${url}/changeStatus`, { estatus_revision: 16 })).status).toBe(403);
  expect((await du.post(`${url}/changeStatus`, { estatus_revision: 3 })).status).toBe(400);
  expect((await du.get(url)).body.data.acciones).toMatchObject({ decidir: [16, 5], firmar: false });
  const detalle = (await du.get(`/api/tareas/${t1.id}`)).body.data.detalle;
  expect(detalle).toMatchObject({ solicitud_id: sid, folio, tipo: 'espectacular', nombre_tramite: 'Permiso de anuncio espectacular', clave_catastral: CLAVES_DEMO.pagada });
  expect(detalle.secciones).toHaveLength(1);
  expect(Number(detalle.tarifa.total.replace(/[^\d.]/g, ''))).toBeGreaterThan(0);
  expect(Object.keys(detalle.archivos)).toEqual(expect.arrayContaining(['colindansia_norte', 'constancia_uso_suelo']));
  const a16 = await du.post(`${url}/changeStatus`, { estatus_revision: 16 });
  expect(a16.status).toBe(200);
  expect(a16.body.message).toBe('Solicitud actualizada exitosamente');

  // Level 2 (Jefatura): the reviewer cannot approve at 16.
  await tareaAbierta(e, sid, 'jefatura');
  const en16 = await esperar(async () => ((await t.get(url)).body.data.estatus_revision === 16 ? true : null), 'el estatus 16');
  expect(en16).toBe(true);
  expect((await t.get(url)).body.data.estatus.descripcion).toBe('ENVIADA AL JEFE DE DEPARTAMENTO');
  expect((await du.post(`${url}/changeStatus`, { estatus_revision: 3 })).status).toBe(403);
  expect((await jefe.post(`${url}/changeStatus`, { estatus_revision: 3 })).status).toBe(200);

  // Level 3 (Dirección): returns it; the reason is required.
  await tareaAbierta(e, sid, 'direccion');
  await esperar(async () => ((await t.get(url)).body.data.estatus_revision === 3 ? true : null), 'el estatus 3');
  expect((await t.get(url)).body.data.estatus).toMatchObject({ descripcion: 'VALIDADA Y ENVIADA A DIRECCIÓN', color: 'azul' });
  expect((await jefe.post(`${url}/changeStatus`, { estatus_revision: 4 })).status).toBe(403);
  const sinMotivo = await dir.post(`${url}/changeStatus`, { estatus_revision: 5 });
  expect(sinMotivo.status).toBe(422);
  expect(sinMotivo.body.message).toBe('El motivo de rechazo es requerido');
  const motivo = 'La póliza de seguro está vencida';
  expect((await dir.post(`${url}/changeStatus`, { estatus_revision: 5, motivo_rechazo: motivo })).status).toBe(200);
  const devuelta = await esperar(async () => {
    const d = (await t.get(url)).body.data;
    return d.estatus_revision === 5 ? d : null;
  }, 'la devolución');
  expect(devuelta).toMatchObject({ estatus: { descripcion: 'RECHAZADA', color: 'rojo' }, motivo_rechazo: motivo, acciones: { editar: true, enviar: true, ver_motivo: true } });

  // Corrected and sent again: through the technical review (10), then straight back to the
  // Dirección — the Jefatura's approval stays, and it gets no second task.
  expect((await guardarEspectacular(t, sid, {}, [pdf('poliza_seguro')])).status).toBe(200);
  const reenviada = await t.post(`${url}/changeStatus`, { estatus_revision: 10 });
  expect(reenviada.status).toBe(200);
  expect(reenviada.body.data.estatus_revision).toBe(10);
  const t1b = await tareaAbierta(e, sid, 'revision');
  expect(t1b.ronda).toBe(2);
  expect((await du.post(`${url}/changeStatus`, { estatus_revision: 16 })).status).toBe(200);
  const t3 = await tareaAbierta(e, sid, 'direccion');
  expect(t3.ronda).toBe(2);
  const jefaturas = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, sid), eq(tareas.paso, 'jefatura')));
  expect(jefaturas).toHaveLength(1);
  const reanudada = await esperar(async () => {
    const d = (await t.get(url)).body.data;
    return d.estatus_revision === 3 ? d : null;
  }, 'la reanudación en la Dirección');
  expect(reanudada.motivo_rechazo).toBeNull();
  // The Dirección reads the draft dictamen (BORRADOR, with the QR) and approves.
  const borradorPdf = await verDictamen(dir, sid, false);
  expect(borradorPdf.statusCode).toBe(200);
  expect(borradorPdf.headers['content-type']).toBe('application/pdf');
  expect(await textoPdf(borradorPdf.rawPayload)).toContain('BORRADOR');
  expect((await verDictamen(t, sid, true)).statusCode).toBe(400);
  expect((await dir.post(`${url}/changeStatus`, { estatus_revision: 4 })).status).toBe(200);

  // The 1758 fee, paid online.
  const conEdo = await esperar(async () => {
    const d = (await t.get(url)).body.data;
    return d.estado_cuenta ? d : null;
  }, 'el estado de cuenta 1758');
  expect(conEdo).toMatchObject({ estatus_revision: 4, estatus: { descripcion: 'APROBADA Y ENVIADA A FIRMA', color: 'verde' }, estado_cuenta: { servicio_id: 1758, pagado: false }, acciones: { pagar: true } });
  const orden = await t.post('/api/pagosopb/getFolio', { idServicio: 1758, claveEstablecimiento: folio, estatusEstadoCuenta: 4, folioEstadoCuenta: conEdo.estado_cuenta.folio });
  expect(orden.status, JSON.stringify(orden.body)).toBe(200);
  expect((await confirmarPago(e, orden.body.data.order_id, `FP-1758-${sid}`, conEdo.estado_cuenta.total)).statusCode).toBe(200);

  // Desarrollo Urbano validates the payment in its inbox.
  const tv = await tareaAbierta(e, sid, 'validacion');
  expect(tv.areaId).toBe(6);
  expect((await du.post(`/api/tareas/${tv.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

  // The signature: only the Dirección.
  await tareaAbierta(e, sid, 'firma');
  expect((await du.post(`${url}/firmarDocumento`, { documento_firmado: true })).status).toBe(403);
  expect((await jefe.post(`${url}/firmarDocumento`, { documento_firmado: true })).status).toBe(403);
  expect((await dir.get(url)).body.data.acciones.firmar).toBe(true);
  const firmada = await dir.post(`${url}/firmarDocumento`, { documento_firmado: true });
  expect(firmada.status).toBe(200);
  expect(firmada.body.message).toBe('Dictamen Firmado');
  const final = await esperar(async () => {
    const d = (await t.get(url)).body.data;
    return d.documento_firmado ? d : null;
  }, 'el dictamen firmado');
  expect(final).toMatchObject({ estatus_revision: 4, estatus: { descripcion: 'DICTAMEN FIRMADO', color: 'verde' }, acciones: { ver_dictamen: true, editar: false, enviar: false } });
  expect(final.fecha_firma).toBeTruthy();
  const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, sid));
  expect(s.estado).toBe('terminada');

  const dictamen = await verDictamen(t, sid, true);
  expect(dictamen.statusCode).toBe(200);
  expect(dictamen.headers['content-type']).toBe('application/pdf');
  const contenido = await textoPdf(dictamen.rawPayload);
  expect(contenido).toContain(folio);
  expect(contenido).not.toContain('BORRADOR');
  // Signed: nothing more to do.
  expect((await dir.post(`${url}/firmarDocumento`, { documento_firmado: true })).status).toBe(400);
  expect((await t.del(url)).status).toBe(400);
}, 180_000);

