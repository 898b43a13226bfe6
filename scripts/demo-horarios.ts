// The demo's hours and agreement (README demo table): RESTAURANTE BAR EL MANGLAR's extraordinary
// hours for next month's Fridays, sent and waiting in Fiscalización's inbox, and an agreement in
// force on ABARROTES DOÑA CHAYO's licence. Made through the API as the demo taxpayer, like every
// demo request (scripts/demo-avance.ts: a later start finishes only what is missing).
import { and, eq } from 'drizzle-orm';
import { licenciaConvenios, solicitudes, solicitudesFiscalizacion } from '../db/schema';
import { PASO_FISCALIZACION } from '../domain/fiscalizacion/comun';
import { hoyCancun } from '../domain/tramite/fechas';
import { pdfValido } from '../sim/muestras';
import type { ContextoDemo } from './demo-avance';
import { cuerpoMultipart } from './multipart';

type Licenciado = { id: number; licenciaId: number; nombre: string };

/** The Fridays of the month after today's (Chetumal), 'YYYY-MM-DD'. */
export function viernesDelMesSiguiente(hoy: string = hoyCancun()): string[] {
  const [a, m] = hoy.split('-').map(Number);
  const mes = new Date(Date.UTC(a, m, 1)).toISOString().slice(0, 7);
  const out: string[] = [];
  for (let d = 1; d <= 31; d++) {
    const x = new Date(`${mes}-${String(d).padStart(2, '0')}T00:00:00Z`);
    if (x.toISOString().slice(0, 7) !== mes) break;
    if (x.getUTCDay() === 5) out.push(x.toISOString().slice(0, 10));
  }
  return out;
}

function sumarDias(fecha: string, n: number): string {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** spec 2 §7 uploads: multipart `file` and `code`. */
function archivo(codigo: string) {
  return cuerpoMultipart({ code: codigo }, [{ campo: 'file', nombre: `${codigo}.pdf`, tipo: 'application/pdf', contenido: pdfValido('Solicitud de horario extraordinario firmada') }]);
}

export async function sembrarHorariosDemo(c: ContextoDemo, negocios: { restaurante: Licenciado; abarrotes: Licenciado }) {
  // Extraordinary hours: two Fridays of next month, 23:00–02:00 (a restaurant-bar, patente type 3).
  const { restaurante: r, abarrotes: a } = negocios;
  const horario = `horario extraordinario de ${r.nombre}`;
  const solicitud = async (id: number) => (await c.db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0];
  await c.escenario({
    nombre: horario,
    rfc: c.rfc,
    meta: { paso: PASO_FISCALIZACION.REVISION },
    buscar: async () =>
      (
        await c.db
          .select({ s: solicitudes })
          .from(solicitudesFiscalizacion)
          .innerJoin(solicitudes, eq(solicitudes.id, solicitudesFiscalizacion.solicitudId))
          .where(and(eq(solicitudesFiscalizacion.locacionId, r.id), eq(solicitudesFiscalizacion.tipo, 'EXTRA')))
      )[0]?.s,
    crear: async () => {
      const viernes = viernesDelMesSiguiente();
      const g = await c.exigir(
        c.rfc,
        { method: 'POST', url: `/api/licencia/${r.licenciaId}/saveSolicitudFiscalizacion`, payload: { tipo: 'EXTRA', establecimiento_id: r.id, horarios: [{ fecha: viernes.slice(0, 2), hora_inicio: '23:00', hora_fin: '02:00' }] } },
        horario,
      );
      return solicitud(g.body.data?.id as number);
    },
    // The signed request first (a later upload replaces it), then 'Enviar'.
    enviar: async (s) => {
      await c.exigir(c.rfc, { method: 'POST', url: `/api/licencia/${r.licenciaId}/uploadSolicitudFirmada/${s.id}`, ...archivo('solicitud_fiscalizacion_firmada') }, `solicitud firmada del ${horario}`);
      await c.exigir(c.rfc, { method: 'POST', url: `/api/licencia/${r.licenciaId}/changeSolicitudEstatus/${s.id}`, payload: { estatus_fiscalizacion: 10 } }, `envío del ${horario}`);
    },
  });

  // An agreement in force for three months on the grocery's licence (the card's 'Convenios').
  const convenio = `convenio de ${a.nombre}`;
  const [hay] = await c.db.select({ id: licenciaConvenios.id }).from(licenciaConvenios).where(eq(licenciaConvenios.locacionId, a.id));
  if (hay) c.resumen.completos.push(convenio);
  else {
    const hoy = hoyCancun();
    await c.exigir(c.rfc, { method: 'POST', url: '/api/licenciaconvenio', payload: { locacion_id: a.id, convenio_id: 3, vigencia_inicio: hoy, vigencia_fin: sumarDias(hoy, 90) } }, convenio);
    c.resumen.hechos.push(convenio);
  }
}
