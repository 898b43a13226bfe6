import { Eye } from 'lucide-react';
import type { AnuncioDto } from '../../../api/anuncios/anuncios.schemas';
import { nombreMaterialAnuncio, nombreTipoAnuncio } from '../../../domain/anuncios/catalogos';
import { ARCHIVOS_ANUNCIO, camposDeTipo, esSlotAnuncio } from '../../../domain/anuncios/reglas';
import { Button } from '../../components/ui/button';
import { Dato } from '../../components/ui/dato';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import type { DocumentoVisible } from '../../components/visor';
import { formatearFecha } from '../../lib/formato';

const si = (v: boolean) => (v ? 'Sí' : 'No');
const metros = (n: number) => `${n.toFixed(2)} m`;

/** The sign's name on a card: its type, else its first row's. */
export const nombreAnuncio = (a: Pick<AnuncioDto, 'tipo_anuncio' | 'tipo_anuncio_id' | 'arreglo_anuncios'>) =>
  a.tipo_anuncio || nombreTipoAnuncio(a.tipo_anuncio_id ?? a.arreglo_anuncios[0]?.tipo_anuncio_id) || 'Anuncio';

/** A stored file as the viewer takes it. */
export const documentoAnuncio = (a: { id: number; codigo: string; nombre: string; mime: string }): DocumentoVisible => ({
  id: a.id,
  nombre: esSlotAnuncio(a.codigo) ? ARCHIVOS_ANUNCIO[a.codigo].etiqueta : a.codigo,
  nombre_archivo: a.nombre,
  mime: a.mime,
});

/** The detail rows (spec 3 §3.2: largo is labelled Alto). */
export function TablaFilasAnuncio({ a, titulo }: { a: AnuncioDto; titulo: string }) {
  const extra = a.arreglo_anuncios.some((f) => f.pieza !== null || f.mes !== null || f.dia !== null);
  return (
    <Table>
      <TableCaption className="sr-only">{titulo}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Tipo</TableHead>
          <TableHead className="text-right">Alto</TableHead>
          <TableHead className="text-right">Ancho</TableHead>
          <TableHead>Material</TableHead>
          <TableHead className="text-right">Caras</TableHead>
          {extra ? <TableHead>Pieza / mes / día</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody vacio="Sin detalle.">
        {a.arreglo_anuncios.map((f) => (
          <TableRow key={f.id}>
            <TableCell>
              {nombreTipoAnuncio(f.tipo_anuncio_id)}
              {!camposDeTipo(f.tipo_anuncio_id).rotacion || f.movimiento_rotatorio === null ? '' : f.movimiento_rotatorio ? ' (mecanismo eléctrico)' : ' (acción del viento)'}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right">{metros(f.largo)}</TableCell>
            <TableCell className="whitespace-nowrap text-right">{metros(f.ancho)}</TableCell>
            <TableCell>{nombreMaterialAnuncio(f.material_id)}</TableCell>
            <TableCell className="text-right">{f.caras}</TableCell>
            {extra ? (
              <TableCell className="whitespace-nowrap">
                {[f.pieza !== null ? `${f.pieza} pza.` : null, f.mes !== null ? `${f.mes} mes(es)` : null, f.dia !== null ? `${f.dia} día(s)` : null].filter(Boolean).join(' · ') || '—'}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * One sign as a card shows it (spec 3 §2.2): material, start and end dates, size, lit yes/no and
 * content; its rows and its files (each opens in the viewer).
 */
export function ResumenAnuncio({ a, alVer }: { a: AnuncioDto; alVer: (d: DocumentoVisible) => void }) {
  const archivos = Object.values(a.archivos);
  const titulo = `Detalle de ${nombreAnuncio(a)}`;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Dato etiqueta="Material">{a.material ?? nombreMaterialAnuncio(a.material_id ?? a.arreglo_anuncios[0]?.material_id)}</Dato>
        <Dato etiqueta="Medidas">{a.medidas}</Dato>
        <Dato etiqueta="Iluminado">{si(a.iluminado)}</Dato>
        <Dato etiqueta="Temporal">{a.temporal ? `Del ${formatearFecha(a.fecha_inicio)} al ${formatearFecha(a.fecha_fin)}` : 'No'}</Dato>
        <Dato etiqueta="Forma de instalación">{a.forma_instalacion}</Dato>
        {a.tipo_instalacion ? <Dato etiqueta="Tipo de instalación">{a.tipo_instalacion}</Dato> : null}
        <Dato etiqueta="Contenido">{a.contenido ?? '—'}</Dato>
        {a.renovacion ? <Dato etiqueta="Renovación">{a.periodo_renovacion.length ? a.periodo_renovacion.join(', ') : 'Sí'}</Dato> : null}
        {a.tiene_cambio ? <Dato etiqueta="Cambio">{a.cambio_texto}</Dato> : null}
      </dl>
      <TablaFilasAnuncio a={a} titulo={titulo} />
      {archivos.length ? (
        <ul aria-label={`Documentos de ${nombreAnuncio(a)}`} className="flex flex-wrap gap-2">
          {archivos.map((f) => {
            const d = documentoAnuncio(f);
            return (
              <li key={f.id}>
                <Button size="sm" variant="outline" onClick={() => alVer(d)}>
                  <Eye aria-hidden="true" />
                  {d.nombre}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
