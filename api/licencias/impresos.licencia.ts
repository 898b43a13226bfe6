// The licence as it is printed (spec 1 §4.3, §7.4 getlicencia): provisional once data validation
// approved it, permanent once both officers signed. The printout and the public check
// both read it from here, so the check can never show more, or other, than the paper.
import type { EstablecimientoPdf, LicenciaPdf } from '../../activities/pdf';
import type { Db } from '../../db/client';
import type { Contribuyente, Establecimiento } from '../../db/schema';
import { domicilioTexto } from '../../domain/common/domicilio';
import { nombreDe } from '../../domain/common/personas';
import { giroPorId, girosPorIds } from '../../domain/catalogos/establecimientos';
import { camposLicencia } from '../../domain/licencia/lectura';
import { ESTATUS } from '../../domain/tramite/estatus';
import { createTareasRepository } from '../tareas/tareas.repository';
import { codigoVerificacion } from '../lib/verificacion';
import { snapshotLicencia } from './licencia.dto';
import type { LicenciaVista } from './licencias.repository';

export function establecimientoPdf(e: Establecimiento): EstablecimientoPdf {
  return {
    nombreComercial: e.nombreComercial,
    clave: e.externalId,
    domicilio: domicilioTexto(e.domicilio),
    claveCatastral: e.claveCatastral,
    giroPrincipal: giroPorId(e.giroActividadId)?.nombre ?? '',
    actividadesSecundarias: girosPorIds(e.actividadesSecundarias).map((g) => g.nombre),
    superficieM2: e.superficieM2,
  };
}

export interface OpcionesLicenciaImpresa {
  /** PUBLIC_URL: the QR leads to its /verificar page */
  publicUrl: string;
  /** VERIFICACION_SECRET: signs the QR's code */
  secreto: string;
}

/** null while the licence is not issued (no provisional nor permanent licence exists yet). */
export async function licenciaImpresa(db: Db, lic: LicenciaVista, est: Establecimiento, c: Contribuyente, o: OpcionesLicenciaImpresa): Promise<LicenciaPdf | null> {
  const campos = camposLicencia(snapshotLicencia(lic, est));
  if (!campos.lista && campos.estatusVerificacion !== ESTATUS.APROBADO) return null;
  const tareas = createTareasRepository({ db });
  const base = {
    folio: lic.solicitud.folio,
    anio: lic.anio,
    tipoProcesoId: (est.tipoProcesoId === 2 ? 2 : 1) as 1 | 2,
    establecimiento: establecimientoPdf(est),
    titular: { nombre: nombreDe(c), rfc: c.rfc },
    publicUrl: o.publicUrl,
    codigoVerificacion: codigoVerificacion(o.secreto, lic.solicitud.folio),
  };
  if (campos.lista) {
    const [director, tesorero] = await Promise.all([tareas.firmante(lic.solicitudId, 'firma_director'), tareas.firmante(lic.solicitudId, 'firma_tesorero')]);
    return {
      ...base,
      tipoLicenciaId: 1,
      fechaExpedicion: lic.solicitud.terminadaAt ?? lic.solicitud.updatedAt,
      // The caption under each name is the office (activities/pdf/licencia.ts); without a signer's name, the line stays blank.
      firmas: { directorIngresos: director ?? '', tesorero: tesorero ?? '' },
    };
  }
  // The provisional licence exists from data validation's approval: its date, not the request's last change.
  const validada = await tareas.aprobadaAt(lic.solicitudId, 'validacion_datos');
  return { ...base, tipoLicenciaId: 2, fechaExpedicion: validada ?? lic.solicitud.updatedAt };
}
