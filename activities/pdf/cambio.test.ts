// The change requests' printouts, read back with a real PDF text extractor (unpdf):
// what a person sees in the file.
import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { definicionConstanciaCambio, generarConstanciaCambioPdf, generarSolicitudCambioPdf, tituloConstanciaCambio, type ConstanciaCambioPdf, type SolicitudCambioPdf } from './cambio';
import { GENERADO_EN } from './ejemplos';

const opciones = { generadoEn: GENERADO_EN };

const ESTABLECIMIENTO = { clave: 'OPB-2026-004512', nombreComercial: 'COCINA ECONÓMICA LA CEIBA', claveCatastral: '04101001012003000', domicilio: 'Av. Álvaro Obregón 245, Centro, C.P. 77000, Chetumal' };

const SOLICITUD: SolicitudCambioPdf = {
  tramite: 'Cambio de nombre comercial',
  folio: 'CNC-2026-000123',
  fechaSolicitud: '2026-11-20T15:30:00Z',
  estatus: 'Enviada a revisión',
  establecimiento: ESTABLECIMIENTO,
  contribuyente: { nombre: 'JUANA PÉREZ CAAMAL', rfc: 'PECJ800101AB1' },
  filas: [{ campo: 'Nombre comercial', actual: 'COCINA ECONÓMICA LA CEIBA', propuesto: 'FONDA DOÑA JUANA' }],
  documentos: [{ nombre: 'Constancia de situación fiscal', fecha: '2026-11-20T15:12:00Z' }],
};

const CONSTANCIA: ConstanciaCambioPdf = {
  tramite: 'Cambio de nombre comercial',
  folio: 'CNC-2026-000123',
  establecimiento: { ...ESTABLECIMIENTO, nombreComercial: 'FONDA DOÑA JUANA' },
  titular: { nombre: 'JUANA PÉREZ CAAMAL', rfc: 'PECJ800101AB1' },
  cambios: [{ campo: 'Nombre comercial', anterior: 'COCINA ECONÓMICA LA CEIBA', nuevo: 'FONDA DOÑA JUANA' }],
  fechaAprobacion: '2026-11-21T17:00:00Z',
  aprobacion: { area: 'Coordinación SARE', revisor: 'María Canul' },
  publicUrl: 'https://ventanilla.opb.gob.mx',
  codigoVerificacion: 'CNC-2026-000123-9C41E07B5D2A8F3361B0C4E7A2D95F18',
};

async function texto(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('Solicitud de cambio impresa', () => {
  it('prints the procedure, folio, date, status, establishment, taxpayer, the values now and requested, the documents and a signature line', async () => {
    const pdf = await generarSolicitudCambioPdf(SOLICITUD, opciones);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const t = await texto(pdf);
    expect(t).toContain('SOLICITUD DE CAMBIO DE NOMBRE COMERCIAL');
    expect(t).toContain('Cambio de nombre comercial');
    expect(t).toContain('CNC-2026-000123');
    expect(t).toContain('20 de noviembre de 2026');
    expect(t).toContain('Enviada a revisión');
    for (const x of ['OPB-2026-004512', '04101001012003000', 'Av. Álvaro Obregón 245', 'JUANA PÉREZ CAAMAL', 'PECJ800101AB1']) expect(t).toContain(x);
    expect(t).toContain('Dato Valor actual Valor solicitado');
    expect(t).toContain('Nombre comercial COCINA ECONÓMICA LA CEIBA FONDA DOÑA JUANA');
    expect(t).toContain('Constancia de situación fiscal 20/11/2026 10:12');
    expect(t).toContain('Firma del contribuyente o representante legal');
  });

  it('says so when nothing is attached yet', async () => {
    const t = await texto(await generarSolicitudCambioPdf({ ...SOLICITUD, documentos: [], estatus: 'Borrador' }, opciones));
    expect(t).toContain('No se adjuntaron documentos.');
    expect(t).toContain('Borrador');
  });
});

describe('Constancia de un cambio aprobado', () => {
  it('names the certificate after its procedure', () => {
    expect(tituloConstanciaCambio('Cambio de nombre comercial')).toBe('Constancia de cambio de nombre comercial');
    expect(tituloConstanciaCambio('Baja de establecimiento')).toBe('Constancia de baja de establecimiento');
  });

  it('prints what changed (before → after), the approval date, the area and reviewer, and the verification URL', async () => {
    const pdf = await generarConstanciaCambioPdf(CONSTANCIA, opciones);
    const t = await texto(pdf);
    expect(t).toContain('CONSTANCIA DE CAMBIO DE NOMBRE COMERCIAL');
    expect(t).toContain('CNC-2026-000123');
    expect(t).toContain('Dato Valor anterior Valor nuevo');
    expect(t).toContain('Nombre comercial COCINA ECONÓMICA LA CEIBA FONDA DOÑA JUANA');
    expect(t).toContain('21 de noviembre de 2026');
    expect(t).toContain('Coordinación SARE');
    expect(t).toContain('María Canul');
    expect(t).toContain('https://ventanilla.opb.gob.mx/verificar/CNC-2026-000123-9C41E07B5D2A8F3361B0C4E7A2D95F18');
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info.Title).toBe('Constancia de cambio de nombre comercial CNC-2026-000123');
  });

  it('encodes the signed code, not the bare folio, in a QR code', () => {
    const d = JSON.stringify(definicionConstanciaCambio(CONSTANCIA, opciones).content);
    expect(d).toContain('"qr":"https://ventanilla.opb.gob.mx/verificar/CNC-2026-000123-9C41E07B5D2A8F3361B0C4E7A2D95F18"');
    expect(d).not.toContain('"qr":"https://ventanilla.opb.gob.mx/verificar/CNC-2026-000123"');
  });

  it('without a recorded reviewer, the area signs', async () => {
    const t = await texto(await generarConstanciaCambioPdf({ ...CONSTANCIA, aprobacion: { area: 'Licencias de Funcionamiento', revisor: null } }, opciones));
    expect(t).toContain('Licencias de Funcionamiento Área que aprobó el trámite');
    expect(t).not.toContain('Revisó y aprobó');
  });
});
