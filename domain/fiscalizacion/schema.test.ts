import { describe, expect, it } from 'vitest';
import { actualizarSolicitudFiscalizacionSchema, copiarSolicitudSchema, guardarSolicitudFiscalizacionSchema, guardarSolicitudMusicaSchema, horasAprobadasSchema, solicitudFiscalizacionFormSchema } from './schema';

const mensajes = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('request bodies (spec 2 §7)', () => {
  it('takes the spec’s `fecha` list as `fechas`, normalizes hours and defaults the type to EXTRA', () => {
    const r = guardarSolicitudFiscalizacionSchema.parse({ establecimiento_id: '5', horarios: [{ fecha: ['2027-01-07'], hora_inicio: '23:00:00', hora_fin: '01:00' }] });
    expect(r).toEqual({ establecimiento_id: 5, tipo: 'EXTRA', horarios: [{ fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '01:00' }] });
  });
  it('live music requires fecha and fecha_fin', () => {
    const r = guardarSolicitudMusicaSchema.safeParse({ establecimiento_id: 5, cantidad_personas: 50, horarios: [{ fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '01:00' }] });
    expect(mensajes(r)).toEqual({ fecha: 'El campo es requerido', fecha_fin: 'El campo es requerido' });
  });
  it('refuses malformed dates and hours with our words', () => {
    const r = guardarSolicitudFiscalizacionSchema.safeParse({ establecimiento_id: 5, horarios: [{ fechas: ['07/01/2027'], hora_inicio: '23:30', hora_fin: '01:00' }] });
    expect(mensajes(r)).toEqual({ 'horarios.0.fechas.0': 'La fecha debe tener el formato AAAA-MM-DD.', 'horarios.0.hora_inicio': 'La hora debe ser una hora en punto (HH:00).' });
  });
  it("no rows: 'Complete la información'", () => {
    expect(mensajes(guardarSolicitudFiscalizacionSchema.safeParse({ establecimiento_id: 5, horarios: [] }))).toEqual({ horarios: 'Complete la información' });
  });
  it('update carries delete_horarios', () => {
    expect(actualizarSolicitudFiscalizacionSchema.parse({ establecimiento_id: 5, horarios: [{ fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '01:00' }], delete_horarios: ['3'] }).delete_horarios).toEqual([3]);
  });
  it('copy needs a month', () => {
    expect(mensajes(copiarSolicitudSchema.safeParse({}))).toEqual({ mes: 'Debe seleccionar un mes al cual desea copiar las fechas' });
    expect(mensajes(copiarSolicitudSchema.safeParse({ mes: '' }))).toEqual({ mes: 'Debe seleccionar un mes al cual desea copiar las fechas' });
    expect(copiarSolicitudSchema.parse({ mes: '2027-02' })).toEqual({ mes: '2027-02' });
  });
  it('approved hours are whole and not negative', () => {
    expect(horasAprobadasSchema.safeParse({ horarios: [{ id: 1, horas_aprobadas: -1 }] }).success).toBe(false);
    expect(horasAprobadasSchema.parse({ horarios: [{ id: '1', horas_aprobadas: '2' }] })).toEqual({ horarios: [{ id: 1, horas_aprobadas: 2 }] });
  });
});

describe('the form', () => {
  it('live music requires the number of people', () => {
    const r = solicitudFiscalizacionFormSchema.safeParse({ tipo: 'VARIEDAD', cantidad_personas: '', horarios: [{ fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '01:00' }] });
    expect(mensajes(r)).toEqual({ cantidad_personas: 'El campo es requerido' });
    expect(solicitudFiscalizacionFormSchema.parse({ tipo: 'VARIEDAD', cantidad_personas: '80', horarios: [{ fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '01:00' }] }).cantidad_personas).toBe(80);
  });
});
