// The lease forms' zod schemas (spec 3 §5.5, §8.2) and every message they give; the spec's strings verbatim.
import { describe, expect, it } from 'vitest';
import { ETIQUETA_PORCENTAJE, MSG_ARRENDAMIENTO as M } from './mensajes';
import { contratoArrendamientoSchema, solicitudArrendamientoSchema } from './schema';

/** The first message of each field (what the form and the API show). */
const mensajes = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries([...(r.error?.issues ?? [])].reverse().map((i) => [i.path.join('.'), i.message]));
const contrato = (x: Record<string, unknown> = {}) => ({ fecha_inicio: '2026-01-01', fecha_fin: '2027-12-31', renta_mes: '2500', ...x });

describe('MSG_ARRENDAMIENTO', () => {
  it('keeps the spec strings exactly (spec 3 §5.5, §8.2)', () => {
    expect(M.obligatorios).toBe('Por favor, llene todos los campos obligatorios.');
    expect(M.fechaInicio).toBe('La fecha de inicio es requerida');
    expect(M.fechaFin).toBe('La fecha final es requerida');
    expect(M.renta).toBe('El monto de renta mensual es requerido');
    expect(M.noEnviada).toBe('No se pudo enviar la solicitud.');
    expect(M.noArchivo).toBe('No se pudo guardar el archivo.');
    expect(M.actualizada).toBe('Solicitud actualizada exitosamente');
    expect(M.enviada).toBe('Solicitud enviada exitosamente');
    expect(ETIQUETA_PORCENTAJE).toBe('10% al ayuntamiento');
  });
  it('our own are Spanish sentences, none empty nor repeated', () => {
    const valores = Object.values(M);
    expect(new Set(valores).size).toBe(valores.length);
    for (const m of valores) expect(m).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].{8,}$/);
  });
});

describe('solicitudArrendamientoSchema', () => {
  it('takes ids as text (multipart) or numbers', () => {
    expect(solicitudArrendamientoSchema.parse({ establecimiento_id: '12', giro_id: 3 })).toEqual({ establecimiento_id: 12, giro_id: 3 });
  });
  it('asks for the establishment and the giro with their messages', () => {
    expect(mensajes(solicitudArrendamientoSchema.safeParse({}))).toEqual({ establecimiento_id: M.establecimiento, giro_id: M.giro });
    expect(mensajes(solicitudArrendamientoSchema.safeParse({ establecimiento_id: '', giro_id: '0' }))).toEqual({ establecimiento_id: M.establecimiento, giro_id: M.giro });
    expect(mensajes(solicitudArrendamientoSchema.safeParse({ establecimiento_id: 'x', giro_id: '1.5' }))).toEqual({ establecimiento_id: M.establecimiento, giro_id: M.giro });
  });
});

describe('contratoArrendamientoSchema', () => {
  it('accepts a whole contract, the lessee optional (RFC upper-cased)', () => {
    expect(contratoArrendamientoSchema.parse(contrato())).toMatchObject({ fecha_inicio: '2026-01-01', fecha_fin: '2027-12-31', renta_mes: '2500' });
    const c = contratoArrendamientoSchema.parse(contrato({ renta_mes: 1234.5, arrendatario_nombre: ' ROSA ', arrendatario_rfc: 'pepr800101ab1', arrendatario_correo: 'rosa@example.mx' }));
    expect(c).toMatchObject({ renta_mes: '1234.5', arrendatario_nombre: 'ROSA', arrendatario_rfc: 'PEPR800101AB1', arrendatario_correo: 'rosa@example.mx' });
    expect(contratoArrendamientoSchema.parse(contrato({ arrendatario_rfc: '', arrendatario_correo: '' }))).toMatchObject({ arrendatario_rfc: undefined, arrendatario_correo: undefined });
  });
  it('the required fields, each with the spec’s message', () => {
    expect(mensajes(contratoArrendamientoSchema.safeParse({}))).toEqual({ fecha_inicio: M.fechaInicio, fecha_fin: M.fechaFin, renta_mes: M.renta });
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ fecha_inicio: '' })))).toEqual({ fecha_inicio: M.fechaInicio });
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ fecha_fin: '  ' })))).toEqual({ fecha_fin: M.fechaFin });
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ renta_mes: '' })))).toEqual({ renta_mes: M.renta });
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ renta_mes: '0' })))).toEqual({ renta_mes: M.renta });
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ renta_mes: 0 })))).toEqual({ renta_mes: M.renta });
  });
  it('the formats: rent with up to 2 decimals, real dates, the end after the start, the lessee’s RFC and e-mail', () => {
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ renta_mes: '12.345' })))).toEqual({ renta_mes: M.rentaFormato });
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ renta_mes: '-5' })))).toEqual({ renta_mes: M.rentaFormato });
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ fecha_inicio: '2026-02-30' })))).toEqual({ fecha_inicio: M.fechaInvalida });
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ fecha_fin: '31/12/2027' })))).toEqual({ fecha_fin: M.fechaInvalida });
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ fecha_fin: '2026-01-01' })))).toEqual({ fecha_fin: M.fechasOrden });
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ arrendatario_rfc: 'XYZ' })))).toEqual({ arrendatario_rfc: M.rfcArrendatario });
    expect(mensajes(contratoArrendamientoSchema.safeParse(contrato({ arrendatario_correo: 'rosa@' })))).toEqual({ arrendatario_correo: M.correoArrendatario });
  });
});
