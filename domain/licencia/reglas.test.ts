// Pure rules of the licence request: documents and photos (spec 1 §5.1, §5.6), the SARE rule
// (spec 1 §1), late payment and the beverage-licence window (spec 1 §4.3, §4.8), and the states of
// the cadastral key (spec 1 §4.7, §5.5). Messages are written out literally.
import { describe, expect, it } from 'vitest';
import { AVISOS_SIN_LICENCIA_BEBIDAS, diasRestantesBebidas, documentosAplicables, documentosFaltantes, documentosRequeridos, esCodigoFoto, esExtemporaneo, estadoBebidas, fechaLimitePago, finVentanaBebidas, fotosAplicables, idsDeGiros, motivosFueraDeSare, puedeActualizarYSubirLicencia, reglaSare, requiereDocumentosArrendamiento, type DatosDocumentos } from './reglas';

// Activity ids of domain/catalogos/establecimientos.ts
const ABARROTES = 1;
const MINISUPER_CERVEZA = 3;
const BAR = 7;
const RESTAURANTE = 10;
const RESTAURANTE_BAR = 11;
const HOTEL = 12;
const MOTEL = 13;
const PAPELERIA = 23;
const FARMACIA = 24;
const ESCUELA = 43;
const TALLER_MECANICO = 45;

const SARE_300 =
  'Tu establecimiento tiene más de 300 m2 de superficie, por lo tanto, tu solicitud será cambiada de área al Departamento de Licencias de Funcionamiento.';

/** A papelería on owned premises: the plainest opening. */
const papeleria = (extra: Partial<DatosDocumentos> = {}): DatosDocumentos => ({
  giro_actividad_id: PAPELERIA,
  actividades_secundarias: [ABARROTES],
  tipo_propiedad_id: 1,
  categoria_id: 1,
  tipo_local_id: 1,
  ...extra,
});
const codigos = (d: DatosDocumentos) => documentosAplicables(d).map((x) => x.codigo);
const requeridos = (d: DatosDocumentos) => documentosAplicables(d).filter((x) => x.requerido).map((x) => x.codigo);
const opcionales = (d: DatosDocumentos) => documentosAplicables(d).filter((x) => !x.requerido).map((x) => x.codigo);

