// The activities' hooks of towers and billboards against a real database — the tariff of
// 1757 / 1758 read from the own rows (and kept in `importe`), and the projection that marks the
// dictamen signed once the chain ends (documento_firmado, fecha_firma written once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hooksDictamen, tarifaDeSolicitudDictamen } from '../../activities/dictamenes.activities';
import { HOOKS_TRAMITES } from '../../activities/tramites';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import type { Db } from '../../db/client';
import { seccionesEspectaculares, solicitudesEspectaculares, solicitudesTorres, type Solicitud } from '../../db/schema';
import { folioDictamen, type TipoDictamen } from '../../domain/dictamenes/comun';
import { espectacular, torre } from '../../domain/dictamenes/definicion';
import { tarifaEspectacular, tarifaTorre } from '../../domain/dictamenes/tarifa';
import type { SnapshotPersistido } from '../../domain/tramite/maquina';
import { SERVICIO } from '../../domain/tramite/servicios';
import { crearEntorno, nuevoContribuyente, type Entorno } from './harness';

let e: Entorno;
let contribuyenteId: number;

beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
  contribuyenteId = (await nuevoContribuyente(e)).contribuyenteId!;
}, 60_000);
afterAll(async () => e?.cerrar());

async function nueva(tipo: TipoDictamen): Promise<Solicitud> {
  return e.db.db.transaction(async (tx) => {
    const s = await createSolicitudesRepository({ db: e.db.db }).crear(tx, {
      def: tipo === 'torre' ? torre : espectacular,
      contribuyenteId,
      titulo: 'Clave catastral 12345678901234567',
      datos: { renovacion: false },
      folio: (sid) => folioDictamen(tipo, 2026, sid),
    });
    const comunes = { solicitudId: s.id, contribuyenteId, claveCatastral: '12345678901234567', tipoPropiedadId: 1, alturaMts: '30.00' };
    if (tipo === 'torre') await tx.insert(solicitudesTorres).values({ ...comunes, renovacion: true });
    else {
      await tx.insert(solicitudesEspectaculares).values({ ...comunes, tipoAnuncioId: 2, vistas: 2, luminoso: true });
      await tx.insert(seccionesEspectaculares).values([
        { solicitudId: s.id, largo: '12.00', ancho: '6.00' },
        { solicitudId: s.id, largo: '3.00', ancho: '2.50' },
      ]);
    }
    return s;
  });
}

const terminada = (s: Solicitud): SnapshotPersistido => ({ ...s.snapshot!, value: 'terminada' });

describe('hooksDictamen', () => {
  it('is registered for both procedures', () => {
    expect(HOOKS_TRAMITES.torre).toBe(hooksDictamen);
    expect(HOOKS_TRAMITES.espectacular).toBe(hooksDictamen);
  });

  it("the tower's fee (1757) from its height and renewal, kept in importe; another service is refused", async () => {
    const s = await nueva('torre');
    const esperado = tarifaTorre({ alturaMts: 30, renovacion: true });
    const t = await hooksDictamen.tarifa!(e.db.db as Db, s, SERVICIO.TORRES);
    expect(t).toEqual({ conceptos: esperado.conceptos, total: esperado.total });
    const [fila] = await e.db.db.select().from(solicitudesTorres).where(eq(solicitudesTorres.solicitudId, s.id));
    expect(fila.importe).toBe(esperado.total);
    expect((await tarifaDeSolicitudDictamen(e.db.db as Db, s.id))?.total).toBe(esperado.total);
    await expect(hooksDictamen.tarifa!(e.db.db as Db, s, SERVICIO.ESPECTACULARES)).rejects.toThrow();
  });

  it("the billboard's fee (1758) from its sections, views and light", async () => {
    const s = await nueva('espectacular');
    const esperado = tarifaEspectacular({ secciones: [{ largo: 12, ancho: 6 }, { largo: 3, ancho: 2.5 }], vistas: 2, luminoso: true });
    const t = await hooksDictamen.tarifa!(e.db.db as Db, s, SERVICIO.ESPECTACULARES);
    expect(t.total).toBe(esperado.total);
    expect(t.conceptos).toHaveLength(3);
    const [fila] = await e.db.db.select().from(solicitudesEspectaculares).where(eq(solicitudesEspectaculares.solicitudId, s.id));
    expect(fila.importe).toBe(esperado.total);
  });

  it('the projection marks the dictamen signed when the chain ends, once', async () => {
    for (const tipo of ['torre', 'espectacular'] as const) {
      const s = await nueva(tipo);
      const tabla = tipo === 'torre' ? solicitudesTorres : solicitudesEspectaculares;
      const leer = async () => (await e.db.db.select().from(tabla).where(eq(tabla.solicitudId, s.id)))[0];
      // In process: nothing yet.
      await e.db.db.transaction((tx) => hooksDictamen.proyectar!(tx as unknown as Db, s, { ...s.snapshot!, value: 'revision' }));
      expect(await leer()).toMatchObject({ documentoFirmado: false, fechaFirma: null });
      await e.db.db.transaction((tx) => hooksDictamen.proyectar!(tx as unknown as Db, s, terminada(s)));
      const firmada = await leer();
      expect(firmada.documentoFirmado).toBe(true);
      expect(firmada.fechaFirma).toBeInstanceOf(Date);
      // Replayed: the first signature's instant stays.
      await new Promise((r) => setTimeout(r, 20));
      await e.db.db.transaction((tx) => hooksDictamen.proyectar!(tx as unknown as Db, s, terminada(s)));
      expect((await leer()).fechaFirma!.getTime()).toBe(firmada.fechaFirma!.getTime());
    }
  });
});
