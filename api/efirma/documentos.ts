// The signed document of a request: once a step signed it with e.firma, the stored PDF is the
// printed document (the printouts serve it, byte for byte, so its signatures stay valid).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { efirmaDocumentos, solicitudes } from '../../db/schema';

/** The stored signed PDF of a request, or null when none of its steps signed with e.firma. */
export async function pdfFirmado(db: Db, solicitudId: number): Promise<Buffer | null> {
  const [d] = await db.select({ pdf: efirmaDocumentos.pdf }).from(efirmaDocumentos).where(eq(efirmaDocumentos.solicitudId, solicitudId));
  return d?.pdf ?? null;
}

export async function documentoPorFolio(db: Db, folio: string) {
  const [d] = await db
    .select({ pdf: efirmaDocumentos.pdf, nombre: efirmaDocumentos.nombre })
    .from(efirmaDocumentos)
    .innerJoin(solicitudes, eq(solicitudes.id, efirmaDocumentos.solicitudId))
    .where(eq(solicitudes.folio, folio));
  return d ?? null;
}
