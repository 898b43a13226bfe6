import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/avisos';
import { PieSolicitudMercado } from '../mercados/solicitudes/avance';
import type { z } from 'zod';
import { Eye } from 'lucide-react';
import { ETIQUETA_PORCENTAJE, MSG_ARRENDAMIENTO as M } from '../../domain/arrendamientos/mensajes';
import { porcentajeAyuntamiento } from '../../domain/arrendamientos/reglas';
import { contratoArrendamientoSchema, type ContratoArrendamientoForm } from '../../domain/arrendamientos/schema';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { FileInput } from '../components/ui/file-input';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Visor, type FuentePdf } from '../components/visor';
import { ACEPTAR_PDF, validarComprobante } from '../lib/archivos';
import { enviarContrato, guardarContrato, qkArrendamientos } from './consultas';
import { pdfDe } from './filtros';
import type { Arrendamiento } from './tipos';

type Entrada = z.input<typeof contratoArrendamientoSchema>;

/** What the form starts with: the stored contract, or nothing. */
export function valoresContrato(a: Arrendamiento) {
  return {
    fecha_inicio: a.fecha_inicio ?? '',
    fecha_fin: a.fecha_fin ?? '',
    renta_mes: a.renta_mes ?? '',
    arrendatario_nombre: a.arrendatario_nombre ?? '',
    arrendatario_rfc: a.arrendatario_rfc ?? '',
    arrendatario_correo: a.arrendatario_correo ?? '',
  };
}

const texto = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/**
 * 'Subir contrato arrendamiento' (spec 3 §4.5, §5.5): start and end dates, the monthly rent with its
 * read-only '10% al ayuntamiento' computed as it is typed, the lessee (optional: told when the lease
 * is about to end) and the contract PDF. Editable only while the API allows it (request VALIDADA,
 * contract none or PENDIENTE); 'Enviar a revisión' saves what changed and sends it to Mercados.
 */
