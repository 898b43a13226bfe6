import { Encabezado } from '../components/layout/encabezado';
import { VentanillaCards } from './ventanilla-cards';

export function VentanillaPage() {
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Ventanilla en línea" descripcion="Trámites que puede realizar en la ventanilla del municipio." />
      <VentanillaCards />
    </div>
  );
}
