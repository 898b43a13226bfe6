// «Mi e.firma» is for whoever has an inbox (they sign in it); a taxpayer neither sees nor opens it.
import { describe, expect, it } from 'vitest';
import { modulosPorRol } from '../../domain/common/modulos';
import { construirMenu } from '../components/layout/menu';
import { decidirRedireccion, type SesionGuardia } from '../lib/guardias';
import type { Sesion } from '../lib/tipos';

const guardia = (role: string): SesionGuardia => ({ role, perfil_completo: true, clave_temporal: false, modules: modulosPorRol(role) });
const sesion = (role: string) => ({ ...guardia(role), id: 1, name: role, user: { rfc: null }, contribuyente: null, areas: [] }) as unknown as Sesion;
const tiene = (rol: string) => construirMenu(sesion(rol)).some((i) => i.tipo === 'enlace' && i.ruta === '/admin/efirma');

describe('Mi e.firma: who sees it', () => {
  it('staff with an inbox see it and open it', () => {
    for (const rol of ['root', 'revisor_licencias', 'analista']) {
      expect(tiene(rol), rol).toBe(modulosPorRol(rol).includes('bandeja'));
      if (modulosPorRol(rol).includes('bandeja')) expect(decidirRedireccion(guardia(rol), '/admin/efirma'), rol).toBeNull();
    }
    expect(tiene('root')).toBe(true);
  });

  it('a taxpayer neither sees it nor opens it', () => {
    expect(tiene('contribuyente')).toBe(false);
    expect(decidirRedireccion(guardia('contribuyente'), '/admin/efirma')).not.toBeNull();
  });
});
