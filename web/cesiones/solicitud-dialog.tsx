import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/avisos';
import { PieSolicitudMercado } from '../mercados/solicitudes/avance';
import type { z } from 'zod';
import { Eye } from 'lucide-react';
import { MSG_CESION as M } from '../../domain/cesiones/mensajes';
import { ARCHIVOS_CESION } from '../../domain/cesiones/reglas';
import { solicitudCesionSchema, type SolicitudCesionForm } from '../../domain/cesiones/schema';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { FileInput } from '../components/ui/file-input';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Select } from '../components/ui/select';
import { Cargando } from '../components/ui/skeleton';
import { Visor, type FuenteVisor } from '../components/visor';
import { ACEPTAR_PDF } from '../lib/archivos';
import { enviarCesion, guardarCesion, qkCesiones, useLocacionesCesion } from './consultas';
import { ACEPTAR_FOTO, pdfDe, validarFoto, validarPdf } from './filtros';
import type { Cesion } from './tipos';

type Entrada = z.input<typeof solicitudCesionSchema>;
type Archivos = Record<string, File | null>;

const vacios = (): Archivos => Object.fromEntries(ARCHIVOS_CESION.map((x) => [x.campo, null]));
/** The stored file of each field, as the DTO names it (docSolicitud, docFoto…). */
const guardadoDe = (c: Cesion | null, campo: string): string | null => (c ? ((c as unknown as Record<string, string | null>)[campo] ?? null) : null);

interface Props {
  contribuyenteId: number;
  /** the request to edit or see; null: a new one */
  c: Cesion | null;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
}

/**
 * 'Solicitar cesion derecho' (spec 3 §2.8, §4.6, §5.6): the establishment in a market and the stall
 * the taxpayer holds there, the new concessionaire's RFC, whether it is between relatives and the
 * six files (PDFs; the photo png/jpeg). 'Registrar' saves it while it is new, INICIO or RECHAZADA;
 * 'Enviar a revisión' saves what changed and sends it to Mercados. Mounted afresh each time it opens.
 */
