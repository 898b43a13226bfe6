// spec 2 §4, §5, §9: the schedule rules of extraordinary hours and live music, and their messages.
import { describe, expect, it } from 'vitest';
import { horarioExtraordinarioPorDefecto } from './horarios';
import {
  chipSolicitud,
  constanciaVisible,
  copiarAMes,
  diaSemana,
  esBloqueada,
  etiquetaEditar,
  fechaFin,
  horasOfrecidas,
  horasSolicitadas,
  errorHoras,
  mismaOcurrencia,
  puedeEnviar,
  puedePagar,
  validarSolicitudFiscalizacion,
  type ContextoFiscalizacion,
  type SolicitudFiscalizacionEntrada,
} from './reglas';

// January 2027: Friday 1, Sunday 3, Monday 4, Thursday 7; February 2027 starts on a Monday.
const bar: ContextoFiscalizacion = { tipoEstablecimiento: 2, horarioExtraordinario: horarioExtraordinarioPorDefecto(2), fechasOcupadas: [] };
const extra = (horarios: SolicitudFiscalizacionEntrada['horarios']): SolicitudFiscalizacionEntrada => ({ tipo: 'EXTRA', horarios });
const errores = (r: ReturnType<typeof validarSolicitudFiscalizacion>) => (r.ok ? {} : r.errores);
const mensaje = (r: ReturnType<typeof validarSolicitudFiscalizacion>) => (r.ok ? null : r.mensaje);

describe('hours offered by patente type (spec 2 §9)', () => {
  it('lists each type hour by hour', () => {
    expect(horasOfrecidas(1)).toEqual(['22:00', '23:00', '00:00']);
    expect(horasOfrecidas(2)).toEqual(['23:00', '00:00', '01:00']);
    expect(horasOfrecidas(3)).toEqual(['17:00', '18:00', '19:00', '20:00', '21:00', '22:00', '23:00', '00:00', '01:00', '02:00', '03:00']);
    expect(horasOfrecidas(4)).toEqual(['23:00', '00:00', '01:00', '02:00', '03:00']);
  });
});

describe('hours asked and the end date (spec 2 §5)', () => {
  it('counts the duration; an end before the start rolls to the next day', () => {
    expect(horasSolicitadas('22:00', '00:00')).toBe(2);
    expect(horasSolicitadas('23:00', '03:00')).toBe(4);
    expect(horasSolicitadas('17:00', '23:00')).toBe(6);
    expect(fechaFin('2027-01-31', '23:00', '01:00')).toBe('2027-02-01');
    expect(fechaFin('2027-01-03', '17:00', '23:00')).toBe('2027-01-03');
  });
  it('equal hours are refused with the spec message', () => {
    expect(horasSolicitadas('23:00', '23:00')).toBe(0);
    expect(errorHoras('23:00', '23:00')).toBe('Las horas de inicio y fin no pueden ser iguales.');
    expect(errorHoras('23:00', '00:00')).toBeNull();
    const r = validarSolicitudFiscalizacion(extra([{ fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '23:00' }]), bar);
    expect(mensaje(r)).toBe('Las horas de inicio y fin no pueden ser iguales.');
  });
});

