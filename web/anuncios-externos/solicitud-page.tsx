import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import type { SolicitudExternaEntrada } from '../../domain/anuncios/schema';
import { ChipEstatusAnuncio } from '../anuncios/comun';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { buttonVariants } from '../components/ui/button';
import { Cargando } from '../components/ui/skeleton';
import { useAccion } from '../lib/use-accion';
import { actualizarAnuncio, actualizarSolicitud, crearAnuncio, crearSolicitud, eliminarDetalle, qkExt, useSolicitudExterna } from './consultas';
import { FormularioSolicitudExterna } from './formulario-solicitud';
import { AvisoDevuelta } from './tarjeta-solicitud';
import { RUTA_LISTA, TITULO_SOLICITUD, modoDe, type ModoFormulario } from './rutas';
import type { SolicitudExterna } from './tipos';
import { cuerpoNueva, parteAnuncio, parteSolicitud, solicitudCambiada, type Contexto } from './valores';

type Guardar = { v: SolicitudExternaEntrada; c: Contexto };

/** The calls of one save: a new request with its first sign, or the request's changes and then its sign. */
function useGuardar(modo: ModoFormulario, s: SolicitudExterna | null) {
  const ejecutar = async ({ v, c }: Guardar) => {
    if (modo.modo === 'nueva') return crearSolicitud(cuerpoNueva(v, c));
    if (!s) throw new Error('solicitud sin cargar');
    if (s.acciones.editar && solicitudCambiada(v, s, c)) await actualizarSolicitud(s.id, parteSolicitud(v, c));
    if (modo.modo === 'editar') return actualizarAnuncio(modo.anuncioId, parteAnuncio(v, c));
    return crearAnuncio(s.id, parteAnuncio(v, c));
  };
  return useAccion<Guardar, unknown>({ llamar: ejecutar, invalidar: [qkExt.todo] });
}

function Volver() {
  return (
    <Link to={RUTA_LISTA} className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      Anuncios en vía pública
    </Link>
  );
}

/**
 * /admin/anuncio-externo/solicitud (spec 3 §2.1, §2.3): 'Solicitud de anuncio en vía pública'.
 * ?clave= (or ?sin_clave=1) a new request with its first sign; ?solicitud=ID another sign of it;
 * ?solicitud=ID&anuncio=ID one of its signs, editable while the request is at 1 or 5. After a
 * successful save it goes back to /admin/anuncios-externos.
 */
export function SolicitudAnuncioExternoPage() {
  const [q] = useSearchParams();
  const modo = modoDe(q);
  const navegar = useNavigate();
  const solicitudId = modo.modo === 'adicional' || modo.modo === 'editar' ? modo.solicitudId : null;
  const consulta = useSolicitudExterna(solicitudId);
  const s = consulta.data ?? null;
  const guardar = useGuardar(modo, s);
  const volver = () => navegar(RUTA_LISTA, { state: { guardado: true } });

  const encabezado = (descripcion?: ReactNode) => <Encabezado titulo={TITULO_SOLICITUD} descripcion={descripcion} acciones={<Volver />} />;
  if (modo.modo === 'invalido') {
    return (
      <div className="flex flex-col gap-6">
        {encabezado()}
        <Alert variant="warning">Inicie la solicitud desde «{TITULO_SOLICITUD}» en la lista de anuncios en vía pública.</Alert>
      </div>
    );
  }
  if (solicitudId !== null && consulta.isLoading) return <Cargando filas={6} />;
  if (solicitudId !== null && !s) {
    return (
      <div className="flex flex-col gap-6">
        {encabezado()}
        <Alert variant="destructive">No fue posible cargar la solicitud.</Alert>
      </div>
    );
  }
  const anuncio = modo.modo === 'editar' ? (s?.anuncio_externo.find((a) => a.id === modo.anuncioId) ?? null) : null;
  if (modo.modo === 'editar' && !anuncio) {
    return (
      <div className="flex flex-col gap-6">
        {encabezado()}
        <Alert variant="destructive">El anuncio no pertenece a esta solicitud.</Alert>
      </div>
    );
  }
  const editable = s ? s.acciones.editar : true;
  // spec 3 §2.3: 'Guardar' while not created; 'Actualizar datos anuncio' for a stored sign of a request at 1 (or returned, 5).
  const boton = anuncio ? M.actualizarDatosAnuncio : M.guardar;
  const descripcion = s ? (
    <span className="flex flex-wrap items-center gap-2">
      <span>
        Folio <span className="font-mono">{s.folio}</span> · {anuncio ? 'Edición de un anuncio' : 'Anuncio adicional'}
      </span>
      <ChipEstatusAnuncio estatus={s.estatus_id} />
    </span>
  ) : (
    'Complete la información del predio y del anuncio. Los campos marcados con * son obligatorios.'
  );

  return (
    <div className="flex flex-col gap-6">
      {encabezado(descripcion)}
      {s ? <AvisoDevuelta s={s} /> : null}
      {s && !editable ? <Alert variant="info">La solicitud fue enviada a revisión: su información ya no puede modificarse.</Alert> : null}
      <FormularioSolicitudExterna
        key={`${solicitudId ?? 'nueva'}-${anuncio?.id ?? 'nuevo'}`}
        clave={modo.modo === 'nueva' ? modo.clave : null}
        solicitud={s}
        anuncio={anuncio}
        editable={editable}
        ocupado={guardar.ocupado}
        boton={boton}
        alCancelar={() => navegar(RUTA_LISTA)}
        alEliminarDetalle={async (id) => {
          await eliminarDetalle(id);
        }}
        alGuardar={async (v, c, marcar) => {
          const r = await guardar.ejecutar({ v, c });
          if (r.ok) {
            void volver();
            return true;
          }
          for (const [campo, mensaje] of r.campos) marcar(campo, mensaje);
          return false;
        }}
      />
    </div>
  );
}
