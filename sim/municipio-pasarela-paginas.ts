// The hosted payment page of the simulated gateway (spec 1 §7.5: the portal posts order_id to it
// in an 800x600 popup, spec 1 §9). Plain server-rendered HTML in Spanish, no external assets, so
// it works offline and under a strict CSP: the one <style> and <script> carry the request's nonce.
// Accessibility: lang="es", a label per field, errors tied to their field (aria-describedby),
// alerts announced (role="alert"/"status"), visible focus, text contrast above 7:1.
import type { OrdenPasarela } from '../activities/adapters/pasarela';

export const MUNICIPIO = 'H. Ayuntamiento de Othón P. Blanco';

const formatoMonto = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const formatoFecha = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Cancun' });

export function montoMx(monto: string): string {
  return `${formatoMonto.format(Number(monto))} MXN`;
}

/** Everything interpolated into the page comes from the portal or the user: always escaped. */
export function esc(v: string): string {
  return v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const ESTILOS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1b1b1b;background:#f4f4f5}
header{background:#5c1a25;color:#fff;padding:12px 24px}
header p{margin:0}
.municipio{font-weight:700;font-size:1.05rem}
.sub{font-size:.9rem}
main{max-width:560px;margin:16px auto;background:#fff;border:1px solid #d4d4d8;border-radius:8px;padding:20px 24px}
h1{font-size:1.35rem;margin:0 0 12px}
dl.resumen{margin:0 0 16px;display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
dl.resumen dt{font-weight:600}
dl.resumen dd{margin:0;overflow-wrap:anywhere}
.monto{font-size:1.15rem;font-weight:700}
.campo{margin-bottom:12px}
.fila{display:grid;grid-template-columns:1fr 1fr;gap:16px}
label{display:block;font-weight:600;margin-bottom:4px}
input{width:100%;padding:8px 10px;font-size:1rem;border:1px solid #52525b;border-radius:6px;color:#1b1b1b;background:#fff}
input[aria-invalid="true"]{border:2px solid #a4161a}
.ayuda{font-size:.85rem;color:#3f3f46;margin:2px 0 0}
.error{color:#a4161a;font-size:.9rem;margin:4px 0 0;font-weight:600}
.alerta{border-radius:6px;padding:10px 12px;margin:0 0 16px;font-weight:600}
.alerta.mal{background:#fdecec;border:1px solid #a4161a;color:#7a1014}
.alerta.bien{background:#e8f5ec;border:1px solid #1e6b3a;color:#14532d}
button{font:inherit;font-weight:700;padding:10px 20px;border-radius:6px;border:2px solid #5c1a25;background:#5c1a25;color:#fff;cursor:pointer}
button:hover{background:#7a2333}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.nota{font-size:.85rem;color:#3f3f46;margin:16px 0 0;border-top:1px solid #e4e4e7;padding-top:8px}
`;

function pagina(o: { nonce: string; titulo: string; cuerpo: string; cerrar?: boolean }): string {
  const script = o.cerrar
    ? `<script nonce="${o.nonce}">document.getElementById('cerrar').addEventListener('click',function(){window.close();});</script>`
    : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(o.titulo)} — ${MUNICIPIO}</title>
<style nonce="${o.nonce}">${ESTILOS}</style>
</head>
<body>
<header><p class="municipio">${MUNICIPIO}</p><p class="sub">Pasarela de pagos en línea (entorno de pruebas)</p></header>
<main>
${o.cuerpo}
</main>
${script}
</body>
</html>`;
}

function resumen(orden: OrdenPasarela, extra: [string, string][] = []): string {
  const filas: [string, string][] = [
    ['Concepto', orden.concepto],
    ['Referencia', orden.referencia],
    ...extra,
  ];
  return `<dl class="resumen">
${filas.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('\n')}
<dt>Importe</dt><dd class="monto">${esc(montoMx(orden.monto))}</dd>
</dl>`;
}

const BOTON_CERRAR = '<button type="button" id="cerrar">Cerrar ventana</button>';

export type CampoTarjeta = 'titular' | 'numero_tarjeta' | 'vencimiento' | 'cvv';

export interface EstadoFormulario {
  /** the titular and expiry the user typed (the card number and CVV are never echoed back) */
  valores?: Partial<Record<'titular' | 'vencimiento', string>>;
  errores?: Partial<Record<CampoTarjeta, string>>;
  /** a message about the whole payment, e.g. the bank declined the card */
  alerta?: string;
}

function campo(o: {
  id: CampoTarjeta;
  etiqueta: string;
  autocomplete: string;
  valor?: string;
  error?: string;
  ayuda?: string;
  numerico?: boolean;
  maxlength: number;
  enfocar: boolean;
}): string {
  const describe = [o.ayuda ? `${o.id}-ayuda` : '', o.error ? `${o.id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="campo">
<label for="${o.id}">${o.etiqueta}</label>
<input id="${o.id}" name="${o.id}" type="text" required autocomplete="${o.autocomplete}" maxlength="${o.maxlength}"${
    o.numerico ? ' inputmode="numeric"' : ''
  }${o.valor ? ` value="${esc(o.valor)}"` : ''}${o.error ? ' aria-invalid="true"' : ''}${describe ? ` aria-describedby="${describe}"` : ''}${
    o.enfocar ? ' autofocus' : ''
  }>
${o.ayuda ? `<p class="ayuda" id="${o.id}-ayuda">${esc(o.ayuda)}</p>` : ''}
${o.error ? `<p class="error" id="${o.id}-error">${esc(o.error)}</p>` : ''}
</div>`;
}

export function paginaFormulario(nonce: string, orden: OrdenPasarela, estado: EstadoFormulario = {}): string {
  const e = estado.errores ?? {};
  const primero = (['titular', 'numero_tarjeta', 'vencimiento', 'cvv'] as const).find((k) => e[k]);
  const cuerpo = `<h1>Pago en línea</h1>
${resumen(orden)}
${estado.alerta ? `<div class="alerta mal" role="alert">${esc(estado.alerta)}</div>` : ''}
${primero && !estado.alerta ? '<div class="alerta mal" role="alert">Revise los datos de la tarjeta.</div>' : ''}
<form method="post" action="cobrar">
<input type="hidden" name="order_id" value="${esc(orden.order_id)}">
${campo({ id: 'titular', etiqueta: 'Titular', autocomplete: 'cc-name', valor: estado.valores?.titular, error: e.titular, maxlength: 80, enfocar: primero === 'titular' })}
${campo({ id: 'numero_tarjeta', etiqueta: 'Número de tarjeta', autocomplete: 'cc-number', error: e.numero_tarjeta, numerico: true, maxlength: 23, enfocar: primero === 'numero_tarjeta' })}
<div class="fila">
${campo({ id: 'vencimiento', etiqueta: 'Vencimiento', autocomplete: 'cc-exp', valor: estado.valores?.vencimiento, error: e.vencimiento, ayuda: 'Formato MM/AA', maxlength: 7, enfocar: primero === 'vencimiento' })}
${campo({ id: 'cvv', etiqueta: 'CVV', autocomplete: 'cc-csc', error: e.cvv, ayuda: '3 o 4 dígitos al reverso', numerico: true, maxlength: 4, enfocar: primero === 'cvv' })}
</div>
<button type="submit">Pagar</button>
</form>
<p class="nota">Entorno de pruebas: la tarjeta 4242 4242 4242 4242 se aprueba y la 4000 0000 0000 0002 se rechaza. Use cualquier titular, un vencimiento futuro y un CVV de 3 dígitos.</p>`;
  return pagina({ nonce, titulo: 'Pago en línea', cuerpo });
}

function fecha(iso: string | null): string {
  return iso ? formatoFecha.format(new Date(iso)) : '';
}

export function paginaAprobado(nonce: string, orden: OrdenPasarela): string {
  const cuerpo = `<h1>Pago aprobado</h1>
<div class="alerta bien" role="status">Su pago fue aprobado. La ventanilla registrará el pago; ya puede cerrar esta ventana.</div>
${resumen(orden, [
  ['Folio de pago', orden.folio_pago ?? ''],
  ['Autorización', orden.autorizacion ?? ''],
  ['Fecha de pago', fecha(orden.pagado_at)],
])}
${BOTON_CERRAR}`;
  return pagina({ nonce, titulo: 'Pago aprobado', cuerpo, cerrar: true });
}

export function paginaYaPagada(nonce: string, orden: OrdenPasarela): string {
  const cuerpo = `<h1>Esta orden ya fue pagada</h1>
<div class="alerta bien" role="status">La orden ${esc(orden.order_id)} ya está pagada; no se realizó ningún cargo nuevo.</div>
${resumen(orden, [
  ['Folio de pago', orden.folio_pago ?? ''],
  ['Fecha de pago', fecha(orden.pagado_at)],
])}
${BOTON_CERRAR}`;
  return pagina({ nonce, titulo: 'Orden pagada', cuerpo, cerrar: true });
}

export function paginaNoEncontrada(nonce: string): string {
  const cuerpo = `<h1>Orden no encontrada</h1>
<div class="alerta mal" role="alert">La orden de pago no existe o el enlace está incompleto. Genere de nuevo el pago desde la ventanilla.</div>
${BOTON_CERRAR}`;
  return pagina({ nonce, titulo: 'Orden no encontrada', cuerpo, cerrar: true });
}
