import { describe, expect, it } from 'vitest';
import { cambiosLegibles, fechaCalendario } from './historial';

describe('cambiosLegibles', () => {
  it('names a trade-name change', () => {
    expect(cambiosLegibles({ nombre_comercial: 'LA CEIBA' }, { nombre_comercial: 'COCINA LA CEIBA' })).toEqual([
      { campo: 'Nombre comercial', antes: 'LA CEIBA', despues: 'COCINA LA CEIBA' },
    ]);
  });

  it('writes addresses out and leaves unchanged fields out', () => {
    const antes = { domicilio: { calle: 'AV. HÉROES', numero_exterior: '10', colonia: 'CENTRO', codigo_postal: '77000', localidad: 'CHETUMAL' }, tipo_propiedad_id: 2, superficie: 80 };
    const despues = { domicilio: { calle: 'CALLE 22 DE ENERO', numero_exterior: '5', colonia: 'PLUTARCO', codigo_postal: '77010', localidad: 'CHETUMAL' }, tipo_propiedad_id: 2, superficie: 120 };
    expect(cambiosLegibles(antes, despues)).toEqual([
      { campo: 'Domicilio', antes: 'AV. HÉROES 10, CENTRO, C.P. 77000, CHETUMAL', despues: 'CALLE 22 DE ENERO 5, PLUTARCO, C.P. 77010, CHETUMAL' },
      { campo: 'Superficie', antes: '80 m²', despues: '120 m²' },
    ]);
  });

  it('names the activities by the catalogue', () => {
    const c = cambiosLegibles({ giro_actividad_id: 1, actividades_secundarias: [] }, { giro_actividad_id: 2, actividades_secundarias: [1, 3] });
    expect(c).toEqual([
      { campo: 'Giro principal', antes: 'ABARROTES', despues: 'MINISUPER' },
      { campo: 'Actividades secundarias', antes: '—', despues: 'ABARROTES, MINISUPER CON VENTA DE CERVEZA' },
    ]);
  });

  it('reads a closure and an owner change', () => {
    expect(cambiosLegibles({ baja: false }, { baja: true, fecha_sat: '2026-05-01' })).toEqual([
      { campo: 'Situación', antes: 'Activo', despues: 'Dado de baja' },
      { campo: 'Fecha de baja ante el SAT', antes: '—', despues: '01/05/2026' },
    ]);
    expect(cambiosLegibles({ contribuyente_id: 4 }, { contribuyente_id: 9 })).toEqual([
      { campo: 'Contribuyente (propietario)', antes: 'Contribuyente núm. 4', despues: 'Contribuyente núm. 9' },
    ]);
  });

  it('keeps an unknown field readable', () => {
    expect(cambiosLegibles({}, { horario_nuevo: 'L-V' })).toEqual([{ campo: 'Horario nuevo', antes: '—', despues: 'L-V' }]);
  });
});

describe('fechaCalendario', () => {
  it('does not move a calendar date across time zones', () => {
    expect(fechaCalendario('2026-01-01')).toBe('01/01/2026');
    expect(fechaCalendario(null)).toBe('—');
  });
});
