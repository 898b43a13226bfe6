// The permission matrix's extraordinary-hours request — a draft (status 1) of the
// world's establishment and licence, written straight to the database (the licence is not issued,
// so the API would refuse to create it): two Fridays of a far month, 23:00 to 01:00.
import type { Establecimiento } from '../../db/schema';
import { createFiscalizacionRepository } from '../../api/fiscalizacion/fiscalizacion.repository';
import type { Entorno } from './harness';

export async function mundoFiscalizacion(e: Entorno, w: { est: Establecimiento; licenciaId: number; tipo?: 'EXTRA' | 'VARIEDAD' }): Promise<number> {
  const dia = (fecha: string, fin: string) => ({ fecha, fecha_fin: fin, hora_inicio: '23:00', hora_fin: '01:00', horas_solicitadas: 2, grupo_horario: 1 });
  const v = await createFiscalizacionRepository({ db: e.db.db }).crear({
    est: w.est,
    licenciaId: w.licenciaId,
    tipo: w.tipo ?? 'EXTRA',
    mes: '2099-01',
    cantidadPersonas: w.tipo === 'VARIEDAD' ? 80 : null,
    detalles: [dia('2099-01-02', '2099-01-03'), dia('2099-01-09', '2099-01-10')],
    datos: {},
  });
  return v.s.id;
}
