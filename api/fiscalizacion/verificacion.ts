// The public check (GET verificar/{codigo}) of an extraordinary-hours or live-music certificate,
// told apart by its folio's prefix (HEX-, MUV-): valid once the certificate may be viewed (every
// status 4 and both signatures); its data only with the signed code its QR carries, and only what
// the printed certificate shows.
import { z } from 'zod';
import type { Db } from '../../db/client';
import { fechaHoraIso, fechaIso } from '../lib/respuesta';
import { esFolioFiscalizacion } from './fiscalizacion.repository';
import { constanciaPorFolio } from './impresos';

export const fiscalizacionVerificadaSchema = z.object({
  tipo: z.enum(['EXTRA', 'VARIEDAD']),
  /** 'Constancia de horario extraordinario' / 'Constancia de música viva' */
  constancia: z.string(),
  nombre_comercial: z.string(),
  mes: z.string(),
  /** the dates with approved hours, as the certificate prints them */
  fechas: z.array(z.object({ fecha: fechaIso, fecha_fin: fechaIso, hora_inicio: z.string(), hora_fin: z.string(), horas_aprobadas: z.number().int() })),
  fecha_emision: fechaHoraIso,
});
export type FiscalizacionVerificada = z.infer<typeof fiscalizacionVerificadaSchema>;

export { esFolioFiscalizacion };

/** null: no certificate may be viewed under this folio (not valid). */
export async function verificarFiscalizacion(db: Db, folio: string, o: { publicUrl: string; secreto: string }): Promise<FiscalizacionVerificada | null> {
  const c = await constanciaPorFolio(db, folio, o);
  if (!c) return null;
  return {
    tipo: c.tipo,
    constancia: c.tipo === 'EXTRA' ? 'Constancia de horario extraordinario' : 'Constancia de música viva',
    nombre_comercial: c.establecimiento.nombreComercial,
    mes: c.mes,
    fechas: c.detalles
      .filter((d) => (d.horas_aprobadas ?? 0) > 0)
      .map((d) => ({ fecha: d.fecha, fecha_fin: d.fecha_fin, hora_inicio: d.hora_inicio, hora_fin: d.hora_fin, horas_aprobadas: d.horas_aprobadas ?? 0 })),
    fecha_emision: new Date(c.fechaEmision).toISOString(),
  };
}
