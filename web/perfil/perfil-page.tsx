import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Save, X } from 'lucide-react';
import { MSG } from '../../domain/common/messages';
import { mascaraTelefono, soloDigitos } from '../../domain/common/telefono';
import { personaSchema } from '../../domain/perfil/schema';
import { Encabezado } from '../components/layout/encabezado';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { PhoneInput } from '../components/ui/masked-input';
import { Cargando } from '../components/ui/skeleton';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import { esContribuyente, useSesionActiva } from '../lib/sesion';
import { useAccion } from '../lib/use-accion';
import type { Perfil } from '../lib/tipos';
import { usePerfil } from './use-perfil';
import { SeccionRecordatorios } from './recordatorios-seccion';

// The same rules as the profile form: a valid e-mail and a 10-digit mobile phone.
const contactoSchema = personaSchema
  .pick({ email: true, telefono_movil: true })
  .refine((v) => Boolean(v.telefono_movil), { path: ['telefono_movil'], message: MSG.requerido });

type Contacto = z.input<typeof contactoSchema>;

function Dato({ etiqueta, valor }: { etiqueta: string; valor: string | null | undefined }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{etiqueta}</dt>
      <dd className="font-medium">{valor || '—'}</dd>
    </div>
  );
}

function FormContacto({ perfil }: { perfil: Perfil }) {
  const qc = useQueryClient();
  const [editando, setEditando] = useState(false);
  const inicial: Contacto = { email: perfil.email ?? '', telefono_movil: mascaraTelefono(perfil.telefono_movil ?? '') };
  const { register, handleSubmit, reset, setError, formState } = useForm<Contacto, unknown, z.output<typeof contactoSchema>>({
    resolver: zodResolver(contactoSchema),
    defaultValues: inicial,
  });
  const contacto = useAccion({
    llamar: (v: Contacto) => api.post<Perfil>(`/api/contribuyentes/${perfil.id}/contacto`, { email: v.email, telefono_movil: soloDigitos(v.telefono_movil ?? '') }),
    // The answer is the profile: no refetch needed.
    alExito: (p) => {
      qc.setQueryData(qk.perfil(p.id), p);
    },
    setError,
  });
  const guardar = handleSubmit(async (v) => {
    const r = await contacto.ejecutar(v);
    if (!r.ok) return;
    reset({ email: r.datos.email, telefono_movil: mascaraTelefono(r.datos.telefono_movil ?? '') });
    setEditando(false);
  });
  const cancelar = () => {
    reset(inicial);
    setEditando(false);
  };
  const e = formState.errors;
  return (
    <form onSubmit={guardar} noValidate>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Campo etiqueta="Correo electrónico" error={e.email?.message} requerido={editando}>
          {(c) => <Input {...c} type="email" readOnly={!editando} autoComplete="email" {...register('email')} />}
        </Campo>
        <Campo etiqueta="Teléfono móvil" error={e.telefono_movil?.message} requerido={editando}>
          {(c) => <PhoneInput {...c} readOnly={!editando} {...register('telefono_movil')} />}
        </Campo>
      </CardContent>
      <CardFooter>
        {editando ? (
          <>
            {/* Distinct keys: reusing the 'Editar' DOM button as a submit button would submit on the same click. */}
            <Button key="guardar" type="submit" disabled={contacto.ocupado}>
              <Save aria-hidden="true" />
              Guardar Cambios
            </Button>
            <Button key="cancelar" variant="outline" onClick={cancelar}>
              <X aria-hidden="true" />
              Cancelar
            </Button>
          </>
        ) : (
          <Button key="editar" variant="secondary" onClick={() => setEditando(true)}>
            <Pencil aria-hidden="true" />
            Editar Perfil
          </Button>
        )}
      </CardFooter>
    </form>
  );
}

/** /admin/perfil (spec 1 §2.7): own data read-only; phone and e-mail editable. */
export function PerfilPage() {
  const sesion = useSesionActiva();
  const perfil = usePerfil(esContribuyente(sesion) ? sesion.contribuyente?.id : undefined);
  const p = perfil.data;
  const moral = p?.tipo_persona === 2;
  const u = sesion.user;
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Perfil" />
      <Card>
        <CardHeader>
          <CardTitle>Datos generales</CardTitle>
        </CardHeader>
        <CardContent>
          {perfil.isLoading ? (
            <Cargando />
          ) : (
            <dl className="grid gap-4 sm:grid-cols-3">
              {moral ? (
                <Dato etiqueta="Razón social" valor={p?.razon_social} />
              ) : (
                <>
                  <Dato etiqueta="Nombre(s)" valor={p?.nombre || u.nombre} />
                  <Dato etiqueta="Primer apellido" valor={p?.apellido1 || u.apellido1} />
                  <Dato etiqueta="Segundo apellido" valor={p?.apellido2 || u.apellido2} />
                </>
              )}
              <Dato etiqueta="RFC" valor={p?.rfc || u.rfc} />
              {p ? null : <Dato etiqueta="Correo electrónico" valor={u.email} />}
            </dl>
          )}
        </CardContent>
      </Card>
      {p ? (
        <Card>
          <CardHeader>
            <CardTitle>Datos de contacto</CardTitle>
          </CardHeader>
          <FormContacto key={`${p.id}-${p.email}-${p.telefono_movil}`} perfil={p} />
        </Card>
      ) : null}
      {esContribuyente(sesion) ? <SeccionRecordatorios /> : null}
    </div>
  );
}
