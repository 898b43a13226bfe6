// Agreements (convenios) through their spec URLs (spec 2 §2 "Agreements", §3 "Convenio link", §4,
// §5, §7 "Agreements and licence", §8) against real PostgreSQL and Temporal: the catalogue, the
// registration (only with an issued licence), the form's rules and messages, the PDF document,
// ownership, edits reaching the timer, the delete rule (status 1 only) stopping the timer, an
// agreement already past its end expired by the real worker with its notice, and the licence's fine.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { licenciaConvenios, notificaciones } from '../../db/schema';
import { workflowIdConvenio } from '../../domain/convenios/reglas';
import { hoyCancun, sumarDias } from '../../domain/tramite/fechas';
import { estadoConvenioQuery } from '../../workflows/convenios/mensajes';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, entrar, establecimientoConLicencia, formularioLicencia, type Entorno } from './harness';
import { esperar } from './time-skipping';

let e: Entorno;
let dueno: Cliente;
let otro: Cliente;
let est: { id: number; licenciaId: number };
beforeAll(async () => {
  e = await crearEntorno();
  [dueno, otro] = await Promise.all([contribuyenteConPerfil(e), contribuyenteConPerfil(e)]);
  est = await establecimientoConLicencia(e, dueno, { nombre_comercial: 'TAQUERÍA LOS CONVENIOS' });
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;
const hoy = () => hoyCancun();

/** multipart with the agreement's PDF under `documento` (spec 2 §7 formData). */
function formulario(campos: Record<string, string>, archivo?: { contenido: Buffer; nombre: string; tipo: string }) {
  const limite = `----convenio${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (archivo) partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="documento"; filename="${archivo.nombre}"\r\nContent-Type: ${archivo.tipo}\r\n\r\n`), archivo.contenido, Buffer.from('\r\n'));
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}
async function enviar(t: Cliente, url: string, campos: Record<string, string>, archivo?: { contenido: Buffer; nombre: string; tipo: string }) {
  const r = await t.raw({ method: 'POST', url, ...formulario(campos, archivo) });
  return { status: r.statusCode, body: r.json() };
}
const PDF = { contenido: ARCHIVOS.pdf, nombre: 'convenio firmado.pdf', tipo: 'application/pdf' };
const campos = (locacionId: number, inicio: number, dias: number, convenioId = 2) => ({
  locacion_id: String(locacionId),
  convenio_id: String(convenioId),
  vigencia_inicio: sumarDias(hoy(), inicio),
  vigencia_fin: sumarDias(hoy(), inicio + dias - 1),
});
const descripcion = async (wid: string) => e.deps.temporal.workflow.getHandle(wid).describe();

describe('agreement catalogue (spec 2 §7 GET convenio/list)', () => {
  it('the active kinds for any signed-in account; none without a session', async () => {
    const r = await dueno.get('/api/convenio/list');
    expect(r.status).toBe(200);
    expect(r.body.data).toContainEqual({ id: 1, descripcion: 'Convenio de pago en parcialidades de derechos', activo: true });
    expect(r.body.data.every((c: { activo: boolean }) => c.activo)).toBe(true);
    expect(r.body.data.length).toBeGreaterThanOrEqual(4);
    expect((await e.app.inject({ method: 'GET', url: '/api/convenio/list' })).statusCode).toBe(401);
  });
});

