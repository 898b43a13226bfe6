// Signing a task with e.firma as the browser does it (web/efirma), for the demo seeder and the
// tests: the certificate registered if the profile lacks it, the document prepared, the attributes
// signed here with the .key and its password, the signature sent.
import { base64, deBase64 } from '../../domain/efirma/der';
import { descifrarLlave, firmarAtributos } from '../../domain/efirma/llave';

interface Respuesta {
  status: number;
  body: { message?: string; data?: unknown };
}
export interface ApiComoUsuario {
  get: (url: string) => Promise<Respuesta>;
  post: (url: string, body: unknown) => Promise<Respuesta>;
}

export interface ArchivosFirma {
  cer: Uint8Array;
  key: Uint8Array;
  contrasena: string;
}

const exigir = (r: Respuesta, que: string) => {
  if (r.status !== 200) throw new Error(`${que}: ${r.status} ${r.body.message ?? ''}`);
  return r.body.data as Record<string, unknown>;
};

/** Registers the certificate when the profile has another or none. */
export async function registrarCertificado(api: ApiComoUsuario, cer: Uint8Array): Promise<void> {
  exigir(await api.post('/api/efirma/certificado', { cer: base64(cer) }), 'registro del certificado');
}

/** null when the task is not signed with e.firma (the caller clicks); else the completion's answer. */
export async function firmarTarea(api: ApiComoUsuario, tareaId: number, f: ArchivosFirma): Promise<Respuesta | null> {
  const info = exigir(await api.get(`/api/tareas/${tareaId}/efirma`), 'firma de la tarea') as { requerida: boolean; certificado: { serie: string } | null };
  if (!info.requerida) return null;
  if (!info.certificado) await registrarCertificado(api, f.cer);
  const p = await api.post(`/api/tareas/${tareaId}/efirma/preparar`, {});
  if (p.status !== 200) return p;
  const { sesion, atributos } = p.body.data as { sesion: string; atributos: string };
  const firma = await firmarAtributos(descifrarLlave(f.key, f.contrasena), deBase64(atributos));
  return api.post(`/api/tareas/${tareaId}/efirma/completar`, { sesion, firma: base64(firma) });
}
