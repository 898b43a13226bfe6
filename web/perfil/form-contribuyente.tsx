import { useState, type ReactNode } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/avisos';
import { Save, Send } from 'lucide-react';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { perfil as definicionPerfil } from '../../domain/perfil/definicion';
import { useTramite } from '../tramite/use-tramite';
import { AvisoSalida, BorradorPendiente } from '../components/cambios-sin-guardar';
import { useBorradorFormulario } from '../lib/use-borrador';
import { contribuyenteSchema, type ContribuyenteData } from '../../domain/perfil/schema';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import type { Documento, Perfil, Sesion } from '../lib/tipos';
import { useAccion } from '../lib/use-accion';
import { Confirmar } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Visor } from '../components/visor';
import { ManualDialog } from './manual-dialog';
import { SeccionDatos } from './seccion-datos';
import { SeccionDocumentos } from './seccion-documentos';
import { SeccionDomicilio } from './seccion-domicilio';
import { SeccionRepresentantes, SeccionTramitadores } from './seccion-personas';
import { useArchivosPerfil } from './use-archivos-perfil';
import { emparejarPersonas, prepararEnvio, valoresIniciales, type ValoresPerfil } from './valores';

// The shared schema validates only the branch that applies (física/moral, local/external address).
const base = zodResolver(contribuyenteSchema);
const resolver: Resolver<ValoresPerfil, unknown, ContribuyenteData> = (valores, ctx, op) => base(prepararEnvio(valores), ctx, op);

