import { describe, expect, it } from 'vitest';
import { cesionDerecho, folioCesion, FOLIO_CESION_RE, PASO_CESION } from './definicion';
import { MSG_CESION } from './mensajes';
import {
  ARCHIVOS_CESION,
  ESTATUS_CESION,
  ETIQUETAS_CESION,
  FILTRO_ESTATUS_CESION,
  puedeEditarCesion,
  puedeEnviarCesion,
  puedeSubirReciboCesion,
  SLOT_CESION,
} from './reglas';

describe('assignment statuses (spec 3 §4.6)', () => {
  it('labels every status and filters by four of them', () => {
    for (const e of Object.values(ESTATUS_CESION)) expect(ETIQUETAS_CESION[e]).toBeTruthy();
    expect(ETIQUETAS_CESION[10]).toBe('EN PROCESO');
    expect(ETIQUETAS_CESION[5]).toBe('RECHAZADA');
    expect(FILTRO_ESTATUS_CESION.map((f) => f.id)).toEqual([1, 3, 10, 4]);
    for (const f of FILTRO_ESTATUS_CESION) expect(ETIQUETAS_CESION[f.id]).toBe(f.label);
  });

  it('edits at none, 1 or 5; sends at 1 or 5; the receipt only at 10', () => {
    expect([null, undefined, 1, 5].map(puedeEditarCesion)).toEqual([true, true, true, true]);
    expect([10, 3, 4].map(puedeEditarCesion)).toEqual([false, false, false]);
    expect([1, 5].map(puedeEnviarCesion)).toEqual([true, true]);
    expect([null, undefined, 10, 3, 4].map(puedeEnviarCesion)).toEqual([false, false, false, false, false]);
    expect(puedeSubirReciboCesion(10)).toBe(true);
    expect([1, 3, 4, 5, null].map(puedeSubirReciboCesion)).toEqual([false, false, false, false, false]);
  });
});

describe('the six files and Mercados’ slots (spec 3 §3.7, §5.6)', () => {
  it('names each file with the spec’s multipart field and id; only the photo is an image', () => {
    expect(ARCHIVOS_CESION.map((a) => a.campo)).toEqual(['docSolicitud', 'docSolicitudAnt', 'docFoto', 'docBajaSat', 'docAltaSat', 'docActaComp']);
    expect(ARCHIVOS_CESION.map((a) => a.id)).toEqual(['id_solicitud', 'id_solicitud_ant', 'id_foto_cesionario', 'id_baja_sat', 'id_alta_sat', 'id_acta_comp']);
    expect(ARCHIVOS_CESION.filter((a) => a.tipo === 'imagen').map((a) => a.slot)).toEqual(['foto_cesionario']);
    expect(new Set(ARCHIVOS_CESION.map((a) => a.slot)).size).toBe(6);
  });
  it('keeps Mercados’ files apart from the taxpayer’s', () => {
    const slots = ARCHIVOS_CESION.map((a) => a.slot);
    for (const s of Object.values(SLOT_CESION)) expect(slots).not.toContain(s);
  });
});

describe('the definition (cesion_derecho)', () => {
  it('folios CES-YYYY-NNNNNN', () => {
    expect(folioCesion(2026, 123)).toBe('CES-2026-000123');
    expect(FOLIO_CESION_RE.test(folioCesion(2026, 1234567))).toBe(true);
  });
  it('runs review → payment 1760 → validation → the secretary’s authorization, all Mercados (27)', () => {
    expect(cesionDerecho.pasos.map((p) => p.clave)).toEqual([PASO_CESION.REVISION, PASO_CESION.PAGO, PASO_CESION.VALIDACION, PASO_CESION.AUTORIZACION]);
    const staff = cesionDerecho.pasos.filter((p) => p.tipo !== 'pago');
    for (const p of staff) expect(p.area).toBe(27);
    expect(cesionDerecho.pasos.find((p) => p.tipo === 'pago')?.servicio).toBe(1760);
  });
});

describe('messages (spec 3 §8.2)', () => {
  it('keeps the spec’s strings verbatim', () => {
    expect(MSG_CESION.enviada).toBe('Su solicitud ha sido enviada exitosamente');
    expect(MSG_CESION.noEnviada).toBe('No se pudo enviar la solicitud.');
    expect(MSG_CESION.noArchivo).toBe('No se pudo guardar el archivo.');
    expect(MSG_CESION.formatoGenerado).toBe('Formato de autorización generado.');
    expect(MSG_CESION.obligatorios).toBe('Por favor, llene todos los campos obligatorios.');
  });
  it('every message is Spanish text with no placeholder left', () => {
    for (const m of Object.values(MSG_CESION)) {
      expect(m.trim()).toBe(m);
      expect(m).not.toMatch(/\{|\}|undefined|TODO/);
    }
  });
});
