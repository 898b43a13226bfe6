// The portal's CSP forbids eval (script-src 'self', api/lib/csp.ts). zod probes `new Function` when
// its first object schema is built, to compile faster parsers: the probe fails quietly, but the
// browser reports a CSP violation on every page (issue 8 §1). jitless skips the probe; zod then
// parses without generated code. main.tsx imports this first: modules run in import order, and the
// app's schemas are built while './app' loads.
import { z } from 'zod';

z.config({ jitless: true });
