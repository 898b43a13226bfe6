import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Bell, CalendarClock, FileBadge, FileSearch, GitCommitVertical, LandPlot, ShieldCheck, Trash2, Wallet } from 'lucide-react';
import { AnuenciaDialog } from '../licencia/anuencia-dialog';
import type { EstablecimientoRef } from '../licencia/dialogo';
import { EstadosCuentaDialog } from '../licencia/estados-cuenta-dialog';
import { fueEnviada, hayPagoExtemporaneo } from '../licencia/estatus';
import { ExtemporaneoDialog } from '../licencia/extemporaneo-dialog';
import { LicenciasDialog } from '../licencia/licencias-dialog';
import { LineaTiempoDialog } from '../licencia/linea-tiempo-dialog';
import { NotificacionesDialog } from '../licencia/notificaciones-dialog';
import { ConstanciasDialog } from '../usosuelo/constancias-dialog';
import type { LicenciaTarjeta, TarjetaEstablecimiento } from '../licencia/tipos';
import { EliminarDialog } from './eliminar-dialog';
import { MenuAcciones, type AccionMenu } from './menu-acciones';

type Dialogo = 'linea' | 'pagos' | 'licencias' | 'anuencia' | 'usosuelo' | 'extemporaneo' | 'notificaciones' | 'eliminar';

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
  const props = (d: Dialogo) => ({ establecimiento: est, abierto: dialogo === d, alCambiar: (v: boolean) => setDialogo(v ? d : null) });

  const acciones: (AccionMenu | false)[] = [
    {
      clave: 'solicitud',
      etiqueta: 'Ver solicitud',
      icono: null,
      enlace: (
        <Link to={`/admin/establecimientos/solicitud/${tarjeta.id}`}>
          <FileSearch aria-hidden="true" />
          Ver solicitud
        </Link>
      ),
    },
    Boolean(licencia) && { clave: 'linea', etiqueta: 'Línea de tiempo', icono: <GitCommitVertical aria-hidden="true" />, alElegir: abrir('linea') },
    fueEnviada(licencia) && { clave: 'pagos', etiqueta: 'Estados de cuenta y pagos', icono: <Wallet aria-hidden="true" />, alElegir: abrir('pagos') },
    Boolean(licencia) && { clave: 'licencias', etiqueta: 'Licencias', icono: <FileBadge aria-hidden="true" />, alElegir: abrir('licencias') },
    fueEnviada(licencia) && { clave: 'anuencia', etiqueta: 'Anuencia', icono: <ShieldCheck aria-hidden="true" />, alElegir: abrir('anuencia') },
    { clave: 'usosuelo', etiqueta: 'Constancias de uso de suelo', icono: <LandPlot aria-hidden="true" />, alElegir: abrir('usosuelo') },
    hayPagoExtemporaneo(licencia) && { clave: 'extemporaneo', etiqueta: 'Pago extemporáneo', icono: <CalendarClock aria-hidden="true" />, alElegir: abrir('extemporaneo') },
    { clave: 'notificaciones', etiqueta: 'Notificaciones', icono: <Bell aria-hidden="true" />, alElegir: abrir('notificaciones') },
    Boolean(tarjeta.acciones?.eliminar) && { clave: 'eliminar', etiqueta: 'Eliminar', icono: <Trash2 aria-hidden="true" />, alElegir: abrir('eliminar'), destructiva: true },
  ];

  return (
    <>
      <MenuAcciones ref={boton} etiqueta={`Acciones de ${tarjeta.nombre_comercial}`} acciones={acciones.filter((a): a is AccionMenu => Boolean(a))} />
      {/* Mounted only while open: each dialog reads its data when it opens. */}
      {dialogo === 'linea' ? <LineaTiempoDialog {...props('linea')} licencia={licencia} /> : null}
      {dialogo === 'pagos' ? <EstadosCuentaDialog {...props('pagos')} /> : null}
      {dialogo === 'licencias' ? <LicenciasDialog {...props('licencias')} /> : null}
      {dialogo === 'anuencia' ? <AnuenciaDialog {...props('anuencia')} /> : null}
      {dialogo === 'usosuelo' ? <ConstanciasDialog {...props('usosuelo')} /> : null}
      {dialogo === 'extemporaneo' ? <ExtemporaneoDialog {...props('extemporaneo')} /> : null}
      {dialogo === 'notificaciones' ? <NotificacionesDialog {...props('notificaciones')} /> : null}
      <EliminarDialog {...props('eliminar')} licencia={licencia} />
    </>
  );
}
