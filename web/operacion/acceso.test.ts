// /admin/operacion opens for root and operativo only, and only they see it in the sidebar.
import { describe, expect, it } from 'vitest';
import { modulosPorRol } from '../../domain/common/modulos';
import { construirMenu } from '../components/layout/menu';
import { decidirRedireccion, type SesionGuardia } from '../lib/guardias';
import type { Sesion } from '../lib/tipos';

const guardia = (role: string): SesionGuardia => ({ role, perfil_completo: true, clave_temporal: false, modules: modulosPorRol(role) });
const sesion = (role: string) => ({ ...guardia(role), id: 1, name: role, user: { rfc: null }, contribuyente: null, areas: [] }) as unknown as Sesion;

describe('operator console access', () => {
  it('root and operativo open it; operativo is still kept away from every other section', () => {
    expect(decidirRedireccion(guardia('root'), '/admin/operacion')).toBeNull();
    expect(decidirRedireccion(guardia('operativo'), '/admin/operacion')).toBeNull();
    expect(decidirRedireccion(guardia('operativo'), '/admin/bandeja')).toBe('/admin/beneficiarios');
  });

  it('a taxpayer, a reviewer and administrador are sent to their landing page', () => {
    expect(decidirRedireccion(guardia('contribuyente'), '/admin/operacion')).toBe('/admin/dashboard');
    expect(decidirRedireccion(guardia('revisor_licencias'), '/admin/operacion')).toBe('/admin/bandeja');
    expect(decidirRedireccion(guardia('administrador'), '/admin/operacion')).toBe('/admin/dashboard');
  });

  it('the sidebar has «Operación» for root and operativo only', () => {
    const tiene = (rol: string) => construirMenu(sesion(rol)).some((i) => i.tipo === 'enlace' && i.ruta === '/admin/operacion');
    expect(tiene('root')).toBe(true);
    expect(tiene('operativo')).toBe(true);
    for (const rol of ['contribuyente', 'revisor_licencias', 'administrador', 'analista']) expect(tiene(rol), rol).toBe(false);
  });
});
