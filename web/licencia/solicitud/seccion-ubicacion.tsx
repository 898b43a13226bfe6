import { CamposDomicilio } from '../../components/domicilio/campos-domicilio';
import { CamposMapa } from '../../components/domicilio/campos-mapa';

/** Datos de Ubicación: the address and the point on the map (spec 1 §2.10, §3 Address, §7.6, §9). */
export function SeccionUbicacion({ editable, mapaActivo }: { editable: boolean; mapaActivo: boolean }) {
  return (
    <section aria-labelledby="titulo-ubicacion" className="flex flex-col gap-4">
      <h2 id="titulo-ubicacion" className="text-lg font-semibold">
        Datos de Ubicación
      </h2>
      {/* domicilioLicenciaSchema keeps the ids as numbers; the numbers allow 20 characters. */}
      <CamposDomicilio editable={editable} formato="numero" cruzamientos maxNumero={20} />
      {/* spec 1 §7.6: a click on the map also fills the fields above (same ids, stored as numbers). */}
      <CamposMapa editable={editable} activo={mapaActivo} formato="numero" />
    </section>
  );
}
