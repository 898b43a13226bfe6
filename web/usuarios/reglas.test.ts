import { describe, expect, it } from 'vitest';
import { accionesDe, coincideUsuario, describirDetalle, nombrePersona, paginar } from './reglas';

const fila = {
  id: 42,
  rfc: 'PEGJ800101AB1',
  nombre_completo: 'JOSÉ PÉREZ GÓMEZ',
  rol_etiqueta: 'Analista',
  username: 'jperez',
  email: 'jperez@opb.gob.mx',
  estatus_etiqueta: 'ACTIVO' as const,
};

describe('the users search box (spec 3 §2.9)', () => {
  it('finds a row by any visible column, ignoring accents and case', () => {
    expect(coincideUsuario(fila, '')).toBe(true);
    expect(coincideUsuario(fila, 'jose perez')).toBe(true);
    expect(coincideUsuario(fila, 'pegj80')).toBe(true);
    expect(coincideUsuario(fila, 'ANALISTA')).toBe(true);
    expect(coincideUsuario(fila, '42')).toBe(true);
    expect(coincideUsuario(fila, '@opb.gob')).toBe(true);
    expect(coincideUsuario(fila, 'inactivo')).toBe(false);
    expect(coincideUsuario({ ...fila, rfc: null }, 'pegj')).toBe(false);
  });
});

describe('pages of 10 rows (spec 3 §9)', () => {
  const filas = Array.from({ length: 23 }, (_, i) => i + 1);
  it('slices the page and says which is the last', () => {
    expect(paginar(filas, 1)).toEqual({ filas: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], pagina: 1, ultima: 3 });
    expect(paginar(filas, 3).filas).toEqual([21, 22, 23]);
  });
  it('clamps a page that no longer exists (a search or a deletion shortened the list)', () => {
    expect(paginar(filas, 9).pagina).toBe(3);
    expect(paginar([], 2)).toEqual({ filas: [], pagina: 1, ultima: 1 });
  });
});

describe('the row actions (spec 3 §6)', () => {
  const root = { id: 1, role: 'root' };
  const admin = { id: 2, role: 'administrador' };
  const u = (tipo_usuario: string, tableta_count = 0, id = 50) => ({ id, tipo_usuario, tableta_count });

  it('root manages every account but its own kind; a tablet only for profesionista or brigadista', () => {
    expect(accionesDe(root, u('analista'))).toEqual({ editar: true, estatus: true, eliminar: true, asignarTableta: false, desvincularTableta: false, enlace: true });
    expect(accionesDe(root, u('administrador')).editar).toBe(true);
    expect(accionesDe(root, u('brigadista')).asignarTableta).toBe(true);
    expect(accionesDe(root, u('profesionista', 1))).toMatchObject({ asignarTableta: false, desvincularTableta: true });
    expect(accionesDe(root, u('root', 0, 1))).toEqual({ editar: false, estatus: false, eliminar: false, asignarTableta: false, desvincularTableta: false, enlace: false });
  });

  it('an administrador does not act on an administrador or root', () => {
    expect(accionesDe(admin, u('administrador')).editar).toBe(false);
    expect(accionesDe(admin, u('root')).editar).toBe(false);
    expect(accionesDe(admin, u('administrador')).enlace).toBe(false);
    expect(accionesDe(admin, u('analista')).enlace).toBe(true);
    expect(accionesDe(admin, u('operativo')).eliminar).toBe(true);
  });

  it('nobody disables or deletes their own account', () => {
    expect(accionesDe({ id: 50, role: 'root' }, u('analista', 0, 50))).toMatchObject({ editar: true, estatus: false, eliminar: false });
  });

  it('anyone else has no action', () => {
    expect(Object.values(accionesDe({ id: 3, role: 'analista' }, u('operativo'))).some(Boolean)).toBe(false);
  });
});

describe('an audit entry as a person reads it', () => {
  it('names the person, or a dash once the account is gone', () => {
    expect(nombrePersona('ROOT DEL SISTEMA')).toBe('ROOT DEL SISTEMA');
    expect(nombrePersona(null)).toBe('—');
  });

  it('says each change as field: before → after, in words', () => {
    expect(describirDetalle({ telefono: ['9831112233', '9834445566'], rfc: [null, 'PEGJ800101AB1'], estatus: [1, 0] })).toEqual([
      'Teléfono: (983) 111 2233 → (983) 444 5566',
      'RFC: — → PEGJ800101AB1',
      'Estatus: ACTIVO → INACTIVO',
    ]);
    expect(describirDetalle({ areas: [[{ id: 6, es_jefe: false }], [{ id: 7, es_jefe: true }]] })).toEqual(['Áreas: Desarrollo Urbano y Medio Ambiente → Protección Civil (jefe)']);
    expect(describirDetalle({ areas: [[], [{ id: 6, es_jefe: false }]] })).toEqual(['Áreas: — → Desarrollo Urbano y Medio Ambiente']);
    expect(describirDetalle({ tableta: ['TAB-OPB-001', null] })).toEqual(['Tableta: TAB-OPB-001 → —']);
  });

  it("a new account's values are said as they are", () => {
    expect(describirDetalle({ rol: 'analista', username: 'lcanul', areas: [{ id: 6, es_jefe: false }, { id: 7, es_jefe: false }] })).toEqual([
      'Tipo de usuario: Analista',
      'Usuario: lcanul',
      'Áreas: Desarrollo Urbano y Medio Ambiente, Protección Civil',
    ]);
    expect(describirDetalle({ servicio_id: [null, 2] })).toEqual(['Servicio: — → Psicología']);
    expect(describirDetalle(null)).toEqual([]);
  });

  it('a link sent says its kind, to whom and until when, never a password', () => {
    const [tipo, para, vence] = describirDetalle({ tipo: 'activacion', para: 'lcanul@opb.gob.mx', vence: '2026-03-02T18:00:00.000Z' });
    expect([tipo, para]).toEqual(['Enlace: Activación de la cuenta', 'Enviado a: lcanul@opb.gob.mx']);
    // 18:00 UTC is 1 p.m. in Chetumal (America/Cancun, UTC−5).
    expect(vence).toBe('Vence: 2 mar 2026, 1:00 p.m.');
    expect(describirDetalle({ tipo: 'restablecer' })).toEqual(['Enlace: Nueva contraseña']);
  });
});
