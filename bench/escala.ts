// The bench's municipal-scale data: 20,000 taxpayers, 50,000 establishments, 10,000
// open tasks across the areas (and 20,000 resolved ones), 200,000 notifications — written with
// set-based SQL (generate_series) on top of the demo seed, in a few seconds.
//   - GODE561231GR8 (the demo taxpayer) owns 10,000 establishments with their licence drafts;
//   - the first 1,000 generated taxpayers own 10 each (the typical taxpayer), the rest share 30,000;
//   - every generated account signs in with the demo password (its hash is copied).
import postgres from 'postgres';

export interface Escala {
  /** the demo taxpayer with 10,000 establishments */
  granId: number;
  granRfc: string;
  /** a typical taxpayer: 10 establishments */
  tipicoId: number;
  tipicoRfc: string;
  /** the demo taxpayer's user (it has 2,000 notifications) */
  granUsuarioId: number;
  cuentas: Record<string, number>;
}

const NOMBRES = `array['JUAN','MARÍA','JOSÉ','GUADALUPE','FRANCISCO','ROSA','ANTONIO','CARMEN','MANUEL','ANA','LUIS','PATRICIA']`;
const APELLIDOS = `array['PÉREZ','CHAN','MAY','PECH','CANUL','UC','GONZÁLEZ','EK','POOT','HERNÁNDEZ','LÓPEZ','MARTÍNEZ','COUOH','DZIB']`;

