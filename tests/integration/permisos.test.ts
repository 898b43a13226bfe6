// The authorization matrix ("Tests that keep it closed"): every operation of the OpenAPI
// (app.swagger() after ready) × anonymous / the owner / another taxpayer / staff of another area /
// staff of the area working on it / administrador / root, against the expected answer kept beside
// each feature's routes (api/<feature>/<feature>.permisos.ts; api/lib/permisos.ts says how). A route
// without its row, or a row without its route, fails here.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { establecimientos, estadosCuenta, licencias, notificaciones, pagos, tareas } from '../../db/schema';
import { SERVICIO } from '../../domain/tramite/servicios';
import { ACTORES, type Actor, type Esperado, type FilaPermisos, type Mundo } from '../../api/lib/permisos';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import { permisosApp } from '../../api/app.permisos';
import { permisosIndicadoresPublicos } from '../../api/indicadores/publicos.permisos';
import { permisosAuth } from '../../api/auth/auth.permisos';
import { permisosCatalogos } from '../../api/catalogos/catalogos.permisos';
import { permisosConfiguracion } from '../../api/configuracion/configuracion.permisos';
import { permisosContribuyentes } from '../../api/contribuyentes/contribuyentes.permisos';
import { permisosCorreos } from '../../api/correos/correos.permisos';
import { permisosNiveles } from '../../api/indicadores/niveles.permisos';
import { permisosDocumentos } from '../../api/documentos/documentos.permisos';
import { permisosEstablecimientos } from '../../api/establecimientos/establecimientos.permisos';
import { permisosGeocodificacion } from '../../api/geocodificacion/geocodificacion.permisos';
import { permisosGiros } from '../../api/giros/giros.permisos';
import { permisosLicencias } from '../../api/licencias/licencias.permisos';
import { permisosNotificaciones } from '../../api/notificaciones/notificaciones.permisos';
import { permisosRecordatorios } from '../../api/recordatorios/recordatorios.permisos';
import { permisosPagos } from '../../api/pagos/pagos.permisos';
import { permisosTareas } from '../../api/tareas/tareas.permisos';
import { permisosEfirma } from '../../api/efirma/efirma.permisos';
import { permisosUsoSuelo } from '../../api/usosuelo/usosuelo.permisos';
import { permisosCambiosComun } from '../../api/cambios/comun.permisos';
import { permisosCambiosImpresos } from '../../api/cambios/impresos.permisos';
import { permisosCambioNombre } from '../../api/cambios/nombre/nombre.permisos';
import { permisosCambioDomicilio } from '../../api/cambios/domicilio/domicilio.permisos';
import { permisosCambioActividad } from '../../api/cambios/actividad/actividad.permisos';
import { permisosCambioPropietario } from '../../api/cambios/propietario/propietario.permisos';
import { permisosCambioBaja } from '../../api/cambios/baja/baja.permisos';
import { permisosFiscalizacion } from '../../api/fiscalizacion/fiscalizacion.permisos';
import { permisosConvenios } from '../../api/convenios/convenios.permisos';
import { permisosPredial } from '../../api/predial/predial.permisos';
import { permisosAnuncios } from '../../api/anuncios/anuncios.permisos';
import { permisosAnunciosExternos } from '../../api/anuncios-externos/anuncios-externos.permisos';
import { permisosTorres } from '../../api/torres/torres.permisos';
import { permisosEspectaculares } from '../../api/espectaculares/espectaculares.permisos';
import { permisosArrendamientos } from '../../api/arrendamientos/arrendamientos.permisos';
import { permisosCesiones } from '../../api/cesiones/cesiones.permisos';
import { permisosMercados } from '../../api/mercados/mercados.permisos';
import { permisosUsuarios } from '../../api/usuarios/usuarios.permisos';
import { permisosTabletas } from '../../api/tabletas/tabletas.permisos';
import { permisosVisitas } from '../../api/visitas/visitas.permisos';
import { permisosCatalogosAdmin } from '../../api/catalogos-admin/catalogos-admin.permisos';
import { permisosOperacion } from '../../api/operacion/operacion.permisos';
import { permisosMetricas } from '../../api/operacion/metricas.permisos';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { createCambiosRepository } from '../../api/cambios/cambios.repository';
import { TIPOS_CAMBIO } from '../../domain/cambios/comun';
import { mundoFiscalizacion } from './mundo-fiscalizacion';
import { mundoConvenio } from './mundo-convenio';
import { mundoAnuncio } from './mundo-anuncio';
import { mundoAnuncioExterno } from './mundo-anuncio-externo';
import { mundoTorre } from './mundo-torre';
import { mundoEspectacular } from './mundo-espectacular';
import { mundoArrendamiento } from './mundo-arrendamiento';
import { mundoCesion } from './mundo-cesion';
import { mundoMercados } from './mundo-mercados';
import { mundoUsuarios } from './mundo-usuarios';
import { mundoTabletas } from './mundo-tabletas';
import { mundoVisitas } from './mundo-visitas';
import { mundoCatalogos } from './mundo-catalogos';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, type Entorno } from './harness';

