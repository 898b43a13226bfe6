import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { AccionesDictamen, ChipEstatusDictamen, EstadoDictamen, qkDictamen } from '../dictamenes';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { buttonVariants } from '../components/ui/button';
import { Cargando } from '../components/ui/skeleton';
import { useAccion } from '../lib/use-accion';
import { actualizarEspectacular, crearEspectacular, useEspectacular } from './consultas';
import { FormularioEspectacular, type Guardado } from './formulario';
import { BASE_ESPECTACULARES, idDeRuta, RUTA_LISTA, rutaSolicitud } from './rutas';
import type { Espectacular } from './tipos';
import { cuerpoNuevo, formDataDe, hayArchivos } from './valores';

function Volver() {
  return (
    <Link to={RUTA_LISTA} className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      Mis espectaculares
    </Link>
  );
}

/**
 * One save: a new request is created (POST, JSON) and its files, if any, go up at once (PUT,
 * multipart, no second toast); a stored one is updated with its fields and files (PUT).
 */
function useGuardar(dto: Espectacular | null) {
  const ejecutar = async (g: Guardado): Promise<number> => {
    const fd = (guardados: readonly string[]) => formDataDe(g.v, g.elegidos, { visibles: g.visibles, guardados });
    if (dto) {
      await actualizarEspectacular(dto.id, fd(g.guardados));
      return dto.id;
    }
    const { id } = await crearEspectacular(cuerpoNuevo(g.v));
    if (hayArchivos(g.elegidos, g.visibles)) {
      try {
        await actualizarEspectacular(id, fd([]), false);
      } catch {
        // The request exists: its page opens and the files can be chosen again (the client said why).
      }
    }
    return id;
  };
  return useAccion<Guardado, number>({ llamar: ejecutar, invalidar: [qkDictamen.de(BASE_ESPECTACULARES)] });
}

/**
 * /admin/espectacular/:idEspectacular (spec 3 §2.6; 0 = new): 'Solicitud de espectacular'. The
 * taxpayer fills and saves it (Guardar, then Actualizar) and sends it to review while it is editable;
 * where it stands (status, reason of a return, timeline, payment) is above the form. Staff of the
 * chain see it read only, with the decisions of their level.
 */
export function SolicitudEspectacularPage() {
  const id = idDeRuta(useParams().idEspectacular);
  const navegar = useNavigate();
  const consulta = useEspectacular(id);
  const dto = id ? (consulta.data ?? null) : null;
  const [version, setVersion] = useState(0);
  const guardar = useGuardar(dto);

  const pagina = (cuerpo: ReactNode, descripcion: ReactNode = M.subtituloEspectacular) => (
    <div className="flex flex-col gap-6">
      <Encabezado titulo={M.tituloEspectacular} descripcion={descripcion} acciones={<Volver />} />
      {cuerpo}
    </div>
  );
  if (id === null) return pagina(<Alert variant="warning">La dirección no corresponde a una solicitud de espectacular.</Alert>);
  if (id > 0 && consulta.isLoading) return <Cargando filas={6} />;
  if (id > 0 && !dto) return pagina(<Alert variant="destructive">No fue posible cargar la solicitud.</Alert>);

  const editable = dto ? dto.acciones.editar : true;
  const descripcion = dto ? (
    <span className="flex flex-wrap items-center gap-2">
      <span>{M.subtituloEspectacular}</span>
      <span aria-hidden="true">·</span>
      <span>
        Folio <span className="font-mono">{dto.folio}</span>
      </span>
      <ChipEstatusDictamen estatus={dto.estatus_revision} documentoFirmado={dto.documento_firmado} edoCuentaStatus={dto.edo_cuenta_status} />
    </span>
  ) : undefined;

  return pagina(
    <>
      {dto ? <EstadoDictamen dto={dto} /> : null}
      {dto && !editable && dto.acciones.decidir.length === 0 && !dto.acciones.firmar ? (
        <Alert variant="info">La solicitud no puede modificarse en su estatus actual.</Alert>
      ) : null}
      <FormularioEspectacular
        key={`${dto?.id ?? 'nueva'}-${dto?.estatus_revision ?? 0}-${version}`}
        dto={dto}
        editable={editable}
        ocupado={guardar.ocupado}
        alCancelar={() => void navegar(RUTA_LISTA)}
        acciones={dto ? <AccionesDictamen base={BASE_ESPECTACULARES} dto={dto} onCambio={() => setVersion((v) => v + 1)} /> : null}
        alGuardar={async (g, marcar) => {
          const r = await guardar.ejecutar(g);
          if (!r.ok) {
            for (const [campo, mensaje] of r.campos) marcar(campo, mensaje);
            return false;
          }
          if (dto) setVersion((v) => v + 1);
          else void navegar(rutaSolicitud(r.datos), { replace: true, state: { guardado: true } });
          return true;
        }}
      />
    </>,
    descripcion,
  );
}
