import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Save } from 'lucide-react';
import { toast } from '../lib/avisos';
import { SERVICIOS_PROFESIONISTA, etiquetaRol, tiposQuePuedeAsignar, ETIQUETA_TIPO_USUARIO } from '../../domain/usuarios/catalogos';
import { MSG_USUARIOS } from '../../domain/usuarios/mensajes';
import { MSG_ACTIVACION } from '../../domain/usuarios/activacion';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo, Grupo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { MaskedInput, PhoneInput, RfcInput } from '../components/ui/masked-input';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import { SelectCampo } from '../components/ui/select-campo';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { CampoAreas } from './campo-areas';
import { qkUsuarios, useAreasUsuario, type UsuarioFila } from './consultas';
import { VALORES_NUEVO, esRolHeredado, resolverUsuario, valoresDe, type DatosUsuario, type ValoresUsuario } from './formulario';

/** spec 3 §5.7: names are uppercased as they are typed. */
const mayusculas = (v: string) => v.toLocaleUpperCase('es-MX');

interface Props {
  /** undefined: closed; null: a new account; a row: editing it */
  usuario: UsuarioFila | null | undefined;
  rolActor: string;
  alCerrar: () => void;
}

/** spec 3 §2.9: the account is created and edited in a full-screen dialog. */
export function DialogoUsuario({ usuario, rolActor, alCerrar }: Props) {
  const titulo = usuario ? 'Editar usuario' : 'Nuevo Usuario';
  return (
    <Dialog open={usuario !== undefined} onOpenChange={(v) => !v && alCerrar()}>
      <DialogContent className="left-0 top-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 gap-0 rounded-none p-0 sm:p-0">
        <DialogHeader className="border-b border-border px-6 py-4">
          <DialogTitle className="text-xl">{titulo}</DialogTitle>
          <DialogDescription>
            {usuario ? `Cuenta ${usuario.username} · ${usuario.rol_etiqueta}` : 'La persona elige su propia contraseña con un enlace que recibe por correo.'}
          </DialogDescription>
        </DialogHeader>
        {usuario !== undefined ? <FormularioUsuario key={usuario?.id ?? 'nuevo'} usuario={usuario} rolActor={rolActor} titulo={titulo} alTerminar={alCerrar} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FormularioUsuario({ usuario, rolActor, titulo, alTerminar }: { usuario: UsuarioFila | null; rolActor: string; titulo: string; alTerminar: () => void }) {
  const modo = usuario ? 'editar' : 'crear';
  const heredado = usuario && esRolHeredado(usuario.tipo_usuario) ? usuario.tipo_usuario : null;
  const form = useForm<ValoresUsuario, unknown, DatosUsuario>({
    resolver: resolverUsuario(modo, heredado),
    defaultValues: usuario ? valoresDe(usuario) : VALORES_NUEVO,
  });
  const { register, control, handleSubmit, setError, formState, watch } = form;
  const areas = useAreasUsuario();
  const guardar = useAccion({
    llamar: (d: DatosUsuario) => (usuario ? api.put<unknown>(`/api/users/${usuario.id}`, d) : api.post<{ id: number }>('/api/users', d)),
    invalidar: [qkUsuarios.todo],
    setError,
  });
  const enviar = handleSubmit(
    async (d) => {
      if ((await guardar.ejecutar(d)).ok) alTerminar();
    },
    () => toast.error(MSG_USUARIOS.formularioInvalido),
  );
  const e = formState.errors;
  const tipo = watch('tipo_usuario');
  const tipos = tiposQuePuedeAsignar(rolActor);
  const hayErrores = formState.submitCount > 0 && Object.keys(e).length > 0;

  return (
    <FormProvider {...form}>
      <form onSubmit={(ev) => void enviar(ev)} noValidate aria-label={titulo} className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 overflow-y-auto px-6 py-5">
          <div className="mx-auto flex max-w-5xl flex-col gap-6">
            {hayErrores ? <Alert variant="destructive">{MSG_USUARIOS.formularioInvalido}</Alert> : null}
            <section aria-labelledby="usuario-cuenta" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <h2 id="usuario-cuenta" className="text-base font-semibold sm:col-span-2 lg:col-span-3">
                Datos de la cuenta
              </h2>
              <Campo etiqueta="Tipo de usuario" error={e.tipo_usuario?.message} requerido>
                {(c) => (
                  <SelectCampo nombre="tipo_usuario" control={c} convertir={(t) => t}>
                    <option value="">Seleccione…</option>
                    {heredado ? <option value={heredado}>{etiquetaRol(heredado)}</option> : null}
                    {tipos.map((t) => (
                      <option key={t} value={t}>
                        {ETIQUETA_TIPO_USUARIO[t]}
                      </option>
                    ))}
                  </SelectCampo>
                )}
              </Campo>
              <Campo etiqueta="Usuario" error={e.username?.message} requerido ayuda="Letras, números, punto, guion y guion bajo">
                {(c) => <Input {...c} autoComplete="off" spellCheck={false} {...register('username')} />}
              </Campo>
              <Campo etiqueta="Correo" error={e.email?.message} requerido ayuda="Institucional: ahí llega el enlace para elegir la contraseña">
                {(c) => <Input {...c} type="email" autoComplete="off" {...register('email')} />}
              </Campo>
              {modo === 'crear' ? (
                <Alert variant="info" className="sm:col-span-2 lg:col-span-3">
                  {MSG_ACTIVACION.formulario}
                </Alert>
              ) : null}
            </section>

            <section aria-labelledby="usuario-persona" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <h2 id="usuario-persona" className="text-base font-semibold sm:col-span-2 lg:col-span-3">
                Datos personales
              </h2>
              <Campo etiqueta="Nombre" error={e.nombre?.message} requerido>
                {(c) => <MaskedInput {...c} mascara={mayusculas} autoComplete="off" {...register('nombre')} />}
              </Campo>
              <Campo etiqueta="Primer apellido" error={e.apellido1?.message} requerido>
                {(c) => <MaskedInput {...c} mascara={mayusculas} autoComplete="off" {...register('apellido1')} />}
              </Campo>
              <Campo etiqueta="Segundo apellido" error={e.apellido2?.message} requerido>
                {(c) => <MaskedInput {...c} mascara={mayusculas} autoComplete="off" {...register('apellido2')} />}
              </Campo>
              <Controller
                control={control}
                name="sexo"
                render={({ field, fieldState }) => (
                  <Grupo leyenda="Sexo" error={fieldState.error?.message} requerido>
                    {(aria) => (
                      <RadioGroup aria-label="Sexo" value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} {...aria}>
                        <Opcion id="usuario-sexo-h" value="H" etiqueta="Hombre" />
                        <Opcion id="usuario-sexo-m" value="M" etiqueta="Mujer" />
                      </RadioGroup>
                    )}
                  </Grupo>
                )}
              />
              <Campo etiqueta="RFC" error={e.rfc?.message}>
                {(c) => <RfcInput {...c} {...register('rfc')} />}
              </Campo>
              <Campo etiqueta="Fecha de nacimiento" error={e.fecha_nacimiento?.message}>
                {(c) => <Input {...c} type="date" {...register('fecha_nacimiento')} />}
              </Campo>
              <Campo etiqueta="Teléfono" error={e.telefono?.message} requerido ayuda="10 dígitos">
                {(c) => <PhoneInput {...c} {...register('telefono')} />}
              </Campo>
            </section>

            {tipo === 'profesionista' ? (
              <section aria-labelledby="usuario-profesionista" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <h2 id="usuario-profesionista" className="text-base font-semibold sm:col-span-2 lg:col-span-3">
                  Profesionista
                </h2>
                <Campo etiqueta="Servicio" error={e.servicio_id?.message} requerido>
                  {(c) => (
                    <SelectCampo nombre="servicio_id" control={c} convertir={(t) => (t ? Number(t) : null)}>
                      <option value="">Seleccione…</option>
                      {SERVICIOS_PROFESIONISTA.map((s) => (
                        <option key={s.id} value={String(s.id)}>
                          {s.nombre}
                        </option>
                      ))}
                    </SelectCampo>
                  )}
                </Campo>
                <Campo etiqueta="Institución" error={e.institucion?.message} requerido>
                  {(c) => <Input {...c} autoComplete="off" {...register('institucion')} />}
                </Campo>
                <Campo etiqueta="Cédula" error={e.cedula?.message}>
                  {(c) => <Input {...c} autoComplete="off" {...register('cedula')} />}
                </Campo>
              </section>
            ) : null}

            <CampoAreas areas={areas.data ?? []} cargando={areas.isLoading} />
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-border bg-card px-6 py-4 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={alTerminar}>
            Cancelar
          </Button>
          <Button type="submit" disabled={guardar.ocupado || formState.isSubmitting}>
            <Save aria-hidden="true" />
            Guardar
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