const FILAS: FilaPermisos[] = [
  ...permisosApp,
  ...permisosIndicadoresPublicos,
  ...permisosAuth,
  ...permisosCatalogos,
  ...permisosConfiguracion,
  ...permisosContribuyentes,
  ...permisosCorreos,
  ...permisosNiveles,
  ...permisosDocumentos,
  ...permisosEstablecimientos,
  ...permisosGeocodificacion,
  ...permisosGiros,
  ...permisosLicencias,
  ...permisosNotificaciones,
  ...permisosRecordatorios,
  ...permisosPagos,
  ...permisosTareas,
  ...permisosEfirma,
  ...permisosUsoSuelo,
  ...permisosCambiosComun,
  ...permisosCambiosImpresos,
  ...permisosCambioNombre,
  ...permisosCambioDomicilio,
  ...permisosCambioActividad,
  ...permisosCambioPropietario,
  ...permisosCambioBaja,
  ...permisosFiscalizacion,
  ...permisosConvenios,
  ...permisosPredial,
  ...permisosAnuncios,
  ...permisosAnunciosExternos,
  ...permisosTorres,
  ...permisosEspectaculares,
  ...permisosArrendamientos,
  ...permisosCesiones,
  ...permisosMercados,
  ...permisosUsuarios,
  ...permisosTabletas,
  ...permisosVisitas,
  ...permisosCatalogosAdmin,
  ...permisosOperacion,
  ...permisosMetricas,
];

/**
 * Staff who play each part: Coordinación SARE works on the world's licence, Padrón on its profile.
 * 'otraArea' is the other one of the two: an area with a task about the same taxpayer, but not
 * about the request the route reaches, so a check by taxpayer instead of by request shows here.
 */
const CUENTA_AREA = { licencia: 'coordinacion.sare', perfil: 'revisor.padron' } as const;

let e: Entorno;
const tokens = new Map<string, string>();
let otroContribuyente = '';
let mundo: { m: Mundo; token: string };

async function token(usuario: string) {
  if (!tokens.has(usuario)) tokens.set(usuario, (await entrar(e, usuario)).token!);
  return tokens.get(usuario)!;
}

async function esperarTarea(solicitudId: number) {
  for (let i = 0; i < 150; i++) {
    const [t] = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.estado, 'pendiente')));
    if (t) return t;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`la solicitud ${solicitudId} no llegó a ninguna bandeja`);
}

