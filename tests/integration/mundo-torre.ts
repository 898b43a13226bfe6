// The permission matrix's tower request — a draft (status 1) of the world's owner on the
// establishment's key (property tax paid), written straight to the database: the kit's row (folio
// TOR-…) through the shared repository, the own row and its one row of measures. No files yet: the
// rows that need them (sending) are refused by the rules, never by the gate.
import type { Establecimiento } from '../../db/schema';
import { medidasSolicitudTorres, solicitudesTorres } from '../../db/schema';
import { folioDictamen, type DatosDictamen } from '../../domain/dictamenes/comun';
import { torre } from '../../domain/dictamenes/definicion';
import { hoyCancun } from '../../domain/tramite/fechas';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import type { Entorno } from './harness';

export async function mundoTorre(e: Entorno, w: { est: Establecimiento; contribuyenteId: number }): Promise<{ solicitudId: number }> {
  const anio = Number(hoyCancun().slice(0, 4));
  const datos: DatosDictamen = { renovacion: false };
  const s = await e.db.db.transaction(async (tx) => {
    const s = await createSolicitudesRepository({ db: e.db.db }).crear(tx, {
      def: torre,
      contribuyenteId: w.contribuyenteId,
      titulo: `Clave catastral ${w.est.claveCatastral}`,
      datos,
      folio: (sid) => folioDictamen('torre', anio, sid),
    });
    await tx.insert(solicitudesTorres).values({
      solicitudId: s.id,
      contribuyenteId: w.contribuyenteId,
      claveCatastral: w.est.claveCatastral,
      noFolio: false,
      tipoPropiedadId: 1,
      alturaMts: '30.00',
      referencias: 'A un costado del tanque elevado',
      edoCuentaStatus: 8,
      domicilio: { codigo_postal: '77000', numero_exterior: '112' },
      luz: true,
      bardeado: true,
    });
    await tx.insert(medidasSolicitudTorres).values({
      solicitudId: s.id,
      norteCalle: 'AV. HÉROES',
      norteMts: '10.00',
      surCalle: 'PREDIO VECINO',
      surMts: '10.00',
      esteCalle: 'PREDIO VECINO',
      esteMts: '9.65',
      oesteCalle: 'PREDIO VECINO',
      oesteMts: '9.65',
      superficieTotal: '96.50',
      superficieTotalConstruida: '40.00',
      superficieRegularizar: '0.00',
    });
    return s;
  });
  return { solicitudId: s.id };
}
