import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/avisos';
import { PieSolicitudMercado } from '../mercados/solicitudes/avance';
import type { z } from 'zod';
import { Eye } from 'lucide-react';
import { MSG_ARRENDAMIENTO as M } from '../../domain/arrendamientos/mensajes';
import { puedeEditarSolicitudArr } from '../../domain/arrendamientos/reglas';
import { solicitudArrendamientoSchema, type SolicitudArrendamientoForm } from '../../domain/arrendamientos/schema';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { FileInput } from '../components/ui/file-input';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { Cargando } from '../components/ui/skeleton';
import { Visor, type FuentePdf } from '../components/visor';
import { ACEPTAR_PDF, validarComprobante } from '../lib/archivos';
import { enviarSolicitud, guardarSolicitud, qkArrendamientos, useGiros, useLocaciones } from './consultas';
import { pdfDe } from './filtros';
import type { Arrendamiento } from './tipos';

type Entrada = z.input<typeof solicitudArrendamientoSchema>;
type Archivo = 'docSolicitud' | 'docAltaSat';

const ARCHIVOS: { campo: Archivo; etiqueta: string; falta: string; url: (a: Arrendamiento) => string | null }[] = [
  { campo: 'docSolicitud', etiqueta: 'Solicitud (PDF)', falta: M.docSolicitud, url: (a) => a.docSolicitud },
  { campo: 'docAltaSat', etiqueta: 'Alta en el SAT (PDF)', falta: M.docAltaSat, url: (a) => a.docAltaSat },
];

/** The establishment chosen so far (its market and stalls are shown under the select). */
const useWatchEstablecimiento = (form: UseFormReturn<Entrada, unknown, SolicitudArrendamientoForm>) => useWatch({ control: form.control, name: 'establecimiento_id' });

interface Props {
  contribuyenteId: number;
  /** the request to edit or see; null: a new one */
  a: Arrendamiento | null;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
}

/**
 * 'Nueva solicitud arrendamiento' (spec 3 §2.7, §4.5, §5.5): the establishment in a market (with the
 * stalls the taxpayer holds there), the line of business, the request and the SAT registration PDFs.
 * Saving is offered only while the request is new or PENDIENTE (15); 'Enviar a revisión' saves what
 * changed and sends it to Mercados. Mounted afresh each time it opens.
 */
