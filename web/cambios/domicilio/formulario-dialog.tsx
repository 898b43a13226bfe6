import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/avisos';
import { useQueryClient } from '@tanstack/react-query';
import { MSG_CDO } from '../../../domain/cambios/domicilio/mensajes';
import { ranurasDomicilio } from '../../../domain/cambios/domicilio/reglas';
import { cambioDomicilioSchema, type CambioDomicilioEntrada, type CambioDomicilioForm } from '../../../domain/cambios/domicilio/schema';
import { faltantes } from '../../../domain/cambios/documentos';
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../../../domain/common/catalogos';
import { MSG } from '../../../domain/common/messages';
import { TIPOS_PROPIEDAD } from '../../../domain/catalogos/establecimientos';
import { CamposDomicilio } from '../../components/domicilio/campos-domicilio';
import { CamposMapa } from '../../components/domicilio/campos-mapa';
import { aPosicion } from '../../components/mapa/coordenadas';
import { MapaUbicacion } from '../../components/mapa/mapa-diferido';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Opciones, SelectCampo } from '../../components/ui/select-campo';
import { qkCambios } from '../comun/consultas';
import { SeccionArchivosCambio } from '../comun/seccion-archivos';
import type { EstablecimientoRef } from '../comun/tipos';
import { guardarArchivosDomicilio, guardarCambioDomicilio, useDataDomicilio, type CambioDomicilioDto } from './consultas';

export type ModoFormulario = 'nuevo' | 'editar' | 'ver';

interface Props {
  establecimiento: EstablecimientoRef;
  solicitud: CambioDomicilioDto | null;
  modo: ModoFormulario;
  /** the key the small dialog checked (new requests) */
  clave: { clave: string; donativo: boolean };
  alCambiar: (v: boolean) => void;
}

function Casilla({ nombre, etiqueta, disabled }: { nombre: 'tiene_uso_suelo' | 'has_licencia_bebidas' | 'patente_propia'; etiqueta: string; disabled: boolean }) {
  const id = `cdo-${nombre}`;
  return (
    <Controller
      name={nombre}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox id={id} ref={field.ref} checked={field.value === true} disabled={disabled} onCheckedChange={(v) => field.onChange(v === true)} />
          <label htmlFor={id} className="text-sm">
            {etiqueta}
          </label>
        </div>
      )}
    />
  );
}

const inicial = (s: CambioDomicilioDto | null, clave: Props['clave']): CambioDomicilioEntrada => ({
  clave_catastral: s?.clave_catastral ?? clave.clave,
  donativo: s?.donativo ?? clave.donativo,
  numero_oficio_constancia_catastro: s?.numero_oficio_constancia_catastro ?? '',
  folio_recibo_pago_donativo: s?.folio_recibo_pago_donativo ?? '',
  renovacion: s?.renovacion ?? false,
  has_alcohol: s?.has_alcohol ?? false,
  has_licencia_bebidas: s?.has_licencia_bebidas ?? false,
  patente_propia: s?.patente_propia ?? false,
  folio_licencia_bebida_alcoholica: s?.folio_licencia_bebida_alcoholica ?? '',
  tiene_uso_suelo: s?.tiene_uso_suelo ?? false,
  tipo_proceso_id: s?.tipo_proceso_id ?? null,
  tipo_propiedad_id: s?.tipo_propiedad_id ?? undefined,
  superficie: s?.superficie ?? undefined,
  domicilio: s?.domicilio
    ? { ...s.domicilio, numero_interior: s.domicilio.numero_interior ?? '' }
    : { codigo_postal: '', entidad_id: ENTIDAD_DEFAULT, municipio_id: MUNICIPIO_DEFAULT, numero_exterior: '', numero_interior: '' } as never,
});

/**
 * spec 2 §2 'Cambio de domicilio': donation documents (only when donation), documents, photos, the
 * current address (read-only, with its map) and the new one (with map, latitude and longitude).
 * Saved with its documents in one call; the photos follow in a second batch (storeFiles).
 */
