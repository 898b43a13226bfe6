import { describe, expect, it } from 'vitest';
import { modulosPorRol } from '../../domain/common/modulos';
import { decidirRedireccion, esDelShell, type SesionGuardia } from './guardias';

const contribuyente: SesionGuardia = {
  role: 'contribuyente',
  perfil_completo: true,
  clave_temporal: false,
  modules: modulosPorRol('contribuyente'),
};
const revisor: SesionGuardia = {
  role: 'revisor_padron',
  perfil_completo: true,
  clave_temporal: false,
  modules: modulosPorRol('revisor_padron'),
};

describe('decidirRedireccion (spec 1 §2.2)', () => {
  it('without a session everything but the login pages goes to /signin', () => {
    expect(decidirRedireccion(null, '/')).toBe('/signin');
    expect(decidirRedireccion(null, '/admin/dashboard')).toBe('/signin');
    expect(decidirRedireccion(null, '/admin')).toBe('/signin');
    expect(decidirRedireccion(null, '/signin')).toBeNull();
    expect(decidirRedireccion(null, '/signup')).toBeNull();
  });

  it('with a session the root and the login pages go into the shell', () => {
    expect(decidirRedireccion(contribuyente, '/')).toBe('/admin/dashboard');
    expect(decidirRedireccion(contribuyente, '/signin')).toBe('/admin/dashboard');
    expect(decidirRedireccion(contribuyente, '/signup')).toBe('/admin/dashboard');
    expect(decidirRedireccion(contribuyente, '/admin')).toBe('/admin/dashboard');
    expect(decidirRedireccion(contribuyente, '/admin/')).toBe('/admin/dashboard');
    expect(decidirRedireccion(contribuyente, '/admin/dashboard')).toBeNull();
  });

  it('a temporary password forces the new-password page everywhere', () => {
    const s = { ...contribuyente, clave_temporal: true };
    expect(decidirRedireccion(s, '/admin/dashboard')).toBe('/admin/nueva-contrasena');
    expect(decidirRedireccion(s, '/signin')).toBe('/admin/nueva-contrasena');
    expect(decidirRedireccion(s, '/admin/nueva-contrasena')).toBeNull();
    // and the page is closed once the password was changed
    expect(decidirRedireccion(contribuyente, '/admin/nueva-contrasena')).toBe('/admin/dashboard');
  });

  it('operativo goes to the beneficiaries screen', () => {
    const s: SesionGuardia = { role: 'operativo', perfil_completo: true, clave_temporal: false, modules: modulosPorRol('operativo') };
    expect(decidirRedireccion(s, '/admin/dashboard')).toBe('/admin/beneficiarios');
    expect(decidirRedireccion(s, '/signin')).toBe('/admin/beneficiarios');
    expect(decidirRedireccion(s, '/admin/beneficiarios')).toBeNull();
  });

  it('an incomplete taxpayer profile forces FormUpdateContribuyente, except login-only pages', () => {
    const s = { ...contribuyente, perfil_completo: false };
    expect(decidirRedireccion(s, '/admin/dashboard')).toBe('/admin/datos-contribuyente');
    expect(decidirRedireccion(s, '/admin/establecimientos')).toBe('/admin/datos-contribuyente');
    expect(decidirRedireccion(s, '/signin')).toBe('/admin/datos-contribuyente');
    expect(decidirRedireccion(s, '/admin/datos-contribuyente')).toBeNull();
    expect(decidirRedireccion(s, '/admin/perfil')).toBeNull();
    expect(decidirRedireccion(s, '/admin/mis-documentos')).toBeNull();
  });

  it('staff are not forced to a taxpayer profile', () => {
    expect(decidirRedireccion({ ...revisor, perfil_completo: false }, '/admin/bandeja')).toBeNull();
  });

  it('staff without Inicio land in their inbox', () => {
    expect(decidirRedireccion(revisor, '/signin')).toBe('/admin/bandeja');
    expect(decidirRedireccion(revisor, '/')).toBe('/admin/bandeja');
    expect(decidirRedireccion(revisor, '/admin')).toBe('/admin/bandeja');
  });

  it('a section outside the session modules leads home', () => {
    expect(decidirRedireccion(contribuyente, '/admin/bandeja')).toBe('/admin/dashboard');
    expect(decidirRedireccion(contribuyente, '/admin/correos')).toBe('/admin/dashboard');
    expect(decidirRedireccion(revisor, '/admin/bandeja/12')).toBeNull();
    expect(decidirRedireccion(revisor, '/admin/correos')).toBe('/admin/bandeja');
    expect(decidirRedireccion({ ...revisor, role: 'root', modules: modulosPorRol('root') }, '/admin/correos')).toBeNull();
    // The mailbox is root's alone, and administrador is no reviewer.
    expect(decidirRedireccion({ ...revisor, role: 'administrador', modules: modulosPorRol('administrador') }, '/admin/correos')).toBe('/admin/dashboard');
    expect(decidirRedireccion({ ...revisor, role: 'administrador', modules: modulosPorRol('administrador') }, '/admin/bandeja')).toBe('/admin/dashboard');
  });

  it('the public check of a licence opens with or without a session', () => {
    expect(decidirRedireccion(null, '/verificar/LF-2026-000123')).toBeNull();
    expect(decidirRedireccion(null, '/verificar')).toBeNull();
    expect(decidirRedireccion(contribuyente, '/verificar/LF-2026-000123')).toBeNull();
    expect(decidirRedireccion({ ...contribuyente, perfil_completo: false }, '/verificar/LF-2026-000123')).toBeNull();
    expect(decidirRedireccion({ ...contribuyente, clave_temporal: true }, '/verificar/LF-2026-000123')).toBeNull();
    expect(decidirRedireccion(revisor, '/verificar/LF-2026-000123/')).toBeNull();
    // only that path: a look-alike prefix is not public
    expect(decidirRedireccion(null, '/verificarx')).toBe('/signin');
  });

  it('unknown paths with a session land home', () => {
    expect(decidirRedireccion(contribuyente, '/algo')).toBe('/admin/dashboard');
  });
});

describe('esDelShell: where the shell, and so its skeleton, is drawn', () => {
  it('is /admin and every address below it, with a query or a trailing slash', () => {
    for (const r of ['/admin', '/admin/', '/admin/dashboard', '/admin/bandeja/12?pagina=2', '/admin/catalogos/giros/']) expect(esDelShell(r), r).toBe(true);
  });

  it('is not the password page (a page of its own), the public pages nor a look-alike address', () => {
    for (const r of ['/admin/nueva-contrasena', '/admin/nueva-contrasena/', '/', '/signin', '/verificar/LF-2026-0001', '/administrador', '/x/admin']) expect(esDelShell(r), r).toBe(false);
  });

  it('a brigadista lands on the day’s visits and opens them; staff do not', () => {
    const b: SesionGuardia = { role: 'brigadista', perfil_completo: true, clave_temporal: false, modules: modulosPorRol('brigadista') };
    expect(decidirRedireccion(b, '/admin/dashboard')).toBeNull();
    expect(decidirRedireccion(b, '/')).toBe('/admin/visitas');
    expect(decidirRedireccion(b, '/admin/visitas/12')).toBeNull();
    expect(decidirRedireccion(b, '/admin/bandeja')).toBe('/admin/visitas');
    expect(decidirRedireccion(revisor, '/admin/visitas')).toBe('/admin/bandeja');
  });
});
