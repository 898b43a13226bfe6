import { useSearchParams } from 'react-router';
import { OFICINA_LICENCIAS, Proximamente } from '../components/proximamente';

/** Target of RENOVACIÓN DE EJERCICIOS ANTERIORES until the renewal arrives (spec 1 §2.4, route 'solicitud-renovacion'). */
export function RenovacionProximamente() {
  const [q] = useSearchParams();
  const mercado = q.get('mercado') === '1';
  return (
    <Proximamente
      titulo={mercado ? 'Renovación de local de mercado' : 'Renovación de licencia'}
      descripcion={`La renovación ${mercado ? 'de licencias de locales de mercado' : 'de licencias de ejercicios anteriores'} todavía no puede realizarse en la Ventanilla en línea. Puede hacerla en persona en ${OFICINA_LICENCIAS}.`}
    />
  );
}
