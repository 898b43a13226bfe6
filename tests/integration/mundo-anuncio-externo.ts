// The permission matrix's public-road sign request — a draft (status 1) of the world's
// taxpayer on the establishment's key (predial paid), written straight to the database through the
// shared repository: one sign (adosado a fachada) with one detail row and no files yet.
import type { Establecimiento } from '../../db/schema';
import { createAnunciosRepository } from '../../api/anuncios/anuncios.repository';
import { tituloSolicitudExterna } from '../../api/anuncios-externos/comun';
import type { Entorno } from './harness';

export async function mundoAnuncioExterno(e: Entorno, w: { est: Establecimiento; contribuyenteId: number }): Promise<{ solicitudId: number; anuncioId: number; detalleId: number }> {
  const repo = createAnunciosRepository({ db: e.db.db });
  const domicilio = { cp: '77000', entidad_id: 23, municipio_id: 4, localidad: 'CHETUMAL', colonia: 'CENTRO', calle: 'AV. HÉROES', numero_exterior: '112' };
  const s = await e.db.db.transaction((tx) =>
    repo.crearSolicitud(tx, {
      tipo: 'externo',
      contribuyenteId: w.contribuyenteId,
      locacionId: w.est.id,
      titulo: tituloSolicitudExterna(domicilio, null),
      claveCatastral: w.est.claveCatastral,
      noFolio: false,
      identificacionPredio: null,
      tipoPropiedadId: 1,
      domicilio,
      renovacion: false,
    }),
  );
  const anuncioId = await repo.agregarAnuncio(s.id, {
    formaInstalacion: 'Adosado a la barda',
    contenido: 'FARMACIA EL MANATÍ',
    detalle: [{ tipoAnuncioId: 3, largo: 2, ancho: 1.5, materialId: 2, caras: 1 }],
  });
  const v = await repo.leer(s.id);
  const detalleId = v!.anuncios[0].detalle[0].id;
  return { solicitudId: s.id, anuncioId, detalleId };
}
