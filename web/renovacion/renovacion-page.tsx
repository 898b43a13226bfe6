import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { FileText, Send } from 'lucide-react';
import { toast } from '../lib/avisos';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { MSG_REN } from '../../domain/licencia/renovacion';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Confirmar } from '../components/ui/alert-dialog';
import { AvisoExtemporaneoEnvio } from '../licencia/aviso-extemporaneo';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Cargando } from '../components/ui/skeleton';
import { Visor, type FuenteVisor, type PdfVisible } from '../components/visor';
import { ApiError, solicitar } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { qkLic } from '../licencia/consultas';
import { ActualizarSubirLicencia } from '../licencia/bebidas-aviso';
import { LineaLicencia } from '../licencia/linea-tiempo-dialog';
import { PagarPredialDialog } from '../tramite/predio/pagar-predial-dialog';
import { num } from '../licencia/solicitud/valores';
import { useRenovacion } from './consultas';
import { DatosRenovacion } from './datos-renovacion';
import { DocumentosRenovacion } from './documentos-renovacion';
import { PeriodosDialog } from './periodos-dialog';
import { useSolicitudExtra } from '../cambios/propietario/consultas';
import { MSG_CP, SeccionPropietarioRenovacion, enviarPropietarioRenovacion, propietarioListo } from '../cambios/propietario/renovacion';
import { ResumenEstablecimiento } from './resumen-establecimiento';
import { OBJETIVO_MINIMO } from '../components/ui/enlace';

/**
 * establecimientos/new-solicitud/{idSolicitud}/{anio} (spec 1 §2.1, §2.10): the renewal of a year,
 * 'Renovación de licencia {anio}'. The establishment's data come from its opening (or the padrón);
 * the renewal adds its months and documents, and is sent like the opening (spec 1 §4.3), with the
 * property tax paid (spec 1 §4.7: 'Pagar predial' when it is not).
 */
