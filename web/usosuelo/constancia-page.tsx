import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ConstanciaDetalleDto } from '../../api/usosuelo/usosuelo.schemas';
import { MSG_US } from '../../domain/usosuelo/mensajes';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Confirmar } from '../components/ui/alert-dialog';
import { Badge } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { Cargando } from '../components/ui/skeleton';
import { Visor, type FuentePdf } from '../components/visor';
import { api } from '../lib/api';
import { formatearFechaHora } from '../lib/formato';
import { useAccion } from '../lib/use-accion';
import { varianteEstatus } from '../licencia/estatus';
import { qkUsoSuelo, useConstancia } from './consultas';
import { FormularioConstancia } from './formulario-constancia';
import { constanciaPdf } from './impresos';
import { LineaConstancia } from './linea-constancia';
import { PagosConstancia } from './pagos-constancia';

/** The certificate's general status and, while returned, why (spec 1 §4.4). */
function Estado({ c }: { c: ConstanciaDetalleDto }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Dato etiqueta="Estatus">
          <Badge variant={varianteEstatus(c.estatus_general)}>{c.estatus_texto}</Badge>
          {c.en_revision ? <span className="block text-sm font-normal text-muted-foreground">{c.en_revision} · Desarrollo Urbano</span> : null}
        </Dato>
        <Dato etiqueta="Formato">{c.formato_uso_suelo.resolucion}</Dato>
        <Dato etiqueta="Solicitada">{formatearFechaHora(c.fecha_tramite_inicio ?? c.created_at)}</Dato>
        <Dato etiqueta="Giro del establecimiento">{c.giro_opb}</Dato>
      </dl>
      {c.acciones.pagar && !c.motivo_rechazo ? (
        <Alert variant="warning" title="Falta el pago de los derechos">
          Pague en línea o adjunte su comprobante en «Estados de cuenta y pagos»; después Desarrollo Urbano validará el pago.
        </Alert>
      ) : null}
      {c.motivo_rechazo ? (
        <Alert variant="destructive" title="Constancia devuelta">
          <p className="whitespace-pre-line break-words">
            <span className="font-semibold">Motivo:</span> {c.motivo_rechazo}
          </p>
          <p className="mt-1">{c.acciones.enviar ? `Corrija los datos y pulse «${MSG_US.enviarUsoSuelo}».` : 'Adjunte un nuevo comprobante de pago en «Estados de cuenta y pagos».'}</p>
        </Alert>
      ) : null}
    </div>
  );
}

/** /admin/establecimientos/uso-suelo/:idSolicitud (spec 3 §2.1): one land-use certificate. */
export function ConstanciaUsoSueloPage() {
  const id = Number(useParams().idSolicitud);
  const consulta = useConstancia(id);
  const [imprimir, setImprimir] = useState<FuentePdf | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const invalidar = [qkUsoSuelo.constancia(id), qkUsoSuelo.todo];
  const actualizar = useAccion({ llamar: (v: Parameters<Parameters<typeof FormularioConstancia>[0]['alGuardar']>[0]) => api.put(`/api/constancia_uso_suelo/${id}`, v), invalidar });
  const enviar = useAccion({ llamar: () => api.post(`/api/constancia_uso_suelo/${id}/changestatus`, { estatus_general: 1 }), invalidar });

  const volver = (
    <Link to="/admin/establecimientos" className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      Mis establecimientos
    </Link>
  );
  if (consulta.isLoading) return <Cargando filas={6} />;
  const c = consulta.data;
  if (!c) {
    return (
      <div className="flex flex-col gap-6">
        <Encabezado titulo="Constancia de uso de suelo" acciones={volver} />
        <Alert variant="destructive">No fue posible cargar la constancia.</Alert>
      </div>
    );
  }
  // Unsent (the first send did not go through): 'Enviar a revisión'; after a return: 'Enviar a uso de suelo'.
  const borrador = c.tramite.snapshot.value === 'borrador';
  const botonEnviar = borrador ? 'Enviar a revisión' : MSG_US.enviarUsoSuelo;
  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo="Constancia de uso de suelo"
        descripcion={`${c.establecimiento.nombre_comercial} · Folio ${c.folio}`}
        acciones={
          <>
            {c.acciones.imprimir ? (
              <Button onClick={() => setImprimir(constanciaPdf(c))}>
                <Printer aria-hidden="true" />
                Imprimir constancia
              </Button>
            ) : null}
            {volver}
          </>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Estado de la constancia</CardTitle>
        </CardHeader>
        <CardContent>
          <Estado c={c} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Datos de la constancia</CardTitle>
          <CardDescription>
            {c.establecimiento.domicilio} · Clave catastral {c.establecimiento.clave_catastral}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <FormularioConstancia
            // A new form when the server's values change (after a save or a return).
            key={`${c.sector_id}-${c.giro_desarrollo_id}-${c.zona_uso_id}-${c.acciones.editar}`}
            inicial={{ sector_id: c.sector_id, giro_desarrollo_id: c.giro_desarrollo_id, zona_uso_id: c.zona_uso_id }}
            editable={c.acciones.editar}
            guardar="Actualizar"
            ocupado={actualizar.ocupado || enviar.ocupado}
            alGuardar={async (v, setError) => {
              const r = await actualizar.ejecutar(v);
              if (!r.ok) for (const [campo, message] of r.campos) setError(campo as 'sector_id', { type: 'server', message });
            }}
            enviar={
              c.acciones.enviar
                ? {
                    etiqueta: botonEnviar,
                    alEnviar: async (v, sinGuardar, setError) => {
                      if (sinGuardar) {
                        const r = await actualizar.ejecutar(v);
                        if (!r.ok) return void r.campos.forEach(([campo, message]) => setError(campo as 'sector_id', { type: 'server', message }));
                      }
                      setConfirmar(true);
                    },
                  }
                : undefined
            }
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Línea de tiempo</CardTitle>
        </CardHeader>
        <CardContent>
          <LineaConstancia tramite={c.tramite} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Estados de cuenta y pagos</CardTitle>
          <CardDescription>Derechos de la constancia de uso de suelo</CardDescription>
        </CardHeader>
        <CardContent>
          <PagosConstancia c={c} propio />
        </CardContent>
      </Card>
      <Confirmar
        abierto={confirmar}
        alCambiar={setConfirmar}
        titulo={botonEnviar}
        descripcion="Desarrollo Urbano revisará su constancia. No podrá modificarla mientras esté en revisión. ¿Desea continuar?"
        confirmar="Enviar"
        alConfirmar={() => void enviar.ejecutar()}
      />
      <Visor fuente={imprimir} alCerrar={() => setImprimir(null)} />
    </div>
  );
}
