import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import type { EntradaTorre } from '../../domain/dictamenes/schema';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { buttonVariants } from '../components/ui/button';
import { Cargando } from '../components/ui/skeleton';
import { AccionesDictamen, ChipEstatusDictamen, EstadoDictamen, qkDictamen, useDictamen } from '../dictamenes';
import { useAccion } from '../lib/use-accion';
import type { ArchivosElegidos } from './formulario-torre';
import { FormularioTorre } from './formulario-torre';
import { actualizarTorre, crearTorre } from './consultas';
import type { Torre } from './tipos';
import { BASE_TORRES, formularioEdicion, RUTA_LISTA_TORRES, rutaTorre } from './valores';

type Guardar = { v: EntradaTorre; a: ArchivosElegidos };

function Volver() {
  return (
    <Link to={RUTA_LISTA_TORRES} className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      Torres y antenas
    </Link>
  );
}

/** A new draft (POST) and then its files (PUT, no second toast); or the stored one's changes (PUT). */
function useGuardar(torre: Torre | null) {
  const qc = useQueryClient();
  const navegar = useNavigate();
  const ejecutar = async ({ v, a }: Guardar): Promise<number> => {
    if (torre) {
      await actualizarTorre(torre.id, formularioEdicion(v, a.pendientes, a.quitados, a.visibles));
      return torre.id;
    }
    const { id } = await crearTorre(v);
    if (Object.keys(a.pendientes).length) {
      try {
        await actualizarTorre(id, formularioEdicion(null, a.pendientes, [], a.visibles), false);
      } finally {
        // the draft exists either way: the page goes to it (a refused file is said by its toast)
        void navegar(rutaTorre(id), { replace: true, state: { guardado: true } });
      }
    } else void navegar(rutaTorre(id), { replace: true, state: { guardado: true } });
    return id;
  };
  return useAccion<Guardar, number>({ llamar: ejecutar, alExito: () => qc.invalidateQueries({ queryKey: qkDictamen.de(BASE_TORRES) }) });
}

/**
 * /admin/torres/:id (spec 3 §2.1, §3.4): 'Solicitud de antenas y torres'. 0 is a new request;
 * a stored one shows its status, its reason when returned, 'Enviar a revisión' while it may be sent,
 * the staff's decisions at their level, the fee and its payment, and the chain's timeline.
 */
export function SolicitudTorrePage() {
  const param = useParams().idSolicitudTorres;
  const id = Number(param);
  const valido = Number.isInteger(id) && id >= 0;
  const nueva = id === 0;
  const navegar = useNavigate();
  const consulta = useDictamen<Torre>(BASE_TORRES, nueva || !valido ? null : id);
  const t = consulta.data ?? null;
  const guardar = useGuardar(t);

  if (!valido || (!nueva && consulta.isError)) {
    return (
      <div className="flex flex-col gap-6">
        <Encabezado titulo={M.tituloTorre} acciones={<Volver />} />
        <Alert variant="destructive">No fue posible cargar la solicitud.</Alert>
      </div>
    );
  }
  if (!nueva && !t) return <Cargando filas={6} />;
  const editable = t ? t.acciones.editar : true;
  const descripcion = t ? (
    <span className="flex flex-wrap items-center gap-2">
      <span>
        Folio <span className="font-mono">{t.folio}</span>
      </span>
      <ChipEstatusDictamen estatus={t.estatus_revision} documentoFirmado={t.documento_firmado} edoCuentaStatus={t.edo_cuenta_status} />
    </span>
  ) : (
    'Escriba la clave catastral del predio para comenzar. Los campos marcados con * son obligatorios.'
  );

  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo={M.tituloTorre} descripcion={descripcion} acciones={<Volver />} />
      {t ? <AccionesDictamen base={BASE_TORRES} dto={t} /> : null}
      {t ? <EstadoDictamen dto={t} /> : null}
      {t && !editable ? <Alert variant="info">La solicitud está en revisión o ya fue resuelta: su información ya no puede modificarse.</Alert> : null}
      <FormularioTorre
        key={t ? `${t.id}-${t.estatus_revision}` : 'nueva'}
        torre={t}
        editable={editable}
        ocupado={guardar.ocupado}
        alCancelar={() => void navegar(RUTA_LISTA_TORRES)}
        alGuardar={async (v, a, marcar) => {
          const r = await guardar.ejecutar({ v, a });
          if (!r.ok) for (const [campo, mensaje] of r.campos) marcar(campo, mensaje);
          return r.ok;
        }}
      />
    </div>
  );
}
