// The kinds of field inspection and who orders them: each type is one area's visit, with the
// checklist of its own (the catalogue's lists, db/schema/visitas.table.ts). Pure data shared by the
// API, the catalogue's seed and the brigadista's form.

/** The areas whose staff order visits (Protección Civil, Fiscalización, Desarrollo Urbano, Mercados). */
export const TIPOS_VISITA = {
  proteccion_civil: { area: 7, nombre: 'Protección Civil' },
  fiscalizacion: { area: 9, nombre: 'Fiscalización' },
  desarrollo_urbano: { area: 6, nombre: 'Desarrollo Urbano' },
  mercados: { area: 27, nombre: 'Mercados' },
} as const;

export type TipoVisita = keyof typeof TIPOS_VISITA;
export const CLAVES_TIPO_VISITA = Object.keys(TIPOS_VISITA) as [TipoVisita, ...TipoVisita[]];

export const areaDeTipoVisita = (tipo: TipoVisita): number => TIPOS_VISITA[tipo].area;

/** The types a staff member of these areas may order (root orders any). */
export function tiposQuePuedeOrdenar(areaIds: readonly number[] | null): TipoVisita[] {
  return CLAVES_TIPO_VISITA.filter((t) => areaIds === null || areaIds.includes(TIPOS_VISITA[t].area));
}

/** The outcome the brigadista records: a pass, a pass with observations, or a fail the area decides on. */
export const RESULTADOS_VISITA = {
  aprobada: 'Aprobada',
  con_observaciones: 'Aprobada con observaciones',
  no_aprobada: 'No aprobada',
} as const;
export type ResultadoVisita = keyof typeof RESULTADOS_VISITA;
export const CLAVES_RESULTADO_VISITA = Object.keys(RESULTADOS_VISITA) as [ResultadoVisita, ...ResultadoVisita[]];

/** An answer to one item of the checklist. */
export const RESPUESTAS_LISTA = { cumple: 'Cumple', no_cumple: 'No cumple', no_aplica: 'No aplica' } as const;
export type RespuestaLista = keyof typeof RESPUESTAS_LISTA;
export const CLAVES_RESPUESTA_LISTA = Object.keys(RESPUESTAS_LISTA) as [RespuestaLista, ...RespuestaLista[]];

/** The checklists the catalogue starts with, per type: what a brigadista checks on the spot. */
export const LISTAS_VERIFICACION_INICIALES: Readonly<Record<TipoVisita, readonly { clave: string; pregunta: string }[]>> = {
  proteccion_civil: [
    { clave: 'salidas', pregunta: 'Salidas de emergencia señalizadas y libres de obstáculos' },
    { clave: 'extintores', pregunta: 'Extintores vigentes, cargados y al alcance' },
    { clave: 'senalizacion', pregunta: 'Señalización de rutas de evacuación y puntos de reunión' },
    { clave: 'gas', pregunta: 'Instalación de gas sin fugas, con regulador y tubería en buen estado' },
  ],
  fiscalizacion: [
    { clave: 'horario', pregunta: 'Opera dentro del horario autorizado' },
    { clave: 'sonido', pregunta: 'El nivel de sonido respeta lo autorizado' },
  ],
  desarrollo_urbano: [{ clave: 'anuncio', pregunta: 'El anuncio está instalado como se autorizó (medidas, ubicación y contenido)' }],
  mercados: [{ clave: 'uso_local', pregunta: 'El local se usa para el giro autorizado por su titular' }],
};
