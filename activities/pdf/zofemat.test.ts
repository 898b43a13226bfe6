// The Zofemat fine printouts (spec 1 §2.6 Zofemat actions), read back with a real PDF text
// extractor (unpdf): what a person sees in the file.
import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { GENERADO_EN } from './ejemplos';
import { definicionFormatoPagoMulta, generarCitatorioMultaPdf, generarFormatoPagoMultaPdf, type MultaZofematPdf } from './zofemat';

const opciones = { generadoEn: GENERADO_EN };

const MULTA: MultaZofematPdf = {
  expedientes: [{ numExpediente: 'ZF-OPB-2019-0231', concesionario: 'POSADA COSTA MAYA MAHAHUAL S.A. DE C.V.', superficieM2: 412.5 }],
  titular: { nombre: 'Juana Pérez Caamal', rfc: 'PECJ800101AB1' },
  establecimiento: {
    nombreComercial: 'Hotel Arrecife',
    clave: 'OPB-000123',
    domicilio: 'Av. Costera 12, Mahahual',
    claveCatastral: '04106001004002000',
    giroPrincipal: 'HOTEL',
    actividadesSecundarias: [],
    superficieM2: 240,
  },
  fechaEmision: '2026-11-22',
};

async function texto(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

function esPdf(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
}

describe('Formato de pago de multa de Zona Federal (spec 1 §2.6)', () => {
  it('names the file, its holder and surface, the taxpayer, the establishment and the reference', async () => {
    const pdf = await generarFormatoPagoMultaPdf(MULTA, opciones);
    esPdf(pdf);
    const t = await texto(pdf);
    expect(t).toContain('FORMATO DE PAGO DE MULTA DE ZONA FEDERAL');
    expect(t).toContain('Zona Federal Marítimo Terrestre (Zofemat)');
    expect(t).toContain('Debe pagar tus impuestos de Zona Federal.');
    expect(t).toContain('Referencia de pago: ZF-OPB-2019-0231');
    expect(t).toContain('POSADA COSTA MAYA MAHAHUAL S.A. DE C.V.');
    expect(t).toContain('412.5 m²');
    expect(t).toContain('Pendiente de pago');
    expect(t).toContain('PECJ800101AB1');
    expect(t).toContain('Hotel Arrecife');
    expect(t).toContain('04106001004002000');
    expect(t).toContain('22 de noviembre de 2026');
    // No amount is invented: the office assesses the fine at its window.
    expect(t).not.toMatch(/\$\s?\d/);
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info.Title).toBe('Formato de pago de multa de Zona Federal ZF-OPB-2019-0231');
  });

  it('lists every file with duties owed and refuses a format without any', async () => {
    const dos = { ...MULTA, expedientes: [...MULTA.expedientes, { numExpediente: 'ZF-OPB-2020-0007', concesionario: '', superficieM2: 80 }] };
    const t = await texto(await generarFormatoPagoMultaPdf(dos, opciones));
    expect(t).toContain('ZF-OPB-2019-0231, ZF-OPB-2020-0007');
    expect(t).toContain('80 m²');
    expect(() => definicionFormatoPagoMulta({ ...MULTA, expedientes: [] })).toThrow(RangeError);
  });
});

describe('Citatorio de multa de Zona Federal (spec 1 §2.6)', () => {
  it('summons the holder by name to the Zofemat office within five business days', async () => {
    const pdf = await generarCitatorioMultaPdf(MULTA, opciones);
    esPdf(pdf);
    const t = await texto(pdf);
    expect(t).toContain('CITATORIO DE MULTA DE ZONA FEDERAL');
    expect(t).toContain('C. Juana Pérez Caamal');
    expect(t).toContain('se le cita a comparecer');
    expect(t).toContain('cinco días hábiles');
    expect(t).toContain('ZF-OPB-2019-0231');
    expect(t).toContain('Hotel Arrecife');
  });
});
