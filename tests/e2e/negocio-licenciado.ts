// A demo business with its licence issued, for the walks that start from one (the change requests).
// `npm start` seeds them (scripts/demo-solicitudes.ts); the e2e server starts without the
// demo requests (SEED_SOLICITUDES=0), so a walk makes the one it needs when it is missing, the way
// a person and the municipality would, through the API: registered by the demo taxpayer, sent,
// each task approved by root (a signature asking for e.firma signed by its official with their demo
// files), each statement paid with the simulated gateway's test card.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { firmarTarea, type ApiComoUsuario } from '../../sim/efirma/cliente';
import { archivosEfirmaDemo, FIRMANTES_DEMO } from '../../sim/efirma/demo';
import { formulario, type Negocio } from '../../scripts/demo-negocios';
import { expect } from './fixtures';
import { DEMO_PASSWORD, RFC_CONTRIBUYENTE, pdfMinimo, pngMinimo } from './helpers';

export async function negocioConLicencia(request: APIRequestContext, baseURL: string, negocio: Negocio): Promise<void> {
  const token = async (usuario: string) => {
    const r = await request.post('/api/login', { data: { username: usuario, password: DEMO_PASSWORD, remember: false } });
    expect(r.ok()).toBe(true);
    return { authorization: `Bearer ${(await r.json()).data.token as string}` };
  };
  const [yo, root] = [await token(RFC_CONTRIBUYENTE), await token('root')];
  const apis = new Map<string, ApiComoUsuario>();
  const apiDe = async (usuario: string): Promise<ApiComoUsuario> => {
    if (!apis.has(usuario)) {
      const headers = await token(usuario);
      const respuesta = async (r: APIResponse) => ({ status: r.status(), body: await r.json() });
      apis.set(usuario, { get: async (url) => respuesta(await request.get(url, { headers })), post: async (url, data) => respuesta(await request.post(url, { headers, data })) });
    }
    return apis.get(usuario)!;
  };
  /** The official of the task's area among the demo signers signs it with e.firma; false when the task asks for none. */
  const firmarComoDemo = async (tareaId: number): Promise<boolean> => {
    for (const usuario of Object.keys(FIRMANTES_DEMO)) {
      const api = await apiDe(usuario);
      const info = await api.get(`/api/tareas/${tareaId}/efirma`);
      if (info.status !== 200) continue;
      if (!(info.body.data as { requerida: boolean }).requerida) return false;
      const r = await firmarTarea(api, tareaId, archivosEfirmaDemo(usuario));
      expect(r?.status, JSON.stringify(r?.body)).toBe(200);
      return true;
    }
    return false;
  };
  const cid = (await (await request.get('/api/session', { headers: yo })).json()).data.contribuyente.id as number;
  const lista = await request.get(`/api/establecimientos/contribuyente/${cid}`, { headers: yo, params: { nombre_comercial: negocio.nombre } });
  if (((await lista.json()).data.data as { nombre_comercial: string }[]).some((x) => x.nombre_comercial === negocio.nombre)) return;
  const alta = await request.post('/api/establecimientos', { headers: yo, data: formulario(negocio) });
  expect(alta.status(), await alta.text()).toBe(200);
  const { id, external_id: clave, licencia } = (await alta.json()).data as { id: number; external_id: string; licencia: { id: number }[] };
  const archivo = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });
  const subida = await request.post('/api/establecimientos/storage/files', {
    headers: yo,
    // The ids before the files, as the web sends them (the owner is checked before a file is read).
    multipart: {
      contribuyente_id: String(cid),
      locacion_id: String(id),
      'documento[0][file]': archivo('constancia_sat.pdf', 'application/pdf', pdfMinimo()),
      'documento[0][code]': 'constancia_sat',
      'documento[1][file]': archivo('fachada.png', 'image/png', pngMinimo()),
      'documento[1][code]': 'frente',
    },
  });
  expect(subida.status(), await subida.text()).toBe(200);
  const lic = `/api/licencia/${licencia[0].id}`;
  expect((await request.post(`${lic}/changestatus`, { headers: yo, data: { estatus_licencia: 10 } })).status()).toBe(200);
  const anio = (new Date().getUTCFullYear() + 3) % 100;
  for (let i = 0; i < 400; i++) {
    const d = (await (await request.get(lic, { headers: yo })).json()).data;
    if (d.tramite.snapshot.value === 'terminada') return;
    const tareas = (await (await request.get('/api/tareas', { headers: root, params: { estado: 'pendiente', q: d.folio } })).json()).data.data as { id: number }[];
    const edo = (d.estados_cuenta as { folio: string; servicio_id: number; pagado: boolean }[]).find((x) => !x.pagado && x.servicio_id === d.tramite.acciones.pagar);
    if (tareas.length) {
      // A signature that asks for e.firma (the demo's mode) is signed by its area's official with their demo files.
      if (!(await firmarComoDemo(tareas[0].id))) await request.post(`/api/tareas/${tareas[0].id}/resolver`, { headers: root, data: { resultado: 'aprobado' } });
    } else if (edo) {
      const orden = (await (await request.post('/api/pagosopb/getFolio', { headers: yo, data: { idServicio: edo.servicio_id, claveEstablecimiento: clave, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio } })).json()).data;
      const cobrar = new URL('cobrar', new URL(orden.url, baseURL)).toString();
      await request.post(cobrar, { form: { order_id: orden.order_id, titular: 'ERNESTO GODÍNEZ DÍAZ', numero_tarjeta: '4242 4242 4242 4242', vencimiento: `12/${String(anio).padStart(2, '0')}`, cvv: '123' } });
      await expect.poll(async () => (await (await request.get(`/api/pagosopb/orden/${orden.order_id}`, { headers: yo })).json()).data?.estado, { timeout: 20_000 }).toBe('pagado');
    } else {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`la licencia de ${negocio.nombre} no llegó a emitirse`);
}
