// The internal account's form (spec 3 §3.8, §5.7): what the dialog and POST/PUT users accept, the
// messages each field shows, and the pure rules beside it (who may assign which type, labels).
import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages';
import { ETIQUETA_ACCION_BITACORA, ACCION_BITACORA } from './bitacora';
import { etiquetaEstatusUsuario, etiquetaRol, puedeTenerTableta, tiposQuePuedeAsignar, TIPOS_USUARIO } from './catalogos';
import { MSG_USUARIOS } from './mensajes';
import { usuarioCrearSchema, usuarioEditarSchema } from './schema';

const valido = {
  tipo_usuario: 'analista',
  sexo: 'M',
  nombre: ' maría josé ',
  apellido1: 'pech',
  apellido2: 'canché',
  username: 'maria.pech',
  telefono: '(983) 123 4567',
  email: ' Maria.Pech@OPB.gob.mx ',
  rfc: 'pecm800101ab1',
  fecha_nacimiento: '1980-01-01',
  areas: [{ id: 6, es_jefe: true }],
};

const errores = (schema: typeof usuarioCrearSchema | typeof usuarioEditarSchema, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('usuarioCrearSchema', () => {
  it('uppercases names and the RFC, keeps the phone digits, lowercases the e-mail', () => {
    const f = usuarioCrearSchema.parse(valido);
    expect(f).toMatchObject({ nombre: 'MARÍA JOSÉ', apellido1: 'PECH', apellido2: 'CANCHÉ', rfc: 'PECM800101AB1', telefono: '9831234567', email: 'maria.pech@opb.gob.mx' });
    expect(f.areas).toEqual([{ id: 6, es_jefe: true }]);
  });

  it('empty optional fields become null; areas default to none and es_jefe to false', () => {
    const f = usuarioCrearSchema.parse({ ...valido, rfc: '', fecha_nacimiento: '', cedula: '  ', areas: [{ id: 1 }] });
    expect(f).toMatchObject({ rfc: null, fecha_nacimiento: null, cedula: null, institucion: null, areas: [{ id: 1, es_jefe: false }] });
    const { areas: _a, ...sinAreas } = valido;
    expect(usuarioCrearSchema.parse(sinAreas).areas).toEqual([]);
  });

  it('every required field says "El campo es requerido"', () => {
    const e = errores(usuarioCrearSchema, {});
    for (const campo of ['tipo_usuario', 'sexo', 'nombre', 'apellido1', 'apellido2', 'username', 'telefono', 'email']) {
      expect(e[campo], campo).toBe(MSG.requerido);
    }
    expect(e).not.toHaveProperty('password');
    expect(errores(usuarioCrearSchema, { ...valido, nombre: '   ' }).nombre).toBe(MSG.requerido);
  });

  it('the phone takes ten digits with the mask or without it, nothing else', () => {
    for (const t of ['9831234567', '983 123 4567', '983-123-4567', '(983) 123-4567']) expect(usuarioCrearSchema.safeParse({ ...valido, telefono: t }).success, t).toBe(true);
    for (const t of ['983123456', '98312345678', '983.123.4567', 'abc']) expect(errores(usuarioCrearSchema, { ...valido, telefono: t }).telefono, t).toBe(MSG_USUARIOS.telefonoInvalido);
  });

  it('the username admits letters, digits, dot, dash and underscore', () => {
    expect(usuarioCrearSchema.safeParse({ ...valido, username: 'J_Perez-2.b' }).success).toBe(true);
    for (const u of ['juan perez', 'juan@perez', 'ñandú']) expect(errores(usuarioCrearSchema, { ...valido, username: u }).username, u).toBe(MSG_USUARIOS.usernameInvalido);
  });

  it('the e-mail, the RFC and the birth date are checked', () => {
    expect(errores(usuarioCrearSchema, { ...valido, email: 'no-es-correo' }).email).toBe(MSG.correoInvalido);
    expect(errores(usuarioCrearSchema, { ...valido, rfc: 'XYZ' }).rfc).toBe(MSG.formatoInvalido);
    for (const f of ['01/01/1980', '1980-02-30', '1980-13-01']) expect(errores(usuarioCrearSchema, { ...valido, fecha_nacimiento: f }).fecha_nacimiento, f).toBe(MSG_USUARIOS.fechaInvalida);
    expect(usuarioCrearSchema.parse({ ...valido, fecha_nacimiento: '1984-02-29' }).fecha_nacimiento).toBe('1984-02-29');
  });

  it('has no password: the owner chooses it through the activation link, so a password given here is never kept', () => {
    const f = usuarioCrearSchema.parse({ ...valido, password: 'ClaveDelAdmin1', c_password: 'ClaveDelAdmin1' });
    expect(f).not.toHaveProperty('password');
    expect(f).not.toHaveProperty('c_password');
  });

  it('the type is one of the six kinds: not root, not a taxpayer', () => {
    for (const t of ['root', 'contribuyente', 'desarrollo_urbano']) expect(errores(usuarioCrearSchema, { ...valido, tipo_usuario: t }).tipo_usuario, t).toBe(MSG.requerido);
    for (const t of TIPOS_USUARIO.filter((x) => x !== 'profesionista')) expect(usuarioCrearSchema.safeParse({ ...valido, tipo_usuario: t }).success, t).toBe(true);
  });

  it('a profesionista names a known service and its institution; the cédula stays optional', () => {
    const e = errores(usuarioCrearSchema, { ...valido, tipo_usuario: 'profesionista' });
    expect(e).toMatchObject({ servicio_id: MSG.requerido, institucion: MSG.requerido });
    expect(errores(usuarioCrearSchema, { ...valido, tipo_usuario: 'profesionista', servicio_id: 9, institucion: 'DIF' }).servicio_id).toBe(MSG.requerido);
    expect(usuarioCrearSchema.safeParse({ ...valido, tipo_usuario: 'profesionista', servicio_id: 1, institucion: 'DIF Municipal' }).success).toBe(true);
  });
});

describe('usuarioEditarSchema', () => {
  it('keeps the profesionista rule', () => {
    expect(errores(usuarioEditarSchema, { ...valido, tipo_usuario: 'profesionista' }).institucion).toBe(MSG.requerido);
  });
});
describe('who may assign which type, and the labels', () => {
  it('root assigns every type; administrador every one but administrador; anyone else none', () => {
    expect(tiposQuePuedeAsignar('root')).toEqual(TIPOS_USUARIO);
    expect(tiposQuePuedeAsignar('administrador')).not.toContain('administrador');
    expect(tiposQuePuedeAsignar('administrador')).toHaveLength(TIPOS_USUARIO.length - 1);
    for (const r of ['analista', 'coordinador', 'desarrollo_urbano', 'contribuyente']) expect(tiposQuePuedeAsignar(r), r).toEqual([]);
  });

  it('labels roles, statuses and audit actions in Spanish', () => {
    expect(etiquetaRol('analista')).toBe('Analista');
    expect(etiquetaRol('root')).toBe('Root');
    expect(etiquetaRol('desarrollo_urbano')).toBe('Revisor · Desarrollo Urbano y Medio Ambiente');
    expect(etiquetaEstatusUsuario(1)).toBe('ACTIVO');
    expect(etiquetaEstatusUsuario(0)).toBe('INACTIVO');
    for (const a of Object.values(ACCION_BITACORA)) expect(ETIQUETA_ACCION_BITACORA[a], a).toBeTruthy();
  });

  it('only a profesionista or a brigadista holds a tablet', () => {
    expect(puedeTenerTableta('profesionista')).toBe(true);
    expect(puedeTenerTableta('brigadista')).toBe(true);
    expect(puedeTenerTableta('analista')).toBe(false);
  });

  it('the spec messages are verbatim', () => {
    expect(MSG_USUARIOS.formularioInvalido).toBe('Por favor ingrese la información en los campos marcados');
    expect(MSG_USUARIOS.registrado).toBe('Usuario registrado exitosamente');
    expect(MSG_USUARIOS.eliminado).toBe('Usuario eliminado exitosamente');
    expect(MSG_USUARIOS.habilitado).toBe('Usuario habilitado exitosamente');
    expect(MSG_USUARIOS.deshabilitado).toBe('Usuario deshabilitado exitosamente');
  });
});
