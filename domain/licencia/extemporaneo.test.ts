// spec 1 §4.8: the late-payment deadline, said before the request is sent and where the surcharge shows.
import { describe, expect, it } from 'vitest';
import { AVISO_EXTEMPORANEO_DIAS, avisoExtemporaneo, fechaLimiteEnvio, reglaPlazo, textoPlazo, textoPlazoVencido } from './extemporaneo';
import { fechaLimitePago } from './reglas';
import { conceptosDe } from './tarifas';
import { SERVICIO } from '../tramite/servicios';

describe('avisoExtemporaneo (spec 1 §4.8)', () => {
  const alta = '2026-01-15';
  const limite = fechaLimitePago({ fecha_alta_hacienda: alta });

  it('a deadline already passed: the surcharge will be added, naming the date and where it comes from', () => {
    const a = avisoExtemporaneo({ fechaLimite: limite, fechaAltaHacienda: alta, hoy: '2026-03-01' });
    expect(limite).toBe('2026-02-14');
    expect(a).toMatchObject({ estado: 'vencido', fechaLimite: '2026-02-14', titulo: 'Se cobrará el pago extemporáneo' });
    expect(a?.mensaje).toBe(
      'El plazo para pagar sin recargo venció el 14 de febrero de 2026, al cumplirse los 30 días posteriores a su fecha de alta en Hacienda (15 de enero de 2026). Al enviar su solicitud se agregará el pago extemporáneo a sus estados de cuenta, después de los demás pagos.',
    );
  });

  it('a deadline within the next days warns with how many are left; the deadline day itself is still on time', () => {
    expect(avisoExtemporaneo({ fechaLimite: limite, fechaAltaHacienda: alta, hoy: '2026-02-04' })).toMatchObject({ estado: 'proximo', dias: 10, titulo: 'El plazo para pagar sin recargo vence en 10 días' });
    expect(avisoExtemporaneo({ fechaLimite: limite, hoy: '2026-02-13' })?.titulo).toBe('El plazo para pagar sin recargo vence mañana');
    expect(avisoExtemporaneo({ fechaLimite: limite, hoy: '2026-02-14' })).toMatchObject({ estado: 'proximo', dias: 0, titulo: 'El plazo para pagar sin recargo vence hoy' });
    expect(avisoExtemporaneo({ fechaLimite: limite, hoy: '2026-02-14' })?.mensaje).toContain('Vence el 14 de febrero de 2026');
  });

  it('far from the deadline, or without one, says nothing', () => {
    expect(avisoExtemporaneo({ fechaLimite: limite, hoy: '2026-01-20' })).toBeNull();
    expect(avisoExtemporaneo({ fechaLimite: '2026-02-14', hoy: `2026-01-${String(30 - AVISO_EXTEMPORANEO_DIAS).padStart(2, '0')}` })).toBeNull();
    expect(avisoExtemporaneo({ fechaLimite: null, hoy: '2026-03-01' })).toBeNull();
  });

  it('a renewal names its cut-off, not the SAT date', () => {
    const r = avisoExtemporaneo({ fechaLimite: '2025-05-01', renovacion: true, fechaAltaHacienda: alta, hoy: '2026-01-10' });
    expect(r?.mensaje).toContain('venció el 1 de mayo de 2025, al cumplirse la fecha de corte de la renovación.');
    expect(reglaPlazo({ fechaLimite: '2025-05-01', renovacion: true })).toBe('la fecha de corte de la renovación');
  });

  it('the sentence the statement and the card show', () => {
    expect(textoPlazo({ fechaLimite: limite, fechaAltaHacienda: alta })).toBe(
      'El plazo para pagar sin recargo vence el 14 de febrero de 2026, al cumplirse los 30 días posteriores a su fecha de alta en Hacienda (15 de enero de 2026).',
    );
    expect(textoPlazo({ fechaLimite: null })).toBeNull();
    // Without the SAT date at hand, it is the deadline less 30 days.
    expect(textoPlazoVencido({ fechaLimite: limite })).toBe(
      'El plazo para pagar sin recargo venció el 14 de febrero de 2026, al cumplirse los 30 días posteriores a su fecha de alta en Hacienda (15 de enero de 2026).',
    );
    expect(textoPlazoVencido({ fechaLimite: '2025-05-01', renovacion: true })).toBe('El plazo para pagar sin recargo venció el 1 de mayo de 2025, al cumplirse la fecha de corte de la renovación.');
  });
});

describe('fechaLimiteEnvio', () => {
  it('the form’s SAT date decides; without one, the stored deadline', () => {
    expect(fechaLimiteEnvio('2026-01-15', '2025-12-01')).toBe('2026-02-14');
    expect(fechaLimiteEnvio('', '2025-12-01')).toBe('2025-12-01');
    expect(fechaLimiteEnvio(undefined, null)).toBeNull();
  });
});

describe('the late fee’s statement line (spec 1 §4.8)', () => {
  it('names the deadline that passed', () => {
    const datos = { superficieM2: 50, riesgo: 'bajo' as const, mesPagoResiduos: '01' };
    expect(conceptosDe(SERVICIO.EXTEMPORANEO, { ...datos, plazoVencido: '2026-02-14' }).conceptos[0].concepto).toBe('Recargo por pago extemporáneo de derechos (plazo vencido el 14 de febrero de 2026)');
    expect(conceptosDe(SERVICIO.EXTEMPORANEO, datos).conceptos[0].concepto).toBe('Recargo por pago extemporáneo de derechos');
  });
});
