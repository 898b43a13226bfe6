import { useId, useState } from 'react';
import { KeyRound, Pencil, Power, PowerOff, Tablet, TabletSmartphone, Trash2 } from 'lucide-react';
import { MSG_USUARIOS } from '../../domain/usuarios/mensajes';
import { HORAS_ENLACE } from '../../domain/usuarios/activacion';
import { Confirmar } from '../components/ui/alert-dialog';
import { Badge } from '../components/ui/badge';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Paginacion } from '../components/ui/pagination';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { MenuAcciones, type AccionMenu } from '../establecimientos/menu-acciones';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { qkUsuarios, useUsuarios, type UsuarioFila } from './consultas';
import { DialogoTableta } from './dialogo-tableta';
import { accionesDe, coincideUsuario, paginar } from './reglas';

type Operacion = 'eliminar' | 'habilitar' | 'deshabilitar' | 'desvincular' | 'enlace';

/** Each confirmation's question and the call it makes (spec 3 §2.9: SI/NO). */
const OPERACIONES: Record<Operacion, { titulo: (u: UsuarioFila) => string; descripcion: (u: UsuarioFila) => string; llamar: (u: UsuarioFila) => Promise<unknown>; destructiva: boolean }> = {
  eliminar: {
    titulo: () => '¿Desea eliminar el usuario?',
    descripcion: (u) => `${u.nombre_completo} (${u.username}) ya no podrá iniciar sesión y dejará de aparecer en la lista.`,
    llamar: (u) => api.del<unknown>(`/api/users/${u.id}`),
    destructiva: true,
  },
  habilitar: {
    titulo: () => '¿Desea habilitar el usuario?',
    descripcion: (u) => `${u.nombre_completo} (${u.username}) podrá volver a iniciar sesión.`,
    llamar: (u) => api.post<unknown>(`/api/users/${u.id}/activate`),
    destructiva: false,
  },
  deshabilitar: {
    titulo: () => '¿Desea deshabilitar el usuario?',
    descripcion: (u) => `${u.nombre_completo} (${u.username}) no podrá iniciar sesión y sus sesiones abiertas se cerrarán.`,
    llamar: (u) => api.post<unknown>(`/api/users/${u.id}/deactivate`),
    destructiva: true,
  },
  // Never a password: the person chooses it through the link (domain/usuarios/activacion.ts).
  enlace: {
    titulo: (u) => (u.activacion_pendiente ? '¿Desea enviar un nuevo enlace de activación?' : '¿Desea enviar un enlace para elegir una nueva contraseña?'),
    descripcion: (u) =>
      u.activacion_pendiente
        ? `${u.nombre_completo} (${u.username}) recibirá en ${u.email} un enlace para activar su cuenta y elegir su contraseña. Vence en ${HORAS_ENLACE} horas; el enlace anterior deja de funcionar.`
        : `${u.nombre_completo} (${u.username}) recibirá en ${u.email} un enlace para elegir una nueva contraseña; la actual sigue funcionando hasta que lo use. Vence en ${HORAS_ENLACE} horas.`,
    llamar: (u) => api.post<unknown>(`/api/users/${u.id}/enlace`),
    destructiva: false,
  },
  desvincular: {
    titulo: () => '¿Desea desvincular la tableta?',
    descripcion: (u) => `La tableta ${u.unidad?.serie ?? ''} dejará de estar asignada a ${u.nombre_completo} (${u.username}).`,
    llamar: (u) => api.post<unknown>(`/api/tramite/${u.id}/remove-unit`),
    destructiva: true,
  },
};

interface Props {
  actor: { id: number; role: string };
  alEditar: (u: UsuarioFila) => void;
}

