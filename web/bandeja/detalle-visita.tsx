import type { DetalleVisitaDto } from '../../api/visitas/visita.tramite';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { formatearFechaHora } from '../lib/formato';
import { RESPUESTAS_LISTA, RESULTADOS_VISITA } from '../../domain/visitas/tipos';
import { AsignarVisita } from './detalle-visita-asignacion';

/** What the ordering area reads of a field inspection: the order, whom it went to, and the result. */
export function DetalleVisita({ detalle: v, paso }: { detalle: DetalleVisitaDto; paso: string }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Visita de inspección · {v.tipo_texto}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid gap-4 sm:grid-cols-3">
            <Dato etiqueta="Establecimiento">{v.establecimiento.nombre_comercial}</Dato>
            <Dato etiqueta="Clave">{v.establecimiento.clave}</Dato>
            <Dato etiqueta="Domicilio">{v.establecimiento.domicilio}</Dato>
            <Dato etiqueta="Motivo">{v.motivo}</Dato>
            <Dato etiqueta="Ventana">
              {formatearFechaHora(v.ventana_inicio)} – {formatearFechaHora(v.ventana_fin)}
            </Dato>
            <Dato etiqueta="Brigadista">{v.brigadista ? `${v.brigadista.nombre} (${v.tableta ?? ''})` : 'Sin asignar'}</Dato>
          </dl>
          {v.resultado ? (
            <div className="flex flex-col gap-2">
              <p className="font-medium">Resultado: {RESULTADOS_VISITA[v.resultado.resultado]}</p>
              <ul className="list-disc pl-5">
                {v.lista.map((p) => (
                  <li key={p.clave}>
                    {p.pregunta}: {RESPUESTAS_LISTA[v.resultado!.respuestas[p.clave]] ?? '—'}
                  </li>
                ))}
              </ul>
              <dl className="grid gap-4 sm:grid-cols-3">
                <Dato etiqueta="Observaciones">{v.resultado.observaciones}</Dato>
                <Dato etiqueta="Atendió">{v.resultado.atendio}</Dato>
                <Dato etiqueta="Posición">{v.resultado.gps ? `${v.resultado.gps.lat.toFixed(6)}, ${v.resultado.gps.lng.toFixed(6)}` : ''}</Dato>
              </dl>
              {v.conflictos > 0 && <p role="status">Resultados en conflicto guardados: {v.conflictos}</p>}
            </div>
          ) : (
            <ul className="list-disc pl-5">
              {v.lista.map((p) => (
                <li key={p.clave}>{p.pregunta}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {paso === 'asignacion' && v.paso_actual === 'asignacion' ? <AsignarVisita visitaId={v.id} /> : null}
    </>
  );
}
