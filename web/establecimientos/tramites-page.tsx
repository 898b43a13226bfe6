import { Encabezado } from '../components/layout/encabezado';
import { Badge } from '../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { useTramites } from '../licencia/consultas';
import { varianteTono } from '../tramite/insignia';
import type { TramitesEstablecimiento } from '../licencia/tipos';

function TramitesDe({ e }: { e: TramitesEstablecimiento }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{e.nombre_comercial}</CardTitle>
      </CardHeader>
      <CardContent>
        <Table>
          <TableCaption>Trámites de {e.nombre_comercial}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Tipo</TableHead>
              <TableHead>Estatus</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody vacio="No hay coincidencias">
            {e.tramites.map((f) => (
              <TableRow key={f.tipo}>
                <TableCell className="font-medium">{f.tipo}</TableCell>
                <TableCell>
                  <Badge variant={varianteTono(f.tono)}>{f.etiqueta}</Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** /admin/tramites (spec 1 §2.9): per establishment, the anuencia, licence and land-use statuses. */
export function TramitesPage() {
  const tramites = useTramites();
  const lista = tramites.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Trámites" descripcion="Estado de la anuencia de Protección Civil, la licencia y la constancia de uso de suelo de cada establecimiento." />
      {tramites.isLoading ? (
        <Cargando filas={4} />
      ) : lista.length === 0 ? (
        <p role="status" className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          No hay coincidencias
        </p>
      ) : (
        lista.map((e) => <TramitesDe key={e.id} e={e} />)
      )}
    </div>
  );
}