describe('validarSolicitudFiscalizacion', () => {
  it('accepts a bar on Thursday and Friday and returns one row per date', () => {
    const r = validarSolicitudFiscalizacion(extra([{ fechas: ['2027-01-08', '2027-01-07'], hora_inicio: '23:00', hora_fin: '01:00' }]), bar);
    expect(r).toEqual({
      ok: true,
      tipo: 'EXTRA',
      mes: '2027-01',
      fecha: '2027-01-07',
      fecha_fin: '2027-01-09',
      detalles: [
        { fecha: '2027-01-07', fecha_fin: '2027-01-08', hora_inicio: '23:00', hora_fin: '01:00', horas_solicitadas: 2, grupo_horario: 1 },
        { fecha: '2027-01-08', fecha_fin: '2027-01-09', hora_inicio: '23:00', hora_fin: '01:00', horas_solicitadas: 2, grupo_horario: 1 },
      ],
    });
  });

  it("says 'Complete la información' when dates or hours are missing", () => {
    expect(mensaje(validarSolicitudFiscalizacion(extra([]), bar))).toBe('Complete la información');
    const r = validarSolicitudFiscalizacion(extra([{ fechas: [], hora_inicio: '', hora_fin: '01:00' }]), bar);
    expect(mensaje(r)).toBe('Complete la información');
    expect(errores(r)).toMatchObject({ 'horarios.0.fechas': ['El campo es requerido'], 'horarios.0.hora_inicio': ['El campo es requerido'] });
  });

  it('requires cantidad_personas for live music', () => {
    const sin = validarSolicitudFiscalizacion({ tipo: 'VARIEDAD', horarios: [{ fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '01:00' }] }, bar);
    expect(mensaje(sin)).toBe('Complete la información');
    expect(errores(sin)).toMatchObject({ cantidad_personas: ['El campo es requerido'] });
    const cero = validarSolicitudFiscalizacion({ tipo: 'VARIEDAD', cantidad_personas: 0, horarios: [{ fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '01:00' }] }, bar);
    expect(mensaje(cero)).toBe('La cantidad de personas debe ser un número entero mayor que cero.');
  });

  it('refuses an unknown type', () => {
    expect(mensaje(validarSolicitudFiscalizacion({ tipo: 'OTRO', horarios: [{ fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '01:00' }] }, bar))).toBe(
      'El tipo de solicitud debe ser EXTRA o VARIEDAD.',
    );
  });

  it('refuses hours not offered for the type and hours not on the hour', () => {
    const r = validarSolicitudFiscalizacion(extra([{ fechas: ['2027-01-07'], hora_inicio: '20:00', hora_fin: '01:30' }]), bar);
    expect(errores(r)).toEqual({
      'horarios.0.hora_inicio': ['La hora 20:00 no está entre las horas permitidas para este tipo de establecimiento.'],
      'horarios.0.hora_fin': ['La hora debe ser una hora en punto (HH:00).'],
    });
  });

  it('keeps every date in the month of the first date', () => {
    const r = validarSolicitudFiscalizacion(extra([{ fechas: ['2027-01-28', '2027-02-04'], hora_inicio: '23:00', hora_fin: '01:00' }]), bar);
    expect(mensaje(r)).toBe('Todas las fechas deben ser del mismo mes que la primera fecha seleccionada.');
  });

  it('refuses a date twice, an invalid date and, when today is given, a past date', () => {
    const dos = validarSolicitudFiscalizacion(
      extra([
        { fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '01:00' },
        { fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '00:00' },
      ]),
      bar,
    );
    expect(mensaje(dos)).toBe('La fecha 2027-01-07 está repetida en la solicitud.');
    expect(mensaje(validarSolicitudFiscalizacion(extra([{ fechas: ['2027-02-30'], hora_inicio: '23:00', hora_fin: '01:00' }]), bar))).toBe(
      'La fecha debe tener el formato AAAA-MM-DD.',
    );
    expect(mensaje(validarSolicitudFiscalizacion(extra([{ fechas: ['2027-01-07'], hora_inicio: '23:00', hora_fin: '01:00' }]), { ...bar, hoy: '2027-01-10' }))).toBe(
      'La fecha 2027-01-07 ya pasó: solo pueden solicitarse fechas a partir de hoy.',
    );
  });

  it('EXTRA: only weekdays of the extraordinary schedule', () => {
    const r = validarSolicitudFiscalizacion(extra([{ fechas: ['2027-01-04'], hora_inicio: '23:00', hora_fin: '01:00' }]), bar);
    expect(mensaje(r)).toBe('El establecimiento no tiene horario extraordinario autorizado los lunes.');
  });

  it('VARIEDAD: any weekday, but only dates without an entry', () => {
    const musica = (fechas: string[]) => ({ tipo: 'VARIEDAD', cantidad_personas: 80, horarios: [{ fechas, hora_inicio: '23:00', hora_fin: '01:00' }] });
    expect(validarSolicitudFiscalizacion(musica(['2027-01-04']), bar).ok).toBe(true);
    const r = validarSolicitudFiscalizacion(musica(['2027-01-04']), { ...bar, fechasOcupadas: ['2027-01-04'] });
    expect(mensaje(r)).toBe('La fecha 2027-01-04 ya tiene una solicitud registrada para este establecimiento.');
  });

  it("types 1 and 4: 'No se permite el dia Domingo'", () => {
    const todos = { fechasOcupadas: [], horarioExtraordinario: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, hora_inicio: '23:00', hora_fin: '03:00' })) };
    for (const t of [1, 4] as const) {
      const r = validarSolicitudFiscalizacion(extra([{ fechas: ['2027-01-03'], hora_inicio: '23:00', hora_fin: '00:00' }]), { ...todos, tipoEstablecimiento: t });
      expect(mensaje(r)).toBe('No se permite el dia Domingo');
    }
  });

  it('type 3: Sunday not mixed with Monday–Saturday, Sunday 17:00–23:00, Monday–Saturday 23:00–03:00', () => {
    const rb: ContextoFiscalizacion = { tipoEstablecimiento: 3, horarioExtraordinario: horarioExtraordinarioPorDefecto(3), fechasOcupadas: [] };
    const mezcla = validarSolicitudFiscalizacion(extra([{ fechas: ['2027-01-02', '2027-01-03'], hora_inicio: '23:00', hora_fin: '01:00' }]), rb);
    expect(errores(mezcla)['horarios.0.fechas']).toEqual(['No se permite agregar domingo si selecciono un dia entre lunes y sabado']);
    expect(mensaje(mezcla)).toBe('No se permite agregar domingo si selecciono un dia entre lunes y sabado');
    expect(validarSolicitudFiscalizacion(extra([{ fechas: ['2027-01-03'], hora_inicio: '17:00', hora_fin: '23:00' }]), rb).ok).toBe(true);
    expect(mensaje(validarSolicitudFiscalizacion(extra([{ fechas: ['2027-01-03'], hora_inicio: '22:00', hora_fin: '01:00' }]), rb))).toBe(
      'El domingo el horario debe estar entre las 17:00 y las 23:00.',
    );
    expect(mensaje(validarSolicitudFiscalizacion(extra([{ fechas: ['2027-01-02'], hora_inicio: '20:00', hora_fin: '23:00' }]), rb))).toBe(
      'De lunes a sábado el horario debe estar entre las 23:00 y las 03:00.',
    );
    // Sunday and Saturday in separate rows, each in its window: accepted.
    const separadas = validarSolicitudFiscalizacion(
      extra([
        { fechas: ['2027-01-02'], hora_inicio: '23:00', hora_fin: '03:00' },
        { fechas: ['2027-01-03'], hora_inicio: '18:00', hora_fin: '22:00' },
      ]),
      rb,
    );
    expect(separadas.ok && separadas.detalles.map((d) => [d.fecha, d.horas_solicitadas, d.grupo_horario])).toEqual([
      ['2027-01-02', 4, 1],
      ['2027-01-03', 4, 2],
    ]);
  });
});

