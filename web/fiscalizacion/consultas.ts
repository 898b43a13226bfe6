// What the extraordinary-hours and live-music pages read and do, on the spec's URLs (spec 2 §7
// "Extraordinary hours and live music"); the types are the API's response schemas. Every key starts
// with 'fiscalizacion', so one invalidation refreshes them all.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  establecimientoHorarioSchema,
  horarioExtraordinarioSchema,
  SolicitudFiscalizacionDto,
} from '../../api/fiscalizacion/fiscalizacion.schemas';
import { MSG_FISCALIZACION, MSG_FISCALIZACION_EXTRA } from '../../domain/fiscalizacion/mensajes';
import type { FuentePdf } from '../components/visor';
import { api, subirArchivo } from '../lib/api';

export type { SolicitudFiscalizacionDto };
export type EstablecimientoHorario = z.infer<typeof establecimientoHorarioSchema>;
export type HorarioExtraordinario = z.infer<typeof horarioExtraordinarioSchema>;
export type TipoSolicitud = SolicitudFiscalizacionDto['tipo'];

export const qkFisc = {
  todo: ['fiscalizacion'] as const,
  establecimientos: ['fiscalizacion', 'establecimientos'] as const,
  establecimiento: (locacionId: number) => ['fiscalizacion', 'establecimiento', locacionId] as const,
  horario: (licenciaId: number) => ['fiscalizacion', 'horario', licenciaId] as const,
  solicitudes: (licenciaId: number) => ['fiscalizacion', 'solicitudes', licenciaId] as const,
};

const L = (licenciaId: number) => `/api/licencia/${licenciaId}`;
const valido = (id: number | null | undefined): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** GET horarios/establecimientos: the taxpayer's establishments, each with whether it may ask and why not. */
export const useEstablecimientosHorario = () =>
  useQuery({ queryKey: qkFisc.establecimientos, queryFn: () => api.get<EstablecimientoHorario[]>('/api/horarios/establecimientos') });

/** GET horarios/getEstablecimiento/{locacionId}: its patente type and eligibility (silent: a licence row asks it). */
export const useEstablecimientoHorario = (locacionId: number, activo = true) =>
  useQuery({
    queryKey: qkFisc.establecimiento(locacionId),
    queryFn: () => api.get<EstablecimientoHorario>(`/api/horarios/getEstablecimiento/${locacionId}`, { silencioso: true }),
    enabled: activo && valido(locacionId),
    retry: false,
  });

/** GET horarios/gethorarioextraordinario/{licenciaId}: the weekdays and hours of the extraordinary schedule. */
export const useHorarioExtraordinario = (licenciaId: number, activo = true) =>
  useQuery({
    queryKey: qkFisc.horario(licenciaId),
    queryFn: () => api.get<HorarioExtraordinario>(`/api/horarios/gethorarioextraordinario/${licenciaId}`),
    enabled: activo && valido(licenciaId),
  });

/** GET getSolicitudExtraordinarias and getSolicitudMusica, newest month first. */
export const useSolicitudesFiscalizacion = (licenciaId: number, activo = true) =>
  useQuery({
    queryKey: qkFisc.solicitudes(licenciaId),
    queryFn: async () => {
      const [extra, musica] = await Promise.all([
        api.get<SolicitudFiscalizacionDto[]>(`${L(licenciaId)}/getSolicitudExtraordinarias`),
        api.get<SolicitudFiscalizacionDto[]>(`${L(licenciaId)}/getSolicitudMusica`),
      ]);
      return [...extra, ...musica].sort((a, b) => b.mes.localeCompare(a.mes) || b.id - a.id);
    },
    enabled: activo && valido(licenciaId),
  });

/** One block of dates with the same hours, as the API takes it (spec 2 §3 fecha: a list of dates). */
export interface HorarioEnviado {
  id?: number;
  fechas: string[];
  hora_inicio: string;
  hora_fin: string;
}

export interface DatosSolicitud {
  tipo: TipoSolicitud;
  establecimiento_id: number;
  /** live music only (an EXTRA request sends none) */
  cantidad_personas?: number;
  horarios: HorarioEnviado[];
  /** ids of the saved dates the taxpayer removed (update only) */
  delete_horarios?: number[];
}

