// What an upload means for a running licence (spec 1 §4.5, §4.8): a payment proof answers the
// payment step the procedure waits on; the beverage-licence payment proof opens the 2-month
// window; the beverage licence itself ends it (and a suspension).
import { requierePatente } from '../../domain/catalogos/establecimientos';
import { SERVICIO } from '../../domain/tramite/servicios';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import type { ContextoDocumentos } from '../establecimientos/eventos';
import { accionesDe } from '../tramites/acciones';
import { comprobanteRecibido, senalEvento } from '../tramites/temporal';

/** Receipts the licence form attaches by code, by the service they pay. */
const SERVICIO_DE_CODIGO: Record<string, number> = {
  recibo_pago_extemporaneo: SERVICIO.EXTEMPORANEO,
  recibo_pago_du: SERVICIO.USO_SUELO,
  ...Object.fromEntries([SERVICIO.RESIDUOS, SERVICIO.ANUENCIA, SERVICIO.EXTEMPORANEO, SERVICIO.USO_SUELO].map((s) => [`comprobante_pago_${s}`, s])),
};

export async function reaccionarADocumentos({ est, licencia, codigos, req }: ContextoDocumentos): Promise<void> {
  const deps = req.server.deps;
  if (!licencia) return;
  const alcohol = requierePatente([est.giroActividadId, ...est.actividadesSecundarias]);
  if (alcohol && (codigos.includes('licencia') || codigos.includes('licencia_comodato'))) {
    await createEstablecimientosRepository({ db: deps.db }).marcarLicenciaBebidas(est.id);
    await senalEvento(deps, licencia.solicitud, 'bebidas.licencia');
  } else if (alcohol && codigos.includes('pago_licencia_bebidas') && !est.hasLicenciaBebidas) {
    await senalEvento(deps, licencia.solicitud, 'bebidas.requerida', { desde: new Date().toISOString() });
  }
  const pendiente = accionesDe(licencia.solicitud).comprobante;
  for (const c of codigos) {
    const servicio = SERVICIO_DE_CODIGO[c];
    if (servicio && pendiente === servicio) await comprobanteRecibido(deps, licencia.solicitud, servicio);
  }
}
