import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { MSG_PREDIO } from '../../predial/mensajes';
import { MSG_CDO } from './mensajes';
import { avisoBebidas, claveAlMarcarDonativo, esLoteDeFotos, faltantesDomicilio, mensajeClave, ranurasDomicilio, ranurasMovimiento } from './reglas';
import { cambioDomicilioSchema, movimientoDomicilioSchema } from './schema';

const DOMICILIO = { codigo_postal: '77083', localidad_id: '1', colonia_id: '6', calle_id: '600', numero_exterior: '345', latitud: '18.51', longitud: '-88.30' };
const FORM = { clave_catastral: '04001006031014000', donativo: '0', tipo_propiedad_id: '1', domicilio: DOMICILIO };

describe('clave catastral (spec 2 §4, §5, §9)', () => {
  it('17 digits, or DONATIVO (length 8) for a donation', () => {
    expect(mensajeClave('04001006031014000', false)).toBeNull();
    expect(mensajeClave('0400100603101400', false)).toBe(MSG.longitudDigitos(17));
    expect(mensajeClave('', false)).toBe(MSG.requerido);
    expect(mensajeClave('DONATIVO', true)).toBeNull();
    expect(mensajeClave('04001006031014000', true)).toBe(MSG.longitudDigitos(8));
  });
  it('ticking sets DONATIVO, unticking clears the key', () => {
    expect(claveAlMarcarDonativo(true)).toBe('DONATIVO');
    expect(claveAlMarcarDonativo(false)).toBe('');
  });
  it("keeps the spec's strings", () => {
    expect(MSG_CDO.claveNoEncontrada).toBe(MSG_PREDIO.claveNoEncontrada);
    expect(MSG_CDO.claveNoEncontrada).toBe('La clave no ha sido encontrada en catastro');
    expect(MSG_CDO.movimientoSolicitado).toBe('Movimiento solicitado exitosamente');
    expect(MSG_CDO.fotosAdjuntadas).toBe('Fotos adjuntados con exito');
    expect(MSG_CDO.documentosAdjuntados).toBe('Documentos adjuntados con exito');
    expect(MSG_CDO.noCuentoClave).toBe('No cuento con clave catastral');
  });
});

describe('cambioDomicilioSchema', () => {
  it('reads multipart strings: flags 0/1, ids, the address with state 23 and municipality 4', () => {
    const r = cambioDomicilioSchema.parse(FORM);
    expect(r).toMatchObject({ donativo: false, tipo_propiedad_id: 1, domicilio: { entidad_id: 23, municipio_id: 4, colonia_id: 6, latitud: 18.51 } });
  });
  it('postal code of 5 digits; a donation needs its certificate and receipt folios', () => {
    const cp = cambioDomicilioSchema.safeParse({ ...FORM, domicilio: { ...DOMICILIO, codigo_postal: '770' } });
    expect(cp.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['domicilio.codigo_postal', MSG.longitudDigitos(5)]]);
    const don = cambioDomicilioSchema.safeParse({ ...FORM, donativo: '1', clave_catastral: 'DONATIVO' });
    expect(don.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['folio_recibo_pago_donativo', 'numero_oficio_constancia_catastro']);
    expect(cambioDomicilioSchema.safeParse({ ...FORM, donativo: '1', clave_catastral: 'DONATIVO', numero_oficio_constancia_catastro: 'OF-1', folio_recibo_pago_donativo: 'R-2' }).success).toBe(true);
  });
  it('a movement needs its point', () => {
    const r = movimientoDomicilioSchema.safeParse({ tipo_movimiento_id: '2', domicilio: { ...DOMICILIO, latitud: '' } });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['domicilio.latitud']);
    expect(movimientoDomicilioSchema.parse({ tipo_movimiento_id: '2', hasTestigos: '1', domicilio: DOMICILIO }).hasTestigos).toBe(true);
  });
});

describe('documents (spec 2 §3, §5)', () => {
  it('donation documents only for a donation; land-use certificate only with tiene_uso_suelo; lease papers for leased', () => {
    expect(ranurasDomicilio({ donativo: false }).donativo).toEqual([]);
    expect(ranurasDomicilio({ donativo: true }).donativo.map((r) => r.codigo)).toEqual(['constancia_donativo', 'recibo_pago_donativo']);
    expect(ranurasDomicilio({ tiene_uso_suelo: true }).documentos.map((r) => r.codigo)).toContain('constancia_us_cd');
    expect(ranurasDomicilio({ tipo_propiedad_id: 2 }).propiedad.map((r) => r.codigo)).toContain('arrendamiento_contrato');
    expect(ranurasDomicilio({}).fotos).toHaveLength(5);
  });
  it('what is missing before sending; a movement asks for its identifications', () => {
    expect(faltantesDomicilio({ tipo_propiedad_id: 1 }, null, new Set(['scdd_saneamiento']))).toEqual(['aviso_cambio', 'titulo_escritura']);
    expect(ranurasMovimiento({ hasArrendatario: true }).map((r) => r.codigo)).toEqual(['inePropietario', 'ineArrendatario']);
    expect(faltantesDomicilio({ has_testigos: true }, 2, new Set(['inePropietario']))).toEqual(['ineTestigos']);
  });
  it('a batch of only photos is the photos batch', () => {
    expect(esLoteDeFotos(['frente', 'wc'])).toBe(true);
    expect(esLoteDeFotos(['frente', 'aviso_cambio'])).toBe(false);
    expect(esLoteDeFotos([])).toBe(false);
  });
  it('the beverage window notice where alcohol applies without a licence', () => {
    const subido = new Date('2026-01-01T12:00:00Z');
    expect(avisoBebidas({ has_alcohol: false, has_licencia_bebidas: false }, subido, new Date('2026-01-10T12:00:00Z'))).toBeNull();
    expect(avisoBebidas({ has_alcohol: true, has_licencia_bebidas: false }, subido, new Date('2026-01-10T12:00:00Z'))).toMatch(/^Quedan \d+ días para subir tu licencia de bebidas alcohólicas\.$/);
    expect(avisoBebidas({ has_alcohol: true, has_licencia_bebidas: false }, subido, new Date('2026-06-10T12:00:00Z'))).toBe('Tu licencia de funcionamiento está suspendida. Debes subir tu licencia de bebidas.');
  });
});
