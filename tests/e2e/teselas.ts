// The map's tile server in the e2e (MAPA_TILES_URL of the test server, playwright.config.ts). A
// reserved name (.test, RFC 6761) that never resolves: the browser only gets tiles from the route
// the shared fixture puts on it (fixtures.ts), and the CSP must allow exactly this origin.
export const ORIGEN_TESELAS = 'https://teselas.test';
export const MAPA_TILES_URL_E2E = `${ORIGEN_TESELAS}/{z}/{x}/{y}.png`;
