import { describe, expect, it } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { MSG } from '../../domain/common/messages';
import type { UsuarioFila } from './consultas';
import { VALORES_NUEVO, esRolHeredado, resolverUsuario, valoresDe, type ValoresUsuario } from './formulario';

const opciones = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<ValoresUsuario> & ResolverOptions<FieldValues>;

const llenos: ValoresUsuario = {
  ...VALORES_NUEVO,
  tipo_usuario: 'analista',
  sexo: 'M',
  nombre: 'Laura',
  apellido1: 'Canul',
  apellido2: 'May',
  telefono: '(983) 123 4567',
  email: 'LCANUL@opb.gob.mx',
  username: 'lcanul',
  areas: [{ id: 6, es_jefe: false }],
};

const fila: UsuarioFila = {
  id: 9,
  uuid: 'u',
  rfc: null,
  nombre: 'MARIO',
  apellido1: 'POOT',
  apellido2: 'CHAN',
  nombre_completo: 'MARIO POOT CHAN',
  tipo_usuario: 'desarrollo_urbano',
  rol_etiqueta: 'Revisor · Desarrollo Urbano y Medio Ambiente',
  username: 'desarrollo.urbano',
  email: 'du@opb.gob.mx',
  telefono: '9831234567',
  sexo: 'H',
  fecha_nacimiento: '1985-04-02',
  cedula: null,
  institucion: null,
  servicio_id: null,
  estatus: 1,
  estatus_etiqueta: 'ACTIVO',
  tableta: 'NO',
  tableta_count: 0,
  unidad: null,
  clave_temporal: false,
  activacion_pendiente: false,
  areas: [{ id: 6, nombre: 'Desarrollo Urbano y Medio Ambiente', es_jefe: true }],
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('the account dialog (spec 3 §5.7)', () => {
  it('sends what the API takes: names uppercased, the phone as ten digits, the e-mail in lower case', async () => {
    const r = await resolverUsuario('crear', null)(llenos, undefined, opciones);
    expect(r.errors).toEqual({});
    // No password travels: the person chooses it through the activation link.
    expect(r.values).not.toHaveProperty('password');
    expect(r.values).toMatchObject({ nombre: 'LAURA', apellido1: 'CANUL', telefono: '9831234567', email: 'lcanul@opb.gob.mx', rfc: null, fecha_nacimiento: null, areas: [{ id: 6, es_jefe: false }] });
  });

  it('an empty form marks each required field', async () => {
    const r = await resolverUsuario('crear', null)(VALORES_NUEVO, undefined, opciones);
    for (const campo of ['tipo_usuario', 'sexo', 'nombre', 'apellido1', 'apellido2', 'username', 'telefono', 'email']) {
      expect(r.errors, campo).toHaveProperty(campo);
    }
    expect(r.errors.nombre?.message).toBe(MSG.requerido);
  });

  it('starts an edit from the row, the phone masked', () => {
    expect(valoresDe(fila)).toMatchObject({ telefono: '(983) 123 4567', rfc: '', fecha_nacimiento: '1985-04-02', areas: [{ id: 6, es_jefe: true }] });
  });

  it("keeps a seeded reviewer's area role on edit, and sends no password", async () => {
    expect(esRolHeredado('desarrollo_urbano')).toBe(true);
    expect(esRolHeredado('analista')).toBe(false);
    const r = await resolverUsuario('editar', 'desarrollo_urbano')(valoresDe(fila), undefined, opciones);
    expect(r.errors).toEqual({});
    expect(r.values).toMatchObject({ tipo_usuario: 'desarrollo_urbano', telefono: '9831234567' });
    expect(r.values).not.toHaveProperty('password');
  });

  it('a profesionista names its service and institution', async () => {
    const r = await resolverUsuario('crear', null)({ ...llenos, tipo_usuario: 'profesionista' }, undefined, opciones);
    expect(r.errors).toHaveProperty('servicio_id');
    expect(r.errors).toHaveProperty('institucion');
    const ok = await resolverUsuario('crear', null)({ ...llenos, tipo_usuario: 'profesionista', servicio_id: 2, institucion: 'DIF Municipal' }, undefined, opciones);
    expect(ok.errors).toEqual({});
  });
});
