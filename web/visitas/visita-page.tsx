import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { LocateFixed, Send } from 'lucide-react';
import type { z } from 'zod';
import { faltantesLista, resultadoVisitaSchema } from '../../domain/visitas/schema';
import { MSG_VISITAS } from '../../domain/visitas/mensajes';
import { CLAVES_RESPUESTA_LISTA, CLAVES_RESULTADO_VISITA, RESPUESTAS_LISTA, RESULTADOS_VISITA } from '../../domain/visitas/tipos';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { Campo, Grupo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import { Cargando } from '../components/ui/skeleton';
import { Textarea } from '../components/ui/textarea';
import { api } from '../lib/api';
import { formatearHora } from '../lib/formato';
import { useAccion } from '../lib/use-accion';
import { FirmaCanvas } from './firma-canvas';
import { FotosVisita } from './fotos';
import { pendiente, qkVisitas, useVisita, type Visita } from './consultas';

type Entrada = z.input<typeof resultadoVisitaSchema>;
type Resultado = z.output<typeof resultadoVisitaSchema>;
const SIN_POSICION = 'No se pudo obtener la posición; verifique que el permiso de ubicación esté activo.';

/** One visit: its establishment and order, and the form the brigadista fills on the spot. */
export function VisitaPage() {
  const id = Number(useParams().id);
  const visita = useVisita(id);
  if (visita.isLoading) return <Cargando filas={6} />;
  if (!visita.data) return <Alert variant="warning">{MSG_VISITAS.visitaNoEncontrada}</Alert>;
  const v = visita.data;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <Encabezado titulo={v.establecimiento.nombre_comercial} descripcion={`${v.tipo_texto} · ${v.folio}`} />
      <Card>
        <CardContent className="pt-4">
          <dl className="grid grid-cols-2 gap-3">
            <Dato etiqueta="Domicilio">{v.establecimiento.domicilio}</Dato>
            <Dato etiqueta="Teléfono">{v.establecimiento.telefono}</Dato>
            <Dato etiqueta="Motivo">{v.motivo}</Dato>
            <Dato etiqueta="Horario">
              {formatearHora(v.ventana_inicio)} a {formatearHora(v.ventana_fin)}
            </Dato>
          </dl>
        </CardContent>
      </Card>
      {pendiente(v) ? <FormularioVisita v={v} /> : <ResultadoVisita v={v} />}
      <Link to="/admin/visitas" className="inline-flex min-h-11 items-center font-medium text-primary underline">
        Volver a Mis visitas
      </Link>
    </div>
  );
}

function ResultadoVisita({ v }: { v: Visita }) {
  if (!v.resultado) return <Alert variant="info">{MSG_VISITAS.visitaNoEnCurso}</Alert>;
  return (
    <Alert variant="success" title={`Resultado: ${RESULTADOS_VISITA[v.resultado.resultado]}`}>
      Atendió {v.resultado.atendio}. {v.resultado.observaciones}
    </Alert>
  );
}