describe('registering an agreement (POST licenciaconvenio)', () => {
  it("registers with its PDF: 'Convenio registrado exitosamente', status 1 before its start, its timer running", async () => {
    const r = await enviar(dueno, '/api/licenciaconvenio', campos(est.id, 20, 180), PDF);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Convenio registrado exitosamente');
    expect(r.body.data).toMatchObject({
      licencia_id: est.licenciaId,
      locacion_id: est.id,
      convenio_id: 2,
      convenio: { descripcion: 'Convenio de uso de vía pública' },
      vigencia_inicio: sumarDias(hoy(), 20),
      vigencia_fin: sumarDias(hoy(), 199),
      estatus: 1,
      estatus_etiqueta: 'Registrado',
      eliminable: true,
      documento_archivo: { mime: 'application/pdf', etiqueta: 'Documento del convenio' },
    });
    expect(r.body.data.documento).toBe(r.body.data.documento_archivo.id);
    const archivo = await dueno.raw({ method: 'GET', url: r.body.data.documento_archivo.url });
    expect(archivo.statusCode).toBe(200);
    expect(archivo.headers['content-type']).toBe('application/pdf');
    expect((await otro.raw({ method: 'GET', url: r.body.data.documento_archivo.url })).statusCode).toBe(403);
    const d = await descripcion(workflowIdConvenio(r.body.data.id));
    expect(d.status.name).toBe('RUNNING');
    expect(d.type).toBe('vigenciaConvenioWorkflow');
  });

  it("spec 2 §5: agreement, start and end required ('El campo es requerido'); end not before start; the document a PDF", async () => {
    const vacio = await enviar(dueno, '/api/licenciaconvenio', { locacion_id: String(est.id), convenio_id: '', vigencia_inicio: '', vigencia_fin: '' });
    expect(vacio.status).toBe(422);
    expect(vacio.body.message).toBe('Por favor, completa los campos obligatorios');
    expect(vacio.body.errors).toEqual({ convenio_id: ['El campo es requerido'], vigencia_inicio: ['El campo es requerido'], vigencia_fin: ['El campo es requerido'] });
    const alReves = await enviar(dueno, '/api/licenciaconvenio', { ...campos(est.id, 10, 1), vigencia_fin: sumarDias(hoy(), 5) });
    expect(alReves.status).toBe(422);
    expect(alReves.body.errors).toEqual({ vigencia_fin: ['La fecha de fin de vigencia no puede ser anterior a la de inicio.'] });
    const png = await enviar(dueno, '/api/licenciaconvenio', campos(est.id, 10, 30), { contenido: ARCHIVOS.png, nombre: 'convenio.pdf', tipo: 'application/pdf' });
    expect(png.status).toBe(400);
    expect(png.body.message).toBe('El documento del convenio debe ser un archivo PDF.');
    const inactivo = await enviar(dueno, '/api/licenciaconvenio', campos(est.id, 10, 30, 7));
    expect(inactivo.status).toBe(422);
    expect(inactivo.body.errors).toEqual({ convenio_id: ['El convenio elegido no está disponible.'] });
    expect((await dueno.get(`/api/licenciaconvenio?locacion_id=${est.id}`)).body.data.every((c: { vigencia_fin: string }) => c.vigencia_fin !== sumarDias(hoy(), 5))).toBe(true);
  });

  it('only an establishment with an issued licence; only its owner', async () => {
    const borrador = await dueno.post('/api/establecimientos', formularioLicencia({ nombre_comercial: 'SIN LICENCIA AÚN' }));
    expect(borrador.status).toBe(200);
    const r = await enviar(dueno, '/api/licenciaconvenio', campos(borrador.body.data.id, 10, 30));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Este establecimiento no tiene licencia de funcionamiento');
    expect((await enviar(otro, '/api/licenciaconvenio', campos(est.id, 10, 30))).status).toBe(403);
    const staff = await entrar(e, 'coordinacion.sare');
    expect((await enviar(staff as unknown as Cliente, '/api/licenciaconvenio', campos(est.id, 10, 30))).status).toBe(403);
  });

  it('an agreement that starts today is in force at once (Vigente) and can no longer be deleted or edited (spec 2 §4)', async () => {
    const r = await enviar(dueno, '/api/licenciaconvenio', campos(est.id, 0, 90, 1));
    expect(r.body.data).toMatchObject({ estatus: 4, estatus_etiqueta: 'Vigente', eliminable: false, editable: false });
    const del = await dueno.del(`/api/licenciaconvenio/${r.body.data.id}`);
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('Solo puede eliminarse un convenio registrado que aún no ha entrado en vigor.');
    const upd = await enviar(dueno, `/api/licenciaconvenio/${r.body.data.id}`, { vigencia_fin: sumarDias(hoy(), 200) });
    expect(upd.status).toBe(400);
    expect((await dueno.get(`/api/licenciaconvenio/${r.body.data.id}`)).body.data.vigencia_fin).toBe(sumarDias(hoy(), 89));
  });
});

