// What an operator reads of a request in Temporal's Web UI (ARCHITECTURE.md "Finding a request"):
// a one-line summary fixed at start (procedure, folio) with the taxpayer and establishment, and the
// current details the runner rewrites after every change: the step, its area, its due date and what
// the request waits for (a staff task, a payment, the taxpayer, a deadline or a reminder). Every
// word comes from the definition and the catalogues; pure and without Intl, so the workflow calls it.
import { AREAS } from '../common/catalogos';
import { type CualquierDefinicion, type DefPaso } from './definicion';
import { fechaCortaCancun, fechaHoraCortaCancun } from './fechas';
import { pasoActual, servicioPendiente, turno } from './lectura';
import { estadoDe, type SnapshotPersistido, type SnapshotTramite } from './maquina';
import type { Recordatorio } from './recordatorios';
import { nombreServicio } from './servicios';

type Leible = Pick<SnapshotPersistido, 'value' | 'context'> | SnapshotTramite;

export interface DatosResumen {
  folio: string;
  /** the taxpayer's name as tasks and PDFs say it */
  contribuyente: string;
  rfc: string;
  /** the establishment's trade name; null when the request has none */
  establecimiento: string | null;
  /** the request's subject when it names no establishment (a new activity, a sign on a public road) */
  asunto: string | null;
}

/** The static summary (one line) and details (Temporal markdown) a workflow is started with. */
export function resumenInicial(def: CualquierDefinicion, d: DatosResumen): { resumen: string; detalles: string } {
  return {
    resumen: `${def.nombre} · ${d.folio}`,
    detalles: [`**Trámite:** ${def.nombre}`, `**Folio:** ${d.folio}`, `**Contribuyente:** ${d.contribuyente} (${d.rfc})`, ...(d.establecimiento ? [`**Establecimiento:** ${d.establecimiento}`] : d.asunto ? [`**Asunto:** ${d.asunto}`] : [])].join('\n'),
  };
}

export const nombreArea = (id: number): string => AREAS.find((a) => a.id === id)?.nombre ?? `Área ${id}`;

export interface Situacion {
  /** the open staff task as the workflow holds it, null while none is open */
  tarea: { venceAt: number; escalada: boolean } | null;
  /** the next reminder still to be sent, if any */
  aviso: Recordatorio | null;
  /** workflow time */
  ahora: number;
}

const titulo = (p: DefPaso<unknown>) => p.tituloTarea ?? p.etiqueta;

/** What the request waits for now, in one phrase. */
function espera(def: CualquierDefinicion, s: Leible, sit: Situacion): string {
  const p = pasoActual(def, s);
  const t = turno(def, s);
  switch (estadoDe(s)) {
    case 'borrador':
      return 'que el contribuyente envíe la solicitud';
    case 'revision':
      if (!p || typeof t !== 'number') return 'la siguiente revisión';
      return sit.tarea ? `la tarea «${titulo(p)}» del área ${nombreArea(t)}` : `que se abra la tarea «${titulo(p)}» del área ${nombreArea(t)}`;
    case 'pago':
      return `el pago del contribuyente: ${nombreServicio(servicioPendiente(def, s))}`;
    case 'entrega':
      return `la entrega del contribuyente: ${p?.etiqueta ?? 'documentos'}`;
    case 'devuelta': {
      const servicio = servicioPendiente(def, s);
      return servicio !== null ? `un nuevo pago o comprobante del contribuyente: ${nombreServicio(servicio)}` : 'que el contribuyente corrija y reenvíe la solicitud';
    }
    case 'terminada':
      return 'nada: el trámite terminó';
    case 'rechazada':
      return 'nada: la solicitud fue rechazada';
    case 'cancelada':
      return 'nada: la solicitud fue cancelada';
  }
}

/** The definition's own deadlines still to come, in date order: 'vigente hasta el 31/12/2026'. */
export function plazosPendientes(def: CualquierDefinicion, s: Leible, ahora: number): string[] {
  const plazos = (s.context as SnapshotPersistido['context']).plazos;
  return Object.entries(plazos)
    .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > ahora)
    .sort((a, b) => a[1] - b[1])
    .map(([clave, en]) => `${def.plazos?.[clave]?.etiqueta ?? clave} el ${fechaCortaCancun(en)}`);
}

/** The current details (Temporal markdown, one fact per line). */
export function detallesActuales(def: CualquierDefinicion, s: Leible, sit: Situacion): string {
  const p = pasoActual(def, s);
  const t = turno(def, s);
  const lineas = [
    `**Paso:** ${p ? p.etiqueta : 'ninguno'}`,
    `**Área:** ${typeof t === 'number' ? nombreArea(t) : t === 'contribuyente' ? 'el contribuyente' : 'ninguna'}`,
  ];
  if (sit.tarea) lineas.push(`**Vence:** ${fechaHoraCortaCancun(sit.tarea.venceAt)}${sit.tarea.escalada ? ' (vencida; escalada a la jefatura del área)' : ''}`);
  lineas.push(`**Espera:** ${espera(def, s, sit)}`);
  const plazos = plazosPendientes(def, s, sit.ahora);
  if (plazos.length) lineas.push(`**Plazos:** ${plazos.join('; ')}`);
  if (sit.aviso && sit.aviso.en > sit.ahora) lineas.push(`**Próximo aviso:** ${fechaHoraCortaCancun(sit.aviso.en)}: ${sit.aviso.encabezado}`);
  return lineas.join('\n');
}

/** What a durable timer waits for, one line (the timer's summary in the workflow's history). */
export function resumenTemporizador(def: CualquierDefinicion, s: Leible, sit: Situacion, en: number): string {
  const p = pasoActual(def, s);
  const t = turno(def, s);
  if (sit.tarea && !sit.tarea.escalada && sit.tarea.venceAt === en && p && typeof t === 'number') return `Vence la tarea «${titulo(p)}» del área ${nombreArea(t)}: ${fechaHoraCortaCancun(en)}`;
  const plazos = (s.context as SnapshotPersistido['context']).plazos;
  const plazo = Object.entries(plazos).find(([, x]) => x === en);
  if (plazo) return `Plazo: ${def.plazos?.[plazo[0]]?.etiqueta ?? plazo[0]} el ${fechaCortaCancun(en)}`;
  if (sit.aviso && sit.aviso.en === en) return `Aviso: ${sit.aviso.encabezado} (${fechaHoraCortaCancun(en)})`;
  return `Siguiente revisión: ${fechaHoraCortaCancun(en)}`;
}
