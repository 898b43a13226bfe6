// The printouts of spec 1 §7.4–7.5: each is generated from realistic data and read back with a
// real PDF text extractor (unpdf), so the assertions are about what a person sees in the file.
import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { SERVICIO } from '../../domain/tramite/servicios';
import { ANUENCIA, ESTADO_CUENTA, GENERADO_EN, LICENCIA_PERMANENTE, LICENCIA_PROVISIONAL, PREDIAL, RECIBO, SOLICITUD, USO_SUELO } from './ejemplos';
import { fechaHora, fechaLarga, moneda, sumar } from './formato';
import {
  generarAnuenciaPdf,
  generarEstadoCuentaPdf,
  generarLicenciaPdf,
  generarPredialPdf,
  generarReciboPdf,
  generarSolicitudPdf,
  generarUsoSueloPdf,
  nombreServicio,
  subtotalPredial,
  urlVerificacion,
} from './index';
import { definicionLicencia } from './licencia';
import { fuentesParseadasUnaVez } from './motor';

const opciones = { generadoEn: GENERADO_EN };

/** The text of every page, with runs of whitespace (line breaks inside a cell) as one space. */
async function texto(pdf: Buffer): Promise<{ texto: string; paginas: number }> {
  // pdf.js may detach the array it is given: hand it a copy.
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { texto: text.replace(/\s+/g, ' '), paginas: totalPages };
}

function esPdf(pdf: Buffer) {
  expect(Buffer.isBuffer(pdf)).toBe(true);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
}

describe('formato es-MX (America/Cancun)', () => {
  it('writes dates in the long Spanish form', () => {
    expect(fechaLarga(new Date('2026-11-22T17:00:00Z'))).toBe('22 de noviembre de 2026');
  });

  it('never shifts a calendar date by a day', () => {
    // '2026-11-22' parsed as UTC midnight would be 21 November, 19:00 in Chetumal.
    expect(fechaLarga('2026-11-22')).toBe('22 de noviembre de 2026');
    expect(fechaLarga('2026-12-31')).toBe('31 de diciembre de 2026');
  });

  it('shows instants in Chetumal time (UTC−5, no daylight saving)', () => {
    expect(fechaLarga('2026-11-23T03:30:00Z')).toBe('22 de noviembre de 2026');
    expect(fechaHora(new Date('2026-07-01T04:59:00Z'))).toBe('30 de junio de 2026, 23:59 h');
  });

  it('writes money in pesos with the MXN code', () => {
    expect(moneda(1234.5)).toBe('$1,234.50 MXN');
    expect(moneda(0)).toBe('$0.00 MXN');
    expect(moneda(1_250_000)).toBe('$1,250,000.00 MXN');
  });

  it('adds amounts in centavos', () => {
    expect(sumar([0.1, 0.2])).toBe(0.3);
    expect(sumar([1134.5, 100])).toBe(1234.5);
  });

  it('rejects an invalid date instead of printing "Invalid Date"', () => {
    expect(() => fechaLarga('ayer')).toThrow(RangeError);
  });
});

describe('motor', () => {
  it('parses the Roboto fonts once per process', () => {
    expect(fuentesParseadasUnaVez()).toBe(true);
  });

  it('builds documents concurrently without mixing them', async () => {
    const folios = ['LF-2026-000201', 'LF-2026-000202', 'LF-2026-000203', 'LF-2026-000204'];
    const pdfs = await Promise.all(folios.map((folio) => generarLicenciaPdf({ ...LICENCIA_PERMANENTE, folio }, opciones)));
    for (const [i, pdf] of pdfs.entries()) {
      esPdf(pdf);
      const { texto: t } = await texto(pdf);
      expect(t).toContain(folios[i]);
      for (const otro of folios.filter((_, j) => j !== i)) expect(t).not.toContain(otro);
    }
  });
});

