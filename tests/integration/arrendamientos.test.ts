// Market-stall leases (spec 3 §2.7, §3.6, §4.5, §5.5, §7.6, §8.2) on real PostgreSQL and
// Temporal: the taxpayer's establishments in a market with the stalls they hold, the giros, the
// draft with its two PDFs, the list with its filters, the update while 15, the 403s (another
// taxpayer, another area) and 401s, then the whole walk — sent, returned by Mercados and resent,
// validated; the contract saved, updated and sent; returned and corrected with the same-step
// answer; validated; the 1759 statement (10 % of the rent); the receipt; its validation → APROBADA.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagosRepository } from '../../api/pagos/pagos.repository';
import { formulario, pdf, png, type Archivo } from './dictamenes-ayuda';
import { ARCHIVOS, cliente, contribuyenteConPerfil, crearEntorno, entrar, tareaAbierta, type Entorno } from './harness';
import { establecimientoEnMercado } from './mundo-arrendamiento';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof entrar>>;
const B = '/api/solicitudArrendamiento';
const R = '/api/SolicitudArrendamiento';

const enviarPartes = async (c: Pick<Cliente, 'raw'>, method: 'POST' | 'PUT', url: string, campos: Record<string, string>, archivos: Archivo[] = []) => {
  const r = await c.raw({ method, url, ...formulario(campos, archivos) });
  return { status: r.statusCode, body: r.json() };
};
const contrato = (x: Record<string, string> = {}) => ({ fecha_inicio: '2026-01-01', fecha_fin: '2027-12-31', renta_mes: '2345.55', arrendatario_nombre: 'ROSA PÉREZ', arrendatario_rfc: 'PEPR800101AB1', arrendatario_correo: 'rosa@example.mx', ...x });

