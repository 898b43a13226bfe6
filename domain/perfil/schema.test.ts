// The taxpayer profile form (spec 1 §2.7, §4.6, §5.1, §5.3, §5.4; spec 3 §5.8) as a user meets it:
// which message appears, and under which field. Messages are written out literally (not read from
// MSG) so a typo in the catalogue fails here.
import { describe, expect, it } from 'vitest';
import {
  contribuyenteSchema,
  efectoOnboarding,
  MAX_REPRESENTANTES_FISICA,
  MAX_TRAMITADORES,
  notificacionAreaSchema,
  onboardingSchema,
  puedeAgregarRepresentante,
  puedeAgregarTramitador,
  type ContribuyenteInput,
} from './schema';

const REQUERIDO = 'El campo es requerido';

/** All messages of a parse, keyed by the dotted path of the field they belong to. */
function errores(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, input: unknown) {
  const r = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const i of r.error?.issues ?? []) (out[i.path.map(String).join('.')] ??= []).push(i.message);
  return out;
}
const erroresPerfil = (input: unknown) => errores(contribuyenteSchema, input);

const representante = (n = 1, extra: Record<string, unknown> = {}) => ({
  nombre: `REPRESENTANTE ${n}`,
  apellido1: 'CANCHÉ',
  apellido2: 'NOH',
  email: `rep${n}@correo.mx`,
  telefono_movil: `98310000${String(n).padStart(2, '0')}`,
  ...extra,
});
const tramitador = (n = 1, extra: Record<string, unknown> = {}) => ({
  nombre: `TRAMITADOR ${n}`,
  apellido1: 'PECH',
  email: `tram${n}@correo.mx`,
  telefono_movil: `98320000${String(n).padStart(2, '0')}`,
  ...extra,
});
const domicilio = { codigo_postal: '77000', localidad_id: 1, colonia_id: 10, calle_id: 100, numero_exterior: '245' };

const fisica = (extra: Record<string, unknown> = {}): ContribuyenteInput =>
  ({
    tipo_persona: 1,
    rfc: 'GODE561231GR8',
    curp: 'GODE561231HQRMZR07',
    nombre: 'ERNESTO',
    apellido1: 'GÓMEZ',
    apellido2: 'DÍAZ',
    email: 'ernesto.gomez@correo.mx',
    telefono_movil: '9838321456',
    domicilio,
    representantes: [representante(1)],
    ...extra,
  }) as ContribuyenteInput;

const moral = (extra: Record<string, unknown> = {}): ContribuyenteInput =>
  ({
    tipo_persona: 2,
    rfc: 'CCM150401G33',
    razon_social: 'COMERCIALIZADORA CARIBE MAYA S.A. DE C.V.',
    email: 'contacto@caribemaya.mx',
    telefono_movil: '9838332781',
    domicilio,
    representantes: [representante(1, { es_representante_legal: true })],
    tramitadores: [],
    ...extra,
  }) as ContribuyenteInput;

describe('contribuyenteSchema: a complete profile', () => {
  it('spec 1 §5.4: a complete persona física is accepted and normalised', () => {
    const r = contribuyenteSchema.parse(fisica({ rfc: ' gode 561231 gr8 ', curp: 'gode561231hqrmzr07', telefono_movil: '(983) 832 1456' }));
    expect(r.rfc).toBe('GODE561231GR8');
    expect(r.curp).toBe('GODE561231HQRMZR07');
    expect(r.telefono_movil).toBe('9838321456');
    expect(r.es_externo).toBe(false);
    expect(r.tramitadores).toEqual([]);
    expect(r.delete_representantes).toEqual([]);
  });

  it('spec 1 §5.4: a complete persona moral with its legal representative and two tramitadores is accepted', () => {
    expect(erroresPerfil(moral({ tramitadores: [tramitador(1), tramitador(2)] }))).toEqual({});
  });

  it('optional fields may come back as null or empty, as the API returns them', () => {
    const r = contribuyenteSchema.parse(
      fisica({ apellido2: null, curp: null, telefono_fijo: null, telefono_oficina: '', razon_social: null, domicilioExterno: null }),
    );
    expect(r.apellido2).toBeUndefined();
    expect(r.curp).toBeUndefined();
    expect(r.telefono_fijo).toBeUndefined();
    expect(r.telefono_oficina).toBeUndefined();
  });

  it('blank optional text becomes undefined, and text is trimmed', () => {
    const r = contribuyenteSchema.parse(fisica({ apellido2: '   ', nombre: '  ERNESTO  ' }));
    expect(r.apellido2).toBeUndefined();
    expect(r.nombre).toBe('ERNESTO');
  });
});

