// The act of a field inspection, read back with poppler's pdftotext: what a person sees in the file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERADO_EN } from './ejemplos';
import { generarActaVisitaPdf, type ActaVisitaPdf } from './visita';

const FIRMA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

const ACTA: ActaVisitaPdf = {
  folio: 'VIS-2026-000123',
  tipo: 'Protección Civil',
  motivo: 'Anuencia de Protección Civil para giro de alto riesgo',
  ventana: { inicio: '2026-11-30T14:00:00Z', fin: '2026-11-30T19:00:00Z' },
  establecimiento: { clave: 'OPB-2026-000777', nombreComercial: 'LAVANDERÍA AGUA CLARA', domicilio: 'Av. Héroes 120, Centro' },
  brigadista: 'Juan Caamal Pool',
  tableta: 'TAB-OPB-001',
  resultado: 'Aprobada con observaciones',
  lista: [
    { pregunta: 'Salidas de emergencia señalizadas y libres de obstáculos', respuesta: 'Cumple' },
    { pregunta: 'Extintores vigentes, cargados y al alcance', respuesta: 'No cumple' },
  ],
  observaciones: 'Recargar el extintor del área de secado.',
  gps: { lat: 18.5036123, lng: -88.2961456, precision: 8.4 },
  atendio: 'María Pérez Canché',
  firma: FIRMA,
  fotos: 2,
  capturadaAt: '2026-11-30T15:30:00Z',
  publicUrl: 'https://ventanilla.opb.gob.mx',
  codigoVerificacion: 'VIS-2026-000123-9C41E07B5D2A8F3361B0C4E7A2D95F18',
};

function pdftotext(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'acta-'));
  writeFileSync(join(dir, 'acta.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', join(dir, 'acta.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('the act of a field inspection', { timeout: 30_000 }, () => {
  it('prints the checklist, observations, position, attendee, tablet and the verification address', async () => {
    const pdf = await generarActaVisitaPdf(ACTA, { generadoEn: GENERADO_EN });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const t = pdftotext(pdf);
    for (const x of [
      'ACTA DE VISITA DE INSPECCIÓN',
      'VIS-2026-000123',
      'LAVANDERÍA AGUA CLARA',
      'Aprobada con observaciones',
      'Salidas de emergencia señalizadas y libres de obstáculos Cumple',
      'Extintores vigentes, cargados y al alcance No cumple',
      'Recargar el extintor del área de secado.',
      '18.503612, -88.296146 (precisión ±8 m)',
      'María Pérez Canché',
      'TAB-OPB-001',
      'https://ventanilla.opb.gob.mx/verificar/VIS-2026-000123-9C41E07B5D2A8F3361B0C4E7A2D95F18',
    ])
      expect(t).toContain(x);
    // The signature is drawn as an image.
    const imagenes = execFileSync('pdfimages', ['-list', '-'], { input: pdf, encoding: 'utf8' });
    expect(imagenes.split('\n').filter((l) => /^\s*\d+\s+\d+\s+image/.test(l)).length).toBeGreaterThanOrEqual(1);
  });
});
