import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Encabezado } from '../components/layout/encabezado';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Paginacion } from '../components/ui/pagination';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import { formatearFechaHora } from '../lib/formato';
import type { Correo, Paginado } from '../lib/tipos';

/** /admin/correos — the outbox an operator reads when no SMTP server is configured (root, administrador). */
export function CorreosPage() {
  const [para, setPara] = useState('');
  const [filtro, setFiltro] = useState('');
  const [pagina, setPagina] = useState(1);
  const [abierto, setAbierto] = useState<Correo | null>(null);

  useEffect(() => {
    const t = setTimeout(() => {
      setFiltro(para.trim());
      setPagina(1);
    }, 350);
    return () => clearTimeout(t);
  }, [para]);

  const params = new URLSearchParams({ page: String(pagina) });
  if (filtro) params.set('para', filtro);
  const correos = useQuery({
    queryKey: qk.correos({ para: filtro, page: pagina }),
    queryFn: () => api.get<Paginado<Correo>>(`/api/correos?${params.toString()}`),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const lista = correos.data?.data ?? [];

  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Correos enviados" descripcion="Mensajes de correo que la Ventanilla envió a contribuyentes y personal." />
      <Campo etiqueta="Destinatario" className="max-w-sm" ayuda="Filtra por dirección de correo">
        {(c) => <Input {...c} type="search" value={para} onChange={(e) => setPara(e.target.value)} />}
      </Campo>
      {correos.isLoading ? (
        <Cargando filas={5} />
      ) : (
        <Table>
          <TableCaption>Correos enviados</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Destinatario</TableHead>
              <TableHead>Asunto</TableHead>
              <TableHead>Fecha</TableHead>
              <TableHead>Entrega</TableHead>
              <TableHead>
                <span className="sr-only">Acciones</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody vacio={filtro ? 'No hay coincidencias' : 'Aún no se ha enviado ningún correo.'}>
            {lista.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="break-all">{c.para}</TableCell>
                <TableCell>{c.asunto}</TableCell>
                <TableCell className="whitespace-nowrap">{formatearFechaHora(c.created_at)}</TableCell>
                <TableCell>{c.enviado_at ? <Badge variant="success">Enviado</Badge> : <Badge variant="outline">En bandeja</Badge>}</TableCell>
                <TableCell>
                  <Button variant="outline" size="sm" onClick={() => setAbierto(c)} aria-label={`Ver correo: ${c.asunto}`}>
                    Ver
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {correos.data ? <Paginacion pagina={pagina} ultima={correos.data.last_page} alCambiar={setPagina} /> : null}

      <Dialog open={abierto !== null} onOpenChange={(v) => !v && setAbierto(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{abierto?.asunto}</DialogTitle>
            <DialogDescription>
              Para: {abierto?.para} · {formatearFechaHora(abierto?.created_at)}
            </DialogDescription>
          </DialogHeader>
          <pre className="whitespace-pre-wrap break-words rounded-md bg-muted p-4 font-sans text-sm">{abierto?.texto}</pre>
        </DialogContent>
      </Dialog>
    </div>
  );
}
