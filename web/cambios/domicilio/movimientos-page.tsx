import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from '../../lib/avisos';
import { useQueryClient } from '@tanstack/react-query';
import { MSG_CDO } from '../../../domain/cambios/domicilio/mensajes';
import { ranurasMovimiento } from '../../../domain/cambios/domicilio/reglas';
import { movimientoDomicilioSchema, type MovimientoDomicilioForm } from '../../../domain/cambios/domicilio/schema';
import { faltantes } from '../../../domain/cambios/documentos';
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../../../domain/common/catalogos';
import { MSG } from '../../../domain/common/messages';
import { CamposDomicilio } from '../../components/domicilio/campos-domicilio';
import { CamposMapa } from '../../components/domicilio/campos-mapa';
import { Encabezado } from '../../components/layout/encabezado';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Cargando } from '../../components/ui/skeleton';
import { qkCambios } from '../comun/consultas';
import { varianteCambio } from '../comun/estatus';
import { SeccionArchivosCambio } from '../comun/seccion-archivos';
import { crearMovimiento, useMovimientos } from './consultas';

function Casilla({ nombre, etiqueta }: { nombre: 'hasArrendatario' | 'hasTestigos'; etiqueta: string }) {
  const id = `mov-${nombre}`;
  return (
    <Controller
      name={nombre}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox id={id} ref={field.ref} checked={field.value === true} onCheckedChange={(v) => field.onChange(v === true)} />
          <label htmlFor={id} className="text-sm">
            {etiqueta}
          </label>
        </div>
      )}
    />
  );
}

/**
 * /admin/establecimientos/form-cambio-domicilio/:licecniaId/:establecimiento (spec 2 §2 movement
 * variant; the route's parameter keeps the spec's spelling): the licence's address-change movements
 * with their status and trade name, and the request form — the new address with its point, the
 * owner's identification, and the tenant's and witnesses' when toggled.
 */
export function MovimientosDomicilioPage() {
  const p = useParams();
  const licenciaId = Number(p.licecniaId);
  const qc = useQueryClient();
  const lista = useMovimientos(licenciaId);
  const [archivos, setArchivos] = useState<Map<string, File>>(new Map());
  const [errArchivos, setErrArchivos] = useState<Record<string, string>>({});
  const form = useForm({
    resolver: zodResolver(movimientoDomicilioSchema),
    defaultValues: {
      tipo_movimiento_id: 2,
      hasArrendatario: false,
      hasTestigos: false,
      domicilio: { codigo_postal: '', entidad_id: ENTIDAD_DEFAULT, municipio_id: MUNICIPIO_DEFAULT, numero_exterior: '', numero_interior: '' },
    } as never,
  });
  const v = form.watch() as Partial<MovimientoDomicilioForm>;
  const ranuras = ranurasMovimiento({ hasArrendatario: v.hasArrendatario === true, hasTestigos: v.hasTestigos === true });
  const faltan = () => Object.fromEntries(faltantes(ranuras, new Set(archivos.keys())).map((c) => [c, MSG.requerido]));
  const enviar = form.handleSubmit(
    async (valores) => {
      const sin = faltan();
      setErrArchivos(sin);
      if (Object.keys(sin).length) return void toast.warning(MSG_CDO.camposObligatorios);
      try {
        await crearMovimiento(licenciaId, valores as unknown as Record<string, unknown>, new Map([...archivos].filter(([c]) => ranuras.some((r) => r.codigo === c))));
      } catch {
        return;
      }
      setArchivos(new Map());
      form.reset();
      await qc.invalidateQueries({ queryKey: qkCambios.todo });
    },
    () => {
      setErrArchivos(faltan());
      toast.warning(MSG_CDO.camposObligatorios);
    },
  );
  const nombre = lista.data?.[0]?.establecimiento.nombre_comercial;

  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo="Movimientos de cambio de domicilio"
        descripcion={nombre}
        acciones={
          <Link to="/admin/establecimientos" className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Mis establecimientos
          </Link>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Movimientos solicitados</CardTitle>
        </CardHeader>
        <CardContent>
          {lista.isLoading ? <Cargando filas={3} /> : null}
          {lista.data && !lista.data.length ? <p className="text-sm text-muted-foreground">Sin movimientos de domicilio.</p> : null}
          <ul aria-label="Movimientos de cambio de domicilio" className="flex flex-col gap-2">
            {(lista.data ?? []).map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3 text-sm">
                <span className="font-mono">{m.folio}</span>
                <span className="font-medium">{m.establecimiento.nombre_comercial}</span>
                <span className="min-w-0 flex-1">{m.domicilio_texto}</span>
                <Badge variant={varianteCambio(m.estatus.id)}>{m.estatus.descripcion}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Solicitar movimiento de domicilio</CardTitle>
        </CardHeader>
        <CardContent>
          <FormProvider {...form}>
            <form onSubmit={enviar} noValidate className="flex flex-col gap-4">
              <CamposDomicilio editable formato="numero" cruzamientos maxNumero={20} />
              <CamposMapa editable activo formato="numero" />
              <div className="flex flex-wrap gap-6">
                <Casilla nombre="hasArrendatario" etiqueta="Hay arrendatario" />
                <Casilla nombre="hasTestigos" etiqueta="Hay testigos" />
              </div>
              <SeccionArchivosCambio titulo="Identificaciones" ranuras={ranuras} existentes={[]} valor={archivos} alCambiar={setArchivos} errores={errArchivos} />
              <div className="flex justify-end">
                <Button type="submit" disabled={form.formState.isSubmitting}>
                  Solicitar movimiento
                </Button>
              </div>
            </form>
          </FormProvider>
        </CardContent>
      </Card>
    </div>
  );
}
