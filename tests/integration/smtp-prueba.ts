// A minimal SMTP sink for tests (RFC 5321's happy path, no TLS, no auth): what the portal really
// sends, to compare with the copy it stores in the outbox.
import net from 'node:net';

export interface CorreoRecibido {
  de: string;
  para: string[];
  datos: string;
}

export async function servidorSmtpDePrueba() {
  const recibidos: CorreoRecibido[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let enDatos = false;
    let actual: CorreoRecibido = { de: '', para: [], datos: '' };
    const responder = (linea: string) => socket.write(`${linea}\r\n`);
    responder('220 prueba ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (enDatos) {
          const fin = buffer.indexOf('\r\n.\r\n');
          if (fin < 0) return;
          actual.datos = buffer.slice(0, fin).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(fin + 5);
          recibidos.push(actual);
          actual = { de: '', para: [], datos: '' };
          enDatos = false;
          responder('250 OK');
          continue;
        }
        const fin = buffer.indexOf('\r\n');
        if (fin < 0) return;
        const linea = buffer.slice(0, fin);
        buffer = buffer.slice(fin + 2);
        const verbo = linea.slice(0, 4).toUpperCase();
        if (verbo === 'EHLO' || verbo === 'HELO') responder('250 prueba');
        else if (verbo === 'MAIL') {
          actual.de = linea;
          responder('250 OK');
        } else if (verbo === 'RCPT') {
          actual.para.push(linea.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          responder('250 OK');
        } else if (verbo === 'DATA') {
          enDatos = true;
          responder('354 fin con <CRLF>.<CRLF>');
        } else if (verbo === 'QUIT') {
          responder('221 adiós');
          socket.end();
        } else responder('250 OK');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recibidos,
    cerrar: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The text of a quoted-printable body, as nodemailer writes non-ASCII text. */
export function textoDe(datos: string): string {
  const cuerpo = datos.split(/\r\n\r\n/).slice(1).join('\r\n\r\n');
  const bytes = cuerpo
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
