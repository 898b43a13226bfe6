// The account dialog's values (spec 3 §5.7): what the form starts with, new or from a
// row, and the resolver that validates with the domain's schemas, the same ones the API applies.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { mascaraTelefono } from '../../domain/common/telefono';
import { TIPOS_USUARIO } from '../../domain/usuarios/catalogos';
import { usuarioCrearSchema, usuarioEditarSchema, type UsuarioCrear } from '../../domain/usuarios/schema';
import type { UsuarioFila } from './consultas';

/** What the controls hold: text as typed, the service as a number, the areas checked. */
export interface ValoresUsuario {
  tipo_usuario: string;
  sexo: '' | 'H' | 'M';
  nombre: string;
  apellido1: string;
  apellido2: string;
  rfc: string;
  fecha_nacimiento: string;
  telefono: string;
  email: string;
  username: string;
  servicio_id: number | null;
  institucion: string;
  cedula: string;
  areas: { id: number; es_jefe: boolean }[];
}

/** What POST and PUT /api/users take: no password, the owner chooses it (domain/usuarios/activacion.ts). */
export type DatosUsuario = UsuarioCrear;

export const VALORES_NUEVO: ValoresUsuario = {
  tipo_usuario: '',
  sexo: '',
  nombre: '',
  apellido1: '',
  apellido2: '',
  rfc: '',
  fecha_nacimiento: '',
  telefono: '',
  email: '',
  username: '',
  servicio_id: null,
  institucion: '',
  cedula: '',
  areas: [],
};

/** The row's data in the controls (the phone masked as the person types it). */
export function valoresDe(u: UsuarioFila): ValoresUsuario {
  return {
    tipo_usuario: u.tipo_usuario,
    sexo: u.sexo === 'H' || u.sexo === 'M' ? u.sexo : '',
    nombre: u.nombre,
    apellido1: u.apellido1,
    apellido2: u.apellido2,
    rfc: u.rfc ?? '',
    fecha_nacimiento: u.fecha_nacimiento?.slice(0, 10) ?? '',
    telefono: mascaraTelefono(u.telefono ?? ''),
    email: u.email,
    username: u.username,
    servicio_id: u.servicio_id,
    institucion: u.institucion ?? '',
    cedula: u.cedula ?? '',
    areas: u.areas.map((a) => ({ id: a.id, es_jefe: a.es_jefe })),
  };
}

/** A role the dialog keeps without offering it: a seeded reviewer's area role ('desarrollo_urbano'). */
export const esRolHeredado = (rol: string) => rol !== '' && !(TIPOS_USUARIO as readonly string[]).includes(rol);

// Any of the six types passes the enum; the profesionista rules do not apply to an area role.
const SUSTITUTO_HEREDADO = 'analista';

/**
 * Create: usuarioCrearSchema. Edit: usuarioEditarSchema, where an account may keep the area role
 * the seed gave it (the API accepts it back unchanged): it is validated as a plain type and sent
 * as it was.
 */
export function resolverUsuario(modo: 'crear' | 'editar', rolHeredado: string | null): Resolver<ValoresUsuario, unknown, DatosUsuario> {
  const base = (modo === 'crear' ? zodResolver(usuarioCrearSchema) : zodResolver(usuarioEditarSchema)) as unknown as Resolver<ValoresUsuario, unknown, DatosUsuario>;
  if (modo === 'crear' || !rolHeredado) return base;
  return async (valores, contexto, opciones) => {
    const heredado = valores.tipo_usuario === rolHeredado;
    const r = await base(heredado ? { ...valores, tipo_usuario: SUSTITUTO_HEREDADO } : valores, contexto, opciones);
    if (!heredado || Object.keys(r.errors).length > 0) return r;
    const values = { ...(r.values as DatosUsuario), tipo_usuario: rolHeredado as DatosUsuario['tipo_usuario'] };
    return { values, errors: {} };
  };
}
