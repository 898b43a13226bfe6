import { useFormContext } from 'react-hook-form';
import { NOMBRE_DOCUMENTO, type CodigoDocumento } from '../../domain/perfil/schema';
import { CampoArchivo } from '../components/archivos/campo-archivo';
import type { Documento } from '../lib/tipos';
import { AMBITO_CONTRIBUYENTE, claveArchivo } from './archivos';
import { nombreArchivo, type AccionesDocumento, type ArchivosPerfil } from './use-archivos-perfil';
import type { ValoresPerfil } from './valores';

/** The taxpayer's own documents: SAT certificate, identification, and the articles of incorporation for a persona moral. */
export function SeccionDocumentos({ editable, documentos, archivos, acciones }: { editable: boolean; documentos: Documento[]; archivos: ArchivosPerfil; acciones: AccionesDocumento }) {
  const { watch } = useFormContext<ValoresPerfil>();
  const codigos: CodigoDocumento[] = watch('tipo_persona') === 2 ? ['constancia', 'identificacion', 'acta_constitutiva'] : ['constancia', 'identificacion'];
  const propios = documentos.filter((d) => d.representante_id === null);
  return (
    <section aria-labelledby="titulo-documentos" className="flex flex-col gap-4">
      <div>
        <h2 id="titulo-documentos" className="text-lg font-semibold">
          Documentos del contribuyente
        </h2>
        <p className="text-sm text-muted-foreground">Los archivos elegidos se adjuntan al presionar «Guardar».</p>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {codigos.map((codigo) => {
          const clave = claveArchivo(AMBITO_CONTRIBUYENTE, codigo);
          return (
            <CampoArchivo
              key={codigo}
              etiqueta={NOMBRE_DOCUMENTO[codigo]}
              existentes={propios.filter((d) => d.codigo === codigo)}
              nombreDe={nombreArchivo}
              archivo={archivos.obtener(clave)}
              progreso={archivos.avance(clave)}
              editable={editable}
              reemplaza
              alElegir={(f) => archivos.elegir(clave, f)}
              {...acciones}
            />
          );
        })}
      </div>
    </section>
  );
}
