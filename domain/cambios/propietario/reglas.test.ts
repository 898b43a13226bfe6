import { describe, expect, it } from 'vitest';
import { MSG_CP, MSG_CP_EXTRA } from './mensajes';
import { faltantesPropietario, mensajeAdjuntos, motivoNuevoPropietario, ranurasPropietario, todasRanurasPropietario } from './reglas';
import { cambioPropietarioParcialSchema, cambioPropietarioSchema, rfcNuevoPropietarioSchema } from './schema';

const codigos = (r: { codigo: string }[]) => r.map((x) => x.codigo);

describe('change of owner: documents (spec 2 §3, §5)', () => {
  it('an owned property without alcohol: the two SAT notices, sanitation and the deed; photos optional', () => {
    const r = ranurasPropietario({ tipo_propiedad_id: 1, has_alcohol: false, tiene_uso_suelo: false });
    expect(codigos(r.documentos)).toEqual(['aviso_cierre', 'aviso_apertura', 'scap_saneamiento']);
    expect(codigos(r.propiedad)).toEqual(['titulo_escritura']);
    expect(codigos(r.fotos)).toEqual(['frente', 'interior', 'wc', 'lateralIzquierdo', 'lateralDerecho']);
    expect(r.fotos.every((f) => f.foto && !f.requerido)).toBe(true);
    expect(r.documentos.find((d) => d.codigo === 'aviso_cierre')?.etiqueta).toMatch(/propietario anterior/);
    expect(r.documentos.find((d) => d.codigo === 'aviso_apertura')?.etiqueta).toMatch(/nuevo propietario/);
  });

  it('alcohol: the scap_ licence, the loaned one, or the proof of its payment; land use adds constancia_us_cap', () => {
    expect(codigos(ranurasPropietario({ has_alcohol: true, has_licencia_bebidas: true, patente_propia: true }).documentos)).toContain('scap_licencia');
    expect(codigos(ranurasPropietario({ has_alcohol: true, has_licencia_bebidas: true, patente_propia: false }).documentos)).toContain('scap_licencia_comodato');
    expect(codigos(ranurasPropietario({ has_alcohol: true, has_licencia_bebidas: false }).documentos)).toContain('scap_pago_licencia_bebidas');
    expect(codigos(ranurasPropietario({ has_alcohol: false, has_licencia_bebidas: true }).documentos).some((c) => c.startsWith('scap_licencia'))).toBe(false);
    expect(codigos(ranurasPropietario({ tiene_uso_suelo: true }).documentos)).toContain('constancia_us_cap');
  });

  it('lease papers unless owned or vacant; a construction licence for a vacant lot', () => {
    expect(codigos(ranurasPropietario({ tipo_propiedad_id: 2 }).propiedad)).toEqual(['arrendamiento_contrato', 'arrendamiento_identificacion', 'arrendador_identificacion', 'arrendamiento_testigos']);
    expect(codigos(ranurasPropietario({ tipo_propiedad_id: 4 }).propiedad)).toEqual(['licencia_construccion']);
  });

  it('lists the required documents still missing', () => {
    const d = { tipo_propiedad_id: 1, has_alcohol: false, tiene_uso_suelo: false };
    expect(faltantesPropietario(d, new Set())).toEqual(['aviso_cierre', 'aviso_apertura', 'scap_saneamiento', 'titulo_escritura']);
    expect(faltantesPropietario(d, new Set(['aviso_cierre', 'aviso_apertura', 'scap_saneamiento', 'titulo_escritura']))).toEqual([]);
    expect(todasRanurasPropietario(d)).toHaveLength(9);
  });
});

describe('change of owner: the new owner and the words', () => {
  it('must be a registered taxpayer other than the current owner', () => {
    expect(motivoNuevoPropietario(5, null)).toBe(MSG_CP_EXTRA.noEncontrado);
    expect(motivoNuevoPropietario(5, { id: 5 })).toBe(MSG_CP_EXTRA.mismoPropietario);
    expect(motivoNuevoPropietario(5, { id: 6 })).toBeNull();
  });

  it('storeFiles answers with the spec\'s words, typos included', () => {
    expect(MSG_CP.fotosAdjuntadas).toBe('Fotos adjuntados con exito');
    expect(MSG_CP.documentosAdjuntados).toBe('Documentos adjuntados con exito');
    expect(MSG_CP.faltanCampos).toBe('Falta rellenar campos obligatorios para el cambio de propietario');
    expect(mensajeAdjuntos(['frente', 'wc'])).toBe(MSG_CP.fotosAdjuntadas);
    expect(mensajeAdjuntos(['titulo_escritura', 'frente'])).toBe(MSG_CP.documentosAdjuntados);
    expect(mensajeAdjuntos([])).toBe(MSG_CP.documentosAdjuntados);
  });
});

describe('change of owner: the form (spec 2 §5 RFC required and uppercased)', () => {
  const valido = { new_contribuyente_id: '7', new_rfc: ' mecl840917hj2 ', tipo_propiedad_id: '1', has_alcohol: '0', tiene_uso_suelo: 'false' };

  it('uppercases the RFC and reads multipart text as numbers and flags', () => {
    const r = cambioPropietarioSchema.parse(valido);
    expect(r).toMatchObject({ new_contribuyente_id: 7, new_rfc: 'MECL840917HJ2', tipo_propiedad_id: 1, has_alcohol: false, tiene_uso_suelo: false });
  });

  it('requires the RFC, a valid one, the new owner and the property type', () => {
    expect(rfcNuevoPropietarioSchema.safeParse('').error?.issues[0].message).toBe(MSG_CP_EXTRA.rfcRequerido);
    expect(rfcNuevoPropietarioSchema.safeParse('NO-ES-RFC').error?.issues[0].message).toBe(MSG_CP_EXTRA.rfcInvalido);
    const sin = cambioPropietarioSchema.safeParse({ new_rfc: 'MECL840917HJ2' });
    expect(sin.success).toBe(false);
    expect(sin.error?.issues.map((i) => i.path[0]).sort()).toEqual(['new_contribuyente_id', 'tipo_propiedad_id']);
    expect(cambioPropietarioSchema.safeParse({ ...valido, tipo_propiedad_id: '9' }).success).toBe(false);
  });

  it('with an own beverage licence the folio is required', () => {
    const r = cambioPropietarioSchema.safeParse({ ...valido, has_alcohol: '1', has_licencia_bebidas: '1', patente_propia: '1' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['folio_licencia_bebida_alcoholica'], message: MSG_CP_EXTRA.folioRequerido });
    expect(cambioPropietarioSchema.safeParse({ ...valido, has_alcohol: '1', has_licencia_bebidas: '1', patente_propia: '0' }).success).toBe(true);
  });

  it('an update may carry any field alone', () => {
    expect(cambioPropietarioParcialSchema.parse({ tipo_propiedad_id: '2' })).toEqual({ tipo_propiedad_id: 2 });
    expect(cambioPropietarioParcialSchema.parse({})).toEqual({});
  });
});
