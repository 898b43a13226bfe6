// zod's messages in Spanish: what a person reads when a value fails a schema that
// gives no message of its own. The spec's shared messages (spec 1 §5.1) where it has one for the
// rule, MSG_VALIDACION where it is silent. A schema's own message always wins over this map.
//
// Importing this module installs the map (z.config is global to the process or the page): the
// API imports it where the app is built (api/auth/auth.routes.ts), the web at its entry
// (web/zod-configurado.ts, which every web import of zod goes through). It is not in domain/common/messages.ts because the workflows' sandbox bundles
// that file and has no use for zod. zod's own `es` locale was not used: 'Inválido dirección de
// correo electrónico' and 'se esperaba que texto tuviera >=8 caracteres' are not the spec's words.
// zod's core, not its `z` namespace: the web's entry imports this module, and `z` would bring all
// of zod (and its 40 locales) into the first download instead of the first form page.
import { config, type $ZodRawIssue } from 'zod/v4/core';
import { MSG, MSG_VALIDACION } from './messages';

type Issue = $ZodRawIssue;

/** Options listed in an enum's message at most: a longer list is not read, it is scanned. */
const OPCIONES_LEGIBLES = 8;

const fecha = (valor: number | bigint) =>
  new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'America/Cancun' }).format(new Date(Number(valor)));

/** A divisor of 0.01 is a two-decimal amount: say so instead of 'multiple of 0.01'. */
function decimalesDe(divisor: number): number | null {
  for (let n = 1; n <= 6; n++) if (Math.abs(divisor - 10 ** -n) < 1e-12) return n;
  return null;
}

const falta = (input: unknown) => input === undefined || input === null;

function tipoInvalido(expected: string, input: unknown): string {
  if (falta(input) || expected === 'nonoptional') return MSG.requerido;
  switch (expected) {
    case 'string':
      return MSG_VALIDACION.texto;
    case 'number':
    case 'nan':
      return MSG_VALIDACION.numero;
    case 'int':
    case 'bigint':
      return MSG_VALIDACION.entero;
    case 'boolean':
      return MSG_VALIDACION.siNo;
    case 'date':
      return MSG_VALIDACION.fecha;
    case 'array':
    case 'tuple':
    case 'set':
      return MSG_VALIDACION.lista;
    case 'file':
      return MSG_VALIDACION.archivo;
    case 'object':
    case 'record':
    case 'map':
      return MSG.formatoInvalido;
    default:
      return MSG.valorNoValido;
  }
}

function demasiadoPequeno(iss: Extract<Issue, { code: 'too_small' }>): string {
  const { minimum: min, inclusive, exact, origin } = iss;
  switch (origin) {
    case 'string':
      if (exact) return MSG.longitudCaracteres(Number(min));
      // A text of at least one character is a required field (z.string().min(1)).
      return Number(min) <= 1 ? MSG.requerido : MSG.minimo(Number(min));
    case 'array':
    case 'set':
      if (exact) return MSG_VALIDACION.exactoElementos(min);
      return Number(min) <= 1 ? MSG.alMenosUna : MSG_VALIDACION.minimoElementos(min);
    case 'date':
      return inclusive ? MSG_VALIDACION.fechaDesde(fecha(min)) : MSG_VALIDACION.fechaDespues(fecha(min));
    case 'file':
      return MSG_VALIDACION.archivoVacio;
    default:
      return inclusive ? MSG.mayorOIgualA(min) : MSG.mayorA(min);
  }
}

function demasiadoGrande(iss: Extract<Issue, { code: 'too_big' }>): string {
  const { maximum: max, inclusive, exact, origin } = iss;
  switch (origin) {
    case 'string':
      return exact ? MSG.longitudCaracteres(Number(max)) : MSG.maximo(Number(max));
    case 'array':
    case 'set':
      return exact ? MSG_VALIDACION.exactoElementos(max) : MSG_VALIDACION.maximoElementos(max);
    case 'date':
      return inclusive ? MSG_VALIDACION.fechaHasta(fecha(max)) : MSG_VALIDACION.fechaAntes(fecha(max));
    case 'file':
      return MSG_VALIDACION.archivoGrande;
    default:
      return inclusive ? MSG.menorOIgualA(max) : MSG.menorA(max);
  }
}

function formatoInvalido(format: string): string {
  switch (format) {
    case 'email':
      return MSG.correoInvalido;
    case 'date':
      return MSG_VALIDACION.fecha;
    case 'datetime':
      return MSG_VALIDACION.fechaHora;
    case 'time':
      return MSG_VALIDACION.hora;
    case 'url':
      return MSG_VALIDACION.direccionWeb;
    default:
      return MSG.formatoInvalido;
  }
}

function valorFueraDeLista(values: readonly unknown[]): string {
  if (values.length < 2) return MSG.valorNoValido;
  if (values.length > OPCIONES_LEGIBLES) return MSG_VALIDACION.opcionInvalida;
  return MSG_VALIDACION.opcionDeLista(values.map((v) => String(v)));
}

/** The Spanish message of one issue. Never undefined: no English default is left to reach anyone. */
export function mensajeEnEspanol(iss: Issue): string {
  switch (iss.code) {
    case 'invalid_type':
      return tipoInvalido(iss.expected, iss.input);
    case 'too_small':
      return demasiadoPequeno(iss);
    case 'too_big':
      return demasiadoGrande(iss);
    case 'invalid_format':
      return formatoInvalido(iss.format);
    case 'not_multiple_of': {
      const n = decimalesDe(Number(iss.divisor));
      return n === null ? MSG_VALIDACION.multiploDe(Number(iss.divisor)) : MSG_VALIDACION.decimales(n);
    }
    case 'invalid_value':
      return valorFueraDeLista(iss.values);
    case 'unrecognized_keys':
      return MSG_VALIDACION.camposNoPermitidos(iss.keys);
    case 'invalid_key':
      return MSG_VALIDACION.claveInvalida;
    case 'invalid_union':
      // A discriminated union whose tag is missing or unknown: the tag's options, like an enum.
      if (iss.discriminator !== undefined) {
        const input = iss.input;
        const tag = input && typeof input === 'object' ? (input as Record<string, unknown>)[iss.discriminator] : undefined;
        if (falta(tag)) return MSG.requerido;
        const opciones = (iss as { options?: unknown[] }).options;
        return opciones?.length ? valorFueraDeLista(opciones) : MSG.valorNoValido;
      }
      return falta(iss.input) ? MSG.requerido : MSG.valorNoValido;
    default:
      return MSG.valorNoValido;
  }
}

/** Installs the map for every schema of this process or page. Idempotent. */
export function instalarMensajesEnEspanol(): void {
  config({ customError: mensajeEnEspanol });
}

instalarMensajesEnEspanol();
