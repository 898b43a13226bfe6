// The demo's issue-14 requests (README demo table): a telecommunications tower on Av. Héroes waiting
// for the head of department (jefatura.urbano), a billboard on Av. Belice waiting for the Dirección
// (direccion.urbano), and a tower in Calderitas whose dictamen is already signed. Made through the
// API as the demo taxpayer and the staff accounts — the form's JSON draft, its multipart update with
// the files, 'Enviar a revisión', each level's decision and the payment — and each only once: a
// second start finds them where they stand.
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { solicitudes, solicitudesEspectaculares, solicitudesTorres } from '../db/schema';
import { CLAVES_DEMO } from '../sim/municipio-demo';
import { pdfValido, pngFachada } from '../sim/muestras';
import { PASO_DICTAMEN } from '../domain/dictamenes/comun';
import { SLOTS_ESPECTACULAR, SLOTS_TORRE } from '../domain/dictamenes/reglas';
import { cuerpoMultipart, type ParteArchivo } from './multipart';

type Solicitud = typeof solicitudes.$inferSelect;

export interface ContextoDictamenesDemo {
  db: Db;
  rfc: string;
  contribuyenteId: number;
  exigir: (usuario: string | null, opts: InjectOptions, que: string) => Promise<{ body: { data?: unknown } }>;
  avanzar: (rfc: string, id: number, llego: (s: Solicitud) => Promise<boolean>, clave?: string) => Promise<Solicitud>;
  enPaso: (paso: string) => (s: Solicitud) => Promise<boolean>;
  resumen: { completos: string[]; hechos: string[] };
}

/** The photos of the form are images; every other slot a PDF (spec 3 §5.4). */
const FOTOS = new Set(['colindansia_norte', 'colindansia_sur', 'colindansia_este', 'colindansia_oeste', 'fachada', 'torre_perspectiva', 'torre_interior']);
function archivo(slot: string): ParteArchivo {
  return FOTOS.has(slot)
    ? { campo: slot, nombre: `${slot}.png`, tipo: 'image/png', contenido: pngFachada() }
    : { campo: slot, nombre: `${slot}.pdf`, tipo: 'application/pdf', contenido: pdfValido(slot.replace(/_/g, ' ')) };
}

/** A nested object as the form's bracketed multipart names (medidas[norte][colindancia_mts]). */
function aplanar(o: Record<string, unknown>, prefijo = ''): Record<string, string> {
  const r: Record<string, string> = {};
  for (const [k, v] of Object.entries(o)) {
    const nombre = prefijo ? `${prefijo}[${k}]` : k;
    if (v === null || v === undefined) continue;
    if (typeof v === 'object') Object.assign(r, aplanar(v as Record<string, unknown>, nombre));
    else r[nombre] = String(v);
  }
  return r;
}

interface Escenario {
  que: string;
  tipo: 'torre' | 'espectacular';
  clave: string;
  campos: (domicilio: Record<string, unknown>, m2: number) => Record<string, unknown>;
  slots: readonly string[];
  llego: (s: Solicitud) => Promise<boolean>;
}

