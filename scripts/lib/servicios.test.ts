import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { elegirServicios } from './servicios.mjs';

const motor = (responde: boolean) => () => responde;

describe('where npm test gets PostgreSQL and Temporal', () => {
  it('containers when an engine answers, and says so', () => {
    const e = elegirServicios({ env: {}, motorResponde: motor(true) });
    expect(e).toMatchObject({ postgres: 'contenedor', temporal: 'contenedor' });
    expect(e.motivo).toContain('motor de contenedores responde');
  });

  it('the local binaries when none answers (these machines), and says so', () => {
    const e = elegirServicios({ env: {}, motorResponde: motor(false) });
    expect(e).toMatchObject({ postgres: 'binarios', temporal: 'binarios' });
    expect(e.motivo).toContain('ningún motor de contenedores');
  });

  it('servers named in the environment are used as they are, and the engine is not asked', () => {
    let preguntado = false;
    const e = elegirServicios({
      env: { DATABASE_URL: 'postgres://x', TEMPORAL_ADDRESS: 'h:7233' },
      motorResponde: () => {
        preguntado = true;
        return true;
      },
    });
    expect(e).toMatchObject({ postgres: 'entorno', temporal: 'entorno' });
    expect(preguntado).toBe(false);
  });

  it('one server from the environment, the other started as the engine allows', () => {
    expect(elegirServicios({ env: { DATABASE_URL: 'postgres://x' }, motorResponde: motor(true) })).toMatchObject({ postgres: 'entorno', temporal: 'contenedor' });
    expect(elegirServicios({ env: { TEMPORAL_ADDRESS: 'h:7233' }, motorResponde: motor(false) })).toMatchObject({ postgres: 'binarios', temporal: 'entorno' });
  });

  it('VENTANILLA_SERVICIOS forces the choice', () => {
    expect(elegirServicios({ env: { VENTANILLA_SERVICIOS: 'binarios' }, motorResponde: motor(true) })).toMatchObject({ postgres: 'binarios', motivo: 'VENTANILLA_SERVICIOS=binarios' });
    expect(elegirServicios({ env: { VENTANILLA_SERVICIOS: 'contenedores' }, motorResponde: motor(false) })).toMatchObject({ temporal: 'contenedor' });
  });
});
