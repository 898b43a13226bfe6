// Every document code a procedure's definition (or the office) can store has a Spanish title
// (spec 1 §2.8 'My documents': each document shows its title, never its code).
import { describe, expect, it } from 'vitest';
import { SLOTS_ANUNCIO } from '../../domain/anuncios/reglas';
import { CLAVE_ARRENDAMIENTO } from '../../domain/arrendamientos/definicion';
import { TITULO_DESCONOCIDO, tituloDocumento } from '../../domain/catalogos/documentos';
import { TIPOS_CAMBIO } from '../../domain/cambios/comun';
import { codigosCambio } from '../../domain/cambios/documentos';
import { ranurasMovimiento } from '../../domain/cambios/domicilio/reglas';
import { ARCHIVOS_CESION, SLOT_CESION } from '../../domain/cesiones/reglas';
import { CLAVE_CESION } from '../../domain/cesiones/definicion';
import { ARCHIVOS_DICTAMEN } from '../../domain/dictamenes/reglas';
import { CODIGOS_DOCUMENTO, CODIGOS_FOTO } from '../../domain/licencia/constantes';
import { CODIGOS_DOCUMENTO as CODIGOS_PERFIL } from '../../domain/perfil/schema';
import { codigoComprobante, SERVICIO } from '../../domain/tramite/servicios';
import { SLOT_ARR } from '../arrendamientos/arrendamientos.dto';
import { CODIGO_RECIBO_DU } from '../cambios/domicilio/domicilio.movimientos.routes';
import { CODIGO_DOCUMENTO_CONVENIO } from '../convenios/convenios.repository';
import { CODIGO_CEDULA } from '../establecimientos/acciones.routes';
import { CODIGO_RECIBO, CODIGO_SOLICITUD_FIRMADA } from '../fiscalizacion/fiscalizacion.dto';

/** A title a person can read: not the code, no underscores, capitalised, not the unknown fallback. */
function legible(codigo: string, procedimiento?: string) {
  const t = tituloDocumento(codigo, procedimiento);
  expect(t, codigo).not.toBe(codigo);
  expect(t, codigo).not.toBe(TITULO_DESCONOCIDO);
  expect(t, codigo).not.toMatch(/_/);
  expect(t[0], codigo).toBe(t[0].toLocaleUpperCase('es-MX'));
  return t;
}

describe('document titles (spec 1 §2.8)', () => {
  it('every code of the licence, the profile, the change requests, signs, towers and billboards', () => {
    const codigos = new Set<string>([
      ...CODIGOS_DOCUMENTO,
      ...CODIGOS_FOTO,
      ...CODIGOS_PERFIL,
      ...TIPOS_CAMBIO.flatMap((t) => [...codigosCambio(t)]),
      ...ranurasMovimiento({ hasArrendatario: true, hasTestigos: true }).map((r) => r.codigo),
      ...Object.keys(ARCHIVOS_DICTAMEN),
      ...SLOTS_ANUNCIO,
    ]);
    expect(codigos.size).toBeGreaterThan(60);
    for (const c of codigos) legible(c);
  });

  it('every payment proof and every file the office or a step attaches', () => {
    for (const s of Object.values(SERVICIO)) expect(legible(codigoComprobante(s))).toMatch(/^Comprobante de pago/);
    for (const c of [CODIGO_RECIBO_DU, CODIGO_DOCUMENTO_CONVENIO, CODIGO_CEDULA, CODIGO_RECIBO, CODIGO_SOLICITUD_FIRMADA]) legible(c);
  });

  it('the plain slots of rights assignments and leases read as their procedure names them', () => {
    for (const a of ARCHIVOS_CESION) expect(legible(a.slot, CLAVE_CESION)).toBe(a.etiqueta);
    for (const s of Object.values(SLOT_CESION)) legible(s, CLAVE_CESION);
    for (const s of Object.values(SLOT_ARR)) legible(s, CLAVE_ARRENDAMIENTO);
    expect(tituloDocumento('solicitud', CLAVE_CESION)).toBe('Solicitud de cesión de derechos');
    expect(tituloDocumento('solicitud', CLAVE_ARRENDAMIENTO)).toBe('Solicitud de arrendamiento del local');
  });

  it('the names the issue found: the change requests’ and the tower’s', () => {
    expect(tituloDocumento('scd_identificacion')).toBe('Identificación oficial');
    expect(tituloDocumento('sbe_aviso_baja')).toBe('Aviso de baja ante el SAT');
    expect(tituloDocumento('colindansia_norte')).toBe('Colindancia norte');
    expect(tituloDocumento('un_codigo_retirado')).toBe(TITULO_DESCONOCIDO);
  });
});