describe('reading, editing and deleting (licenciaconvenio/{id}, getConveniosByEstablecimiento)', () => {
  it('the owner reads; another taxpayer gets 403 on every route; staff without a task about it 403', async () => {
    const r = await enviar(dueno, '/api/licenciaconvenio', campos(est.id, 15, 60, 3));
    const id = r.body.data.id as number;
    expect((await dueno.get(`/api/licenciaconvenio/${id}`)).body.data.id).toBe(id);
    const porEst = await dueno.get(`/api/establecimientos/getConveniosByEstablecimiento/${est.id}`);
    expect(porEst.body.data.map((c: { id: number }) => c.id)).toContain(id);
    expect((await dueno.get(`/api/licenciaconvenio?locacion_id=${est.id}`)).body.data.map((c: { id: number }) => c.id)).toContain(id);
    for (const llamada of [
      otro.get(`/api/licenciaconvenio/${id}`),
      otro.get(`/api/licenciaconvenio?locacion_id=${est.id}`),
      otro.get(`/api/establecimientos/getConveniosByEstablecimiento/${est.id}`),
      otro.get(`/api/licencias/getMulta/${est.licenciaId}`),
      otro.del(`/api/licenciaconvenio/${id}`),
      enviar(otro, `/api/licenciaconvenio/${id}`, { vigencia_fin: sumarDias(hoy(), 300) }),
      otro.post(`/api/licencia/${est.licenciaId}/saveConvenios`, { convenios: [{ convenio_id: 1, vigencia_inicio: sumarDias(hoy(), 3), vigencia_fin: sumarDias(hoy(), 30) }] }),
      otro.get('/api/licenciaconvenio/2147483000'),
    ]) {
      expect((await llamada).status).toBe(403);
    }
    const fiscal = await entrar(e, 'fiscalizacion').catch(() => null);
    if (fiscal) expect((await fiscal.get(`/api/licenciaconvenio/${id}`)).status).toBe(403);
    expect((await dueno.get(`/api/licenciaconvenio/${id}`)).body.data.id).toBe(id);
  });

  it('new dates while registered: saved, and the timer waits for them (its signal)', async () => {
    const r = await enviar(dueno, '/api/licenciaconvenio', campos(est.id, 30, 60, 4));
    const id = r.body.data.id as number;
    const nuevoFin = sumarDias(hoy(), 150);
    const u = await enviar(dueno, `/api/licenciaconvenio/${id}`, { vigencia_fin: nuevoFin }, PDF);
    expect(u.status).toBe(200);
    expect(u.body.message).toBe('Convenio actualizado exitosamente');
    expect(u.body.data).toMatchObject({ vigencia_inicio: sumarDias(hoy(), 30), vigencia_fin: nuevoFin, convenio_id: 4, estatus: 1 });
    expect(u.body.data.documento).not.toBe(r.body.data.documento);
    const h = e.deps.temporal.workflow.getHandle(workflowIdConvenio(id));
    const q = await esperar(() => h.query(estadoConvenioQuery), (x) => x.vigenciaFin === nuevoFin);
    expect(q).toMatchObject({ vigenciaFin: nuevoFin, activado: false, vencido: false });
    const mal = await enviar(dueno, `/api/licenciaconvenio/${id}`, { vigencia_inicio: sumarDias(hoy(), 200) });
    expect(mal.status).toBe(422);
    expect(mal.body.errors).toEqual({ vigencia_fin: ['La fecha de fin de vigencia no puede ser anterior a la de inicio.'] });
  });

  it("delete at status 1: 'Convenio eliminado exitosamente', the row gone and its timer stopped", async () => {
    const r = await enviar(dueno, '/api/licenciaconvenio', campos(est.id, 40, 30, 5), PDF);
    const id = r.body.data.id as number;
    const del = await dueno.del(`/api/licenciaconvenio/${id}`);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ success: true, message: 'Convenio eliminado exitosamente', data: null });
    expect(await e.db.db.select().from(licenciaConvenios).where(eq(licenciaConvenios.id, id))).toHaveLength(0);
    expect((await descripcion(workflowIdConvenio(id))).status.name).toBe('TERMINATED');
    expect((await dueno.raw({ method: 'GET', url: r.body.data.documento_archivo.url })).statusCode).toBe(403);
    expect((await dueno.get(`/api/licenciaconvenio/${id}`)).status).toBe(403);
  });

  it('an agreement whose last day has passed is expired by the real worker, with its notice to the owner', async () => {
    const r = await enviar(dueno, '/api/licenciaconvenio', campos(est.id, -60, 30, 6));
    expect(r.body.data.estatus).toBe(6);
    const h = e.deps.temporal.workflow.getHandle(workflowIdConvenio(r.body.data.id));
    expect(await h.result()).toMatchObject({ vencido: true });
    const fila = (await e.db.db.select().from(licenciaConvenios).where(eq(licenciaConvenios.id, r.body.data.id)))[0];
    expect(fila.vencidoAt).not.toBeNull();
    const avisos = await e.db.db.select().from(notificaciones).where(eq(notificaciones.dedupeKey, `convenio-${r.body.data.id}-vencido-${r.body.data.vigencia_fin}`));
    expect(avisos[0]?.descripcion).toMatch(/^Su convenio «Convenio de horario extendido por temporada» venció el /);
    expect((await dueno.get(`/api/licenciaconvenio/${r.body.data.id}`)).body.data).toMatchObject({ estatus: 6, estatus_etiqueta: 'Vencido', eliminable: false });
  });
});

