// The documents of the change requests (spec 2 §3 document codes, §5 file rules): which slots a
// form shows for the request's data, which of them must hold a file, and what each is called.
// Pure: the forms show the slots with it and the API checks a request before it is sent with it.
import { NOMBRE_DOCUMENTO_LICENCIA } from '../licencia/documentos';
import { CODIGOS_FOTO, PROPIEDAD } from '../licencia/constantes';
import { CAMBIO, type TipoCambio } from './comun';

/** spec 2 §5: codes a form may leave empty. */
export const CODIGOS_NO_REQUERIDOS: ReadonlySet<string> = new Set([
  'testigo1',
  'testigo2',
  'licencia',
  'constancia',
  'identificacion',
  'acta_constitutiva',
  'poder_notarial',
  'carta_poder',
  ...CODIGOS_FOTO,
  'documento_anexo',
  'contrato_consecion',
  'autorizacion_arrendamiento',
  'scdd_constancia_rs',
]);

export const NOMBRE_DOCUMENTO_CAMBIO: Readonly<Record<string, string>> = {
  ...NOMBRE_DOCUMENTO_LICENCIA,
  scd_identificacion: 'Identificación oficial',
  scd_constancia: 'Constancia de situación fiscal con el nuevo nombre comercial',
  sbe_constancia: 'Constancia de situación fiscal',
  sbe_aviso_baja: 'Aviso de baja ante el SAT',
  sbe_identificacion: 'Identificación oficial',
  scdd_constancia_rs: 'Constancia de no adeudo de residuos sólidos',
  scdd_saneamiento: 'Constancia de saneamiento',
  aviso_cambio: 'Aviso de cambio de domicilio ante el SAT',
  constancia_us_cd: 'Constancia de uso de suelo del nuevo domicilio',
  constancia_us_ca: 'Constancia de uso de suelo de la nueva actividad',
  constancia_us_cap: 'Constancia de uso de suelo',
  scap_saneamiento: 'Constancia de saneamiento',
  scap_licencia: 'Licencia de bebidas alcohólicas',
  scap_pago_licencia_bebidas: 'Comprobante de pago de la licencia de bebidas alcohólicas',
  scap_licencia_comodato: 'Licencia de bebidas alcohólicas en comodato',
  aviso_cierre: 'Aviso de cierre del propietario anterior (SAT)',
  aviso_apertura: 'Aviso de apertura del nuevo propietario (SAT)',
  inePropietario: 'Identificación del propietario',
  ineArrendatario: 'Identificación del arrendatario',
  ineTestigos: 'Identificaciones de los testigos',
  comprobante_pago_1751: 'Comprobante de pago de licencias de funcionamiento',
  recibo_pago_uso_suelo: 'Recibo de pago de uso de suelo',
};

export const nombreDocumentoCambio = (codigo: string) => NOMBRE_DOCUMENTO_CAMBIO[codigo] ?? codigo;

/** What decides a form's slots (spec 2 §5). */
export interface DatosDocumentos {
  tipo_propiedad_id?: number | null;
  has_alcohol?: boolean;
  has_licencia_bebidas?: boolean | null;
  patente_propia?: boolean | null;
  es_hotel?: boolean;
  tiene_uso_suelo?: boolean;
  donativo?: boolean;
}

export interface Ranura {
  codigo: string;
  etiqueta: string;
  requerido: boolean;
  /** the five photos take PNG or JPEG; every other slot a PDF */
  foto: boolean;
}

const ranura = (codigo: string): Ranura => ({
  codigo,
  etiqueta: nombreDocumentoCambio(codigo),
  requerido: !CODIGOS_NO_REQUERIDOS.has(codigo),
  foto: (CODIGOS_FOTO as readonly string[]).includes(codigo),
});

/** spec 2 §5 property documents: lease papers unless owned (1) or vacant (4); a construction licence for a vacant lot. */
export function documentosPropiedad(tipoPropiedad: number | null | undefined): string[] {
  if (!tipoPropiedad) return [];
  if (tipoPropiedad === PROPIEDAD.BALDIO) return ['licencia_construccion'];
  if (tipoPropiedad === PROPIEDAD.PROPIO) return ['titulo_escritura'];
  return ['arrendamiento_contrato', 'arrendamiento_identificacion', 'arrendador_identificacion', 'arrendamiento_testigos'];
}