/** POST saveSolicitudFiscalizacion(Musica) or actualizarSolicitudFiscalizacion/{sid}. */
export function guardarSolicitud(licenciaId: number, sid: number | null, d: DatosSolicitud) {
  const fechas = d.horarios.flatMap((h) => h.fechas).sort();
  if (sid !== null) return api.post<SolicitudFiscalizacionDto>(`${L(licenciaId)}/actualizarSolicitudFiscalizacion/${sid}`, d, { exito: MSG_FISCALIZACION.actualizada });
  if (d.tipo === 'VARIEDAD') {
    const cuerpo = { ...d, fecha: fechas[0] ?? null, fecha_fin: fechas[fechas.length - 1] ?? null };
    return api.post<SolicitudFiscalizacionDto>(`${L(licenciaId)}/saveSolicitudFiscalizacionMusica`, cuerpo, { exito: MSG_FISCALIZACION_EXTRA.creada });
  }
  return api.post<SolicitudFiscalizacionDto>(`${L(licenciaId)}/saveSolicitudFiscalizacion`, d, { exito: MSG_FISCALIZACION_EXTRA.creada });
}

/** GET findSolicitudExtraordinaria/{sid}. */
export const buscarSolicitud = (licenciaId: number, sid: number) => api.get<SolicitudFiscalizacionDto>(`${L(licenciaId)}/findSolicitudExtraordinaria/${sid}`);

/** POST changeSolicitudEstatus/{sid} with 10: send to review (irreversible for the taxpayer). */
export const enviarSolicitud = (licenciaId: number, sid: number) =>
  api.post<SolicitudFiscalizacionDto>(`${L(licenciaId)}/changeSolicitudEstatus/${sid}`, { estatus_fiscalizacion: 10 }, { exito: MSG_FISCALIZACION.enviada });

export const eliminarSolicitud = (licenciaId: number, sid: number) =>
  api.del(`${L(licenciaId)}/solicitudFiscalizacion/${sid}`, { exito: MSG_FISCALIZACION_EXTRA.eliminada });

export const copiarSolicitud = (licenciaId: number, sid: number, mes: string) =>
  api.post<SolicitudFiscalizacionDto>(`${L(licenciaId)}/copiarSolicitudFiscalizacion/${sid}`, { mes }, { exito: MSG_FISCALIZACION_EXTRA.copiada });

/** Multipart file and code (spec 2 §7): the signed request or the payment receipt, PDF only. */
function archivo(ruta: string, codigo: string, f: File, alProgreso: (p: number) => void, exito: string) {
  const datos = new FormData();
  datos.append('file', f, f.name);
  datos.append('code', codigo);
  return subirArchivo<SolicitudFiscalizacionDto>(ruta, datos, alProgreso, { exito });
}

export const subirSolicitudFirmada = (licenciaId: number, sid: number, f: File, p: (n: number) => void) =>
  archivo(`${L(licenciaId)}/uploadSolicitudFirmada/${sid}`, 'solicitud_fiscalizacion_firmada', f, p, MSG_FISCALIZACION_EXTRA.firmadaCargada);

export const subirReciboPago = (licenciaId: number, sid: number, f: File, p: (n: number) => void) =>
  archivo(`${L(licenciaId)}/uploadReciboPagoFiscalizacion/${sid}`, 'recibo_pago_fiscalizacion', f, p, MSG_FISCALIZACION.reciboCargado);

/** POST fiscalizacion/{sid}/horasAprobadas (Fiscalización, at its review). */
export const guardarHorasAprobadas = (sid: number, horarios: { id: number; horas_aprobadas: number }[]) =>
  api.post(`/api/fiscalizacion/${sid}/horasAprobadas`, { horarios }, { exito: MSG_FISCALIZACION_EXTRA.horasGuardadas });

// The printouts (PDF blobs, spec 2 §7).
type Ref = Pick<SolicitudFiscalizacionDto, 'id' | 'folio' | 'licencia_id' | 'tipo'>;
const esMusica = (s: Ref) => s.tipo === 'VARIEDAD';

export const solicitudImpresaPdf = (s: Ref): FuentePdf => ({
  titulo: `${esMusica(s) ? MSG_FISCALIZACION_EXTRA.solicitudMusicaImpresaTitulo : MSG_FISCALIZACION_EXTRA.solicitudImpresaTitulo} ${s.folio}`,
  ruta: `${L(s.licencia_id)}/imprimirSolicitudExtraordinaria/${s.id}`,
  nombreArchivo: `solicitud-${s.folio}.pdf`,
});

export const estadoCuentaFiscalizacionPdf = (s: Ref): FuentePdf => ({
  titulo: `Estado de cuenta ${s.folio}`,
  ruta: `${L(s.licencia_id)}/viewEdoCuentaFiscalizacion/${s.id}`,
  nombreArchivo: `estado-cuenta-${s.folio}.pdf`,
});

export const constanciaPdf = (s: Ref): FuentePdf => ({
  titulo: `${esMusica(s) ? MSG_FISCALIZACION_EXTRA.constanciaMusicaTitulo : MSG_FISCALIZACION_EXTRA.constanciaTitulo} ${s.folio}`,
  ruta: `${L(s.licencia_id)}/viewConstanciaExtraordinaria/${s.id}`,
  nombreArchivo: `constancia-${s.folio}.pdf`,
});
