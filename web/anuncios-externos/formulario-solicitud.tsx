import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../lib/avisos';
import { Save, X } from 'lucide-react';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { esAltoRiesgo, validarAnuncio } from '../../domain/anuncios/reglas';
import { solicitudExternaSchema, type SolicitudExternaEntrada } from '../../domain/anuncios/schema';
import { esClaveCatastral17 } from '../../domain/common/predio';
import { hoyCancun } from '../../domain/tramite/fechas';
import { ArchivosAnuncio, SeccionesAnuncio } from '../anuncios/comun';
import { aNumero } from '../anuncios/comun/controles';
import { AvisoSalida } from '../components/cambios-sin-guardar';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import type { CatastroEncontrado } from '../tramite/predio/tipos';
import { useClaveCatastral } from '../tramite/predio/use-clave-catastral';
import { resultadoVerificacion, type Verificacion } from '../tramite/predio/verificacion';
import { buscarPredio } from './consultas';
import { DatosPredio, PredialSolicitud } from './predio-solicitud';
import { archivosPresentes, inicialDe, requeridosDe, slotsAnuncio, slotsSolicitud, type Contexto, type FormSolicitudExterna, type Origen } from './valores';

export interface Props extends Origen {
  /** the request and the sign may be changed (a new one, or a stored one at 1 or 5) */
  editable: boolean;
  ocupado: boolean;
  /** the submit button's word: 'Guardar' while not created, 'Actualizar datos anuncio' for a stored sign */
  boton: string;
  alGuardar: (v: SolicitudExternaEntrada, c: Contexto, marcar: (campo: string, mensaje: string) => void) => Promise<boolean>;
  alEliminarDetalle?: (id: number) => Promise<void>;
  alCancelar: () => void;
}

/** Where the key's lookup starts: a stored sign's key was checked when its request was registered. */
function inicioVerificacion(o: Origen, consultar: boolean): Verificacion {
  const clave = o.solicitud?.clave_catastral;
  return !consultar && clave ? { estado: 'valida', clave, guardada: true } : { estado: 'pendiente' };
}

/**
 * 'Solicitud de anuncio en vía pública' (spec 3 §2.3, §3.2, §5.1–5.2): the property (key found and
 * its tax paid, or 'No cuento con clave catastral' with its identification), owned or leased with
 * its document, the address from the cadastre, the cadastral certificate; then the sign — detail
 * rows, its data and its photographs and documents. Everything but the key stays disabled until the
 * property is settled. The rules are the API's own (validarAnuncio), so the form says the same words.
 */
