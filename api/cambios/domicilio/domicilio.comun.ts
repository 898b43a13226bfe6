// What the change of address's routes share: its form read and checked (zod, the catalogue's
// address, the cadastre and the property tax of the new key), the staged values it becomes, and
// whether the establishment's licence was issued.
import type { FastifyRequest } from 'fastify';
import type { DomicilioEstablecimiento, Establecimiento } from '../../../db/schema';
import { cambioDomicilioSchema, movimientoDomicilioSchema, type CambioDomicilioForm, type MovimientoDomicilioForm } from '../../../domain/cambios/domicilio/schema';
import { MSG_CDO, MSG_CDO_EXTRA } from '../../../domain/cambios/domicilio/mensajes';
import { CAMBIO } from '../../../domain/cambios/comun';
import { MSG_LIC_EXTRA } from '../../../domain/licencia/mensajes';
import { requierePatente } from '../../../domain/licencia/catalogos';
import { createEstablecimientosRepository } from '../../establecimientos/establecimientos.repository';
import { createLicenciasRepository } from '../../licencias/licencias.repository';
import type { AppDeps } from '../../lib/contexto';
import { externo } from '../../lib/externo';
import { badRequest, erroresPorCampo, invalid } from '../../lib/errors';
import { leerFormulario, type FormularioRecibido } from '../multipart';

type Esquema = typeof cambioDomicilioSchema | typeof movimientoDomicilioSchema;

export async function leerYValidar<S extends Esquema>(req: FastifyRequest, esquema: S): Promise<FormularioRecibido & { form: ReturnType<S['parse']> }> {
  const f = await leerFormulario(req, CAMBIO.DOMICILIO);
  const r = esquema.safeParse(f.campos);
  if (!r.success) throw invalid(erroresPorCampo(r.error.issues));
  return { ...f, form: r.data as ReturnType<S['parse']> };
}

/** spec 2 §4, §5: a 17-digit key must be in the cadastre and its property tax paid (a donation skips both). */
export async function verificarClave(deps: AppDeps, clave: string, donativo: boolean) {
  if (donativo || !/^\d{17}$/.test(clave)) return;
  const predio = await externo(() => deps.catastro.buscarPredio(clave));
  if (!predio) throw badRequest(MSG_CDO.claveNoEncontrada, 'CLAVE_NO_ENCONTRADA');
  const predial = await externo(() => deps.predial.estadoPredial(clave));
  if (!predial) throw badRequest(MSG_CDO.claveNoEncontrada, 'CLAVE_NO_ENCONTRADA');
  if (!predial.pagado) throw badRequest(predial.mensaje || MSG_LIC_EXTRA.predialNoPagado, 'PREDIAL');
}

/** The new address checked against the catalogues, with its labels (the card and the inbox read them). */
export async function domicilioConEtiquetas(deps: AppDeps, d: CambioDomicilioForm['domicilio']): Promise<DomicilioEstablecimiento & { otro_domicilio?: unknown }> {
  const r = await createEstablecimientosRepository({ db: deps.db }).domicilio(d);
  if (Object.keys(r.errores).length) throw invalid(r.errores);
  return {
    ...r.etiquetas,
    ...d,
    tipo_vialidad_id: d.tipo_vialidad_id ?? null,
    numero_interior: d.numero_interior ?? null,
    cruzamiento1_id: d.cruzamiento1_id ?? null,
    cruzamiento2_id: d.cruzamiento2_id ?? null,
  } as DomicilioEstablecimiento & { otro_domicilio?: unknown };
}

const igual = (a: DomicilioEstablecimiento, b: DomicilioEstablecimiento) =>
  a.colonia_id === b.colonia_id && a.calle_id === b.calle_id && a.numero_exterior === b.numero_exterior && (a.numero_interior ?? null) === (b.numero_interior ?? null);