export function SolicitudArrendamientoDialog({ contribuyenteId, a, abierto, alCambiar }: Props) {
  const qc = useQueryClient();
  const editable = a === null || (puedeEditarSolicitudArr(a.estatus_solicitud_id) && a.acciones.editar);
  const locaciones = useLocaciones(contribuyenteId, abierto && editable);
  const giros = useGiros(abierto);
  const [archivos, setArchivos] = useState<Record<Archivo, File | null>>({ docSolicitud: null, docAltaSat: null });
  const [faltan, setFaltan] = useState<Partial<Record<Archivo, string>>>({});
  const [fuente, setFuente] = useState<FuentePdf | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const form = useForm<Entrada, unknown, SolicitudArrendamientoForm>({
    resolver: zodResolver(solicitudArrendamientoSchema),
    defaultValues: { establecimiento_id: a ? String(a.establecimiento_id) : '', giro_id: a ? String(a.giro_id) : '' },
  });
  const establecimientoElegido = useWatchEstablecimiento(form);
  const e = form.formState.errors;
  const sinArchivo = () => Object.fromEntries(ARCHIVOS.filter((x) => !archivos[x.campo] && !(a && x.url(a))).map((x) => [x.campo, x.falta]));

  const ejecutar = (enviar: boolean) =>
    form.handleSubmit(
      async (v) => {
        const f = sinArchivo();
        setFaltan(f);
        if (Object.keys(f).length) return void toast.warning(M.obligatorios);
        setOcupado(true);
        try {
          const cambios = a === null || form.formState.isDirty || archivos.docSolicitud !== null || archivos.docAltaSat !== null;
          // Before a send, the save's own toast would only repeat what the send says.
          const guardado = cambios ? await guardarSolicitud(a?.id ?? null, { ...v, ...archivos }, { exito: !enviar }) : a;
          if (enviar && guardado) await enviarSolicitud(guardado.id);
        } catch {
          // the API client showed the server's message; a saved draft still shows on the list
          await qc.invalidateQueries({ queryKey: qkArrendamientos.todo });
          return;
        } finally {
          setOcupado(false);
        }
        await qc.invalidateQueries({ queryKey: qkArrendamientos.todo });
        alCambiar(false);
      },
      () => {
        setFaltan(sinArchivo());
        toast.warning(M.obligatorios);
      },
    );

  const locs = locaciones.data ?? [];
  const elegido = locs.find((l) => String(l.id) === String(establecimientoElegido));
  const ayudaLocal = elegido ? `${elegido.mercado}${elegido.locales.length ? ` · local ${elegido.locales.map((x) => x.numero).join(', ')}` : ' · sin locales a su nombre en el padrón'}` : undefined;
  const titulo = a ? `Solicitud arrendamiento ${a.folio}` : 'Nueva solicitud arrendamiento';
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>
            {editable ? 'Elija el establecimiento del mercado y adjunte la solicitud y su alta en el SAT en PDF.' : `Estatus de la solicitud: ${a?.estatus_solicitud ?? ''}. Solo lectura.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(ev) => void ejecutar(false)(ev)} noValidate className="flex flex-col gap-4 overflow-y-auto">
          {a?.motivo_rechazo && editable ? (
            <Alert variant="destructive" title="Solicitud devuelta">
              <p className="whitespace-pre-line break-words">
                <span className="font-semibold">Motivo de rechazo:</span> {a.motivo_rechazo}
              </p>
            </Alert>
          ) : null}
          {editable && locaciones.isLoading ? <Cargando filas={2} /> : null}
          {editable && locaciones.data && locs.length === 0 ? (
            <Alert variant="warning">No tiene establecimientos registrados en un mercado municipal. Registre primero su local desde Mercados → Apertura.</Alert>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            <Campo etiqueta="Establecimiento" requerido error={e.establecimiento_id?.message} ayuda={editable ? ayudaLocal : undefined}>
              {(c) =>
                editable ? (
                  <Select {...c} {...form.register('establecimiento_id')}>
                    <option value="">Seleccione</option>
                    {locs.map((l) => (
                      <option key={l.id} value={l.id}>
                        {`${l.nombre_comercial} · ${l.mercado}${l.locales.length ? ` · local ${l.locales.map((x) => x.numero).join(', ')}` : ''}`}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Select {...c} disabled value={String(a?.establecimiento_id ?? '')}>
                    <option value={String(a?.establecimiento_id ?? '')}>{a?.locacion.nombre_comercial}</option>
                  </Select>
                )
              }
            </Campo>
            <Campo etiqueta="Giro" requerido error={e.giro_id?.message}>
              {(c) => (
                <Select {...c} disabled={!editable} {...form.register('giro_id')}>
                  <option value="">Seleccione</option>
                  {(giros.data ?? (a?.giro ? [a.giro] : [])).map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.d_giro}
                    </option>
                  ))}
                </Select>
              )}
            </Campo>
          </div>
          {ARCHIVOS.map((x) => {
            const guardado = a ? pdfDe(x.url(a), x.etiqueta.replace(' (PDF)', ''), a.folio) : null;
            return (
              <div key={x.campo} className="flex flex-col gap-2">
                {editable ? (
                  <FileInput
                    etiqueta={x.etiqueta}
                    archivo={archivos[x.campo]}
                    alElegir={(f) => setArchivos((p) => ({ ...p, [x.campo]: f }))}
                    aceptar={ACEPTAR_PDF}
                    ayuda={guardado ? 'Ya adjunto. Elija otro solo para reemplazarlo. Solo PDF, menor a 14 MB.' : 'Solo PDF, menor a 14 MB.'}
                    validar={validarComprobante}
                    requerido={!guardado}
                    error={faltan[x.campo]}
                  />
                ) : (
                  <p className="text-sm font-medium">{x.etiqueta}</p>
                )}
                {guardado ? (
                  <div>
                    <Button type="button" size="sm" variant="outline" onClick={() => setFuente(guardado)}>
                      <Eye aria-hidden="true" />
                      {`Ver ${x.etiqueta.replace(' (PDF)', '').toLowerCase()}`}
                    </Button>
                  </div>
                ) : null}
              </div>
            );
          })}
          <PieSolicitudMercado editable={editable} ocupado={ocupado} guardar="Guardar" alCerrar={() => alCambiar(false)} alEnviar={(ev) => void ejecutar(true)(ev)} />
        </form>
        <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
      </DialogContent>
    </Dialog>
  );
}