describe('documents of the licence form (spec 1 §5.1, §5.6)', () => {
  it('an owned papelería: SAT certificate and title deed required, annex optional', () => {
    expect(documentosAplicables(papeleria())).toEqual([
      { codigo: 'constancia_sat', requerido: true },
      { codigo: 'titulo_escritura', requerido: true },
      { codigo: 'documento_anexo', requerido: false },
    ]);
  });

  it('spec 1 §5.6: tenant documents when the property is leased (2) or on loan (3)', () => {
    const arrendamiento = ['arrendamiento_contrato', 'arrendamiento_identificacion', 'arrendador_identificacion', 'arrendamiento_testigos'];
    for (const tipo of [2, 3]) {
      const r = requeridos(papeleria({ tipo_propiedad_id: tipo }));
      expect(r).toEqual(expect.arrayContaining(arrendamiento));
      expect(r).not.toContain('titulo_escritura');
      expect(r).not.toContain('licencia_construccion');
    }
  });

  it('spec 1 §5.6: no tenant documents for owned (1), vacant lot (4) or no answer yet', () => {
    expect(requiereDocumentosArrendamiento(1)).toBe(false);
    expect(requiereDocumentosArrendamiento(4)).toBe(false);
    expect(requiereDocumentosArrendamiento(null)).toBe(false);
    expect(requiereDocumentosArrendamiento(undefined)).toBe(false);
    expect(requiereDocumentosArrendamiento(2)).toBe(true);
    expect(requiereDocumentosArrendamiento(3)).toBe(true);
    expect(codigos(papeleria({ tipo_propiedad_id: null }))).toEqual(['constancia_sat', 'documento_anexo']);
  });

  it('spec 1 §5.6: a vacant lot (4) requires the construction licence', () => {
    const r = requeridos(papeleria({ tipo_propiedad_id: 4 }));
    expect(r).toContain('licencia_construccion');
    expect(r).not.toContain('arrendamiento_contrato');
    expect(r).not.toContain('titulo_escritura');
  });

  it('a federal-zone plot has no title deed', () => {
    expect(codigos(papeleria({ zona_federal: true }))).not.toContain('titulo_escritura');
  });

  it('spec 1 §4.7: a donation (no cadastral key) requires the donation certificate and receipt', () => {
    for (const d of [papeleria({ donativo: true }), papeleria({ no_cuento_clave: true })]) {
      expect(requeridos(d)).toEqual(expect.arrayContaining(['constancia_donativo', 'recibo_pago_donativo']));
    }
    expect(codigos(papeleria())).not.toContain('constancia_donativo');
  });

  it('an establishment that already has a land-use certificate attaches it', () => {
    expect(requeridos(papeleria({ tiene_uso_suelo: true }))).toContain('constancia_uso_suelo');
    expect(codigos(papeleria({ tiene_uso_suelo: false }))).not.toContain('constancia_uso_suelo');
  });

  it('spec 1 §5.6: hotel and motel (main or secondary) require the lodging-tax document', () => {
    expect(requeridos(papeleria({ giro_actividad_id: HOTEL, actividades_secundarias: [RESTAURANTE] }))).toContain('impuesto_hospedaje');
    expect(requeridos(papeleria({ giro_actividad_id: RESTAURANTE, actividades_secundarias: [MOTEL] }))).toContain('impuesto_hospedaje');
    expect(codigos(papeleria())).not.toContain('impuesto_hospedaje');
  });

  it('a private school requires the IFEQROO ruling', () => {
    expect(requeridos(papeleria({ giro_actividad_id: ESCUELA }))).toContain('dictamen_ifeqroo');
  });

  describe('spec 1 §5.6: alcohol attachments are optional and follow the answers', () => {
    const bar = (extra: Partial<DatosDocumentos>) => papeleria({ giro_actividad_id: RESTAURANTE_BAR, actividades_secundarias: [RESTAURANTE], ...extra });

    it('nothing until the drinks-licence question is answered', () => {
      const c = codigos(bar({ has_licencia_bebidas: null }));
      for (const x of ['licencia', 'licencia_comodato', 'pago_licencia_bebidas']) expect(c).not.toContain(x);
    });

    it('own licence: the licence document only', () => {
      const d = bar({ has_licencia_bebidas: true, patente_propia: true });
      expect(opcionales(d)).toEqual(['licencia', 'documento_anexo']);
      expect(codigos(d)).not.toContain('licencia_comodato');
    });

    it('licence on loan: the licence and the comodato document', () => {
      expect(opcionales(bar({ has_licencia_bebidas: true, patente_propia: false }))).toEqual(['licencia', 'licencia_comodato', 'documento_anexo']);
    });

    it('no licence: the payment proof', () => {
      expect(opcionales(bar({ has_licencia_bebidas: false }))).toEqual(['pago_licencia_bebidas', 'documento_anexo']);
    });

    it('a secondary activity with alcohol counts too; without alcohol the answers are ignored', () => {
      expect(codigos(papeleria({ actividades_secundarias: [MINISUPER_CERVEZA], has_licencia_bebidas: false }))).toContain('pago_licencia_bebidas');
      expect(codigos(papeleria({ has_licencia_bebidas: true, patente_propia: false }))).not.toContain('licencia');
    });
  });

  it('spec 1 §3: a branch (categoría 3 or the branch flag) requires the branch-opening notice', () => {
    expect(requeridos(papeleria({ categoria_id: 3 }))).toContain('aviso_apertura_sucursal');
    expect(requeridos(papeleria({ sucursal: true }))).toContain('aviso_apertura_sucursal');
    expect(codigos(papeleria())).not.toContain('aviso_apertura_sucursal');
  });

  it('spec 1 §5.1: in a market the concession contract and lease authorization are optional', () => {
    const d = papeleria({ tipo_local_id: 2 });
    expect(opcionales(d)).toEqual(expect.arrayContaining(['contrato_consecion', 'autorizacion_arrendamiento']));
    expect(codigos(papeleria())).not.toContain('contrato_consecion');
  });

  it('spec 1 §5.6: the five photos are required; the front one is optional on renewal', () => {
    expect(fotosAplicables({})).toEqual([
      { codigo: 'frente', requerido: true },
      { codigo: 'interior', requerido: true },
      { codigo: 'wc', requerido: true },
      { codigo: 'lateralIzquierdo', requerido: true },
      { codigo: 'lateralDerecho', requerido: true },
    ]);
    expect(fotosAplicables({ renovacion: true })[0]).toEqual({ codigo: 'frente', requerido: false });
    expect(fotosAplicables({ renovacion: true }).slice(1).every((f) => f.requerido)).toBe(true);
    expect(esCodigoFoto('lateralDerecho')).toBe(true);
    expect(esCodigoFoto('constancia_sat')).toBe(false);
  });

  it('documentosRequeridos lists required documents then photos; documentosFaltantes what has no file', () => {
    const d = papeleria({ tipo_propiedad_id: 2 });
    expect(documentosRequeridos(d)).toEqual([
      'constancia_sat',
      'arrendamiento_contrato',
      'arrendamiento_identificacion',
      'arrendador_identificacion',
      'arrendamiento_testigos',
      'frente',
      'interior',
      'wc',
      'lateralIzquierdo',
      'lateralDerecho',
    ]);
    const subidos = ['constancia_sat', 'arrendamiento_contrato', 'arrendamiento_identificacion', 'arrendador_identificacion', 'frente', 'interior', 'wc', 'documento_anexo'];
    expect(documentosFaltantes(d, subidos)).toEqual(['arrendamiento_testigos', 'lateralIzquierdo', 'lateralDerecho']);
    expect(documentosFaltantes({ ...d, renovacion: true }, [])).not.toContain('frente');
  });

  it('idsDeGiros is the main activity followed by the secondary ones', () => {
    expect(idsDeGiros({ giro_actividad_id: 10, actividades_secundarias: [1, 23] })).toEqual([10, 1, 23]);
    expect(idsDeGiros({ giro_actividad_id: null, actividades_secundarias: null })).toEqual([]);
  });
});

