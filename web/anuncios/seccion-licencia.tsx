import type { EstablecimientoRef } from '../licencia/dialogo';
import { ListaSolicitudesAnuncio } from './lista-solicitudes';

/** The licence form's 'Anuncios' (spec 3 §2.2): the establishment's sign requests and 'Agregar anuncio'. */
export function SeccionAnunciosLicencia({ establecimiento }: { establecimiento: EstablecimientoRef }) {
  return (
    <section aria-labelledby="titulo-anuncios-licencia" className="flex flex-col gap-3">
      <div>
        <h2 id="titulo-anuncios-licencia" className="text-lg font-semibold">
          Anuncios
        </h2>
        <p className="text-sm text-muted-foreground">Los anuncios del establecimiento se autorizan aparte de la licencia; se solicitan con la licencia enviada a revisión y el impuesto predial pagado.</p>
      </div>
      <ListaSolicitudesAnuncio establecimiento={establecimiento} />
    </section>
  );
}
