import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeftRight, Bell, CalendarClock, CalendarPlus, CalendarRange, FileBadge, FileSearch, FileUp, GitCommitVertical, History, LandPlot, Recycle, Ruler, ShieldCheck, Store, Trash2, UserRoundPen, Wallet, Waves, OctagonX } from 'lucide-react';
import { AnuenciaDialog } from '../licencia/anuencia-dialog';
import type { EstablecimientoRef } from './dialogo';
import { EstadosCuentaDialog } from '../licencia/estados-cuenta-dialog';
import { fueEnviada, hayPagoExtemporaneo } from '../licencia/estatus';
import { ExtemporaneoDialog } from '../licencia/extemporaneo-dialog';
import { LicenciasDialog } from '../licencia/licencias-dialog';
import { LineaTiempoDialog } from '../licencia/linea-tiempo-dialog';
import { NotificacionesDialog } from '../licencia/notificaciones-dialog';
import { ConstanciasDialog } from '../usosuelo/constancias-dialog';
import { IconoAnuncios, SolicitudesAnunciosDialog, TITULO_SOLICITUDES_ANUNCIOS } from '../anuncios/solicitudes-dialog';
import { BajaEstablecimientoDialog } from '../cambios/baja/dialogo';
import { HistorialCambiosDialog } from '../cambios/comun/historial-dialog';
import { puedeSolicitarCambios } from '../cambios/comun/licencia';
import { MovimientosDialog } from '../cambios/comun/movimientos-dialog';
import { CambioPropietarioDialog } from '../cambios/propietario/dialogo';
import { ConveniosDialog, IconoConvenios } from '../convenios/convenios-dialog';
import type { LicenciaTarjeta, TarjetaEstablecimiento } from '../licencia/tipos';
import { EliminarDialog } from './eliminar-dialog';
import { PeriodosDialog, rutaRenovacion } from '../renovacion/periodos-dialog';
import { puedeActualizarSuperficie } from './acciones';
import { CedulaCatastralDialog } from './cedula-catastral-dialog';
import { SuperficieDialog } from './superficie-dialog';
import { ZofematDialog } from './zofemat-dialog';
import { CuentaMercadoDialog } from './cuenta-mercado-dialog';
import { PeriodoEstadoCuentaDialog } from './periodo-estado-cuenta-dialog';
import { ResiduosDialog } from './residuos-dialog';
import { MenuAcciones, type AccionMenu } from './menu-acciones';

type Dialogo = 'renovacion' | 'linea' | 'pagos' | 'licencias' | 'anuencia' | 'usosuelo' | 'extemporaneo' | 'notificaciones' | 'cedula' | 'superficie' | 'zofemat' | 'periodo' | 'residuos' | 'mercado' | 'eliminar' | 'movimientos' | 'propietario' | 'baja' | 'historial' | 'convenios' | 'anuncios';

