import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Encabezado } from '../components/layout/encabezado';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Cargando } from '../components/ui/skeleton';
import { Visor } from '../components/visor';
import { api, descargarArchivo } from '../lib/api';
import { qk } from '../lib/consultas';
import { useSesionActiva } from '../lib/sesion';
import type { Documento } from '../lib/tipos';
import { mimeDe } from '../licencia/archivos';
import { useDocumentosEstablecimientos } from '../licencia/consultas';
import type { DocumentosEstablecimiento } from '../licencia/tipos';
import { TablaDocumentos, type FilaDocumento } from '../tramite/tabla-documentos';

const SIN_REGISTROS = 'Sin registros';

type Fila = Pick<Documento, 'id' | 'nombre' | 'nombre_archivo' | 'mime' | 'created_at'> & FilaDocumento;

/** A stored file as a row of the shared documents table, with its download. */
function fila(d: Pick<Documento, 'id' | 'nombre' | 'nombre_archivo' | 'mime' | 'created_at'>): Fila {
  return { ...d, titulo: d.nombre, archivo: d.nombre_archivo };
}

function descargar(d: Fila) {
  void descargarArchivo(`/api/documentacion/${d.id}`, d.nombre_archivo).catch(() => undefined);
}

/** A file of GET establecimientos/documentos as a row, titled as the API names it (spec 1 §2.8). */
function filaDeArchivo(a: DocumentosEstablecimiento['archivos'][number]): Fila {
  return fila({ id: a.id, nombre: a.etiqueta, nombre_archivo: a.nombre, mime: a.mime ?? mimeDe(a.nombre, a.tipo_archivo), created_at: a.created_at });
}

/** /admin/mis-documentos (spec 1 §2.8). */
export function MisDocumentosPage() {
  const sesion = useSesionActiva();
  const id = sesion.contribuyente?.id;
  const [visor, setVisor] = useState<Fila | null>(null);
  const docs = useQuery({
    queryKey: qk.documentos(id ?? 0),
    queryFn: () => api.get<Documento[]>(`/api/contribuyentes/${id}/documentos`),
    enabled: Boolean(id),
  });
  const establecimientos = useDocumentosEstablecimientos(Boolean(id));
  // An establishment's files belong to its section, even if the taxpayer's list also returns them.
  const deEstablecimientos = new Set((establecimientos.data ?? []).flatMap((e) => e.archivos.map((a) => a.id)));
  const lista = (docs.data ?? []).filter((d) => !deEstablecimientos.has(d.id));
  const propios = lista.filter((d) => d.representante_id === null);
  const porPersona = new Map<string, Documento[]>();
  for (const d of lista.filter((x) => x.representante_id !== null)) {
    const k = `${d.representante_id}|${d.representante_nombre ?? ''}`;
    porPersona.set(k, [...(porPersona.get(k) ?? []), d]);
  }

  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Mis documentos" descripcion="Documentos que ha adjuntado en la Ventanilla en línea." />
      {docs.isLoading || establecimientos.isLoading ? (
        <Cargando filas={4} />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Documentos del contribuyente</CardTitle>
            </CardHeader>
            <CardContent>
              <TablaDocumentos titulo="Documentos del contribuyente" documentos={propios.map(fila)} alVer={setVisor} alDescargar={descargar} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Documentos de representantes y tramitadores</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              {porPersona.size === 0 ? <p className="text-muted-foreground">{SIN_REGISTROS}</p> : null}
              {[...porPersona.entries()].map(([k, ds]) => {
                const nombre = ds[0].representante_nombre ?? 'Representante';
                return (
                  <section key={k} aria-label={nombre} className="flex flex-col gap-2">
                    <h3 className="font-semibold">{nombre}</h3>
                    <TablaDocumentos titulo={`Documentos de ${nombre}`} documentos={ds.map(fila)} alVer={setVisor} alDescargar={descargar} />
                  </section>
                );
              })}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Documentos de establecimientos</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              {!establecimientos.data?.length ? <p className="text-muted-foreground">{SIN_REGISTROS}</p> : null}
              {(establecimientos.data ?? []).map((e) => (
                <section key={e.id} aria-label={e.nombre_comercial} className="flex flex-col gap-2">
                  <h3 className="font-semibold">{e.nombre_comercial}</h3>
                  <TablaDocumentos titulo={`Documentos de ${e.nombre_comercial}`} documentos={e.archivos.map(filaDeArchivo)} alVer={setVisor} alDescargar={descargar} />
                </section>
              ))}
            </CardContent>
          </Card>
        </>
      )}
      <Visor fuente={visor} alCerrar={() => setVisor(null)} />
    </div>
  );
}
