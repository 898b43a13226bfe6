// The permission matrix's agreement — registered (status 1, its start a month ahead, so it
// may still be edited and deleted) on the world's licence, written straight to the database. No
// timer runs for it: an edit starts one (signalWithStart), a delete finds none and is fine.
import { catConvenios, licenciaConvenios, type Establecimiento } from '../../db/schema';
import { CATALOGO_CONVENIOS } from '../../domain/convenios/catalogo';
import { ESTATUS_CONVENIO } from '../../domain/convenios/reglas';
import { hoyCancun, sumarDias } from '../../domain/tramite/fechas';
import type { Entorno } from './harness';

export async function mundoConvenio(e: Entorno, w: { est: Establecimiento; licenciaId: number }): Promise<number> {
  await e.db.db.insert(catConvenios).values(CATALOGO_CONVENIOS[0]).onConflictDoNothing();
  const hoy = hoyCancun();
  const [c] = await e.db.db
    .insert(licenciaConvenios)
    .values({
      licenciaId: w.licenciaId,
      locacionId: w.est.id,
      convenioId: CATALOGO_CONVENIOS[0].id,
      vigenciaInicio: sumarDias(hoy, 30),
      vigenciaFin: sumarDias(hoy, 395),
      estatus: ESTATUS_CONVENIO.REGISTRADO,
    })
    .returning({ id: licenciaConvenios.id });
  return c.id;
}
