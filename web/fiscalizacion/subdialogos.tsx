// The sub-dialogs of the 'Solicitudes' cards (spec 2 §2): the rejection reason, the signed request
// and the payment receipt (PDF only), and the copy to another month.
import { useId, useState, type FormEvent } from 'react';
import { Copy } from 'lucide-react';
import { MSG_FISCALIZACION as MSG, MSG_FISCALIZACION_EXTRA as MSGX } from '../../domain/fiscalizacion/mensajes';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { Textarea } from '../components/ui/textarea';
import { ACEPTAR_PDF, validarComprobante } from '../lib/archivos';
import { SubirArchivoDialog } from '../components/archivos/subir-archivo-dialog';
import { hoyCancun, sumarMeses } from '../../domain/tramite/fechas';
import { mesesSiguientes, nombreMes } from './estatus';

interface Abrible {
  abierto: boolean;
  alCambiar: (v: boolean) => void;
}

export function MotivoDialog({ abierto, alCambiar, folio, motivo }: Abrible & { folio: string; motivo: string }) {
  const id = useId();
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Motivo de rechazo</DialogTitle>
          <DialogDescription>Solicitud {folio}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            Motivo
          </label>
          <Textarea id={id} readOnly rows={5} value={motivo} className="bg-muted" />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => alCambiar(false)}>
            {MSGX.cerrar}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** spec 2 §2, §5: the signed request or the payment receipt, one PDF under 14 MB. */
export function SubirPdfDialog({ abierto, alCambiar, titulo, descripcion, etiqueta, alSubir }: Abrible & { titulo: string; descripcion: string; etiqueta: string; alSubir: (f: File, p: (n: number) => void) => Promise<boolean> }) {
  return (
    <SubirArchivoDialog
      abierto={abierto}
      alCambiar={alCambiar}
      titulo={titulo}
      descripcion={descripcion}
      etiqueta={etiqueta}
      aceptar={ACEPTAR_PDF}
      ayuda="Solo PDF, menor a 14 MB."
      validar={validarComprobante}
      alSubir={alSubir}
    />
  );
}

/** The months offered start after the request's own month, and never before the current one. */
function desdeMes(mes: string): string {
  const anterior = sumarMeses(new Date(`${hoyCancun()}T12:00:00Z`), -1).toISOString().slice(0, 7);
  return mes > anterior ? mes : anterior;
}

/** spec 2 §2 'copy to another month' (§5: 'Debe seleccionar un mes al cual desea copiar las fechas'). */
export function CopiarDialog({ abierto, alCambiar, folio, mes, alCopiar }: Abrible & { folio: string; mes: string; alCopiar: (mes: string) => Promise<boolean> }) {
  const [destino, setDestino] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [ocupado, setOcupado] = useState(false);
  const cerrar = (v: boolean) => {
    if (!v) {
      setDestino('');
      setError(undefined);
    }
    alCambiar(v);
  };
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!destino) return setError(MSG.copiarSinMes);
    setOcupado(true);
    try {
      if (await alCopiar(destino)) cerrar(false);
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialog open={abierto} onOpenChange={cerrar}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Copiar a otro mes</DialogTitle>
          <DialogDescription>
            Las fechas de la solicitud {folio} ({nombreMes(mes)}) se copian al mes elegido, en los mismos días de la semana, como una solicitud nueva.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4">
          <Campo etiqueta={MSGX.mes} requerido error={error}>
            {(c) => (
              <Select
                {...c}
                value={destino}
                onChange={(e) => {
                  setDestino(e.target.value);
                  setError(undefined);
                }}
              >
                <option value="">Seleccione un mes</option>
                {mesesSiguientes(desdeMes(mes)).map((m) => (
                  <option key={m} value={m}>
                    {nombreMes(m)}
                  </option>
                ))}
              </Select>
            )}
          </Campo>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => cerrar(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={ocupado}>
              <Copy aria-hidden="true" />
              Copiar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