describe("contribuyenteSchema: required fields ('El campo es requerido', spec 1 §5.1, §5.4)", () => {
  it('spec 1 §5.4: an empty form asks for tipo_persona, RFC, e-mail and mobile phone', () => {
    expect(erroresPerfil({})).toEqual({
      tipo_persona: [REQUERIDO],
      rfc: [REQUERIDO],
      email: [REQUERIDO],
      telefono_movil: [REQUERIDO],
    });
  });

  it('spec 1 §5.4: tipo_persona must be 1 (física) or 2 (moral)', () => {
    expect(erroresPerfil(fisica({ tipo_persona: 3 })).tipo_persona).toEqual([REQUERIDO]);
  });

  it('spec 1 §5.4: a blank RFC is required', () => {
    expect(erroresPerfil(fisica({ rfc: '   ' })).rfc).toEqual([REQUERIDO]);
  });

  it('spec 1 §5.4: a blank e-mail is required (not "Correo no válido")', () => {
    expect(erroresPerfil(fisica({ email: '' })).email).toEqual([REQUERIDO]);
  });

  it('spec 1 §3: a persona física needs nombre and primer apellido; the second is optional', () => {
    const e = erroresPerfil(fisica({ nombre: '', apellido1: undefined, apellido2: undefined }));
    expect(e.nombre).toEqual([REQUERIDO]);
    expect(e.apellido1).toEqual([REQUERIDO]);
    expect(e.apellido2).toBeUndefined();
  });

  it('spec 1 §3: a persona moral needs a razón social and no personal name', () => {
    expect(erroresPerfil(moral({ razon_social: '' }))).toEqual({ razon_social: [REQUERIDO] });
    expect(erroresPerfil(moral({ nombre: undefined, apellido1: undefined }))).toEqual({});
  });

  it('spec 1 §5.4: representatives need nombre, apellido1 and e-mail, each under its own field', () => {
    expect(erroresPerfil(fisica({ representantes: [{}] }))).toEqual({
      'representantes.0.nombre': [REQUERIDO],
      'representantes.0.apellido1': [REQUERIDO],
      'representantes.0.email': [REQUERIDO],
    });
    expect(erroresPerfil(fisica({ representantes: [representante(1), representante(2, { nombre: ' ' })] }))).toEqual({
      'representantes.1.nombre': [REQUERIDO],
    });
  });

  it('spec 1 §5.4: tramitadores need nombre, apellido1 and e-mail too', () => {
    expect(erroresPerfil(moral({ tramitadores: [{ telefono_movil: '9830000000' }] }))).toEqual({
      'tramitadores.0.nombre': [REQUERIDO],
      'tramitadores.0.apellido1': [REQUERIDO],
      'tramitadores.0.email': [REQUERIDO],
    });
  });

  it('a missing field is reported in Spanish, never as a type error', () => {
    const mensajes = Object.values(erroresPerfil({ representantes: [{ nombre: null }], domicilio: {} })).flat();
    for (const m of mensajes) expect(m).not.toMatch(/Invalid|expected/i);
  });
});