function cuerpoMultipart(campos: Record<string, string>, archivo?: { campo: string; nombre: string; tipo: string }) {
  const limite = `----permisos${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  // The fields first, as the web sends them: a route whose ids travel in the body checks them before a file is read.
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (archivo) {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${archivo.campo}"; filename="${archivo.nombre}"\r\nContent-Type: ${archivo.tipo}\r\n\r\n`));
    partes.push(ARCHIVOS.pdf, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

/**
 * A taxpayer with a complete profile under review in Padrón, a profile document, a SARE
 * establishment with a file and its licence in Coordinación SARE's inbox, a payable statement and a
 * paid one of that licence, and a notification about the establishment.
 */
async function crearMundo(): Promise<{ m: Mundo; token: string }> {
  const t = await contribuyenteConPerfil(e);
  const subir = async (url: string, campos: Record<string, string>, archivo: { campo: string; nombre: string; tipo: string }) => {
    const { payload, headers } = cuerpoMultipart(campos, archivo);
    const r = await t.raw({ method: 'POST', url, payload, headers });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return r.json().data;
  };
  const documento = await subir(`/api/contribuyentes/${t.contribuyenteId}/documentos`, { codigo: 'constancia' }, { campo: 'file', nombre: 'constancia.pdf', tipo: 'application/pdf' });
  const alta = await t.post('/api/establecimientos', formularioLicencia());
  if (alta.status !== 200) throw new Error(`alta ${alta.status} ${JSON.stringify(alta.body)}`);
  const establecimientoId = alta.body.data.id as number;
  const licenciaId = alta.body.data.licencia[0].id as number;
  const archivos = await subir(
    '/api/establecimientos/storage/files',
    { 'documento[0][code]': 'constancia_sat', contribuyente_id: String(t.contribuyenteId), locacion_id: String(establecimientoId) },
    { campo: 'documento[0][file]', nombre: 'constancia-sat.pdf', tipo: 'application/pdf' },
  );
  const [lic] = await e.db.db.select().from(licencias).where(eq(licencias.id, licenciaId));
  if ((await t.post(`/api/licencia/${licenciaId}/changestatus`, { estatus_licencia: 10 })).status !== 200) throw new Error('no se envió la licencia');
  const tarea = await esperarTarea(lic.solicitudId);
  if ((await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 })).status !== 200) throw new Error('no se envió el perfil');
  const perfil = await createSolicitudesRepository({ db: e.db.db }).deContribuyente(t.contribuyenteId!, 'perfil');
  const tareaPerfil = await esperarTarea(perfil!.id);

  const estado = (ronda: number, estatus: number) => ({
    folio: `EC-PERM-${lic.solicitudId}-${ronda}`,
    solicitudId: lic.solicitudId,
    locacionId: establecimientoId,
    contribuyenteId: t.contribuyenteId!,
    servicioId: SERVICIO.EXTEMPORANEO,
    ronda,
    conceptos: [{ concepto: 'Pago extemporáneo', importe: '565.70' }],
    total: '565.70',
    estatus,
    venceAt: '2026-12-31',
  });
  const [porPagar] = await e.db.db.insert(estadosCuenta).values(estado(1, 4)).returning();
  const [pagado] = await e.db.db.insert(estadosCuenta).values(estado(2, 8)).returning();
  const folioPago = `FP-PERM-${lic.solicitudId}`;
  const ordenPagada = `OPB-PERM-${lic.solicitudId}`;
  await e.db.db.insert(pagos).values({ orderId: ordenPagada, estadoCuentaId: pagado.id, servicioId: SERVICIO.EXTEMPORANEO, monto: '565.70', estado: 'pagado', folioPago, autorizacion: 'A12345', confirmadoAt: new Date() });
  // A land-use certificate of the same establishment, in Desarrollo Urbano's inbox.
  const constancia = await t.post(`/api/nueva-constancia-uso-suelo/create/${establecimientoId}`, { sector_id: 2, giro_desarrollo_id: 1, zona_uso_id: 5 });
  if (constancia.status !== 200) throw new Error(`constancia ${constancia.status} ${JSON.stringify(constancia.body)}`);
  await esperarTarea(constancia.body.data.id);
  // One draft change request of each type, staged on the same establishment.
  const [est] = await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, establecimientoId));
  const cambios = {} as Mundo['cambios'];
  for (const tipo of TIPOS_CAMBIO) {
    const r = await createCambiosRepository({ db: e.db.db }).crear({ est, tipo, propuesta: {}, datos: { tipoProceso: est.tipoProcesoId, hasAlcohol: false, tieneUsoSuelo: true } });
    if (!r.ok) throw new Error(`cambio ${tipo}`);
    cambios[tipo] = r.vista.s.id;
  }
  // A draft extraordinary-hours request and a registered agreement on the same licence.
  const fiscalizacionId = await mundoFiscalizacion(e, { est, licenciaId });
  const convenioId = await mundoConvenio(e, { est, licenciaId });
  // A draft sign request of the establishment and a draft public-road sign request.
  const anuncio = await mundoAnuncio(e, { est, contribuyenteId: t.contribuyenteId! });
  const anuncioExterno = await mundoAnuncioExterno(e, { est, contribuyenteId: t.contribuyenteId! });
  // A draft tower request and a draft billboard request of the owner.
  const torre = await mundoTorre(e, { est, contribuyenteId: t.contribuyenteId! });
  const espectacular = await mundoEspectacular(e, { est, contribuyenteId: t.contribuyenteId! });
  // A draft lease and a draft assignment of the owner, and what Mercados keeps.
  const arrendamiento = await mundoArrendamiento(e, { contribuyenteId: t.contribuyenteId!, rfc: t.rfc });
  const cesion = await mundoCesion(e, { contribuyenteId: t.contribuyenteId!, rfc: t.rfc });
  const mercados = await mundoMercados(e);
  // Accounts, tablets and catalogue rows the administration's routes act on.
  const usuarios = await mundoUsuarios(e);
  const tabletas = await mundoTabletas(e);
  const catalogos = await mundoCatalogos(e);
  const visitas = await mundoVisitas(e, { establecimientoId });
  const [aviso] = await e.db.db
    .insert(notificaciones)
    .values({ usuarioId: t.userId, encabezado: 'Solicitud de licencia recibida', descripcion: 'Su solicitud está en revisión.', establecimientoId })
    .returning();
  return {
    token: t.token!,
    m: {
      usuarioId: t.userId,
      contribuyenteId: t.contribuyenteId!,
      rfc: t.rfc,
      establecimientoId,
      licenciaId,
      solicitudId: lic.solicitudId,
      folio: (await t.get(`/api/licencia/${licenciaId}`)).body.data.folio,
      claveCatastral: CLAVES_DEMO.pagada,
      tareaId: tarea.id,
      tareaPerfilId: tareaPerfil.id,
      documentoId: documento.id,
      archivoId: archivos[0].id,
      estadoCuentaId: porPagar.id,
      estadoCuentaFolio: porPagar.folio,
      folioPago,
      ordenPagada,
      notificacionId: aviso.id,
      constanciaId: constancia.body.data.id,
      cambios,
      fiscalizacionId,
      convenioId,
      anuncio,
      anuncioExterno,
      torre,
      espectacular,
      arrendamiento,
      cesion,
      mercados,
      usuarios,
      tabletas,
      visitas,
      catalogos,
    },
  };
}

