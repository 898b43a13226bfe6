import { describe, expect, it } from 'vitest';
import { AREA_CATALOGOS } from './catalogos';
import { modulosPorRol } from './modulos';

describe('session modules (spec 1 §2.3, administration)', () => {
  it('root and administrador manage accounts; nobody else does', () => {
    expect(modulosPorRol('root')).toContain('usuarios');
    expect(modulosPorRol('administrador')).toEqual(['notificaciones', 'usuarios']);
    for (const rol of ['contribuyente', 'operativo', 'revisor_licencias', 'analista', 'coordinador', 'brigadista']) {
      expect(modulosPorRol(rol), rol).not.toContain('usuarios');
    }
  });

  it('the catalogues belong to root and to members of the Catálogos area, whatever their role', () => {
    expect(modulosPorRol('root')).toContain('catalogos');
    expect(modulosPorRol('analista', [AREA_CATALOGOS])).toContain('catalogos');
    expect(modulosPorRol('analista', [6])).not.toContain('catalogos');
    expect(modulosPorRol('administrador')).not.toContain('catalogos');
  });

  it('an analista or coordinador created at /admin/usuarios has an inbox (its areas decide what is in it)', () => {
    expect(modulosPorRol('analista', [6])).toEqual(['bandeja', 'notificaciones']);
    expect(modulosPorRol('coordinador', [20])).toContain('bandeja');
    expect(modulosPorRol('analista')).toEqual(['notificaciones']);
    expect(modulosPorRol('analista', [AREA_CATALOGOS])).toEqual(['notificaciones', 'catalogos']);
    expect(modulosPorRol('profesionista')).toEqual(['notificaciones']);
  });

  it('a brigadista lands on the day’s visits; a profesionista has none', () => {
    expect(modulosPorRol('brigadista')).toEqual(['visitas', 'notificaciones']);
    expect(modulosPorRol('profesionista')).not.toContain('visitas');
  });
});
