// The three property-tax statements (total, desglosado, agrupado), read back with a real PDF text
// extractor: what a person sees agrees with the domain's calculation.
import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { aPesos, calcularEstadoCuenta, type CuentaPredial } from '../../domain/predial/cuenta';
import { GENERADO_EN } from './ejemplos';
import { moneda } from './formato';
import { generarEdoCuentaPredialPdf } from './index';
import { MSG_SIN_ADEUDO_PDF, rangoBimestres } from './predial-edo-cuenta';
import { CUENTA_EJEMPLO, edoCuentaEjemplo, edoCuentaLargo, HOY_PREDIAL, TARIFA_EJEMPLO } from './predial-ejemplos';

const opciones = { generadoEn: GENERADO_EN };

async function texto(pdf: Buffer): Promise<{ texto: string; paginas: number }> {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { texto: text.replace(/\s+/g, ' '), paginas: totalPages };
}

const pesos = (c: number) => moneda(c / 100);
/** table cells print amounts without ' MXN' (the section heading says the currency) */
const celda = (c: number) => pesos(c).replace(' MXN', '');

describe('Estado de cuenta del impuesto predial (total, desglosado, agrupado)', () => {
  const ejemplo = edoCuentaEjemplo('total');
  const { calculo } = ejemplo;

  it('the example owes 2023–2026 and the total is the sum of the rows', () => {
    expect(calculo.porAnio.map((a) => a.anio)).toEqual([2023, 2024, 2025, 2026]);
    expect(calculo.total).toBe(calculo.renglones.reduce((s, r) => s + r.subtotal, 0));
  });

  it('total: one row per year with the bimesters owed', async () => {
    const pdf = await generarEdoCuentaPredialPdf(ejemplo, opciones);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { texto: t, paginas } = await texto(pdf);
    expect(paginas).toBe(1);
    expect(t).toContain('ADEUDOS — TOTAL POR EJERCICIO');
    for (const a of calculo.porAnio) expect(t).toContain(`${a.anio} 1–6 ${celda(a.subtotal)}`);
    expect(t).toContain('(IMPORTES EN PESOS, MXN)');
    expect(t).toContain(`Total a pagar: ${pesos(calculo.total)}`);
    expect(t).toContain('Clave catastral 04001001014018000');
    expect(t).toContain('Propietario Leticia Dzib Herrera');
    expect(t).toContain('Último pago 10 de enero de 2022, ejercicio 2022, bimestre 6 (folio PRED-2022-001014)');
    expect(t).toContain('Tasa: 2.00 al millar. Recargos: 1.47 % mensual');
    const meta = await getMeta(new Uint8Array(pdf));
    expect(meta.info.Title).toBe('Estado de cuenta del impuesto predial 04001001014018000');
  });

  it('desglosado: every bimester with its due date, base, tax, surcharges and discount', async () => {
    const { texto: t } = await texto(await generarEdoCuentaPredialPdf(edoCuentaEjemplo('desglosado'), opciones));
    expect(t).toContain('ADEUDOS — DESGLOSE POR BIMESTRE');
    expect(t).toContain('Ejercicio Bim. Vencimiento Valor catastral Impuesto Recargos Descuento Subtotal');
    const r = calculo.renglones[0];
    expect(r).toBeDefined();
    expect(t).toContain('17/02/2023');
    expect(t).toContain(celda(r?.recargos ?? 0));
    expect(t).toContain('17/12/2023 $562,000.00 $187.33');
    const s = calculo.renglones.reduce((a, x) => ({ i: a.i + x.impuesto, r: a.r + x.recargos }), { i: 0, r: 0 });
    expect(t).toContain(`Suma ${celda(s.i)} ${celda(s.r)} ${celda(0)} ${celda(calculo.total)}`);
  });

  it('agrupado: per year, tax / surcharges / discounts columns and the total row', async () => {
    const { texto: t } = await texto(await generarEdoCuentaPredialPdf(edoCuentaEjemplo('agrupado'), opciones));
    expect(t).toContain('Ejercicio Impuesto Recargos Descuentos Subtotal');
    for (const a of calculo.porAnio) expect(t).toContain(`${a.anio} ${celda(a.impuesto)} ${celda(a.recargos)} ${celda(a.descuento)} ${celda(a.subtotal)}`);
    const imp = calculo.porAnio.reduce((x, a) => x + a.impuesto, 0);
    const rec = calculo.porAnio.reduce((x, a) => x + a.recargos, 0);
    expect(t).toContain(`Total ${celda(imp)} ${celda(rec)} $0.00 ${celda(calculo.total)}`);
  });

  it('the January discount shows as a negative amount', async () => {
    const enero = new Date('2026-01-12T17:00:00Z');
    const c: CuentaPredial = { ...CUENTA_EJEMPLO, pagos: CUENTA_EJEMPLO.pagos.concat() };
    const calc = calcularEstadoCuenta(c, TARIFA_EJEMPLO, enero, { yearInicio: 2026 });
    const { texto: t } = await texto(await generarEdoCuentaPredialPdf({ modo: 'agrupado', cuenta: c, calculo: calc, fechaEmision: enero }, opciones));
    const a = calc.porAnio[0];
    expect(a?.descuento).toBeGreaterThan(0);
    expect(t).toContain(`−${celda(a?.descuento ?? 0)}`);
    expect(t).toContain('Periodo consultado 2026');
  });

  it('a paid-up key prints that it owes nothing', async () => {
    const c: CuentaPredial = { ...CUENTA_EJEMPLO, pagos: [] };
    const pagada = { ...c, pagos: Array.from({ length: 17 * 6 }, (_, i) => ({ anio: 2010 + Math.floor(i / 6), bimestre: ((i % 6) + 1) as 1, fecha: '2026-01-10', folio: 'F', importe: '1.00' })) };
    const calc = calcularEstadoCuenta(pagada, TARIFA_EJEMPLO, HOY_PREDIAL);
    const { texto: t } = await texto(await generarEdoCuentaPredialPdf({ modo: 'desglosado', cuenta: pagada, calculo: calc, fechaEmision: HOY_PREDIAL }, opciones));
    expect(t).toContain(MSG_SIN_ADEUDO_PDF);
    expect(t).toContain('Total a pagar: $0.00 MXN');
  });

  it('an agreement marks its bimesters and credits its paid instalments', async () => {
    const firmado = calcularEstadoCuenta(CUENTA_EJEMPLO, TARIFA_EJEMPLO, new Date('2025-10-15T17:00:00Z'));
    const c: CuentaPredial = { ...CUENTA_EJEMPLO, convenio: { folio: 'CP-2025-0007', parcialidades: 2, fecha: '2025-10-15', monto_total: aPesos(firmado.total), pagadas: 1 } };
    const calc = calcularEstadoCuenta(c, TARIFA_EJEMPLO, HOY_PREDIAL);
    const { texto: t } = await texto(await generarEdoCuentaPredialPdf({ modo: 'desglosado', cuenta: c, calculo: calc, fechaEmision: HOY_PREDIAL }, opciones));
    expect(t).toContain('2023 *');
    expect(t).toContain('* Bimestres incluidos en el convenio CP-2025-0007: 1 de 2 parcialidades pagadas');
    expect(t).toContain(`Abonos del convenio CP-2025-0007: −${pesos(Math.round(firmado.total / 2))}`);
    expect(t).toContain(`Total a pagar: ${pesos(calc.total)}`);
  });

  it('a 500-bimester statement renders, page after page, with the header repeated', async () => {
    const t0 = performance.now();
    const pdf = await generarEdoCuentaPredialPdf(edoCuentaLargo(500), opciones);
    const ms = performance.now() - t0;
    const { texto: t, paginas } = await texto(pdf);
    expect(paginas).toBeGreaterThan(3);
    expect(t.split('Ejercicio Bim. Vencimiento').length - 1).toBe(paginas);
    // the bench measures it (< 1 s warm); a test on a busy machine only guards against a blow-up
    expect(ms).toBeLessThan(20_000);
  });

  it('rangoBimestres', () => {
    expect(rangoBimestres([1, 2, 3, 4, 5, 6])).toBe('1–6');
    expect(rangoBimestres([4])).toBe('4');
    expect(rangoBimestres([5, 1, 3])).toBe('1, 3, 5');
  });
});
