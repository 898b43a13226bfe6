// What an upload means for a running licence (spec 1 §4.5, §4.8): a payment proof answers the
// payment step the procedure waits on; the beverage-licence payment proof starts the 2-month
// window; the beverage licence itself lifts it (and a suspension).
import { eq } from 'drizzle-orm';
import { establecimientos } from '../../db/schema';
import { requierePatente } from '../../domain/licencia/catalogos';
import type { ContextoDocumentos } from '../establecimientos/eventos';
import { licenciaDto } from './licencia.dto';
import { comprobanteRecibido, senalBebidas } from './licencia.procedimiento';

const SERVICIO_DE_CODIGO: Record<string, number> = {
  recibo_pago_extemporaneo: 1753,
  recibo_pago_du: 1755,
  comprobante_pago_1750: 1750,
  comprobante_pago_1752: 1752,
  comprobante_pago_1753: 1753,
  comprobante_pago_1755: 1755,
};

export async function reaccionarADocumentos({ est, licencia, codigos, req }: ContextoDocumentos): Promise<void> {
  const deps = req.server.deps;
  if (!licencia) return;
  const alcohol = requierePatente([est.giroActividadId, ...est.actividadesSecundarias]);
  if (alcohol && (codigos.includes('licencia') || codigos.includes('licencia_comodato'))) {
    await deps.db.update(establecimientos).set({ hasLicenciaBebidas: true, updatedAt: new Date() }).where(eq(establecimientos.id, est.id));
    await senalBebidas(deps, licencia.id, 'licencia');
  } else if (alcohol && codigos.includes('pago_licencia_bebidas') && !est.hasLicenciaBebidas) {
    await senalBebidas(deps, licencia.id, 'comprobante', new Date());
  }
  const acciones = licenciaDto(licencia, est).acciones;
  for (const c of codigos) {
    const servicio = SERVICIO_DE_CODIGO[c];
    if (servicio && acciones.comprobante === servicio) await comprobanteRecibido(deps, licencia.id, servicio);
  }
}