/** Whether the establishment sells alcohol (its activities need a beverage patent). */
export const tieneAlcohol = (est: Establecimiento) => requierePatente([est.giroActividadId, ...est.actividadesSecundarias]);

/** The staged values of a request (the keys activities/cambios/aplicaciones.ts reads). */
export async function propuestaDe(deps: AppDeps, est: Establecimiento, form: CambioDomicilioForm, renovacion: boolean): Promise<Record<string, unknown>> {
  await verificarClave(deps, form.clave_catastral, form.donativo);
  const domicilio = await domicilioConEtiquetas(deps, form.domicilio);
  if (igual(domicilio, est.domicilio)) throw badRequest(MSG_CDO_EXTRA.mismoDomicilio, 'MISMO_DOMICILIO');
  const alcohol = tieneAlcohol(est);
  return {
    domicilio,
    clave_catastral: form.clave_catastral,
    donativo: form.donativo,
    numero_oficio_constancia_catastro: form.donativo ? form.numero_oficio_constancia_catastro : null,
    folio_recibo_pago_donativo: form.donativo ? form.folio_recibo_pago_donativo : null,
    tipo_propiedad_id: form.tipo_propiedad_id,
    superficie: form.superficie,
    // The establishment decides whether alcohol applies, not the form.
    has_alcohol: alcohol,
    tiene_uso_suelo: form.tiene_uso_suelo,
    has_licencia_bebidas: alcohol && form.has_licencia_bebidas,
    patente_propia: alcohol && form.patente_propia,
    folio_licencia_bebida_alcoholica: alcohol ? form.folio_licencia_bebida_alcoholica : null,
    renovacion,
    tipo_proceso_id: est.tipoProcesoId,
  };
}

/** A movement's staged values: the new address; the key and property stay the establishment's unless given. */
export async function propuestaMovimiento(deps: AppDeps, est: Establecimiento, form: MovimientoDomicilioForm): Promise<Record<string, unknown>> {
  const clave = form.clave_catastral ?? est.claveCatastral;
  if (form.clave_catastral) await verificarClave(deps, clave, false);
  const domicilio = await domicilioConEtiquetas(deps, form.domicilio);
  if (igual(domicilio, est.domicilio)) throw badRequest(MSG_CDO_EXTRA.mismoDomicilio, 'MISMO_DOMICILIO');
  return {
    domicilio,
    clave_catastral: clave,
    donativo: est.donativo,
    numero_oficio_constancia_catastro: est.numeroOficioConstanciaCatastro ?? null,
    folio_recibo_pago_donativo: est.folioReciboPagoDonativo ?? null,
    tipo_propiedad_id: form.tipo_propiedad_id ?? est.tipoPropiedadId,
    superficie: null,
    has_alcohol: tieneAlcohol(est),
    // A movement keeps the land use of the licence: Desarrollo Urbano's steps do not apply.
    tiene_uso_suelo: true,
    has_licencia_bebidas: est.hasLicenciaBebidas ?? false,
    patente_propia: est.patentePropia ?? false,
    folio_licencia_bebida_alcoholica: est.folioLicenciaBebidaAlcoholica ?? null,
    renovacion: false,
    tipo_proceso_id: est.tipoProcesoId,
    has_arrendatario: form.hasArrendatario,
    has_testigos: form.hasTestigos,
  };
}

/** spec 2 §2: changes are filed against an issued licence. */
export async function exigirLicenciaEmitida(deps: AppDeps, est: Establecimiento) {
  const lics = await createLicenciasRepository({ db: deps.db }).deEstablecimiento(est.id);
  if (!lics.some((l) => l.solicitud.estado === 'terminada')) throw badRequest(MSG_CDO_EXTRA.sinLicencia, 'SIN_LICENCIA');
}

export async function licenciaEmitida(deps: AppDeps, estId: number) {
  const lics = await createLicenciasRepository({ db: deps.db }).deEstablecimiento(estId);
  return lics.some((l) => l.solicitud.estado === 'terminada');
}