export function SolicitudCesionDialog({ contribuyenteId, c, abierto, alCambiar }: Props) {
  const qc = useQueryClient();
  const editable = c === null || c.acciones.editar;
  const locaciones = useLocacionesCesion(contribuyenteId, abierto && editable);
  const [archivos, setArchivos] = useState<Archivos>(vacios);
  const [faltan, setFaltan] = useState<Record<string, string>>({});
  const [fuente, setFuente] = useState<FuenteVisor | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const form = useForm<Entrada, unknown, SolicitudCesionForm>({
    resolver: zodResolver(solicitudCesionSchema),
    defaultValues: { locacion: c ? String(c.locacion) : '', id_local_mercado: c ? String(c.id_local_mercado) : '', rfc: c?.rfc ?? '', familiar: c?.familiar ?? false },
  });
  const locacion = useWatch({ control: form.control, name: 'locacion' });
  const e = form.formState.errors;
  const sinArchivo = () => Object.fromEntries(ARCHIVOS_CESION.filter((x) => !archivos[x.campo] && !guardadoDe(c, x.campo)).map((x) => [x.campo, M.archivoRequerido]));

  const ejecutar = (enviar: boolean) =>
    form.handleSubmit(
      async (v) => {
        const f = sinArchivo();
        setFaltan(f);
        if (Object.keys(f).length) return void toast.warning(M.obligatorios);
        setOcupado(true);
        try {
          const cambios = c === null || form.formState.isDirty || Object.values(archivos).some(Boolean);
          // Before a send, the save's own toast would only repeat what the send says.
          const guardada = cambios ? await guardarCesion(c?.id ?? null, { ...v, archivos }, { exito: !enviar }) : c;
          if (enviar && guardada) await enviarCesion(guardada.id);
        } catch {
          // the API client showed the server's message; a saved draft still shows on the list
          await qc.invalidateQueries({ queryKey: qkCesiones.todo });
          return;
        } finally {
          setOcupado(false);
        }
        await qc.invalidateQueries({ queryKey: qkCesiones.todo });
        alCambiar(false);
      },
      () => {
        setFaltan(sinArchivo());
        toast.warning(M.obligatorios);
      },
    );

  const locs = locaciones.data ?? [];
  const elegido = locs.find((l) => String(l.id) === String(locacion));
  const locales = elegido?.locales ?? (c ? [{ id: c.id_local_mercado, numero: c.local_mercado.numero }] : []);
  const titulo = c ? `Solicitar cesion derecho ${c.folio}` : 'Solicitar cesion derecho';
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>
            {editable ? 'Elija el establecimiento y el local del mercado, escriba el RFC del nuevo concesionario y adjunte los seis documentos.' : `Estatus de la solicitud: ${c?.estatus_label ?? ''}. Solo lectura.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(ev) => void ejecutar(false)(ev)} noValidate className="flex flex-col gap-4 overflow-y-auto">
          {c?.motivo_rechazo && editable ? (
            <Alert variant="destructive" title="Solicitud rechazada">
              <p className="whitespace-pre-line break-words">
                <span className="font-semibold">Motivo de rechazo:</span> {c.motivo_rechazo}
              </p>
            </Alert>
          ) : null}
          {editable && locaciones.isLoading ? <Cargando filas={2} /> : null}
          {editable && locaciones.data && locs.length === 0 ? (
            <Alert variant="warning">No tiene establecimientos registrados en un mercado municipal. Registre primero su local desde Mercados → Apertura.</Alert>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            <Campo etiqueta="Establecimiento" requerido error={e.locacion?.message} ayuda={elegido ? elegido.mercado : undefined}>
              {(x) =>
                editable ? (
                  <Select {...x} {...form.register('locacion', { onChange: () => form.setValue('id_local_mercado', '') })}>
                    <option value="">Seleccione</option>
                    {locs.map((l) => (
                      <option key={l.id} value={l.id}>
                        {`${l.nombre_comercial} · ${l.mercado}`}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Select {...x} disabled value={String(c?.locacion ?? '')}>
                    <option value={String(c?.locacion ?? '')}>{c?.nombre_comercial}</option>
                  </Select>
                )
              }
            </Campo>
            <Campo etiqueta="Local" requerido error={e.id_local_mercado?.message} ayuda={elegido && !elegido.locales.length ? 'Sin locales a su nombre en el padrón de este mercado' : undefined}>
              {(x) => (
                <Select {...x} disabled={!editable} {...form.register('id_local_mercado')}>
                  <option value="">Seleccione</option>
                  {locales.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.numero}
                    </option>
                  ))}
                </Select>
              )}
            </Campo>
            <Campo etiqueta="RFC del nuevo concesionario" requerido error={e.rfc?.message}>
              {(x) => <Input {...x} {...form.register('rfc', { setValueAs: (v: string) => v.toUpperCase() })} disabled={!editable} autoComplete="off" maxLength={13} className="uppercase" />}
            </Campo>
            <Controller
              control={form.control}
              name="familiar"
              render={({ field }) => (
                <div className="flex items-center gap-2 self-end pb-2">
                  <Checkbox id="cesion-familiar" checked={field.value === true} disabled={!editable} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} />
                  <Label htmlFor="cesion-familiar">La cesión es a un familiar</Label>
                </div>
              )}
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {ARCHIVOS_CESION.map((x) => {
              const url = guardadoDe(c, x.campo);
              const foto = x.tipo === 'imagen';
              return (
                <div key={x.campo} className="flex flex-col gap-2">
                  {editable ? (
                    <FileInput
                      etiqueta={x.etiqueta}
                      archivo={archivos[x.campo] ?? null}
                      alElegir={(f) => setArchivos((p) => ({ ...p, [x.campo]: f }))}
                      aceptar={foto ? ACEPTAR_FOTO : ACEPTAR_PDF}
                      ayuda={`${url ? 'Ya adjunto. Elija otro solo para reemplazarlo. ' : ''}${foto ? 'PNG o JPG' : 'Solo PDF'}, menor a 14 MB.`}
                      validar={foto ? validarFoto : validarPdf}
                      requerido={!url}
                      error={faltan[x.campo]}
                    />
                  ) : (
                    <p className="text-sm font-medium">{x.etiqueta}</p>
                  )}
                  {url && c ? (
                    <div>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={`Ver ${x.etiqueta.toLowerCase()}`}
                        onClick={() => setFuente(foto ? { id: c[x.id as 'id_foto_cesionario'] ?? 0, nombre: x.etiqueta, nombre_archivo: `${c.folio}-foto`, mime: 'image/png' } : pdfDe(url, x.etiqueta, c.folio))}
                      >
                        <Eye aria-hidden="true" />
                        Ver
                      </Button>
                    </div>
                  ) : null}
                </div>
              );
            })}
          </div>
          <PieSolicitudMercado editable={editable} ocupado={ocupado} guardar="Registrar" alCerrar={() => alCambiar(false)} alEnviar={(ev) => void ejecutar(true)(ev)} />
        </form>
        <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
      </DialogContent>
    </Dialog>
  );
}
