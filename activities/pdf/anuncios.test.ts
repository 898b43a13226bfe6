// The printouts of signs (spec 3 §2.2–2.3, §7.1–7.2), read back with a real PDF text extractor.
import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { definicionFormatoAutorizacionAnuncio, formatoAutorizacionAnuncioPdf, solicitudAnuncioPdf, type DatosPdfAnuncio } from './anuncios';
import { GENERADO_EN } from './ejemplos';

const opciones = { generadoEn: GENERADO_EN };
const URL_VERIFICAR = 'https://ventanilla.opb.gob.mx/verificar/ANU-2026-000123-4F2A9C';

const DATOS: DatosPdfAnuncio = {
  folio: 'ANU-2026-000123',
  tipo: 'establecimiento',
  contribuyente: { nombre: 'ROBERTO CHAN POOT', rfc: 'CAPR750505XY2' },
  establecimiento: { nombre: 'TACOS EL GÜERO', clave: 'OPB-2026-000777' },
  claveCatastral: '12345678901234567',
  domicilio: 'Av. Héroes 120, Centro, C.P. 77000, Chetumal',
  anio: 2026,
  estatus: 1,
  fechaSolicitud: '2026-11-20T16:00:00Z',
  fechaAutorizacion: null,
  importe: null,
  folioPago: null,
  anuncios: [
    {
      tipo: 'Anuncio autosoportado',
      material: 'Lámina',
      formaInstalacion: 'Estructura sobre banqueta',
      iluminado: true,
      contenido: 'TACOS Y TORTAS',
      temporal: false,
      fechaInicio: null,
      fechaFin: null,
      filas: [{ tipo: 'Anuncio autosoportado', largo: '3.00', ancho: '2.00', caras: 2, pieza: null, mes: null, dia: null }],
    },
    {
      tipo: 'Manta o lona',
      material: 'Lona',
      formaInstalacion: 'Amarrada',
      iluminado: false,
      contenido: 'PROMOCIÓN',
      temporal: true,
      fechaInicio: '2026-12-01',
      fechaFin: '2026-12-20',
      filas: [{ tipo: 'Manta o lona', largo: '2.00', ancho: '1.00', caras: 1, pieza: 2, mes: 1, dia: null }],
    },
  ],
  verificacionUrl: URL_VERIFICAR,
};

async function texto(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('printed request (printRequest)', { timeout: 30_000 }, () => {
  it('prints the taxpayer, establishment, property, each sign and its rows, and a signature line', async () => {
    const pdf = await solicitudAnuncioPdf(DATOS, opciones);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const t = await texto(pdf);
    expect(t).toContain('SOLICITUD DE ANUNCIO EN ESTABLECIMIENTO');
    for (const x of ['ANU-2026-000123', 'PENDIENTE DE ENVIAR', 'ROBERTO CHAN POOT', 'TACOS EL GÜERO', 'OPB-2026-000777', '12345678901234567', 'Av. Héroes 120'])
      expect(t).toContain(x);
    expect(t).toContain('Anuncio 1: Anuncio autosoportado');
    expect(t).toContain('Anuncio autosoportado 3.00 2.00 2 — — —');
    expect(t).toContain('Manta o lona 2.00 1.00 1 2 1 —');
    expect(t).toContain('1 de diciembre de 2026');
    expect(t).toContain('Firma del contribuyente o representante legal');
  });

  it('a public-road request without a key', async () => {
    const t = await texto(await solicitudAnuncioPdf({ ...DATOS, tipo: 'externo', folio: 'AVP-2026-000009', establecimiento: null, claveCatastral: null }, opciones));
    expect(t).toContain('SOLICITUD DE ANUNCIO EN VÍA PÚBLICA');
    expect(t).toContain('Sin clave catastral');
    expect(t).not.toContain('Clave del establecimiento');
  });
});

describe('authorization format (generateformatoautorizacion)', { timeout: 30_000 }, () => {
  const AUTORIZADA: DatosPdfAnuncio = { ...DATOS, estatus: 4, fechaAutorizacion: '2026-11-25T17:00:00Z', importe: '8145.08', folioPago: 'PAGO-556677' };

  it('prints the authorized signs, the expiry, the payment and the verification address', async () => {
    const pdf = await formatoAutorizacionAnuncioPdf(AUTORIZADA, opciones);
    const t = await texto(pdf);
    expect(t).toContain('FORMATO DE AUTORIZACIÓN DE ANUNCIO');
    expect(t).toContain('Hasta el 31 de diciembre de 2026');
    expect(t).toContain('El permiso vence el 31 de diciembre de 2026');
    expect(t).toContain('la instalación de 2 anuncios en su establecimiento');
    expect(t).toContain('PAGO-556677');
    expect(t).toContain('$8,145.08 MXN');
    expect(t).toContain(URL_VERIFICAR);
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info.Title).toBe('Formato de autorización de anuncio ANU-2026-000123');
  });

  it('carries the shared QR block with the verification URL', () => {
    expect(JSON.stringify(definicionFormatoAutorizacionAnuncio(AUTORIZADA, opciones))).toContain(`"qr":"${URL_VERIFICAR}"`);
  });
});
