import type { EstablecimientoDetalle } from '../../api/establecimientos/establecimientos.schemas';
import { Card, CardContent } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { formatearFecha } from '../lib/formato';

const m2 = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

// A calendar date (YYYY-MM-DD) is read at noon in Chetumal, so no time zone moves it to the day before.

/** The business a renewal is about, as it was licensed (its data change through the change requests). */
export function ResumenEstablecimiento({ detalle: d }: { detalle: EstablecimientoDetalle }) {
  const secundarias = d.actividades_secundarias_opb.map((g) => g.nombre).join(', ');
  return (
    <Card>
      <CardContent className="pt-5">
        <h2 className="mb-3 text-lg font-semibold">Datos del establecimiento</h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Dato etiqueta="Nombre comercial">{d.nombre_comercial}</Dato>
          <Dato etiqueta="Clave del establecimiento">{d.external_id}</Dato>
          <Dato etiqueta="Clave catastral">{d.clave_catastral}</Dato>
          <Dato etiqueta="Giro principal">{d.giro_opb?.nombre}</Dato>
          <Dato etiqueta="Actividades secundarias">{secundarias}</Dato>
          <Dato etiqueta="Superficie">{`${m2.format(d.superficie_m2)} m²`}</Dato>
          <Dato etiqueta="Domicilio">{d.domicilio_texto}</Dato>
          <Dato etiqueta="Empleados">{d.numero_empleados}</Dato>
          <Dato etiqueta="Fecha de alta en hacienda">{formatearFecha(`${d.fecha_alta_hacienda}T12:00:00-05:00`)}</Dato>
        </dl>
      </CardContent>
    </Card>
  );
}
