// The permission matrix's establishment sign request — a draft (status 1) of the world's
// establishment with one sign (a 2 × 1 m vinyl on the façade) and its one detail row, written
// straight to the database through the repository (no files: the rows that need them are refused
// by the rules, never by the gate).
import type { Establecimiento } from '../../db/schema';
import { createAnunciosRepository } from '../../api/anuncios/anuncios.repository';
import type { Entorno } from './harness';

export async function mundoAnuncio(e: Entorno, w: { est: Establecimiento; contribuyenteId: number }): Promise<{ solicitudId: number; anuncioId: number; detalleId: number }> {
  const repo = createAnunciosRepository({ db: e.db.db });
  const s = await e.db.db.transaction((tx) =>
    repo.crearSolicitud(tx, {
      tipo: 'establecimiento',
      contribuyenteId: w.contribuyenteId,
      locacionId: w.est.id,
      titulo: w.est.nombreComercial,
      claveCatastral: w.est.claveCatastral,
      noFolio: false,
      identificacionPredio: null,
      tipoPropiedadId: 1,
      domicilio: null,
      renovacion: false,
    }),
  );
  const anuncioId = await repo.agregarAnuncio(s.id, {
    formaInstalacion: 'Adosado a la fachada',
    iluminado: false,
    contenido: 'NOMBRE DEL NEGOCIO',
    propiedad: 1,
    archivos: {},
    detalle: [{ tipoAnuncioId: 3, largo: 2, ancho: 1, materialId: 2, caras: 1 }],
  });
  const v = await repo.leer(s.id);
  return { solicitudId: s.id, anuncioId, detalleId: v!.anuncios[0].detalle[0].id };
}
