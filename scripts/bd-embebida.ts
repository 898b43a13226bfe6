// The embedded PostgreSQL of `npm start`: PGlite behind a password and one connection at a time.
//
// pglite-socket accepts any password and, with several connections, interleaves their protocol
// messages one by one on PGlite's single backend: two clients' Parse/Bind/Execute could mix
// (an unnamed statement or portal of one used by the other). So:
// - the TCP port listens on 127.0.0.1 only, on a free port unless PGLITE_PORT names one (two
//   portals side by side no longer collide on 54329);
// - each start has a random password (cleartext over loopback, checked here before anything
//   reaches PGlite);
// - one authenticated session at a time is piped to pglite-socket, which listens on a Unix socket
//   in a private directory (0700) that other local users cannot reach; a second session waits
//   for the first to close (the portal keeps a single connection, see scripts/embedded.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOLO_3 = 196608;
const MAX_INICIO = 10_000;

export interface BdEmbebida {
  url: string;
  host: string;
  puerto: number;
  cerrar(): Promise<void>;
}

export interface OpcionesBdEmbebida {
  /** PGlite's data directory; in memory when unset */
  dir?: string;
  /** TCP port on 127.0.0.1; 0 or unset: a free one */
  puerto?: number;
  /** the password of this start; random when unset */
  password?: string;
  /** how long a second session waits for the first before it is refused */
  esperaMs?: number;
}

/** An ErrorResponse of the PostgreSQL protocol (FATAL). */
export function errorPg(codigo: string, mensaje: string): Buffer {
  const campos = Buffer.concat(
    [['S', 'FATAL'], ['V', 'FATAL'], ['C', codigo], ['M', mensaje]].map(([t, v]) => Buffer.from(`${t}${v}\0`, 'utf8')),
  );
  const cuerpo = Buffer.concat([campos, Buffer.from([0])]);
  const cabecera = Buffer.alloc(5);
  cabecera.write('E', 0, 'latin1');
  cabecera.writeInt32BE(cuerpo.length + 4, 1);
  return Buffer.concat([cabecera, cuerpo]);
}

/** AuthenticationCleartextPassword. */
const PIDE_CLAVE = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

const resumen = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** One session at a time, first come first served. */
function crearTurno() {
  let ocupado = false;
  const cola: (() => void)[] = [];
  return {
    async tomar(esperaMs: number): Promise<(() => void) | null> {
      if (ocupado) {
        const llego = await new Promise<boolean>((resolve) => {
          const avisar = () => {
            clearTimeout(t);
            resolve(true);
          };
          const t = setTimeout(() => {
            const i = cola.indexOf(avisar);
            if (i >= 0) cola.splice(i, 1);
            resolve(false);
          }, esperaMs);
          cola.push(avisar);
        });
        if (!llego) return null;
      }
      ocupado = true;
      let soltado = false;
      return () => {
        if (soltado) return;
        soltado = true;
        const siguiente = cola.shift();
        if (siguiente) siguiente();
        else ocupado = false;
      };
    },
  };
}