describe('SARE rule (spec 1 §1, §9)', () => {
  const sare = (superficie_m2: number, giros: number[] = [PAPELERIA]) => ({
    tipo_proceso_id: 2,
    superficie_m2,
    giro_actividad_id: giros[0],
    actividades_secundarias: giros.slice(1),
  });

  it('a SARE papelería of 85 m2 stays in SARE', () => {
    expect(reglaSare(sare(85))).toEqual({ tipo_proceso_id: 2, cambiado: false, motivos: [], mensaje: null });
  });

  it('exactly 300 m2 still qualifies ("above 300" moves)', () => {
    expect(reglaSare(sare(300)).tipo_proceso_id).toBe(2);
  });

  it('above 300 m2 moves to process 1 with the exact message', () => {
    expect(reglaSare(sare(300.5))).toEqual({ tipo_proceso_id: 1, cambiado: true, motivos: ['superficie'], mensaje: SARE_300 });
  });

  it('alcohol in SARE moves to process 1 with a similar message', () => {
    const r = reglaSare(sare(60, [ABARROTES, MINISUPER_CERVEZA]));
    expect(r).toMatchObject({ tipo_proceso_id: 1, cambiado: true, motivos: ['alcohol'] });
    expect(r.mensaje).toBe(
      'Tu establecimiento tiene venta de bebidas alcohólicas, por lo tanto, tu solicitud será cambiada de área al Departamento de Licencias de Funcionamiento.',
    );
  });

  it('harmful waste (a mechanic shop) moves to process 1', () => {
    const r = reglaSare(sare(120, [TALLER_MECANICO]));
    expect(r).toMatchObject({ tipo_proceso_id: 1, cambiado: true, motivos: ['residuos'] });
    expect(r.mensaje).toContain('Departamento de Licencias de Funcionamiento');
  });

  it('with several reasons the surface message wins and every reason is listed', () => {
    const r = reglaSare(sare(450, [BAR, TALLER_MECANICO]));
    expect(r.motivos).toEqual(['superficie', 'alcohol', 'residuos']);
    expect(r.mensaje).toBe(SARE_300);
  });

  it('a process-1 request is never moved and never moved to SARE', () => {
    expect(reglaSare({ tipo_proceso_id: 1, superficie_m2: 900, giro_actividad_id: BAR })).toEqual({ tipo_proceso_id: 1, cambiado: false, motivos: [], mensaje: null });
    expect(reglaSare({ tipo_proceso_id: 1, superficie_m2: 40, giro_actividad_id: PAPELERIA }).tipo_proceso_id).toBe(1);
  });

  it('motivosFueraDeSare: a farmacia of 80 m2 qualifies', () => {
    expect(motivosFueraDeSare({ superficie_m2: 80, giro_actividad_id: FARMACIA, actividades_secundarias: [] })).toEqual([]);
  });
});