describe('letterhead and footer', () => {
  it('prints the municipality, the area, the city, the title, page numbers and the generation date', async () => {
    const { texto: t } = await texto(await generarReciboPdf(RECIBO, opciones));
    expect(t).toContain('H. Ayuntamiento de Othón P. Blanco');
    expect(t).toContain('Tesorería Municipal · Dirección de Ingresos');
    expect(t).toContain('Chetumal, Quintana Roo');
    expect(t).toContain('RECIBO DE PAGO');
    expect(t).toContain('Página 1 de 1');
    expect(t).toContain('Generado el 22 de noviembre de 2026, 11:05 h (hora de Chetumal)');
  });

  it('repeats on every page of a long document', async () => {
    const documentos = Array.from({ length: 70 }, (_, i) => ({ nombre: `Documento anexo ${i + 1}`, fecha: '2026-11-18T15:12:00Z' }));
    const pdf = await generarSolicitudPdf({ ...SOLICITUD, documentos }, opciones);
    const { texto: t, paginas } = await texto(pdf);
    expect(paginas).toBeGreaterThan(2);
    expect(t).toContain(`Página ${paginas} de ${paginas}`);
    expect(t.split('SOLICITUD DE LICENCIA DE FUNCIONAMIENTO').length - 1).toBe(paginas);
    expect(t).toContain('Documento anexo 70');
  });
});

describe('Licencia de Funcionamiento (spec 1 §3, §7.4)', () => {
  it('permanent: folio, year, establishment, holder, validity, signatures and verification URL', async () => {
    const pdf = await generarLicenciaPdf(LICENCIA_PERMANENTE, opciones);
    esPdf(pdf);
    const { texto: t, paginas } = await texto(pdf);
    expect(paginas).toBe(1);
    expect(t).toContain('LICENCIA DE FUNCIONAMIENTO');
    expect(t).toContain('LF-2026-000123');
    expect(t).toContain('Ejercicio 2026');
    expect(t).toContain('Abarrotes La Bahía');
    expect(t).toContain('OPB-2026-004512');
    expect(t).toContain('Av. Álvaro Obregón 245');
    expect(t).toContain('04010010230150001');
    expect(t).toContain('Tienda de abarrotes, misceláneas y ultramarinos');
    expect(t).toContain('Venta de agua purificada; Recargas telefónicas y pago de servicios');
    expect(t).toContain('86.5 m²');
    expect(t).toContain('Diana Elena González Esquivel');
    expect(t).toContain('GODE561231GR8');
    expect(t).toContain('SARE (Sistema de Apertura Rápida de Empresas)');
    expect(t).toContain('Del 22 de noviembre de 2026 al 31 de diciembre de 2026');
    expect(t).toContain('C.P. Jorge Armando Canul Pech Dirección de Ingresos');
    expect(t).toContain('Mtra. Lucía Fernanda Chan Uc Tesorera Municipal');
    expect(t).toContain('https://ventanilla.opb.gob.mx/verificar/LF-2026-000123-9C41E07B5D2A8F3361B0C4E7A2D95F18');
    expect(t).not.toMatch(/provisional/i);
  });

  it('under each signer, the office when no title is given: never "Tesorero" above a woman\'s name', async () => {
    const firmas = { directorIngresos: 'C.P. Jorge Armando Canul Pech', tesorero: 'Mtra. Lucía Fernanda Chan Uc' };
    const { texto: t } = await texto(await generarLicenciaPdf({ ...LICENCIA_PERMANENTE, firmas }, opciones));
    expect(t).toContain('Mtra. Lucía Fernanda Chan Uc Tesorería Municipal');
    expect(t).toContain('C.P. Jorge Armando Canul Pech Dirección de Ingresos');
    expect(t).not.toMatch(/Tesorero|Director de/);
  });

  it('provisional: says so clearly and carries no signatures', async () => {
    const { texto: t } = await texto(await generarLicenciaPdf(LICENCIA_PROVISIONAL, opciones));
    expect(t).toContain('LICENCIA DE FUNCIONAMIENTO PROVISIONAL');
    expect(t).toContain('LICENCIA PROVISIONAL');
    expect(t).toContain('Este documento es provisional');
    expect(t).toContain('Tipo de licencia Provisional');
    expect(t).toContain('Licencias de Funcionamiento');
    expect(t).toContain('Servicios Turísticos del Caribe Sur, S.A. de C.V.');
    expect(t).toContain('Del 5 de marzo de 2026 al 31 de diciembre de 2026');
    expect(t).toContain('https://ventanilla.opb.gob.mx/verificar/LF-2026-000124-07D3B9E15A6C42F8E1B93A0D6C5F7E24');
    expect(t).not.toContain(LICENCIA_PERMANENTE.firmas.directorIngresos);
    expect(t).not.toContain('Firma');
    expect(definicionLicencia(LICENCIA_PROVISIONAL).watermark).toMatchObject({ text: 'PROVISIONAL' });
  });

  it('encodes the verification URL, with the signed code and not the bare folio, in a QR code', () => {
    const definicion = JSON.stringify(definicionLicencia(LICENCIA_PERMANENTE, opciones).content);
    expect(definicion).toContain('"qr":"https://ventanilla.opb.gob.mx/verificar/LF-2026-000123-9C41E07B5D2A8F3361B0C4E7A2D95F18"');
    expect(definicion).not.toContain('"qr":"https://ventanilla.opb.gob.mx/verificar/LF-2026-000123"');
  });

  it('builds the verification URL from the public URL and the code', () => {
    expect(urlVerificacion('https://ventanilla.opb.gob.mx/', 'LF-2026-000123-9C41E07B5D2A8F3361B0C4E7A2D95F18')).toBe('https://ventanilla.opb.gob.mx/verificar/LF-2026-000123-9C41E07B5D2A8F3361B0C4E7A2D95F18');
    expect(urlVerificacion('http://localhost:3000', 'LF 1/2')).toBe('http://localhost:3000/verificar/LF%201%2F2');
  });

  it('sets the document metadata', async () => {
    const { info } = await getMeta(new Uint8Array(await generarLicenciaPdf(LICENCIA_PERMANENTE, opciones)));
    expect(info.Title).toBe('Licencia de Funcionamiento LF-2026-000123');
    expect(info.Author).toBe('Municipio de Othón P. Blanco');
    expect(info.Keywords).toContain('LF-2026-000123');
  });
});

