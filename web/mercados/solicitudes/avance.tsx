// What the two market requests' cards and dialogs share (spec 3 §2.7–2.8): the request's progress
// with its current step and its timeline ('Ver seguimiento'), read from its own machine; and the
// dialogs' footer (Cancelar or Cerrar, the save button, 'Enviar a revisión').
import { useState, type MouseEvent } from 'react';
import { ListChecks, Save, Send } from 'lucide-react';
import type { CualquierDefinicion } from '../../../domain/tramite/definicion';
import type { TramiteDto } from '../../../api/tramites/tramites.schemas';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { BarraProgreso, LineaTiempo } from '../../tramite/linea-tiempo';
import { useTramite } from '../../tramite/use-tramite';

interface PropsAvance {
  def: CualquierDefinicion;
  tramite: TramiteDto;
  folio: string;
  /** what the timeline's dialog says under its title (the establishment, the stall) */
  descripcion: string;
}

/** A sent request's progress, current step and timeline; a draft says it still has to be sent. */
export function AvanceSolicitudMercado({ def, tramite, folio, descripcion }: PropsAvance) {
  const t = useTramite(def, tramite);
  const [linea, setLinea] = useState(false);
  const actual = t.linea.find((p) => p.actual) ?? null;
  return (
    <>
      {tramite.enviada_at !== null ? (
        <section aria-label={`Avance de la solicitud ${folio}`} className="flex flex-col gap-2">
          <BarraProgreso progreso={t.progreso} />
          {actual ? (
            <p className="text-sm">
              Paso actual: <span className="font-medium">{actual.etiqueta}</span> · {actual.texto}
            </p>
          ) : null}
          <div>
            <Button size="sm" variant="outline" onClick={() => setLinea(true)}>
              <ListChecks aria-hidden="true" />
              Ver seguimiento
            </Button>
          </div>
        </section>
      ) : (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline">Borrador</Badge> Envíe la solicitud a revisión cuando esté completa.
        </p>
      )}
      <Dialog open={linea} onOpenChange={setLinea}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{`Seguimiento de la solicitud ${folio}`}</DialogTitle>
            <DialogDescription>{descripcion}</DialogDescription>
          </DialogHeader>
          <div className="overflow-y-auto">
            <LineaTiempo pasos={t.linea} progreso={t.progreso} />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

interface PropsPie {
  editable: boolean;
  ocupado: boolean;
  /** the save button's word: 'Guardar', or the spec's 'Registrar' */
  guardar: string;
  alCerrar: () => void;
  alEnviar: (ev: MouseEvent<HTMLButtonElement>) => void;
}

/** The footer of a market request's form: close, or (while editable) save and 'Enviar a revisión'. */
export function PieSolicitudMercado({ editable, ocupado, guardar, alCerrar, alEnviar }: PropsPie) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={alCerrar}>
        {editable ? 'Cancelar' : 'Cerrar'}
      </Button>
      {editable ? (
        <>
          <Button type="submit" variant="secondary" disabled={ocupado}>
            <Save aria-hidden="true" />
            {guardar}
          </Button>
          <Button type="button" disabled={ocupado} onClick={alEnviar}>
            <Send aria-hidden="true" />
            Enviar a revisión
          </Button>
        </>
      ) : null}
    </DialogFooter>
  );
}
