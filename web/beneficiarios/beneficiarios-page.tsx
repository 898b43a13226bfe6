import { Proximamente } from '../components/proximamente';

/** spec 1 §1, §6: the operativo role lands here; its screens come with the programmes it serves. */
export function BeneficiariosPage() {
  return (
    <Proximamente
      titulo="Beneficiarios"
      descripcion="El padrón de beneficiarios de los programas municipales todavía no está disponible en la Ventanilla en línea; su área lo consulta por ahora en los sistemas internos del municipio."
    />
  );
}