describe('copy to another month (spec 2 §5, §7)', () => {
  const detalles = [
    { fecha: '2027-01-07', hora_inicio: '23:00', hora_fin: '01:00', grupo_horario: 1 },
    { fecha: '2027-01-29', hora_inicio: '23:00', hora_fin: '01:00', grupo_horario: 1 },
    { fecha: '2027-01-08', hora_inicio: '23:00', hora_fin: '00:00', grupo_horario: 2 },
  ];
  it('needs a month', () => {
    expect(copiarAMes(detalles, '')).toEqual({ ok: false, mensaje: 'Debe seleccionar un mes al cual desea copiar las fechas' });
    expect(copiarAMes(detalles, null)).toEqual({ ok: false, mensaje: 'Debe seleccionar un mes al cual desea copiar las fechas' });
    expect(copiarAMes(detalles, '2027-13')).toEqual({ ok: false, mensaje: 'El mes debe tener el formato AAAA-MM.' });
    expect(copiarAMes(detalles, '2027-01')).toEqual({ ok: false, mensaje: 'Seleccione un mes distinto del de la solicitud que desea copiar.' });
  });
  it('moves each date to the same weekday and occurrence (2nd Friday → 2nd Friday); a missing fifth one is dropped', () => {
    expect(mismaOcurrencia('2027-01-07', '2027-02')).toBe('2027-02-04');
    expect(mismaOcurrencia('2027-01-29', '2027-02')).toBeNull();
    const r = copiarAMes(detalles, '2027-02');
    expect(r).toEqual({
      ok: true,
      horarios: [
        { fechas: ['2027-02-04'], hora_inicio: '23:00', hora_fin: '01:00' },
        { fechas: ['2027-02-12'], hora_inicio: '23:00', hora_fin: '00:00' },
      ],
      omitidas: ['2027-01-29'],
    });
    if (r.ok) for (const h of r.horarios) for (const f of h.fechas) expect([4, 5]).toContain(diaSemana(f));
  });
});

