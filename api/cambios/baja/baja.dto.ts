// A closure request as its routes answer it (baja.schemas.ts): the change request's shared fields
// (cambios.dto.ts) with the staged fecha_sat, the debt flags per area and its three documents.
import type { Db } from '../../../db/client';
import type { Establecimiento } from '../../../db/schema';
import { clavePago } from '../../../domain/cambios/adeudos';
import { DOCUMENTOS_BAJA } from '../../../domain/cambios/baja/reglas';
import { ESTATUS } from '../../../domain/tramite/estatus';
import { estadoCuentaDto } from '../../pagos/estados-cuenta.dto';
import { createPagosRepository } from '../../pagos/pagos.repository';
import { cambioBaseDto } from '../cambios.dto';
import type { CambioVista } from '../cambios.repository';
import type { BajaDto } from './baja.schemas';

export async function bajaDto(db: Db, v: CambioVista, est: Establecimiento): Promise<BajaDto> {
  const base = await cambioBaseDto(db, v);
  const p = v.c.propuesta as { fecha_sat?: unknown; has_alcohol?: unknown };
  const adeudo = (a: 'rs' | 'la') => base.adeudos.find((x) => x.area === a);
  // pago_x: the debt's payment was notified by the taxpayer or confirmed (paid online or validated).
  const pasos = base.tramite.snapshot.context.pasos as Record<string, { estatus: number } | undefined>;
  const pagado = (a: 'rs' | 'la') => [ESTATUS.PAGADO, ESTATUS.APROBADO].includes(pasos[clavePago(a)]?.estatus as 4 | 8);
  const pago = (a: 'rs' | 'la') => Boolean(adeudo(a)) && (adeudo(a)!.pago_notificado || pagado(a));
  const archivo = (codigo: string) => base.archivos.find((f) => f.tipo_archivo === codigo) ?? null;
  const docs = Object.fromEntries(DOCUMENTOS_BAJA.map((d) => [d.campo, archivo(d.codigo)])) as Pick<BajaDto, 'constancia' | 'aviso' | 'identeficacion'>;
  const estados = await createPagosRepository({ db }).deSolicitudes([v.s.id]);
  return {
    ...base,
    licencia_id: v.c.licenciaId,
    establecimiento: { id: est.id, external_id: est.externalId, nombre_comercial: est.nombreComercial },
    fecha_sat: typeof p.fecha_sat === 'string' ? p.fecha_sat : null,
    has_alcohol: p.has_alcohol === true,
    adeudo_rs: adeudo('rs') ? 1 : 0,
    adeudo_la: adeudo('la') ? 1 : 0,
    pago_rs: pago('rs'),
    pago_la: pago('la'),
    monto_rs: adeudo('rs')?.monto ?? null,
    monto_la: adeudo('la')?.monto ?? null,
    ...docs,
    estados_cuenta: estados.map(estadoCuentaDto),
  };
}
