// Read from real snapshots of the licence's machine, as the card receives them.
import { describe, expect, it } from 'vitest';
import { licencia as definicion } from '../../../domain/licencia/definicion';
import type { EventoTramite } from '../../../domain/tramite/definicion';
import { aplicarEvento, nuevoTramite, persistir } from '../../../domain/tramite/maquina';
import { SERVICIO } from '../../../domain/tramite/servicios';
import type { LicenciaDto } from '../../licencia/tipos';
import { licenciaEmitida, puedeSolicitarCambios } from './licencia';

const ok = (paso: string): EventoTramite => ({ type: 'APROBAR', paso, revisorId: 1 });
const pago = (servicio: number): EventoTramite => ({ type: 'PAGO_CONFIRMADO', servicio });

function lic(eventos: EventoTramite[], revocada = false) {
  let s = nuevoTramite(definicion, { tipoProceso: 1, tieneUsoSuelo: true, fechaLimitePago: null });
  for (const e of eventos) s = aplicarEvento(definicion, s, e) ?? (() => { throw new Error(`refused ${e.type}`); })();
  return { revocada, tramite: { snapshot: persistir(s) } } as unknown as LicenciaDto;
}
const enviada: EventoTramite[] = [{ type: 'ENVIAR' }];
const emitida = [...enviada, ok('validacion_datos'), pago(SERVICIO.ANUENCIA), ok('validacion_anuencia'), pago(SERVICIO.RESIDUOS), ok('validacion_residuos'), ok('firma_director'), ok('firma_tesorero')];

describe('licenciaEmitida', () => {
  it('only a licence whose request finished approved, and not revoked', () => {
    expect(licenciaEmitida(lic(emitida))).toBe(true);
    expect(licenciaEmitida(lic(emitida, true))).toBe(false);
    expect(licenciaEmitida(lic([]))).toBe(false);
    expect(licenciaEmitida(lic(enviada))).toBe(false);
    expect(licenciaEmitida(null)).toBe(false);
  });

  it('an establishment may ask for changes when any of its licences is issued', () => {
    expect(puedeSolicitarCambios([lic([]), lic(emitida)])).toBe(true);
    expect(puedeSolicitarCambios([lic(enviada)])).toBe(false);
    expect(puedeSolicitarCambios([])).toBe(false);
    expect(puedeSolicitarCambios(undefined)).toBe(false);
  });
});
