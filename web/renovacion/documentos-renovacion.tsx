import { useState } from 'react';
import { Eye, Paperclip } from 'lucide-react';
import type { EstablecimientoDetalle } from '../../api/establecimientos/establecimientos.schemas';
import { NOMBRE_DOCUMENTO_LICENCIA } from '../../domain/licencia/documentos';
import type { CodigoDocumento } from '../../domain/licencia/constantes';
import { esCodigoFoto } from '../../domain/licencia/reglas';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import type { FuenteVisor } from '../components/visor';
import { mimeDeNombre } from '../licencia/solicitud/archivos';
import { SubirDocumentoDialog } from '../licencia/subir-documento-dialog';

/**
 * What a renewal may bring besides the documents the business still owes: the property-tax
 * receipt and the front photo (spec 1 §5.6: optional on a renewal).
 */
const OPCIONALES: readonly string[] = ['pago_predial', 'frente'];

const nombre = (codigo: string) => NOMBRE_DOCUMENTO_LICENCIA[codigo as CodigoDocumento] ?? codigo;

/** The renewal's documents: the required ones first; each attached file can be seen, each missing one attached. */
export function DocumentosRenovacion({ detalle: d, editable, alVer }: { detalle: EstablecimientoDetalle; editable: boolean; alVer: (f: FuenteVisor) => void }) {
  const [subiendo, setSubiendo] = useState<string | null>(null);
  const codigos = [...d.documentos_requeridos, ...OPCIONALES.filter((c) => !d.documentos_requeridos.includes(c))];
  const faltan = new Set(d.documentos_faltantes);
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5">
        <h2 className="text-lg font-semibold">Documentación de la renovación</h2>
        {faltan.size ? <p className="text-sm text-destructive">Adjunte los documentos obligatorios que faltan para enviar la renovación a revisión.</p> : null}
        <Table>
          <TableCaption>Documentos de la renovación</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Documento</TableHead>
              <TableHead>Estado</TableHead>
              <TableHead>
                <span className="sr-only">Acciones</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody vacio="No se requieren documentos.">
            {codigos.map((codigo) => {
              const archivo = [...d.archivos].reverse().find((a) => a.tipo_archivo === codigo);
              const requerido = d.documentos_requeridos.includes(codigo);
              return (
                <TableRow key={codigo}>
                  <TableCell>
                    {nombre(codigo)}
                    {requerido ? null : <span className="text-muted-foreground"> (opcional)</span>}
                  </TableCell>
                  <TableCell>
                    {archivo ? <Badge variant="success">Adjunto</Badge> : faltan.has(codigo) ? <Badge variant="destructive">Falta</Badge> : <Badge variant="outline">Sin adjuntar</Badge>}
                  </TableCell>
                  <TableCell className="flex flex-wrap justify-end gap-2">
                    {archivo ? (
                      <Button size="sm" variant="outline" onClick={() => alVer({ id: archivo.id, nombre: nombre(codigo), nombre_archivo: archivo.nombre, mime: archivo.mime || mimeDeNombre(archivo.nombre) })}>
                        <Eye aria-hidden="true" />
                        Ver<span className="sr-only"> {nombre(codigo)}</span>
                      </Button>
                    ) : null}
                    {editable ? (
                      <Button size="sm" variant={archivo ? 'ghost' : 'default'} onClick={() => setSubiendo(codigo)}>
                        <Paperclip aria-hidden="true" />
                        {archivo ? 'Reemplazar' : 'Adjuntar'}
                        <span className="sr-only"> {nombre(codigo)}</span>
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
      {subiendo ? (
        <SubirDocumentoDialog
          establecimientoId={d.id}
          codigo={subiendo}
          titulo={`Adjuntar: ${nombre(subiendo)}`}
          descripcion={`${d.nombre_comercial} · renovación`}
          etiqueta={nombre(subiendo)}
          aceptar={esCodigoFoto(subiendo) ? 'image/png,image/jpeg' : 'application/pdf'}
          abierto
          alCambiar={(v) => !v && setSubiendo(null)}
        />
      ) : null}
    </Card>
  );
}