describe("contribuyenteSchema: e-mail ('Correo no válido', spec 1 §5.1)", () => {
  it.each(['ernesto', 'ernesto@', 'ernesto@correo', '@correo.mx', 'ernesto gomez@correo.mx'])(
    "'%s' is not an e-mail",
    (email) => {
      expect(erroresPerfil(fisica({ email })).email).toEqual(['Correo no válido']);
    },
  );

  it('a representative with a bad e-mail is told so under its own e-mail field', () => {
    expect(erroresPerfil(fisica({ representantes: [representante(1, { email: 'rep@' })] }))).toEqual({
      'representantes.0.email': ['Correo no válido'],
    });
  });

  it('surrounding spaces are trimmed before checking', () => {
    expect(contribuyenteSchema.parse(fisica({ email: '  ernesto@correo.mx ' })).email).toBe('ernesto@correo.mx');
  });
});

describe("contribuyenteSchema: phones ('Proporcione 10 digitos', spec 1 §5.4, §9)", () => {
  it('a mobile phone with 9 or 11 digits is refused', () => {
    expect(erroresPerfil(fisica({ telefono_movil: '983832145' })).telefono_movil).toEqual(['Proporcione 10 digitos']);
    expect(erroresPerfil(fisica({ telefono_movil: '98383214567' })).telefono_movil).toEqual(['Proporcione 10 digitos']);
  });

  it('the masked form (###) ### #### is accepted and stored as 10 digits', () => {
    const r = contribuyenteSchema.parse(fisica({ telefono_fijo: '(983) 832 0000', telefono_oficina: '983-832-1111' }));
    expect(r.telefono_fijo).toBe('9838320000');
    expect(r.telefono_oficina).toBe('9838321111');
  });

  it('landline and office phones are optional, but when given must have 10 digits', () => {
    expect(erroresPerfil(fisica({ telefono_fijo: '' }))).toEqual({});
    const e = erroresPerfil(fisica({ telefono_fijo: '83 2', telefono_oficina: '12345' }));
    expect(e).toEqual({ telefono_fijo: ['Proporcione 10 digitos'], telefono_oficina: ['Proporcione 10 digitos'] });
  });

  it("a representative's or tramitador's phones must have 10 digits", () => {
    expect(
      erroresPerfil(moral({ representantes: [representante(1, { es_representante_legal: true, telefono_fijo: '123' })], tramitadores: [tramitador(1, { telefono_movil: '98' })] })),
    ).toEqual({
      'representantes.0.telefono_fijo': ['Proporcione 10 digitos'],
      'tramitadores.0.telefono_movil': ['Proporcione 10 digitos'],
    });
  });

  it('a mobile made only of symbols counts as empty: required', () => {
    expect(erroresPerfil(fisica({ telefono_movil: '() -' })).telefono_movil).toEqual([REQUERIDO]);
  });
});

describe('contribuyenteSchema: RFC by person type (spec 1 §5.4, §9)', () => {
  it("a persona física with a 12-character RFC is told 'Debe proporcionar 13 caracteres'", () => {
    expect(erroresPerfil(fisica({ rfc: 'CCM150401G33' })).rfc).toEqual(['Debe proporcionar 13 caracteres']);
  });

  it("a persona moral with a 13-character RFC is told 'Debe proporcionar 12 caracteres'", () => {
    expect(erroresPerfil(moral({ rfc: 'GODE561231GR8' })).rfc).toEqual(['Debe proporcionar 12 caracteres']);
  });

  it("the right length with a wrong shape or an impossible date is 'Formato inválido'", () => {
    expect(erroresPerfil(fisica({ rfc: 'GODE561331GR8' })).rfc).toEqual(['Formato inválido']);
    expect(erroresPerfil(fisica({ rfc: '1ODE561231GR8' })).rfc).toEqual(['Formato inválido']);
    expect(erroresPerfil(moral({ rfc: 'CCM150431G33' })).rfc).toEqual(['Formato inválido']);
  });

  it('a wrong check character is not an error of the form (the API only warns)', () => {
    expect(erroresPerfil(fisica({ rfc: 'VECJ880326LP5', curp: undefined }))).toEqual({});
  });
});

