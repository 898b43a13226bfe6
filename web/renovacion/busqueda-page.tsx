import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../lib/avisos';
import { Download, Search, Store } from 'lucide-react';
import { busquedaRenovacionSchema, MSG_REN, type BusquedaRenovacion } from '../../domain/licencia/renovacion';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { useSesionActiva } from '../lib/sesion';
import { useAccion } from '../lib/use-accion';
import { qkLic } from '../licencia/consultas';
import type { EstablecimientoRef } from '../licencia/dialogo';
import { varianteEstatus } from '../licencia/estatus';
import { buscarLicencias, importar, type LicenciaRenovacion } from './consultas';
import { PeriodosDialog } from './periodos-dialog';

/**
 * 'Renovación de ejercicios anteriores' (spec 1 §2.4, §5.7; route solicitud-renovacion, with
 * ?mercado=1 from Mercados → Renovación): find the business by its establishment key, cadastral
 * key and RFC — in the portal or in the municipality's padrón — then renew a period.
 */
/** Mis establecimientos filtered to one business (spec 1 §2.5: filtered by Clave). */
export const rutaEstablecimiento = (externalId: string) => `/admin/establecimientos?external_id=${encodeURIComponent(externalId)}`;

export function BusquedaRenovacionPage() {
  const [q] = useSearchParams();
  const mercado = q.get('mercado') === '1';
  const sesion = useSesionActiva();
  const form = useForm<BusquedaRenovacion>({
    resolver: zodResolver(busquedaRenovacionSchema),
    defaultValues: { clave: '', clave_catastral: mercado ? 'MERCADO' : '', rfc: sesion.contribuyente?.rfc ?? '' },
  });
  const [filas, setFilas] = useState<LicenciaRenovacion[] | null>(null);
  const [dialogo, setDialogo] = useState<EstablecimientoRef | null>(null);
  // The business brought from the padrón: the page keeps saying where it went (a toast fades).
  const [importado, setImportado] = useState<{ ref: EstablecimientoRef; mensaje: string } | null>(null);
  const err = form.formState.errors;

  const consultar = async (d: BusquedaRenovacion) => {
    try {
      setFilas(await buscarLicencias(d.clave, d.clave_catastral, d.rfc));
    } catch {
      // The API client already said why (spec 1 §8); the list stays empty.
      setFilas([]);
    }
  };
  const buscar = form.handleSubmit(
    async (d) => {
      setFilas(null);
      setImportado(null);
      await consultar(d);
    },
    () => toast.error(MSG_REN.todosObligatorios),
  );

  const primera = filas?.[0] ?? null;
  const traer = useAccion({
    llamar: (idPadron: number) => importar(idPadron),
    invalidar: [qkLic.establecimientos],
    alExito: async (env) => {
      const ref = { id: env.data.id, external_id: env.data.external_id, nombre_comercial: env.data.nombre_comercial };
      setImportado({ ref, mensaje: env.message || MSG_REN.importado });
      // Its renewal opens at once; the rows now read as the portal's, so the button says 'Renovar'.
      setDialogo(ref);
      await consultar(form.getValues());
    },
  });
  const renovar = () => {
    if (!primera) return;
    if (primera.en_ventanilla) setDialogo({ id: primera.id_establecimiento, external_id: primera.external_id, nombre_comercial: primera.d_establecimiento });
    else if (primera.id_padron) void traer.ejecutar(primera.id_padron);
  };

  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo={mercado ? 'Renovación de local de mercado' : 'Renovación de ejercicios anteriores'}
        descripcion="Escriba la clave de su establecimiento, la clave catastral y su RFC para consultar sus licencias y renovar los periodos pendientes."
      />
      <Card>
        <CardContent className="pt-5">
          <form onSubmit={(e) => void buscar(e)} noValidate aria-label="Búsqueda de licencias para renovar" className="grid gap-4 md:grid-cols-3">
            <Campo etiqueta="Clave del establecimiento" requerido error={err.clave?.message} ayuda="Ejemplo: LF-2018-000731">
              {(c) => <Input {...c} {...form.register('clave')} autoComplete="off" className="uppercase" />}
            </Campo>
            <Campo etiqueta="Clave catastral" requerido error={err.clave_catastral?.message} ayuda={mercado ? 'Los locales de mercado usan MERCADO' : '17 dígitos'}>
              {(c) => <Input {...c} {...form.register('clave_catastral')} autoComplete="off" inputMode={mercado ? 'text' : 'numeric'} />}
            </Campo>
            <Campo etiqueta="RFC" requerido error={err.rfc?.message}>
              {(c) => <Input {...c} {...form.register('rfc')} autoComplete="off" maxLength={13} className="uppercase" />}
            </Campo>
            <div className="md:col-span-3">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                <Search aria-hidden="true" />
                Buscar
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      {importado ? (
        <Alert variant="success" role="status" title={importado.mensaje}>
          <p>
            {importado.ref.nombre_comercial} (clave {importado.ref.external_id}) ya aparece en Mis establecimientos. Desde ahí, o con «Renovar», renueva sus periodos pendientes.
          </p>
          <Link to={rutaEstablecimiento(importado.ref.external_id)} className={`${buttonVariants({ variant: 'outline', size: 'sm' })} mt-2 w-fit`}>
            <Store aria-hidden="true" />
            Ver en Mis establecimientos
          </Link>
        </Alert>
      ) : null}

      {filas && primera ? (
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 className="text-lg font-semibold">{primera.d_establecimiento}</h2>
                <p className="text-sm text-muted-foreground">
                  Clave {primera.external_id} · Clave catastral {primera.cve_catastral}
                </p>
              </div>
              <Button onClick={renovar} disabled={traer.ocupado}>
                {primera.en_ventanilla ? null : <Download aria-hidden="true" />}
                {primera.en_ventanilla ? 'Renovar' : 'Importar y renovar'}
              </Button>
            </div>
            {primera.en_ventanilla ? null : (
              <Alert variant="info">Este establecimiento está registrado en el padrón municipal. Al importarlo aparecerá en Mis establecimientos y podrá renovar sus periodos pendientes.</Alert>
            )}
            <Table>
              <TableCaption>Licencias encontradas</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Año</TableHead>
                  <TableHead>Folio</TableHead>
                  <TableHead>Estatus</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody vacio="No hay coincidencias">
                {filas.map((f) => (
                  <TableRow key={`${f.anio}-${f.id ?? 'p'}`}>
                    <TableCell className="font-semibold">{f.anio}</TableCell>
                    <TableCell>{f.folio ?? 'Padrón municipal'}</TableCell>
                    <TableCell>
                      {f.en_ventanilla && f.id ? (
                        <Badge variant={varianteEstatus(f.estatus)}>{f.estatus_texto}</Badge>
                      ) : (
                        <Badge variant={f.pagada ? 'success' : 'outline'}>{f.estatus_texto}</Badge>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      ) : filas ? (
        <Alert variant="info">No hay coincidencias</Alert>
      ) : null}
      {dialogo ? (
        <PeriodosDialog
          establecimiento={dialogo}
          abierto
          alCambiar={(v) => !v && setDialogo(null)}
          aviso={importado && importado.ref.id === dialogo.id ? importado.mensaje : null}
        />
      ) : null}
    </div>
  );
}