describe('late payment (spec 1 §4.8, §9)', () => {
  it('an opening is due 30 days after fecha_alta_hacienda', () => {
    expect(fechaLimitePago({ fecha_alta_hacienda: '2025-01-15' })).toBe('2025-02-14');
    expect(fechaLimitePago({ fecha_alta_hacienda: '2024-02-01', renovacion: false })).toBe('2024-03-02');
  });

  it('a renewal is due 1 May of its year by default', () => {
    expect(fechaLimitePago({ fecha_alta_hacienda: '2019-06-10', renovacion: true, anio: 2025 })).toBe('2025-05-01');
    expect(fechaLimitePago({ fecha_alta_hacienda: '2019-06-10', renovacion: true, hoy: '2026-01-20' })).toBe('2026-05-01');
  });

  it('a renewal uses the configured cut-off when the server gives one', () => {
    expect(fechaLimitePago({ fecha_alta_hacienda: '2019-06-10', renovacion: true, anio: 2025, fechaConfigurada: '2025-06-30' })).toBe('2025-06-30');
    expect(fechaLimitePago({ fecha_alta_hacienda: '2019-06-10', renovacion: true, anio: 2025, fechaConfigurada: 'sin fecha' })).toBe('2025-05-01');
  });

  it('extemporaneous only after the due date and while unpaid', () => {
    expect(esExtemporaneo('2025-02-14', '2025-02-14')).toBe(false);
    expect(esExtemporaneo('2025-02-14', '2025-02-15')).toBe(true);
    expect(esExtemporaneo('2025-02-14', '2025-03-01', true)).toBe(false);
  });
});

describe('beverage-licence window (spec 1 §4.3, §4.8, §9)', () => {
  it('the two messages shown on answering "no licence"', () => {
    expect(AVISOS_SIN_LICENCIA_BEBIDAS).toEqual(['Usted tiene 2 meses para subir su licencia de bebidas.', 'Su licencia de funcionamiento quedará deshabilitada.']);
  });

  it('ends two calendar months after the upload, at the same time', () => {
    expect(finVentanaBebidas('2025-03-10T16:30:00Z').toISOString()).toBe('2025-05-10T16:30:00.000Z');
    expect(finVentanaBebidas(new Date('2025-11-20T15:00:00Z')).toISOString()).toBe('2026-01-20T15:00:00.000Z');
  });

  it('an upload on 31 December (Chetumal) ends on the last day of February', () => {
    // 31 Dec 2024 22:00 in Chetumal is 1 Jan 2025 03:00 UTC: the month count starts from the local date.
    expect(finVentanaBebidas('2025-01-01T03:00:00Z').toISOString()).toBe('2025-03-01T03:00:00.000Z');
    expect(finVentanaBebidas('2023-12-31T18:00:00Z').toISOString()).toBe('2024-02-29T18:00:00.000Z');
  });

  it('counts whole days left, a part of a day as a day, zero once over', () => {
    const subido = '2025-03-10T16:30:00Z';
    expect(diasRestantesBebidas(subido, new Date('2025-03-10T16:30:00Z'))).toBe(61);
    expect(diasRestantesBebidas(subido, new Date('2025-05-09T16:30:00Z'))).toBe(1);
    expect(diasRestantesBebidas(subido, new Date('2025-05-10T10:00:00Z'))).toBe(1);
    expect(diasRestantesBebidas(subido, new Date('2025-05-10T16:30:00Z'))).toBe(0);
    expect(diasRestantesBebidas(subido, new Date('2025-07-01T00:00:00Z'))).toBe(0);
  });

  it("while open: 'Quedan {n} días…'; after: the suspension message", () => {
    const subido = '2025-03-10T16:30:00Z';
    expect(estadoBebidas(subido, new Date('2025-04-30T16:30:00Z'))).toMatchObject({
      dias: 10,
      suspendida: false,
      mensaje: 'Quedan 10 días para subir tu licencia de bebidas alcohólicas.',
    });
    expect(estadoBebidas(subido, new Date('2025-05-11T00:00:00Z'))).toMatchObject({
      dias: 0,
      suspendida: true,
      mensaje: 'Tu licencia de funcionamiento está suspendida. Debes subir tu licencia de bebidas.',
    });
  });

  it("spec 1 §4.3: 'Actualizar y subir licencia' once sent (10) and more than two months after the payment proof", () => {
    const subido = '2025-03-10T16:30:00Z';
    expect(puedeActualizarYSubirLicencia(10, subido, new Date('2025-05-10T16:31:00Z'))).toBe(true);
    expect(puedeActualizarYSubirLicencia(10, subido, new Date('2025-05-10T16:30:00Z'))).toBe(false);
    expect(puedeActualizarYSubirLicencia(1, subido, new Date('2025-08-01T00:00:00Z'))).toBe(false);
    expect(puedeActualizarYSubirLicencia(10, null, new Date('2025-08-01T00:00:00Z'))).toBe(false);
  });
});
