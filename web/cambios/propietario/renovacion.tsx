// The change of owner embedded in a renewal (spec 2 §2 "It can run in renewal mode embedded in
// another screen"): an optional section of the renewal page. Turned on, the person files the owner
// change with the Extra routes (renovacion = true); the renewal is then sent only with a complete
// owner-change request ('Falta rellenar campos obligatorios para el cambio de propietario'), and
// sending the renewal sends it too (useEnvioPropietarioRenovacion).
import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { MSG_CP } from '../../../domain/cambios/propietario/mensajes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { G, useDatosPropietario, useSolicitudExtra, type CambioPropietarioDto } from './consultas';
import { ResumenPropietario } from './dialogo';
import { FormularioPropietario } from './formulario';

/** The renewal's owner change may go with it: it exists complete, or there is nothing to send. */
export function propietarioListo(s: CambioPropietarioDto | null | undefined): boolean {
  return Boolean(s && s.new_contribuyente_id && s.faltantes.length === 0);
}

/** Sends the renewal's owner change after the renewal (only while it may still be sent). */
export async function enviarPropietarioRenovacion(locacionId: number, s: CambioPropietarioDto) {
  if (!s.enviable) return;
  await api.post(`${G}/changeStatusSolicitudCambioPropietario/${locacionId}/${s.id}`, { estatus_id: 10 }, { exito: false });
}

export { MSG_CP };

export function SeccionPropietarioRenovacion({
  locacionId,
  editable,
  activo,
  alCambiarActivo,
}: {
  locacionId: number;
  editable: boolean;
  activo: boolean;
  alCambiarActivo: (v: boolean) => void;
}) {
  const id = useId();
  const datos = useDatosPropietario(locacionId, activo);
  const extra = useSolicitudExtra(locacionId, true);
  const s = extra.data ?? null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5">
        <h2 className="text-lg font-semibold">Cambio de propietario</h2>
        <div className="flex items-center gap-2">
          <Checkbox id={id} checked={activo} disabled={!editable || Boolean(s)} onCheckedChange={(v) => alCambiarActivo(v === true)} />
          <label htmlFor={id} className="text-sm">
            Solicitar el cambio de propietario junto con esta renovación
          </label>
        </div>
        {activo ? (
          datos.isPending || extra.isPending ? (
            <Spinner />
          ) : datos.data ? (
            <>
              {s ? (
                <div className="flex flex-wrap items-center gap-3">
                  <span className="text-sm">
                    Folio <span className="font-mono">{s.folio}</span>
                  </span>
                  <Badge variant="secondary">{s.estatus_texto}</Badge>
                  {s.eliminable ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={async () => {
                        await api.post(`${G}/deleteSolicitudCambioPropietarioExtra/${locacionId}/${s.id}`);
                        await extra.refetch();
                        alCambiarActivo(false);
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                      Quitar cambio de propietario
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {s ? <ResumenPropietario s={s} /> : null}
              <FormularioPropietario
                key={s ? `${s.id}-${s.archivos.length}-${s.estatus_id}` : 'nueva'}
                datos={datos.data}
                solicitud={s}
                soloLectura={!editable || (s !== null && !s.editable)}
                extra
                alTerminar={() => void extra.refetch()}
              />
            </>
          ) : null
        ) : null}
      </CardContent>
    </Card>
  );
}
