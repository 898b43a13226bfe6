import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, FileSpreadsheet, FileText, Handshake } from 'lucide-react';
import { toast } from '../lib/avisos';
import { MSG } from '../../domain/common/messages';
import type { Avaluo, PagoPredial } from '../../domain/predial/cuenta';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { Spinner } from '../components/ui/spinner';
import { ApiError, solicitar } from '../lib/api';
import { Alert } from '../components/ui/alert';
import { ConvenioPredialDialog, type ConvenioSolicitado } from './convenio-dialog';
import {
  aniosPredial,
  anioInicialSugerido,
  formatearPesos,
  formEstadoCuenta,
  hoyPredial,
  rutasPredial,
  tituloEstadoCuenta,
  type DatosPredio,
  type ModoEstadoCuenta,
} from './estado-cuenta';
import { obtenerPdfPredial } from './pdf-predial';
import { AvisoPago } from '../tramite/pagos/aviso-pago';
import type { PagoEnLineaPredial } from './use-pago-predial';
import { VisorPredial, type PdfPredial } from './visor-predial';

/** What the printed statement shows of the property (getValuacionClaveCatastral's datos_predio). */
export interface PredioPredial extends DatosPredio {
  clave_catastral: string;
  propietario: string;
  ubicacion: string;
  adeudo: string;
  pagado: boolean;
}

/** getValuacionClaveCatastral's data (spec 2 §7). */
export interface ValuacionPredial {
  avaluos: Avaluo[];
  datos_predio: PredioPredial | null;
}

export const qkPredial = {
  valuacion: (publico: boolean, clave: string) => ['predial', publico ? 'pbl' : 'sesion', 'valuacion', clave] as const,
  ultimoPago: (publico: boolean, clave: string) => ['predial', publico ? 'pbl' : 'sesion', 'ultimo-pago', clave] as const,
};

const silencioso = { silencioso: true, overlay: false } as const;

/** The key's valuations and last payment, which the statement form carries (spec 2 §3, §7). */
export function useConsultaPredial(clave: string | null, publico: boolean) {
  const rutas = rutasPredial(publico);
  const valuacion = useQuery({
    queryKey: qkPredial.valuacion(publico, clave ?? ''),
    queryFn: async () => (await solicitar<ValuacionPredial>('POST', rutas.valuacion, { ...silencioso, cuerpo: { claveCatastral: clave } })).data,
    enabled: clave !== null,
    retry: false,
    staleTime: 60_000,
  });
  const ultimoPago = useQuery({
    queryKey: qkPredial.ultimoPago(publico, clave ?? ''),
    // success false is an answer too: nothing was ever paid, with the office's message.
    queryFn: async () => {
      try {
        const env = await solicitar<PagoPredial | null>('POST', rutas.ultimoPago, { ...silencioso, cuerpo: { claveCatastral: clave } });
        return { pago: env.data ?? null, mensaje: env.message ?? '' };
      } catch (e) {
        // success false: nothing paid yet (the office's message); an outage says nothing.
        if (e instanceof ApiError && e.status !== null && e.status < 500 && e.status !== 429) return { pago: null, mensaje: e.message };
        throw e;
      }
    },
    enabled: clave !== null,
    retry: false,
    staleTime: 0,
  });
  return { valuacion, ultimoPago };
}

interface Props {
  /** null keeps the dialog closed */
  clave: string | null;
  /** the public page (predial-pbl/…, no session) or a signed-in taxpayer (predial/…) */
  publico: boolean;
  alCerrar: () => void;
  /**
   * 'Pagar en línea' under the statement, next to 'Solicitar convenio de predial'. The viewer closes
   * when the gateway's window does (spec 2 'Late payment and online payment') and the dialog says
   * what became of the payment.
   */
  pago?: PagoEnLineaPredial;
}

/**
 * The property-tax account statement dialog (spec 2 'Property-tax account statement dialog';
 * spec 3 §2.10, §3.10): the years, 'Generar total' and 'Generar desglosado'; the statement shows in
 * a PDF viewer with 'Solicitar convenio de predial', which asks for 2, 3 or 4 instalments.
 */
