// `node scripts/create-db.mjs <admin-url> <database> [template]`: drops (forcing out any
// connection) and creates a database on the server of <admin-url>, empty or as a copy of
// [template] (a migrated and seeded database: the server's migrations then have nothing to do).
// Synchronous helper for playwright.config.ts, whose webServer env is fixed at load.
import postgres from 'postgres';

const [adminUrl, name, template] = process.argv.slice(2);
const IDENT = /^[a-z_][a-z0-9_]*$/;
if (!adminUrl || !name || !IDENT.test(name) || (template && !IDENT.test(template))) {
  console.error('usage: node scripts/create-db.mjs <admin-url> <database> [template] (lowercase identifiers)');
  process.exit(2);
}

const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
try {
  // WITH (FORCE) (PostgreSQL 13+): a web server left over from an aborted run may still hold it.
  await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await sql.unsafe(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
} finally {
  await sql.end({ timeout: 5 });
}
