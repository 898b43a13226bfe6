import { useSearchParams } from 'react-router';
import { Proximamente } from '../components/proximamente';

/** Target of the home buttons until the licence form arrives (spec 1 §2.4, route 'solicitud'). */
export function SolicitudProximamente() {
  const [q] = useSearchParams();
  const area = q.get('tipo') === '2' ? 'SARE' : 'Licencias de Funcionamiento';
  const que = q.get('mercado') === '1' ? 'La apertura de locales de mercado' : q.get('sucursal') === '1' ? 'La apertura de sucursales' : 'La apertura de establecimientos';
  return (
    <Proximamente
      titulo="Solicitud de Licencia"
      descripcion={`${que} (${area}) estará disponible muy pronto en la Ventanilla en línea. Mientras tanto, mantenga su perfil de contribuyente completo y enviado a revisión para iniciar su trámite en cuanto se habilite.`}
    />
  );
}

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
