// The Prometheus text exposition (format 0.0.4) written by hand: a histogram, counters and gauges
// read at scrape time are all the portal needs, smaller than a client library and its registry of
// process globals (two apps in one test process must not share series). docs/OPERACION.md says
// what each series means.

export type Etiquetas = Record<string, string>;

/** Seconds: from a quick read (5 ms) to the slowest answer worth telling apart (a PDF, 10 s). */
export const CUBETAS_SEGUNDOS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const escapar = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const numero = (n: number) => (Number.isNaN(n) ? 'NaN' : n === Infinity ? '+Inf' : n === -Infinity ? '-Inf' : String(n));

export function etiquetasTexto(e: Etiquetas): string {
  const pares = Object.entries(e);
  return pares.length ? `{${pares.map(([k, v]) => `${k}="${escapar(v)}"`).join(',')}}` : '';
}

const clave = (e: Etiquetas) => JSON.stringify(Object.entries(e).sort(([a], [b]) => a.localeCompare(b)));

export interface Muestra {
  etiquetas: Etiquetas;
  valor: number;
}

function cabecera(nombre: string, ayuda: string, tipo: string): string[] {
  return [`# HELP ${nombre} ${ayuda.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${nombre} ${tipo}`];
}

/** A gauge family of samples already read (the scrape's queries compute them). */
export function gauge(nombre: string, ayuda: string, muestras: readonly Muestra[]): string {
  return [...cabecera(nombre, ayuda, 'gauge'), ...muestras.map((m) => `${nombre}${etiquetasTexto(m.etiquetas)} ${numero(m.valor)}`)].join('\n');
}

export class Contador {
  private readonly valores = new Map<string, Muestra>();
  constructor(
    readonly nombre: string,
    readonly ayuda: string,
  ) {}
  inc(etiquetas: Etiquetas = {}, n = 1): void {
    const k = clave(etiquetas);
    const m = this.valores.get(k);
    if (m) m.valor += n;
    else this.valores.set(k, { etiquetas: { ...etiquetas }, valor: n });
  }
  valor(etiquetas: Etiquetas = {}): number {
    return this.valores.get(clave(etiquetas))?.valor ?? 0;
  }
  exponer(): string {
    return [...cabecera(this.nombre, this.ayuda, 'counter'), ...[...this.valores.values()].map((m) => `${this.nombre}${etiquetasTexto(m.etiquetas)} ${numero(m.valor)}`)].join('\n');
  }
}

interface Serie {
  etiquetas: Etiquetas;
  cubetas: number[];
  suma: number;
  cuenta: number;
}

export class Histograma {
  private readonly series = new Map<string, Serie>();
  constructor(
    readonly nombre: string,
    readonly ayuda: string,
    readonly limites: readonly number[] = CUBETAS_SEGUNDOS,
  ) {}
  observar(etiquetas: Etiquetas, valor: number): void {
    const k = clave(etiquetas);
    let s = this.series.get(k);
    if (!s) this.series.set(k, (s = { etiquetas: { ...etiquetas }, cubetas: this.limites.map(() => 0), suma: 0, cuenta: 0 }));
    for (let i = 0; i < this.limites.length; i++) if (valor <= this.limites[i]!) s.cubetas[i]! += 1;
    s.suma += valor;
    s.cuenta += 1;
  }
  exponer(): string {
    const lineas = cabecera(this.nombre, this.ayuda, 'histogram');
    for (const s of this.series.values()) {
      this.limites.forEach((le, i) => lineas.push(`${this.nombre}_bucket${etiquetasTexto({ ...s.etiquetas, le: numero(le) })} ${s.cubetas[i]}`));
      lineas.push(`${this.nombre}_bucket${etiquetasTexto({ ...s.etiquetas, le: '+Inf' })} ${s.cuenta}`);
      lineas.push(`${this.nombre}_sum${etiquetasTexto(s.etiquetas)} ${numero(s.suma)}`);
      lineas.push(`${this.nombre}_count${etiquetasTexto(s.etiquetas)} ${s.cuenta}`);
    }
    return lineas.join('\n');
  }
}

/**
 * Several exporters' texts (one per worker) as one valid exposition: a family's HELP and TYPE once
 * and all its samples together (Prometheus refuses a family split in two), each sample labelled
 * with its source so two workers' series of the same name stay apart.
 */
export function fusionarExposiciones(fuentes: readonly { etiquetas: Etiquetas; texto: string }[]): string {
  const familias = new Map<string, { meta: string[]; muestras: string[] }>();
  const familia = (n: string) => {
    let f = familias.get(n);
    if (!f) familias.set(n, (f = { meta: [], muestras: [] }));
    return f;
  };
  const tipos = new Map<string, string>();
  // A sample of a histogram or summary belongs to the family without its suffix.
  const familiaDe = (nombre: string) => {
    const base = nombre.replace(/_(bucket|sum|count|total|created)$/, '');
    return base !== nombre && tipos.has(base) ? base : nombre;
  };
  for (const { etiquetas, texto } of fuentes) {
    const extra = Object.entries(etiquetas)
      .map(([k, v]) => `${k}="${escapar(v)}"`)
      .join(',');
    for (const linea of texto.split('\n')) {
      if (!linea.trim()) continue;
      const meta = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(linea);
      if (meta) {
        const [, que, nombre, resto] = meta as unknown as [string, string, string, string | undefined];
        if (que === 'TYPE') tipos.set(nombre, resto ?? 'untyped');
        const f = familia(nombre);
        if (!f.meta.some((l) => l.startsWith(`# ${que} `))) f.meta.push(linea);
        continue;
      }
      if (linea.startsWith('#')) continue;
      const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})?(\s.*)$/.exec(linea);
      if (!m) continue;
      const [, nombre, llaves, resto] = m as unknown as [string, string, string | undefined, string];
      const interior = llaves ? llaves.slice(1, -1).replace(/,\s*$/, '') : '';
      const todas = [interior, extra].filter(Boolean).join(',');
      familia(familiaDe(nombre)).muestras.push(`${nombre}${todas ? `{${todas}}` : ''}${resto}`);
    }
  }
  return [...familias.values()].flatMap((f) => [...f.meta, ...f.muestras]).join('\n');
}
