import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/avisos';
import type { LicenciaFormData, LicenciaFormInput } from '../../../domain/licencia/schema';
import { MSG_LIC } from '../../../domain/licencia/mensajes';
import { ESTATUS } from '../../../domain/tramite/estatus';
import type { ArchivosPendientes } from '../../components/archivos/use-archivos-pendientes';
import { api, ApiError, solicitar } from '../../lib/api';
import { useAccion } from '../../lib/use-accion';
import type { IdsArchivos } from './archivos';
import { qkSolicitud } from './consultas';
import type { ArchivoEstablecimiento, EstablecimientoCreado, EstablecimientoDetalle } from './tipos';
import { avisoDeGuardado, detalleAFormulario, rutaCampoLicencia } from './valores';

interface Opciones {
  detalle: EstablecimientoDetalle | null;
  contribuyenteId: number;
  form: UseFormReturn<LicenciaFormInput, unknown, LicenciaFormData>;
  archivos: ArchivosPendientes<IdsArchivos>;
  /** a save answered the SARE move message: it stays on the page (spec 1 §1) */
  alAviso: (mensaje: string) => void;
  /** the server marked fields of the form */
  alMarcarCampos: () => void;
  /** a new request was registered, before the page moves to its address */
  alCrear?: (id: number) => void;
}

/**
 * What the licence form asks the API (spec 1 §7.4): register or update the establishment (its
 * files go up right after), send to review, send a returned land-use certificate back, delete a
 * file. Each refreshes exactly the establishment and the lists.
 */
export function useAccionesSolicitud({ detalle, contribuyenteId, form, archivos, alAviso, alMarcarCampos, alCrear }: Opciones) {
  const qc = useQueryClient();
  const navegar = useNavigate();
  const errores = { setError: form.setError, rutaCampo: rutaCampoLicencia };
  const propio = detalle ? [qkSolicitud.establecimiento(detalle.id)] : [];

  const avisar = (mensaje: string | undefined, defecto: string) => {
    const a = avisoDeGuardado(mensaje, defecto);
    if (a.tipo === 'aviso') {
      toast.warning(a.mensaje, { duration: 8000 });
      alAviso(a.mensaje);
    } else toast.success(a.mensaje);
    return a;
  };

  // Data saved, a file refused: not a success next to an error, but what happened.
  const avisarParcial = () => {
    toast.warning('Los datos se guardaron, pero no se adjuntaron todos los archivos. Revise los archivos marcados y vuelva a guardar.', { duration: 8000 });
    return { tipo: 'parcial' as const, mensaje: '' };
  };

  const crear = useAccion({
    llamar: async (datos: LicenciaFormData) => {
      const env = await solicitar<EstablecimientoCreado>('POST', '/api/establecimientos', { cuerpo: datos, exito: false }).catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 422) toast.error(MSG_LIC.noSeRegistro);
        throw e;
      });
      // Files wait for the establishment to exist (spec 1 §7.4); one message says how it all went.
      const r = await archivos.subir({ contribuyenteId: env.data.contribuyente_id ?? contribuyenteId, locacionId: env.data.id });
      const a = r.fallidos ? avisarParcial() : avisar(env.message, MSG_LIC.registrado);
      return { creado: env.data, aviso: a.tipo === 'aviso' ? a.mensaje : null };
    },
    invalidar: ({ creado }) => [qkSolicitud.establecimientos, qkSolicitud.establecimiento(creado.id)],
    ...errores,
  });

  const actualizar = useAccion({
    llamar: async ({ datos, d }: { datos: LicenciaFormData; d: EstablecimientoDetalle }) => {
      const env = await solicitar<EstablecimientoDetalle | null>('PUT', `/api/establecimientos/${d.id}`, { cuerpo: datos, exito: false });
      const conArchivos = archivos.hayPendientes;
      const r = conArchivos ? await archivos.subir({ contribuyenteId: d.contribuyente_id ?? contribuyenteId, locacionId: d.id }) : { fallidos: 0 };
      if (r.fallidos) avisarParcial();
      else avisar(env.message, MSG_LIC.actualizado);
      // PUT answers the detail; after uploads it is read again so the new files are listed.
      if (!conArchivos && env.data?.id === d.id && Array.isArray(env.data.licencia)) return env.data;
      return api.get<EstablecimientoDetalle>(`/api/establecimientos/${d.id}`, { silencioso: true });
    },
    alExito: (final, { d }) => {
      qc.setQueryData(qkSolicitud.establecimiento(d.id), final);
    },
    invalidar: [qkSolicitud.establecimientos],
    ...errores,
  });

  /** Registers or updates; false when it could not (the fields the server marked are marked). */
  const guardar = async (datos: LicenciaFormData): Promise<boolean> => {
    if (!detalle) {
      const r = await crear.ejecutar(datos);
      if (r.ok) alCrear?.(r.datos.creado.id);
      if (r.ok) void navegar(`/admin/establecimientos/solicitud/${r.datos.creado.id}`, { replace: true, state: { guardado: true, ...(r.datos.aviso ? { aviso: r.datos.aviso } : {}) } });
      else if (r.campos.length) alMarcarCampos();
      return r.ok;
    }
    const r = await actualizar.ejecutar({ datos, d: detalle });
    if (r.ok) form.reset(detalleAFormulario(r.datos));
    else if (r.campos.length) alMarcarCampos();
    return r.ok;
  };

  const envio = useAccion({
    llamar: (licenciaId: number) => api.post(`/api/licencia/${licenciaId}/changestatus`, { estatus_licencia: ESTATUS.ENVIADO }, { exito: MSG_LIC.solicitudEnviada }),
    invalidar: [...propio, qkSolicitud.establecimientos],
  });
  // spec 1 §4.4: a land-use certificate returned to the taxpayer goes back with estatus_general 1.
  const usoSuelo = useAccion({
    llamar: (licenciaId: number) => api.post(`/api/licencia/${licenciaId}/changestatususosuelo`, { estatus_general: 1 }),
    invalidar: propio,
  });
  const borrado = useAccion({
    llamar: ({ a, d }: { a: ArchivoEstablecimiento; d: EstablecimientoDetalle }) => api.post(`/api/establecimientos/${a.id}/${d.id}/${d.contribuyente_id ?? contribuyenteId}/0/deleteFile`),
    invalidar: propio,
  });

  return {
    guardar,
    enviar: envio.ejecutar,
    enviarUsoSuelo: usoSuelo.ejecutar,
    borrar: borrado.ejecutar,
    ocupado: crear.ocupado || actualizar.ocupado || envio.ocupado || usoSuelo.ocupado,
  };
}
