import { useSearchParams } from 'react-router';
import { Proximamente } from '../components/proximamente';

/** Target of RENOVACIÓN DE EJERCICIOS ANTERIORES until the renewal arrives (spec 1 §2.4, route 'solicitud-renovacion'). */
export function RenovacionProximamente() {
  const [q] = useSearchParams();
  const mercado = q.get('mercado') === '1';
  return (
    <Proximamente
      titulo={mercado ? 'Renovación de local de mercado' : 'Renovación de licencia'}
      descripcion={`La renovación ${mercado ? 'de licencias de locales de mercado' : 'de licencias de ejercicios anteriores'} estará disponible muy pronto en la Ventanilla en línea.`}
    />
  );
}