beforeAll(async () => {
  e = await crearEntorno();
  mundo = await crearMundo();
  otroContribuyente = (await contribuyenteConPerfil(e)).token!;
}, 300_000);
afterAll(async () => e?.cerrar());

const [metodoDe, rutaDe] = [(f: FilaPermisos) => f.ruta.split(' ')[0], (f: FilaPermisos) => f.ruta.split(' ')[1]];

function cumple(esperado: Esperado, status: number): boolean {
  switch (esperado) {
    case '2xx':
      return status >= 200 && status < 300;
    case 'permitido':
      return (status >= 200 && status < 300) || status === 400 || status === 409 || status === 422;
    case '401':
      return status === 401;
    case '403/404':
      return status === 403 || status === 404;
    case 'consulta':
      return (status >= 200 && status < 300) || status === 404;
  }
}

async function llamar(f: FilaPermisos, m: Mundo, tokenActor: string | null) {
  const params = f.params?.(m) ?? {};
  const camino = rutaDe(f).replace(/\{(\w+)\}/g, (_, k: string) => {
    if (!(k in params)) throw new Error(`${f.ruta}: falta el parámetro ${k}`);
    return encodeURIComponent(String(params[k]));
  });
  const query = f.query ? new URLSearchParams(Object.entries(f.query(m)).map(([k, v]) => [k, String(v)])).toString() : '';
  const url = query ? `${camino}?${query}` : camino;
  const auth: Record<string, string> = tokenActor ? { authorization: `Bearer ${tokenActor}` } : {};
  if (f.multipart) {
    const { campos, archivo } = f.multipart(m);
    const { payload, headers } = cuerpoMultipart(campos, archivo);
    return e.app.inject({ method: metodoDe(f) as 'POST', url, payload, headers: { ...headers, ...auth } });
  }
  const body = f.body?.(m);
  return e.app.inject({ method: metodoDe(f) as 'GET', url, ...(body === undefined ? {} : { payload: body as object }), headers: auth });
}

