// The demo's history for the service-levels dashboard (/admin/niveles-servicio): ninety
// days of decided SARE licence requests and reviewed profiles, with their resolved staff tasks, so
// medians, percentiles, the week's throughput and SARE's monthly promise show figures on a fresh
// `npm start`. History cannot be made through workflows in a start's time, so these are rows: closed
// requests of an archive taxpayer nobody signs in as, with tasks already resolved — no open task, so
// nothing fake ever waits in an inbox (open and overdue figures come from the live demo requests).
// Once only: a later start finds them and adds nothing.
import { like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contribuyentes, solicitudes, tareas, usuarios } from '../db/schema';
import { AREA_PADRON } from '../domain/common/catalogos';
import { TIPO_PROCESO } from '../domain/licencia/constantes';
import { AREA_DIRECCION_INGRESOS, AREA_PROTECCION_CIVIL, AREA_RESIDUOS, AREA_SARE, AREA_TESORERIA, licencia } from '../domain/licencia/definicion';
import { perfil } from '../domain/perfil/definicion';
import { persistir, nuevoTramite } from '../domain/tramite/maquina';
import { sumarHorasHabiles } from '../domain/common/horas-habiles';

const PREFIJO = 'historico-';
const DIA = 86_400_000;
const HORA = 3_600_000;

/** The SARE licence's staff steps in order (domain/licencia/definicion.ts; a SARE request with its land use). */
const PASOS_SARE: [paso: string, area: number][] = [
  ['validacion_datos', AREA_SARE],
  ['validacion_anuencia', AREA_PROTECCION_CIVIL],
  ['validacion_residuos', AREA_RESIDUOS],
  ['firma_director', AREA_DIRECCION_INGRESOS],
  ['firma_tesorero', AREA_TESORERIA],
];

/** A small deterministic generator, so every fresh demo tells the same story. */
function aleatorio(semilla: number) {
  let s = semilla >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function sembrarNivelesDemo(db: Db, ahora: Date = new Date()): Promise<boolean> {
  const [hecho] = await db.select({ id: solicitudes.id }).from(solicitudes).where(like(solicitudes.workflowId, `${PREFIJO}%`)).limit(1);
  if (hecho) return false;
  const azar = aleatorio(18);

  return db.transaction(async (tx) => {
    const [u] = await tx
      .insert(usuarios)
      .values({ username: 'XAXX010101000', email: 'archivo.historico@ventanilla.invalid', passwordHash: '!', rol: 'contribuyente', nombre: 'ARCHIVO', apellido1: 'HISTÓRICO', rfc: 'XAXX010101000', estatus: 0 })
      .onConflictDoNothing()
      .returning({ id: usuarios.id });
    if (!u) return false;
    const [c] = await tx.insert(contribuyentes).values({ usuarioId: u.id, rfc: 'XAXX010101000', email: 'archivo.historico@ventanilla.invalid', estatus: 4 }).returning({ id: contribuyentes.id });

    const snapSare = persistir(nuevoTramite(licencia, { tipoProceso: TIPO_PROCESO.SARE, tieneUsoSuelo: true, fechaLimitePago: null }));
    const filasTareas: (typeof tareas.$inferInsert)[] = [];
    let n = 0;
    // About three SARE requests a week over the last 95 days, sent in office hours.
    for (let dia = 95; dia >= 1; dia -= 1 + Math.floor(azar() * 3)) {
      n += 1;
      const folio = `HIST-SARE-${String(n).padStart(3, '0')}`;
      const enviada = sumarHorasHabiles(new Date(ahora.getTime() - dia * DIA), 1 + azar() * 6);
      const lenta = azar() < 0.2; // one in five breaks the promise
      let t = enviada;
      const pasos: Omit<typeof tareas.$inferInsert, 'solicitudId'>[] = [];
      for (const [i, [paso, area]] of PASOS_SARE.entries()) {
        const abre = new Date(t.getTime() + (i === 0 ? 0 : HORA * (2 + azar() * 20))); // the taxpayer pays between steps
        const horas = (lenta && i === 0 ? 30 : 2) + azar() * (paso.startsWith('firma') ? 6 : 14);
        const cierra = sumarHorasHabiles(abre, horas);
        if (cierra.getTime() > ahora.getTime() - HORA) break;
        pasos.push({ workflowId: `${PREFIJO}${folio}`, procedimiento: licencia.clave, paso, areaId: area, titulo: `Solicitud histórica ${folio}`, folio, estado: 'resuelta', resultado: 'aprobado', createdAt: abre, resueltaAt: cierra, venceAt: sumarHorasHabiles(abre, 16) });
        t = cierra;
      }
      // Only finished ones: a request left in review here would have no workflow behind it.
      if (pasos.length < PASOS_SARE.length) continue;
      const [s] = await tx
        .insert(solicitudes)
        .values({ procedimiento: licencia.clave, workflowId: `${PREFIJO}${folio}`, folio, contribuyenteId: c.id, titulo: 'Solicitud histórica', estatus: 4, estado: 'terminada', snapshot: snapSare, enviadaAt: enviada, terminadaAt: t, createdAt: enviada, updatedAt: t })
        .returning({ id: solicitudes.id });
      filasTareas.push(...pasos.map((p) => ({ ...p, solicitudId: s.id })));
    }

    // Profile reviews in Padrón (the area jefa.padron heads): about one a day.
    const snapPerfil = persistir(nuevoTramite(perfil, {}));
    for (let dia = 90, k = 1; dia >= 1; dia -= 1 + Math.floor(azar() * 2), k++) {
      const folio = `HIST-PERFIL-${String(k).padStart(3, '0')}`;
      const abre = sumarHorasHabiles(new Date(ahora.getTime() - dia * DIA), azar() * 7);
      const cierra = sumarHorasHabiles(abre, 1 + azar() * 12);
      if (cierra.getTime() > ahora.getTime() - HORA) continue;
      const [s] = await tx
        .insert(solicitudes)
        .values({ procedimiento: perfil.clave, workflowId: `${PREFIJO}${folio}`, folio, contribuyenteId: c.id, titulo: 'Perfil histórico', estatus: 4, estado: 'terminada', snapshot: snapPerfil, enviadaAt: abre, terminadaAt: cierra, createdAt: abre, updatedAt: cierra })
        .returning({ id: solicitudes.id });
      filasTareas.push({ workflowId: `${PREFIJO}${folio}`, procedimiento: perfil.clave, paso: 'revision_perfil', areaId: AREA_PADRON, titulo: `Perfil histórico ${folio}`, folio, solicitudId: s.id, estado: 'resuelta', resultado: 'aprobado', createdAt: abre, resueltaAt: cierra, venceAt: sumarHorasHabiles(abre, 16) });
    }
    for (let i = 0; i < filasTareas.length; i += 200) await tx.insert(tareas).values(filasTareas.slice(i, i + 200));
    return true;
  });
}
