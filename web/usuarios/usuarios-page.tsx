import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { ROLES_ADMIN_USUARIOS } from '../../domain/usuarios/catalogos';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Tabs } from '../components/ui/tabs';
import { useSesionActiva } from '../lib/sesion';
import { BitacoraUsuarios } from './bitacora';
import type { UsuarioFila } from './consultas';
import { DialogoUsuario } from './dialogo-usuario';
import { TablaUsuarios } from './tabla-usuarios';

/**
 * /admin/usuarios — internal accounts (spec 3 §2.9, §6): root and administrador create,
 * edit, enable, disable and delete them and hand out tablets; root also reads the audit trail.
 */
export function UsuariosPage() {
  const sesion = useSesionActiva();
  const [pestana, setPestana] = useState('usuarios');
  // undefined: closed; null: a new account; a row: editing it.
  const [editando, setEditando] = useState<UsuarioFila | null | undefined>(undefined);

  if (!(ROLES_ADMIN_USUARIOS as readonly string[]).includes(sesion.role)) {
    return (
      <div className="flex flex-col gap-6">
        <Encabezado titulo="Usuarios" />
        <Alert variant="warning" title="Sin acceso">
          Esta sección es exclusiva de los administradores del sistema.
        </Alert>
      </div>
    );
  }

  const actor = { id: sesion.id, role: sesion.role };
  const tabla = <TablaUsuarios actor={actor} alEditar={setEditando} />;
  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo="Usuarios"
        descripcion="Cuentas del personal del municipio: tipo, áreas, estatus y tableta asignada."
        acciones={
          <Button onClick={() => setEditando(null)}>
            <UserPlus aria-hidden="true" />
            Nuevo Usuario
          </Button>
        }
      />
      {sesion.role === 'root' ? (
        <Tabs
          etiqueta="Secciones de Usuarios"
          valor={pestana}
          alCambiar={setPestana}
          pestanas={[
            { valor: 'usuarios', etiqueta: 'Usuarios', contenido: tabla },
            { valor: 'bitacora', etiqueta: 'Bitácora', contenido: <BitacoraUsuarios /> },
          ]}
        />
      ) : (
        tabla
      )}
      <DialogoUsuario usuario={editando} rolActor={sesion.role} alCerrar={() => setEditando(undefined)} />
    </div>
  );
}
