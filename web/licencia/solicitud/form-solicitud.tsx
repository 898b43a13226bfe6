import { useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { AvisoSalida, BorradorPendiente } from '../../components/cambios-sin-guardar';
import { useBorradorFormulario } from '../../lib/use-borrador';
import { almacenDeSesion } from '../../lib/token';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/avisos';
import { MSG } from '../../../domain/common/messages';
import { esClaveCatastral17, normalizarClaveCatastral } from '../../../domain/common/predio';
import { esHoteleria } from '../../../domain/catalogos/establecimientos';
import { NOMBRE_DOCUMENTO_LICENCIA } from '../../../domain/licencia/documentos';
import { type CodigoDocumento } from '../../../domain/licencia/constantes';
import { MSG_LIC } from '../../../domain/licencia/mensajes';
import { MSG_PREDIO } from '../../../domain/predial/mensajes';
import { entregablesFaltantes, idsDeGiros } from '../../../domain/licencia/reglas';
import { licenciaFormSchema, type LicenciaFormData, type LicenciaFormInput } from '../../../domain/licencia/schema';
import { useArchivosPendientes } from '../../components/archivos/use-archivos-pendientes';
import { Alert } from '../../components/ui/alert';
import { Confirmar } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Visor, type FuenteVisor } from '../../components/visor';
import { useZofemat } from '../../tramite/predio/use-zofemat';
import { ActualizarSubirLicencia } from '../bebidas-aviso';
import { AccionesSolicitud } from './acciones-solicitud';
import { lotesSolicitud, mimeDeNombre } from './archivos';
import { BannerSolicitud } from './banner-solicitud';
import { PredialLicencia } from './predial-licencia';
import { IndicadorPasos } from './indicador-pasos';
import { borrarPaso, escribirPaso, pasoDeCampoEn, pasosDe, primerPasoConError, rutasConError } from './pasos';
import { SeccionesPaso, Tarjeta } from './secciones-paso';
import { pasoInicial } from './paso-inicial';
import { usePasos } from './use-pasos';
import type { ArchivoEstablecimiento, EstablecimientoDetalle } from './tipos';
import { useAccionesSolicitud } from './use-acciones-solicitud';
import { useCatalogosSolicitud } from './consultas';
import { useClaveLicencia } from './use-clave-licencia';
import { fechaLimiteEnvio } from '../../../domain/licencia/extemporaneo';
import { AvisoExtemporaneoEnvio } from '../aviso-extemporaneo';
import { archivosGuardados, CAMPOS_GIROS, datosReglas, detalleAFormulario, estadoSolicitud, girosDe, valoresNuevos, type ParametrosSolicitud } from './valores';

/** A hotel activity among the chosen ones (the values of CAMPOS_GIROS): Zofemat is asked then. */
const esHotel = (valores: readonly unknown[]) => esHoteleria(idsDeGiros(girosDe(valores)));

/** The first control marked invalid, in page order (radios and file inputs included). */
function enfocarPrimerError(raiz: HTMLElement | null) {
  // After the re-render that marks the fields.
  setTimeout(() => {
    const el = raiz?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!el) return;
    const destino = el.matches('input, select, textarea, button') ? el : (el.querySelector<HTMLElement>('input, select, textarea, button') ?? el);
    destino.focus();
    destino.scrollIntoView?.({ block: 'center' });
  }, 50);
}

interface Props {
  detalle: EstablecimientoDetalle | null;
  parametros: ParametrosSolicitud;
  contribuyenteId: number;
  /** a SARE move message carried over from the first save */
  avisoInicial: string | null;
}

/** The draft's key of a request (a new one by what it was opened with). */
const claveBorrador = (id: number | string) => `licencia:${id}`;

/**
 * The licence request form (spec 1 §2.10) in steps: Predial, establishment, documents, location,
 * photos, then a review with the send action. One react-hook-form instance holds every field; a
 * step only chooses which sections are on screen, so nothing typed is lost between steps. A
 * read-only request shows every section at once.
 */
