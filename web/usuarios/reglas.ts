// /admin/usuarios' pure rules (spec 3 §2.9, §6): the search box, the pages of 10 rows,
// which row actions a person may take (the API's own rules, so no button leads to a refusal)
// and how an audit entry's detail reads.
import { plegar } from '../../domain/mercados/locales';
import { AREAS } from '../../domain/common/catalogos';
import { mascaraTelefono } from '../../domain/common/telefono';
import { SERVICIOS_PROFESIONISTA, etiquetaEstatusUsuario, etiquetaRol, puedeTenerTableta } from '../../domain/usuarios/catalogos';
import { formatearFechaHora } from '../lib/formato';
import type { UsuarioFila } from './consultas';

/** spec 3 §9: the users table shows 10 rows per page. */
export const FILAS_POR_PAGINA = 10;

type Buscable = Pick<UsuarioFila, 'id' | 'rfc' | 'nombre_completo' | 'rol_etiqueta' | 'username' | 'email' | 'estatus_etiqueta'>;

/** true when `q` (empty: anything) is part of any visible column, ignoring accents and case. */
export function coincideUsuario(u: Buscable, q: string): boolean {
  const b = plegar(q);
  if (!b) return true;
  return [String(u.id), u.rfc ?? '', u.nombre_completo, u.rol_etiqueta, u.username, u.email, u.estatus_etiqueta].some((t) => plegar(t).includes(b));
}

/** The rows of page `pagina` (clamped to the pages there are) and the last page. */
export function paginar<T>(filas: readonly T[], pagina: number, porPagina = FILAS_POR_PAGINA): { filas: T[]; pagina: number; ultima: number } {
  const ultima = Math.max(1, Math.ceil(filas.length / porPagina));
  const p = Math.min(Math.max(1, pagina), ultima);
  return { filas: filas.slice((p - 1) * porPagina, p * porPagina), pagina: p, ultima };
}

export interface AccionesFila {
  editar: boolean;
  /** Habilitar or Deshabilitar, by the row's status */
  estatus: boolean;
  eliminar: boolean;
  asignarTableta: boolean;
  desvincularTableta: boolean;
  /** send a link to choose the password (never a password: domain/usuarios/activacion.ts) */
  enlace: boolean;
}

const ROLES_INTOCABLES_PARA_ADMIN = ['administrador', 'root'];

/**
 * spec 3 §6 and the notes' rules: root's account is never managed here; an administrador does not
 * act on an administrador or root; nobody disables or deletes themselves; a tablet is assigned to
 * a profesionista or brigadista without one, and unlinked from whoever holds one.
 */
export function accionesDe(actor: { id: number; role: string }, u: { id: number; tipo_usuario: string; tableta_count: number }): AccionesFila {
  const ninguna = { editar: false, estatus: false, eliminar: false, asignarTableta: false, desvincularTableta: false, enlace: false };
  if (actor.role !== 'root' && actor.role !== 'administrador') return ninguna;
  if (u.tipo_usuario === 'root') return ninguna;
  if (actor.role === 'administrador' && ROLES_INTOCABLES_PARA_ADMIN.includes(u.tipo_usuario)) return ninguna;
  const propia = actor.id === u.id;
  return {
    editar: true,
    estatus: !propia,
    eliminar: !propia,
    asignarTableta: u.tableta_count === 0 && puedeTenerTableta(u.tipo_usuario),
    desvincularTableta: u.tableta_count > 0,
    enlace: true,
  };
}

/** The name an audit entry gives a person (null once the account is gone). */
export function nombrePersona(p: string | null): string {
  return p || '—';
}

const ETIQUETA_CAMPO: Readonly<Record<string, string>> = {
  tipo_usuario: 'Tipo de usuario',
  rol: 'Tipo de usuario',
  sexo: 'Sexo',
  nombre: 'Nombre',
  apellido1: 'Primer apellido',
  apellido2: 'Segundo apellido',
  username: 'Usuario',
  telefono: 'Teléfono',
  email: 'Correo',
  rfc: 'RFC',
  fecha_nacimiento: 'Fecha de nacimiento',
  cedula: 'Cédula',
  institucion: 'Institución',
  servicio_id: 'Servicio',
  estatus: 'Estatus',
  areas: 'Áreas',
  tableta: 'Tableta',
  serie: 'Tableta',
  // a link to choose the password (enlace_enviado, contrasena_elegida)
  tipo: 'Enlace',
  para: 'Enviado a',
  vence: 'Vence',
};

const TIPO_ENLACE: Readonly<Record<string, string>> = { activacion: 'Activación de la cuenta', restablecer: 'Nueva contraseña' };

const nombreArea = (id: number) => AREAS.find((a) => a.id === id)?.nombre ?? `Área ${id}`;

/** A stored value as words: roles, statuses, services and areas by their names. */
function valorTexto(campo: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v)) return v.length ? v.map((x) => valorTexto(campo, x)).join(', ') : '—';
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const nombre = typeof o.nombre === 'string' ? o.nombre : typeof o.id === 'number' ? nombreArea(o.id) : typeof o.serie === 'string' ? o.serie : null;
    if (nombre === null) return JSON.stringify(v);
    return o.es_jefe ? `${nombre} (jefe)` : nombre;
  }
  if (campo === 'rol' || campo === 'tipo_usuario') return etiquetaRol(String(v));
  if (campo === 'estatus') return etiquetaEstatusUsuario(Number(v));
  if (campo === 'telefono') return mascaraTelefono(String(v));
  if (campo === 'tipo') return TIPO_ENLACE[String(v)] ?? String(v);
  if (campo === 'vence') return formatearFechaHora(String(v));
  if (campo === 'servicio_id') return SERVICIOS_PROFESIONISTA.find((s) => s.id === Number(v))?.nombre ?? String(v);
  return String(v);
}

const esElemento = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x) && 'id' in x;
/** [antes, después]; a list of two areas ([{id}, {id}]) is a value, not a change. */
const esCambio = (v: unknown): v is [unknown, unknown] => Array.isArray(v) && v.length === 2 && !(esElemento(v[0]) && esElemento(v[1]));

/**
 * An audit entry's detail (api/usuarios writes `{campo: [antes, después]}` for a change and
 * `{campo: valor}` for what a new account got) as lines a person reads.
 */
export function describirDetalle(detalle: unknown): string[] {
  if (detalle === null || detalle === undefined || typeof detalle !== 'object' || Array.isArray(detalle)) return [];
  return Object.entries(detalle as Record<string, unknown>).map(([campo, v]) => {
    const etiqueta = ETIQUETA_CAMPO[campo] ?? campo;
    if (esCambio(v)) return `${etiqueta}: ${valorTexto(campo, v[0])} → ${valorTexto(campo, v[1])}`;
    return `${etiqueta}: ${valorTexto(campo, v)}`;
  });
}
