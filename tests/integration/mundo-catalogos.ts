// One row of each catalogue the office keeps, for the permission matrix. Every row is one
// no procedure reads, so the matrix's edits change nothing another row of the world relies on: an
// inactive additional document of the licence, a fee line whose clave no tariff prices, an inactive
// activity, a municipality of its own with one locality, an inactive agreement, a vacant stall and an inactive checklist item of Mercados.
import { max } from 'drizzle-orm';
import { catConvenios, catEntregables, catGiros, catListasVerificacion, catLocalidades, catMunicipios, catTarifas, localesMercado } from '../../db/schema';
import { SERVICIO } from '../../domain/tramite/servicios';
import type { Mundo } from '../../api/lib/permisos';
import type { Entorno } from './harness';

/** The market of the world's stall (Mercado 5 has the fewest stalls in the padrón). */
export const MERCADO_MUNDO = 5;

export async function mundoCatalogos(e: Entorno): Promise<Mundo['catalogos']> {
  const db = e.db.db;
  // Even, so that the matrix's POST of municipio id + 1 finds it free.
  const n = 2 * (50_000 + Math.floor(Math.random() * 400_000));
  const [entregable] = await db
    .insert(catEntregables)
    .values({ procedimiento: 'licencia', codigo: `mundo_${n}`, etiqueta: 'Documento del mundo de permisos', requerido: true, activo: false, adicional: true })
    .returning();
  const [tarifa] = await db.insert(catTarifas).values({ servicio: SERVICIO.RESIDUOS, clave: `mundo_${n}`, descripcion: 'Línea del mundo de permisos', uma: '1.0000' }).returning();
  const [{ ultimo }] = await db.select({ ultimo: max(catGiros.giroId) }).from(catGiros);
  const giroId = Math.max(5000, (ultimo ?? 0) + 1);
  await db.insert(catGiros).values({ giroId, nombre: `GIRO DEL MUNDO ${n}`, reqPatente: 'NO', riesgo: 'bajo', sare: true, activo: false });
  await db.insert(catMunicipios).values({ id: n, entidadId: 23, label: `MUNICIPIO DEL MUNDO ${n}` });
  const [{ ultimaLoc }] = await db.select({ ultimaLoc: max(catLocalidades.id) }).from(catLocalidades);
  const [localidad] = await db
    .insert(catLocalidades)
    .values({ id: (ultimaLoc ?? 0) + 1, entidadId: 23, municipioId: n, cveLoc: '0001', label: `LOCALIDAD DEL MUNDO ${n}` })
    .returning();
  const [{ ultimoConv }] = await db.select({ ultimoConv: max(catConvenios.id) }).from(catConvenios);
  const [convenio] = await db.insert(catConvenios).values({ id: (ultimoConv ?? 0) + 1, descripcion: `Convenio del mundo ${n}`, activo: false }).returning();
  const [local] = await db.insert(localesMercado).values({ mercadoId: MERCADO_MUNDO, numero: `M-${n}`, pasillo: 'M', superficieM2: '9.00' }).returning();
  const [lista] = await db.insert(catListasVerificacion).values({ tipo: 'mercados', clave: `mundo_${n}`, pregunta: `Punto del mundo ${n}`, orden: 90, activo: false }).returning();
  return { entregableId: entregable.id, tarifaId: tarifa.id, giroId, municipioId: n, localidadId: localidad.id, convenioId: convenio.id, mercadoId: MERCADO_MUNDO, localId: local.id, listaId: lista.id };
}
