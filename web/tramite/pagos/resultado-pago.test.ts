import { describe, expect, it } from 'vitest';
import type { EstadoOrden } from '../../../api/pagos/pagos.schemas';
import { AVISO_PAGO_EN_CURSO, avisoDePago, PAGO_PENDIENTE, PAGO_RECHAZADO } from './resultado-pago';

const orden = (x: Partial<EstadoOrden>): EstadoOrden => ({
  order_id: 'OPB1755ABC',
  folio: 'EC-1755-0001',
  servicio: 'Uso de suelo',
  estado: 'pendiente',
  folio_pago: null,
  motivo: null,
  ...x,
});

describe('avisoDePago (a word after paying, in the same dialog)', () => {
  it('says nothing before a payment starts, and how to go on while the window is open', () => {
    expect(avisoDePago(null)).toBeNull();
    expect(avisoDePago({ fase: 'en_curso' })).toMatchObject({ variante: 'info', texto: AVISO_PAGO_EN_CURSO, reintentar: false });
  });

  it('an approved payment is recorded, with its folio, and offers no retry', () => {
    const a = avisoDePago({ fase: 'respuesta', orden: orden({ estado: 'pagado', folio_pago: 'OPB20261123000123' }) });
    expect(a).toEqual({ variante: 'success', titulo: 'Pago registrado exitosamente', texto: 'Uso de suelo. Folio de pago: OPB20261123000123.', reintentar: false, consultar: false });
  });

  it("a declined payment gives the gateway's reason and offers the retry", () => {
    const motivo = 'La tarjeta fue rechazada por el banco emisor. Intente con otra tarjeta o comuníquese con su banco.';
    const a = avisoDePago({ fase: 'respuesta', orden: orden({ estado: 'rechazado', motivo }) });
    expect(a).toMatchObject({ variante: 'destructive', titulo: PAGO_RECHAZADO, reintentar: true, consultar: false });
    expect(a?.texto).toContain(motivo);
  });

  it('a pending payment can be asked again or retried', () => {
    expect(avisoDePago({ fase: 'respuesta', orden: orden({}) })).toMatchObject({ variante: 'warning', titulo: PAGO_PENDIENTE, reintentar: true, consultar: true });
    expect(avisoDePago({ fase: 'sin_respuesta' })).toMatchObject({ variante: 'warning', reintentar: false, consultar: true });
  });
});
