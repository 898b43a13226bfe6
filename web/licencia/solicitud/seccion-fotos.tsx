import { aplicarEntregables } from '../../../domain/catalogos/entregables';
import { fotosAplicables } from '../../../domain/licencia/reglas';
import { Rejilla, type PropsArchivos } from './seccion-documentos';

/** Fotografías of the establishment: png, jpg or jpeg (spec 1 §5.1, §5.6). */
export function SeccionFotos(props: PropsArchivos) {
  return (
    <section aria-labelledby="titulo-fotos" className="flex flex-col gap-4">
      <div>
        <h2 id="titulo-fotos" className="text-lg font-semibold">
          Fotografías
        </h2>
        {props.editable ? (
          <p className="text-sm text-muted-foreground">Fotografías del establecimiento en formato PNG o JPG. Se adjuntan al presionar «Guardar» o «Actualizar».</p>
        ) : null}
      </div>
      <Rejilla {...props} lista={aplicarEntregables(fotosAplicables({ renovacion: false }), (props.catalogos?.ajustes ?? []).filter((a) => !a.adicional))} foto />
    </section>
  );
}