describe('contribuyenteSchema: CURP (spec 1 §5.4 mask AAAA######AAAAAAN#)', () => {
  it('is optional', () => {
    expect(erroresPerfil(fisica({ curp: undefined }))).toEqual({});
    expect(erroresPerfil(fisica({ curp: '' }))).toEqual({});
  });

  it("a CURP that does not fit the mask is 'Formato inválido'", () => {
    expect(erroresPerfil(fisica({ curp: 'GODE561231HQRMZR' })).curp).toEqual(['Formato inválido']);
    expect(erroresPerfil(fisica({ curp: 'GODE561231FQRMZR07' })).curp).toEqual(['Formato inválido']);
    expect(erroresPerfil(fisica({ curp: 'GODE560231HQRMZR07' })).curp).toEqual(['Formato inválido']);
  });

  it('a CURP with a wrong check digit says so', () => {
    expect(erroresPerfil(fisica({ curp: 'GODE561231HQRMZR08' })).curp).toEqual([
      'El dígito verificador de la CURP no es válido',
    ]);
  });

  it('HEGG560427MVZRRL04 (RENAPO example) is accepted, lowercase too', () => {
    expect(contribuyenteSchema.parse(fisica({ curp: ' hegg560427mvzrrl04 ' })).curp).toBe('HEGG560427MVZRRL04');
  });

  it('a persona moral has no CURP to check', () => {
    expect(erroresPerfil(moral({ curp: 'NO-APLICA' }))).toEqual({});
  });
});

describe('contribuyenteSchema: representatives (spec 1 §5.4, spec 3 §5.8)', () => {
  it("spec 1 §5.4: at least one representative ('Debe registrar por lo menos un representante')", () => {
    expect(erroresPerfil(fisica({ representantes: [] }))).toEqual({
      representantes: ['Debe registrar por lo menos un representante'],
    });
    expect(erroresPerfil(moral({ representantes: undefined }))).toEqual({
      representantes: ['Debe registrar por lo menos un representante'],
    });
  });

  it('spec 1 §5.4: persona física admite hasta 3 representantes', () => {
    expect(MAX_REPRESENTANTES_FISICA).toBe(3);
    expect(erroresPerfil(fisica({ representantes: [representante(1), representante(2), representante(3)] }))).toEqual({});
    expect(
      erroresPerfil(fisica({ representantes: [representante(1), representante(2), representante(3), representante(4)] })),
    ).toEqual({ representantes: ['Máximo: 3 representantes'] });
  });

  it('spec 1 §5.4: persona moral tiene exactamente un representante', () => {
    expect(
      erroresPerfil(
        moral({
          representantes: [representante(1, { es_representante_legal: true }), representante(2, { es_representante_legal: true })],
        }),
      ),
    ).toEqual({ representantes: ['Máximo: 1 representantes'] });
  });

  it('spec 1 §5.4: the representative of a persona moral is its legal representative (fixed on)', () => {
    expect(erroresPerfil(moral({ representantes: [representante(1)] }))).toEqual({
      'representantes.0.es_representante_legal': [REQUERIDO],
    });
  });

  it('the legal-representative error lands on the representative that lacks it', () => {
    const e = erroresPerfil(
      moral({ representantes: [representante(1, { es_representante_legal: true }), representante(2)] }),
    );
    expect(e['representantes.1.es_representante_legal']).toEqual([REQUERIDO]);
    expect(e['representantes.0.es_representante_legal']).toBeUndefined();
  });

  it('a persona física does not need a legal representative', () => {
    expect(contribuyenteSchema.parse(fisica()).representantes[0].es_representante_legal).toBe(false);
  });

  it("spec 1 §5.4: a representative's mobile may not equal the taxpayer's", () => {
    expect(erroresPerfil(fisica({ representantes: [representante(1, { telefono_movil: '9838321456' })] }))).toEqual({
      'representantes.0.telefono_movil': ['El número del representante no puede ser el mismo que el del contribuyente'],
    });
  });

  it('the comparison ignores the mask: (983) 832 1456 is the same number as 9838321456', () => {
    const e = erroresPerfil(
      fisica({ representantes: [representante(1), representante(2, { telefono_movil: '(983) 832 1456' })] }),
    );
    expect(e).toEqual({
      'representantes.1.telefono_movil': ['El número del representante no puede ser el mismo que el del contribuyente'],
    });
  });

  it("a representative's landline equal to the taxpayer's mobile is allowed (the rule is about mobiles)", () => {
    expect(erroresPerfil(fisica({ representantes: [representante(1, { telefono_fijo: '9838321456' })] }))).toEqual({});
  });

  it('a representative without a mobile is fine', () => {
    expect(erroresPerfil(fisica({ representantes: [representante(1, { telefono_movil: '' })] }))).toEqual({});
  });
});

