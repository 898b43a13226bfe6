import { toast } from '../lib/avisos';
import { MSG_LIC, MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { Confirmar } from '../components/ui/alert-dialog';
import { solicitar } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { clavesEstablecimiento } from '../licencia/consultas';
import type { DialogoEstablecimientoProps } from './dialogo';
import { rutaEliminar } from '../licencia/estatus';
import type { LicenciaTarjeta } from '../licencia/tipos';

/** 'Eliminar' (spec 1 §6): confirmation, then GET establecimientos/delete/{id}/{motivo}/{estatus}. */
export function EliminarDialog({ establecimiento, abierto, alCambiar, licencia }: DialogoEstablecimientoProps & { licencia: LicenciaTarjeta | null }) {
  const eliminar = useAccion({
    // A GET that changes data (the spec's call): the client shows no success toast for GETs.
    llamar: () => solicitar<unknown>('GET', rutaEliminar(establecimiento.id, licencia), { overlay: true }),
    alExito: (r) => {
      toast.success(r.message || MSG_LIC_EXTRA.establecimientoEliminado);
    },
    invalidar: clavesEstablecimiento(establecimiento.id),
  });
  return (
    <Confirmar
      abierto={abierto}
      alCambiar={alCambiar}
      titulo={`Eliminar ${establecimiento.nombre_comercial}`}
      descripcion={MSG_LIC.eliminarNoDeshacer}
      confirmar="Eliminar"
      destructivo
      alConfirmar={() => void eliminar.ejecutar()}
    />
  );
}
