import { describe, expect, it } from 'vitest';
import { AMBITO_CONTRIBUYENTE, claveArchivo, lotesPerfil, prefijoAmbito } from './archivos';

const archivo = (nombre: string) => new File(['x'], nombre, { type: 'application/pdf' });

describe('lotesPerfil (spec 1 §5.1)', () => {
  it("sends each file on its own, the taxpayer's without a representative and a person's with the id the save gave it", () => {
    const sat = { clave: claveArchivo(AMBITO_CONTRIBUYENTE, 'constancia'), archivo: archivo('sat.pdf') };
    const ine = { clave: claveArchivo('k1', 'identificacion'), archivo: archivo('ine.pdf') };
    const plan = lotesPerfil([sat, ine], { perfilId: 9, idDe: (a) => (a === 'k1' ? 31 : null) });
    expect(plan.omitidos).toBe(0);
    expect(plan.lotes.map((l) => [l.ruta, l.archivos, l.exito])).toEqual([
      ['/api/contribuyentes/9/documentos', [sat], false],
      ['/api/contribuyentes/9/documentos', [ine], false],
    ]);
    expect(plan.lotes[0].datos.get('codigo')).toBe('constancia');
    expect(plan.lotes[0].datos.has('representante_id')).toBe(false);
    expect(plan.lotes[1].datos.get('representante_id')).toBe('31');
    expect((plan.lotes[1].datos.get('file') as File).name).toBe('ine.pdf');
  });

  it('a person the save gave no id keeps its files back, counted as not uploaded', () => {
    const plan = lotesPerfil([{ clave: claveArchivo('nuevo', 'identificacion'), archivo: archivo('a.pdf') }], { perfilId: 9, idDe: () => undefined });
    expect(plan.lotes).toEqual([]);
    expect(plan.omitidos).toBe(1);
  });

  it("a person's keys share one prefix", () => {
    expect(claveArchivo('k1', 'curp').startsWith(prefijoAmbito('k1'))).toBe(true);
    expect(claveArchivo('k10', 'curp').startsWith(prefijoAmbito('k1'))).toBe(false);
  });
});
