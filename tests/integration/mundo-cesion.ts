// Issue 15: the permission matrix's rights assignment — a draft (1) of the world's owner over a stall
// their RFC holds in the portal's copy of the padrón (locales_mercado), on an establishment of theirs
// opened in that market, written straight to the database: the kit's row (folio CES-…) through the
// shared repository and the own row. No files yet: the rows that need them (sending) are refused by
// the rules, never by the gate. The assignment tests build theirs the same way.
import { randomBytes } from 'node:crypto';
import { establecimientos, localesMercado, solicitudesCesion } from '../../db/schema';
import { cesionDerecho, folioCesion } from '../../domain/cesiones/definicion';
import { normalizarRfc } from '../../domain/common/rfc';
import { hoyCancun } from '../../domain/tramite/fechas';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import type { Entorno } from './harness';

/** The new concessionaire of the drafts (a valid RFC that is nobody's account). */
export const RFC_CESIONARIO = 'MAPL800101AB9';

/** A market establishment of the taxpayer and a stall of that market their RFC holds (both written directly). */
export async function localDeConcesionario(e: Entorno, w: { contribuyenteId: number; rfc: string; mercadoId?: number; superficie?: string }) {
  const sufijo = randomBytes(4).toString('hex').toUpperCase();
  const mercadoId = w.mercadoId ?? 1;
  const numero = `C-${sufijo}`;
  const [est] = await e.db.db
    .insert(establecimientos)
    .values({
      externalId: `CES-${sufijo}`,
      contribuyenteId: w.contribuyenteId,
      nombreComercial: `ABARROTES ${sufijo}`,
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
      pasillo: 'C',
      superficieM2: w.superficie ?? '12.00',
      concesionarioRfc: normalizarRfc(w.rfc),
      concesionarioNombre: 'CONCESIONARIO DE PRUEBA',
      concesionarioContribuyenteId: w.contribuyenteId,
    })
    .returning();
  return { est, local };
}

export async function mundoCesion(e: Entorno, w: { contribuyenteId: number; rfc: string }): Promise<{ solicitudId: number; establecimientoId: number; localId: number }> {
  const { est, local } = await localDeConcesionario(e, w);
  const anio = Number(hoyCancun().slice(0, 4));
  const s = await e.db.db.transaction(async (tx) => {
    const s = await createSolicitudesRepository({ db: e.db.db }).crear(tx, {
      def: cesionDerecho,
      contribuyenteId: w.contribuyenteId,
      titulo: `Cesión de derechos del local ${local.numero}`,
      datos: {},
      folio: (sid) => folioCesion(anio, sid),
    });
    await tx.insert(solicitudesCesion).values({ solicitudId: s.id, contribuyenteId: w.contribuyenteId, establecimientoId: est.id, localMercadoId: local.id, rfc: RFC_CESIONARIO, familiar: false, archivos: {} });
    return s;
  });
  return { solicitudId: s.id, establecimientoId: est.id, localId: local.id };
}
