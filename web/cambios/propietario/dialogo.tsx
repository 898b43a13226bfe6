// 'Cambio de propietario' (spec 2 §2 "Change of owner"; spec 1 §2.5 owner change is a card action):
// the establishment's owner-change requests as cards (status in the kit's words, 'Enviar a
// revisión', 'Ver'/'Editar', 'Ver motivo de rechazo', 'Eliminar solicitud' with its confirmation,
// the timeline), the form to file one, and inside it the RFC search of the new owner.
import { useState } from 'react';
import { FilePlus2 } from 'lucide-react';
import { MSG_CP_EXTRA } from '../../../domain/cambios/propietario/mensajes';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dato } from '../../components/ui/dato';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import type { EstablecimientoRef } from '../../establecimientos/dialogo';
import { TarjetaSolicitudCambio } from '../comun/tarjeta-solicitud';
import { G, useDatosPropietario, useSolicitudesPropietario, type CambioPropietarioDto } from './consultas';
import { FormularioPropietario } from './formulario';
import { sinCurso } from '../../../domain/tramite/lectura';

/** What a card shows of the request: the owner now and the proposed one, by RFC. */
export function ResumenPropietario({ s }: { s: CambioPropietarioDto }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Dato etiqueta="Propietario actual (RFC)">
        <span className="font-mono">{s.old_rfc ?? '—'}</span>
      </Dato>
      <Dato etiqueta="Nuevo propietario (RFC)">
        <span className="font-mono">{s.new_rfc ?? '—'}</span>
      </Dato>
    </dl>
  );
}

export function CambioPropietarioDialog({ establecimiento, abierto, alCambiar }: { establecimiento: EstablecimientoRef; abierto: boolean; alCambiar: (v: boolean) => void }) {
  const datos = useDatosPropietario(establecimiento.id, abierto);
  const lista = useSolicitudesPropietario(establecimiento.id, abierto);
  const [form, setForm] = useState<{ id: number | null; modo: 'ver' | 'editar' } | null>(null);
  const solicitudes = lista.data ?? [];
  const enCurso = solicitudes.some((s) => !s.aprobada && !sinCurso(s.tramite.snapshot.value));
  const refrescar = async () => {
    await lista.refetch();
  };

  const cuerpo = () => {
    if (datos.isPending || lista.isPending) return <Spinner />;
    if (datos.isError || lista.isError || !datos.data) return <Alert variant="destructive">No fue posible consultar las solicitudes de cambio de propietario.</Alert>;
    const abierta = form ? (form.id === null ? null : (solicitudes.find((s) => s.id === form.id) ?? null)) : undefined;
    return (
      <div className="flex flex-col gap-4">
        {solicitudes.length === 0 && !form ? <Alert variant="info">Este establecimiento no tiene solicitudes de cambio de propietario.</Alert> : null}
        {!form && !enCurso ? (
          <Button className="self-start" onClick={() => setForm({ id: null, modo: 'editar' })}>
            <FilePlus2 aria-hidden="true" />
            Nueva solicitud
          </Button>
        ) : null}
        {abierta !== undefined ? (
          <section aria-label="Formulario de cambio de propietario" className="rounded-lg border border-border p-4">
            <h3 className="mb-3 font-semibold">{abierta ? `Solicitud ${abierta.folio}` : 'Nueva solicitud de cambio de propietario'}</h3>
            <FormularioPropietario
              key={`${abierta?.id ?? 'nueva'}-${form?.modo}`}
              datos={datos.data}
              solicitud={abierta}
              soloLectura={form?.modo === 'ver' || (abierta !== null && !abierta.editable)}
              alTerminar={() => {
                setForm(null);
                void refrescar();
              }}
            />
          </section>
        ) : null}
        {solicitudes.map((s) => (
          <TarjetaSolicitudCambio
            key={s.id}
            solicitud={s}
            titulo={MSG_CP_EXTRA.titulo}
            alAbrir={(modo) => setForm((f) => (f?.id === s.id && f.modo === modo ? null : { id: s.id, modo }))}
            alEnviar={async () => {
              await api.post(`${G}/changeStatusSolicitudCambioPropietario/${establecimiento.id}/${s.id}`, { estatus_id: 10 }, { exito: false });
              setForm(null);
              await refrescar();
            }}
            alEliminar={async () => {
              await api.post(`${G}/deleteSolicitudCambioPropietario/${establecimiento.id}/${s.id}`, undefined, { exito: false });
              setForm(null);
              await refrescar();
            }}
            extra={<ResumenPropietario s={s} />}
          />
        ))}
      </div>
    );
  };

  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{MSG_CP_EXTRA.titulo}</DialogTitle>
          <DialogDescription>
            El establecimiento pasa al nuevo propietario cuando la solicitud es aprobada. Conserva su historial, y el propietario anterior deja de verlo en Mis establecimientos.
          </DialogDescription>
        </DialogHeader>
        <dl>
          <Dato etiqueta="Establecimiento">{establecimiento.nombre_comercial}</Dato>
        </dl>
        {cuerpo()}
      </DialogContent>
    </Dialog>
  );
}
