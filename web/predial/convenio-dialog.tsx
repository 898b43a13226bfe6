import { useState } from 'react';
import { Handshake } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { PARCIALIDADES_CONVENIO, PARCIALIDADES_POR_DEFECTO, type Parcialidades } from './estado-cuenta';

/** POST solicitarConvenioPredial's data: the agreement's folio. */
export interface ConvenioSolicitado {
  folio: string;
  parcialidades: number;
  monto_total: string;
  /** each instalment's amount */
  importes: string[];
}

interface Props {
  /** the key whose agreement is asked; null keeps the dialog closed */
  clave: string | null;
  /** the call (predial/… or predial-pbl/…) */
  ruta: string;
  alCerrar: () => void;
  alSolicitar?: (c: ConvenioSolicitado, parcialidades: Parcialidades) => void;
}

/**
 * 'Solicitud de convenio' (spec 2 'Property-tax account statement dialog', §9; spec 3 §2.10,
 * §5.10): the number of instalments, 2, 3 or 4, default 2. The server's message is the toast.
 */
export function ConvenioPredialDialog({ clave, ruta, alCerrar, alSolicitar }: Props) {
  const [parcialidades, setParcialidades] = useState<Parcialidades>(PARCIALIDADES_POR_DEFECTO);
  const solicitar = useAccion({
    llamar: (v: { clave_catastral: string; parcialidades: Parcialidades }) => api.post<ConvenioSolicitado>(ruta, v),
  });
  const cerrar = () => {
    setParcialidades(PARCIALIDADES_POR_DEFECTO);
    alCerrar();
  };
  const enviar = async () => {
    if (!clave) return;
    const r = await solicitar.ejecutar({ clave_catastral: clave, parcialidades });
    if (r.ok) {
      alSolicitar?.(r.datos, parcialidades);
      cerrar();
    }
  };
  return (
    <Dialog open={clave !== null} onOpenChange={(v) => !v && cerrar()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Solicitud de convenio</DialogTitle>
          <DialogDescription>
            Pague el adeudo del impuesto predial de la clave {clave} en parcialidades. La Dirección de Ingresos le hará llegar el convenio para su firma.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void enviar();
          }}
        >
          <Campo etiqueta="Número de parcialidades" requerido>
            {(c) => (
              <Select {...c} value={parcialidades} onChange={(e) => setParcialidades(Number(e.target.value) as Parcialidades)}>
                {PARCIALIDADES_CONVENIO.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            )}
          </Campo>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={cerrar}>
              Cerrar
            </Button>
            <Button type="submit" disabled={solicitar.ocupado}>
              <Handshake aria-hidden="true" />
              Solicitar convenio
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
