import { describe, expect, it } from 'vitest';
import { nombrePaso, nombreProcedimiento, servicioValidado, textosAprobar } from './procedimientos';

describe('licence tasks in the inbox', () => {
  it('names the procedure and the step', () => {
    expect(nombreProcedimiento('licencia')).toBe('Licencia de funcionamiento');
    expect(nombrePaso('validacion_anuencia')).toBe('Validación de anuencia');
    expect(nombrePaso('revision')).toBe('revision');
  });

  it('validation steps check the payment of their service (spec 1 §9)', () => {
    expect(servicioValidado('validacion_uso_suelo')).toBe(1755);
    expect(servicioValidado('validacion_anuencia')).toBe(1752);
    expect(servicioValidado('validacion_residuos')).toBe(1750);
    expect(servicioValidado('validacion_datos')).toBeNull();
    expect(servicioValidado('firma_director')).toBeNull();
  });

  it("signature steps approve with 'Firmar licencia'", () => {
    expect(textosAprobar('licencia', 'firma_director').boton).toBe('Firmar licencia');
    expect(textosAprobar('licencia', 'firma_tesorero').firma).toBe(true);
    expect(textosAprobar('licencia', 'validacion_datos').boton).toBe('Aprobar');
    expect(textosAprobar('perfil', 'revision').boton).toBe('Aprobar');
  });
});
