import { useFormContext, useWatch } from 'react-hook-form';
import { MSG } from '../../../domain/common/messages';
import { NOMBRE_DOCUMENTO_LICENCIA } from '../../../domain/licencia/documentos';
import { aplicarEntregables } from '../../../domain/catalogos/entregables';
import { documentosAplicables, type CatalogosSolicitud } from '../../../domain/licencia/reglas';
import type { LicenciaFormInput } from '../../../domain/licencia/schema';
import { CampoArchivo } from '../../components/archivos/campo-archivo';
import type { ArchivosPendientes } from '../../components/archivos/use-archivos-pendientes';
import { ACEPTAR_DOCUMENTO, AYUDA_DOCUMENTO } from '../../lib/archivos';
import { ACEPTAR_FOTO, validadorDe, type IdsArchivos } from './archivos';
import type { ArchivoEstablecimiento } from './tipos';
import { CAMPOS_REGLAS, datosReglasDe } from './valores';

export interface PropsArchivos {
  editable: boolean;
  guardados: ArchivoEstablecimiento[];
  archivos: ArchivosPendientes<IdsArchivos>;
  /** required codes found missing when sending to review */
  faltantes: ReadonlySet<string>;
  alVer: (a: ArchivoEstablecimiento) => void;
  alEliminar: (a: ArchivoEstablecimiento) => void;
  /** the office's document adjustments and giros the request reads (none: the code's lists) */
  catalogos?: CatalogosSolicitud;
}

/** A slot: a document code, whether it needs a file, and the office's label when it renamed or added it. */
export interface Ranura {
  codigo: string;
  requerido: boolean;
  etiqueta?: string;
}

const nombreGuardado = (a: ArchivoEstablecimiento) => a.nombre;

export function Rejilla({ lista, foto, editable, guardados, archivos, faltantes, alVer, alEliminar }: PropsArchivos & { lista: Ranura[]; foto: boolean }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {lista.map(({ codigo, requerido, etiqueta }) => (
        <CampoArchivo
          key={codigo}
          etiqueta={etiqueta ?? NOMBRE_DOCUMENTO_LICENCIA[codigo as keyof typeof NOMBRE_DOCUMENTO_LICENCIA] ?? codigo}
          requerido={requerido}
          existentes={guardados.filter((a) => a.tipo_archivo === codigo)}
          nombreDe={nombreGuardado}
          archivo={archivos.obtener(codigo)}
          progreso={archivos.avance(codigo)}
          editable={editable}
          aceptar={foto ? ACEPTAR_FOTO : ACEPTAR_DOCUMENTO}
          ayuda={foto ? 'PNG o JPG, menor a 14 MB.' : AYUDA_DOCUMENTO}
          validar={validadorDe(codigo)}
          error={faltantes.has(codigo) ? MSG.requerido : undefined}
          alElegir={(f) => archivos.elegir(codigo, f)}
          alVer={alVer}
          alEliminar={alEliminar}
        />
      ))}
    </div>
  );
}

/** Documentación Adjunta: the documents that apply to the answers so far (spec 1 §3, §5.6). */
export function SeccionDocumentos(props: PropsArchivos) {
  const { control } = useFormContext<LicenciaFormInput>();
  // Only the answers the rules read: typing a name or a number does not render the documents again.
  const reglas = useWatch({ control, name: CAMPOS_REGLAS, compute: datosReglasDe });
  const lista = aplicarEntregables(documentosAplicables(reglas, props.catalogos?.giros), props.catalogos?.ajustes ?? []);
  return (
    <section aria-labelledby="titulo-documentos" className="flex flex-col gap-4">
      <div>
        <h2 id="titulo-documentos" className="text-lg font-semibold">
          Documentación Adjunta
        </h2>
        {props.editable ? (
          <p className="text-sm text-muted-foreground">Los archivos elegidos se adjuntan al presionar «Guardar» o «Actualizar».</p>
        ) : null}
      </div>
      <Rejilla {...props} lista={lista} foto={false} />
    </section>
  );
}