describe('contribuyenteSchema: tramitadores (spec 1 §5.4, spec 3 §5.8)', () => {
  it("spec 1 §5.4: a persona física may not register tramitadores ('IMPOSIBLE AGREGAR MÁS TRAMITADORES')", () => {
    expect(erroresPerfil(fisica({ tramitadores: [tramitador(1)] }))).toEqual({
      tramitadores: ['IMPOSIBLE AGREGAR MÁS TRAMITADORES'],
    });
  });

  it('spec 1 §5.4: persona moral admite máximo 2 tramitadores', () => {
    expect(MAX_TRAMITADORES).toBe(2);
    expect(erroresPerfil(moral({ tramitadores: [tramitador(1)] }))).toEqual({});
    expect(erroresPerfil(moral({ tramitadores: [tramitador(1), tramitador(2), tramitador(3)] }))).toEqual({
      tramitadores: ['IMPOSIBLE AGREGAR MÁS TRAMITADORES'],
    });
  });

  it('the message appears once even when both rules apply (física with 3 tramitadores)', () => {
    expect(erroresPerfil(fisica({ tramitadores: [tramitador(1), tramitador(2), tramitador(3)] }))).toEqual({
      tramitadores: ['IMPOSIBLE AGREGAR MÁS TRAMITADORES'],
    });
  });

  it("spec 3 §5.8: a tramitador's mobile may not equal the taxpayer's (tramitador variant)", () => {
    expect(erroresPerfil(moral({ tramitadores: [tramitador(1), tramitador(2, { telefono_movil: '983 833 2781' })] }))).toEqual({
      'tramitadores.1.telefono_movil': ['El número del tramitador no puede ser el mismo que el del contribuyente'],
    });
  });
});

describe('contribuyenteSchema: address, local or external (spec 1 §3, §7.4)', () => {
  it('a local taxpayer needs the catalogue address', () => {
    expect(erroresPerfil(fisica({ domicilio: undefined }))).toEqual({ domicilio: [REQUERIDO] });
    expect(erroresPerfil(fisica({ domicilio: null }))).toEqual({ domicilio: [REQUERIDO] });
  });

  it('each missing part of the local address lands on its own field', () => {
    expect(erroresPerfil(fisica({ domicilio: {} }))).toEqual({
      'domicilio.codigo_postal': [REQUERIDO],
      'domicilio.localidad_id': [REQUERIDO],
      'domicilio.colonia_id': [REQUERIDO],
      'domicilio.calle_id': [REQUERIDO],
      'domicilio.numero_exterior': [REQUERIDO],
    });
  });

  it("spec 1 §9: the postal code has 5 digits ('Debe proporcionar 5 digitos')", () => {
    for (const codigo_postal of ['7700', '770001', '77O00', '']) {
      expect(erroresPerfil(fisica({ domicilio: { ...domicilio, codigo_postal } }))).toEqual({
        'domicilio.codigo_postal': ['Debe proporcionar 5 digitos'],
      });
    }
  });

  it('catalogue ids from a <select> arrive as strings and are accepted; an empty select is required', () => {
    const r = contribuyenteSchema.parse(fisica({ domicilio: { ...domicilio, localidad_id: '1', colonia_id: '10', calle_id: '100' } }));
    expect(r.domicilio).toMatchObject({ localidad_id: 1, colonia_id: 10, calle_id: 100 });
    expect(erroresPerfil(fisica({ domicilio: { ...domicilio, colonia_id: '' } }))).toEqual({
      'domicilio.colonia_id': [REQUERIDO],
    });
  });

  it('the interior number is optional', () => {
    expect(erroresPerfil(fisica({ domicilio: { ...domicilio, numero_interior: '' } }))).toEqual({});
    expect(contribuyenteSchema.parse(fisica({ domicilio: { ...domicilio, numero_interior: 'B' } })).domicilio?.numero_interior).toBe('B');
  });

  it('an external taxpayer (es_externo) gives a free-text address instead', () => {
    const externo = { localidad: 'Mérida', colonia: 'Centro', calle: 'Calle 60' };
    expect(erroresPerfil(fisica({ es_externo: true, domicilio: null, domicilioExterno: externo }))).toEqual({});
    expect(erroresPerfil(fisica({ es_externo: true, domicilio: null }))).toEqual({ domicilioExterno: [REQUERIDO] });
  });

  it('each missing part of the external address lands on its own field; cross streets are optional', () => {
    expect(erroresPerfil(fisica({ es_externo: true, domicilio: null, domicilioExterno: {} }))).toEqual({
      'domicilioExterno.localidad': [REQUERIDO],
      'domicilioExterno.colonia': [REQUERIDO],
      'domicilioExterno.calle': [REQUERIDO],
    });
  });

  it('an external taxpayer is not asked for the local address', () => {
    expect(
      erroresPerfil(fisica({ es_externo: true, domicilio: undefined, domicilioExterno: { localidad: 'a', colonia: 'b', calle: 'c' } })),
    ).toEqual({});
  });
});