export async function sembrarDictamenesDemo(c: ContextoDictamenesDemo) {
  const existente = async (tipo: 'torre' | 'espectacular', clave: string) => {
    const t = tipo === 'torre' ? solicitudesTorres : solicitudesEspectaculares;
    const [f] = await c.db
      .select({ s: solicitudes })
      .from(t)
      .innerJoin(solicitudes, eq(solicitudes.id, t.solicitudId))
      .where(and(eq(t.contribuyenteId, c.contribuyenteId), eq(t.claveCatastral, clave)));
    return f?.s;
  };

  async function preparar(e: Escenario) {
    const base = e.tipo === 'torre' ? '/api/solicitud_torres' : '/api/solicitud_espectaculares';
    let s = await existente(e.tipo, e.clave);
    if (s && (s.estado !== 'borrador' || (await e.llego(s)))) {
      c.resumen.completos.push(e.que);
      return;
    }
    if (!s) {
      const predio = (await c.exigir(c.rfc, { method: 'GET', url: `/api/anuncioexterno/searchByClaveCatastral/${e.clave}` }, `catastro de ${e.que}`)).body.data as {
        resultados: { cp: string; localidad_id: number; colonia_id: number; calle_id: number; numero_exterior: string; m_construccion: number };
      };
      const p = predio.resultados;
      const domicilio = { codigo_postal: p.cp, localidad_id: p.localidad_id, colonia_id: p.colonia_id, calle_id: p.calle_id, numero_exterior: p.numero_exterior };
      const campos = e.campos(domicilio, p.m_construccion);
      const r = await c.exigir(c.rfc, { method: 'POST', url: base, payload: campos }, e.que);
      const id = (r.body.data as { id: number }).id;
      await c.exigir(c.rfc, { method: 'PUT', url: `${base}/${id}`, ...cuerpoMultipart(aplanar(campos), e.slots.map(archivo)) }, `archivos de ${e.que}`);
      s = (await c.db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0];
    }
    await c.exigir(c.rfc, { method: 'POST', url: `${base}/${s.id}/changeStatus`, payload: { estatus_revision: 10 } }, `envío de ${e.que}`);
    await c.avanzar(c.rfc, s.id, e.llego, s.folio);
    c.resumen.hechos.push(e.que);
  }

  const torre = (referencias: string, altura: number) => (domicilio: Record<string, unknown>, m2: number) => ({
    clave_catastral: '',
    domicilio,
    altura_mts: altura,
    referencias,
    luz: true,
    bardeado: true,
    renovacion: false,
    tipo_propiedad_id: 2,
    medidas: {
      norte: { colindansia_calle: 'Av. de los Héroes', colindancia_mts: 12 },
      sur: { colindansia_calle: 'Lote 14', colindancia_mts: 12 },
      este: { colindansia_calle: 'Lote 7', colindancia_mts: 20 },
      oeste: { colindansia_calle: 'Lote 9', colindancia_mts: 20 },
      superficie_total: m2,
      superficie_total_construida: 36,
      superficie_regularizar: 0,
    },
  });
  // What a leased tower needs: every slot but last year's anuencia (not a renewal).
  const slotsTorre = SLOTS_TORRE.filter((x) => x !== 'anuencia_last_year');

  // A 30 m self-supporting tower on a leased lot: Desarrollo Urbano's reviewer approved it; the head of department decides.
  await preparar({
    que: 'torre de telecomunicaciones de Av. de los Héroes',
    tipo: 'torre',
    clave: CLAVES_DEMO.pagada,
    campos: (d, m2) => ({ ...torre('Frente al parque de Los Caimanes, azotea posterior', 30)(d, m2), clave_catastral: CLAVES_DEMO.pagada }),
    slots: slotsTorre,
    llego: c.enPaso(PASO_DICTAMEN.JEFATURA),
  });
  // A lit two-face billboard on Av. Belice: the reviewer and the head approved it; the Dirección decides.
  await preparar({
    que: 'espectacular de Av. Belice',
    tipo: 'espectacular',
    clave: CLAVES_DEMO.pagada2,
    campos: (ubicacion) => ({
      clave_catastral: CLAVES_DEMO.pagada2,
      no_folio: false,
      tipo_anuncio_id: 2,
      altura_mts: 12,
      vistas: 2,
      referencias: 'Esquina con Av. Insurgentes, sobre la azotea',
      ubicacion: { ...ubicacion, latitud: 18.5093, longitud: -88.2994 },
      luminoso: true,
      tipo_propiedad_id: 1,
      secciones: [
        { largo: 12.9, ancho: 7.2 },
        { largo: 12.9, ancho: 7.2 },
      ],
    }),
    slots: SLOTS_ESPECTACULAR.filter((x) => !['contrato_arrendamiento', 'permiso_anuncio', 'solventacion_acta_inspeccion'].includes(x)),
    llego: c.enPaso(PASO_DICTAMEN.DIRECCION),
  });
  // A 24 m antenna in Calderitas, signed: its dictamen can be printed and verified.
  await preparar({
    que: 'torre de telecomunicaciones de Calderitas',
    tipo: 'torre',
    clave: CLAVES_DEMO.hotelZofematPagado,
    campos: (d, m2) => ({ ...torre('Junto al acceso del hotel, frente a la bahía', 24)(d, m2), clave_catastral: CLAVES_DEMO.hotelZofematPagado }),
    slots: slotsTorre,
    llego: async (s) => s.estado === 'terminada',
  });
}
