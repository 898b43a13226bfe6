// The demonstration's test authority (its private key is in the repository) is recognised in a
// demonstration only: with the simulators on in a real deployment, a certificate it issues is not.
import { describe, expect, it } from 'vitest';
import { cargarConfig } from '../config';
import { autoridadDemo } from '../../sim/efirma/demo';
import { leerCertificado } from '../../domain/efirma/certificado';
import { crearEfirmaDeps } from './efirma.deps';

const serieDemo = leerCertificado(autoridadDemo().der).serie;
const deps = (env: Record<string, string>) => crearEfirmaDeps(cargarConfig({}, { DATABASE_URL: 'postgres://u:p@db/v', ...env }), 'http://127.0.0.1:1/sim');

describe('e.firma: the recognised authorities', () => {
  it('a demonstration recognises its test authority, and signs with e.firma by default', () => {
    const d = deps({ SIM: '1', DEMO: '1' });
    expect(d.autoridades.map((a) => a.serie)).toContain(serieDemo);
    expect(d.modoInicial).toBe('efirma');
  });

  it('outside a demonstration the test authority is never recognised, even with the simulators on; the click by default', () => {
    const d = deps({ SIM: '1', DEMO: '0' });
    expect(d.autoridades.map((a) => a.serie)).not.toContain(serieDemo);
    expect(d.modoInicial).toBe('clic');
  });
});
