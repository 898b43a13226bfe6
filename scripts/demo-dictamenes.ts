// The demo's tower and billboard requests (README demo table): a telecommunications tower on Av. Héroes waiting
// for the head of department (jefatura.urbano), a billboard on Av. Belice waiting for the Dirección
// (direccion.urbano), and a tower in Calderitas whose dictamen is already signed. Made through the
// API as the demo taxpayer and the staff accounts — the form's JSON draft, its multipart update with
// the files, 'Enviar a revisión', each level's decision and the payment (scripts/demo-avance.ts: a
// later start finishes only what is missing).
import { and, eq } from 'drizzle-orm';
import { solicitudes, solicitudesEspectaculares, solicitudesTorres } from '../db/schema';
import { CLAVES_DEMO } from '../sim/municipio-demo';
import { pdfValido, pngFachada } from '../sim/muestras';
import { PASO_DICTAMEN } from '../domain/dictamenes/comun';
import { SLOTS_ESPECTACULAR, SLOTS_TORRE } from '../domain/dictamenes/reglas';
import type { ContextoDemo, Meta } from './demo-avance';
import { cuerpoMultipart, type ParteArchivo } from './multipart';

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
  meta: Meta;
}

export async function sembrarDictamenesDemo(c: ContextoDemo) {
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
    /** The form's fields, the address as the cadastre gives it for the key. */
    const campos = async () => {
      const predio = (await c.exigir(c.rfc, { method: 'GET', url: `/api/anuncioexterno/searchByClaveCatastral/${e.clave}` }, `catastro de ${e.que}`)).body.data as {
        resultados: { cp: string; localidad_id: number; colonia_id: number; calle_id: number; numero_exterior: string; m_construccion: number };
      };
      const p = predio.resultados;
      const domicilio = { codigo_postal: p.cp, localidad_id: p.localidad_id, colonia_id: p.colonia_id, calle_id: p.calle_id, numero_exterior: p.numero_exterior };
      return e.campos(domicilio, p.m_construccion);
    };
    /** The multipart update with every file (a later update replaces them). */
    const archivos = (id: number, f: Record<string, unknown>) =>
      c.exigir(c.rfc, { method: 'PUT', url: `${base}/${id}`, ...cuerpoMultipart(aplanar(f), e.slots.map(archivo)) }, `archivos de ${e.que}`);
    const solicitud = async (id: number) => (await c.db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0];
    await c.escenario({
      nombre: e.que,
      rfc: c.rfc,
      meta: e.meta,
      buscar: () => existente(e.tipo, e.clave),
      crear: async () => {
        const f = await campos();
        const r = await c.exigir(c.rfc, { method: 'POST', url: base, payload: f }, e.que);
        const id = (r.body.data as { id: number }).id;
        await archivos(id, f);
        return solicitud(id);
      },
      enviar: async (s, recien) => {
        // A start that stopped between the draft and its files left it without them.
        if (!recien) await archivos(s.id, await campos());
        await c.exigir(c.rfc, { method: 'POST', url: `${base}/${s.id}/changeStatus`, payload: { estatus_revision: 10 } }, `envío de ${e.que}`);
      },
      clave: (s) => s.folio,
    });
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
    meta: { paso: PASO_DICTAMEN.JEFATURA },
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
    meta: { paso: PASO_DICTAMEN.DIRECCION },
  });
  // A 24 m antenna in Calderitas, signed: its dictamen can be printed and verified.
  await preparar({
    que: 'torre de telecomunicaciones de Calderitas',
    tipo: 'torre',
    clave: CLAVES_DEMO.hotelZofematPagado,
    campos: (d, m2) => ({ ...torre('Junto al acceso del hotel, frente a la bahía', 24)(d, m2), clave_catastral: CLAVES_DEMO.hotelZofematPagado }),
    slots: slotsTorre,
    meta: 'terminada',
  });
}
