// The dictamen of a tower or billboard (viewDictamenPDF), signed and draft, read back with a real
// PDF text extractor.
import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { definicionDictamen, dictamenPdf, type DatosPdfDictamen } from './dictamen';
import { GENERADO_EN } from './ejemplos';

const opciones = { generadoEn: GENERADO_EN };

const FIRMADO: DatosPdfDictamen = {
  tipo: 'torre',
  folio: 'TOR-2026-000123',
  firmado: true,
  fechaFirma: '2026-11-25T17:00:00Z',
  fechaSolicitud: '2026-11-10T16:00:00Z',
  contribuyente: { nombre: 'TELECOMUNICACIONES DEL CARIBE SA DE CV', rfc: 'TCA100101AB1' },
  claveCatastral: '12345678901234567',
  domicilio: 'Av. Insurgentes 450, Col. Forjadores, C.P. 77025, Chetumal',
  tipoPropiedad: 'Arrendamiento',
  caracteristicas: [
    { etiqueta: 'Altura', valor: '30.00 m' },
    { etiqueta: 'Luz', valor: 'Sí' },
    { etiqueta: 'Bardeado', valor: 'No' },
    { etiqueta: 'Colindancia norte', valor: 'Calle 22, 20.00 m' },
  ],
  revisiones: [
    { nivel: 'Revisión técnica', resultado: 'Aprobada', fecha: '2026-11-12T15:00:00Z' },
    { nivel: 'Revisión del Jefe de Departamento', resultado: 'Aprobada', fecha: '2026-11-14' },
    { nivel: 'Revisión de la Dirección', resultado: 'Aprobada', fecha: '2026-11-18' },
  ],
  importe: '18101.00',
  folioPago: 'PAG-2026-000999',
  verificacionUrl: 'https://ventanilla.opb.gob.mx/verificar/TOR-2026-000123',
};

const BORRADOR: DatosPdfDictamen = {
  ...FIRMADO,
  tipo: 'espectacular',
  folio: 'ESP-2026-000124',
  firmado: false,
  fechaFirma: null,
  tipoPropiedad: 'Propio',
  caracteristicas: [
    { etiqueta: 'Tipo de anuncio', valor: 'Anuncio autosoportado' },
    { etiqueta: 'Vistas', valor: '2' },
    { etiqueta: 'Sección 1', valor: '12.00 × 6.00 m' },
  ],
  importe: null,
  folioPago: null,
  verificacionUrl: 'https://ventanilla.opb.gob.mx/verificar/ESP-2026-000124',
};

async function texto(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('dictamen (viewDictamenPDF)', { timeout: 30_000 }, () => {
  it('signed: the property, characteristics, the chain, the payment, the signature; no watermark', async () => {
    const pdf = await dictamenPdf(FIRMADO, opciones);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const t = await texto(pdf);
    expect(t).toContain('DICTAMEN DE TORRES Y ANTENAS');
    expect(t).toContain('TOR-2026-000123');
    expect(t).toContain('TELECOMUNICACIONES DEL CARIBE SA DE CV');
    expect(t).toContain('12345678901234567');
    expect(t).toContain('Arrendamiento');
    expect(t).toContain('30.00 m');
    expect(t).toContain('Revisión del Jefe de Departamento');
    expect(t).toContain('Revisión de la Dirección');
    expect(t).toContain('PAG-2026-000999');
    expect(t).toContain('18,101.00');
    expect(t).toContain('Dictamen de torres y antenas (1757)');
    expect(t).toContain('25 de noviembre de 2026');
    expect(t).not.toContain('BORRADOR');
    const { info } = await getMeta(new Uint8Array(pdf));
    expect((info as { Title?: string }).Title).toBe('Dictamen de torres y antenas TOR-2026-000123');
    expect(definicionDictamen(FIRMADO, opciones).watermark).toBeUndefined();
  });

  it("draft: the watermark 'BORRADOR', unsigned, with the QR of its verification", async () => {
    const def = definicionDictamen(BORRADOR, opciones);
    expect(def.watermark).toMatchObject({ text: 'BORRADOR' });
    const t = await texto(await dictamenPdf(BORRADOR, opciones));
    expect(t).toContain('DICTAMEN DE ANUNCIO ESPECTACULAR');
    expect(t).toContain('ESP-2026-000124');
    expect(t).toContain('Sin firmar');
    expect(t).toContain('Borrador para revisión');
    expect(t).toContain('Anuncio autosoportado');
    expect(t).toContain('Dictamen de anuncios espectaculares (1758)');
    expect(JSON.stringify(def.content)).toContain('https://ventanilla.opb.gob.mx/verificar/ESP-2026-000124');
  });
});
