// What a person reads on every registered procedure's timeline (spec 1 §4.5): the count above it
// counts the steps it renders — «Avance: 0 de 3» above nine steps did not add up. Rendered on the
// server, like the other web unit tests, in every state of each happy path.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { camino } from '../../domain/tramite/conformidad/camino';
import { DATOS_EJEMPLO } from '../../domain/tramite/conformidad/ejemplos';
import { nuevoTramite } from '../../domain/tramite/maquina';
import { TRAMITES } from '../../domain/tramites';
import { LineaTiempo } from './linea-tiempo';
import { leerTramite } from './use-tramite';

const texto = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe.each(Object.values(TRAMITES).map((d) => [d.clave, d] as const))('the timeline of «%s»', (_clave, def) => {
  it('says «Avance: v de m» with m the steps it renders and v those done from the first', () => {
    const { paradas, fin } = camino(def);
    for (const s of [nuevoTramite(def, DATOS_EJEMPLO[def.clave]), ...paradas, fin]) {
      const t = leerTramite(def, s);
      const html = renderToStaticMarkup(<LineaTiempo pasos={t.linea} progreso={t.progreso} />);
      const pasos = html.match(/<li [^>]*data-paso="/g)?.length ?? 0;
      expect(pasos).toBe(t.linea.length);
      expect(texto(html)).toContain(`Avance: ${t.progreso.valor} de ${pasos}`);
      expect(html).toContain(`aria-valuemax="${pasos}"`);
    }
    expect(leerTramite(def, fin).progreso.valor).toBe(leerTramite(def, fin).linea.length);
  });
});