/** Seeds the scale data into `url` (already migrated and seeded with the demo). */
export async function sembrarEscala(
  url: string,
  n = { contribuyentes: 20_000, establecimientos: 50_000, grande: 10_000, tareasAbiertas: 10_000, tareasResueltas: 20_000, notificaciones: 200_000 },
): Promise<Escala> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const granRfc = 'GODE561231GR8';
    const [gran] = await sql<{ id: number; usuario_id: number; password_hash: string }[]>`
      select c.id, c.usuario_id, u.password_hash from contribuyentes c join usuarios u on u.id = c.usuario_id where c.rfc = ${granRfc}`;
    const N = n.contribuyentes;
    // Accounts and taxpayers: RFC BENnnnnnnXX0 (13 characters), a person's name from common ones.
    await sql.unsafe(`
      insert into usuarios (username, email, password_hash, rol, nombre, apellido1, apellido2, rfc)
      select 'BEN' || lpad(g::text, 7, '0') || 'X0', 'ben' || g || '@bench.mx', $1, 'contribuyente',
        (${NOMBRES})[1 + g % 12], (${APELLIDOS})[1 + g % 14], (${APELLIDOS})[1 + (g / 14) % 14], 'BEN' || lpad(g::text, 7, '0') || 'X0'
      from generate_series(1, ${N}) g`, [gran.password_hash]);
    await sql.unsafe(`
      insert into contribuyentes (usuario_id, tipo_persona, rfc, nombre, apellido1, apellido2, email, estatus, perfil_completo)
      select u.id, 1, u.rfc, u.nombre, u.apellido1, u.apellido2, u.email, 4, true from usuarios u where u.username like 'BEN%' order by u.id`);
    await sql.unsafe(`create temp table bc as select row_number() over (order by id)::int n, id, usuario_id from contribuyentes where rfc like 'BEN%'`);
    await sql.unsafe(`create unique index on bc (n)`);
    // Establishments: 10,000 for the demo taxpayer, 10 for each of the first 1,000, the rest spread.
    const resto = n.establecimientos - n.grande - 10_000;
    const columnas = `external_id, contribuyente_id, nombre_comercial, clave_catastral, tipo_proceso_id, tipo_propiedad_id, categoria_id,
      tipo_local_id, giro_actividad_id, superficie_m2, telefono_oficina, numero_empleados, cajones_estacionamiento, inversion_estimada,
      fecha_alta_hacienda, domicilio, created_at`;
    const valores = (clave: string, contrib: string) => `'${clave}-' || lpad(g::text, 6, '0'), ${contrib},
      (array['ABARROTES','FARMACIA','TAQUERÍA','PAPELERÍA','ESTÉTICA','FERRETERÍA','COCINA ECONÓMICA','TORTILLERÍA'])[1 + g % 8] || ' ' || g,
      lpad((4001001000000000 + g)::text, 17, '0'), 1 + g % 2, 1, 1, 1, 1, 80, '9831234567', 3, 1, 50000, '2026-01-15',
      jsonb_build_object('codigo_postal', '77000', 'entidad_id', 23, 'municipio_id', 4, 'localidad_id', 1, 'colonia_id', 1, 'calle_id', 1,
        'numero_exterior', g::text, 'latitud', 18.5, 'longitud', -88.3, 'calle', 'AV. HÉROES', 'colonia', 'CENTRO'),
      now() - make_interval(mins => g)`;
    await sql.unsafe(`insert into establecimientos (${columnas}) select ${valores('BENCH', String(gran.id))} from generate_series(1, ${n.grande}) g`);
    await sql.unsafe(`insert into establecimientos (${columnas})
      select ${valores('BT', 'bc.id')} from generate_series(1, 10000) g join bc on bc.n = 1 + (g - 1) / 10`);
    await sql.unsafe(`insert into establecimientos (${columnas})
      select ${valores('BR', 'bc.id')} from generate_series(1, ${resto}) g join bc on bc.n = 1001 + g % ${N - 1000}`);
    // The demo taxpayer's establishments each have a licence draft (a request of the kit).
    await sql.unsafe(`
      insert into solicitudes (procedimiento, workflow_id, folio, contribuyente_id, locacion_id, titulo)
      select 'licencia', 'licencia-bench-' || id, 'LF-2026-B' || lpad(id::text, 6, '0'), contribuyente_id, id, nombre_comercial
      from establecimientos where external_id like 'BENCH-%'`);
    await sql.unsafe(`insert into licencias (solicitud_id, locacion_id, anio) select s.id, s.locacion_id, 2026 from solicitudes s where s.workflow_id like 'licencia-bench-%'`);
    // Tasks: each a step of its own request about one of the generated establishments, spread over the areas.
    const totalTareas = n.tareasAbiertas + n.tareasResueltas;
    await sql.unsafe(`
      insert into solicitudes (procedimiento, workflow_id, folio, contribuyente_id, locacion_id, titulo, estatus, estado, enviada_at)
      select (array['licencia','anuncio','usosuelo','dictamen'])[1 + g % 4], 'bench-t-' || g, 'BT-2026-' || lpad(g::text, 6, '0'),
        e.contribuyente_id, e.id, e.nombre_comercial, 10, 'revision', now() - make_interval(mins => g)
      from generate_series(1, ${totalTareas}) g join establecimientos e on e.external_id = 'BR-' || lpad((1 + g % ${resto})::text, 6, '0')`);
    await sql.unsafe(`
      with ar as (select array_agg(id order by id) ids from areas)
      insert into tareas (workflow_id, procedimiento, paso, area_id, titulo, folio, contribuyente_id, solicitud_id, locacion_id, rfc, solicitante,
        estado, resultado, datos, created_at, vence_at, resuelta_at)
      select s.workflow_id, s.procedimiento, 'revision', ar.ids[1 + g % array_length(ar.ids, 1)], s.titulo, s.folio, s.contribuyente_id, s.id, s.locacion_id,
        c.rfc, c.nombre || ' ' || c.apellido1 || ' ' || c.apellido2,
        case when g <= ${n.tareasAbiertas} then 'pendiente' else 'resuelta' end,
        case when g <= ${n.tareasAbiertas} then null else 'aprobado' end,
        jsonb_build_object('titulo', s.titulo), s.enviada_at, s.enviada_at + interval '5 days',
        case when g <= ${n.tareasAbiertas} then null else s.enviada_at + interval '1 day' end
      from generate_series(1, ${totalTareas}) g cross join ar
      join solicitudes s on s.workflow_id = 'bench-t-' || g join contribuyentes c on c.id = s.contribuyente_id`);
    // Notifications: 2,000 for the demo taxpayer, the rest spread over the generated accounts.
    await sql.unsafe(`
      insert into notificaciones (usuario_id, encabezado, descripcion, establecimiento_id, leida_at, created_at)
      select ${gran.usuario_id}, 'Solicitud actualizada', 'La solicitud ' || g || ' cambió de estado.', null,
        case when g % 3 = 0 then null else now() end, now() - make_interval(mins => g)
      from generate_series(1, 2000) g`);
    await sql.unsafe(`
      insert into notificaciones (usuario_id, encabezado, descripcion, establecimiento_id, leida_at, created_at)
      select bc.usuario_id, 'Solicitud actualizada', 'La solicitud ' || g || ' cambió de estado.', null,
        case when g % 3 = 0 then null else now() end, now() - make_interval(mins => g % 100000)
      from generate_series(1, ${n.notificaciones - 2000}) g join bc on bc.n = 1 + g % ${N}`);
    await sql.unsafe(`vacuum analyze`);
    const [tipico] = await sql<{ id: number; rfc: string }[]>`select id, rfc from contribuyentes where rfc = 'BEN0000001X0'`;
    const cuentas: Record<string, number> = {};
    for (const t of ['contribuyentes', 'establecimientos', 'tareas', 'notificaciones', 'solicitudes'])
      cuentas[t] = Number((await sql.unsafe(`select count(*)::int n from ${t}`))[0].n);
    cuentas.tareas_pendientes = Number((await sql`select count(*)::int n from tareas where estado = 'pendiente'`)[0].n);
    return { granId: gran.id, granRfc, tipicoId: tipico.id, tipicoRfc: tipico.rfc, granUsuarioId: gran.usuario_id, cuentas };
  } finally {
    await sql.end();
  }
}
