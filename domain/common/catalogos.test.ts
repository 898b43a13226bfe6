// Business constants (spec 1 §9) and the exact Spanish strings the profile screens show
// (spec 1 §4.2, §5.1, §5.3, §5.4, §7.2; spec 3 §5.8). Written out literally to catch typos.
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  AREAS_MENSAJES,
  ENTIDAD_DEFAULT,
  MAX_UPLOAD_BYTES,
  MUNICIPIO_DEFAULT,
  nombreAreaParaContribuyente,
  PASSWORD_MIN,
  RFC_LOOKUP_LENGTH,
  TIPO_PROCESO,
} from './catalogos';
import { MSG, MSG_EXTRA } from './messages';

describe('constants of spec 1 §9', () => {
  it('14 MB uploads, 8-character passwords, RFC lookup at 13, Quintana Roo (23) / Othón P. Blanco (4)', () => {
    expect(MAX_UPLOAD_BYTES).toBe(14 * 1024 * 1024);
    expect(PASSWORD_MIN).toBe(8);
    expect(RFC_LOOKUP_LENGTH).toBe(13);
    expect([ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT]).toEqual([23, 4]);
    expect(TIPO_PROCESO).toEqual({ LICENCIAS: 1, SARE: 2 });
  });

  it('spec 1 §9: the areas that take taxpayer messages are 20, 6, 7 and 27, and every other area a request passes through', () => {
    expect(AREAS_MENSAJES.map((a) => a.id).sort((a, b) => a - b)).toEqual([1, 6, 7, 8, 9, 20, 21, 27, 30]);
    expect(AREAS_MENSAJES.map((a) => a.nombre)).toEqual(
      expect.arrayContaining(['Padrón de Contribuyentes', 'Licencias de Funcionamiento', 'Coordinación SARE', 'Residuos Sólidos', 'Fiscalización', 'Tesorería']),
    );
  });

  it('spec 1 §9: area 20 is shown as Coordinación SARE to SARE taxpayers only', () => {
    const licencias = AREAS.find((a) => a.id === 20)!;
    expect(nombreAreaParaContribuyente(licencias, 2)).toBe('Coordinación SARE');
    expect(nombreAreaParaContribuyente(licencias, 1)).toBe(licencias.nombre);
    expect(nombreAreaParaContribuyente(licencias, null)).toBe(licencias.nombre);
    const mercados = AREAS.find((a) => a.id === 27)!;
    expect(nombreAreaParaContribuyente(mercados, 2)).toBe(mercados.nombre);
  });

  it('area ids are unique', () => {
    expect(new Set(AREAS.map((a) => a.id)).size).toBe(AREAS.length);
  });
});

describe('messages of the profile screens, verbatim from the spec', () => {
  it('spec 1 §5.1 shared messages', () => {
    expect(MSG.requerido).toBe('El campo es requerido');
    expect(MSG.correoInvalido).toBe('Correo no válido');
    expect(MSG.formatoInvalido).toBe('Formato inválido');
    expect(MSG.tamanoArchivo).toBe('El tamaño debe ser menor a 14 MB!');
    expect(MSG.longitudDigitos(5)).toBe('Debe proporcionar 5 digitos');
    expect(MSG.longitudCaracteres(13)).toBe('Debe proporcionar 13 caracteres');
    expect(MSG.minimo(8)).toBe('Mínimo 8 caracteres');
    expect(MSG.maximo(120)).toBe('Máximo: 120 caracteres');
  });

  it('spec 1 §5.4 / spec 3 §5.8 taxpayer profile', () => {
    expect(MSG.telefono10).toBe('Proporcione 10 digitos');
    expect(MSG.completeCampos).toBe('Complete los campos marcados en el formulario');
    expect(MSG.imposibleTramitadores).toBe('IMPOSIBLE AGREGAR MÁS TRAMITADORES');
    expect(MSG.almenosUnRepresentante).toBe('Debe registrar por lo menos un representante');
    expect(MSG.telefonoRepresentante).toBe('El número del representante no puede ser el mismo que el del contribuyente');
    expect(MSG.telefonoTramitador).toBe('El número del tramitador no puede ser el mismo que el del contribuyente');
  });

  it('spec 1 §4.2 and §7.2 banners and answers', () => {
    expect(MSG.perfilValidado).toBe('Su perfil ha sido validado.');
    expect(MSG.padronMercados).toBe('Se encuentra en el padrón de locatarios de mercados');
  });

  it('spec 1 §5.3 notifications', () => {
    expect(MSG.llenarTodos).toBe('Por favor, llene todos los campos');
    expect(MSG.notificacionSinPerfil).toBe(
      'Para enviar una notificación, primero debe crear su perfil de contribuyente y enviar a revisión.',
    );
  });
});

describe('our own upload message counts the files', () => {
  it('one: the singular; several: how many', () => {
    expect(MSG_EXTRA.documentosCargados(1)).toBe('Documento adjuntado con éxito');
    expect(MSG_EXTRA.documentosCargados(3)).toBe('3 documentos adjuntados con éxito');
  });
});
