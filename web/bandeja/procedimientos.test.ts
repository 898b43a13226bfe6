import { describe, expect, it } from 'vitest';
import { SERVICIO } from '../../domain/tramite/servicios';
import { nombrePaso, nombreProcedimiento, PROCEDIMIENTOS, servicioValidado, textosAprobar } from './procedimientos';

describe('tasks in the inbox, named by their definitions', () => {
  it('names the procedure and the step', () => {
    expect(nombreProcedimiento('licencia')).toBe('Licencia de funcionamiento');
    expect(nombreProcedimiento('perfil')).toBe('Perfil de contribuyente');
    expect(PROCEDIMIENTOS).toMatchObject({ perfil: 'Perfil de contribuyente', licencia: 'Licencia de funcionamiento' });
    expect(nombrePaso('licencia', 'validacion_anuencia')).toBe('Validación de anuencia');
    expect(nombrePaso('perfil', 'revision_perfil')).toBe('Revisión del perfil');
    expect(nombrePaso('licencia', 'desconocido')).toBe('desconocido');
  });

  it('validation steps check the payment of their service (spec 1 §9)', () => {
    expect(servicioValidado('licencia', 'validacion_uso_suelo')).toBe(SERVICIO.USO_SUELO);
    expect(servicioValidado('licencia', 'validacion_anuencia')).toBe(SERVICIO.ANUENCIA);
    expect(servicioValidado('licencia', 'validacion_residuos')).toBe(SERVICIO.RESIDUOS);
    expect(servicioValidado('licencia', 'validacion_datos')).toBeNull();
    expect(servicioValidado('licencia', 'firma_director')).toBeNull();
  });

  it("signature steps approve with 'Firmar licencia'; the profile validates", () => {
    expect(textosAprobar('licencia', 'firma_director').boton).toBe('Firmar licencia');
    expect(textosAprobar('licencia', 'firma_tesorero').firma).toBe(true);
    expect(textosAprobar('licencia', 'validacion_datos')).toMatchObject({ boton: 'Aprobar', firma: false });
    expect(textosAprobar('licencia', 'validacion_datos').descripcion).toContain('«Validación de datos»');
    expect(textosAprobar('perfil', 'revision_perfil')).toMatchObject({ boton: 'Aprobar', descripcion: 'Se validará la información y se notificará al contribuyente. ¿Desea continuar?' });
  });
});