describe('POST licencia/{id}/saveConvenios', () => {
  it('registers several agreements of the issued licence at once; each field checked by position', async () => {
    const malo = await dueno.post(`/api/licencia/${est.licenciaId}/saveConvenios`, { convenios: [{ convenio_id: 1, vigencia_inicio: sumarDias(hoy(), 3), vigencia_fin: '' }] });
    expect(malo.status).toBe(422);
    expect(malo.body.errors).toEqual({ 'convenios.0.vigencia_fin': ['El campo es requerido'] });
    expect((await dueno.post(`/api/licencia/${est.licenciaId}/saveConvenios`, { convenios: [] })).status).toBe(422);
    const r = await dueno.post(`/api/licencia/${est.licenciaId}/saveConvenios`, {
      convenios: [
        { convenio_id: 1, vigencia_inicio: sumarDias(hoy(), 3), vigencia_fin: sumarDias(hoy(), 33) },
        { convenio_id: '3', vigencia_inicio: sumarDias(hoy(), 5), vigencia_fin: sumarDias(hoy(), 50) },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Convenio registrado exitosamente');
    expect(r.body.data.map((c: { convenio_id: number; licencia_id: number; documento: null }) => [c.convenio_id, c.licencia_id, c.documento])).toEqual([
      [1, est.licenciaId, null],
      [3, est.licenciaId, null],
    ]);
    for (const c of r.body.data) expect((await descripcion(workflowIdConvenio(c.id))).status.name).toBe('RUNNING');
  });
});

describe('GET licencias/getMulta/{id}', () => {
  it('0.00 for a licence paid on time; its owner only', async () => {
    const r = await dueno.get(`/api/licencias/getMulta/${est.licenciaId}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ licencia_id: est.licenciaId, multa: '0.00', extemporaneo: false, pago_extemporaneo: false });
  });
});
