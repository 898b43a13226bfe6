// A tower request as its routes answer it (torres.schemas.ts; spec 3 §3.4): the fields every tower
// and billboard request carries (api/dictamenes/comun.schemas.ts comunDto: status, words, colours,
// actions and the kit's tramite read from the machine) and the tower's own; what the review levels
// see in the inbox; and what its dictamen prints.
import type { FastifyRequest } from 'fastify';
import type { DatosPdfDictamen } from '../../activities/pdf/dictamen';
import type { MedidasTorre } from '../../db/schema';
import { nombreDe } from '../../domain/common/personas';
import { nombreTipoPropiedad, SLOTS_TORRE } from '../../domain/dictamenes/reglas';
import type { EntradaTorre } from '../../domain/dictamenes/schema';
import { tarifaTorre } from '../../domain/dictamenes/tarifa';
import { torre } from '../../domain/dictamenes/definicion';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { archivosDto, comunDto, servicioDictamen, type ArchivoDictamenDto } from '../dictamenes/comun.schemas';
import { domicilioDictamenDto } from '../dictamenes/domicilios';
import { datosPdfComunes } from '../dictamenes/impreso';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import type { AppDeps } from '../lib/contexto';
import { documentoTareaDto } from '../licencias/detalle';
import { estadoCuentaDto } from '../pagos/estados-cuenta.dto';
import { createPagosRepository } from '../pagos/pagos.repository';
import type { VistaTorre } from './torres.repository';
import type { DetalleTareaTorreDto, MedidasTorreDto, TorreDto } from './torres.schemas';

const numeroONulo = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));

export function medidasDto(m: MedidasTorre | null): MedidasTorreDto {
  const lado = (calle: string | null | undefined, mts: string | null | undefined) => ({ colindansia_calle: calle ?? null, colindancia_mts: numeroONulo(mts) });
  return {
    norte: lado(m?.norteCalle, m?.norteMts),
    sur: lado(m?.surCalle, m?.surMts),
    este: lado(m?.esteCalle, m?.esteMts),
    oeste: lado(m?.oesteCalle, m?.oesteMts),
    superficie_total: numeroONulo(m?.superficieTotal),
    superficie_total_construida: numeroONulo(m?.superficieTotalConstruida),
    superficie_regularizar: numeroONulo(m?.superficieRegularizar),
  };
}

/** The form's fields as the own rows hold them now (what the rules of reglas.ts read before sending). */
export function entradaDe(v: VistaTorre): Partial<EntradaTorre> {
  const d = v.d;
  const u = d.domicilio;
  return {
    clave_catastral: d.claveCatastral,
    domicilio: u
      ? {
          codigo_postal: u.codigo_postal ?? null,
          localidad_id: u.localidad_id ?? null,
          colonia_id: u.colonia_id ?? null,
          calle_id: u.calle_id ?? null,
          numero_exterior: u.numero_exterior ?? null,
          numero_interior: u.numero_interior ?? null,
          cruzamientos: u.cruzamientos ?? null,
          latitud: u.latitud ?? null,
          longitud: u.longitud ?? null,
        }
      : null,
    altura_mts: numeroONulo(d.alturaMts),
    referencias: d.referencias,
    luz: d.luz,
    bardeado: d.bardeado,
    renovacion: d.renovacion,
    tipo_propiedad_id: d.tipoPropiedadId === 1 || d.tipoPropiedadId === 2 ? d.tipoPropiedadId : null,
    medidas: medidasDto(v.extra),
  };
}

export async function torreDto(deps: AppDeps, v: VistaTorre, req: FastifyRequest): Promise<TorreDto> {
  const [comun, archivos, domicilio] = await Promise.all([comunDto(deps, v, req), archivosDto(deps, v.d, SLOTS_TORRE), domicilioDictamenDto(deps.db, v.d.domicilio)]);
  const d = v.d;
  return {
    ...comun,
    domicilio,
    altura_mts: numeroONulo(d.alturaMts),
    referencias: d.referencias,
    luz: d.luz,
    bardeado: d.bardeado,
    renovacion: d.renovacion,
    medidas: medidasDto(v.extra),
    ...archivos,
  };
}