export function RenovacionPage() {
  const { idSolicitud, anio: anioTexto } = useParams();
  const location = useLocation();
  const id = num(idSolicitud);
  const anio = num(anioTexto);
  const detalle = useRenovacion(id, anio);
  const [aviso] = useState<string | null>((location.state as { aviso?: string | null } | null)?.aviso ?? null);
  const [confirmar, setConfirmar] = useState(false);
  const [predial, setPredial] = useState<string | null>(null);
  const [pdf, setPdf] = useState<PdfVisible | null>(null);
  const [visor, setVisor] = useState<FuenteVisor | null>(null);
  const [periodos, setPeriodos] = useState(false);

  const d = detalle.data ?? null;
  const lic = d?.licencia[0] ?? null;
  // spec 2 §2: an owner change may ride on the renewal (the Extra routes).
  const extraPropietario = useSolicitudExtra(d?.id ?? 0, Boolean(d));
  const [conPropietario, setConPropietario] = useState<boolean | null>(null);
  const propietarioActivo = conPropietario ?? Boolean(extraPropietario.data);
  const enviar = useAccion({
    llamar: (licId: number) => solicitar('POST', `/api/licencia/${licId}/changestatus`, { cuerpo: { estatus_licencia: 10 }, silencioso: true }),
    invalidar: id ? [qkLic.establecimientos, qkLic.establecimiento(id)] : [],
  });
  const [error, setError] = useState<string | null>(null);
  const pedirEnvio = async () => {
    setConfirmar(false);
    setError(null);
    if (!lic || !d) return;
    const propietario = propietarioActivo ? ((await extraPropietario.refetch()).data ?? null) : null;
    if (propietarioActivo && !propietarioListo(propietario)) {
      setError(MSG_CP.faltanCampos);
      toast.warning(MSG_CP.faltanCampos);
      return;
    }
    const r = await enviar.ejecutar(lic.id);
    if (r.ok) {
      if (propietario) await enviarPropietarioRenovacion(d.id, propietario).catch(() => undefined);
      void extraPropietario.refetch();
      toast.success(MSG_LIC.solicitudEnviada);
      return;
    }
    if (!(r.error instanceof ApiError)) return;
    // spec 1 §4.7: unpaid property tax opens 'Pagar predial' with the server's message.
    if ((r.error.cuerpo as { code?: string } | null)?.code === 'PREDIAL') setPredial(r.error.message);
    else setError(r.error.message);
  };

  let contenido;
  if (id === null || anio === null) contenido = <Alert variant="destructive">La renovación indicada no existe.</Alert>;
  else if (detalle.isPending) contenido = <Cargando texto="Cargando la renovación…" filas={6} />;
  else if (detalle.isError || !d)
    contenido = (
      <Alert variant="destructive" title="No puede abrir esta renovación.">
        La renovación no existe o pertenece a otro contribuyente.{' '}
        <Link to="/admin/establecimientos" className={`${OBJETIVO_MINIMO} font-semibold underline`}>
          Ir a Mis establecimientos
        </Link>
      </Alert>
    );
  else if (!lic || !lic.renovacion)
    contenido = (
      <Alert variant="info" title={`Aún no hay renovación ${anio} para ${d.nombre_comercial}.`}>
        <Button size="sm" className="mt-2" onClick={() => setPeriodos(true)}>
          Elegir periodo a renovar
        </Button>
      </Alert>
    );
  else {
    const borrador = lic.estatus_licencia === 1 || lic.estatus_licencia === 5;
    contenido = (
      <>
        {aviso ? (
          <Alert variant="warning" role="status">
            {aviso}
          </Alert>
        ) : null}
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        {lic.motivo_rechazo ? <Alert variant="destructive" title="Su renovación fue devuelta">{lic.motivo_rechazo}</Alert> : null}
        {!borrador ? <Alert variant="info">{MSG_LIC_ENVIADA}</Alert> : null}
        <ResumenEstablecimiento detalle={d} />
        <DatosRenovacion detalle={d} licencia={lic} editable={borrador} />
        <DocumentosRenovacion detalle={d} editable={borrador} alVer={setVisor} />
        <SeccionPropietarioRenovacion locacionId={d.id} editable={borrador} activo={propietarioActivo} alCambiarActivo={setConPropietario} />
        <Card>
          <CardContent className="pt-5">
            <h2 className="mb-3 text-lg font-semibold">Línea de tiempo</h2>
            <LineaLicencia licencia={lic} />
          </CardContent>
        </Card>
        <div className="flex flex-wrap justify-end gap-3">
          <ActualizarSubirLicencia
            establecimiento={d}
            estatusLicencia={lic.estatus_licencia}
            pagoBebidasSubidoEn={d.archivos.find((a) => a.tipo_archivo === 'pago_licencia_bebidas')?.created_at}
            mensaje={lic.bebidas?.mensaje ?? MSG_LIC.bebidasAPartirDeAhora}
          />
          {!borrador ? (
            <Button variant="outline" onClick={() => setVisor({ titulo: 'Solicitud impresa', nombreArchivo: `solicitud-${lic.folio}.pdf`, ruta: `/api/licencia/${lic.id}/getsolicitudimpresaContribuyente` })}>
              <FileText aria-hidden="true" />
              Ver solicitud impresa
            </Button>
          ) : null}
          {borrador ? (
            <Button onClick={() => setConfirmar(true)} disabled={enviar.ocupado || d.documentos_faltantes.length > 0}>
              <Send aria-hidden="true" />
              Enviar a revisión
            </Button>
          ) : (
            <Button disabled>Enviado a revisión</Button>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo={anio ? MSG_REN.titulo(anio) : 'Renovación de licencia'}
        descripcion={d ? `${d.nombre_comercial} · Clave ${d.external_id}` : MSG_LIC.subtituloSolicitud}
        acciones={
          lic ? (
            <>
              <Badge variant="secondary">{lic.tipo_proceso_id === 2 ? 'SARE' : 'Licencias de Funcionamiento'}</Badge>
              <Badge variant="outline">Folio {lic.folio}</Badge>
            </>
          ) : undefined
        }
      />
      {contenido}
      <Confirmar
        abierto={confirmar}
        alCambiar={setConfirmar}
        titulo="Enviar a revisión"
        descripcion={
          <>
            <p>Mientras su renovación esté en revisión no podrá editarla. ¿Desea enviarla a revisión?</p>
            {confirmar && lic ? <AvisoExtemporaneoEnvio fechaLimite={lic.fecha_limite_pago} renovacion /> : null}
          </>
        }
        confirmar="Enviar"
        alConfirmar={() => void pedirEnvio()}
      />
      <PagarPredialDialog clave={predial !== null && d ? d.clave_catastral : null} mensaje={predial ?? ''} alCerrar={() => setPredial(null)} />
      <Visor
        fuente={pdf?.fuente ?? visor}
        acciones={pdf?.acciones}
        alCerrar={() => {
          setPdf(null);
          setVisor(null);
        }}
      />
      {d && periodos ? <PeriodosDialog establecimiento={d} abierto alCambiar={setPeriodos} /> : null}
    </div>
  );
}

const MSG_LIC_ENVIADA = 'Renovación enviada: puede consultarla, pero no modificarla mientras está en revisión.';
