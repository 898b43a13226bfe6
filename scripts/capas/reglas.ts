// The layers of /work/shared/ARCHITECTURE.md ("Layers, enforced") as rules over the import graph
// (grafo.ts), checked by capas.test.ts inside `npm test`. A rule names where an import starts
// (`desde`), where it may not go (`hacia`), and whether an import that the compiler erases
// (`import type`) is let through. Tests (`*.test.ts(x)`) compose the registries they check and are
// not held to the layers; they are to the no-cycle rule.
import { ciclos, type Grafo } from './grafo';

export interface Regla {
  nombre: string;
  desde: RegExp;
  hacia: RegExp;
  /** `import type` of the forbidden side is allowed (nothing of it runs). */
  tiposPermitidos: boolean;
  /** files of `desde` the rule does not bind, each with its reason beside it */
  excepto?: RegExp;
  porque: string;
}

export interface Violacion {
  regla: string;
  de: string;
  a: string;
}

const esPrueba = /\.test\.tsx?$|^tests\//;

/**
 * The kit: the step engine, runner, generic routes, payments, inbox and screens every procedure
 * shares, and the activities every workflow runs (docs/TRAMITES.md "What the kit does"). web/components/layout is the shell (its menu links
 * to every module, as web/rutas.tsx does), not the kit.
 */
export const KIT =
  /^((domain\/tramite|workflows\/tramite|api\/tramites|api\/pagos|api\/tareas|web\/tramite|web\/components\/(?!layout\/))\/|activities\/(tramite|tareas|recordatorios)\.activities\.ts$|activities\/tramite\.registro\.ts$)/;

/**
 * The modules of a procedure: its folder in each layer, and the registries that gather them all
 * (the kit receives those, it never imports them). capas.test.ts fails when a registry imports a
 * module this list does not name, so a new procedure cannot slip past the kit's rule.
 */
export const CARPETAS_PROCEDIMIENTO = [
  'domain/(licencia|perfil|giro|usosuelo|cambios|fiscalizacion|anuncios|dictamenes|arrendamientos|cesiones|convenios|visitas)',
  'workflows/(licencia|perfil|giro|usosuelo|cambios|fiscalizacion|anuncios|dictamenes|mercados|convenios|visitas)',
  'activities/cambios',
  'api/(licencias|giros|usosuelo|cambios|fiscalizacion|anuncios|anuncios-externos|torres|espectaculares|arrendamientos|cesiones|dictamenes|convenios|visitas)',
  'web/(licencia|perfil|renovacion|usosuelo|cambios|fiscalizacion|anuncios|anuncios-externos|torres|espectaculares|dictamenes|arrendamientos|cesiones|convenios|visitas)',
] as const;
/**
 * A procedure's files outside a folder of its own: its activities, the profile's entry beside the
 * taxpayers' code, its reviewers' detail in the inbox, the registries.
 */
export const ARCHIVOS_PROCEDIMIENTO = [
  'activities/(licencia|perfil|usosuelo|cambios|fiscalizacion|anuncios|dictamenes|arrendamientos|cesiones|convenios)\\.activities\\.ts',
  'api/contribuyentes/perfil\\.[a-z.]+',
  'web/bandeja/(detalle|tipos)-[a-z-]+\\.tsx?',
  ...['domain/tramites.ts', 'api/catalogo-tramites.ts', 'activities/tramites.ts', 'workflows/index.ts', 'web/bandeja/detalles.tsx'].map((r) => r.replace(/\./g, '\\.')),
] as const;
export const PROCEDIMIENTO = new RegExp(`^((${CARPETAS_PROCEDIMIENTO.join('|')})(/|$)|(${ARCHIVOS_PROCEDIMIENTO.join('|')})$)`);

const SERVIDOR_NPM = /^npm:(@temporalio\/|fastify|@fastify\/|drizzle-orm|postgres$|@electric-sql\/|argon2|nodemailer|pdfmake|node:)/;

export const REGLAS: readonly Regla[] = [
  {
    nombre: 'domain-puro',
    desde: /^domain\//,
    hacia: /^(db|api|activities|workflows|worker|web|sim)\/|^npm:(@temporalio\/|fastify|@fastify\/|drizzle-orm|postgres$|react|@xstate\/react|node:)/,
    tiposPermitidos: false,
    porque: 'domain/ son reglas puras: nada de db, api, Temporal, Fastify ni React (ARCHITECTURE.md "Layers")',
  },
  {
    nombre: 'web-solo-tipos-del-servidor',
    desde: /^web\//,
    hacia: /^(api|db|activities|workflows|worker|sim)\/|^npm:(@temporalio\/|fastify|@fastify\/|drizzle-orm|postgres$|@electric-sql\/|argon2|nodemailer|node:)/,
    tiposPermitidos: true,
    porque: 'la web importa del servidor solo tipos (import type): nada de su código corre en el navegador',
  },
  {
    nombre: 'workflows-solo-tipos-de-actividades',
    desde: /^workflows\//,
    hacia: /^(activities|api|db|web|worker|sim)\//,
    tiposPermitidos: true,
    porque: 'un workflow importa sus actividades como tipos (import type * as activities): corren en el worker, no en el sandbox',
  },
  {
    nombre: 'actividades-sin-api',
    desde: /^activities\//,
    hacia: /^(api|web|worker)\//,
    tiposPermitidos: true,
    porque: 'actividades y api comparten lo que ambas leen en db/ (un módulo de datos), no una a la otra',
  },
  {
    nombre: 'db-debajo-de-todo',
    desde: /^db\//,
    hacia: /^(activities|workflows|web|worker)\/|^api\/(?!auth\/passwords\.ts$)/,
    tiposPermitidos: true,
    // The seed hashes the demo users' passwords with the API's own function (api/auth/passwords.ts):
    // a second copy of the hashing parameters could drift from the one sign-in checks.
    porque: 'db/ lo usan api y actividades; no importa ninguna de las dos',
  },
  {
    nombre: 'servidor-fuera-del-navegador',
    desde: /^web\//,
    hacia: SERVIDOR_NPM,
    tiposPermitidos: true,
    porque: 'un paquete del servidor no entra al paquete de la web',
  },
  {
    nombre: 'kit-sin-procedimientos',
    desde: KIT,
    hacia: PROCEDIMIENTO,
    tiposPermitidos: false,
    porque: 'el kit recibe su registro (api/app.ts registrarTramites); nunca importa un procedimiento',
  },
];

/** Every import of the graph that a rule forbids. */
export function violaciones(grafo: Grafo, reglas: readonly Regla[] = REGLAS): Violacion[] {
  const salida: Violacion[] = [];
  for (const [de, aristas] of grafo) {
    if (esPrueba.test(de)) continue;
    for (const r of reglas) {
      if (!r.desde.test(de) || r.excepto?.test(de)) continue;
      for (const e of aristas) {
        if (r.hacia.test(e.a) && !(r.tiposPermitidos && e.soloTipos)) salida.push({ regla: r.nombre, de, a: e.a });
      }
    }
  }
  return salida;
}

/** The cycles at run time (an `import type` loop is erased and loads nothing). */
export const ciclosEnEjecucion = (grafo: Grafo) => ciclos(grafo, false);
