import { useId } from 'react';
import { textoPlazoVencido } from '../../domain/licencia/extemporaneo';
import { Bell, MapPin } from 'lucide-react';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Card } from '../components/ui/card';
import { nombreDocumento } from '../licencia/archivos';
import { AvisoBebidas } from '../licencia/bebidas-aviso';
import { bebidasDe } from '../licencia/bebidas';
import { estatusLicencia, leerLicencia, licenciaActual, motivoDevolucion } from '../licencia/estatus';
import type { PendienteBebidas, TarjetaEstablecimiento } from '../licencia/tipos';
import { AccionesEstablecimiento } from './acciones-establecimiento';
import { ImagenEstablecimiento } from './imagen-establecimiento';
import { InsigniaSinLicenciaEnLinea } from './licencia-padron';

function NoLeidas({ n }: { n: number }) {
  if (!n) return null;
  const texto = `${n} ${n === 1 ? 'notificación sin leer' : 'notificaciones sin leer'}`;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground" title={texto}>
      <Bell aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">{n}</span>
      <span className="sr-only">{texto}</span>
    </span>
  );
}

/** One establishment of 'Mis establecimientos' (spec 1 §2.5). */
export function TarjetaEstablecimientoView({ tarjeta, pendientesBebidas }: { tarjeta: TarjetaEstablecimiento; pendientesBebidas: PendienteBebidas[] | undefined }) {
  const tituloId = useId();
  const licencia = licenciaActual(tarjeta.licencia);
  const estatus = estatusLicencia(licencia);
  const motivo = motivoDevolucion(licencia);
  // What the request waits on, from its own machine (the card never words it differently).
  const lectura = licencia ? leerLicencia(licencia) : null;
  const paso = lectura && lectura.estado !== 'terminada' && lectura.estado !== 'borrador' ? lectura.linea.find((x) => x.actual) : null;
  const pasoActual = paso ? (paso.subpasos.find((x) => x.actual)?.etiqueta ?? paso.etiqueta) : null;
  const esperaExtemporaneo = lectura?.estado === 'pago' && lectura.snapshot.context.actual === 'pago_extemporaneo';
  const bebidas = bebidasDe(tarjeta.id, pendientesBebidas, licencia);
  const imagen = tarjeta.images?.[0];
  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-labelledby={tituloId} role="article">
      <div className="relative h-36 w-full bg-muted">
        <ImagenEstablecimiento imagen={imagen} alt={imagen ? `${nombreDocumento(imagen.tipo_archivo)} de ${tarjeta.nombre_comercial}` : ''} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={tituloId} className="text-lg font-semibold leading-tight break-words">
            {tarjeta.nombre_comercial}
          </h2>
          <NoLeidas n={tarjeta.unread_notifications_count} />
        </div>
        <dl className="grid gap-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Clave:</dt>
            <dd className="font-mono font-medium">{tarjeta.external_id}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Clave catastral:</dt>
            <dd className="font-mono break-all">{tarjeta.clave_catastral}</dd>
          </div>
          <div className="flex gap-1">
            <dt>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
              <span className="sr-only">Domicilio:</span>
            </dt>
            <dd className="break-words">{tarjeta.domicilio || '—'}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          {licencia ? (
            <Badge variant={estatus.variante}>
              <span className="sr-only">Estatus de la licencia: </span>
              {estatus.texto}
            </Badge>
          ) : (
            <InsigniaSinLicenciaEnLinea externalId={tarjeta.external_id} />
          )}
          {pasoActual ? <span className="text-sm text-muted-foreground">Paso actual: {pasoActual}</span> : null}
        </div>
        {esperaExtemporaneo ? (
          <Alert variant="warning" title="Su solicitud espera el pago extemporáneo">
            {/* spec 1 §4.8: which deadline passed, not only that one did. */}
            {textoPlazoVencido({ fechaLimite: licencia?.fecha_limite_pago, renovacion: licencia?.renovacion }) ?? 'Venció el plazo para pagar los derechos de su licencia.'} Pague el recargo en «Estados de cuenta y pagos» para que continúe a las firmas.
          </Alert>
        ) : null}
        {motivo ? (
          <Alert variant="destructive" title="Solicitud devuelta">
            <p className="whitespace-pre-line break-words">
              <span className="font-semibold">Motivo:</span> {motivo}
            </p>
          </Alert>
        ) : null}
        {bebidas ? (
          <AvisoBebidas establecimiento={{ id: tarjeta.id, external_id: tarjeta.external_id, nombre_comercial: tarjeta.nombre_comercial }} mensaje={bebidas.mensaje} suspendida={bebidas.suspendida} />
        ) : null}
        <div className="mt-auto flex justify-end pt-2">
          <AccionesEstablecimiento tarjeta={tarjeta} licencia={licencia} />
        </div>
      </div>
    </Card>
  );
}