export function FormSolicitud({ detalle, parametros, contribuyenteId, avisoInicial }: Props) {
  const raiz = useRef<HTMLFormElement>(null);
  const estado = estadoSolicitud(detalle);
  const editable = !estado.bloqueado;

  const form = useForm<LicenciaFormInput, unknown, LicenciaFormData>({
    resolver: zodResolver(licenciaFormSchema),
    defaultValues: detalle ? detalleAFormulario(detalle) : valoresNuevos(parametros),
    disabled: !editable,
    shouldFocusError: false,
  });
  const clave = useClaveLicencia(form, {
    // A stored key was checked when the establishment was registered.
    inicial: detalle?.clave_catastral ? { estado: 'valida', clave: normalizarClaveCatastral(detalle.clave_catastral), guardada: true } : { estado: 'pendiente' },
    editable,
    establecimientoId: detalle?.id ?? null,
  });
  // Only what the page itself shows or hides: a keystroke in any other field does not render it again.
  const hotel = useWatch({ control: form.control, name: CAMPOS_GIROS, compute: esHotel });
  // spec 1 §2.4 Mercados → Apertura: the market section replaces the address (the market's).
  const mercado = useWatch({ control: form.control, name: 'mercado_apertura' }) === true;
  const zofemat = useZofemat(clave.clave, editable && clave.lista && hotel && esClaveCatastral17(clave.clave));
  // spec 1 §4.7: the rest of the form waits for a validated (or special) key.
  const abierto = !editable || clave.lista;

  // the documents the office's catalogue adds or adjusts, as of the request's creation.
  const catalogos = useCatalogosSolicitud(estado.licencia?.id ?? null).data;
  const archivos = useArchivosPendientes(lotesSolicitud);
  const guardados = archivosGuardados(detalle);
  const [aviso, setAviso] = useState<string | null>(avisoInicial);
  const [faltantes, setFaltantes] = useState<ReadonlySet<string>>(new Set());
  const [visor, setVisor] = useState<FuenteVisor | null>(null);
  const [porBorrar, setPorBorrar] = useState<ArchivoEstablecimiento | null>(null);
  const [confirmarEnvio, setConfirmarEnvio] = useState(false);
  // what is typed survives a refresh or the back button until it is saved or discarded; the step too.
  const clavePasos = claveBorrador(detalle?.id ?? `nueva-${parametros.tipo_proceso_id}-${parametros.sucursal ? 's' : 'n'}${parametros.mercado ? '-m' : ''}`);
  const borrador = useBorradorFormulario(clavePasos, form, editable);
  const pasos = usePasos({ pasos: pasosDe(mercado), clave: clavePasos, inicial: () => pasoInicial(detalle, pasosDe(mercado)), activo: editable });
  // spec 1 §4.7: the steps after Predial wait for the key; a kept step is shown once it is valid.
  const indice = abierto ? pasos.indice : 0;
  const paso = pasos.pasos[indice];

  /** The step holding the first error (a field, or a missing file), then that field takes focus. */
  const irAlPrimerError = async (faltan: Iterable<string> = []) => {
    // The control's own state: the errors just set, before the render that shows them.
    const i = editable ? primerPasoConError(pasos.pasos, rutasConError(form.control._formState.errors), faltan) : null;
    if (i !== null && i !== indice) await pasos.irA(i, { enfocar: false });
    enfocarPrimerError(raiz.current);
  };
  const acciones = useAccionesSolicitud({
    detalle,
    contribuyenteId,
    form,
    archivos,
    alAviso: setAviso,
    alMarcarCampos: () => void irAlPrimerError(),
    // The saved request opens at the step the person saved from.
    alCrear: (id) => escribirPaso(almacenDeSesion(), claveBorrador(id), paso.id),
  });
  const guardar = async (d: LicenciaFormData) => {
    const ok = await acciones.guardar(d);
    if (ok) borrador.limpiar();
    return ok;
  };
  const { ocupado } = acciones;
  // spec 1 §4.8: the late-payment deadline counts from this date.
  const alta = () => {
    const v: unknown = form.getValues('fecha_alta_hacienda');
    return typeof v === 'string' ? v : null;
  };

  const invalido = (faltan: Iterable<string> = []) => {
    toast.error(MSG_LIC.proporcioneInformacion);
    void irAlPrimerError(faltan);
  };

  /** Why the request cannot be saved yet besides the schema: the key and Zofemat (spec 1 §4.7). */
  const bloqueoPrevio = (): boolean => {
    if (!clave.lista) {
      if (clave.mensaje) form.setError('clave_catastral', { type: 'clave', message: clave.mensaje });
      invalido();
      return true;
    }
    if (zofemat.estado === 'pendiente' || zofemat.estado === 'error' || zofemat.estado === 'verificando') {
      if (zofemat.estado === 'verificando') toast.info('Consultando los impuestos de Zona Federal…');
      else toast.error(zofemat.estado === 'error' ? MSG.errorGenerico : MSG_PREDIO.zofematPendiente);
      return true;
    }
    return false;
  };

  const alEnviarFormulario = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (!editable || ocupado || archivos.subiendo) return;
    void (async () => {
      if (bloqueoPrevio()) return;
      await form.handleSubmit(
        async (d) => {
          await guardar(d);
        },
        () => invalido(),
      )();
    })();
  };

  /** Saves what changed (what is sent is what the reviewer sees); false when it could not. */
  const guardarCambios = async (): Promise<boolean> => {
    if (!form.formState.isDirty && !archivos.hayPendientes) return true;
    let ok = false;
    await form.handleSubmit(
      async (d) => {
        ok = await guardar(d);
      },
      () => invalido(),
    )();
    return ok;
  };

  // spec 1 §4.3, §5.6: everything valid and every required document attached before review.
  const pedirEnvio = async () => {
    if (!estado.puedeEnviar) return;
    if (bloqueoPrevio()) return;
    if (!(await form.trigger())) {
      invalido();
      return;
    }
    const adjuntos = [...guardados.map((a) => a.tipo_archivo), ...archivos.claves];
    const f = entregablesFaltantes(datosReglas(form.getValues()), adjuntos, catalogos ?? {});
    setFaltantes(new Set(f));
    if (f.length) {
      invalido(f);
      return;
    }
    setConfirmarEnvio(true);
  };

  const enviar = async () => {
    setConfirmarEnvio(false);
    const lic = estado.licencia;
    if (!detalle || !lic || !(await guardarCambios())) return;
    const r = await acciones.enviar(lic.id);
    // Sent: it opens read-only from now on, and at the first step if it comes back.
    if (r.ok) borrarPaso(almacenDeSesion(), clavePasos);
  };

  // spec 1 §4.4: a land-use certificate returned to the taxpayer goes back with estatus_general 1.
  const enviarUsoSuelo = async () => {
    const lic = estado.licencia;
    if (!detalle || !lic) return;
    if (bloqueoPrevio() || !(await guardarCambios())) return;
    await acciones.enviarUsoSuelo(lic.id);
  };

  const borrarArchivo = async () => {
    const a = porBorrar;
    setPorBorrar(null);
    if (!a || !detalle) return;
    await acciones.borrar({ a, d: detalle });
  };

  const verImpresa = () => {
    const lic = estado.licencia;
    if (!lic) return;
    setVisor({ titulo: 'Solicitud impresa', nombreArchivo: `solicitud-${lic.folio ?? lic.id}.pdf`, ruta: `/api/licencia/${lic.id}/getsolicitudimpresaContribuyente` });
  };

  const verArchivo = (a: ArchivoEstablecimiento) =>
    setVisor({ id: a.id, nombre: NOMBRE_DOCUMENTO_LICENCIA[a.tipo_archivo as CodigoDocumento] ?? a.tipo_archivo, nombre_archivo: a.nombre, mime: a.mime || mimeDeNombre(a.nombre) });
  const propsArchivos = { editable, guardados, archivos, faltantes, alVer: verArchivo, alEliminar: setPorBorrar, catalogos };

  /**
   * Whether the step on screen may be left forward: Predial needs its key (spec 1 §4.7); the
   * establishment's and the address's fields are checked here, each message where it is typed.
   * Documents and photos are asked for only when the request is sent (spec 1 §4.3).
   */
  const pasoCompleto = async (): Promise<boolean> => {
    if (!editable) return true;
    if (paso.id === 'predial' && !clave.lista) {
      if (clave.mensaje) form.setError('clave_catastral', { type: 'clave', message: clave.mensaje });
      invalido();
      return false;
    }
    if (paso.id !== 'establecimiento' && paso.id !== 'ubicacion' && paso.id !== 'predial') return true;
    const antes = new Set(rutasConError(form.control._formState.errors));
    await form.trigger();
    const rutas = rutasConError(form.control._formState.errors);
    // Only this step's messages: the later steps are not marked before the person gets there.
    const ajenas = rutas.filter((r) => !antes.has(r) && pasoDeCampoEn(pasos.pasos, r) !== paso.id);
    if (ajenas.length) form.clearErrors(ajenas as Parameters<typeof form.clearErrors>[0]);
    if (!rutas.some((r) => pasoDeCampoEn(pasos.pasos, r) === paso.id)) return true;
    toast.error(MSG_LIC.proporcioneInformacion);
    enfocarPrimerError(raiz.current);
    return false;
  };

  /** Another step: the draft is written first (a reload comes back to it, spec 1 §2.10). */
  const irAPaso = async (i: number) => {
    if (i === indice || ocupado) return;
    if (i > indice && !(await pasoCompleto())) return;
    borrador.guardarAhora();
    await pasos.irA(i);
  };
  const irAId = (id: (typeof paso)['id']) => void irAPaso(Math.max(0, pasos.pasos.findIndex((p) => p.id === id)));
  const propsSecciones = { editable, detalle, mercado, abierto, zofemat, archivos: propsArchivos, pasos: pasos.pasos.map((p) => p.id), alIr: irAId };

  return (
    <FormProvider {...form}>
      <form ref={raiz} onSubmit={alEnviarFormulario} noValidate className="flex flex-col gap-6" aria-label={MSG_LIC.tituloSolicitud}>
        <BannerSolicitud estado={estado} />
        <AvisoSalida sucio={editable && !ocupado && (form.formState.isDirty || archivos.hayPendientes)} />
        {borrador.pendiente ? <BorradorPendiente guardado={borrador.pendiente.guardado} alRestaurar={borrador.restaurar} alDescartar={borrador.descartar} /> : null}
        {aviso ? (
          <Alert variant="warning" role="status">
            {aviso}
          </Alert>
        ) : null}
        {editable ? <IndicadorPasos ref={pasos.titulo} pasos={pasos.pasos} actual={indice} soloPrimero={!abierto} alElegir={(i) => void irAPaso(i)} /> : null}
        {!editable || paso.id === 'predial' ? (
          <Tarjeta>
            <PredialLicencia editable={editable} clave={clave} />
          </Tarjeta>
        ) : null}
        {!abierto ? (
          <Alert variant="info" id="aviso-clave">
            Valide la clave catastral (o marque «No cuento con clave catastral» o «Zona federal») para continuar con la solicitud.
          </Alert>
        ) : null}
        {/* A disabled fieldset keeps every control of the closed form out of reach, values intact. */}
        <fieldset disabled={!abierto} aria-describedby={!abierto ? 'aviso-clave' : undefined} className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0">
          <legend className="sr-only">Datos de la solicitud</legend>
          {/* Read-only, every section at once; editable, the step's own. */}
          {editable ? (
            paso.id !== 'predial' ? <SeccionesPaso id={paso.id} {...propsSecciones} /> : null
          ) : (
            pasos.pasos.map((p) => (p.id === 'predial' ? null : <SeccionesPaso key={p.id} id={p.id} {...propsSecciones} />))
          )}
        </fieldset>
        <AccionesSolicitud
          estado={estado}
          ocupado={ocupado || archivos.subiendo}
          alEnviar={() => void pedirEnvio()}
          alEnviarUsoSuelo={() => void enviarUsoSuelo()}
          alVerImpresa={verImpresa}
          envio={!editable || indice === pasos.pasos.length - 1}
          navegacion={
            editable ? (
              <>
                {indice > 0 ? (
                  <Button type="button" variant="outline" disabled={ocupado} onClick={() => void irAPaso(indice - 1)}>
                    <ChevronLeft aria-hidden="true" />
                    Anterior
                  </Button>
                ) : null}
                {indice < pasos.pasos.length - 1 ? (
                  <Button type="button" disabled={ocupado} onClick={() => void irAPaso(indice + 1)}>
                    Siguiente
                    <ChevronRight aria-hidden="true" />
                  </Button>
                ) : null}
              </>
            ) : null
          }
          extra={
            detalle && estado.licencia ? (
              <ActualizarSubirLicencia
                establecimiento={detalle}
                estatusLicencia={estado.licencia.estatus_licencia}
                pagoBebidasSubidoEn={detalle.archivos.find((a) => a.tipo_archivo === 'pago_licencia_bebidas')?.created_at}
                mensaje={estado.licencia.bebidas?.mensaje ?? MSG_LIC.bebidasAPartirDeAhora}
              />
            ) : null
          }
        />
      </form>

      <Confirmar
        abierto={confirmarEnvio}
        alCambiar={setConfirmarEnvio}
        titulo="Enviar a revisión"
        descripcion={
          <>
            <p>Mientras su solicitud esté en revisión no podrá editarla. ¿Desea enviarla a revisión?</p>
            {confirmarEnvio ? <AvisoExtemporaneoEnvio fechaLimite={fechaLimiteEnvio(alta(), estado.licencia?.fecha_limite_pago)} fechaAltaHacienda={alta()} /> : null}
          </>
        }
        confirmar="Enviar"
        alConfirmar={() => void enviar()}
      />
      <Confirmar
        abierto={porBorrar !== null}
        alCambiar={(v) => !v && setPorBorrar(null)}
        titulo="Eliminar documento"
        descripcion={`Se eliminará «${porBorrar?.nombre ?? ''}». ${MSG_LIC.eliminarNoDeshacer}.`}
        confirmar="Eliminar"
        destructivo
        alConfirmar={() => void borrarArchivo()}
      />
      <Visor fuente={visor} alCerrar={() => setVisor(null)} />
    </FormProvider>
  );
}