describe("contribuyenteSchema: 'Complete los campos marcados en el formulario' (spec 1 §5.4)", () => {
  it('every rule reports at once, so the form can mark all fields in one pass', () => {
    const e = erroresPerfil(
      fisica({ email: 'x', nombre: '', representantes: [], tramitadores: [tramitador(1)], domicilio: null }),
    );
    expect(Object.keys(e).sort()).toEqual(['domicilio', 'email', 'nombre', 'representantes', 'tramitadores']);
  });

  it('lengths are capped (Máximo: N caracteres)', () => {
    expect(erroresPerfil(fisica({ nombre: 'A'.repeat(121) })).nombre).toEqual(['Máximo: 120 caracteres']);
    expect(erroresPerfil(moral({ razon_social: 'A'.repeat(201) })).razon_social).toEqual(['Máximo: 200 caracteres']);
  });
});

describe('puedeAgregarRepresentante / puedeAgregarTramitador (the "Agregar" buttons, spec 1 §5.4)', () => {
  it('spec 1 §5.4: persona física may add a representative up to 3', () => {
    expect([0, 1, 2, 3].map((n) => puedeAgregarRepresentante(1, n))).toEqual([true, true, true, false]);
  });

  it('spec 1 §5.4: persona moral has exactly one representative slot', () => {
    expect([0, 1, 2].map((n) => puedeAgregarRepresentante(2, n))).toEqual([true, false, false]);
  });

  it('spec 1 §5.4: persona física never adds tramitadores', () => {
    expect(puedeAgregarTramitador(1, 0)).toBe(false);
  });

  it('spec 1 §5.4: persona moral admite máximo 2 tramitadores', () => {
    expect([0, 1, 2, 3].map((n) => puedeAgregarTramitador(2, n))).toEqual([true, true, false, false]);
  });
});