// The owner last: a call that changes something is made after every refusal was checked.
const ORDEN: Actor[] = ['anonimo', 'otroContribuyente', 'otraArea', 'admin', 'area', 'root', 'contribuyente'];

describe('authorization matrix', () => {
  it('every operation of the OpenAPI has its row, and every row its operation', () => {
    const doc = e.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operaciones = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/'))
      .flatMap(([p, ops]) => Object.keys(ops).map((metodo) => `${metodo.toUpperCase()} ${p}`));
    const filas = FILAS.map((f) => f.ruta);
    expect(operaciones.filter((o) => !filas.includes(o)), 'operations without a row in a <feature>.permisos.ts').toEqual([]);
    expect(filas.filter((f) => !operaciones.includes(f)), 'rows of operations that no longer exist').toEqual([]);
    expect(filas.filter((f, i) => filas.indexOf(f) !== i), 'operations with two rows').toEqual([]);
    for (const f of FILAS) expect(Object.keys(f.esperado).sort(), f.ruta).toEqual([...ACTORES].sort());
  });

  it('the OpenAPI says which operations need no session (security: []): exactly those anonymous may call', () => {
    const doc = e.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    for (const f of FILAS) {
      const [metodo, ruta] = f.ruta.split(' ');
      const op = doc.paths[ruta]?.[metodo.toLowerCase()];
      const publica = Array.isArray(op?.security) && op.security.length === 0;
      expect(publica, f.ruta).toBe(f.esperado.anonimo !== '401' || f.sinSesion === true);
    }
  });

  for (const f of FILAS) {
    it(f.ruta, { timeout: 60_000 }, async () => {
      const { m, token: dueno } = f.mundoPropio ? await crearMundo() : mundo;
      const cuenta = f.area === 'perfil' ? CUENTA_AREA.perfil : f.area && f.area !== 'licencia' ? f.area : CUENTA_AREA.licencia;
      const otra = f.area === 'perfil' ? CUENTA_AREA.licencia : CUENTA_AREA.perfil;
      const tokenDe: Record<Actor, () => Promise<string | null>> = {
        anonimo: async () => null,
        contribuyente: async () => dueno,
        otroContribuyente: async () => otroContribuyente,
        otraArea: () => token(otra),
        area: () => token(cuenta),
        admin: () => token('admin'),
        root: () => token('root'),
      };
      const distintos: string[] = [];
      for (const actor of ORDEN) {
        const r = await llamar(f, m, await tokenDe[actor]());
        if (!cumple(f.esperado[actor], r.statusCode)) {
          distintos.push(`${actor}: expected ${f.esperado[actor]}, got ${r.statusCode} ${r.body.slice(0, 160)}`);
        }
      }
      expect(distintos).toEqual([]);
    });
  }
});
