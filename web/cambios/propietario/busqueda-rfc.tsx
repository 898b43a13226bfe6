// The RFC search dialog (spec 2 §2 "RFC search dialog", §5 'Owner RFC required and uppercased'):
// the RFC typed is uppercased, looked up among registered taxpayers, and the one found is shown as
// its RFC only; an unknown RFC or the current owner's says why.
import { useId, useState } from 'react';
import { Search, UserCheck } from 'lucide-react';
import { MSG_CP_EXTRA } from '../../../domain/cambios/propietario/mensajes';
import { motivoNuevoPropietario } from '../../../domain/cambios/propietario/reglas';
import { rfcNuevoPropietarioSchema } from '../../../domain/cambios/propietario/schema';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { buscarPorRfc, type ContribuyenteMinimo } from './consultas';

export function BusquedaRfcDialog({
  abierto,
  alCambiar,
  propietarioActualId,
  alElegir,
}: {
  abierto: boolean;
  alCambiar: (v: boolean) => void;
  propietarioActualId: number;
  alElegir: (c: ContribuyenteMinimo) => void;
}) {
  const idResultado = useId();
  const [rfc, setRfc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [hallado, setHallado] = useState<ContribuyenteMinimo | null>(null);
  const [buscando, setBuscando] = useState(false);

  const buscar = async () => {
    setAviso(null);
    setHallado(null);
    const r = rfcNuevoPropietarioSchema.safeParse(rfc);
    if (!r.success) {
      setError(r.error.issues[0]?.message ?? MSG_CP_EXTRA.rfcInvalido);
      return;
    }
    setError(null);
    setBuscando(true);
    try {
      const b = await buscarPorRfc(r.data);
      if (!b.ok) setAviso(b.mensaje);
      else {
        const motivo = motivoNuevoPropietario(propietarioActualId, b.contribuyente);
        if (motivo) setAviso(motivo);
        else setHallado(b.contribuyente);
      }
    } finally {
      setBuscando(false);
    }
  };

  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Buscar nuevo propietario</DialogTitle>
          <DialogDescription>El nuevo propietario debe estar registrado en la Ventanilla como contribuyente.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            // Rendered in a portal: the submit must not reach the owner-change form around it.
            e.stopPropagation();
            void buscar();
          }}
        >
          <Campo etiqueta="RFC del nuevo propietario" requerido error={error ?? undefined}>
            {(c) => (
              <Input
                {...c}
                value={rfc}
                autoComplete="off"
                maxLength={13}
                className="uppercase"
                onChange={(e) => setRfc(e.target.value.toUpperCase())}
              />
            )}
          </Campo>
          <Button type="submit" variant="secondary" disabled={buscando} className="self-start">
            <Search aria-hidden="true" />
            Buscar
          </Button>
        </form>
        <div id={idResultado} aria-live="polite">
          {aviso ? <Alert variant="warning">{aviso}</Alert> : null}
          {hallado ? (
            <Alert variant="success" title={MSG_CP_EXTRA.encontrado}>
              RFC: <span className="font-mono">{hallado.rfc}</span>
            </Alert>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => alCambiar(false)}>
            Cerrar
          </Button>
          <Button
            disabled={!hallado}
            onClick={() => {
              if (!hallado) return;
              alElegir(hallado);
              alCambiar(false);
            }}
          >
            <UserCheck aria-hidden="true" />
            Elegir como nuevo propietario
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
