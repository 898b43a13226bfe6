import { describe, expect, it } from 'vitest';
import { Contador, fusionarExposiciones, gauge, Histograma } from './metricas';

describe('Prometheus exposition', () => {
  it('writes a histogram cumulatively, with +Inf, sum and count per label set', () => {
    const h = new Histograma('x_seconds', 'Duración.', [0.1, 1]);
    h.observar({ route: '/a', status: '200' }, 0.05);
    h.observar({ route: '/a', status: '200' }, 0.5);
    h.observar({ status: '200', route: '/a' }, 3);
    expect(h.exponer().split('\n')).toEqual([
      '# HELP x_seconds Duración.',
      '# TYPE x_seconds histogram',
      'x_seconds_bucket{route="/a",status="200",le="0.1"} 1',
      'x_seconds_bucket{route="/a",status="200",le="1"} 2',
      'x_seconds_bucket{route="/a",status="200",le="+Inf"} 3',
      'x_seconds_sum{route="/a",status="200"} 3.55',
      'x_seconds_count{route="/a",status="200"} 3',
    ]);
  });

  it('escapes label values and counts per label set', () => {
    const c = new Contador('e_total', 'Errores.');
    c.inc({ op: 'a"b\\c\nd' });
    c.inc({ op: 'a"b\\c\nd' }, 2);
    expect(c.exponer()).toContain('e_total{op="a\\"b\\\\c\\nd"} 3');
    expect(gauge('g', 'G.', [{ etiquetas: {}, valor: 4 }])).toBe('# HELP g G.\n# TYPE g gauge\ng 4');
  });

  it('merges two workers into one family per name, each sample labelled with its source', () => {
    const texto = (n: number) =>
      ['# HELP slots Slots.', '# TYPE slots gauge', `slots{type="wf"} ${n}`, '# HELP lat Latency.', '# TYPE lat histogram', `lat_bucket{le="+Inf"} ${n}`, `lat_sum ${n}`, `lat_count ${n}`].join('\n');
    const out = fusionarExposiciones([
      { etiquetas: { worker: 'a:1' }, texto: texto(1) },
      { etiquetas: { worker: 'b:1' }, texto: texto(2) },
    ]).split('\n');
    expect(out).toEqual([
      '# HELP slots Slots.',
      '# TYPE slots gauge',
      'slots{type="wf",worker="a:1"} 1',
      'slots{type="wf",worker="b:1"} 2',
      '# HELP lat Latency.',
      '# TYPE lat histogram',
      'lat_bucket{le="+Inf",worker="a:1"} 1',
      'lat_sum{worker="a:1"} 1',
      'lat_count{worker="a:1"} 1',
      'lat_bucket{le="+Inf",worker="b:1"} 2',
      'lat_sum{worker="b:1"} 2',
      'lat_count{worker="b:1"} 2',
    ]);
  });
});
