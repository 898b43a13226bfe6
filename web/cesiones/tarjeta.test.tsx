// The assignment card's menu and chip (spec 3 §2.8, §4.6): the menu offers only what the API's
// `acciones` allow, then the stored files; the chip always writes the status' word.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChipCesion, varianteEstatusCesion } from './chips';
import { accionesMenuCesion } from './tarjeta';
import type { Cesion } from './tipos';

const base = (acciones: Cesion['acciones'], extra: Partial<Cesion> = {}) =>
  ({
    id: 7,
    folio: 'CES-2026-000007',
    acciones,
    motivo_rechazo: null,
    docSolicitud: '/api/documentacion/1',
    docSolicitudAnt: null,
    docFoto: '/api/documentacion/3',
    docBajaSat: null,
    docAltaSat: null,
    docActaComp: null,
    docSolidPago: null,
    docAutorizacion: null,
    ...extra,
  }) as unknown as Cesion;

const etiquetas = (c: Cesion) => accionesMenuCesion(c, () => undefined).map((a) => a.etiqueta);

describe('accionesMenuCesion', () => {
  it('a draft: edit and send, then its files', () => {
    expect(etiquetas(base({ editar: true, enviar: true, subirRecibo: false, pagar: null }))).toEqual([
      'Editar solicitud',
      'Enviar a revisión',
      'Ver solicitud de cesión de derechos',
      'Ver fotografía del nuevo concesionario',
    ]);
  });
  it('at 10 with the payment pending: see it and upload the receipt', () => {
    expect(etiquetas(base({ editar: false, enviar: false, subirRecibo: true, pagar: 1760 })).slice(0, 2)).toEqual(['Ver solicitud', 'Subir Recibo Pago de Cesion Derecho']);
  });
  it('a returned one shows the reason', () => {
    expect(etiquetas(base({ editar: true, enviar: true, subirRecibo: false, pagar: null }, { motivo_rechazo: 'Falta el acta' }))).toContain('Ver Motivo de Rechazo');
  });
});

describe('ChipCesion', () => {
  it('writes the word and colours it by status', () => {
    expect(renderToStaticMarkup(<ChipCesion estatus={5} />)).toContain('RECHAZADA');
    expect(renderToStaticMarkup(<ChipCesion estatus={4} etiqueta="FINALIZADA" />)).toContain('FINALIZADA');
    expect(varianteEstatusCesion(10)).toBe('info');
    expect(varianteEstatusCesion(4)).toBe('success');
    expect(varianteEstatusCesion(1)).toBe('warning');
  });
});