describe('market-stall leases (spec 3 §7.6)', () => {
  let t: Cliente & { rfc: string };
  let otro: Cliente & { rfc: string };
  let mer: Cliente;
  let du: Cliente;
  let estId = 0;
  let localId = 0;
  let est2Id = 0;
  let sid = 0;

  beforeAll(async () => {
    [t, otro, mer, du] = await Promise.all([contribuyenteConPerfil(e), contribuyenteConPerfil(e), entrar(e, 'mercados'), entrar(e, 'desarrollo.urbano')]);
    const a = await establecimientoEnMercado(e, { contribuyenteId: t.contribuyenteId!, rfc: t.rfc, nombre: 'FRUTAS DOÑA ROSA' });
    const b = await establecimientoEnMercado(e, { contribuyenteId: t.contribuyenteId!, rfc: t.rfc, nombre: 'CARNES EL GÜERO', mercadoId: 2 });
    estId = a.est.id;
    localId = a.local.id;
    est2Id = b.est.id;
  }, 60_000);

  it('getLocacion: the establishments in a market with the stalls the taxpayer holds; the giros; only their own', async () => {
    const r = await t.get(`${B}/getLocacion/${t.contribuyenteId}`);
    expect(r.status).toBe(200);
    const l = r.body.data.find((x: { id: number }) => x.id === estId);
    expect(l).toMatchObject({ nombre_comercial: 'FRUTAS DOÑA ROSA', mercado_id: 1, mercado: expect.any(String), locales: [{ id: localId, numero: expect.stringMatching(/^P-/) }] });
    expect(r.body.data).toHaveLength(2);
    expect((await otro.get(`${B}/getLocacion/${t.contribuyenteId}`)).status).toBe(403);
    expect((await mer.get(`${B}/getLocacion/${t.contribuyenteId}`)).status).toBe(403);
    expect((await cliente(e).get(`${B}/getLocacion/${t.contribuyenteId}`)).status).toBe(401);
    const g = await t.get(`${B}/cat/getgiro`);
    expect(g.status).toBe(200);
    expect(g.body.data[0]).toEqual({ id: 1, d_giro: 'ABARROTES' });
    const ofrecidos = (g.body.data as { d_giro: string }[]).map((x) => x.d_giro);
    expect(ofrecidos).toContain('FRUTERÍA Y VERDULERÍA');
    for (const nunca of ['GASOLINERA', 'HOTEL', 'DISCOTECA', 'TALLER MECÁNICO']) expect(ofrecidos).not.toContain(nunca);
  });

  it('creates the draft (ARR- folio, 15 PENDIENTE) with its two PDFs; refuses missing fields, non-PDFs, another’s establishment and staff', async () => {
    const vacia = await enviarPartes(t, 'POST', R, {});
    expect(vacia.status).toBe(422);
    expect(vacia.body.message).toBe('Por favor, llene todos los campos obligatorios.');
    expect(Object.keys(vacia.body.errors)).toEqual(expect.arrayContaining(['establecimiento_id', 'giro_id', 'docSolicitud', 'docAltaSat']));
    const foto = await enviarPartes(t, 'POST', R, { establecimiento_id: String(estId), giro_id: '1' }, [png('docSolicitud'), pdf('docAltaSat')]);
    expect(foto.status).toBe(422);
    expect(foto.body.errors.docSolicitud).toEqual(['Adjunte la solicitud en PDF']);
    const texto = await enviarPartes(t, 'POST', R, { establecimiento_id: String(estId), giro_id: '1' }, [pdf('docSolicitud'), { campo: 'docAltaSat', nombre: 'sat.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.texto }]);
    expect(texto.status).toBe(422);
    const ajeno = await enviarPartes(otro, 'POST', R, { establecimiento_id: String(estId), giro_id: '1' }, [pdf('docSolicitud'), pdf('docAltaSat')]);
    expect(ajeno.status).toBe(422);
    expect(ajeno.body.message).toBe('El establecimiento no pertenece al contribuyente');
    expect((await enviarPartes(mer, 'POST', R, { establecimiento_id: String(estId), giro_id: '1' }, [pdf('docSolicitud'), pdf('docAltaSat')])).status).toBe(403);

    const r = await enviarPartes(t, 'POST', R, { establecimiento_id: String(estId), giro_id: '1' }, [pdf('docSolicitud'), pdf('docAltaSat')]);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud de arrendamiento registrada exitosamente');
    const d = r.body.data;
    sid = d.id;
    expect(d.folio).toMatch(/^ARR-\d{4}-\d{6,}$/);
    expect(d).toMatchObject({
      establecimiento_id: estId,
      locacion: { id: estId, nombre_comercial: 'FRUTAS DOÑA ROSA' },
      local_mercado: { id: localId },
      giro: { id: 1, d_giro: 'ABARROTES' },
      estatus_solicitud_id: 15,
      estatus_solicitud: 'PENDIENTE',
      estatus_contrato_id: null,
      estatus_contrato: 'PENDIENTE',
      contrato_arrendamiento_id: null,
      renta_mes: null,
      vencido: false,
      acciones: { editar: true, enviar: true, subirContrato: false, editarContrato: false, enviarContrato: false, subirRecibo: false, pagar: null },
    });
    expect(d.docSolicitud).toMatch(/^\/api\/documentacion\/\d+$/);
    expect(d.docSat).toBe(d.docAltaSat);
    expect((await t.raw({ method: 'GET', url: d.docSolicitud })).statusCode).toBe(200);
    // A second draft on the other market's establishment, for the filters.
    expect((await enviarPartes(t, 'POST', R, { establecimiento_id: String(est2Id), giro_id: '2' }, [pdf('docSolicitud'), pdf('docAltaSat')])).status).toBe(200);
  }, 60_000);

  it('lists the taxpayer’s own (10 a page) with the spec’s filters; another taxpayer and staff are refused', async () => {
    const todas = (await t.get(`${B}/${t.contribuyenteId}`)).body.data;
    expect(todas).toMatchObject({ total: 2, per_page: 10, current_page: 1, from: 1, last_page: 1 });
    expect(todas.data[1].id).toBe(sid);
    expect((await t.get(`${B}/${t.contribuyenteId}?nombre_comercial=doña`)).body.data).toMatchObject({ total: 1, data: [{ id: sid }] });
    const ext = todas.data[1];
    expect(ext.locacion.id).toBe(estId);
    expect((await t.get(`${B}/${t.contribuyenteId}?id_estatus=15`)).body.data.total).toBe(2);
    expect((await t.get(`${B}/${t.contribuyenteId}?id_estatus=10`)).body.data.total).toBe(0);
    expect((await t.get(`${B}/${t.contribuyenteId}?per_page=1&page=2`)).body.data).toMatchObject({ total: 2, last_page: 2, from: 2, data: [{ id: sid }] });
    expect((await otro.get(`${B}/${t.contribuyenteId}`)).status).toBe(403);
    expect((await mer.get(`${B}/${t.contribuyenteId}`)).status).toBe(403);
    expect((await cliente(e).get(`${B}/${t.contribuyenteId}`)).status).toBe(401);
  });

  it('updates while 15 (files optional when stored); refuses another taxpayer, another area and staff writing', async () => {
    // A stall's line of business is one a market stall may have: no beer, no petrol station.
    const cerveza = await enviarPartes(t, 'PUT', `${R}/${sid}`, { giro_id: '3' });
    expect(cerveza.status).toBe(422);
    expect(cerveza.body.message).toBe('La actividad MINISUPER CON VENTA DE CERVEZA no puede ejercerse en un local de mercado.');
    expect(cerveza.body.errors).toEqual({ giro_id: ['La actividad MINISUPER CON VENTA DE CERVEZA no puede ejercerse en un local de mercado.'] });
    const r = await enviarPartes(t, 'PUT', `${R}/${sid}`, { giro_id: '2' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud actualizada exitosamente');
    expect(r.body.data).toMatchObject({ giro_id: 2, docSolicitud: expect.any(String) });
    const conArchivo = await enviarPartes(t, 'PUT', `${R}/${sid}`, { giro_id: '1' }, [pdf('docAltaSat')]);
    expect(conArchivo.body.data.docAltaSat).not.toBe(r.body.data.docAltaSat);
    for (const c of [otro, du]) {
      expect((await c.get(`${R}/${sid}`)).status).toBe(403);
      expect((await enviarPartes(c, 'PUT', `${R}/${sid}`, { giro_id: '2' })).status).toBe(403);
      expect((await c.post(`${B}/validarSolicitud/${sid}`)).status).toBe(403);
      expect((await c.post(`${B}/validarContrato/${sid}`)).status).toBe(403);
      expect((await enviarPartes(c, 'POST', `${B}/guardarcontrato`, { id: String(sid), ...contrato() }, [pdf('docContrato_arrendamiento')])).status).toBe(403);
      expect((await enviarPartes(c, 'POST', `${B}/archivo/solidPago/${sid}`, {}, [pdf('docSolidPago')])).status).toBe(403);
    }
    // Mercados reads it, never writes it.
    expect((await mer.get(`${R}/${sid}`)).status).toBe(200);
    expect((await enviarPartes(mer, 'PUT', `${R}/${sid}`, { giro_id: '2' })).status).toBe(403);
    expect((await mer.post(`${B}/validarSolicitud/${sid}`)).status).toBe(403);
    const anon = cliente(e);
    expect((await anon.get(`${R}/${sid}`)).status).toBe(401);
    expect((await anon.post(`${B}/validarSolicitud/${sid}`)).status).toBe(401);
    // A contract before the request is validated is refused; so is its send.
    const antes = await enviarPartes(t, 'POST', `${B}/guardarcontrato`, { id: String(sid), ...contrato() }, [pdf('docContrato_arrendamiento')]);
    expect(antes.status).toBe(400);
    expect(antes.body.message).toBe('El contrato solo se puede subir cuando la solicitud está validada');
    const envio = await t.post(`${B}/validarContrato/${sid}`);
    expect(envio.status).toBe(400);
    expect(envio.body.message).toBe('No se pudo enviar la solicitud.');
    const recibo = await enviarPartes(t, 'POST', `${B}/archivo/solidPago/${sid}`, {}, [pdf('docSolidPago')]);
    expect(recibo.status).toBeGreaterThanOrEqual(400);
    expect(recibo.body.message).toBe('No se pudo guardar el archivo.');
  }, 60_000);

  it('walks the lease: sent, returned and resent, validated; the contract saved, updated, sent, returned and corrected, validated; 1759 by receipt; APROBADA', async () => {
    const url = `${R}/${sid}`;
    const enviada = await t.post(`${B}/validarSolicitud/${sid}`);
    expect(enviada.status).toBe(200);
    expect(enviada.body.message).toBe('Solicitud enviada exitosamente');
    expect(enviada.body.data).toMatchObject({ estatus_solicitud_id: 10, estatus_solicitud: 'EN REVISION', acciones: { editar: false, enviar: false } });
    const otraVez = await t.post(`${B}/validarSolicitud/${sid}`);
    expect(otraVez.status).toBe(400);
    expect(otraVez.body.message).toBe('No se pudo enviar la solicitud.');
    expect((await enviarPartes(t, 'PUT', url, { giro_id: '2' })).body.message).toBe('La solicitud ya no se puede modificar');

    // Mercados (27) reviews it in the inbox; another area may not resolve it.
    const t1 = await tareaAbierta(e, sid, 'revision_solicitud');
    expect(t1.areaId).toBe(27);
    const det = (await mer.get(`/api/tareas/${t1.id}`)).body.data.detalle;
    expect(det).toMatchObject({ folio: enviada.body.data.folio, contribuyente: { rfc: t.rfc }, locacion: { id: estId }, local_mercado: { id: localId }, contrato: null, docSolidPago: null });
    expect(det.documentos.map((x: { etiqueta: string }) => x.etiqueta)).toEqual(['Solicitud', 'Alta en el SAT']);
    expect((await du.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'aprobado' })).status).toBe(403);
    expect((await mer.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'El alta en el SAT no es legible' })).status).toBe(200);
    const devuelta = (await t.get(url)).body.data;
    expect(devuelta).toMatchObject({ estatus_solicitud_id: 15, motivo_rechazo: 'El alta en el SAT no es legible', acciones: { editar: true, enviar: true } });
    expect((await enviarPartes(t, 'PUT', url, {}, [pdf('docAltaSat')])).status).toBe(200);
    const reenviada = await t.post(`${B}/validarSolicitud/${sid}`);
    expect(reenviada.status).toBe(200);
    expect(reenviada.body.data).toMatchObject({ estatus_solicitud_id: 10, motivo_rechazo: null });
    const t2 = await tareaAbierta(e, sid, 'revision_solicitud');
    expect((await mer.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    // Validated (3): the taxpayer's turn to upload the contract.
    const validada = (await t.get(url)).body.data;
    expect(validada).toMatchObject({ estatus_solicitud_id: 3, estatus_solicitud: 'VALIDADA', estatus_contrato_id: null, acciones: { subirContrato: true, editarContrato: false, enviarContrato: false } });
    expect(validada.tramite.acciones.entregar).toBe('contrato');
    for (const [campos, mensaje] of [
      [{ fecha_inicio: '' }, 'La fecha de inicio es requerida'],
      [{ fecha_fin: '' }, 'La fecha final es requerida'],
      [{ renta_mes: '' }, 'El monto de renta mensual es requerido'],
      [{ renta_mes: '0' }, 'El monto de renta mensual es requerido'],
      [{ renta_mes: '12.345' }, 'El monto de renta mensual debe ser un número positivo con hasta dos decimales'],
      [{ fecha_fin: '2025-12-31' }, 'La fecha final debe ser posterior a la fecha de inicio'],
    ] as const) {
      const r = await enviarPartes(t, 'POST', `${B}/guardarcontrato`, { id: String(sid), ...contrato(campos) }, [pdf('docContrato_arrendamiento')]);
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(mensaje);
    }
    const sinPdf = await enviarPartes(t, 'POST', `${B}/guardarcontrato`, { id: String(sid), ...contrato() });
    expect(sinPdf.status).toBe(422);
    expect(sinPdf.body.errors.docContrato_arrendamiento).toEqual(['Adjunte el contrato de arrendamiento en PDF']);
    const guardado = await enviarPartes(t, 'POST', `${B}/guardarcontrato`, { id: String(sid), ...contrato() }, [pdf('docContrato_arrendamiento')]);
    expect(guardado.status).toBe(200);
    expect(guardado.body.message).toBe('Contrato de arrendamiento guardado exitosamente');
    expect(guardado.body.data).toMatchObject({ fecha_inicio: '2026-01-01', fecha_fin: '2027-12-31', renta_mes: '2345.55', porcen_ayunta: '234.56', arrendatario_rfc: 'PEPR800101AB1', estatus_contrato_id: 15, acciones: { subirContrato: false, editarContrato: true, enviarContrato: true } });
    const actualizado = await enviarPartes(t, 'POST', `${B}/actualizarcontrato`, { id: String(sid), ...contrato({ renta_mes: '3000' }) });
    expect(actualizado.status).toBe(200);
    expect(actualizado.body.data).toMatchObject({ renta_mes: '3000.00', porcen_ayunta: '300.00', docContrato_arrendamiento: guardado.body.data.docContrato_arrendamiento });
    const enviado = await t.post(`${B}/validarContrato/${sid}`);
    expect(enviado.status).toBe(200);
    expect(enviado.body.message).toBe('Contrato enviado a revisión exitosamente');
    expect(enviado.body.data).toMatchObject({ estatus_solicitud_id: 3, estatus_contrato_id: 10, estatus_contrato: 'EN REVISION', acciones: { editarContrato: false, enviarContrato: false } });
    expect((await enviarPartes(t, 'POST', `${B}/actualizarcontrato`, { id: String(sid), ...contrato() })).status).toBe(400);
    expect(enviado.body.data.tramite.snapshot.context.extra).toMatchObject({ fechaFin: '2027-12-31', avisado: false, vencido: false });

    // Mercados returns the contract; the taxpayer corrects it and answers at the same step.
    const c1 = await tareaAbierta(e, sid, 'revision_contrato');
    expect(c1.areaId).toBe(27);
    const detC = (await mer.get(`/api/tareas/${c1.id}`)).body.data.detalle;
    expect(detC.contrato).toMatchObject({ fecha_fin: '2027-12-31', renta_mes: '3000.00', porcen_ayunta: '300.00', arrendatario_nombre: 'ROSA PÉREZ' });
    expect((await mer.post(`/api/tareas/${c1.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'Falta la firma del arrendatario' })).status).toBe(200);
    const devuelto = (await t.get(url)).body.data;
    expect(devuelto).toMatchObject({ estatus_solicitud_id: 3, estatus_contrato_id: 15, motivo_rechazo: 'Falta la firma del arrendatario', acciones: { editarContrato: true, enviarContrato: true } });
    expect(devuelto.tramite.acciones.corregir).toBe(true);
    const corregido = await enviarPartes(t, 'POST', `${B}/actualizarcontrato`, { id: String(sid), ...contrato({ fecha_fin: '2028-06-30', renta_mes: '2000.04' }) }, [pdf('docContrato_arrendamiento')]);
    expect(corregido.status).toBe(200);
    expect(corregido.body.data.porcen_ayunta).toBe('200.00');
    const respuesta = await t.post(`${B}/validarContrato/${sid}`);
    expect(respuesta.status).toBe(200);
    expect(respuesta.body.data).toMatchObject({ estatus_contrato_id: 10, motivo_rechazo: null });
    expect(respuesta.body.data.tramite.snapshot.context.extra.fechaFin).toBe('2028-06-30');
    const c2 = await tareaAbierta(e, sid, 'revision_contrato');
    expect((await mer.post(`/api/tareas/${c2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    // The 1759 statement: one concept, 10 % of the rent.
    const pago = await esperarDto(t, url, (d) => d.acciones.subirRecibo);
    expect(pago).toMatchObject({ estatus_contrato_id: 3, estatus_contrato: 'VALIDADA', acciones: { subirRecibo: true, pagar: 1759 } });
    const edo = await createPagosRepository({ db: e.db.db }).ultimo(sid, 1759);
    expect(edo?.total).toBe('200.00');
    const malo = await enviarPartes(t, 'POST', `${B}/archivo/solidPago/${sid}`, {}, [png('docSolidPago')]);
    expect(malo.status).toBe(422);
    expect(malo.body.message).toBe('No se pudo guardar el archivo.');
    const recibo = await enviarPartes(t, 'POST', `${B}/archivo/solidPago/${sid}`, { id_recibo_pago: '' }, [pdf('docSolidPago')]);
    expect(recibo.status).toBe(200);
    expect(recibo.body.message).toBe('Recibo de pago guardado exitosamente');
    expect(recibo.body.data).toMatchObject({ id_recibo_pago: expect.any(Number), docSolidPago: expect.stringMatching(/^\/api\/documentacion\//), acciones: { subirRecibo: false } });
    expect((await mer.raw({ method: 'GET', url: recibo.body.data.docSolidPago })).statusCode).toBe(200);

    const v = await tareaAbierta(e, sid, 'validacion_pago');
    expect(v.areaId).toBe(27);
    expect((await mer.get(`/api/tareas/${v.id}`)).body.data.detalle.docSolidPago).toBe(recibo.body.data.docSolidPago);
    expect((await mer.post(`/api/tareas/${v.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const final = await esperarDto(t, url, (d) => d.estatus_solicitud_id === 4);
    expect(final).toMatchObject({ estatus_solicitud: 'APROBADA', estatus_contrato_id: 3, vencido: false, acciones: { editar: false, subirRecibo: false, enviarContrato: false, pagar: null } });
    expect(final.tramite.estatus).toBe(4);
  }, 180_000);
});

async function esperarDto(c: Cliente, url: string, fn: (d: any) => boolean) {
  for (let i = 0; i < 150; i++) {
    const d = (await c.get(url)).body.data;
    if (fn(d)) return d;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no llegó el estado esperado de ${url}`);
}
