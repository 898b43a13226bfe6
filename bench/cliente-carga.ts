// The load of `npm run bench -- carga`, from its own process: every virtual taxpayer signs in with
// their account and then loops over what a taxpayer does, until the time is up.
import http from 'node:http';

export interface MedidaOperacion {
  nombre: string;
  peticiones: number;
  errores: number;
  /** answers 500 and up */
  servidor: number;
  p50: number;
  p99: number;
}

export interface InformeCarga {
  nombre: string;
  operaciones: MedidaOperacion[];
  total: MedidaOperacion;
}

interface Entrada {
  nombre: string;
  api: string;
  rfcs: string[];
  password: string;
  segundos: number;
}

const entrada = JSON.parse(process.argv[2]) as Entrada;
const agent = new http.Agent({ keepAlive: true, maxSockets: entrada.rfcs.length });
const base = new URL(entrada.api);
const registros = new Map<string, { lat: number[]; errores: number; servidor: number }>();

function anotar(nombre: string, ms: number, status: number) {
  const r = registros.get(nombre) ?? registros.set(nombre, { lat: [], errores: 0, servidor: 0 }).get(nombre)!;
  r.lat.push(ms);
  if (status >= 400 || status === 0) r.errores++;
  if (status >= 500 || status === 0) r.servidor++;
}

function pedir(nombre: string, metodo: string, ruta: string, token?: string, cuerpo?: unknown): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const datos = cuerpo === undefined ? undefined : JSON.stringify(cuerpo);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: ruta,
        method: metodo,
        agent,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(datos ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const partes: Buffer[] = [];
        res.on('data', (c: Buffer) => partes.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          anotar(nombre, Number(process.hrtime.bigint() - t0) / 1e6, status);
          let json: unknown = null;
          try {
            json = JSON.parse(Buffer.concat(partes).toString('utf8'));
          } catch {
            // a file or an empty answer
          }
          resolve({ status, json });
        });
      },
    );
    req.on('error', () => {
      anotar(nombre, Number(process.hrtime.bigint() - t0) / 1e6, 0);
      resolve({ status: 0, json: null });
    });
    req.end(datos);
  });
}

type Datos<T> = { data: T };

async function contribuyente(rfc: string, fin: number) {
  const login = await pedir('POST /api/login', 'POST', '/api/login', undefined, { username: rfc, password: entrada.password, remember: false });
  const token = (login.json as Datos<{ token: string }> | null)?.data?.token;
  if (!token) return;
  const sesion = await pedir('GET /api/session', 'GET', '/api/session', token);
  const s = (sesion.json as Datos<{ id: number; contribuyente: { id: number } | null }> | null)?.data;
  if (!s?.contribuyente) return;
  const cid = s.contribuyente.id;
  let vuelta = 0;
  while (Date.now() < fin) {
    vuelta++;
    await pedir('GET /api/session', 'GET', '/api/session', token);
    const lista = await pedir('GET establecimientos/contribuyente', 'GET', `/api/establecimientos/contribuyente/${cid}?page=1`, token);
    const est = (lista.json as Datos<{ data: { id: number }[] }> | null)?.data?.data?.[0];
    if (est) await pedir('GET establecimientos/:id', 'GET', `/api/establecimientos/${est.id}`, token);
    await pedir('GET contribuyentes/getByID', 'GET', `/api/contribuyentes/getByID/${cid}`, token);
    await pedir('GET notificaciones', 'GET', `/api/notificaciones/${s.id}`, token);
    if (vuelta % 5 === 0) await pedir('POST notificaciones/leer-todas', 'POST', `/api/notificaciones/${s.id}/leer-todas`, token, {});
  }
}

function medida(nombre: string, lat: number[], errores: number, servidor: number): MedidaOperacion {
  const o = [...lat].sort((a, b) => a - b);
  const p = (q: number) => (o.length ? o[Math.min(o.length - 1, Math.floor(q * o.length))] : 0);
  return { nombre, peticiones: o.length, errores, servidor, p50: p(0.5), p99: p(0.99) };
}

const fin = Date.now() + entrada.segundos * 1000;
await Promise.all(entrada.rfcs.map((rfc) => contribuyente(rfc, fin)));
const operaciones = [...registros.entries()].map(([n, r]) => medida(n, r.lat, r.errores, r.servidor));
const todas = [...registros.values()];
const total = medida(
  'total',
  todas.flatMap((r) => r.lat),
  todas.reduce((a, r) => a + r.errores, 0),
  todas.reduce((a, r) => a + r.servidor, 0),
);
agent.destroy();
process.stdout.write(JSON.stringify({ nombre: entrada.nombre, operaciones, total } satisfies InformeCarga));
