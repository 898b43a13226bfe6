// The act of a field inspection, printed from the visit's row once a result closed it, and its
// public check (GET verificar/{codigo}, folio VIS-…): valid once the act exists; its data only with
// the signed code its QR carries, and only what the act prints on its face.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { solicitudes } from '../../db/schema';
import { RESPUESTAS_LISTA, RESULTADOS_VISITA, TIPOS_VISITA } from '../../domain/visitas/tipos';
import type { ActaVisitaPdf } from '../../activities/pdf';
import { codigoVerificacion } from '../lib/verificacion';
import { createVisitasRepository } from './visitas.repository';
import type { VisitaVerificada } from './visitas.schemas';

type Fila = NonNullable<Awaited<ReturnType<ReturnType<typeof createVisitasRepository>['porId']>>>;

export const esFolioVisita = (folio: string) => folio.startsWith('VIS-');

/** The act's data; null while no result closed the visit. */
export function actaDeVisita(f: Fila, o: { publicUrl: string; secreto: string }): ActaVisitaPdf | null {
  const r = f.v.resultado;
  if (!r) return null;
  const b = f.b;
  return {
    folio: f.s.folio,
    tipo: TIPOS_VISITA[f.v.tipo].nombre,
    motivo: f.v.motivo,
    ventana: { inicio: f.v.ventanaInicio, fin: f.v.ventanaFin },
    establecimiento: { clave: f.e.externalId, nombreComercial: f.e.nombreComercial, domicilio: [f.e.domicilio.calle, f.e.domicilio.numero_exterior, f.e.domicilio.colonia].filter(Boolean).join(' ') },
    brigadista: b ? [b.nombre, b.apellido1, b.apellido2].filter(Boolean).join(' ') : '',
    tableta: f.v.tabletaSerie ?? '',
    resultado: RESULTADOS_VISITA[r.resultado],
    lista: f.v.lista.map((p) => ({ pregunta: p.pregunta, respuesta: RESPUESTAS_LISTA[r.respuestas[p.clave]] ?? '' })),
    observaciones: r.observaciones,
    gps: r.gps,
    atendio: r.atendio,
    firma: r.firma,
    fotos: r.fotos.length,
    capturadaAt: r.capturadaAt,
    publicUrl: o.publicUrl,
    codigoVerificacion: codigoVerificacion(o.secreto, f.s.folio),
  };
}


/** null: no act under this folio (not valid). */
export async function verificarVisita(db: Db, folio: string): Promise<VisitaVerificada | null> {
  const [s] = await db.select({ id: solicitudes.id }).from(solicitudes).where(eq(solicitudes.folio, folio));
  const f = s ? await createVisitasRepository({ db }).porId(s.id) : null;
  if (!f?.v.resultado || !f.v.resultadoAt) return null;
  return {
    acta: 'Acta de visita de inspección',
    tipo: TIPOS_VISITA[f.v.tipo].nombre,
    nombre_comercial: f.e.nombreComercial,
    resultado: RESULTADOS_VISITA[f.v.resultado.resultado],
    fecha: f.v.resultadoAt.toISOString(),
  };
}