describe('Solicitud impresa (spec 1 §4.3, §7.4)', () => {
  it('prints the captured data, the attached documents with their dates, the status and the folio', async () => {
    const pdf = await generarSolicitudPdf(SOLICITUD, opciones);
    esPdf(pdf);
    const { texto: t } = await texto(pdf);
    expect(t).toContain('SOL-2026-000987');
    expect(t).toContain('Enviada a revisión');
    expect(t).toContain('20 de noviembre de 2026');
    expect(t).toContain('GOED561231MQRNSN09');
    expect(t).toContain('diana.gonzalez@example.com');
    expect(t).toContain('Abarrotes La Bahía');
    expect(t).toContain('Arrendado');
    expect(t).toContain('Cajones de estacionamiento 2');
    expect(t).toContain('$185,000.00 MXN');
    expect(t).toContain('Fecha de alta en Hacienda 1 de octubre de 2026');
    expect(t).toContain('Constancia de situación fiscal (SAT) 18/11/2026 10:12');
    expect(t).toContain('Contrato de arrendamiento 18/11/2026 10:14');
    expect(t).toContain('Comprobante de pago de predial 19/11/2026 12:40');
    expect(t).toContain('Declaro bajo protesta de decir verdad');
  });
});

describe('Anuencia de Protección Civil (spec 1 §3, §7.4)', () => {
  it('prints periodo, folio, establishment and approval date', async () => {
    const pdf = await generarAnuenciaPdf(ANUENCIA, opciones);
    esPdf(pdf);
    const { texto: t } = await texto(pdf);
    expect(t).toContain('ANUENCIA DE PROTECCIÓN CIVIL');
    expect(t).toContain('Coordinación Municipal de Protección Civil');
    expect(t).toContain('APC-2026-000311');
    expect(t).toContain('Periodo 2026');
    expect(t).toContain('Fecha de aprobación 21 de noviembre de 2026');
    expect(t).toContain('Abarrotes La Bahía');
    expect(t).toContain('04010010230150001');
    expect(t).toContain('Ing. Raúl Enrique Poot Dzib');
  });
});

describe('Constancia de uso de suelo (spec 1 §3, §7.4)', () => {
  it('prints folio, giro, address, surface, date and the resolution Compatible', async () => {
    const pdf = await generarUsoSueloPdf(USO_SUELO, opciones);
    esPdf(pdf);
    const { texto: t } = await texto(pdf);
    expect(t).toContain('CONSTANCIA DE USO DE SUELO');
    expect(t).toContain('CUS-2026-000078');
    expect(t).toContain('Giro Tienda de abarrotes, misceláneas y ultramarinos');
    expect(t).toContain('Av. Álvaro Obregón 245');
    expect(t).toContain('Superficie 86.5 m²');
    expect(t).toContain('19 de noviembre de 2026');
    expect(t).toContain('Resolución Compatible');
    expect(t).toContain('COMPATIBLE');
  });
});