function FormularioVisita({ v }: { v: Visita }) {
  const navegar = useNavigate();
  const [errorGps, setErrorGps] = useState<string | null>(null);
  // One key per filled form: a resend after a lost answer is counted once by the server.
  const { register, control, handleSubmit, setValue, setError, watch, formState } = useForm<Entrada, unknown, Resultado>({
    resolver: zodResolver(resultadoVisitaSchema),
    defaultValues: { clave: crypto.randomUUID(), resultado: 'aprobada', respuestas: {}, observaciones: '', gps: null, atendio: '', firma: '', fotos: [], capturada_at: new Date().toISOString() },
  });
  const gps = watch('gps');
  const enviarResultado = useAccion({
    llamar: (r: Resultado) => api.post<unknown>(`/api/visitas/${v.id}/resultado`, r),
    invalidar: [qkVisitas.todo],
    setError,
  });
  const enviar = handleSubmit(async (r) => {
    if (faltantesLista(v.lista.map((p) => p.clave), r.respuestas).length) {
      setError('respuestas', { type: 'manual', message: MSG_VISITAS.faltaRespuesta });
      return;
    }
    if ((await enviarResultado.ejecutar(r)).ok) void navegar('/admin/visitas');
  });
  const posicion = () => {
    setErrorGps(null);
    if (!('geolocation' in navigator)) return setErrorGps(SIN_POSICION);
    navigator.geolocation.getCurrentPosition(
      (p) => setValue('gps', { lat: p.coords.latitude, lng: p.coords.longitude, precision: p.coords.accuracy }, { shouldDirty: true }),
      () => setErrorGps(SIN_POSICION),
      { enableHighAccuracy: true, timeout: 20_000 },
    );
  };
  const e = formState.errors;
  // A record's error sits beside its keys: read its own message only.
  const errorLista = (e.respuestas as { message?: unknown } | undefined)?.message;
  const errorDe = (clave: string) => (e.respuestas as Record<string, { message?: string } | undefined> | undefined)?.[clave]?.message;
  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label="Resultado de la visita">
      <Card>
        <CardHeader>
          <CardTitle>Lista de verificación</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {v.lista.map((p) => (
            <Controller
              key={p.clave}
              control={control}
              name={`respuestas.${p.clave}`}
              render={({ field }) => (
                <Grupo leyenda={p.pregunta} requerido error={errorDe(p.clave)}>
                  {(c) => (
                    <RadioGroup {...c} value={field.value ?? ''} onValueChange={field.onChange} aria-label={p.pregunta}>
                      {CLAVES_RESPUESTA_LISTA.map((r) => (
                        <Opcion key={r} id={`${p.clave}-${r}`} value={r} etiqueta={RESPUESTAS_LISTA[r]} />
                      ))}
                    </RadioGroup>
                  )}
                </Grupo>
              )}
            />
          ))}
          {typeof errorLista === 'string' ? <Alert variant="destructive">{errorLista}</Alert> : null}
        </CardContent>
      </Card>
      <Controller
        control={control}
        name="resultado"
        render={({ field }) => (
          <Grupo leyenda="Resultado de la visita" requerido error={e.resultado?.message}>
            {(c) => (
              <RadioGroup {...c} value={field.value} onValueChange={field.onChange} className="flex-col">
                {CLAVES_RESULTADO_VISITA.map((r) => (
                  <Opcion key={r} id={`resultado-${r}`} value={r} etiqueta={RESULTADOS_VISITA[r]} />
                ))}
              </RadioGroup>
            )}
          </Grupo>
        )}
      />
      <Campo etiqueta="Observaciones" error={e.observaciones?.message}>
        {(c) => <Textarea {...c} rows={4} {...register('observaciones')} />}
      </Campo>
      <div className="flex flex-col gap-2">
        <Button type="button" variant="outline" onClick={posicion} className="self-start">
          <LocateFixed aria-hidden="true" />
          Registrar posición
        </Button>
        <p role="status" className="text-sm">
          {gps ? `Posición: ${gps.lat.toFixed(6)}, ${gps.lng.toFixed(6)}` : 'Sin posición registrada.'}
        </p>
        {errorGps ? <Alert variant="warning">{errorGps}</Alert> : null}
      </div>
      <FotosVisita visitaId={v.id} alCambiar={(ids) => setValue('fotos', ids)} />
      <Campo etiqueta="Nombre de quien atendió" error={e.atendio?.message} requerido>
        {(c) => <Input {...c} autoComplete="off" {...register('atendio')} />}
      </Campo>
      <Grupo leyenda="Firma de quien atendió" requerido error={e.firma?.message}>
        {(c) => <FirmaCanvas etiqueta="Área de firma" describedBy={c['aria-describedby']} alCambiar={(png) => setValue('firma', png ?? '', { shouldValidate: formState.isSubmitted })} />}
      </Grupo>
      <Button type="submit" size="lg" disabled={enviarResultado.ocupado || formState.isSubmitting}>
        <Send aria-hidden="true" />
        Enviar resultado
      </Button>
    </form>
  );
}
