// The printouts of extraordinary hours and live music (spec 2 §2, §7), read back with a real PDF
// text extractor (unpdf): what a person sees in the file.
import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { GENERADO_EN } from './ejemplos';
import {
  definicionConstanciaFiscalizacion,
  generarConstanciaFiscalizacionPdf,
  generarSolicitudFiscalizacionPdf,
  nombreMes,
  type ConstanciaFiscalizacionPdf,
  type SolicitudFiscalizacionPdf,
} from './fiscalizacion';

const opciones = { generadoEn: GENERADO_EN };

const SOLICITUD: SolicitudFiscalizacionPdf = {
  tipo: 'EXTRA',
  folio: 'HEX-2026-000042',
  mes: '2027-01',
  fechaSolicitud: '2026-12-10T16:00:00Z',
  estatus: 'Borrador',
  establecimiento: { clave: 'OPB-2026-000777', nombreComercial: 'BAR EL MANATÍ', domicilio: 'Av. Héroes 120, Centro, C.P. 77000, Chetumal', giro: 'BAR' },
  licencia: { folio: 'LF-2026-000321', anio: 2026 },
  titular: { nombre: 'ROBERTO CHAN POOT', rfc: 'CAPR750505XY2' },
  detalles: [
    { fecha: '2027-01-08', fecha_fin: '2027-01-09', hora_inicio: '23:00', hora_fin: '01:00', horas_solicitadas: 2 },
    { fecha: '2027-01-07', fecha_fin: '2027-01-07', hora_inicio: '22:00', hora_fin: '23:00', horas_solicitadas: 1 },
  ],
};

const CONSTANCIA: ConstanciaFiscalizacionPdf = {
  ...SOLICITUD,
  detalles: [
    { ...SOLICITUD.detalles[0], horas_aprobadas: 2 },
    { ...SOLICITUD.detalles[1], horas_aprobadas: 0 },
  ],
  fechaEmision: '2026-12-15T17:00:00Z',
  pago: { folio: 'PAGO-998877', importe: 905.12, fecha: '2026-12-12T15:00:00Z' },
  firmas: { operador: 'Laura Pech', fiscalizador: 'Mario Dzul' },
  publicUrl: 'https://ventanilla.opb.gob.mx',
  codigoVerificacion: 'HEX-2026-000042-9C41E07B5D2A8F3361B0C4E7A2D95F18',
};

async function texto(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('printed request (imprimirSolicitudExtraordinaria)', { timeout: 30_000 }, () => {
  it('prints the establishment, licence, month, each date with its hours in order, and a signature line', async () => {
    const pdf = await generarSolicitudFiscalizacionPdf(SOLICITUD, opciones);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const t = await texto(pdf);
    expect(t).toContain('SOLICITUD DE HORARIO EXTRAORDINARIO');
    for (const x of ['HEX-2026-000042', 'enero de 2027', 'Borrador', 'BAR EL MANATÍ', 'OPB-2026-000777', 'LF-2026-000321 (2026)', 'ROBERTO CHAN POOT', 'CAPR750505XY2']) expect(t).toContain(x);
    expect(t).toContain('jueves 7 de enero de 2027 22:00 a 23:00 1');
    expect(t).toContain('viernes 8 de enero de 2027 23:00 a 01:00 (día siguiente) 2');
    expect(t.indexOf('jueves 7')).toBeLessThan(t.indexOf('viernes 8'));
    expect(t).toContain('Total 3');
    expect(t).toContain('Firma del contribuyente o representante legal');
  });

  it('live music prints its title and the number of people', async () => {
    const t = await texto(await generarSolicitudFiscalizacionPdf({ ...SOLICITUD, tipo: 'VARIEDAD', folio: 'MUV-2026-000043', cantidadPersonas: 120 }, opciones));
    expect(t).toContain('SOLICITUD DE MÚSICA VIVA');
    expect(t).toContain('Cantidad de personas 120');
  });
});

describe('certificate (viewConstanciaExtraordinaria)', { timeout: 30_000 }, () => {
  it('prints the approved hours only, the payment, both signatures and the verification address', async () => {
    const pdf = await generarConstanciaFiscalizacionPdf(CONSTANCIA, opciones);
    const t = await texto(pdf);
    expect(t).toContain('CONSTANCIA DE HORARIO EXTRAORDINARIO');
    expect(t).toContain('operar en horario extraordinario');
    expect(t).toContain('(2 horas en total)');
    expect(t).toContain('viernes 8 de enero de 2027 23:00 a 01:00 (día siguiente) 2 2');
    expect(t).not.toContain('jueves 7 de enero');
    expect(t).toContain('PAGO-998877');
    expect(t).toContain('$905.12 MXN');
    expect(t).toContain('Laura Pech Operador de Fiscalización');
    expect(t).toContain('Mario Dzul Fiscalizador');
    expect(t).toContain('https://ventanilla.opb.gob.mx/verificar/HEX-2026-000042-9C41E07B5D2A8F3361B0C4E7A2D95F18');
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info.Title).toBe('Constancia de horario extraordinario HEX-2026-000042');
  });

  it('carries a QR with the verification URL', () => {
    const def = JSON.stringify(definicionConstanciaFiscalizacion(CONSTANCIA, opciones));
    expect(def).toContain('"qr":"https://ventanilla.opb.gob.mx/verificar/HEX-2026-000042-9C41E07B5D2A8F3361B0C4E7A2D95F18"');
  });

  it('names the month in Spanish', () => {
    expect(nombreMes('2026-12')).toBe('diciembre de 2026');
  });
});