/** The card's actions (spec 1 §2.5); 'Subir licencia de bebidas' lives in the card's warning banner. */
export function AccionesEstablecimiento({ tarjeta, licencia }: { tarjeta: TarjetaEstablecimiento; licencia: LicenciaTarjeta | null }) {
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const boton = useRef<HTMLButtonElement>(null);
  const previo = useRef<Dialogo | null>(null);

  // A dialog opened from the menu returns the focus to the menu button when it closes (the menu
  // item that opened it no longer exists).
  useEffect(() => {
    const habia = previo.current;
    previo.current = dialogo;
    if (!habia || dialogo) return;
    const t = setTimeout(() => boton.current?.focus(), 0);
    return () => clearTimeout(t);
  }, [dialogo]);

  const est: EstablecimientoRef = { id: tarjeta.id, external_id: tarjeta.external_id, nombre_comercial: tarjeta.nombre_comercial };
  const abrir = (d: Dialogo) => () => setDialogo(d);
  // Changes are asked of an establishment with an issued licence (the API checks again).
  const cambios = puedeSolicitarCambios(tarjeta.licencia);
  const props = (d: Dialogo) => ({ establecimiento: est, abierto: dialogo === d, alCambiar: (v: boolean) => setDialogo(v ? d : null) });

  const acciones: (AccionMenu | false)[] = [
    {
      clave: 'solicitud',
      etiqueta: 'Ver solicitud',
      icono: null,
      enlace: (
        <Link to={licencia?.renovacion ? rutaRenovacion(tarjeta.id, licencia.anio) : `/admin/establecimientos/solicitud/${tarjeta.id}`}>
          <FileSearch aria-hidden="true" />
          Ver solicitud
        </Link>
      ),
    },
    // spec 1 §2.5 'renewal': the periods the business may renew (none yet for one opened this year).
    { clave: 'renovacion', etiqueta: 'Renovación', icono: <CalendarPlus aria-hidden="true" />, alElegir: abrir('renovacion') },
    Boolean(licencia) && { clave: 'linea', etiqueta: 'Línea de tiempo', icono: <GitCommitVertical aria-hidden="true" />, alElegir: abrir('linea') },
    fueEnviada(licencia) && { clave: 'pagos', etiqueta: 'Estados de cuenta y pagos', icono: <Wallet aria-hidden="true" />, alElegir: abrir('pagos') },
    Boolean(licencia) && { clave: 'licencias', etiqueta: 'Licencias', icono: <FileBadge aria-hidden="true" />, alElegir: abrir('licencias') },
    fueEnviada(licencia) && { clave: 'anuencia', etiqueta: 'Anuencia', icono: <ShieldCheck aria-hidden="true" />, alElegir: abrir('anuencia') },
    { clave: 'usosuelo', etiqueta: 'Constancias de uso de suelo', icono: <LandPlot aria-hidden="true" />, alElegir: abrir('usosuelo') },
    { clave: 'anuncios', etiqueta: TITULO_SOLICITUDES_ANUNCIOS, icono: <IconoAnuncios aria-hidden="true" />, alElegir: abrir('anuncios') },
    hayPagoExtemporaneo(licencia) && { clave: 'extemporaneo', etiqueta: 'Pago extemporáneo', icono: <CalendarClock aria-hidden="true" />, alElegir: abrir('extemporaneo') },
    // spec 1 §2.6, §7.4 "Late payment … generate statement": a statement of a month/year range; §7.3 the solid-waste month.
    fueEnviada(licencia) && { clave: 'periodo', etiqueta: 'Solicitar estado de cuenta', icono: <CalendarRange aria-hidden="true" />, alElegir: abrir('periodo') },
    Boolean(licencia) && { clave: 'residuos', etiqueta: 'Estado de cuenta de residuos sólidos', icono: <Recycle aria-hidden="true" />, alElegir: abrir('residuos') },
    cambios && { clave: 'movimientos', etiqueta: 'Movimientos', icono: <ArrowLeftRight aria-hidden="true" />, alElegir: abrir('movimientos') },
    cambios && { clave: 'propietario', etiqueta: 'Cambio de propietario', icono: <UserRoundPen aria-hidden="true" />, alElegir: abrir('propietario') },
    cambios && { clave: 'baja', etiqueta: 'Baja de establecimiento', icono: <OctagonX aria-hidden="true" />, alElegir: abrir('baja') },
    cambios && { clave: 'convenios', etiqueta: 'Convenios', icono: <IconoConvenios aria-hidden="true" />, alElegir: abrir('convenios') },
    { clave: 'historial', etiqueta: 'Historial de cambios', icono: <History aria-hidden="true" />, alElegir: abrir('historial') },
    { clave: 'notificaciones', etiqueta: 'Notificaciones', icono: <Bell aria-hidden="true" />, alElegir: abrir('notificaciones') },
    // spec 1 §2.5 "market account statement" (§5.8 formCuenta): stalls in a market only.
    tarjeta.mercado && { clave: 'mercado', etiqueta: 'Estado de cuenta de mercado', icono: <Store aria-hidden="true" />, alElegir: abrir('mercado') },
    // spec 1 §2.6: the cadastral certificate copy, the surface (while no area reviews it) and the Zofemat file.
    { clave: 'cedula', etiqueta: 'Subir cédula catastral', icono: <FileUp aria-hidden="true" />, alElegir: abrir('cedula') },
    puedeActualizarSuperficie(licencia) && { clave: 'superficie', etiqueta: 'Actualizar superficie', icono: <Ruler aria-hidden="true" />, alElegir: abrir('superficie') },
    tarjeta.zofemat && { clave: 'zofemat', etiqueta: 'Zofemat', icono: <Waves aria-hidden="true" />, alElegir: abrir('zofemat') },
    Boolean(tarjeta.acciones?.eliminar) && { clave: 'eliminar', etiqueta: 'Eliminar', icono: <Trash2 aria-hidden="true" />, alElegir: abrir('eliminar'), destructiva: true },
  ];

  return (
    <>
      <MenuAcciones ref={boton} etiqueta={`Acciones de ${tarjeta.nombre_comercial}`} acciones={acciones.filter((a): a is AccionMenu => Boolean(a))} />
      {/* Mounted only while open: each dialog reads its data when it opens. */}
      {dialogo === 'renovacion' ? <PeriodosDialog {...props('renovacion')} /> : null}
      {dialogo === 'linea' ? <LineaTiempoDialog {...props('linea')} licencia={licencia} /> : null}
      {dialogo === 'pagos' ? <EstadosCuentaDialog {...props('pagos')} /> : null}
      {dialogo === 'licencias' ? <LicenciasDialog {...props('licencias')} /> : null}
      {dialogo === 'anuencia' ? <AnuenciaDialog {...props('anuencia')} /> : null}
      {dialogo === 'usosuelo' ? <ConstanciasDialog {...props('usosuelo')} /> : null}
      {dialogo === 'anuncios' ? <SolicitudesAnunciosDialog {...props('anuncios')} /> : null}
      {dialogo === 'extemporaneo' ? <ExtemporaneoDialog {...props('extemporaneo')} /> : null}
      {dialogo === 'notificaciones' ? <NotificacionesDialog {...props('notificaciones')} /> : null}
      {dialogo === 'periodo' ? <PeriodoEstadoCuentaDialog {...props('periodo')} /> : null}
      {dialogo === 'residuos' ? <ResiduosDialog {...props('residuos')} /> : null}
      {dialogo === 'mercado' ? <CuentaMercadoDialog {...props('mercado')} /> : null}
      {dialogo === 'cedula' ? <CedulaCatastralDialog {...props('cedula')} /> : null}
      {dialogo === 'superficie' ? <SuperficieDialog {...props('superficie')} /> : null}
      {dialogo === 'zofemat' ? <ZofematDialog {...props('zofemat')} clave_catastral={tarjeta.clave_catastral} zofemat_expediente={tarjeta.zofemat_expediente} /> : null}
      {dialogo === 'movimientos' ? <MovimientosDialog {...props('movimientos')} /> : null}
      {dialogo === 'propietario' ? <CambioPropietarioDialog {...props('propietario')} /> : null}
      {dialogo === 'baja' ? <BajaEstablecimientoDialog {...props('baja')} /> : null}
      {dialogo === 'convenios' ? <ConveniosDialog {...props('convenios')} /> : null}
      {dialogo === 'historial' ? <HistorialCambiosDialog {...props('historial')} /> : null}
      <EliminarDialog {...props('eliminar')} licencia={licencia} />
    </>
  );
}
