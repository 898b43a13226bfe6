// The permission matrix's lease request — a draft (15) of the world's owner on an
// establishment of theirs opened in a market (Mercado 1), whose stall the owner's RFC holds in the
// portal's copy of the padrón (locales_mercado), written straight to the database: the kit's row
// (folio ARR-…) through the shared repository and the own row. No files yet: the rows that need
// them (sending) are refused by the rules, never by the gate. The lease tests build theirs the same way.
import { randomBytes } from 'node:crypto';
import { establecimientos, localesMercado, solicitudesArrendamiento } from '../../db/schema';
import { arrendamiento, folioArrendamiento } from '../../domain/arrendamientos/definicion';
import { normalizarRfc } from '../../domain/common/rfc';
import { hoyCancun } from '../../domain/tramite/fechas';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import type { Entorno } from './harness';

/** An establishment of the taxpayer opened in a market with one stall they hold there (both rows written directly); the assignment tests use it too. */
export async function establecimientoEnMercado(
  e: Entorno,
  w: { contribuyenteId: number; rfc: string; nombre?: string; mercadoId?: number; concesionario?: boolean; superficie?: string },
) {
  const sufijo = randomBytes(4).toString('hex').toUpperCase();
  const numero = `P-${sufijo}`;
  const mercadoId = w.mercadoId ?? 1;
  const [est] = await e.db.db
    .insert(establecimientos)
    .values({
      externalId: `MER-${sufijo}`,
      contribuyenteId: w.contribuyenteId,
      nombreComercial: w.nombre ?? `FRUTERÍA ${sufijo}`,
      claveCatastral: '01001001001001001',
      tipoPropiedadId: 1,
      categoriaId: 1,
      tipoLocalId: 2,
      giroActividadId: 1,
      superficieM2: 12,
      telefonoOficina: '9831234567',
      numeroEmpleados: 1,
      cajonesEstacionamiento: 0,
      inversionEstimada: '10000.00',
      fechaAltaHacienda: '2020-01-15',
      mercadoApertura: true,
      mercadoId,
      muchosLocales: [numero],
      domicilio: { codigo_postal: '77010', entidad_id: 23, municipio_id: 4, localidad_id: 1, colonia_id: 4, calle_id: 408, numero_exterior: 'S/N', latitud: 18.517, longitud: -88.3045 },
    })
    .returning();
  const [local] = await e.db.db
    .insert(localesMercado)
    .values({
      mercadoId,
      numero,
      pasillo: 'P',
      superficieM2: w.superficie ?? '12.00',
      concesionarioRfc: w.concesionario === false ? null : normalizarRfc(w.rfc),
      concesionarioNombre: w.concesionario === false ? null : 'CONCESIONARIO DE PRUEBA',
      concesionarioContribuyenteId: w.concesionario === false ? null : w.contribuyenteId,
    })
    .returning();
  return { est, local };
}

export async function mundoArrendamiento(e: Entorno, w: { contribuyenteId: number; rfc: string }): Promise<{ solicitudId: number; establecimientoId: number }> {
  const { est, local } = await establecimientoEnMercado(e, w);
  const anio = Number(hoyCancun().slice(0, 4));
  const s = await e.db.db.transaction(async (tx) => {
    const s = await createSolicitudesRepository({ db: e.db.db }).crear(tx, {
      def: arrendamiento,
      contribuyenteId: w.contribuyenteId,
      titulo: `Arrendamiento — ${est.nombreComercial}`,
      datos: {},
      folio: (sid) => folioArrendamiento(anio, sid),
    });
    await tx.insert(solicitudesArrendamiento).values({ solicitudId: s.id, contribuyenteId: w.contribuyenteId, establecimientoId: est.id, localMercadoId: local.id, giroId: 1, archivos: {} });
    return s;
  });
  return { solicitudId: s.id, establecimientoId: est.id };
}
