import { useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '../../../domain/common/messages';
import { esHoteleria, NOMBRE_DOCUMENTO_LICENCIA } from '../../../domain/licencia/catalogos';
import { type CodigoDocumento } from '../../../domain/licencia/constantes';
import { ESTATUS } from '../../../domain/tramite/estatus';
import { MSG_LIC } from '../../../domain/licencia/mensajes';
import { documentosFaltantes, idsDeGiros } from '../../../domain/licencia/reglas';
import { esClaveCatastral17, normalizarClaveCatastral } from '../../../domain/common/predio';
import { licenciaFormSchema, type LicenciaFormData, type LicenciaFormInput } from '../../../domain/licencia/schema';
import { api, ApiError, solicitar } from '../../lib/api';
import { Alert } from '../../components/ui/alert';
import { Confirmar } from '../../components/ui/alert-dialog';
import { useArchivosPendientes } from '../../components/archivos/use-archivos-pendientes';
import { Card, CardContent } from '../../components/ui/card';
import { Visor, type DocumentoVisible, type PdfVisible } from '../../components/visor';
import { AccionesSolicitud } from './acciones-solicitud';
import { lotesSolicitud, mimeDeNombre } from './archivos';
import { BannerSolicitud } from './banner-solicitud';
import { qkSolicitud } from './consultas';
import { PagarPredialDialog } from './pagar-predial-dialog';
import { SeccionDocumentos } from './seccion-documentos';
import { SeccionEstablecimiento } from './seccion-establecimiento';
import { SeccionFotos } from './seccion-fotos';
import { SeccionPredial } from './seccion-predial';
import { SeccionUbicacion } from './seccion-ubicacion';
import type { ArchivoEstablecimiento, EstablecimientoCreado, EstablecimientoDetalle } from './tipos';
import { useClaveCatastral } from './use-clave-catastral';
import { useZofemat } from './use-zofemat';
import {
  archivosGuardados,
  avisoDeGuardado,
  datosReglas,
  detalleAFormulario,
  erroresAlFormulario,
  estadoSolicitud,
  valoresNuevos,
  type ParametrosSolicitud,
} from './valores';

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
  const qc = useQueryClient();
  const navegar = useNavigate();
  const raiz = useRef<HTMLFormElement>(null);
  const estado = estadoSolicitud(detalle);
  const editable = !estado.bloqueado;

  const form = useForm<LicenciaFormInput, unknown, LicenciaFormData>({
    resolver: zodResolver(licenciaFormSchema),
    defaultValues: detalle ? detalleAFormulario(detalle) : valoresNuevos(parametros),
    disabled: !editable,
    shouldFocusError: false,
  });
  const clave = useClaveCatastral(form, {
    // A stored key was checked when the establishment was registered.
    inicial: detalle?.clave_catastral ? { estado: 'valida', clave: normalizarClaveCatastral(detalle.clave_catastral), guardada: true } : { estado: 'pendiente' },
    editable,
    establecimientoId: detalle?.id ?? null,
  });
  const claveActual = normalizarClaveCatastral(String(form.watch('clave_catastral') ?? ''));
  const hotel = esHoteleria(idsDeGiros(datosReglas(form.watch())));
  const zofemat = useZofemat(claveActual, editable && clave.lista && hotel && esClaveCatastral17(claveActual));
  // spec 1 §4.7: the rest of the form waits for a validated (or special) key.
  const abierto = !editable || clave.lista;

  const archivos = useArchivosPendientes(lotesSolicitud);
  const guardados = archivosGuardados(detalle);
  const [aviso, setAviso] = useState<string | null>(avisoInicial);
  const [faltantes, setFaltantes] = useState<ReadonlySet<string>>(new Set());
  const [visor, setVisor] = useState<DocumentoVisible | null>(null);
  const [pdf, setPdf] = useState<PdfVisible | null>(null);
  const [porBorrar, setPorBorrar] = useState<ArchivoEstablecimiento | null>(null);
  const [confirmarEnvio, setConfirmarEnvio] = useState(false);
  const [ocupado, setOcupado] = useState(false);

  const invalido = () => {
    toast.error(MSG_LIC.proporcioneInformacion);
    enfocarPrimerError(raiz.current);
  };

  const aplicarErrores = (e: unknown) => {
    if (!(e instanceof ApiError)) return;
    const lista = erroresAlFormulario(e.errors);
    for (const [ruta, mensaje] of lista) form.setError(ruta as Path<LicenciaFormInput>, { type: 'server', message: mensaje });
    if (lista.length) enfocarPrimerError(raiz.current);
  };

  const avisar = (mensaje: string | undefined, defecto: string) => {
    const a = avisoDeGuardado(mensaje, defecto);
    if (a.tipo === 'aviso') {
      toast.warning(a.mensaje, { duration: 8000 });
      setAviso(a.mensaje);
    } else toast.success(a.mensaje);
    return a;
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
      else toast.error(zofemat.estado === 'error' ? MSG.errorGenerico : MSG_LIC.zofematPendiente);
      return true;
    }
    return false;
  };

  const guardar = async (datos: LicenciaFormData): Promise<boolean> => {
    setOcupado(true);
    try {
      if (!detalle) {
        let creado: EstablecimientoCreado;
        try {
          const env = await solicitar<EstablecimientoCreado>('POST', '/api/establecimientos', { cuerpo: datos, exito: false });
          creado = env.data;
          const a = avisar(env.message, MSG_LIC.registrado);
          // Files wait for the establishment to exist (spec 1 §7.4).
          await archivos.subir({ contribuyenteId: creado.contribuyente_id ?? contribuyenteId, locacionId: creado.id });
          void qc.invalidateQueries({ queryKey: qkSolicitud.establecimientos });
          await qc.invalidateQueries({ queryKey: qkSolicitud.establecimiento(creado.id) });
          void navegar(`/admin/establecimientos/solicitud/${creado.id}`, { replace: true, state: a.tipo === 'aviso' ? { aviso: a.mensaje } : null });
          return true;
        } catch (e) {
          if (e instanceof ApiError && e.status === 422) toast.error(MSG_LIC.noSeRegistro);
          throw e;
        }
      }
      const env = await solicitar<EstablecimientoDetalle | null>('PUT', `/api/establecimientos/${detalle.id}`, { cuerpo: datos, exito: false });
      avisar(env.message, MSG_LIC.actualizado);
      const conArchivos = archivos.hayPendientes;
      if (conArchivos) await archivos.subir({ contribuyenteId: detalle.contribuyente_id ?? contribuyenteId, locacionId: detalle.id });
      // PUT answers the detail; after uploads it is read again so the new files are listed.
      const final = !conArchivos && env.data?.id === detalle.id && Array.isArray(env.data.licencia) ? env.data : await api.get<EstablecimientoDetalle>(`/api/establecimientos/${detalle.id}`, { silencioso: true });
      qc.setQueryData(qkSolicitud.establecimiento(detalle.id), final);
      void qc.invalidateQueries({ queryKey: qkSolicitud.establecimientos });
      form.reset(detalleAFormulario(final));
      return true;
    } catch (e) {
      aplicarErrores(e);
      return false;
    } finally {
      setOcupado(false);
    }
  };

  const alEnviarFormulario = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (!editable || ocupado || archivos.subiendo) return;
    if (bloqueoPrevio()) return;
    void form.handleSubmit(async (d) => {
      await guardar(d);
    }, invalido)(ev);
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
    if (!estado.puedeEnviar || bloqueoPrevio()) return;
    if (!(await form.trigger())) {
      invalido();
      return;
    }
    const adjuntos = [...guardados.map((a) => a.tipo_archivo), ...archivos.claves];
    const f = documentosFaltantes(datosReglas(form.getValues()), adjuntos);
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
    setOcupado(true);
    try {
      await api.post(`/api/licencia/${lic.id}/changestatus`, { estatus_licencia: ESTATUS.ENVIADO }, { exito: MSG_LIC.solicitudEnviada });
      await qc.invalidateQueries({ queryKey: qkSolicitud.establecimiento(detalle.id) });
      void qc.invalidateQueries({ queryKey: qkSolicitud.establecimientos });
    } catch {
      // the API client showed why
    } finally {
      setOcupado(false);
    }
  };

  // spec 1 §4.4: a land-use certificate returned to the taxpayer goes back with estatus_general 1.
  const enviarUsoSuelo = async () => {
    const lic = estado.licencia;
    if (!detalle || !lic || bloqueoPrevio() || !(await guardarCambios())) return;
    setOcupado(true);
    try {
      await api.post(`/api/licencia/${lic.id}/changestatususosuelo`, { estatus_general: 1 });
      await qc.invalidateQueries({ queryKey: qkSolicitud.establecimiento(detalle.id) });
    } catch {
      // the API client showed why
    } finally {
      setOcupado(false);
    }
  };

  const borrarArchivo = async () => {
    const a = porBorrar;
    setPorBorrar(null);
    if (!a || !detalle) return;
    try {
      await api.post(`/api/establecimientos/${a.id}/${detalle.id}/${detalle.contribuyente_id ?? contribuyenteId}/0/deleteFile`);
      await qc.invalidateQueries({ queryKey: qkSolicitud.establecimiento(detalle.id) });
    } catch {
      // the API client showed why
    }
  };

  const verImpresa = () => {
    const lic = estado.licencia;
    if (!lic) return;
    setPdf({ fuente: { titulo: 'Solicitud impresa', nombreArchivo: `solicitud-${lic.folio ?? lic.id}.pdf`, ruta: `/api/licencia/${lic.id}/getsolicitudimpresaContribuyente` } });
  };

  const verArchivo = (a: ArchivoEstablecimiento) =>
    setVisor({ id: a.id, nombre: NOMBRE_DOCUMENTO_LICENCIA[a.tipo_archivo as CodigoDocumento] ?? a.tipo_archivo, nombre_archivo: a.nombre, mime: a.mime || mimeDeNombre(a.nombre) });
  const propsArchivos = { editable, guardados, archivos, faltantes, alVer: verArchivo, alEliminar: setPorBorrar };

  return (
    <FormProvider {...form}>
      <form ref={raiz} onSubmit={alEnviarFormulario} noValidate className="flex flex-col gap-6" aria-label={MSG_LIC.tituloSolicitud}>
        <BannerSolicitud estado={estado} />
        {aviso ? (
          <Alert variant="warning" role="status">
            {aviso}
          </Alert>
        ) : null}
        <Card>
          <CardContent className="pt-5">
            <SeccionPredial editable={editable} clave={clave} />
          </CardContent>
        </Card>
        {!abierto ? (
          <Alert variant="info" id="aviso-clave">
            Valide la clave catastral (o marque «No cuento con clave catastral» o «Zona federal») para continuar con la solicitud.
          </Alert>
        ) : null}
        {/* A disabled fieldset keeps every control of the closed form out of reach, values intact. */}
        <fieldset disabled={!abierto} aria-describedby={!abierto ? 'aviso-clave' : undefined} className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0">
          <legend className="sr-only">Datos de la solicitud</legend>
          <Card>
            <CardContent className="pt-5">
              <SeccionEstablecimiento editable={editable} zofemat={zofemat.estado} alReintentarZofemat={zofemat.reintentar} />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-5">
              <SeccionDocumentos {...propsArchivos} />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-5">
              <SeccionUbicacion editable={editable} mapaActivo={abierto} />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-5">
              <SeccionFotos {...propsArchivos} />
            </CardContent>
          </Card>
        </fieldset>
        <AccionesSolicitud estado={estado} ocupado={ocupado || archivos.subiendo} alEnviar={() => void pedirEnvio()} alEnviarUsoSuelo={() => void enviarUsoSuelo()} alVerImpresa={verImpresa} />
      </form>

      <Confirmar
        abierto={confirmarEnvio}
        alCambiar={setConfirmarEnvio}
        titulo="Enviar a revisión"
        descripcion="Mientras su solicitud esté en revisión no podrá editarla. ¿Desea enviarla a revisión?"
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
      <PagarPredialDialog clave={clave.predial?.clave ?? null} mensaje={clave.predial?.mensaje ?? MSG.errorGenerico} alCerrar={clave.cerrarPredial} alVerPdf={setPdf} />
      <Visor fuente={visor} alCerrar={() => setVisor(null)} />
      <Visor fuente={pdf?.fuente ?? null} acciones={pdf?.acciones} alCerrar={() => setPdf(null)} />
    </FormProvider>
  );
}