export async function iniciarBdEmbebida(opts: OpcionesBdEmbebida = {}): Promise<BdEmbebida> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  // pg_trgm: the inbox's search by folio, RFC or name uses trigram indexes (migration 0017).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = await PGlite.create(opts.dir, { extensions: { pg_trgm } });
  const privado = mkdtempSync(join(tmpdir(), 'ventanilla-pglite-'));
  const rutaInterna = join(privado, '.s.PGSQL');
  // 2: the session that is closing may still be detaching when the next one is piped in.
  const interno = new PGLiteSocketServer({ db: pg, path: rutaInterna, maxConnections: 2 });
  await interno.start();

  const password = opts.password ?? randomBytes(24).toString('base64url');
  const esperada = resumen(password);
  const esperaMs = opts.esperaMs ?? 30_000;
  const turno = crearTurno();
  const abiertos = new Set<net.Socket>();

  const atender = (cliente: net.Socket) => {
    abiertos.add(cliente);
    cliente.once('close', () => abiertos.delete(cliente));
    cliente.on('error', () => cliente.destroy());
    // A client that never finishes signing in does not hold a socket forever.
    cliente.setTimeout(15_000, () => cliente.destroy());
    let buf = Buffer.alloc(0);
    let inicio: Buffer | null = null;
    let usuario = 'postgres';

    const rechazar = (codigo: string, mensaje: string) => {
      cliente.removeListener('data', alRecibir);
      cliente.end(errorPg(codigo, mensaje));
    };

    const conectar = async (resto: Buffer) => {
      cliente.removeListener('data', alRecibir);
      cliente.pause();
      cliente.setTimeout(0);
      const soltar = await turno.tomar(esperaMs);
      if (!soltar) {
        rechazar('53300', 'La base de datos embebida atiende una conexión a la vez y está ocupada (la del portal).');
        return;
      }
      if (cliente.destroyed) {
        soltar();
        return;
      }
      const haciaPglite = net.connect(rutaInterna);
      abiertos.add(haciaPglite);
      haciaPglite.once('close', () => {
        abiertos.delete(haciaPglite);
        cliente.destroy();
        soltar();
      });
      cliente.once('close', () => haciaPglite.destroy());
      haciaPglite.on('error', () => haciaPglite.destroy());
      haciaPglite.once('connect', () => {
        haciaPglite.write(inicio!);
        if (resto.length) haciaPglite.write(resto);
        cliente.pipe(haciaPglite);
        haciaPglite.pipe(cliente);
        cliente.resume();
      });
    };

    const alRecibir = (datos: Buffer) => {
      buf = Buffer.concat([buf, datos]);
      for (;;) {
        if (!inicio) {
          if (buf.length < 8) return;
          const largo = buf.readInt32BE(0);
          const codigo = buf.readInt32BE(4);
          if (largo === 8 && (codigo === SSL_REQUEST || codigo === GSSENC_REQUEST)) {
            // No TLS on loopback: the client goes on in clear.
            cliente.write('N');
            buf = buf.subarray(8);
            continue;
          }
          if (largo === 16 && codigo === CANCEL_REQUEST) {
            cliente.end();
            return;
          }
          if (codigo !== PROTOCOLO_3 || largo < 8 || largo > MAX_INICIO) {
            rechazar('08P01', 'Protocolo no admitido por la base de datos embebida.');
            return;
          }
          if (buf.length < largo) return;
          inicio = Buffer.from(buf.subarray(0, largo));
          buf = buf.subarray(largo);
          const partes = inicio.subarray(8).toString('utf8').split('\0');
          const i = partes.indexOf('user');
          if (i >= 0 && partes[i + 1]) usuario = partes[i + 1];
          cliente.write(PIDE_CLAVE);
          continue;
        }
        if (buf.length < 5) return;
        const largo = buf.readInt32BE(1);
        if (buf[0] !== 0x70 || largo < 5 || largo > MAX_INICIO) {
          rechazar('08P01', 'Se esperaba la contraseña.');
          return;
        }
        if (buf.length < 1 + largo) return;
        const dada = buf.subarray(5, 1 + largo).toString('utf8').replace(/\0$/, '');
        const resto = Buffer.from(buf.subarray(1 + largo));
        buf = Buffer.alloc(0);
        if (!timingSafeEqual(resumen(dada), esperada)) {
          rechazar('28P01', `La autenticación por contraseña falló para el usuario «${usuario}».`);
          return;
        }
        void conectar(resto);
        return;
      }
    };
    cliente.on('data', alRecibir);
  };

  const servidor = net.createServer(atender);
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(opts.puerto ?? 0, '127.0.0.1', () => {
      servidor.removeListener('error', reject);
      resolve();
    });
  });
  const puerto = (servidor.address() as net.AddressInfo).port;
  const host = '127.0.0.1';

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@${host}:${puerto}/postgres?sslmode=disable`,
    host,
    puerto,
    async cerrar() {
      await new Promise<void>((r) => {
        servidor.close(() => r());
        for (const s of abiertos) s.destroy();
      });
      await interno.stop();
      await pg.close();
      rmSync(privado, { recursive: true, force: true });
    },
  };
}
