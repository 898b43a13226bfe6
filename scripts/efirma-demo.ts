// Makes the demonstration's e.firma files (sim/data/efirma): a test authority, one certificate and
// .key per official who signs (sim/efirma/demo.ts FIRMANTES_DEMO), a revoked and an expired one.
// Run once and commit: `node --import tsx scripts/efirma-demo.ts`. Running it again replaces them all.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crearAutoridad, emitirEfirma } from '../sim/efirma/autoridad';
import { carpetaEfirmaDemo, CONTRASENA_EFIRMA_DEMO, FIRMANTES_DEMO } from '../sim/efirma/demo';

const dir = fileURLToPath(carpetaEfirmaDemo);
mkdirSync(dir, { recursive: true });
const ac = crearAutoridad({ cn: 'AC DE DEMOSTRACION VENTANILLA OPB (SIN VALIDEZ)' });
writeFileSync(`${dir}/ac.cer`, ac.der);
writeFileSync(`${dir}/ac.key.pem`, ac.llavePem);
const guardar = (nombre: string, f: { cer: Uint8Array; key: Uint8Array }) => {
  writeFileSync(`${dir}/${nombre}.cer`, f.cer);
  writeFileSync(`${dir}/${nombre}.key`, f.key);
};
const desde = new Date();
const hasta = new Date(desde.getTime() + 4 * 365 * 86_400_000);
for (const [usuario, t] of Object.entries(FIRMANTES_DEMO)) guardar(usuario, emitirEfirma(ac, { ...t, desde, hasta }, CONTRASENA_EFIRMA_DEMO));
const di = FIRMANTES_DEMO['direccion.ingresos'];
const revocado = emitirEfirma(ac, { ...di, desde, hasta }, CONTRASENA_EFIRMA_DEMO);
guardar('direccion.ingresos-revocado', revocado);
guardar('direccion.ingresos-vencido', emitirEfirma(ac, { ...di, desde: new Date(desde.getTime() - 5 * 365 * 86_400_000), hasta: new Date(desde.getTime() - 365 * 86_400_000) }, CONTRASENA_EFIRMA_DEMO));
writeFileSync(`${dir}/revocados.json`, `${JSON.stringify([{ serie: revocado.serie, fecha: desde.toISOString() }], null, 2)}\n`);
console.log(`e.firma de demostración en ${dir}`);
