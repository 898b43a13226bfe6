import { useState } from 'react';
import { Tablet } from 'lucide-react';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { Cargando } from '../components/ui/skeleton';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { qkUsuarios, useTabletasLibres, type UsuarioFila } from './consultas';

/** 'Asignar tableta' (spec 3 §6, §7.8): a profesionista or brigadista receives a tablet nobody holds. */
export function DialogoTableta({ usuario, alCerrar }: { usuario: UsuarioFila | null; alCerrar: () => void }) {
  return (
    <Dialog open={usuario !== null} onOpenChange={(v) => !v && alCerrar()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Asignar tableta</DialogTitle>
          <DialogDescription>{usuario ? `${usuario.nombre_completo} (${usuario.username}) · ${usuario.rol_etiqueta}` : ''}</DialogDescription>
        </DialogHeader>
        {usuario ? <FormularioTableta key={usuario.id} usuario={usuario} alTerminar={alCerrar} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FormularioTableta({ usuario, alTerminar }: { usuario: UsuarioFila; alTerminar: () => void }) {
  const libres = useTabletasLibres(true);
  const [unidad, setUnidad] = useState('');
  const [error, setError] = useState<string | undefined>();
  const asignar = useAccion({ llamar: (unitId: number) => api.post<unknown>(`/api/tramite/${usuario.id}/unit/${unitId}`), invalidar: [qkUsuarios.todo] });
  const enviar = async () => {
    if (!unidad) {
      setError('Seleccione una tableta');
      return;
    }
    if ((await asignar.ejecutar(Number(unidad))).ok) alTerminar();
  };
  const tabletas = libres.data ?? [];

  if (libres.isLoading) return <Cargando filas={2} />;
  return (
    <form
      noValidate
      aria-label="Asignar tableta"
      className="flex flex-col gap-4"
      onSubmit={(ev) => {
        ev.preventDefault();
        void enviar();
      }}
    >
      {tabletas.length === 0 ? (
        <Alert variant="warning">No hay tabletas disponibles: todas están asignadas.</Alert>
      ) : (
        <Campo etiqueta="Tableta" error={error} requerido>
          {(c) => (
            <Select
              {...c}
              value={unidad}
              onChange={(e) => {
                setUnidad(e.target.value);
                setError(undefined);
              }}
            >
              <option value="">Seleccione…</option>
              {tabletas.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.descripcion ? `${t.serie} · ${t.descripcion}` : t.serie}
                </option>
              ))}
            </Select>
          )}
        </Campo>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={alTerminar}>
          Cancelar
        </Button>
        <Button type="submit" disabled={asignar.ocupado || tabletas.length === 0}>
          <Tablet aria-hidden="true" />
          Asignar
        </Button>
      </DialogFooter>
    </form>
  );
}
