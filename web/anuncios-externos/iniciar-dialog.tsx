import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { CLAVE_CATASTRAL_LEN, esClaveCatastral17, normalizarClaveCatastral } from '../../domain/common/predio';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { MaskedInput } from '../components/ui/masked-input';
import { ApiError } from '../lib/api';
import { buscarPredio } from './consultas';
import { TITULO_SOLICITUD, rutaNueva } from './rutas';

const soloDigitos = (v: string) => v.replace(/\D/g, '').slice(0, CLAVE_CATASTRAL_LEN);

/**
 * 'Solicitud de anuncio en vía pública' (spec 3 §2.3, §5.1): the cadastral key of the property the
 * sign stands on and 'Consultar'. A key the cadastre knows opens the form (where the property tax
 * is checked, with 'Pagar predial'); 'No cuento con clave catastral' opens it without a key.
 */
export function IniciarSolicitudDialog({ abierto, alCambiar }: { abierto: boolean; alCambiar: (v: boolean) => void }) {
  const navegar = useNavigate();
  const [clave, setClave] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [ocupado, setOcupado] = useState(false);
  const cerrar = (v: boolean) => {
    if (!v) {
      setClave('');
      setError(undefined);
    }
    alCambiar(v);
  };
  const consultar = async (e: FormEvent) => {
    e.preventDefault();
    const c = normalizarClaveCatastral(clave);
    if (!esClaveCatastral17(c)) return setError(`La clave catastral debe tener ${CLAVE_CATASTRAL_LEN} dígitos.`);
    setOcupado(true);
    setError(undefined);
    try {
      const r = await buscarPredio(c);
      if (!r || r.resultados === 0) return setError(M.claveNoEncontrada);
      void navegar(rutaNueva(c));
    } catch (err) {
      setError(err instanceof ApiError && err.status !== null && err.status < 500 ? M.claveNoEncontrada : 'No fue posible consultar la clave. Intente de nuevo.');
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialog open={abierto} onOpenChange={cerrar}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TITULO_SOLICITUD}</DialogTitle>
          <DialogDescription>Escriba la clave catastral del predio donde se instalará el anuncio. Se consulta en catastro y después se verifica el pago del impuesto predial.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void consultar(e)} noValidate className="flex flex-col gap-4">
          <Campo etiqueta="Clave catastral" requerido error={error} ayuda={`${CLAVE_CATASTRAL_LEN} dígitos, sin espacios ni guiones.`}>
            {(c) => <MaskedInput {...c} mascara={soloDigitos} inputMode="numeric" maxLength={CLAVE_CATASTRAL_LEN} value={clave} onChange={(e) => setClave(e.target.value)} />}
          </Campo>
          <p className="text-sm text-muted-foreground">
            ¿El predio no tiene clave catastral?{' '}
            <Button type="button" variant="link" className="h-auto p-0" onClick={() => void navegar(rutaNueva(null))}>
              {M.sinClaveCatastral}
            </Button>
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => cerrar(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={ocupado}>
              <Search aria-hidden="true" />
              {M.consultar}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