export function ContratoArrendamientoDialog({ a, abierto, alCambiar }: { a: Arrendamiento; abierto: boolean; alCambiar: (v: boolean) => void }) {
  const qc = useQueryClient();
  const nuevo = a.contrato_arrendamiento_id === null;
  const editable = a.acciones.subirContrato || a.acciones.editarContrato;
  const [archivo, setArchivo] = useState<File | null>(null);
  const [faltaArchivo, setFaltaArchivo] = useState<string | undefined>();
  const [fuente, setFuente] = useState<FuentePdf | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const form = useForm<Entrada, unknown, ContratoArrendamientoForm>({ resolver: zodResolver(contratoArrendamientoSchema), defaultValues: valoresContrato(a) });
  const renta = useWatch({ control: form.control, name: 'renta_mes' });
  const e = form.formState.errors;
  const guardado = pdfDe(a.docContrato_arrendamiento, 'Contrato de arrendamiento', a.folio);
  const sinArchivo = () => (!archivo && !guardado ? M.docContrato : undefined);

  const ejecutar = (enviar: boolean) =>
    form.handleSubmit(
      async (v) => {
        const f = sinArchivo();
        setFaltaArchivo(f);
        if (f) return void toast.warning(M.obligatorios);
        setOcupado(true);
        try {
          if (nuevo || form.formState.isDirty || archivo) {
            await guardarContrato(
              a.id,
              nuevo,
              {
                fecha_inicio: v.fecha_inicio,
                fecha_fin: v.fecha_fin,
                renta_mes: v.renta_mes,
                arrendatario_nombre: v.arrendatario_nombre,
                arrendatario_rfc: v.arrendatario_rfc,
                arrendatario_correo: v.arrendatario_correo,
                docContrato_arrendamiento: archivo,
              },
              { exito: !enviar },
            );
          }
          if (enviar) await enviarContrato(a.id);
        } catch {
          await qc.invalidateQueries({ queryKey: qkArrendamientos.todo });
          return;
        } finally {
          setOcupado(false);
        }
        await qc.invalidateQueries({ queryKey: qkArrendamientos.todo });
        alCambiar(false);
      },
      () => {
        setFaltaArchivo(sinArchivo());
        toast.warning(M.obligatorios);
      },
    );

  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Subir contrato arrendamiento</DialogTitle>
          <DialogDescription>{`Solicitud ${a.folio} · ${a.locacion.nombre_comercial}${editable ? '' : ` · Contrato ${a.estatus_contrato}. Solo lectura.`}`}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(ev) => void ejecutar(false)(ev)} noValidate className="flex flex-col gap-4 overflow-y-auto">
          {a.motivo_rechazo && editable && !nuevo ? (
            <Alert variant="destructive" title="Contrato devuelto">
              <p className="whitespace-pre-line break-words">
                <span className="font-semibold">Motivo de rechazo:</span> {a.motivo_rechazo}
              </p>
            </Alert>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            <Campo etiqueta="Fecha de inicio" requerido error={e.fecha_inicio?.message}>
              {(c) => <Input {...c} type="date" readOnly={!editable} {...form.register('fecha_inicio')} />}
            </Campo>
            <Campo etiqueta="Fecha final" requerido error={e.fecha_fin?.message}>
              {(c) => <Input {...c} type="date" readOnly={!editable} {...form.register('fecha_fin')} />}
            </Campo>
            <Campo etiqueta="Renta mensual" requerido error={e.renta_mes?.message} ayuda="Pesos, hasta dos decimales.">
              {(c) => <Input {...c} inputMode="decimal" autoComplete="off" readOnly={!editable} {...form.register('renta_mes')} />}
            </Campo>
            <Campo etiqueta={ETIQUETA_PORCENTAJE} ayuda="Se calcula con la renta mensual.">
              {(c) => <Input {...c} readOnly tabIndex={-1} className="bg-muted" value={porcentajeAyuntamiento(texto(renta))} />}
            </Campo>
          </div>
          <fieldset className="grid gap-4 rounded-md border border-border p-3 md:grid-cols-2">
            <legend className="px-1 text-sm font-medium">Arrendatario (opcional)</legend>
            <Campo etiqueta="Nombre del arrendatario" error={e.arrendatario_nombre?.message} className="md:col-span-2">
              {(c) => <Input {...c} autoComplete="off" maxLength={200} readOnly={!editable} {...form.register('arrendatario_nombre')} />}
            </Campo>
            <Campo etiqueta="RFC del arrendatario" error={e.arrendatario_rfc?.message}>
              {(c) => <Input {...c} autoComplete="off" maxLength={13} className="uppercase" readOnly={!editable} {...form.register('arrendatario_rfc')} />}
            </Campo>
            <Campo etiqueta="Correo del arrendatario" error={e.arrendatario_correo?.message} ayuda="Se le avisará 30 días antes del vencimiento.">
              {(c) => <Input {...c} type="email" autoComplete="off" readOnly={!editable} {...form.register('arrendatario_correo')} />}
            </Campo>
          </fieldset>
          {editable ? (
            <FileInput
              etiqueta="Contrato de arrendamiento (PDF)"
              archivo={archivo}
              alElegir={setArchivo}
              aceptar={ACEPTAR_PDF}
              ayuda={guardado ? 'Ya adjunto. Elija otro solo para reemplazarlo. Solo PDF, menor a 14 MB.' : 'Solo PDF, menor a 14 MB.'}
              validar={validarComprobante}
              requerido={!guardado}
              error={faltaArchivo}
            />
          ) : null}
          {guardado ? (
            <div>
              <Button type="button" size="sm" variant="outline" onClick={() => setFuente(guardado)}>
                <Eye aria-hidden="true" />
                Ver contrato de arrendamiento
              </Button>
            </div>
          ) : null}
          <PieSolicitudMercado editable={editable} ocupado={ocupado} guardar="Guardar" alCerrar={() => alCambiar(false)} alEnviar={(ev) => void ejecutar(true)(ev)} />
        </form>
        <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
      </DialogContent>
    </Dialog>
  );
}
