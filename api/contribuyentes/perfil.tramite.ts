// The profile's entry in the API's procedure registry (api/catalogo-tramites.ts), and its request:
// one per taxpayer, created when the profile is first sent, its workflow keyed by the taxpayer.
import type { Db } from '../../db/client';
import type { Contribuyente, Solicitud } from '../../db/schema';
import { nombreDe } from '../../domain/common/personas';
import { perfil } from '../../domain/perfil/definicion';
import type { TramiteApi } from '../tramites/registro';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { createContribuyentesRepository } from './contribuyentes.repository';
import { perfilSchema } from './contribuyentes.schemas';

export const folioPerfil = (contribuyenteId: number, anio: number) => `PER-${anio}-${String(contribuyenteId).padStart(6, '0')}`;
export const perfilWorkflowId = (contribuyenteId: number) => `perfil-${contribuyenteId}`;

/** The taxpayer's profile request, created as a draft the first time it is needed. */
export async function solicitudPerfil(db: Db, c: Contribuyente): Promise<Solicitud> {
  const repo = createSolicitudesRepository({ db });
  const previa = await repo.deContribuyente(c.id, perfil.clave);
  if (previa) return previa;
  return repo.crear(db, {
    def: perfil,
    contribuyenteId: c.id,
    titulo: nombreDe(c),
    datos: {},
    folio: () => folioPerfil(c.id, c.createdAt.getFullYear()),
    workflowId: () => perfilWorkflowId(c.id),
  });
}

export const perfilApi: TramiteApi<typeof perfilSchema> = {
  definicion: perfil,
  esquemaDetalle: perfilSchema,
  async alEnviar(deps, s) {
    const c = await createContribuyentesRepository({ db: deps.db }).porId(s.contribuyenteId);
    return { datos: {}, titulo: c ? nombreDe(c) : s.titulo };
  },
  detalleTarea: (deps, s) => createContribuyentesRepository({ db: deps.db }).perfil(s.contribuyenteId),
};
