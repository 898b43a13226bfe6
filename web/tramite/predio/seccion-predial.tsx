import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckCircle2, FileText, Receipt, RefreshCw } from 'lucide-react';
import { MSG } from '../../../domain/common/messages';
import { CLAVE_CATASTRAL_LEN, esClaveCatastral17 } from '../../../domain/common/predio';
import { MSG_PREDIO } from '../../../domain/predial/mensajes';
import { Button } from '../../components/ui/button';
import { Campo } from '../../components/ui/form-field';
import { MaskedInput } from '../../components/ui/masked-input';
import { Spinner } from '../../components/ui/spinner';
import { EstadoCuentaPredialDialog } from '../../predial/estado-cuenta-dialog';
import { PagarPredialDialog } from './pagar-predial-dialog';
import type { ClaveCatastral } from './use-clave-catastral';
import { esDeLaClave, resultadoVerificacion } from './verificacion';

const soloDigitos = (v: string) => v.replace(/\D/g, '').slice(0, CLAVE_CATASTRAL_LEN);
const mayusculas = (v: string) => v.toUpperCase();

/** The form's key field, whatever the form: its register() and its own message. */
export interface CampoClave {
  registro: UseFormRegisterReturn;
  error?: string;
  /** a special key (DONATIVO, ZONA FEDERAL, MERCADO) is free text instead of the 17-digit mask */
  textoLibre?: boolean;
  /** the key was set by a tick and is not typed */
  fija?: boolean;
}

interface Props {
  editable: boolean;
  /** useClaveCatastral's answer */
  clave: ClaveCatastral;
  campo: CampoClave;
  /** beside the key: the ways to go without one (the licence's 'No cuento con clave catastral', 'Zona federal') */
  alternativas?: ReactNode;
  /** under the key: what an alternative asks for instead (the licence's donation papers) */
  children?: ReactNode;
}

/** Where the lookup stands, and the actions it allows: 'Pagar predial', 'Volver a consultar'. */
function EstadoConsulta({ clave, alVerEstado }: { clave: ClaveCatastral; alVerEstado: () => void }) {
  const v = clave.verificacion;
  const deEsta = esDeLaClave(v, clave.clave);
  return (
    <div role="status" aria-live="polite" className="flex flex-wrap items-center gap-3 text-sm">
      {deEsta && v.estado === 'verificando' ? (
        <span className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4 text-primary" />
          Consultando la clave en catastro y predial…
        </span>
      ) : deEsta && v.estado === 'valida' && !v.guardada ? (
        <span className="flex items-center gap-2 font-medium text-success">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {MSG_PREDIO.predialPagado}
        </span>
      ) : null}
      {deEsta && v.estado === 'adeudo' ? (
        <Button variant="outline" size="sm" onClick={clave.abrirPredial}>
          <Receipt aria-hidden="true" />
          Pagar predial
        </Button>
      ) : null}
      {deEsta && (v.estado === 'adeudo' || (v.estado === 'valida' && !v.guardada)) ? (
        <Button variant="outline" size="sm" onClick={alVerEstado}>
          <FileText aria-hidden="true" />
          Estado de cuenta predial
        </Button>
      ) : null}
      {esClaveCatastral17(clave.clave) && deEsta && v.estado !== 'verificando' && v.estado !== 'valida' ? (
        <Button variant="outline" size="sm" onClick={clave.verificar}>
          <RefreshCw aria-hidden="true" />
          Volver a consultar
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Predial (spec 1 §4.7, §5.5; spec 3 §5.1): the cadastral key with its cadastre and property-tax
 * lookup, 'Pagar predial' and the property-tax statement. Every procedure that opens its form
 * with a key shows this section; the form's own ways around the key come as `alternativas`.
 */
export function SeccionPredial({ editable, clave, campo, alternativas, children }: Props) {
  const [estado, setEstado] = useState<string | null>(null);
  const fallida = ['no_encontrada', 'adeudo', 'error'].includes(clave.verificacion.estado);
  const errorConsulta = fallida ? (resultadoVerificacion(clave.verificacion, clave.clave).mensaje ?? undefined) : undefined;
  const libre = Boolean(campo.textoLibre);
  return (
    <section aria-labelledby="titulo-predial" className="flex flex-col gap-4">
      <div>
        <h2 id="titulo-predial" className="text-lg font-semibold">
          Predial
        </h2>
        <p className="text-sm text-muted-foreground">Escriba la clave catastral del predio: se consulta en catastro y se verifica el pago del impuesto predial.</p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Campo etiqueta="Clave catastral" error={campo.error ?? errorConsulta} requerido ayuda={libre ? undefined : `${CLAVE_CATASTRAL_LEN} dígitos, sin espacios ni guiones.`}>
          {(c) => (
            <MaskedInput
              {...c}
              mascara={libre ? mayusculas : soloDigitos}
              inputMode={libre ? 'text' : 'numeric'}
              maxLength={libre ? 40 : CLAVE_CATASTRAL_LEN}
              readOnly={campo.fija}
              aria-readonly={campo.fija || undefined}
              {...campo.registro}
            />
          )}
        </Campo>
        {alternativas ? <div className="flex flex-col gap-3 sm:pt-7">{alternativas}</div> : null}
      </div>
      {editable && !libre ? <EstadoConsulta clave={clave} alVerEstado={() => setEstado(clave.clave)} /> : null}
      {children}
      {/* The gateway's window closed: the key is looked up again, so the form unlocks at once when it was paid. */}
      <PagarPredialDialog clave={clave.predial?.clave ?? null} mensaje={clave.predial?.mensaje ?? MSG.errorGenerico} alCerrar={clave.cerrarPredial} alPagar={clave.verificar} />
      <EstadoCuentaPredialDialog clave={estado} publico={false} alCerrar={() => setEstado(null)} />
    </section>
  );
}