export function EstadoCuentaPredialDialog({ clave, publico, alCerrar, pago }: Props) {
  const hoy = useMemo(() => hoyPredial(), []);
  const anios = useMemo(() => aniosPredial(hoy.anio), [hoy.anio]);
  const { valuacion, ultimoPago } = useConsultaPredial(clave, publico);
  const sugerido = anioInicialSugerido(ultimoPago.data?.pago ?? null, hoy.anio);
  const [elegido, setElegido] = useState<{ clave: string; yearInicio: number; yearFinal: number } | null>(null);
  const rango = elegido && elegido.clave === clave ? elegido : { clave: clave ?? '', yearInicio: sugerido, yearFinal: hoy.anio };
  const [generando, setGenerando] = useState<ModoEstadoCuenta | null>(null);
  const [pdf, setPdf] = useState<PdfPredial | null>(null);
  const [convenio, setConvenio] = useState<string | null>(null);
  const [solicitado, setSolicitado] = useState<(ConvenioSolicitado & { clave: string }) | null>(null);
  const rutas = rutasPredial(publico);
  const listo = valuacion.isSuccess && ultimoPago.isSuccess;
  const fase = pago?.resultado?.fase;
  useEffect(() => {
    if (fase === 'respuesta' || fase === 'sin_respuesta') setPdf(null);
  }, [fase]);
  const fallo = valuacion.error ?? ultimoPago.error;
  const predio = valuacion.data?.datos_predio ?? null;

  const generar = async (modo: ModoEstadoCuenta) => {
    if (!clave || !valuacion.data) return;
    setGenerando(modo);
    try {
      const cuerpo = formEstadoCuenta(clave, rango, { avaluos: valuacion.data.avaluos ?? [], datosPredio: valuacion.data.datos_predio ?? null, ultimoPago: ultimoPago.data?.pago ?? null });
      const url = await obtenerPdfPredial(rutas.estadoCuenta(modo), cuerpo);
      if (url) {
        // spec 3 §8.2: 'Estado de cuenta.'
        toast.success('Estado de cuenta.');
        setPdf({ url, ...tituloEstadoCuenta(modo, clave, { yearInicio: cuerpo.yearInicio, yearFinal: cuerpo.yearFinal }) });
      }
    } finally {
      setGenerando(null);
    }
  };

  const cambiar = (campo: 'yearInicio' | 'yearFinal', valor: number) => setElegido({ ...rango, [campo]: valor });
  const ultimo = ultimoPago.data?.pago;
  return (
    <>
      <Dialog open={clave !== null && pdf === null && convenio === null} onOpenChange={(v) => !v && alCerrar()}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Estado de cuenta del impuesto predial</DialogTitle>
            <DialogDescription>Clave catastral {clave}</DialogDescription>
          </DialogHeader>
          {fallo ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {fallo.message || MSG.errorGenerico}
            </p>
          ) : !listo ? (
            <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4 text-primary" />
              Consultando la cuenta predial…
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              {predio ? (
                <dl className="grid gap-3 text-sm sm:grid-cols-2">
                  <div className="sm:col-span-2">
                    <dt className="text-muted-foreground">Ubicación</dt>
                    <dd className="font-medium">{predio.ubicacion}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Contribuyente</dt>
                    <dd className="font-medium">{predio.propietario}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Adeudo a la fecha</dt>
                    <dd className="font-medium" data-testid="adeudo-predial">
                      {predio.pagado && Number(predio.adeudo) === 0 ? 'Sin adeudo' : formatearPesos(predio.adeudo)}
                    </dd>
                  </div>
                </dl>
              ) : null}
              {solicitado && solicitado.clave === clave ? (
                <Alert variant="success" title={`Convenio solicitado: folio ${solicitado.folio}`} data-testid="convenio-predial">
                  <p>
                    {solicitado.parcialidades} parcialidades por un total de {formatearPesos(solicitado.monto_total)}: {solicitado.importes.map((i) => formatearPesos(i)).join(', ')}.
                  </p>
                </Alert>
              ) : null}
              {pago ? <AvisoPago pago={pago} /> : null}
              <p className="text-sm" data-testid="ultimo-pago-predial">
                {ultimo
                  ? `Último pago: bimestre ${ultimo.bimestre} de ${ultimo.anio}, el ${ultimo.fecha.split('-').reverse().join('/')} (folio ${ultimo.folio}).`
                  : ultimoPago.data?.mensaje || 'No hay pagos registrados de esta clave.'}
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                <Campo etiqueta="Año inicial">
                  {(c) => (
                    <Select {...c} value={rango.yearInicio} onChange={(e) => cambiar('yearInicio', Number(e.target.value))}>
                      {anios.map((a) => (
                        <option key={a} value={a}>
                          {a}
                        </option>
                      ))}
                    </Select>
                  )}
                </Campo>
                <Campo etiqueta="Año final">
                  {(c) => (
                    <Select {...c} value={rango.yearFinal} onChange={(e) => cambiar('yearFinal', Number(e.target.value))}>
                      {anios.map((a) => (
                        <option key={a} value={a}>
                          {a}
                        </option>
                      ))}
                    </Select>
                  )}
                </Campo>
              </div>
            </div>
          )}
          <DialogFooter className="flex-wrap">
            <Button variant="outline" onClick={alCerrar}>
              Cerrar
            </Button>
            <Button variant="secondary" disabled={!listo || generando !== null} onClick={() => void generar('desglosado')}>
              {generando === 'desglosado' ? <Spinner className="size-4" /> : <FileSpreadsheet aria-hidden="true" />}
              Generar desglosado
            </Button>
            <Button disabled={!listo || generando !== null} onClick={() => void generar('total')}>
              {generando === 'total' ? <Spinner className="size-4" /> : <FileText aria-hidden="true" />}
              Generar total
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <VisorPredial
        pdf={pdf}
        alCerrar={() => setPdf(null)}
        aviso={pago ? <AvisoPago pago={pago} /> : undefined}
        acciones={
          <>
            <Button
              variant="outline"
              onClick={() => {
                setPdf(null);
                setConvenio(clave);
              }}
            >
              <Handshake aria-hidden="true" />
              Solicitar convenio de predial
            </Button>
            {pago && clave ? (
              <Button disabled={pago.enCurso || pago.pagado} onClick={() => void pago.pagar(clave)}>
                <CreditCard aria-hidden="true" />
                Pagar en línea
              </Button>
            ) : null}
          </>
        }
      />
      <ConvenioPredialDialog clave={convenio} ruta={rutas.convenio} alCerrar={() => setConvenio(null)} alSolicitar={(c) => convenio && setSolicitado({ ...c, clave: convenio })} />
    </>
  );
}
