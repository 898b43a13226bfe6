import { describe, expect, it } from 'vitest';
import { contribuyenteSchema } from '../../domain/perfil/schema';
import type { Perfil, Sesion } from '../lib/tipos';
import { emparejarPersonas, prepararEnvio, valoresIniciales } from './valores';

const sesion: Pick<Sesion, 'contribuyente' | 'user'> = {
  contribuyente: { id: 7, rfc: 'GODE561231GR8', estatus: 1, tipo_persona: null, tipo_proceso_id: null, mercado: false, onboarding_completo: true },
  user: { nombre: '', apellido1: '', apellido2: '', email: 'ana@example.com', rfc: 'GODE561231GR8', curp: null },
};

describe('valoresIniciales', () => {
  it('a first visit starts from the account and one empty representative', () => {
    const v = valoresIniciales(null, sesion);
    expect(v.rfc).toBe('GODE561231GR8');
    expect(v.tipo_persona).toBe(1);
    expect(v.email).toBe('ana@example.com');
    expect(v.representantes).toHaveLength(1);
    expect(v.tramitadores).toEqual([]);
  });

  it('a 12-character RFC is a persona moral with the legal representative fixed on', () => {
    const v = valoresIniciales(null, { ...sesion, contribuyente: null, user: { ...sesion.user, rfc: 'ABC680524P76' } });
    expect(v.tipo_persona).toBe(2);
    expect(v.representantes?.[0].es_representante_legal).toBe(true);
  });

  it('masks stored phones and keeps ids', () => {
    const p = {
      id: 7, tipo_persona: 1, rfc: 'GODE561231GR8', telefono_movil: '9831234567', email: 'a@b.mx',
      representantes: [{ id: 3, nombre: 'L', apellido1: 'P', apellido2: '', telefono_fijo: '', telefono_movil: '9830000000', email: 'l@p.mx', es_representante_legal: false }],
      tramitadores: [], documentos: [], domicilio: { codigo_postal: '77000', localidad_id: 1, colonia_id: 2, calle_id: 3, numero_exterior: '10' },
    } as unknown as Perfil;
    const v = valoresIniciales(p, sesion);
    expect(v.telefono_movil).toBe('(983) 123 4567');
    expect(v.representantes?.[0]).toMatchObject({ id: 3, telefono_movil: '(983) 000 0000' });
    expect(v.domicilio).toMatchObject({ localidad_id: '1', colonia_id: '2', calle_id: '3' });
  });
});

describe('prepararEnvio', () => {
  const base = () => ({
    ...valoresIniciales(null, sesion),
    nombre: 'Ana',
    apellido1: 'Gómez',
    telefono_movil: '(983) 111 2222',
    domicilio: { codigo_postal: '77000', localidad_id: '1', colonia_id: '2', calle_id: '3', numero_exterior: '5', numero_interior: '' },
    representantes: [{ nombre: 'Luis', apellido1: 'Pérez', apellido2: '', telefono_fijo: '', telefono_movil: '(983) 333 4444', email: 'luis@example.com', es_representante_legal: false }],
  });

  it('a complete persona física passes the shared schema', () => {
    const r = contribuyenteSchema.safeParse(prepararEnvio(base()));
    expect(r.success).toBe(true);
    if (r.success) expect(r.data.telefono_movil).toBe('9831112222');
  });

  it('sends only the address branch that applies', () => {
    const v = { ...base(), es_externo: true, domicilioExterno: { localidad: 'Mérida', colonia: 'Centro', calle: '60', cruzamiento1: '', cruzamiento2: '' } };
    const e = prepararEnvio(v);
    expect(e.domicilio).toBeNull();
    expect(e.domicilioExterno).toMatchObject({ localidad: 'Mérida' });
    expect(contribuyenteSchema.safeParse(e).success).toBe(true);
    expect(prepararEnvio(base()).domicilioExterno).toBeNull();
  });

  it('a persona física drops tramitadores and deletes the stored ones', () => {
    const v = { ...base(), tramitadores: [{ id: 9, nombre: 'T', apellido1: 'R', email: 't@r.mx' }, { nombre: 'N', apellido1: 'U', email: 'n@u.mx' }] };
    const e = prepararEnvio(v);
    expect(e.tramitadores).toEqual([]);
    expect(e.delete_tramitadores).toEqual([9]);
  });

  it('a persona moral forces the legal representative and clears the physical fields', () => {
    const v = { ...base(), tipo_persona: 2 as const, rfc: 'ABC680524P76', razon_social: 'Abarrotes SA' };
    const e = prepararEnvio(v);
    expect(e.representantes?.[0].es_representante_legal).toBe(true);
    expect(e.nombre).toBeUndefined();
    expect(contribuyenteSchema.safeParse(e).success).toBe(true);
  });
});

describe('emparejarPersonas', () => {
  const r = (id: number, nombre: string, email = `${nombre}@x.mx`) => ({ id, nombre, apellido1: 'A', email });
  it('keeps ids and matches new people by data, then by position', () => {
    const enviadas = [{ id: 5, nombre: 'uno', apellido1: 'A', email: 'uno@x.mx' }, { nombre: 'dos', apellido1: 'A', email: 'dos@x.mx' }, { nombre: 'tres', apellido1: 'B', email: 'otro@x.mx' }];
    expect(emparejarPersonas(enviadas, [r(5, 'uno'), r(8, 'dos'), r(9, 'tres')])).toEqual([5, 8, 9]);
  });
  it('returns null when nothing matches', () => {
    expect(emparejarPersonas([{ nombre: 'x' }], [])).toEqual([null]);
  });
});