/** The subject of the request in the inbox and the notices. */
export const tituloTorre = (v: VistaTorre): string => (v.d.claveCatastral ? `Torre en clave catastral ${v.d.claveCatastral}` : `Torre ${v.s.folio}`);

const siNo = (b: boolean) => (b ? 'Sí' : 'No');
const mts = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)} m`);
const m2 = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)} m²`);

/** The tower's lines of the dictamen and of the inbox detail. */
export function caracteristicasTorre(v: VistaTorre): { etiqueta: string; valor: string }[] {
  const m = medidasDto(v.extra);
  const lado = (nombre: string, l: MedidasTorreDto['norte']) => ({ etiqueta: `Colindancia ${nombre}`, valor: `${l.colindansia_calle ?? '—'}: ${mts(l.colindancia_mts)}` });
  return [
    { etiqueta: 'Altura', valor: mts(numeroONulo(v.d.alturaMts)) },
    lado('norte', m.norte),
    lado('sur', m.sur),
    lado('este', m.este),
    lado('oeste', m.oeste),
    { etiqueta: 'Superficie total', valor: m2(m.superficie_total) },
    { etiqueta: 'Superficie total construida', valor: m2(m.superficie_total_construida) },
    { etiqueta: 'Superficie a regularizar', valor: m2(m.superficie_regularizar) },
    { etiqueta: 'Luz', valor: siNo(v.d.luz) },
    { etiqueta: 'Bardeado', valor: siNo(v.d.bardeado) },
    { etiqueta: 'Renovación', valor: siNo(v.d.renovacion) },
    { etiqueta: 'Referencias', valor: v.d.referencias ?? '—' },
  ];
}

export async function datosPdfTorre(deps: AppDeps, v: VistaTorre): Promise<DatosPdfDictamen> {
  const [comunes, domicilio] = await Promise.all([datosPdfComunes(deps, v), domicilioDictamenDto(deps.db, v.d.domicilio)]);
  return { ...comunes, domicilio: domicilio?.domicilio_texto ?? '', caracteristicas: caracteristicasTorre(v) };
}

export async function detalleTareaTorre(deps: AppDeps, v: VistaTorre): Promise<DetalleTareaTorreDto | null> {
  const servicio = servicioDictamen(v.s.procedimiento);
  const [c, archivos, filas, domicilio, edo] = await Promise.all([
    createContribuyentesRepository({ db: deps.db }).porId(v.s.contribuyenteId),
    archivosDto(deps, v.d, SLOTS_TORRE),
    createDocumentosRepository({ db: deps.db }).deSolicitud(v.s.id),
    domicilioDictamenDto(deps.db, v.d.domicilio),
    servicio ? createPagosRepository({ db: deps.db }).ultimo(v.s.id, servicio) : null,
  ]);
  if (!c) return null;
  const porSlot: Record<string, ArchivoDictamenDto> = {};
  for (const s of SLOTS_TORRE) {
    const a = archivos[`${s}_file`];
    if (a && typeof a === 'object') porSlot[s] = a;
  }
  const tarifa = tarifaTorre({ alturaMts: numeroONulo(v.d.alturaMts) ?? 0, renovacion: v.d.renovacion });
  return {
    solicitud_id: v.s.id,
    folio: v.s.folio,
    tipo: 'torre',
    nombre_tramite: torre.nombre,
    contribuyente: { nombre: nombreDe(c), rfc: c.rfc, email: c.email },
    clave_catastral: v.d.claveCatastral,
    no_folio: v.d.noFolio,
    tipo_propiedad_id: v.d.tipoPropiedadId,
    tipo_propiedad: nombreTipoPropiedad(v.d.tipoPropiedadId),
    domicilio: domicilio?.domicilio_texto ?? '',
    edo_cuenta_status: v.d.edoCuentaStatus,
    constancia_uso_suelo_exist: v.d.constanciaUsoSueloExist,
    caracteristicas: caracteristicasTorre(v),
    medidas: medidasDto(v.extra),
    archivos: porSlot,
    documentos: filas.map(documentoTareaDto),
    tarifa: { conceptos: tarifa.conceptos, total: tarifa.total },
    importe: v.d.importe ?? edo?.total ?? null,
    estado_cuenta: edo ? estadoCuentaDto(edo) : null,
    documento_firmado: v.d.documentoFirmado,
  };
}
