// One durable timer per agreement (workflow id convenio-<id>, domain/convenios/reglas.ts): it
// sleeps until the agreement's start and marks it in force, until seven days before its end and
// tells the taxpayer (in-app and e-mail), and until its last day has passed and marks it expired.
// New dates arrive as a signal and are waited for again; deleting the agreement terminates it.
// Workflow time (Date.now) is replay-safe; the test proves a year-long wait by skipping time.
// 30 days before its end it also sends the taxpayer's reminder ('fin_vigencia'), behind
// patched('recordatorios') so timers started before keep replaying as they ran; the 7-day notice is
// the 7-day reminder (timers started before 'convenio-aviso-unico' also send a 7-day reminder).
import { condition, patched, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { ActividadesConvenio } from '../../activities/convenios.activities';
import type { ActividadesRecordatorio } from '../../activities/recordatorios.activities';
import { DIAS_RECORDATORIO_CONVENIO, DIAS_RECORDATORIO_CONVENIO_AVISO_UNICO, claveRecordatorioConvenio, instanteRecordatorioConvenio, recordatorioConvenio, tocaRecordatorioConvenio } from '../../domain/convenios/recordatorios';
import { hitosConvenio, type Vigencia } from '../../domain/convenios/reglas';
import { estadoConvenioQuery, vigenciaSignal, type EntradaConvenio, type EstadoConvenioWf } from './mensajes';

// Short database writes, idempotent: retried without limit, capped at a minute between tries so an
// outage heals soon after the database returns (the same profile as the kit's).
const act = proxyActivities<ActividadesConvenio & ActividadesRecordatorio>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export async function vigenciaConvenioWorkflow(input: EntradaConvenio): Promise<EstadoConvenioWf> {
  let vigencia: Vigencia = { vigenciaInicio: input.vigenciaInicio, vigenciaFin: input.vigenciaFin };
  let cambio = false;
  const estado = { activado: false, avisadoPara: null as string | null, vencido: false };
  setHandler(vigenciaSignal, (v) => {
    vigencia = { vigenciaInicio: v.vigenciaInicio, vigenciaFin: v.vigenciaFin };
    // A new end date deserves its own notice.
    if (estado.avisadoPara !== v.vigenciaFin) estado.avisadoPara = null;
    cambio = true;
  });
  setHandler(estadoConvenioQuery, () => ({ ...vigencia, ...estado }));
  const conRecordatorios = patched('recordatorios');
  // Its 7-day notice is its 7-day reminder (it honours the e-mail switch): the timer reminds at 30 only.
  const dias: readonly number[] = conRecordatorios && patched('convenio-aviso-unico') ? DIAS_RECORDATORIO_CONVENIO_AVISO_UNICO : DIAS_RECORDATORIO_CONVENIO;
  /** the reminders sent (their keys name the end date: new dates are reminded again) */
  const enviados = new Set<string>();

  /** Sleeps until `instante`; false when new dates arrived first (the caller starts over). */
  const hasta = async (instante: number): Promise<boolean> => {
    const ms = instante - Date.now();
    if (ms <= 0) return true;
    return !(await condition(() => cambio, ms));
  };

  /**
   * Waits for and sends each reminder due up to `limite` (the 7-day one falls at the notice's
   * instant and goes just before it); false when new dates arrived first.
   */
  const recordatorios = async (limite: number): Promise<boolean> => {
    const v = vigencia;
    for (const d of dias) {
      const en = instanteRecordatorioConvenio(v, d);
      const clave = claveRecordatorioConvenio(v, d);
      if (en > limite || enviados.has(clave)) continue;
      if (!(await hasta(en))) return false;
      enviados.add(clave);
      if (!tocaRecordatorioConvenio(v, d, Date.now(), dias)) continue;
      const destino = await act.destinoRecordatorioConvenio({ convenioId: input.convenioId, ...v });
      if (!destino) continue;
      await act.enviarRecordatorio({
        workflowId: workflowInfo().workflowId,
        recordatorio: recordatorioConvenio(v, d, destino),
        contribuyenteId: destino.contribuyenteId,
        establecimientoId: destino.establecimientoId,
      });
    }
    return true;
  };

  for (;;) {
    cambio = false;
    const h = hitosConvenio(vigencia);
    const args = { convenioId: input.convenioId, ...vigencia };
    if (!(await hasta(h.inicio))) continue;
    if (!estado.activado) {
      await act.activarConvenio(args);
      estado.activado = true;
    }
    if (conRecordatorios && !(await recordatorios(h.aviso))) continue;
    if (!(await hasta(h.aviso))) continue;
    if (estado.avisadoPara === null && Date.now() < h.vencimiento) {
      await act.avisarVencimientoConvenio(args);
      estado.avisadoPara = vigencia.vigenciaFin;
    }
    if (!(await hasta(h.vencimiento))) continue;
    await act.vencerConvenio(args);
    estado.vencido = true;
    return { ...vigencia, ...estado };
  }
}