/** spec 3 §2.9: the internal accounts, searched and paged 10 at a time, each with its actions. */
export function TablaUsuarios({ actor, alEditar }: Props) {
  const usuarios = useUsuarios();
  const [busqueda, setBusqueda] = useState('');
  const [pagina, setPagina] = useState(1);
  const [pendiente, setPendiente] = useState<{ op: Operacion; u: UsuarioFila } | null>(null);
  const [paraTableta, setParaTableta] = useState<UsuarioFila | null>(null);
  const resumenId = useId();
  const operar = useAccion({ llamar: (p: { op: Operacion; u: UsuarioFila }) => OPERACIONES[p.op].llamar(p.u), invalidar: [qkUsuarios.todo] });

  const todos = usuarios.data ?? [];
  const coinciden = todos.filter((u) => coincideUsuario(u, busqueda));
  const vista = paginar(coinciden, pagina);

  const confirmar = async () => {
    if (!pendiente) return;
    const p = pendiente;
    setPendiente(null);
    await operar.ejecutar(p);
  };

  const accionesMenu = (u: UsuarioFila): AccionMenu[] => {
    const a = accionesDe(actor, u);
    const lista: AccionMenu[] = [];
    if (a.editar) lista.push({ clave: 'editar', etiqueta: 'Editar', icono: <Pencil aria-hidden="true" />, alElegir: () => alEditar(u) });
    if (a.estatus && u.estatus === 1) lista.push({ clave: 'deshabilitar', etiqueta: 'Deshabilitar', icono: <PowerOff aria-hidden="true" />, alElegir: () => setPendiente({ op: 'deshabilitar', u }) });
    if (a.estatus && u.estatus !== 1) lista.push({ clave: 'habilitar', etiqueta: 'Habilitar', icono: <Power aria-hidden="true" />, alElegir: () => setPendiente({ op: 'habilitar', u }) });
    if (a.enlace) {
      const etiqueta = u.activacion_pendiente ? 'Enviar enlace de activación' : 'Enviar enlace de contraseña';
      lista.push({ clave: 'enlace', etiqueta, icono: <KeyRound aria-hidden="true" />, alElegir: () => setPendiente({ op: 'enlace', u }) });
    }
    if (a.asignarTableta) lista.push({ clave: 'asignar', etiqueta: 'Asignar tableta', icono: <Tablet aria-hidden="true" />, alElegir: () => setParaTableta(u) });
    if (a.desvincularTableta) lista.push({ clave: 'desvincular', etiqueta: 'Desvincular tableta', icono: <TabletSmartphone aria-hidden="true" />, alElegir: () => setPendiente({ op: 'desvincular', u }) });
    if (a.eliminar) lista.push({ clave: 'eliminar', etiqueta: 'Eliminar', icono: <Trash2 aria-hidden="true" />, alElegir: () => setPendiente({ op: 'eliminar', u }), destructiva: true });
    return lista;
  };

  return (
    <section className="flex flex-col gap-4" aria-label="Usuarios del sistema">
      <Campo etiqueta="Buscar" ayuda="Id, RFC, nombre, rol, usuario, correo o estatus" className="max-w-md">
        {(c) => (
          <Input
            {...c}
            type="search"
            value={busqueda}
            autoComplete="off"
            onChange={(e) => {
              setBusqueda(e.target.value);
              setPagina(1);
            }}
          />
        )}
      </Campo>
      {usuarios.isLoading ? (
        <Cargando filas={6} />
      ) : (
        <>
          <p id={resumenId} className="text-sm text-muted-foreground" aria-live="polite">
            {todos.length} usuarios{busqueda.trim() ? `; ${coinciden.length} coinciden con la búsqueda` : ''}.
            {vista.ultima > 1 ? ` Página ${vista.pagina} de ${vista.ultima}.` : ''}
          </p>
          <Table aria-describedby={resumenId}>
            <TableCaption>Usuarios</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead className="text-right">Id</TableHead>
                <TableHead>RFC</TableHead>
                <TableHead>Nombre completo</TableHead>
                <TableHead>Rol</TableHead>
                <TableHead>Usuario</TableHead>
                <TableHead>Correo</TableHead>
                <TableHead>Estatus</TableHead>
                <TableHead>Tableta</TableHead>
                <TableHead className="text-right">Acciones</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody vacio={MSG_USUARIOS.sinRegistros}>
              {vista.filas.map((u) => {
                const acciones = accionesMenu(u);
                return (
                  <TableRow key={u.id}>
                    <TableCell className="text-right align-middle tabular-nums">{u.id}</TableCell>
                    <TableCell className="align-middle font-mono text-xs">{u.rfc ?? '—'}</TableCell>
                    <TableCell className="align-middle font-medium">{u.nombre_completo}</TableCell>
                    <TableCell className="align-middle">{u.rol_etiqueta}</TableCell>
                    <TableCell className="align-middle">{u.username}</TableCell>
                    <TableCell className="align-middle">
                      <Correo email={u.email} />
                    </TableCell>
                    <TableCell className="align-middle">
                      <div className="flex flex-col items-start gap-1">
                        <Badge variant={u.estatus === 1 ? 'success' : 'secondary'}>{u.estatus_etiqueta}</Badge>
                        {u.activacion_pendiente ? <span className="text-xs text-muted-foreground">Pendiente de activación</span> : null}
                        {u.clave_temporal ? <span className="text-xs text-muted-foreground">Contraseña temporal</span> : null}
                      </div>
                    </TableCell>
                    <TableCell className="align-middle">
                      <span className="font-semibold">{u.tableta}</span>
                      {u.unidad ? <span className="block text-xs text-muted-foreground">{u.unidad.serie}</span> : null}
                    </TableCell>
                    <TableCell className="text-right align-middle">
                      {acciones.length ? (
                        <MenuAcciones etiqueta={`Acciones de ${u.username}`} acciones={acciones} />
                      ) : (
                        <span className="text-muted-foreground">
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">Sin acciones</span>
                        </span>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Paginacion pagina={vista.pagina} ultima={vista.ultima} alCambiar={setPagina} />
        </>
      )}
      <Confirmar
        abierto={pendiente !== null}
        alCambiar={(v) => !v && setPendiente(null)}
        titulo={pendiente ? OPERACIONES[pendiente.op].titulo(pendiente.u) : ''}
        descripcion={pendiente ? OPERACIONES[pendiente.op].descripcion(pendiente.u) : ''}
        confirmar="SI"
        cancelar="NO"
        destructivo={pendiente ? OPERACIONES[pendiente.op].destructiva : false}
        alConfirmar={() => void confirmar()}
      />
      <DialogoTableta usuario={paraTableta} alCerrar={() => setParaTableta(null)} />
    </section>
  );
}

/** The address may break before its '@' only: a narrow column never splits a name in two. */
function Correo({ email }: { email: string }) {
  const i = email.indexOf('@');
  if (i <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, i)}
      <wbr />
      {email.slice(i)}
    </>
  );
}
