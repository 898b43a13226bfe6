// Field inspections on the kit: an inspecting area orders a visit, its coordination assigns it to a
// brigadista holding a tablet, the brigadista reads the day's route and sends the result, which is
// counted once however often it arrives; a different result for a closed visit is kept as a conflict.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { solicitudes, tabletas, usuarios, visitasResultados } from '../../db/schema';
import { hoyCancun, sumarDias } from '../../domain/tramite/fechas';
import { MSG_VISITAS } from '../../domain/visitas/mensajes';
import { execFileSync } from 'node:child_process';
import { ARCHIVOS, cliente, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, multipart, tareaAbierta, type Entorno } from './harness';

const pdftotext = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' }).replace(/\s+/g, ' ');

let e: Entorno;
let establecimientoId: number;
beforeAll(async () => {
  e = await crearEntorno();
  const t = await contribuyenteConPerfil(e);
  const alta = await t.post('/api/establecimientos', formularioLicencia());
  if (alta.status !== 200) throw new Error(`alta ${alta.status}`);
  establecimientoId = alta.body.data.id;
}, 120_000);
afterAll(async () => e?.cerrar());

const hoy = hoyCancun();
const orden = (tipo = 'proteccion_civil') => ({
  locacion_id: establecimientoId,
  motivo: 'Anuencia de Protección Civil para giro de alto riesgo',
  tipo,
  ventana_inicio: `${hoy}T09:00:00-05:00`,
  ventana_fin: `${hoy}T14:00:00-05:00`,
});
const FIRMA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
const resultado = (clave: string, r: Partial<Record<string, unknown>> = {}) => ({
  clave,
  resultado: 'aprobada',
  respuestas: { salidas: 'cumple', extintores: 'cumple', senalizacion: 'cumple', gas: 'no_aplica' },
  observaciones: '',
  gps: { lat: 18.5036, lng: -88.2961, precision: 12 },
  atendio: 'María Pérez Canché',
  firma: FIRMA,
  capturada_at: `${hoy}T10:30:00-05:00`,
  ...r,
});

async function ordenarYAsignar() {
  const pc = await entrar(e, 'proteccion.civil');
  const r = await pc.post('/api/visitas', orden());
  expect(r.status).toBe(200);
  await tareaAbierta(e, r.body.data.id, 'asignacion');
  const brigadista = await entrar(e, 'brigadista');
  const a = await pc.post(`/api/visitas/${r.body.data.id}/asignar`, { brigadista_id: brigadista.userId });
  expect(a.status).toBe(200);
  await tareaAbierta(e, r.body.data.id, 'visita');
  return { id: r.body.data.id as number, pc, brigadista };
}