/** spec 2 §5 alcohol: with a beverage licence, the licence (or the loaned one); without, the proof of its payment. */
function documentosAlcohol(d: DatosDocumentos, prefijo: '' | 'scap_'): string[] {
  if (!d.has_alcohol) return [];
  if (d.has_licencia_bebidas) return [d.patente_propia === false ? `${prefijo}licencia_comodato` : `${prefijo}licencia`];
  return [`${prefijo}pago_licencia_bebidas`];
}

/** The documents (not the photos) a change request of this type shows for its data. */
export function documentosCambio(tipo: TipoCambio, d: DatosDocumentos): Ranura[] {
  const codigos: string[] = (() => {
    switch (tipo) {
      case CAMBIO.NOMBRE:
        return ['scd_identificacion', 'scd_constancia'];
      case CAMBIO.BAJA:
        return ['sbe_constancia', 'sbe_aviso_baja', 'sbe_identificacion'];
      case CAMBIO.DOMICILIO:
        return [
          ...(d.donativo ? ['constancia_donativo', 'recibo_pago_donativo'] : []),
          'scdd_constancia_rs',
          'scdd_saneamiento',
          'aviso_cambio',
          ...documentosAlcohol(d, ''),
          ...(d.tiene_uso_suelo ? ['constancia_us_cd'] : []),
        ];
      case CAMBIO.ACTIVIDAD:
        return [
          'scdd_constancia_rs',
          'scdd_saneamiento',
          ...(d.es_hotel ? ['impuesto_hospedaje'] : []),
          ...documentosAlcohol(d, ''),
          ...(d.tiene_uso_suelo ? ['constancia_us_ca'] : []),
        ];
      case CAMBIO.PROPIETARIO:
        return ['aviso_cierre', 'aviso_apertura', 'scap_saneamiento', ...documentosAlcohol(d, 'scap_'), ...(d.tiene_uso_suelo ? ['constancia_us_cap'] : [])];
    }
  })();
  return codigos.map(ranura);
}

/** The property documents of a change of address, activity or owner. */
export const documentosPropiedadCambio = (d: DatosDocumentos): Ranura[] => documentosPropiedad(d.tipo_propiedad_id).map(ranura);
export const fotosCambio = (): Ranura[] => CODIGOS_FOTO.map(ranura);

/** Every code a request of this type may carry (the API refuses others). */
export function codigosCambio(tipo: TipoCambio): Set<string> {
  const todos: DatosDocumentos[] = [1, 2, 3, 4].flatMap((t) =>
    [true, false].flatMap((a) => [
      { tipo_propiedad_id: t, has_alcohol: a, has_licencia_bebidas: true, patente_propia: true, es_hotel: true, tiene_uso_suelo: true, donativo: true },
      { tipo_propiedad_id: t, has_alcohol: a, has_licencia_bebidas: true, patente_propia: false },
      { tipo_propiedad_id: t, has_alcohol: a, has_licencia_bebidas: false },
    ]),
  );
  const conPropiedad = tipo === CAMBIO.DOMICILIO || tipo === CAMBIO.ACTIVIDAD || tipo === CAMBIO.PROPIETARIO;
  const codigos = new Set<string>();
  for (const d of todos) {
    for (const r of documentosCambio(tipo, d)) codigos.add(r.codigo);
    if (conPropiedad) for (const r of [...documentosPropiedadCambio(d), ...fotosCambio()]) codigos.add(r.codigo);
  }
  if (tipo === CAMBIO.DOMICILIO) for (const c of ['inePropietario', 'ineArrendatario', 'ineTestigos']) codigos.add(c);
  return codigos;
}

/** The required slots without a file, by code (empty when the request may be sent). */
export function faltantes(ranuras: readonly Ranura[], presentes: ReadonlySet<string>): string[] {
  return ranuras.filter((r) => r.requerido && !presentes.has(r.codigo)).map((r) => r.codigo);
}
