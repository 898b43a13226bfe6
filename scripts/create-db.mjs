// `node scripts/create-db.mjs <admin-url> <database>`: drops (forcing out any
// connection) and creates an empty database on the server of <admin-url>.
// Synchronous helper for playwright.config.ts, whose webServer env is fixed at load.
import postgres from 'postgres';

const [adminUrl, name] = process.argv.slice(2);
if (!adminUrl || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('usage: node scripts/create-db.mjs <admin-url> <database (lowercase identifier)>');
  process.exit(2);
}

const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
try {
  // WITH (FORCE) (PostgreSQL 13+): a web server left over from an aborted run may still hold it.
  await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await sql.unsafe(`CREATE DATABASE "${name}"`);
} finally {
  await sql.end({ timeout: 5 });
}