describe('field inspections', () => {
  it('only an inspecting area orders, and only visits of its own type', async () => {
    const fisc = await entrar(e, 'fiscalizacion');
    const r = await fisc.post('/api/visitas', orden('proteccion_civil'));
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(MSG_VISITAS.tipoDeOtraArea);
    expect((await (await entrar(e, 'revisor.licencias')).post('/api/visitas', orden('fiscalizacion'))).status).toBe(403);
    const mal = await (await entrar(e, 'proteccion.civil')).post('/api/visitas', { ...orden(), ventana_fin: `${hoy}T08:00:00-05:00` });
    expect(mal.status).toBe(422);
    expect(mal.body.errors?.ventana_fin).toEqual([MSG_VISITAS.ventanaInvalida]);
  });

  it('the order reaches the area as an assignment task with the checklist of its type; the inbox cannot approve it', { timeout: 60_000 }, async () => {
    const pc = await entrar(e, 'proteccion.civil');
    const r = await pc.post('/api/visitas', orden());
    expect(r.body.data.folio).toMatch(/^VIS-\d{4}-\d{6,}$/);
    const sinActa = await pc.get(`/api/visitas/${r.body.data.id}/acta`);
    expect(sinActa.status).toBe(400);
    expect(sinActa.body.message).toBe(MSG_VISITAS.sinActa);
    expect((await cliente(e).get(`/api/verificar/${r.body.data.folio}`)).body.data).toMatchObject({ valida: false });
    const tarea = await tareaAbierta(e, r.body.data.id, 'asignacion');
    expect(tarea).toMatchObject({ areaId: 7, titulo: 'Asignar visita de inspección', procedimiento: 'visita' });
    const det = await pc.get(`/api/tareas/${tarea.id}`);
    expect(det.body.data.detalle.lista.map((p: { clave: string }) => p.clave)).toEqual(['salidas', 'extintores', 'senalizacion', 'gas']);
    expect(det.body.data.detalle.establecimiento).toMatchObject({ nombre_comercial: 'ABARROTES LA CEIBA', latitud: 18.5036 });
    const aprobar = await pc.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' });
    expect(aprobar.status).toBe(400);
    expect(aprobar.body.message).toBe(MSG_VISITAS.sinAsignar);
    // Another area neither reads nor assigns it.
    const du = await entrar(e, 'desarrollo.urbano');
    expect((await du.get(`/api/visitas/${r.body.data.id}`)).status).toBe(404);
    expect((await du.post(`/api/visitas/${r.body.data.id}/asignar`, { brigadista_id: 1 })).status).toBe(404);
    // A brigadista without a tablet is not offered nor accepted.
    const [sinTableta] = await e.db.db
      .insert(usuarios)
      .values({ username: `brig.sin.${r.body.data.id}`, email: `b${r.body.data.id}@opb.gob.mx`, passwordHash: 'x', rol: 'brigadista', nombre: 'SIN', apellido1: 'TABLETA' })
      .returning();
    const lista = await pc.get('/api/visitas/brigadistas');
    expect(lista.body.data.map((b: { tableta: string }) => b.tableta)).toContain('TAB-OPB-001');
    expect(lista.body.data.map((b: { id: number }) => b.id)).not.toContain(sinTableta.id);
    const sin = await pc.post(`/api/visitas/${r.body.data.id}/asignar`, { brigadista_id: sinTableta.id });
    expect(sin.status).toBe(422);
    expect(sin.body.errors?.brigadista_id).toEqual([MSG_VISITAS.brigadistaSinTableta]);
  });

  it('assigned, the brigadista reads it in the day’s list; the same result twice counts once, another key is a kept conflict, and the workflow ends', { timeout: 90_000 }, async () => {
    const { id, pc, brigadista } = await ordenarYAsignar();
    const dia = await brigadista.get(`/api/visitas/mias?fecha=${hoy}`);
    expect(dia.status).toBe(200);
    const v = dia.body.data.find((x: { id: number }) => x.id === id);
    expect(v).toMatchObject({ tableta: 'TAB-OPB-001', paso_actual: 'visita', establecimiento: { nombre_comercial: 'ABARROTES LA CEIBA' } });
    expect((await pc.get('/api/visitas/mias')).status).toBe(403);
    // Still open, it stays on the following days' lists; not on the day before its window.
    const manana = sumarDias(hoy, 1);
    expect((await brigadista.get(`/api/visitas/mias?fecha=${manana}`)).body.data.map((x: { id: number }) => x.id)).toContain(id);
    expect((await brigadista.get(`/api/visitas/mias?fecha=${sumarDias(hoy, -1)}`)).body.data.map((x: { id: number }) => x.id)).not.toContain(id);

    const incompleto = await brigadista.post(`/api/visitas/${id}/resultado`, resultado('clave-incompleta-1', { respuestas: { salidas: 'cumple' } }));
    expect(incompleto.status).toBe(422);
    expect(incompleto.body.errors?.respuestas).toEqual([MSG_VISITAS.faltaRespuesta]);

    // A photo from the camera is stored as the visit's file; a PDF is not a photo; another's file is not named.
    const subir = (contenido: Buffer, nombre: string, tipo: string) => brigadista.raw({ method: 'POST', url: `/api/visitas/${id}/fotos`, ...multipart({}, { nombre, tipo, contenido }) });
    const foto = await subir(ARCHIVOS.png, 'foto.png', 'image/png');
    expect(foto.statusCode).toBe(200);
    const fotoId = foto.json().data.id as number;
    expect((await subir(ARCHIVOS.pdf, 'foto.pdf', 'application/pdf')).statusCode).toBe(400);
    expect((await pc.raw({ method: 'POST', url: `/api/visitas/${id}/fotos`, ...multipart({}, { nombre: 'f.png', tipo: 'image/png', contenido: ARCHIVOS.png }) })).statusCode).toBe(403);
    const ajena = await brigadista.post(`/api/visitas/${id}/resultado`, resultado('clave-foto-ajena', { fotos: [fotoId + 100_000] }));
    expect(ajena.status).toBe(422);

    const primero = await brigadista.post(`/api/visitas/${id}/resultado`, resultado('dispositivo-clave-A', { fotos: [fotoId] }));
    expect(primero.status).toBe(200);
    expect(primero.body.data).toMatchObject({ resultado: 'aprobada', repetido: false, estatus: 4 });
    const otraVez = await brigadista.post(`/api/visitas/${id}/resultado`, resultado('dispositivo-clave-A', { fotos: [fotoId] }));
    expect(otraVez.status).toBe(200);
    expect(otraVez.body.data).toMatchObject({ repetido: true, estatus: 4 });
    // A second result made on the device with another key reaches a closed visit: kept, refused as a conflict.
    const otra = await brigadista.post(`/api/visitas/${id}/resultado`, resultado('dispositivo-clave-B', { resultado: 'no_aprobada', observaciones: 'Extintor vencido' }));
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe(MSG_VISITAS.conflicto);
    // Out of order: the first key again after the conflict still counts once.
    expect((await brigadista.post(`/api/visitas/${id}/resultado`, resultado('dispositivo-clave-A', { fotos: [fotoId] }))).status).toBe(200);
    expect((await brigadista.post(`/api/visitas/${id}/resultado`, resultado('dispositivo-clave-B', { resultado: 'no_aprobada', observaciones: 'Extintor vencido' }))).status).toBe(409);

    const filas = await e.db.db.select().from(visitasResultados).where(eq(visitasResultados.solicitudId, id));
    expect(filas.map((f) => [f.clave, f.aceptado]).sort()).toEqual([
      ['dispositivo-clave-A', true],
      ['dispositivo-clave-B', false],
    ]);
    const leida = await pc.get(`/api/visitas/${id}`);
    expect(leida.body.data).toMatchObject({ estado: 'terminada', conflictos: 1, resultado: { resultado: 'aprobada', atendio: 'María Pérez Canché', fotos: [fotoId] } });
    const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, id));
    expect(s).toMatchObject({ estatus: 4, estado: 'terminada' });
    await expect.poll(async () => (await e.deps.temporal.workflow.getHandle(s.workflowId).describe()).status.name, { timeout: 10_000 }).toBe('COMPLETED');
    // Closed, it is no longer carried to the following days.
    expect((await brigadista.get(`/api/visitas/mias?fecha=${sumarDias(hoy, 1)}`)).body.data.map((x: { id: number }) => x.id)).not.toContain(id);

    // The act: the brigadista and the area print it; its QR's code is valid at /verificar with the act's data.
    const acta = await brigadista.raw({ method: 'GET', url: `/api/visitas/${id}/acta` });
    expect(acta.statusCode).toBe(200);
    expect(acta.headers['content-type']).toContain('application/pdf');
    const t = pdftotext(acta.rawPayload);
    for (const x of [s.folio, 'ABARROTES LA CEIBA', 'TAB-OPB-001', 'María Pérez Canché', 'Salidas de emergencia señalizadas y libres de obstáculos Cumple', '18.503600, -88.296100']) expect(t).toContain(x);
    const codigo = /verificar\/(VIS-[0-9A-Z-]+)/.exec(t)![1];
    const verificada = await cliente(e).get(`/api/verificar/${codigo}`);
    expect(verificada.body.data).toMatchObject({ folio: s.folio, valida: true, visita: { tipo: 'Protección Civil', resultado: 'Aprobada', nombre_comercial: 'ABARROTES LA CEIBA' } });
    expect((await cliente(e).get(`/api/verificar/${s.folio}`)).body.data).toMatchObject({ valida: true, licencia: null });
    expect((await cliente(e).get(`/api/verificar/${s.folio}`)).body.data.visita).toBeUndefined();
  });

  it('a failed visit ends rejected with the observations as its reason; another brigadista cannot answer it', { timeout: 90_000 }, async () => {
    const { id } = await ordenarYAsignar();
    const [otro] = await e.db.db
      .insert(usuarios)
      .values({ username: `brig.otro.${id}`, email: `o${id}@opb.gob.mx`, passwordHash: 'x', rol: 'brigadista', nombre: 'OTRO', apellido1: 'BRIGADISTA' })
      .returning();
    await e.db.db.insert(tabletas).values({ serie: `TAB-PRUEBA-${id}`, usuarioId: otro.id });
    const brigadista = await entrar(e, 'brigadista');
    // The other brigadista signs in through the API too: give it the demo password's hash.
    const [demo] = await e.db.db.select().from(usuarios).where(eq(usuarios.username, 'brigadista'));
    await e.db.db.update(usuarios).set({ passwordHash: demo.passwordHash }).where(eq(usuarios.id, otro.id));
    const ajeno = await (await entrar(e, otro.username)).post(`/api/visitas/${id}/resultado`, resultado('ajeno-clave-1', { resultado: 'no_aprobada', observaciones: 'x' }));
    expect(ajeno.status).toBe(404);

    const r = await brigadista.post(`/api/visitas/${id}/resultado`, resultado('falla-clave-1', { resultado: 'no_aprobada', observaciones: 'Salida de emergencia bloqueada' }));
    expect(r.status).toBe(200);
    expect(r.body.data.estatus).toBe(5);
    const [s] = await e.db.db.select().from(solicitudes).where(and(eq(solicitudes.id, id)));
    expect(s).toMatchObject({ estatus: 5, estado: 'rechazada' });
  });

  it('the checklists are kept at Catálogos: seeded per type, and an edit applies to visits ordered after it only', { timeout: 60_000 }, async () => {
    const cat = await entrar(e, 'catalogos');
    const tipos = { proteccion_civil: ['salidas', 'extintores', 'senalizacion', 'gas'], fiscalizacion: ['horario', 'sonido'], desarrollo_urbano: ['anuncio'], mercados: ['uso_local'] };
    for (const [tipo, claves] of Object.entries(tipos)) {
      const r = await cat.get(`/api/catalogos/listas-verificacion?tipo=${tipo}`);
      expect(r.body.data.map((p: { clave: string }) => p.clave)).toEqual(claves);
    }
    const pc = await entrar(e, 'proteccion.civil');
    expect((await pc.get('/api/catalogos/listas-verificacion?tipo=proteccion_civil')).status).toBe(403);
    const antes = await pc.post('/api/visitas', orden());

    const items = (await cat.get('/api/catalogos/listas-verificacion?tipo=proteccion_civil')).body.data as { id: number; clave: string; pregunta: string; orden: number }[];
    const gas = items.find((p) => p.clave === 'gas')!;
    expect((await cat.put(`/api/catalogos/listas-verificacion/${gas.id}`, { pregunta: gas.pregunta, orden: gas.orden, activo: false })).status).toBe(200);
    const nuevo = await cat.post('/api/catalogos/listas-verificacion', { tipo: 'proteccion_civil', pregunta: '¿Botiquín de primeros auxilios completo?' });
    expect(nuevo.status).toBe(200);
    expect(nuevo.body.data).toMatchObject({ clave: 'botiquin_de_primeros_auxilios_completo', activo: true });

    const despues = await pc.post('/api/visitas', orden());
    const claves = async (id: number) => ((await pc.get(`/api/visitas/${id}`)).body.data.lista as { clave: string }[]).map((p) => p.clave);
    expect(await claves(despues.body.data.id)).toEqual(['salidas', 'extintores', 'senalizacion', 'botiquin_de_primeros_auxilios_completo']);
    expect(await claves(antes.body.data.id)).toEqual(['salidas', 'extintores', 'senalizacion', 'gas']);
    // Back as seeded, so the other tests of this file read the same list.
    await cat.put(`/api/catalogos/listas-verificacion/${gas.id}`, { pregunta: gas.pregunta, orden: gas.orden, activo: true });
    await cat.put(`/api/catalogos/listas-verificacion/${nuevo.body.data.id}`, { pregunta: nuevo.body.data.pregunta, orden: nuevo.body.data.orden, activo: false });
  });
});
