import { Proximamente } from '../components/proximamente';

/** spec 1 §1, §6: the operativo role lands here; its screens come with the programmes it serves. */
export function BeneficiariosPage() {
  return (
    <Proximamente
      titulo="Beneficiarios"
      descripcion="El padrón de beneficiarios de los programas municipales estará disponible muy pronto en esta sección."
    />
  );
}
