// The dictamen's fee paid by receipt instead of online (spec 3 §4.4 'paid online or by
// receipt'). A billboard climbs the chain to the Dirección's approval (4); its taxpayer uploads the
// payment receipt (POST solicitud_espectaculares/{id}/reciboPago, PDF only), another taxpayer and
// the staff cannot, and Desarrollo Urbano's validation task opens; once validated, the signature is
// the Dirección's turn. A receipt refused by the validation reopens the payment.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, entrar, multipart, tareaAbierta, type Entorno } from './harness';
import { archivosBasicos, BASE_ESPECTACULARES, cuerpoEspectacular, esperar, guardarEspectacular, pdf, ubicacionDe } from './mundo-espectacular';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
}, 300_000);
afterAll(async () => e?.cerrar());

it('the fee of a billboard paid by receipt: only its taxpayer uploads it, PDF only; Desarrollo Urbano validates it or refuses it', async () => {
  const [t, otro, du, jefe, dir] = await Promise.all([
    contribuyenteConPerfil(e),
    contribuyenteConPerfil(e),
    entrar(e, 'desarrollo.urbano'),
    entrar(e, 'jefatura.urbano'),
    entrar(e, 'direccion.urbano'),
  ]);
  const alta = await t.post(BASE_ESPECTACULARES, cuerpoEspectacular(await ubicacionDe(t, CLAVES_DEMO.pagada)));
  expect(alta.status).toBe(200);
  const sid = alta.body.data.id as number;
  const url = `${BASE_ESPECTACULARES}/${sid}`;
  expect((await guardarEspectacular(t, sid, {}, [...archivosBasicos(), pdf('constancia_uso_suelo')])).status).toBe(200);
  const recibo = (c: Pick<typeof du, 'raw'>, contenido: Buffer, nombre = 'recibo.pdf', tipo = 'application/pdf') =>
    c.raw({ method: 'POST', url: `${url}/reciboPago`, ...multipart({}, { nombre, tipo, contenido }) });

  // Nothing to pay before the Dirección approves it.
  expect((await recibo(t, ARCHIVOS.pdf)).statusCode).toBe(400);
  expect((await t.post(`${url}/changeStatus`, { estatus_revision: 10 })).status).toBe(200);
  expect((await du.post(`${url}/changeStatus`, { estatus_revision: 16 })).status).toBe(200);
  expect((await jefe.post(`${url}/changeStatus`, { estatus_revision: 3 })).status).toBe(200);
  expect((await dir.post(`${url}/changeStatus`, { estatus_revision: 4 })).status).toBe(200);
  const conEdo = await esperar(async () => {
    const d = (await t.get(url)).body.data;
    return d.estado_cuenta ? d : null;
  }, 'el estado de cuenta 1758');
  expect(conEdo).toMatchObject({ estado_cuenta: { servicio_id: 1758, pagado: false }, acciones: { pagar: true } });

  // Another taxpayer and the staff may not send it; a file that is not a PDF is refused in words.
  expect([403, 404]).toContain((await recibo(otro, ARCHIVOS.pdf)).statusCode);
  expect([403, 404]).toContain((await recibo(du, ARCHIVOS.pdf)).statusCode);
  const png = await recibo(t, ARCHIVOS.png, 'recibo.png', 'image/png');
  expect(png.statusCode).toBe(400);
  expect(png.json().message).toMatch(/PDF/);

  // The owner's PDF: Desarrollo Urbano's validation opens.
  const ok = await recibo(t, ARCHIVOS.pdf);
  expect(ok.statusCode).toBe(200);
  expect(ok.json().message).toBe('Recibo cargado exitosamente');
  const tv = await tareaAbierta(e, sid, 'validacion');
  expect(tv.areaId).toBe(6);

  // Refused: the payment is the taxpayer's turn again.
  expect((await du.post(`/api/tareas/${tv.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'El recibo no corresponde al estado de cuenta.' })).status).toBe(200);
  await esperar(async () => ((await t.get(url)).body.data.acciones.pagar ? true : null), 'el pago reabierto');

  // A second receipt, validated: the signature is the Dirección's.
  expect((await recibo(t, ARCHIVOS.pdf)).statusCode).toBe(200);
  const tv2 = await tareaAbierta(e, sid, 'validacion');
  expect(tv2.id).not.toBe(tv.id);
  expect((await du.post(`/api/tareas/${tv2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
  const firma = await tareaAbierta(e, sid, 'firma');
  expect(firma.areaId).toBe(62);
  expect((await dir.get(url)).body.data.acciones.firmar).toBe(true);
}, 180_000);
