// Revisar y enviar: what the request will send, section by section, before the send action of the
// action bar (spec 1 §2.10, §4.3). Loaded when the step is reached (pasos-diferidos.ts).
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CATEGORIAS, giroPorId, TIPOS_LOCAL, TIPOS_PROPIEDAD } from '../../../domain/catalogos/establecimientos';
import { NOMBRE_DOCUMENTO_LICENCIA } from '../../../domain/licencia/documentos';
import type { LicenciaFormInput } from '../../../domain/licencia/schema';
import { Button } from '../../components/ui/button';
import { formatearFecha, formatearMoneda } from '../../lib/formato';
import { esFoto } from './archivos';
import type { IdPaso } from './pasos';
import type { ArchivoEstablecimiento } from './tipos';

export { SeccionAnunciosLicencia } from '../../anuncios/seccion-licencia';

const texto = (v: unknown): string => (v === null || v === undefined || String(v).trim() === '' ? '—' : String(v));
const etiquetaDe = (items: readonly { id: number; label: string }[], v: unknown) => items.find((x) => x.id === Number(v))?.label ?? '—';
const nombreDocumento = (codigo: string) => NOMBRE_DOCUMENTO_LICENCIA[codigo as keyof typeof NOMBRE_DOCUMENTO_LICENCIA] ?? codigo;

function Grupo({ titulo, paso, alIr, children }: { titulo: string; paso: IdPaso; alIr: (p: IdPaso) => void; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{titulo}</h3>
        <Button type="button" variant="link" size="sm" className="min-h-6 px-0" onClick={() => alIr(paso)} aria-label={`Modificar ${titulo}`}>
          Modificar
        </Button>
      </div>
      {children}
    </div>
  );
}

function Datos({ filas }: { filas: [string, string][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {filas.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="mb-1 break-words sm:mb-0">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Archivos({ codigos }: { codigos: string[] }) {
  if (!codigos.length) return <p className="text-sm text-muted-foreground">Sin archivos adjuntos.</p>;
  return (
    <ul className="list-disc pl-5 text-sm">
      {codigos.map((c) => (
        <li key={c}>{nombreDocumento(c)}</li>
      ))}
    </ul>
  );
}

interface Props {
  /** the request's steps (a market opening has no Ubicación) */
  pasos: readonly IdPaso[];
  guardados: ArchivoEstablecimiento[];
  /** codes of the files chosen and not yet uploaded */
  pendientes: string[];
  alIr: (p: IdPaso) => void;
}

/** The summary of what will be sent (spec 1 §2.10): each section's answers and files, with a way back to it. */
export function ResumenSolicitud({ pasos, guardados, pendientes, alIr }: Props) {
  const { control } = useFormContext<LicenciaFormInput>();
  const v = useWatch({ control });
  const adjuntos = [...new Set([...guardados.map((a) => a.tipo_archivo), ...pendientes])];
  const d = v.domicilio ?? {};
  return (
    <section aria-labelledby="titulo-revisar" className="flex flex-col gap-4">
      <div>
        <h2 id="titulo-revisar" className="text-lg font-semibold">
          Revisar y enviar
        </h2>
        <p className="text-sm text-muted-foreground">Revise lo que se enviará. Los archivos elegidos se adjuntan al presionar «Guardar» o «Actualizar».</p>
      </div>
      <Grupo titulo="Predial" paso="predial" alIr={alIr}>
        <Datos filas={[['Clave catastral', texto(v.clave_catastral)]]} />
      </Grupo>
      <Grupo titulo="Datos de Establecimiento" paso="establecimiento" alIr={alIr}>
        <Datos
          filas={[
            ['Nombre comercial', texto(v.nombre_comercial)],
            ['Fecha de alta en hacienda', v.fecha_alta_hacienda ? formatearFecha(String(v.fecha_alta_hacienda)) : '—'],
            ['Actividad principal', texto(giroPorId(Number(v.giro_actividad_id))?.nombre)],
            ['Tipo de propiedad', etiquetaDe(TIPOS_PROPIEDAD, v.tipo_propiedad_id)],
            ['Categoría', etiquetaDe(CATEGORIAS, v.categoria_id)],
            ['Tipo de local', etiquetaDe(TIPOS_LOCAL, v.tipo_local_id)],
            ['Teléfono de oficina', texto(v.telefono_oficina)],
            ['Superficie en m²', texto(v.superficie_m2)],
            ['Número de empleados', texto(v.numero_empleados)],
            ['Inversión estimada', v.inversion_estimada ? formatearMoneda(String(v.inversion_estimada).replace(/[$,\s]/g, '')) : '—'],
          ]}
        />
      </Grupo>
      <Grupo titulo="Documentación Adjunta" paso="documentos" alIr={alIr}>
        <Archivos codigos={adjuntos.filter((c) => !esFoto(c))} />
      </Grupo>
      {pasos.includes('ubicacion') ? (
        <Grupo titulo="Datos de Ubicación" paso="ubicacion" alIr={alIr}>
          <Datos
            filas={[
              ['Código postal', texto(d.codigo_postal)],
              ['Número exterior', texto(d.numero_exterior)],
              ['Latitud', texto(d.latitud)],
              ['Longitud', texto(d.longitud)],
            ]}
          />
        </Grupo>
      ) : null}
      <Grupo titulo="Fotografías" paso="fotos" alIr={alIr}>
        <Archivos codigos={adjuntos.filter(esFoto)} />
      </Grupo>
    </section>
  );
}
