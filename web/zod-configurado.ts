// zod as the web imports it (not on the first page's download). vite.config.ts resolves
// every `import … from 'zod'` of the web's graph (web/ and the domain/ modules it bundles) to this
// module, so zod is configured before the first schema is built, wherever that happens: jitless
// first — the CSP forbids eval (script-src 'self', api/lib/csp.ts) and zod otherwise probes
// `new Function` on its first object schema, which the browser reports as a violation on every page
// — and the Spanish messages of domain/common/zod-es.ts. main.tsx imported both at the
// entry before, which put zod's core on every first load, the sign-in page's too.
import { z } from 'zod';
import '../domain/common/zod-es';

z.config({ jitless: true });

export * from 'zod';
