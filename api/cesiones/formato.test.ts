import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderizar } from '../../activities/pdf/motor';
import { definicionFormatoCesion, type DatosFormatoCesion } from './formato';

const datos: DatosFormatoCesion = {
  folio: 'CES-2026-000123',
  fecha: '2026-11-26T18:00:00Z',
  cedente: { nombre: 'ERNESTO GODÍNEZ DÍAZ', rfc: 'GODE561231GR8' },
  cesionario: { nombre: null, rfc: 'MAPL800101AB9' },
  familiar: true,
  mercado: 'Mercado Lázaro Cárdenas',
  local: 'A-15',
  pasillo: 'A',
  superficie: '12.00',
  establecimiento: 'FRUTAS Y LEGUMBRES DOÑA CHAYO',
  importe: '7200.00',
  folioPago: 'PAG-1',
};

describe('the authorization format (guardarDocGen)', () => {
  it('prints the stall, both parties, the fee and the signature lines', async () => {
    const pdf = await renderizar(definicionFormatoCesion(datos));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    const t = text.replace(/\s+/g, ' ');
    for (const s of ['FORMATO DE AUTORIZACIÓN DE CESIÓN DE DERECHOS', 'CES-2026-000123', 'A-15', 'Mercado Lázaro Cárdenas', 'GODE561231GR8', 'MAPL800101AB9', 'Sin nombre registrado', '7,200.00', 'Cedente', 'Cesionario', 'Autoriza']) {
      expect(t).toContain(s);
    }
  });
});
