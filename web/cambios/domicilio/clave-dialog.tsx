import { useId, useState } from 'react';
import { toast } from '../../lib/avisos';
import { MSG_CDO, MSG_CDO_EXTRA } from '../../../domain/cambios/domicilio/mensajes';
import { CLAVE_DONATIVO, mensajeClave } from '../../../domain/cambios/domicilio/reglas';
import { CLAVE_CATASTRAL_LEN } from '../../../domain/common/predio';
import { MSG_PREDIO } from '../../../domain/predial/mensajes';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Campo } from '../../components/ui/form-field';
import { MaskedInput } from '../../components/ui/masked-input';
import { api, ApiError, solicitar } from '../../lib/api';
import { PagarPredialDialog } from '../../tramite/predio/pagar-predial-dialog';
import type { ResultadoCatastro } from '../../tramite/predio/tipos';

const soloDigitos = (v: string) => v.replace(/\D/g, '').slice(0, CLAVE_CATASTRAL_LEN);

/**
 * spec 2 §2, §4: the small dialog before the form — the cadastral key (17 digits, masked), 'No
 * cuento con clave catastral' (the key becomes DONATIVO) and 'Consultar': the key must be in the
 * cadastre and its property tax paid; otherwise the server's message and 'Pagar predial'.
 */
export function ClaveDomicilioDialog({ alCambiar, alContinuar }: { alCambiar: (v: boolean) => void; alContinuar: (c: { clave: string; donativo: boolean }) => void }) {
  const idCasilla = useId();
  const [clave, setClave] = useState('');
  const [donativo, setDonativo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [consultando, setConsultando] = useState(false);
  const [predial, setPredial] = useState<{ clave: string; mensaje: string } | null>(null);

  const consultar = async () => {
    const m = mensajeClave(donativo ? CLAVE_DONATIVO : clave, donativo);
    setError(m);
    if (m) return;
    if (donativo) return alContinuar({ clave: CLAVE_DONATIVO, donativo: true });
    setConsultando(true);
    try {
      let catastro: ResultadoCatastro = { resultados: 0 };
      try {
        catastro = await api.get<ResultadoCatastro>(`/api/catastro/${clave}`, { silencioso: true });
      } catch (e) {
        if (!(e instanceof ApiError) || (e.status ?? 500) >= 500) throw e;
      }
      if (!catastro || catastro.resultados === 0) {
        setError(MSG_CDO.claveNoEncontrada);
        toast.error(MSG_CDO.claveNoEncontrada);
        return;
      }
      const env = await solicitar<boolean>('GET', `/api/predial/${clave}/pagado`, { silencioso: true });
      if (env.data === true) return alContinuar({ clave, donativo: false });
      const mensaje = env.message || MSG_PREDIO.predialNoPagado;
      toast.error(mensaje);
      setPredial({ clave, mensaje });
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : MSG_CDO.claveNoEncontrada);
    } finally {
      setConsultando(false);
    }
  };

  return (
    <Dialog open onOpenChange={alCambiar}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Clave catastral del nuevo domicilio</DialogTitle>
          <DialogDescription>Se consulta en catastro y se verifica el pago del impuesto predial.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(ev) => {
            ev.preventDefault();
            void consultar();
          }}
        >
          <Campo etiqueta="Clave catastral" requerido error={error ?? undefined} ayuda={donativo ? MSG_CDO_EXTRA.claveDonativo : `${CLAVE_CATASTRAL_LEN} dígitos, sin espacios ni guiones.`}>
            {(c) => (
              <MaskedInput
                {...c}
                mascara={donativo ? (x) => x : soloDigitos}
                inputMode="numeric"
                maxLength={donativo ? 8 : CLAVE_CATASTRAL_LEN}
                readOnly={donativo}
                value={donativo ? CLAVE_DONATIVO : clave}
                onChange={(ev) => setClave(ev.target.value)}
              />
            )}
          </Campo>
          <div className="flex items-center gap-2">
            <Checkbox
              id={idCasilla}
              checked={donativo}
              onCheckedChange={(v) => {
                // spec 2 §4: ticking sets DONATIVO; unticking clears the key.
                setDonativo(v === true);
                setClave('');
                setError(null);
              }}
            />
            <label htmlFor={idCasilla} className="text-sm">
              {MSG_CDO.noCuentoClave}
            </label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => alCambiar(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={consultando}>
              {MSG_CDO.consultar}
            </Button>
          </DialogFooter>
        </form>
        <PagarPredialDialog clave={predial?.clave ?? null} mensaje={`${predial?.mensaje ?? ''} ${MSG_CDO_EXTRA.sinClave}`} alCerrar={() => setPredial(null)} alPagar={() => void consultar()} />
      </DialogContent>
    </Dialog>
  );
}
