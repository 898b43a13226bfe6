// Pure glue between the profile the API returns, the form (contribuyenteSchema's input) and
// what is sent back. Kept apart from React so it is unit tested.
import { mascaraTelefono } from '../../domain/common/telefono';
import { tipoPersonaPorRfc } from '../../domain/common/rfc';
import type { ContribuyenteInput } from '../../domain/perfil/schema';
import type { Perfil, Persona, Representante, Sesion } from '../lib/tipos';

export type ValoresPerfil = ContribuyenteInput;
export type PersonaForm = NonNullable<ValoresPerfil['representantes']>[number];

const t = (v: string | null | undefined) => v ?? '';
const tel = (v: string | null | undefined) => mascaraTelefono(v ?? '');

export function personaVacia(legal: boolean): PersonaForm {
  return { nombre: '', apellido1: '', apellido2: '', telefono_fijo: '', telefono_movil: '', email: '', es_representante_legal: legal };
}

function aPersona(p: Persona | Representante, legal?: boolean): PersonaForm {
  return {
    id: p.id,
    nombre: t(p.nombre),
    apellido1: t(p.apellido1),
    apellido2: t(p.apellido2),
    telefono_fijo: tel(p.telefono_fijo),
    telefono_movil: tel(p.telefono_movil),
    email: t(p.email),
    ...(legal === undefined ? {} : { es_representante_legal: legal }),
  };
}

/** The form's values for a stored profile, or for a first visit (RFC and e-mail from the account). */
export function valoresIniciales(p: Perfil | null | undefined, s: Pick<Sesion, 'contribuyente' | 'user'>): ValoresPerfil {
  const rfc = p?.rfc || s.contribuyente?.rfc || s.user.rfc || '';
  const tipo = (p?.tipo_persona ?? s.contribuyente?.tipo_persona ?? tipoPersonaPorRfc(rfc) ?? 1) as 1 | 2;
  const d = p?.domicilio;
  const x = p?.domicilioExterno;
  const reps = p?.representantes ?? [];
  return {
    tipo_persona: tipo,
    rfc,
    curp: t(p?.curp),
    nombre: t(p?.nombre),
    apellido1: t(p?.apellido1),
    apellido2: t(p?.apellido2),
    razon_social: t(p?.razon_social),
    email: p?.email || s.user.email || '',
    telefono_fijo: tel(p?.telefono_fijo),
    telefono_movil: tel(p?.telefono_movil),
    telefono_oficina: tel(p?.telefono_oficina),
    es_externo: p?.es_externo ?? false,
    domicilio: {
      codigo_postal: t(d?.codigo_postal),
      localidad_id: d?.localidad_id ? String(d.localidad_id) : '',
      colonia_id: d?.colonia_id ? String(d.colonia_id) : '',
      calle_id: d?.calle_id ? String(d.calle_id) : '',
      numero_exterior: t(d?.numero_exterior),
      numero_interior: t(d?.numero_interior),
    },
    domicilioExterno: {
      localidad: t(x?.localidad),
      colonia: t(x?.colonia),
      calle: t(x?.calle),
      cruzamiento1: t(x?.cruzamiento1),
      cruzamiento2: t(x?.cruzamiento2),
    },
    // spec 1 §5.4: at least one representative; a persona moral has exactly one, legal representative fixed on.
    representantes: reps.length ? reps.map((r) => aPersona(r, tipo === 2 ? true : r.es_representante_legal)) : [personaVacia(tipo === 2)],
    tramitadores: (p?.tramitadores ?? []).map((x2) => aPersona(x2)),
    delete_representantes: [],
    delete_tramitadores: [],
  };
}

const esId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/**
 * What is validated and sent: only the branch that applies (persona física or moral, local or
 * external address). Tramitadores exist only for a persona moral; switching to física drops them.
 */
export function prepararEnvio(v: ValoresPerfil): ValoresPerfil {
  const fisica = v.tipo_persona === 1;
  const tramitadores = v.tramitadores ?? [];
  return {
    ...v,
    curp: fisica ? v.curp : undefined,
    nombre: fisica ? v.nombre : undefined,
    apellido1: fisica ? v.apellido1 : undefined,
    apellido2: fisica ? v.apellido2 : undefined,
    razon_social: fisica ? undefined : v.razon_social,
    domicilio: v.es_externo ? null : v.domicilio,
    domicilioExterno: v.es_externo ? v.domicilioExterno : null,
    representantes: (v.representantes ?? []).map((r) => ({ ...r, es_representante_legal: fisica ? Boolean(r.es_representante_legal) : true })),
    tramitadores: fisica ? [] : tramitadores,
    delete_representantes: [...(v.delete_representantes ?? [])],
    delete_tramitadores: [...(v.delete_tramitadores ?? []), ...(fisica ? tramitadores.map((x) => x.id).filter(esId) : [])],
  };
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/**
 * The stored id of each person that was sent, in the order sent: by id when it had one, else
 * by name and e-mail, else by position. Documents chosen for a new representative need it.
 */
export function emparejarPersonas(
  enviadas: { id?: number | null; nombre?: string | null; apellido1?: string | null; email?: string | null }[],
  recibidas: { id: number; nombre: string; apellido1: string; email: string }[],
): (number | null)[] {
  const usados = new Set<number>();
  const porId = enviadas.map((e) => {
    if (esId(e.id) && recibidas.some((r) => r.id === e.id)) {
      usados.add(e.id);
      return e.id;
    }
    return null;
  });
  return porId.map((id, i) => {
    if (id !== null) return id;
    const e = enviadas[i];
    const libre = (r: { id: number }) => !usados.has(r.id);
    const porDatos = recibidas.find(
      (r) => libre(r) && norm(r.email) === norm(e.email) && norm(r.nombre) === norm(e.nombre) && norm(r.apellido1) === norm(e.apellido1),
    );
    const elegido = porDatos ?? (recibidas[i] && libre(recibidas[i]) ? recibidas[i] : undefined);
    if (!elegido) return null;
    usados.add(elegido.id);
    return elegido.id;
  });
}