export function FormularioDomicilioDialog({ establecimiento, solicitud, modo, clave, alCambiar }: Props) {
  const qc = useQueryClient();
  const soloLectura = modo === 'ver';
  const data = useDataDomicilio(establecimiento.id);
  const [archivos, setArchivos] = useState<Map<string, File>>(new Map());
  const [errArchivos, setErrArchivos] = useState<Record<string, string>>({});
  const form = useForm<CambioDomicilioEntrada, unknown, CambioDomicilioForm>({ resolver: zodResolver(cambioDomicilioSchema), defaultValues: inicial(solicitud, clave) });
  const v = form.watch();
  const alcohol = data.data?.has_alcohol ?? false;
  const ranuras = ranurasDomicilio({
    tipo_propiedad_id: Number(v.tipo_propiedad_id) || null,
    has_alcohol: alcohol,
    has_licencia_bebidas: v.has_licencia_bebidas === true,
    patente_propia: v.patente_propia === true,
    tiene_uso_suelo: v.tiene_uso_suelo === true,
    donativo: v.donativo === true,
  });
  const todas = [...ranuras.donativo, ...ranuras.documentos, ...ranuras.propiedad, ...ranuras.fotos];
  const existentes = solicitud?.archivos ?? [];
  const e = form.formState.errors;
  const titulo = solicitud?.folio ? `${MSG_CDO.titulo}: ${solicitud.folio}` : MSG_CDO.titulo;
  const actual = data.data?.locacion_domicilio.domicilio;

  const faltan = () => {
    const presentes = new Set([...existentes.map((a) => a.tipo_archivo), ...archivos.keys()]);
    return Object.fromEntries(faltantes(todas, presentes).map((c) => [c, MSG.requerido]));
  };
  const guardar = form.handleSubmit(
    async (valores) => {
      const sin = faltan();
      setErrArchivos(sin);
      if (Object.keys(sin).length) return void toast.warning(MSG_CDO.camposObligatorios);
      const fotos = new Map([...archivos].filter(([c]) => ranuras.fotos.some((r) => r.codigo === c)));
      const documentos = new Map([...archivos].filter(([c]) => !fotos.has(c)));
      try {
        const r = await guardarCambioDomicilio(establecimiento.id, solicitud?.id ?? null, { ...valores, has_alcohol: alcohol }, documentos);
        if (fotos.size) await guardarArchivosDomicilio(establecimiento.id, solicitud?.id ?? r.data.id, fotos);
      } catch {
        return; // the API client showed the server's message
      } finally {
        await qc.invalidateQueries({ queryKey: qkCambios.todo });
      }
      alCambiar(false);
    },
    () => {
      setErrArchivos(faltan());
      toast.warning(MSG_CDO.camposObligatorios);
    },
  );

  return (
    <Dialog open onOpenChange={alCambiar}>
      <DialogContent className="max-h-[92vh] max-w-5xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form onSubmit={guardar} noValidate className="flex flex-col gap-6">
            <div className="grid gap-4 md:grid-cols-3">
              <Campo etiqueta="Clave catastral" error={e.clave_catastral?.message}>
                {(c) => <Input {...c} readOnly className="bg-muted" {...form.register('clave_catastral')} />}
              </Campo>
              <Campo etiqueta="Tipo de propiedad" requerido error={e.tipo_propiedad_id?.message}>
                {(c) => (
                  <SelectCampo<number | null> nombre="tipo_propiedad_id" control={c} disabled={soloLectura} convertir={(t) => (t === '' ? null : Number(t))}>
                    <Opciones items={TIPOS_PROPIEDAD} vacio="Seleccione" />
                  </SelectCampo>
                )}
              </Campo>
              <Campo etiqueta="Superficie en m²" error={e.superficie?.message}>
                {(c) => <Input {...c} type="number" inputMode="decimal" step="any" readOnly={soloLectura} {...form.register('superficie')} />}
              </Campo>
            </div>
            {v.donativo ? (
              <div className="grid gap-4 md:grid-cols-2">
                <Campo etiqueta="Número de oficio de la constancia de catastro" requerido error={e.numero_oficio_constancia_catastro?.message}>
                  {(c) => <Input {...c} readOnly={soloLectura} maxLength={60} {...form.register('numero_oficio_constancia_catastro')} />}
                </Campo>
                <Campo etiqueta="Folio del recibo de pago del donativo" requerido error={e.folio_recibo_pago_donativo?.message}>
                  {(c) => <Input {...c} readOnly={soloLectura} maxLength={60} {...form.register('folio_recibo_pago_donativo')} />}
                </Campo>
              </div>
            ) : null}
            <div className="flex flex-wrap gap-6">
              <Casilla nombre="tiene_uso_suelo" etiqueta="Cuento con constancia de uso de suelo del nuevo domicilio" disabled={soloLectura} />
              {alcohol ? <Casilla nombre="has_licencia_bebidas" etiqueta="Cuento con licencia de bebidas alcohólicas" disabled={soloLectura} /> : null}
              {alcohol && v.has_licencia_bebidas ? <Casilla nombre="patente_propia" etiqueta="La patente es propia" disabled={soloLectura} /> : null}
            </div>
            {alcohol && v.has_licencia_bebidas && v.patente_propia ? (
              <Campo etiqueta="Folio de la licencia de bebidas alcohólicas" requerido error={e.folio_licencia_bebida_alcoholica?.message}>
                {(c) => <Input {...c} readOnly={soloLectura} maxLength={60} {...form.register('folio_licencia_bebida_alcoholica')} />}
              </Campo>
            ) : null}
            {solicitud?.aviso_bebidas ? <Alert variant="warning">{solicitud.aviso_bebidas}</Alert> : null}

            {ranuras.donativo.length ? (
              <SeccionArchivosCambio titulo="Documentos del donativo" ranuras={ranuras.donativo} existentes={existentes} valor={archivos} alCambiar={setArchivos} soloLectura={soloLectura} errores={errArchivos} />
            ) : null}
            <SeccionArchivosCambio titulo="Documentos" ranuras={[...ranuras.documentos, ...ranuras.propiedad]} existentes={existentes} valor={archivos} alCambiar={setArchivos} soloLectura={soloLectura} errores={errArchivos} />
            <SeccionArchivosCambio titulo="Fotos" ranuras={ranuras.fotos} existentes={existentes} valor={archivos} alCambiar={setArchivos} soloLectura={soloLectura} errores={errArchivos} />

            <section aria-labelledby="cdo-actual" className="flex flex-col gap-3">
              <h3 id="cdo-actual" className="text-lg font-semibold">
                Domicilio actual
              </h3>
              <p className="text-sm" data-testid="domicilio-actual">
                {data.data?.domicilio_texto ?? 'Cargando…'}
              </p>
              {actual ? <MapaUbicacion posicion={aPosicion(actual.latitud, actual.longitud)} alElegir={() => undefined} deshabilitado className="h-56" /> : null}
            </section>
            <section aria-labelledby="cdo-nuevo" className="flex flex-col gap-3">
              <h3 id="cdo-nuevo" className="text-lg font-semibold">
                Nuevo domicilio
              </h3>
              <CamposDomicilio editable={!soloLectura} formato="numero" cruzamientos maxNumero={20} />
              <CamposMapa editable={!soloLectura} activo={!soloLectura} formato="numero" />
            </section>
            <DialogFooter className="sticky bottom-0 bg-background py-2">
              <Button type="button" variant="outline" onClick={() => alCambiar(false)}>
                {soloLectura ? 'Cerrar' : 'Cancelar'}
              </Button>
              {soloLectura ? null : (
                <Button type="submit" disabled={form.formState.isSubmitting}>
                  {solicitud ? 'Actualizar solicitud' : 'Generar solicitud'}
                </Button>
              )}
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
