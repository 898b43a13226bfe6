// One of the municipality's systems as a process of its own, for the stack (`npm run stack`): the
// payment gateway, the cadastre (with Zofemat), the property-tax office or the padrón (OPB and
// markets), each on its port with its own token, as the real ones would be reached. The stand-ins
// of sim/ serve the same contracts as the real systems; here they are separate processes, never
// mounted in the API. Development only (tsx): the image carries none of them.
//   node --import tsx scripts/stack/sistema.ts <pasarela|catastro|predial|padron> <port>
// Env: SISTEMA_TOKEN (the bearer token callers present), PASARELA_SECRET (the gateway signs its
// confirmations with it), SISTEMA_DATOS (where the gateway keeps its orders across restarts).
import Fastify from 'fastify';
import simMunicipio from '../../sim/municipio.plugin';
import simOpb from '../../sim/opb.plugin';

const [sistema, puertoTexto] = process.argv.slice(2);
const puerto = Number(puertoTexto);
const token = process.env.SISTEMA_TOKEN;
if (!['pasarela', 'catastro', 'predial', 'padron'].includes(sistema) || !Number.isInteger(puerto) || !token) {
  console.error('uso: SISTEMA_TOKEN=… node --import tsx scripts/stack/sistema.ts <pasarela|catastro|predial|padron> <puerto>');
  process.exit(2);
}

const app = Fastify({ logger: false });
if (sistema === 'padron') await app.register(simOpb, { prefix: '/sim', token });
else {
  const secreto = process.env.PASARELA_SECRET;
  if (sistema === 'pasarela' && !secreto) throw new Error('PASARELA_SECRET es requerido para la pasarela');
  // The cadastre and the property-tax office serve their part of the same stand-in; only the
  // gateway keeps orders (and retries undelivered confirmations) across a restart.
  await app.register(simMunicipio, { prefix: '/sim', token, secretoPasarela: secreto ?? token, dataDir: sistema === 'pasarela' ? process.env.SISTEMA_DATOS : undefined });
}
await app.listen({ host: '127.0.0.1', port: puerto });
console.log(`${sistema} escuchando en 127.0.0.1:${puerto}`);
for (const senal of ['SIGINT', 'SIGTERM'] as const) process.once(senal, () => void app.close().finally(() => process.exit(0)));
