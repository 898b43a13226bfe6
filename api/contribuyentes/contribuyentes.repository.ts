import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contribuyentes, documentos, representantes, solicitudes, type Contribuyente, type Documento, type Representante, type Solicitud } from '../../db/schema';
import type { ContribuyenteData } from '../../domain/perfil/schema';
import { tituloDocumento } from '../../domain/catalogos/documentos';
import { perfil } from '../../domain/perfil/definicion';
import { snapshotDe, tramiteDto } from '../tramites/lectura';
import { accionesPerfil } from './perfil.tramite';
import { rfcDigitoCorrecto } from '../../domain/common/rfc';
import { MSG_EXTRA } from '../../domain/common/messages';
import type { DocumentoDto, PerfilDto, RepresentanteDto } from './contribuyentes.schemas';

export type { PerfilDto };

export function documentoDto(d: Documento, reps: Representante[] = []): DocumentoDto {
  const rep = d.representanteId ? reps.find((r) => r.id === d.representanteId) : undefined;
  return {
    id: d.id,
    codigo: d.codigo,
    // spec 1 §2.8: the profile's own files and those of a tower or billboard request read by title.
    nombre: tituloDocumento(d.codigo),
    nombre_archivo: d.nombreArchivo,
    mime: d.mime,
    tamano: d.tamano,
    created_at: d.createdAt.toISOString(),
    representante_id: d.representanteId,
    representante_nombre: rep ? [rep.nombre, rep.apellido1, rep.apellido2].filter(Boolean).join(' ') : null,
    representante_tipo: rep?.tipo ?? null,
  };
}

function personaDto(r: Representante): RepresentanteDto {
  return {
    id: r.id,
    nombre: r.nombre,
    apellido1: r.apellido1,
    apellido2: r.apellido2 ?? '',
    telefono_fijo: r.telefonoFijo ?? '',
    telefono_movil: r.telefonoMovil ?? '',
    email: r.email,
    es_representante_legal: r.esRepresentanteLegal,
  };
}

export function perfilDto(c: Contribuyente, reps: Representante[], docs: Documento[], solicitud: Solicitud | null): PerfilDto {
  const advertencias: string[] = [];
  if ((c.rfc.length === 12 || c.rfc.length === 13) && !rfcDigitoCorrecto(c.rfc)) advertencias.push(MSG_EXTRA.rfcDigitoAdvertencia);
  return {
    id: c.id,
    user_id: c.usuarioId,
    tipo_persona: c.tipoPersona,
    rfc: c.rfc,
    curp: c.curp ?? '',
    nombre: c.nombre ?? '',
    apellido1: c.apellido1 ?? '',
    apellido2: c.apellido2 ?? '',
    razon_social: c.razonSocial ?? '',
    nombre_completo: c.tipoPersona === 2 ? (c.razonSocial ?? '') : [c.nombre, c.apellido1, c.apellido2].filter(Boolean).join(' '),
    email: c.email,
    telefono_fijo: c.telefonoFijo ?? '',
    telefono_movil: c.telefonoMovil ?? '',
    telefono_oficina: c.telefonoOficina ?? '',
    es_externo: c.esExterno,
    domicilio: c.domicilio,
    domicilioExterno: c.domicilioExterno,
    estatus: c.estatus,
    motivo_rechazo: c.motivoRechazo,
    tipo_proceso_id: c.tipoProcesoId,
    mercado: c.mercado,
    perfil_completo: c.perfilCompleto,
    representantes: reps.filter((r) => r.tipo === 'R').map(personaDto),
    tramitadores: reps.filter((r) => r.tipo === 'T').map(({ esRepresentanteLegal: _x, ...r }) => {
      const { es_representante_legal: _y, ...p } = personaDto({ ...r, esRepresentanteLegal: false });
      return p;
    }),
    documentos: docs.map((d) => documentoDto(d, reps)),
    acciones: accionesPerfil(solicitud, c.perfilCompleto),
    tramite: solicitud ? tramiteDto(perfil, solicitud, snapshotDe(perfil, solicitud, {})) : null,
    advertencias,
  };
}

