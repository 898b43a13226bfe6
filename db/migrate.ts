// One-shot migration job (docker compose service "migrate"; npm start runs it in-process).
import { migrar } from './client';
import { sembrar } from './seed';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Configuración inválida: DATABASE_URL es requerido');
await migrar(url);
const demo = process.env.SEED_DEMO === '1';
await sembrar(url, { demo });
console.log(`migraciones aplicadas; catálogos sembrados${demo ? ' con datos de demostración' : ''}`);
