// What an operator reads of a request in Temporal's Web UI (the runner's current details and the
// timers' summaries, domain/tramite/detalles.ts), on real definitions of the registry.
import { describe, expect, it } from 'vitest';
import { TRAMITES } from '../../tramites';
import { detallesActuales, resumenInicial, resumenTemporizador } from '../detalles';
import { aplicar, camino } from './camino';
import { nuevoTramite } from '../maquina';

const licencia = TRAMITES.licencia;
const anuncio = TRAMITES.anuncio;
const EN_2026 = Date.UTC(2026, 5, 15, 17); // 15 June 2026, 12:00 in Chetumal
const sare = { tipoProceso: 2, tieneUsoSuelo: true, fechaLimitePago: '2026-01-31' };

describe('current details of a workflow (Temporal Web UI)', () => {
  it('the summary names the procedure and the folio; the details the taxpayer and the establishment', () => {
    const r = resumenInicial(licencia, { folio: 'SARE-2026-000017', contribuyente: 'ELENA GÓMEZ DÍAZ', rfc: 'GODE561231GR8', establecimiento: 'ABARROTES LA CEIBA', asunto: 'ABARROTES LA CEIBA' });
    expect(r.resumen).toBe('Licencia de funcionamiento · SARE-2026-000017');
    expect(r.detalles.split('\n')).toEqual([
      '**Trámite:** Licencia de funcionamiento',
      '**Folio:** SARE-2026-000017',
      '**Contribuyente:** ELENA GÓMEZ DÍAZ (GODE561231GR8)',
      '**Establecimiento:** ABARROTES LA CEIBA',
    ]);
    expect(resumenInicial(TRAMITES.giro, { folio: 'GIRO-2026-000003', contribuyente: 'ELENA GÓMEZ DÍAZ', rfc: 'GODE561231GR8', establecimiento: null, asunto: 'Taller de bicicletas' }).detalles).toContain(
      '**Asunto:** Taller de bicicletas',
    );
  });

  it('a staff step: the step, its area, the due date (Chetumal) and the task it waits for; escalated says so', () => {
    const s = aplicar(licencia, nuevoTramite(licencia, sare), { type: 'ENVIAR' });
    const venceAt = Date.UTC(2026, 5, 17, 20, 30); // 17/06/2026 15:30 in Chetumal
    const texto = detallesActuales(licencia, s, { tarea: { venceAt, escalada: false }, aviso: null, ahora: EN_2026 });
    expect(texto.split('\n')).toEqual([
      '**Paso:** Validación de datos',
      '**Área:** Coordinación SARE',
      '**Vence:** 17/06/2026 15:30',
      '**Espera:** la tarea «Validación de datos de la solicitud de licencia» del área Coordinación SARE',
    ]);
    expect(detallesActuales(licencia, s, { tarea: { venceAt, escalada: true }, aviso: null, ahora: EN_2026 })).toContain('(vencida; escalada a la jefatura del área)');
    expect(resumenTemporizador(licencia, s, { tarea: { venceAt, escalada: false }, aviso: null, ahora: EN_2026 }, venceAt)).toBe(
      'Vence la tarea «Validación de datos de la solicitud de licencia» del área Coordinación SARE: 17/06/2026 15:30',
    );
  });

  it('a payment: the taxpayer and the service; a deadline of its own with its words and date', () => {
    const s = aplicar(licencia, aplicar(licencia, nuevoTramite(licencia, { ...sare, fechaLimitePago: '2026-07-31' }), { type: 'ENVIAR' }), { type: 'APROBAR', paso: 'validacion_datos', revisorId: 1 });
    const texto = detallesActuales(licencia, s, { tarea: null, aviso: null, ahora: EN_2026 });
    expect(texto).toContain('**Paso:** Pago de anuencia');
    expect(texto).toContain('**Área:** el contribuyente');
    expect(texto).toContain('**Espera:** el pago del contribuyente: Anuencia de Protección Civil');
    expect(texto).toContain('**Plazos:** límite de pago sin recargo el 31/07/2026');
    expect(texto).not.toContain('**Vence:**');
  });

  it('an authorized sign permit waits for its year: «vigente hasta el 31/12/2026; aviso de renovación el 01/12/2026»', () => {
    const { fin } = camino(anuncio);
    const texto = detallesActuales(anuncio, fin, { tarea: null, aviso: null, ahora: EN_2026 });
    expect(texto).toContain('**Espera:** nada: el trámite terminó');
    expect(texto).toContain('**Plazos:** aviso de renovación el 01/12/2026; vigente hasta el 31/12/2026');
    expect(resumenTemporizador(anuncio, fin, { tarea: null, aviso: null, ahora: EN_2026 }, fin.context.plazos.aviso_vencimiento!)).toBe('Plazo: aviso de renovación el 01/12/2026');
    // after the notice, only the expiry is ahead
    expect(detallesActuales(anuncio, fin, { tarea: null, aviso: null, ahora: Date.UTC(2026, 11, 2) })).toContain('**Plazos:** vigente hasta el 31/12/2026');
  });

  it('an issued licence names its next reminder', () => {
    const { fin } = camino(licencia);
    const aviso = { clave: 'vencimiento:2026:12-01', tipo: 'vencimiento_licencia' as const, en: Date.UTC(2026, 11, 1, 14), encabezado: 'Su licencia de funcionamiento 2026 vence el 31 de diciembre', descripcion: '', link: null };
    const texto = detallesActuales(licencia, fin, { tarea: null, aviso, ahora: EN_2026 });
    expect(texto).toContain('**Paso:** ninguno');
    expect(texto).toContain('**Área:** ninguna');
    expect(texto).toContain('**Próximo aviso:** 01/12/2026 09:00: Su licencia de funcionamiento 2026 vence el 31 de diciembre');
    expect(resumenTemporizador(licencia, fin, { tarea: null, aviso, ahora: EN_2026 }, aviso.en)).toBe('Aviso: Su licencia de funcionamiento 2026 vence el 31 de diciembre (01/12/2026 09:00)');
  });
});
