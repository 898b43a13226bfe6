import { AvisoBebidas } from '../licencia/bebidas-aviso';
import { mensajeBebidas } from '../licencia/bebidas';
import { usePendientesBebidas } from '../licencia/consultas';

/** spec 1 §4.8 on the home screen: every establishment whose beverage licence is due or lapsed. */
export function AvisosBebidas() {
  const pendientes = usePendientesBebidas();
  const lista = pendientes.data ?? [];
  if (!lista.length) return null;
  return (
    <section aria-label="Licencias de bebidas alcohólicas pendientes" className="flex flex-col gap-2">
      {lista.map((p) => (
        <AvisoBebidas
          key={p.locacion_id}
          establecimiento={{ id: p.locacion_id, external_id: '', nombre_comercial: p.nombre_comercial }}
          mensaje={mensajeBebidas(p)}
          suspendida={p.suspendida}
          mostrarNombre
        />
      ))}
    </section>
  );
}