describe('onboarding (spec 1 §4.6)', () => {
  it('spec 1 §4.6: answer 1 (under 300 m2) + alcohol yes → tipo_proceso 1 (licencia)', () => {
    expect(efectoOnboarding({ pregunta1: 1, pregunta2: true })).toEqual({ tipo_proceso_id: 1, mercado: false, cerrarSesion: false });
  });

  it('spec 1 §4.6: answer 1 (under 300 m2) + alcohol no → tipo_proceso 2 (SARE)', () => {
    expect(efectoOnboarding({ pregunta1: 1, pregunta2: false })).toEqual({ tipo_proceso_id: 2, mercado: false, cerrarSesion: false });
  });

  it('spec 1 §4.6: answer 1 without answering question 2 yet decides nothing', () => {
    expect(efectoOnboarding({ pregunta1: 1 })).toEqual({ tipo_proceso_id: null, mercado: false, cerrarSesion: false });
  });

  it('spec 1 §4.6: answer 2 (300 m2 or more) → tipo_proceso 1, whatever question 2 says', () => {
    expect(efectoOnboarding({ pregunta1: 2 })).toEqual({ tipo_proceso_id: 1, mercado: false, cerrarSesion: false });
    expect(efectoOnboarding({ pregunta1: 2, pregunta2: false }).tipo_proceso_id).toBe(1);
  });

  it('spec 1 §4.6: answer 3 (no cadastral key) logs the user out', () => {
    expect(efectoOnboarding({ pregunta1: 3 })).toEqual({ tipo_proceso_id: null, mercado: false, cerrarSesion: true });
    expect(efectoOnboarding({ pregunta1: 3, pregunta2: true }).cerrarSesion).toBe(true);
  });

  it('spec 1 §4.6: answer 4 marks the taxpayer as a market vendor; question 2 still sets the process', () => {
    expect(efectoOnboarding({ pregunta1: 4 })).toEqual({ tipo_proceso_id: null, mercado: true, cerrarSesion: false });
    expect(efectoOnboarding({ pregunta1: 4, pregunta2: true })).toEqual({ tipo_proceso_id: 1, mercado: true, cerrarSesion: false });
    expect(efectoOnboarding({ pregunta1: 4, pregunta2: false })).toEqual({ tipo_proceso_id: 2, mercado: true, cerrarSesion: false });
  });

  it('onboardingSchema accepts answers 1 to 4 only, each required', () => {
    expect(onboardingSchema.safeParse({ pregunta1: 4, pregunta2: true }).success).toBe(true);
    expect(errores(onboardingSchema, {})).toEqual({ pregunta1: [REQUERIDO] });
    expect(errores(onboardingSchema, { pregunta1: 5 })).toEqual({ pregunta1: [REQUERIDO] });
    expect(errores(onboardingSchema, { pregunta1: 1, pregunta2: 'si' })).toEqual({ pregunta2: [REQUERIDO] });
  });
});

describe("notificacionAreaSchema ('Por favor, llene todos los campos', spec 1 §5.3)", () => {
  const LLENE = 'Por favor, llene todos los campos';

  it('spec 1 §5.3: message and area are required', () => {
    expect(errores(notificacionAreaSchema, {})).toEqual({ message: [LLENE], areaId: [LLENE] });
    expect(errores(notificacionAreaSchema, { message: '   ', areaId: '' })).toEqual({ message: [LLENE], areaId: [LLENE] });
    expect(errores(notificacionAreaSchema, { message: 'Hola', areaId: 0 })).toEqual({ areaId: [LLENE] });
  });

  it('spec 1 §9: a message to area 20 (Licencias) is accepted, the area id may come from a <select>', () => {
    const r = notificacionAreaSchema.parse({ message: ' ¿Cuándo revisan mi perfil? ', areaId: '20', rfc: 'GODE561231GR8' });
    expect(r).toMatchObject({ message: '¿Cuándo revisan mi perfil?', areaId: 20 });
  });

  it('the establishment is optional; an empty select means none', () => {
    expect(notificacionAreaSchema.parse({ message: 'Hola', areaId: 27, establecimientoId: '' }).establecimientoId).toBeNull();
    expect(notificacionAreaSchema.parse({ message: 'Hola', areaId: 27, establecimientoId: null }).establecimientoId).toBeNull();
    expect(notificacionAreaSchema.parse({ message: 'Hola', areaId: 27 }).establecimientoId).toBeUndefined();
    expect(notificacionAreaSchema.parse({ message: 'Hola', areaId: 27, establecimientoId: '15' }).establecimientoId).toBe(15);
  });

  it('a very long message is capped', () => {
    expect(errores(notificacionAreaSchema, { message: 'a'.repeat(2001), areaId: 6 })).toEqual({
      message: ['Máximo: 2000 caracteres'],
    });
  });
});