describe('statuses of a request (spec 2 §4, §9)', () => {
  const base = { estatus_fiscalizacion: 4, estatus_edo_cuenta: 4, estatus_pago: 4, firma_operador: 1, firma_fiscalizador: 1 };
  it('locks 3, 4, 10 and 14', () => {
    expect([1, 3, 4, 5, 10, 14].map(esBloqueada)).toEqual([false, true, true, false, true, true]);
  });
  it("offers 'Enviar a revisión' only with a signed document and an unlocked status", () => {
    expect(puedeEnviar({ estatus_fiscalizacion: 1, documento_firmado: null })).toBe(false);
    expect(puedeEnviar({ estatus_fiscalizacion: 1, documento_firmado: { id: 1 } })).toBe(true);
    expect(puedeEnviar({ estatus_fiscalizacion: 5, documento_firmado: { id: 1 } })).toBe(true);
    expect(puedeEnviar({ estatus_fiscalizacion: 10, documento_firmado: { id: 1 } })).toBe(false);
  });
  it('shows the certificate only with the three 4s and both signatures', () => {
    expect(constanciaVisible(base)).toBe(true);
    expect(constanciaVisible({ ...base, firma_fiscalizador: 0 })).toBe(false);
    expect(constanciaVisible({ ...base, estatus_pago: null })).toBe(false);
  });
  it('words the chip, hidden for 1 and 5', () => {
    expect(chipSolicitud(base)).toBe('Solicitud aprobada');
    expect(chipSolicitud({ ...base, firma_operador: 0 })).toBe('En proceso de aprobación');
    expect(chipSolicitud({ ...base, estatus_fiscalizacion: 10 })).toBe('En proceso de aprobación');
    expect(chipSolicitud({ ...base, estatus_fiscalizacion: 1 })).toBeNull();
    expect(chipSolicitud({ ...base, estatus_fiscalizacion: 5 })).toBeNull();
  });
  it("says 'Revisar' at 4 and offers payment at 4 or 14", () => {
    expect(etiquetaEditar(4)).toBe('Revisar');
    expect(etiquetaEditar(1)).toBe('Editar');
    expect([null, 4, 14, 2].map((e) => puedePagar({ estatus_edo_cuenta: e }))).toEqual([false, true, true, false]);
  });
});
