// Runs one measurement in its own process so the load generator does not share the
// server's event loop; prints the result as JSON on stdout.
import { medir } from './http-carga';

const o = JSON.parse(process.argv[2] ?? '{}') as { nombre: string; url: string } & Parameters<typeof medir>[2];
process.stdout.write(JSON.stringify(await medir(o.nombre, o.url, o)));
