import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Cargando } from '../components/ui/skeleton';
import { useAccion } from '../lib/use-accion';
import { useEstablecimiento } from '../licencia/solicitud/consultas';
import { ChipEstatusAnuncio } from './comun';
import { actualizarAnuncio, crearAnuncio, eliminarDetalle, qkAnuncios, useAnuncio, type CuerpoAnuncio } from './consultas';
import { FormularioAnuncio, type DatosAnuncioForm } from './formulario-anuncio';
import { AvisoPredial, usePredialEstablecimiento } from './predial-establecimiento';
import { useMotivoSinAnuncios } from './licencia-anuncios';

const numero = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /admin/anuncio/solicitud/:idEstablecimiento — 'Creación de anuncio' (spec 3 §2.1, §2.2): a new
 * sign of the establishment (it joins the establishment's open request, or starts one), or with
 * ?anuncio=ID one sign to edit ('Actualizar'). A new sign waits for the property tax of the
 * establishment's key to be paid ('Pagar predial'). On a successful save it goes back one page.
 */
export function AnuncioFormPage() {
  const locacionId = numero(useParams().idEstablecimiento);
  const [q] = useSearchParams();
  const anuncioId = numero(q.get('anuncio'));
  const navigate = useNavigate();
  const qc = useQueryClient();
  const est = useEstablecimiento(locacionId);
  const anuncio = useAnuncio(anuncioId);
  const clave = est.data?.clave_catastral ?? null;
  const predial = usePredialEstablecimiento(clave, anuncioId === null && est.isSuccess);
  // A new sign only for a business whose licence is issued or in course (the API's rule).
  const sinAnuncios = useMotivoSinAnuncios(anuncioId === null ? locacionId : null, est.data?.licencia);
  const volver = () => void navigate(-1);

  const guardar = useAccion<DatosAnuncioForm, unknown>({
    llamar: (d) => {
      const cuerpo = { ...d, locacion_id: locacionId ?? 0 } as CuerpoAnuncio;
      return anuncioId ? actualizarAnuncio(anuncioId, cuerpo) : crearAnuncio(cuerpo);
    },
    invalidar: [qkAnuncios.todo],
  });
  const quitarDetalle = useAccion({ llamar: (id: number) => eliminarDetalle(id), invalidar: [qkAnuncios.todo] });

  const atras = (
    <Button variant="outline" onClick={volver}>
      <ArrowLeft aria-hidden="true" />
      Regresar
    </Button>
  );
  const nombre = est.data?.nombre_comercial;
  const s = anuncio.data?.solicitud;
  const encabezado = (
    <Encabezado
      titulo={M.creacionAnuncio}
      descripcion={
        <>
          {nombre ?? 'Establecimiento'}
          {s ? ` · Folio ${s.folio}` : ''}
        </>
      }
      acciones={
        <>
          {s ? <ChipEstatusAnuncio estatus={s.estatus_id} /> : null}
          {atras}
        </>
      }
    />
  );
  if (locacionId === null) {
    return (
      <div className="flex flex-col gap-6">
        {encabezado}
        <Alert variant="destructive">El establecimiento no es válido.</Alert>
      </div>
    );
  }
  if (est.isLoading || anuncio.isLoading) return <Cargando filas={8} />;
  if (est.isError || (anuncioId !== null && anuncio.isError)) {
    return (
      <div className="flex flex-col gap-6">
        {encabezado}
        <Alert variant="destructive">No fue posible cargar {anuncioId ? 'el anuncio' : 'el establecimiento'}.</Alert>
      </div>
    );
  }
  if (anuncioId === null && sinAnuncios) {
    return (
      <div className="flex flex-col gap-6">
        {encabezado}
        <Alert variant="warning" title="Aún no puede solicitar anuncios">
          {sinAnuncios}
        </Alert>
      </div>
    );
  }
  const editable = anuncioId === null ? predial.estado === 'pagado' && sinAnuncios === null : Boolean(s?.acciones.editar);
  return (
    <div className="flex flex-col gap-6">
      {encabezado}
      {anuncioId === null && clave ? <AvisoPredial clave={clave} predial={predial} /> : null}
      {s && !s.acciones.editar ? <Alert variant="info">{M.noEditable}</Alert> : null}
      {s?.estatus_id === 5 && s.motivo_rechazo ? (
        <Alert variant="destructive" title="Solicitud devuelta">
          <p className="whitespace-pre-line break-words">
            <span className="font-semibold">Motivo:</span> {s.motivo_rechazo}
          </p>
          <p className="mt-1">{M.devueltoInstruccion}</p>
        </Alert>
      ) : null}
      <FormularioAnuncio
        key={`${anuncio.data?.id ?? 'nuevo'}-${editable}`}
        locacionId={locacionId}
        anuncio={anuncio.data ?? null}
        deshabilitado={!editable}
        ocupado={guardar.ocupado}
        alCancelar={volver}
        alEliminarDetalle={
          anuncioId
            ? async (id) => {
                const r = await quitarDetalle.ejecutar(id);
                if (!r.ok) throw r.error;
              }
            : undefined
        }
        alGuardar={async (d, setError) => {
          const r = await guardar.ejecutar(d);
          if (r.ok) {
            await qc.invalidateQueries({ queryKey: qkAnuncios.todo });
            volver();
            return;
          }
          for (const [campo, mensaje] of r.campos) setError(campo, mensaje);
        }}
      />
    </div>
  );
}