/** FormUpdateContribuyente (spec 1 §2.7, §4.2, §5.4): offers only what the profile machine allows. */
export function FormContribuyente({ perfil, sesion }: { perfil: Perfil | null; sesion: Sesion }) {
  const qc = useQueryClient();
  const contribuyenteId = perfil?.id ?? sesion.contribuyente?.id;
  // spec 1 §4.2: what the profile's machine accepts now; before the profile exists it can only be saved.
  const tramite = useTramite(definicionPerfil, perfil?.tramite);
  const existe = Boolean(perfil?.perfil_completo ?? sesion.perfil_completo);
  const acciones = { ...tramite.acciones, guardar: !existe || tramite.acciones.guardar, enviar: existe && tramite.acciones.enviar };
  const editable = !acciones.bloqueado;

  const form = useForm<ValoresPerfil, unknown, ContribuyenteData>({
    resolver,
    defaultValues: valoresIniciales(perfil, sesion),
    disabled: !editable,
  });
  const reps = useFieldArray({ control: form.control, name: 'representantes', keyName: 'clave' });
  const trams = useFieldArray({ control: form.control, name: 'tramitadores', keyName: 'clave' });
  const archivos = useArchivosPerfil();
  const [visor, setVisor] = useState<Documento | null>(null);
  const [porBorrar, setPorBorrar] = useState<Documento | null>(null);
  const [confirmarEnvio, setConfirmarEnvio] = useState(false);

  // The answer is the profile: it goes to the cache as is; the session (perfil_completo, status)
  // and the documents page are read again.
  const refrescar = {
    alExito: (p: Perfil) => {
      qc.setQueryData(qk.perfil(p.id), p);
    },
    invalidar: (p: Perfil) => [qk.sesion, qk.documentos(p.id)],
  };

  const guardado = useAccion({
    llamar: async (datos: ContribuyenteData) => {
      const clavesR = reps.fields.map((f) => f.clave);
      const clavesT = trams.fields.map((f) => f.clave);
      const respuesta = contribuyenteId ? await api.put<Perfil>(`/api/contribuyentes/${contribuyenteId}`, datos) : await api.post<Perfil>('/api/contribuyentes', datos);
      // Files chosen for people who had no id until now go to the ids the API just gave them.
      const ids = new Map<string, number | null>();
      emparejarPersonas(datos.representantes, respuesta.representantes).forEach((id, i) => ids.set(clavesR[i], id));
      emparejarPersonas(datos.tramitadores, respuesta.tramitadores).forEach((id, i) => ids.set(clavesT[i], id));
      if (!archivos.hayPendientes) return respuesta;
      const r = await archivos.subir({ perfilId: respuesta.id, idDe: (ambito) => ids.get(ambito) });
      if (r.subidos === 0) return respuesta;
      toast.success(MSG_EXTRA.documentosCargados(r.subidos));
      return api.get<Perfil>(`/api/contribuyentes/getByID/${respuesta.id}`);
    },
    ...refrescar,
    setError: form.setError,
  });

  // what is typed survives a refresh or the back button until it is saved or discarded.
  const borrador = useBorradorFormulario(contribuyenteId ? `perfil:${contribuyenteId}` : null, form, editable);

  const guardar = async (datos: ContribuyenteData): Promise<boolean> => {
    const r = await guardado.ejecutar(datos);
    if (!r.ok) return false;
    borrador.limpiar();
    form.reset(valoresIniciales(r.datos, sesion));
    archivos.limpiar();
    return true;
  };

  const envio = useAccion({ llamar: (id: number) => api.post<Perfil>(`/api/contribuyentes/${id}/changestatus`, { estatus: 10 }), ...refrescar });
  const borrado = useAccion({
    llamar: (d: Documento) => api.del(`/api/contribuyentes/${contribuyenteId}/documentos/${d.id}`),
    invalidar: contribuyenteId ? [qk.perfil(contribuyenteId), qk.documentos(contribuyenteId)] : [],
  });
  const ocupado = guardado.ocupado || envio.ocupado;

  const invalido = () => toast.error(MSG.completeCampos);

  const enviarARevision = async () => {
    setConfirmarEnvio(false);
    // Unsaved changes are saved (and validated) first: what is sent is what the reviewer sees.
    if (form.formState.isDirty || archivos.hayPendientes || !perfil?.perfil_completo) {
      let ok = false;
      await form.handleSubmit(async (d) => {
        ok = await guardar(d);
      }, invalido)();
      if (!ok) return;
    }
    const id = qc.getQueryData<Perfil>(qk.perfil(contribuyenteId ?? 0))?.id ?? contribuyenteId;
    if (!id) return;
    const r = await envio.ejecutar(id);
    if (r.ok) form.reset(valoresIniciales(r.datos, sesion));
  };

  const borrarDocumento = async () => {
    const d = porBorrar;
    setPorBorrar(null);
    if (!d || !contribuyenteId) return;
    await borrado.ejecutar(d);
  };

  const documentos = perfil?.documentos ?? [];
  const accionesDoc = { alVer: setVisor, alEliminar: setPorBorrar };
  const comun = { editable, documentos, archivos, acciones: accionesDoc };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(guardar, invalido)} noValidate className="flex flex-col gap-6" aria-label="Datos del contribuyente">
        <AvisoSalida sucio={editable && !ocupado && (form.formState.isDirty || archivos.hayPendientes)} />
        {borrador.pendiente ? <BorradorPendiente guardado={borrador.pendiente.guardado} alRestaurar={borrador.restaurar} alDescartar={borrador.descartar} /> : null}
        <Card>
          <CardContent className="pt-5">
            <SeccionDatos editable={editable} advertencias={perfil?.advertencias ?? []} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-5">
            <SeccionDomicilio editable={editable} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-5">
            <SeccionDocumentos {...comun} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-5">
            <SeccionRepresentantes arreglo={reps} {...comun} />
          </CardContent>
        </Card>
        <TramitadoresCard>
          <SeccionTramitadores arreglo={trams} {...comun} />
        </TramitadoresCard>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-border bg-background/95 px-4 py-3 sm:-mx-6 sm:px-6">
          <ManualDialog />
          {acciones.guardar && editable ? (
            <Button type="submit" disabled={ocupado || archivos.subiendo}>
              <Save aria-hidden="true" />
              Guardar
            </Button>
          ) : null}
          {acciones.enviar ? (
            <Button variant="secondary" disabled={ocupado || archivos.subiendo} onClick={() => setConfirmarEnvio(true)}>
              <Send aria-hidden="true" />
              Enviar a Revisión
            </Button>
          ) : null}
        </div>
      </form>

      <Confirmar
        abierto={confirmarEnvio}
        alCambiar={setConfirmarEnvio}
        titulo="Enviar a revisión"
        descripcion="Una vez enviado, no podrá editar su perfil hasta que sea validado. ¿Desea enviarlo a revisión?"
        confirmar="Enviar"
        alConfirmar={() => void enviarARevision()}
      />
      <Confirmar
        abierto={porBorrar !== null}
        alCambiar={(v) => !v && setPorBorrar(null)}
        titulo="Eliminar documento"
        descripcion={`Se eliminará «${porBorrar?.nombre ?? ''}» (${porBorrar?.nombre_archivo ?? ''}). Esta acción no se podrá deshacer.`}
        confirmar="Eliminar"
        destructivo
        alConfirmar={() => void borrarDocumento()}
      />
      <Visor fuente={visor} alCerrar={() => setVisor(null)} />
    </FormProvider>
  );
}

/** Tramitadores exist only for a persona moral: no empty card for a persona física. */
function TramitadoresCard({ children }: { children: ReactNode }) {
  const { watch } = useFormContext<ValoresPerfil>();
  if (watch('tipo_persona') !== 2) return null;
  return (
    <Card>
      <CardContent className="pt-5">{children}</CardContent>
    </Card>
  );
}
