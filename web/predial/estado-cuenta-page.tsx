import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, FileSearch } from 'lucide-react';
import { CLAVE_CATASTRAL_LEN, estadoClave, normalizarClaveCatastral } from '../../domain/common/predio';
import { MSG_PREDIO } from '../../domain/predial/mensajes';
import { PantallaPublica } from '../auth/pantalla-publica';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { MaskedInput } from '../components/ui/masked-input';
import { ApiError, solicitar } from '../lib/api';
import { useEscritoAntes, useHidratado } from '../lib/hidratado';
import { AvisoPago } from '../tramite/pagos/aviso-pago';
import { ComoPagarDialog } from './como-pagar-dialog';
import { EstadoCuentaPredialDialog, qkPredial, type ValuacionPredial } from './estado-cuenta-dialog';
import { rutasPredial } from './estado-cuenta';
import { usePagoPredial } from './use-pago-predial';
import { ENLACE } from '../components/ui/enlace';

const soloDigitos = (v: string) => v.replace(/\D/g, '').slice(0, CLAVE_CATASTRAL_LEN);
const RUTAS = rutasPredial(true);

/**
 * The public property-tax page (spec 3 §2.1, §2.10, §5.10, §7.9): anyone, without an account,
 * types a 17-digit key; 'Generar' opens how to pay it ('Pagar en línea' in the gateway window),
 * the statement (total or desglosado) and the instalments request.
 */
export function EstadoCuentaPage() {
  const qc = useQueryClient();
  const { register, handleSubmit, setError, setValue, formState } = useForm<{ clave: string }>({ defaultValues: { clave: '' } });
  // The page is drawn before its JavaScript (web/prerender/servidor.tsx): a key typed by then is
  // kept, and 'Generar' waits until React listens.
  const formulario = useRef<HTMLFormElement>(null);
  const hidratado = useHidratado();
  useEscritoAntes(formulario, (campo, valor) => {
    if (campo === 'clave') setValue('clave', soloDigitos(valor));
  });
  const [clave, setClave] = useState<string | null>(null);
  const [dialogo, setDialogo] = useState<'como' | 'estado' | null>(null);
  const [buscando, setBuscando] = useState(false);
  const pago = usePagoPredial();

  const generar = handleSubmit(async ({ clave: bruta }) => {
    const c = normalizarClaveCatastral(bruta);
    const e = estadoClave({ clave_catastral: c });
    if (!e.valida) {
      setError('clave', { message: e.mensaje ?? undefined });
      return;
    }
    setBuscando(true);
    try {
      // The key must be one the cadastre knows before anything is offered for it.
      await qc.fetchQuery({
        queryKey: qkPredial.valuacion(true, c),
        queryFn: async () => (await solicitar<ValuacionPredial>('POST', RUTAS.valuacion, { cuerpo: { claveCatastral: c }, silencioso: true, overlay: false })).data,
        staleTime: 60_000,
        retry: false,
      });
      if (clave !== c) pago.limpiar();
      setClave(c);
      setDialogo('como');
    } catch (err) {
      const status = err instanceof ApiError ? err.status : null;
      const noEncontrada = status !== null && status < 500 && status !== 429;
      setError('clave', { message: noEncontrada ? MSG_PREDIO.claveNoEncontrada : err instanceof Error ? err.message : MSG_PREDIO.claveNoEncontrada });
    } finally {
      setBuscando(false);
    }
  });

  return (
    <PantallaPublica titulo="Estado de cuenta del impuesto predial">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">Impuesto predial</h1>
          <CardDescription>Consulte e imprima el estado de cuenta de su predio, solicite un convenio en parcialidades o pague en línea. No necesita una cuenta.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <form ref={formulario} method="post" onSubmit={generar} noValidate className="flex flex-col gap-4">
            <Campo etiqueta="Clave catastral" error={formState.errors.clave?.message} requerido ayuda={`${CLAVE_CATASTRAL_LEN} dígitos, sin espacios ni guiones.`}>
              {(c) => <MaskedInput {...c} mascara={soloDigitos} inputMode="numeric" maxLength={CLAVE_CATASTRAL_LEN} {...register('clave')} />}
            </Campo>
            <Button type="submit" size="lg" disabled={buscando || !hidratado}>
              <FileSearch aria-hidden="true" />
              Generar
            </Button>
          </form>
          {clave && dialogo === null ? (
            <div className="flex flex-col gap-3">
              <AvisoPago pago={pago} />
              <Button variant="outline" onClick={() => setDialogo('como')}>
                <CreditCard aria-hidden="true" />
                Pagar o consultar la clave {clave}
              </Button>
            </div>
          ) : null}
          <p className="text-center text-sm">
            <Link to="/signin" className={ENLACE}>
              Volver a iniciar sesión
            </Link>
          </p>
        </CardContent>
      </Card>
      <ComoPagarDialog clave={dialogo === 'como' ? clave : null} alCerrar={() => setDialogo(null)} alVerEstadoCuenta={() => setDialogo('estado')} pago={pago} />
      <EstadoCuentaPredialDialog
        clave={dialogo === 'estado' ? clave : null}
        publico
        alCerrar={() => setDialogo(null)}
        pago={pago}
      />
    </PantallaPublica>
  );
}
