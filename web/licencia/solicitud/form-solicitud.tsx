import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { AvisoSalida, BorradorPendiente } from '../../components/cambios-sin-guardar';
import { useMontajeDiferido } from '../../components/montaje-diferido';
import { useBorradorFormulario } from '../../lib/use-borrador';
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
import { Card, CardContent } from '../../components/ui/card';
import { Visor, type FuenteVisor } from '../../components/visor';
import { useZofemat } from '../../tramite/predio/use-zofemat';
import { ActualizarSubirLicencia } from '../bebidas-aviso';
import { AccionesSolicitud } from './acciones-solicitud';
import { lotesSolicitud, mimeDeNombre } from './archivos';
import { BannerSolicitud } from './banner-solicitud';
import { PredialLicencia } from './predial-licencia';
import { SeccionEstablecimiento } from './seccion-establecimiento';
import { SeccionMercado } from './seccion-mercado';
import { cargarSecciones, seccionesCargadas } from './secciones-diferidas';
import type { ArchivoEstablecimiento, EstablecimientoDetalle } from './tipos';
import { useAccionesSolicitud } from './use-acciones-solicitud';
import { useCatalogosSolicitud } from './consultas';
import { useClaveLicencia } from './use-clave-licencia';
import { fechaLimiteEnvio } from '../../../domain/licencia/extemporaneo';
import { AvisoExtemporaneoEnvio } from '../aviso-extemporaneo';
import { archivosGuardados, CAMPOS_GIROS, datosReglas, detalleAFormulario, estadoSolicitud, girosDe, valoresNuevos, type ParametrosSolicitud } from './valores';

/** Stages after the first commit: establishment (and market), documents, location, photos. */
const ETAPAS = 4;
/** The first stage whose code is loaded after the first paint (secciones-diferidas.ts). */
const ETAPA_DIFERIDA = 2;

/** A hotel activity among the chosen ones (the values of CAMPOS_GIROS): Zofemat is asked then. */
const esHotel = (valores: readonly unknown[]) => esHoteleria(idsDeGiros(girosDe(valores)));

/** One section of the form in its card. */
function Tarjeta({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="pt-5">{children}</CardContent>
    </Card>
  );
}

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

/** The licence request form (spec 1 §2.10): Predial, establishment, documents, location, photos. */
export function FormSolicitud({ detalle, parametros, contribuyenteId, avisoInicial }: Props) {
  const raiz = useRef<HTMLFormElement>(null);
  // the first commit is the first screen (Predial and the action bar); the sections below
  // mount one per stage after it is painted, so the form is not one long task before its first
  // paint. The code of documents, location and photos loads meanwhile: here from stage 2 on.
  const montaje = useMontajeDiferido(ETAPAS, { preparar: () => cargarSecciones(detalle !== null), antesDe: ETAPA_DIFERIDA });
  const { etapa } = montaje;
  const S = etapa >= ETAPA_DIFERIDA ? seccionesCargadas() : null;
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
  const acciones = useAccionesSolicitud({ detalle, contribuyenteId, form, archivos, alAviso: setAviso, alMarcarCampos: () => enfocarPrimerError(raiz.current) });
  // what is typed survives a refresh or the back button until it is saved or discarded.
  const borrador = useBorradorFormulario(`licencia:${detalle?.id ?? `nueva-${parametros.tipo_proceso_id}-${parametros.sucursal ? 's' : 'n'}${parametros.mercado ? '-m' : ''}`}`, form, editable);
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

  const invalido = () => {
    toast.error(MSG_LIC.proporcioneInformacion);
    enfocarPrimerError(raiz.current);
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
      // Validation marks fields across the whole form: every section is on the page before it looks.
      await montaje.completar();
      if (bloqueoPrevio()) return;
      await form.handleSubmit(async (d) => {
        await guardar(d);
      }, invalido)();
    })();
  };

  /** Saves what changed (what is sent is what the reviewer sees); false when it could not. */
  const guardarCambios = async (): Promise<boolean> => {
    if (!form.formState.isDirty && !archivos.hayPendientes) return true;
    let ok = false;
    await form.handleSubmit(async (d) => {
      ok = await guardar(d);
    }, invalido)();
    return ok;
  };

  // spec 1 §4.3, §5.6: everything valid and every required document attached before review.
  const pedirEnvio = async () => {
    if (!estado.puedeEnviar) return;
    await montaje.completar();
    if (bloqueoPrevio()) return;
    if (!(await form.trigger())) {
      invalido();
      return;
    }
    const adjuntos = [...guardados.map((a) => a.tipo_archivo), ...archivos.claves];
    const f = entregablesFaltantes(datosReglas(form.getValues()), adjuntos, catalogos ?? {});
    setFaltantes(new Set(f));
    if (f.length) {
      invalido();
      return;
    }
    setConfirmarEnvio(true);
  };

  const enviar = async () => {
    setConfirmarEnvio(false);
    const lic = estado.licencia;
    if (!detalle || !lic || !(await guardarCambios())) return;
    await acciones.enviar(lic.id);
  };

  // spec 1 §4.4: a land-use certificate returned to the taxpayer goes back with estatus_general 1.
  const enviarUsoSuelo = async () => {
    const lic = estado.licencia;
    if (!detalle || !lic) return;
    await montaje.completar();
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
        <Tarjeta>
          <PredialLicencia editable={editable} clave={clave} />
        </Tarjeta>
        {!abierto ? (
          <Alert variant="info" id="aviso-clave">
            Valide la clave catastral (o marque «No cuento con clave catastral» o «Zona federal») para continuar con la solicitud.
          </Alert>
        ) : null}
        {/* A disabled fieldset keeps every control of the closed form out of reach, values intact. */}
        <fieldset disabled={!abierto} aria-describedby={!abierto ? 'aviso-clave' : undefined} className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0">
          <legend className="sr-only">Datos de la solicitud</legend>
          {mercado && etapa >= 1 ? (
            <Tarjeta>
              <SeccionMercado editable={editable} nueva={!detalle} />
            </Tarjeta>
          ) : null}
          {etapa >= 1 ? (
            <Tarjeta>
              <SeccionEstablecimiento editable={editable} zofemat={zofemat.estado} alReintentarZofemat={zofemat.reintentar} />
            </Tarjeta>
          ) : null}
          {S ? (
            <Tarjeta>
              <S.SeccionDocumentos {...propsArchivos} />
            </Tarjeta>
          ) : null}
          {S && !mercado && etapa >= 3 ? (
            <Tarjeta>
              <S.SeccionUbicacion editable={editable} mapaActivo={abierto} />
            </Tarjeta>
          ) : null}
          {S && etapa >= 4 ? (
            <Tarjeta>
              <S.SeccionFotos {...propsArchivos} />
            </Tarjeta>
          ) : null}
          {/* Room for the sections still to mount: the sticky action bar stays at the bottom of the
              screen instead of rising under Predial for a moment. */}
          {montaje.completo ? null : <div aria-hidden="true" className="min-h-screen" />}
        </fieldset>
        {S?.SeccionAnunciosLicencia && detalle && montaje.completo ? (
          <Tarjeta>
            <S.SeccionAnunciosLicencia establecimiento={detalle} />
          </Tarjeta>
        ) : null}
        <AccionesSolicitud estado={estado} ocupado={ocupado || archivos.subiendo} alEnviar={() => void pedirEnvio()} alEnviarUsoSuelo={() => void enviarUsoSuelo()} alVerImpresa={verImpresa}
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