export function FormularioSolicitudExterna(p: Props) {
  const { editable, ocupado, boton, alGuardar, alEliminarDetalle, alCancelar } = p;
  const form = useForm<FormSolicitudExterna, unknown, SolicitudExternaEntrada>({ resolver: zodResolver(solicitudExternaSchema), defaultValues: inicialDe(p) });
  const { control, setValue, getValues, setError, formState } = form;
  const nueva = p.solicitud === null;
  // A new request's key, and the key of a request that gets another sign, are looked up now (spec 1 §4.7: tax paid before adding a sign).
  const consultar = editable && !(p.anuncio !== null);
  const valor = String(useWatch({ control, name: 'clave_catastral' }) ?? '');
  const noFolio = useWatch({ control, name: 'no_folio' }) === true;
  const clave = useClaveCatastral({
    valor: noFolio ? '' : valor,
    consultar: consultar && !noFolio,
    inicial: inicioVerificacion(p, consultar),
    alConsultar: () => form.clearErrors('clave_catastral'),
    alEncontrar: (r: CatastroEncontrado) => void llenarDomicilio(r),
  });
  const listo = noFolio || resultadoVerificacion(clave.verificacion, clave.clave).lista;

  // The cadastre's address, with its catalogue names (spec 3 §5.1: 'address fields … are filled').
  async function llenarDomicilio(r: CatastroEncontrado) {
    const c = getValues('clave_catastral');
    let predio = null;
    try {
      const b = await buscarPredio(String(c));
      predio = b.resultados === 0 ? null : b.resultados;
    } catch {
      // the cadastre's ids are enough to go on; the server writes the address from the cadastre anyway
    }
    const previo = getValues('domicilio') ?? {};
    setValue(
      'domicilio',
      { ...previo, cp: predio?.cp ?? r.cp, localidad: predio?.localidad ?? null, colonia: predio?.colonia ?? null, calle: predio?.calle ?? null, numero_exterior: predio?.numero_exterior ?? r.num_predio },
      { shouldDirty: true },
    );
  }

  const filas = (useWatch({ control, name: 'anuncio_detalle' }) ?? []) as { tipo_anuncio_id?: unknown }[];
  const renovacion = useWatch({ control, name: 'renovacion' }) === true;
  const propiedad = aNumero(useWatch({ control, name: 'tipo_propiedad_id' }));
  const ctx: Contexto = { altoRiesgo: esAltoRiesgo(filas.map((f) => ({ tipo_anuncio_id: aNumero(f?.tipo_anuncio_id) }))), renovacion, propiedad, noFolio };
  const requeridos = requeridosDe(ctx);
  const deSolicitud = p.solicitud?.archivos ?? {};
  const deAnuncio = p.anuncio?.archivos ?? {};
  const bloqueado = !editable || !listo;

  const marcar = (campo: string, mensaje: string) => setError(campo as Path<FormSolicitudExterna>, { type: 'regla', message: mensaje });

  const enviar = form.handleSubmit(
    async (v) => {
      if (!noFolio && !listo) {
        toast.warning(clave.verificacion.estado === 'adeudo' ? clave.verificacion.mensaje : M.claveNoEncontrada);
        return;
      }
      const presentes = archivosPresentes([...Object.keys(deSolicitud), ...Object.keys(deAnuncio)], v.archivos);
      const errores = validarAnuncio(v, { tipo: 'externo', hoy: hoyCancun(), archivosPresentes: presentes, propiedad: v.tipo_propiedad_id, noFolio: v.no_folio }).filter(
        // a stored request's key was checked when it was registered
        (e) => !(e.campo === 'clave_catastral' && !nueva && esClaveCatastral17(p.solicitud?.clave_catastral)),
      );
      if (errores.length) {
        for (const e of errores) marcar(e.campo, e.mensaje);
        toast.warning(M.completeCamposMarcados);
        return;
      }
      await alGuardar(v, ctx, marcar);
    },
    () => toast.warning(M.completeCamposMarcados),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-6">
        <AvisoSalida sucio={editable && formState.isDirty && !formState.isSubmitSuccessful} />
        <Card>
          <CardContent className="pt-6">
            <PredialSolicitud clave={clave} claveFija={!nueva} editable={editable && nueva} consultando={consultar} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Datos del predio</CardTitle>
            <CardDescription>{listo ? 'Documentos en PDF, cada uno menor a 14 MB.' : 'Se habilitan cuando la clave catastral se encuentra en catastro y su impuesto predial está pagado.'}</CardDescription>
          </CardHeader>
          <CardContent>
            <DatosPredio editable={!bloqueado} slots={slotsSolicitud(ctx)} requeridos={requeridos} existentes={deSolicitud} />
          </CardContent>
        </Card>
        <SeccionesAnuncio nombre="anuncio_detalle" renovacion={renovacion} deshabilitado={bloqueado} onEliminarGuardada={alEliminarDetalle} />
        <Card>
          <CardHeader>
            <CardTitle>Fotografías y documentos del anuncio</CardTitle>
            <CardDescription>Fotografías PNG, JPEG o JPG; documentos en PDF; cada archivo menor a 14 MB.</CardDescription>
          </CardHeader>
          <CardContent>
            <ArchivosAnuncio slots={slotsAnuncio(ctx)} requeridos={requeridos} existentes={deAnuncio} deshabilitado={bloqueado} />
          </CardContent>
        </Card>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={alCancelar}>
            <X aria-hidden="true" />
            {editable ? 'Cancelar' : 'Regresar'}
          </Button>
          {editable ? (
            <Button type="submit" disabled={ocupado || bloqueado}>
              <Save aria-hidden="true" />
              {boton}
            </Button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
