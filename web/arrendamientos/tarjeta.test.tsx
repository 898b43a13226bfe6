// The lease card as a person reads it (spec 3 §2.7, §4.5): '# id' and the folio, the request's and
// the contract's chips (and VENCIDO), the 10 % once there is a contract, and a menu that offers
// only what the API's `acciones` allow. Rendered on the server, like the other web unit tests.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { arrendamiento, PASO_ARRENDAMIENTO as P } from '../../domain/arrendamientos/definicion';
import { aplicarEvento, nuevoTramite, persistir, type SnapshotTramite } from '../../domain/tramite/maquina';
import type { EventoTramite } from '../../domain/tramite/definicion';
import { accionesMenu, TarjetaArrendamiento } from './tarjeta';
import type { Arrendamiento } from './tipos';

const aplicar = (s: SnapshotTramite, ev: EventoTramite) => {
  const n = aplicarEvento(arrendamiento, s, ev);
  if (!n) throw new Error(`evento rechazado: ${ev.type}`);
  return n;
};

const SIN_ACCIONES = { editar: false, enviar: false, subirContrato: false, editarContrato: false, enviarContrato: false, subirRecibo: false, pagar: null };

function dto(s: SnapshotTramite, extra: Partial<Arrendamiento> = {}): Arrendamiento {
  return {
    id: 12,
    folio: 'ARR-2026-000012',
    solicitud_id: 1,
    docSolicitud: '/api/documentacion/1',
    contribuyente_id: 7,
    establecimiento_id: 3,
    locacion: { id: 3, nombre_comercial: 'FRUTAS Y LEGUMBRES DOÑA CHAYO' },
    local_mercado: { id: 5, mercado: 'Mercado Lázaro Cárdenas', numero: 'A-15' },
    giro_id: 21,
    giro: { id: 21, d_giro: 'FRUTERÍA Y VERDULERÍA' },
    alta_sat_id: 2,
    docAltaSat: '/api/documentacion/2',
    docSat: '/api/documentacion/2',
    estatus_solicitud_id: 15,
    estatus_solicitud: 'PENDIENTE',
    contrato_arrendamiento_id: null,
    docContrato_arrendamiento: null,
    fecha_inicio: null,
    fecha_fin: null,
    renta_mes: null,
    porcen_ayunta: null,
    arrendatario_nombre: null,
    arrendatario_rfc: null,
    arrendatario_correo: null,
    estatus_contrato_id: null,
    estatus_contrato: 'PENDIENTE',
    id_recibo_pago: null,
    docSolidPago: null,
    motivo_rechazo: null,
    vencido: false,
    estado_cuenta: null,
    acciones: { ...SIN_ACCIONES, editar: true, enviar: true },
    tramite: {
      solicitud_id: 12,
      procedimiento: 'arrendamiento',
      folio: 'ARR-2026-000012',
      workflow_id: 'arrendamiento-12',
      estatus: 1,
      estatus_texto: 'PENDIENTE',
      snapshot: persistir(s),
      version: 1,
      paso_actual: null,
      servicio_pendiente: null,
      linea_tiempo: [],
      progreso: 0,
      progreso_maximo: 3,
      acciones: { guardar: true, enviar: true, corregir: false, pagar: null, comprobante: null, entregar: null, bloqueado: false },
      enviada_at: null,
      terminada_at: null,
    },
    ...extra,
  };
}

const texto = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('tarjeta de arrendamiento', () => {
  it('a draft: # id, folio, PENDIENTE chips, editable and sendable', () => {
    const a = dto(nuevoTramite(arrendamiento, {}));
    const t = texto(renderToStaticMarkup(<TarjetaArrendamiento a={a} abrir={() => {}} />));
    expect(t).toContain('# 12');
    expect(t).toContain('ARR-2026-000012');
    expect(t).toContain('Solicitud: PENDIENTE');
    expect(t).toContain('Contrato: PENDIENTE');
    expect(t).toContain('FRUTAS Y LEGUMBRES DOÑA CHAYO');
    expect(t).toContain('A-15 · Mercado Lázaro Cárdenas');
    expect(t).not.toContain('VENCIDO');
    expect(accionesMenu(a, () => {}).map((m) => m.etiqueta)).toEqual(['Editar solicitud', 'Enviar a revisión', 'Ver solicitud (PDF)', 'Ver alta en el SAT']);
  });

  it('validated, waiting for the contract: progress from the machine, the contract upload offered', () => {
    const s = aplicar(aplicar(nuevoTramite(arrendamiento, {}), { type: 'ENVIAR' }), { type: 'APROBAR', paso: P.SOLICITUD, revisorId: 1 });
    const base = dto(s, { estatus_solicitud_id: 3, estatus_solicitud: 'VALIDADA', acciones: { ...SIN_ACCIONES, subirContrato: true } });
    const a = { ...base, tramite: { ...base.tramite, enviada_at: '2026-11-20T15:00:00.000Z' } };
    const t = texto(renderToStaticMarkup(<TarjetaArrendamiento a={a} abrir={() => {}} />));
    expect(t).toContain('Solicitud: VALIDADA');
    // Three lines on its timeline, the first behind it.
    expect(t).toContain('Avance: 1 de 3');
    expect(t).toContain('Paso actual: Contrato de arrendamiento');
    expect(accionesMenu(a, () => {}).map((m) => m.etiqueta)).toEqual(['Ver solicitud', 'Subir contrato arrendamiento', 'Ver solicitud (PDF)', 'Ver alta en el SAT']);
  });

  it('approved and expired: the contract terms with the 10 %, VENCIDO, only views in the menu', () => {
    const a = dto(nuevoTramite(arrendamiento, {}), {
      estatus_solicitud_id: 4,
      estatus_solicitud: 'APROBADA',
      contrato_arrendamiento_id: 8,
      docContrato_arrendamiento: '/api/documentacion/8',
      fecha_inicio: '2026-01-01',
      fecha_fin: '2026-12-31',
      renta_mes: '8500.00',
      porcen_ayunta: '850.00',
      estatus_contrato_id: 3,
      estatus_contrato: 'VALIDADA',
      docSolidPago: '/api/documentacion/9',
      vencido: true,
      acciones: SIN_ACCIONES,
    });
    const t = texto(renderToStaticMarkup(<TarjetaArrendamiento a={a} abrir={() => {}} />));
    expect(t).toContain('Solicitud: APROBADA');
    expect(t).toContain('Contrato: VALIDADA');
    expect(t).toContain('VENCIDO');
    expect(t).toContain('10% al ayuntamiento: $850.00');
    expect(accionesMenu(a, () => {}).map((m) => m.etiqueta)).toEqual([
      'Ver solicitud',
      'Ver contrato arrendamiento',
      'Ver solicitud (PDF)',
      'Ver alta en el SAT',
      'Ver contrato de arrendamiento',
      'Ver recibo de pago',
    ]);
  });
});
