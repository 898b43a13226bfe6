// One durable timer per agreement (workflow id convenio-<id>, domain/convenios/reglas.ts): it
// sleeps until the agreement's start and marks it in force, until seven days before its end and
// tells the taxpayer (in-app and e-mail), and until its last day has passed and marks it expired.
// New dates arrive as a signal and are waited for again; deleting the agreement terminates it.
// Workflow time (Date.now) is replay-safe; the test proves a year-long wait by skipping time.
import { condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { ActividadesConvenio } from '../../activities/convenios.activities';
import { hitosConvenio, type Vigencia } from '../../domain/convenios/reglas';
import { estadoConvenioQuery, vigenciaSignal, type EntradaConvenio, type EstadoConvenioWf } from './mensajes';

// Short database writes, idempotent: retried without limit, capped at a minute between tries so an
// outage heals soon after the database returns (the same profile as the kit's).
const act = proxyActivities<ActividadesConvenio>({
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

  /** Sleeps until `instante`; false when new dates arrived first (the caller starts over). */
  const hasta = async (instante: number): Promise<boolean> => {
    const ms = instante - Date.now();
    if (ms <= 0) return true;
    return !(await condition(() => cambio, ms));
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
