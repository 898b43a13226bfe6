// One definition (domain/tramites.ts) drives every registry a procedure needs (docs/TRAMITES.md
// "Adding procedure N"): its API entry, its workflow, its reviewers' detail, its example data for the
// conformance suite and, when it charges a fee, its tariff and who pays it. A procedure registered in
// one place and forgotten in another fails here, before a person meets a 403, an unknown workflow
// type or an empty inbox detail.
import { describe, expect, it } from 'vitest';
import { HOOKS_TRAMITES } from '../activities/tramites';
import { TRAMITES } from '../domain/tramites';
import type { CualquierDefinicion, DefPaso } from '../domain/tramite/definicion';
import { DATOS_EJEMPLO } from '../domain/tramite/conformidad/ejemplos';
import { DETALLES_TAREA } from '../web/bandeja/detalles';
import * as workflows from '../workflows/index';
import { TRAMITES_API } from './catalogo-tramites';

interface Registros {
  definiciones: Readonly<Record<string, CualquierDefinicion>>;
  api: Readonly<Record<string, { definicion: CualquierDefinicion; sujetoPago?: unknown }>>;
  workflows: Readonly<Record<string, unknown>>;
  actividades: Readonly<Record<string, { tarifa?: unknown }>>;
  detalles: Readonly<Record<string, unknown>>;
  ejemplos: Readonly<Record<string, unknown>>;
}

const cobra = (def: CualquierDefinicion) => (def.pasos as readonly DefPaso[]).some((p) => p.servicio !== undefined);

/** What each registered procedure lacks, one Spanish line per missing piece and where it goes. */
function faltantes(r: Registros): string[] {
  const salida: string[] = [];
  for (const [clave, def] of Object.entries(r.definiciones)) {
    if (def.clave !== clave) salida.push(`${clave}: domain/tramites.ts la registra con la clave ${def.clave}`);
    const api = r.api[clave];
    if (!api) salida.push(`${clave}: falta su entrada en api/catalogo-tramites.ts`);
    else if (api.definicion !== def) salida.push(`${clave}: api/catalogo-tramites.ts registra otra definición`);
    if (typeof r.workflows[def.workflowType] !== 'function') salida.push(`${clave}: falta ${def.workflowType} en workflows/index.ts`);
    if (!r.detalles[clave]) salida.push(`${clave}: falta su detalle en web/bandeja/detalles.tsx`);
    if (r.ejemplos[clave] === undefined) salida.push(`${clave}: faltan sus datos en domain/tramite/conformidad/ejemplos.ts`);
    if (cobra(def)) {
      if (!r.actividades[clave]?.tarifa) salida.push(`${clave}: cobra y le falta su tarifa en activities/tramites.ts`);
      if (!api?.sujetoPago) salida.push(`${clave}: cobra y le falta sujetoPago en su TramiteApi`);
    }
  }
  for (const [nombre, lista] of [['api/catalogo-tramites.ts', r.api], ['activities/tramites.ts', r.actividades], ['web/bandeja/detalles.tsx', r.detalles]] as const) {
    for (const clave of Object.keys(lista)) if (!r.definiciones[clave]) salida.push(`${clave}: ${nombre} lo registra y domain/tramites.ts no`);
  }
  return salida;
}

const reales: Registros = {
  definiciones: TRAMITES,
  api: TRAMITES_API,
  workflows,
  actividades: HOOKS_TRAMITES,
  detalles: DETALLES_TAREA,
  ejemplos: DATOS_EJEMPLO,
};

describe('every registered procedure has each of its registrations', () => {
  it('the portal’s procedures lack nothing', () => {
    expect(faltantes(reales)).toEqual([]);
  });

  it('a procedure left out of any registry is named with the file it goes in', () => {
    const { licencia, perfil } = TRAMITES;
    const sinNada: Registros = {
      definiciones: { licencia, perfil },
      api: { perfil: TRAMITES_API.perfil, licencia: { definicion: licencia }, giro: TRAMITES_API.giro },
      workflows: { perfilWorkflow: workflows.perfilWorkflow },
      actividades: {},
      detalles: { perfil: DETALLES_TAREA.perfil },
      ejemplos: { perfil: {} },
    };
    expect(faltantes(sinNada)).toEqual([
      'licencia: falta licenciaWorkflow en workflows/index.ts',
      'licencia: falta su detalle en web/bandeja/detalles.tsx',
      'licencia: faltan sus datos en domain/tramite/conformidad/ejemplos.ts',
      'licencia: cobra y le falta su tarifa en activities/tramites.ts',
      'licencia: cobra y le falta sujetoPago en su TramiteApi',
      'giro: api/catalogo-tramites.ts lo registra y domain/tramites.ts no',
    ]);
  });
});
