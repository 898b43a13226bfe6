import { useState } from 'react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { toast } from '../../lib/avisos';
import { MSG_CAMBIOS, MSG_CAMBIOS_EXTRA } from '../../../domain/cambios/comun';
import { Confirmar } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import type { CambioBaseDto } from './tipos';

/**
 * A movement panel's buttons for the request in course (spec 2 §2): 'Actualizar' (only while
 * editable), 'Ver', and 'Borrar' with the spec's confirmation. `eliminar` deletes it (the API
 * client already shows a refusal); `refrescar` reloads the panel afterwards.
 */
export function AccionesMovimiento({
  solicitud,
  alAbrir,
  eliminar,
  refrescar,
}: {
  solicitud: Pick<CambioBaseDto, 'editable' | 'eliminable'>;
  alAbrir: (modo: 'editar' | 'ver') => void;
  eliminar: () => Promise<unknown>;
  refrescar: () => Promise<unknown>;
}) {
  const [borrar, setBorrar] = useState(false);
  const borrarYa = async () => {
    try {
      await eliminar();
      toast.success(MSG_CAMBIOS_EXTRA.eliminada);
    } catch {
      return;
    }
    await refrescar();
  };
  return (
    <>
      {solicitud.editable ? (
        <Button size="sm" variant="secondary" onClick={() => alAbrir('editar')}>
          <Pencil aria-hidden="true" />
          Actualizar
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => alAbrir('ver')}>
        <Eye aria-hidden="true" />
        Ver
      </Button>
      {solicitud.eliminable ? (
        <Button size="sm" variant="destructive" onClick={() => setBorrar(true)}>
          <Trash2 aria-hidden="true" />
          Borrar
        </Button>
      ) : null}
      <Confirmar
        abierto={borrar}
        alCambiar={setBorrar}
        titulo={MSG_CAMBIOS.confirmarEliminar}
        descripcion={MSG_CAMBIOS.noReversible}
        confirmar="Aceptar"
        cancelar="Cancelar"
        destructivo
        alConfirmar={() => void borrarYa()}
      />
    </>
  );
}