export function createContribuyentesRepository({ db }: { db: Db }) {
  /** The taxpayer's legal representatives and facilitators, in the order they were added. */
  const representantesDe = (contribuyenteId: number): Promise<Representante[]> =>
    db.select().from(representantes).where(eq(representantes.contribuyenteId, contribuyenteId)).orderBy(asc(representantes.id));

  return {
    async porId(id: number) {
      const [c] = await db.select().from(contribuyentes).where(eq(contribuyentes.id, id)).limit(1);
      return c ?? null;
    },
    async porRfc(rfc: string) {
      const [c] = await db.select().from(contribuyentes).where(eq(contribuyentes.rfc, rfc)).limit(1);
      return c ?? null;
    },
    representantes: representantesDe,
    /** One of the taxpayer's people; null when the id is someone else's. */
    async representante(contribuyenteId: number, id: number): Promise<Representante | null> {
      const [r] = await db
        .select()
        .from(representantes)
        .where(and(eq(representantes.id, id), eq(representantes.contribuyenteId, contribuyenteId)))
        .limit(1);
      return r ?? null;
    },
    async perfil(id: number): Promise<PerfilDto | null> {
      const [c] = await db.select().from(contribuyentes).where(eq(contribuyentes.id, id)).limit(1);
      if (!c) return null;
      const reps = await representantesDe(id);
      const docs = await db
        .select()
        .from(documentos)
        .where(and(eq(documentos.contribuyenteId, id), isNull(documentos.locacionId), isNull(documentos.solicitudId)))
        .orderBy(asc(documentos.id));
      const [sol] = await db
        .select()
        .from(solicitudes)
        .where(and(eq(solicitudes.contribuyenteId, id), eq(solicitudes.procedimiento, perfil.clave)));
      return perfilDto(c, reps, docs, sol ?? null);
    },

    /** spec 1 §4.6: the onboarding answers and the process they lead to. */
    async guardarOnboarding(id: number, r: { pregunta1: number; pregunta2: boolean | null; tipoProcesoId: number | null; mercado: boolean }) {
      await db
        .update(contribuyentes)
        .set({ onboardingPregunta1: r.pregunta1, onboardingPregunta2: r.pregunta2, tipoProcesoId: r.tipoProcesoId, mercado: r.mercado, updatedAt: new Date() })
        .where(eq(contribuyentes.id, id));
    },

    /** The contact data a taxpayer may change at any time (spec 1 §4.2). */
    async actualizarContacto(id: number, cambios: { telefonoMovil?: string; email?: string }) {
      await db.update(contribuyentes).set({ ...cambios, updatedAt: new Date() }).where(eq(contribuyentes.id, id));
    },

    /**
     * Saves the whole form in one transaction. The submitted lists are the full set:
     * a person missing from them (or named in delete_*) is removed with their documents.
     */
    async guardar(id: number, v: ContribuyenteData) {
      await db.transaction(async (tx) => {
        await tx
          .update(contribuyentes)
          .set({
            tipoPersona: v.tipo_persona,
            curp: v.tipo_persona === 1 ? (v.curp ?? null) : null,
            nombre: v.tipo_persona === 1 ? (v.nombre ?? null) : null,
            apellido1: v.tipo_persona === 1 ? (v.apellido1 ?? null) : null,
            apellido2: v.tipo_persona === 1 ? (v.apellido2 ?? null) : null,
            razonSocial: v.tipo_persona === 2 ? (v.razon_social ?? null) : null,
            email: v.email.toLowerCase(),
            telefonoFijo: v.telefono_fijo ?? null,
            telefonoMovil: v.telefono_movil,
            telefonoOficina: v.telefono_oficina ?? null,
            esExterno: v.es_externo,
            domicilio: v.es_externo ? null : (v.domicilio ?? null),
            domicilioExterno: v.es_externo ? (v.domicilioExterno ?? null) : null,
            perfilCompleto: true,
            updatedAt: new Date(),
          })
          .where(eq(contribuyentes.id, id));

        for (const [tipo, lista] of [
          ['R', v.representantes],
          ['T', v.tramitadores],
        ] as const) {
          const conservar = lista.map((p) => p.id).filter((x): x is number => typeof x === 'number');
          await tx
            .delete(representantes)
            .where(
              and(
                eq(representantes.contribuyenteId, id),
                eq(representantes.tipo, tipo),
                conservar.length ? notInArray(representantes.id, conservar) : undefined,
              ),
            );
          for (const p of lista) {
            const valores = {
              nombre: p.nombre,
              apellido1: p.apellido1,
              apellido2: p.apellido2 ?? null,
              telefonoFijo: p.telefono_fijo ?? null,
              telefonoMovil: p.telefono_movil ?? null,
              email: p.email.toLowerCase(),
              esRepresentanteLegal: tipo === 'R' ? (v.tipo_persona === 2 ? true : 'es_representante_legal' in p && !!p.es_representante_legal) : false,
            };
            if (p.id) {
              await tx
                .update(representantes)
                .set(valores)
                .where(and(eq(representantes.id, p.id), eq(representantes.contribuyenteId, id), eq(representantes.tipo, tipo)));
            } else {
              await tx.insert(representantes).values({ ...valores, contribuyenteId: id, tipo });
            }
          }
        }
        const borrar = [...v.delete_representantes, ...v.delete_tramitadores];
        if (borrar.length) {
          await tx.delete(representantes).where(and(eq(representantes.contribuyenteId, id), inArray(representantes.id, borrar)));
        }
      });
    },
  };
}
