// The e.firma API as the web calls it (api/efirma/efirma.routes.ts), with its shapes.
import type { z } from 'zod';
import type { efirmaTareaSchema, miCertificadoSchema, preparacionSchema, VerificacionPdfDto, CertificadoDto } from '../../api/efirma/efirma.schemas';
import { base64 } from '../../domain/efirma/der';
import { api, subirArchivo } from '../lib/api';

export type { CertificadoDto, VerificacionPdfDto };
export type MiCertificado = z.infer<typeof miCertificadoSchema>;
export type EfirmaTarea = z.infer<typeof efirmaTareaSchema>;
export type PreparacionDto = z.infer<typeof preparacionSchema>;

export const qkEfirma = {
  certificado: ['efirma', 'certificado'] as const,
  tarea: (id: number) => ['efirma', 'tarea', id] as const,
};

export const miCertificado = () => api.get<MiCertificado>('/api/efirma/certificado');
export const registrarCertificado = (cer: Uint8Array) => api.post<MiCertificado>('/api/efirma/certificado', { cer: base64(cer) }, { silencioso: true });
export const efirmaDeTarea = (id: number) => api.get<EfirmaTarea>(`/api/tareas/${id}/efirma`);
export const prepararFirma = (id: number) => api.post<PreparacionDto>(`/api/tareas/${id}/efirma/preparar`, {}, { silencioso: true });
export const completarFirma = (id: number, sesion: string, firma: string) => api.post<VerificacionPdfDto>(`/api/tareas/${id}/efirma/completar`, { sesion, firma }, { silencioso: true });

/** The public check of an uploaded PDF (no session). */
export function verificarPdf(archivo: File): Promise<VerificacionPdfDto> {
  const datos = new FormData();
  datos.append('file', archivo);
  return subirArchivo<VerificacionPdfDto>('/api/verificar/pdf', datos, undefined, { silencioso: true });
}

/** A chosen file's bytes. */
export async function bytesDe(f: File): Promise<Uint8Array> {
  return new Uint8Array(await f.arrayBuffer());
}