describe('Estado de cuenta (spec 1 §7.5, §9)', () => {
  it('prints service, folio, concepts, total, due date and reference', async () => {
    const pdf = await generarEstadoCuentaPdf(ESTADO_CUENTA, opciones);
    esPdf(pdf);
    const { texto: t } = await texto(pdf);
    expect(t).toContain('ESTADO DE CUENTA');
    expect(t).toContain('1750 · Recolección de residuos sólidos');
    expect(t).toContain('EC-1750-2026-004421');
    expect(t).toContain('RS-01 Recolección de residuos sólidos no peligrosos, ejercicio 2026 $1,134.50 MXN');
    expect(t).toContain('RS-02 Actualización y recargos $100.00 MXN');
    expect(t).toContain('Total a pagar $1,234.50 MXN');
    expect(t).toContain('30 de noviembre de 2026');
    expect(t).toContain('1750040100123420261130');
  });

  it('names every payable service of spec 1 §9', async () => {
    const nombres: Record<number, string> = {
      1750: 'Recolección de residuos sólidos',
      1751: 'Licencia de bebidas alcohólicas',
      1752: 'Anuencia de Protección Civil',
      1753: 'Pago extemporáneo',
      1754: 'Horario extraordinario',
      1755: 'Constancia de uso de suelo',
      1756: 'Anuncios',
      1757: 'Dictamen de torres y antenas',
      1758: 'Dictamen de anuncios espectaculares',
      1759: 'Participación municipal por arrendamiento de local',
      1760: 'Cesión de derechos de local de mercado',
    };
    for (const id of Object.values(SERVICIO)) {
      expect(nombreServicio(id)).toBe(`${id} · ${nombres[id]}`);
    }
    const { texto: t } = await texto(await generarEstadoCuentaPdf({ ...ESTADO_CUENTA, servicioId: 1756 }, opciones));
    expect(t).toContain('1756 · Anuncios');
  });
});

describe('Recibo de pago (spec 1 §7.5)', () => {
  it('prints payment folio, authorisation, service, concepts, total, date and time, and the medium', async () => {
    const pdf = await generarReciboPdf(RECIBO, opciones);
    esPdf(pdf);
    const { texto: t } = await texto(pdf);
    expect(t).toContain('PL-2026-118204');
    expect(t).toContain('Autorización 083512');
    expect(t).toContain('Servicio 1752 · Anuencia de Protección Civil');
    expect(t).toContain('Medio de pago Pago en línea');
    expect(t).toContain('Fecha de pago 22 de noviembre de 2026');
    expect(t).toContain('14:47 h');
    expect(t).toContain('Anuencia de Protección Civil, ejercicio 2026 $650.00 MXN');
    expect(t).toContain('Total pagado $650.00 MXN');
    expect(t).toContain('EC-1752-2026-000915');
  });
});

describe('Estado de cuenta del impuesto predial', () => {
  it('prints the key, each year owed with its amounts, and the total', async () => {
    const pdf = await generarPredialPdf(PREDIAL, opciones);
    esPdf(pdf);
    const { texto: t } = await texto(pdf);
    expect(t).toContain('ESTADO DE CUENTA DEL IMPUESTO PREDIAL');
    expect(t).toContain('04010010230150001');
    expect(t).toContain('2024 $980.40 MXN $152.35 MXN $0.00 MXN $1,132.75 MXN');
    expect(t).toContain('2025 $1,012.10 MXN $61.20 MXN $0.00 MXN $1,073.30 MXN');
    expect(t).toContain('2026 $1,045.75 MXN $0.00 MXN $104.58 MXN $941.17 MXN');
    expect(t).toContain('Total a pagar: $3,147.22 MXN');
    expect(t).toContain('31 de diciembre de 2026');
  });

  it('computes each year as tax + surcharges − discount', () => {
    expect(subtotalPredial({ anio: 2026, impuesto: 1045.75, descuento: 104.58 })).toBe(941.17);
    expect(subtotalPredial({ anio: 2024, impuesto: 980.4, recargos: 152.35 })).toBe(1132.75);
  });

  it('says so when nothing is owed', async () => {
    const { texto: t } = await texto(await generarPredialPdf({ ...PREDIAL, adeudos: [] }, opciones));
    expect(t).toContain('El predio no tiene adeudos de impuesto predial.');
    expect(t).toContain('$0.00 MXN');
  });
});
