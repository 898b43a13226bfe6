// The reverse proxy in front of the two APIs (Debian's nginx). The one port the stack publishes.
// A dead API refuses the connection before a byte of the request reaches it, so nginx passes the
// same request to the other one (`proxy_next_upstream error`), POSTs included: a taxpayer sees no
// error when one API dies. A request an API was already answering when it died is not repeated
// (it may have taken effect): that one fails, and the client retries it.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { isRoot } from '../lib/tools.mjs';

export function escribirConfig(cfg) {
  const dir = cfg.rutas.nginx;
  const tmp = path.join(dir, 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  fs.mkdirSync(cfg.rutas.logs, { recursive: true });
  // As root, nginx's workers run as nobody: their scratch directory must be theirs.
  if (isRoot()) {
    const id = (o, n) => Number(spawnSync('id', [o, n], { encoding: 'utf8' }).stdout.trim());
    fs.chownSync(tmp, id('-u', 'nobody'), id('-g', 'nobody'));
  }
  const apis = cfg.puertos.apis.map((p) => `    server ${cfg.host}:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  const conf = `# Written by scripts/stack/nginx.mjs: every start writes it again.
${isRoot() ? 'user nobody nogroup;\n' : ''}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(cfg.rutas.logs, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(cfg.rutas.logs, 'nginx-access.log')};
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  server_tokens off;
  # Documents are uploaded through the portal (the API's own limit is the one that answers in Spanish).
  client_max_body_size 30m;
  upstream ventanilla {
${apis}
  }
  server {
    listen ${cfg.host}:${cfg.puertos.proxy};
    location / {
      proxy_pass http://ventanilla;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A refused connection (a dead API) goes to the other one; nothing already sent is repeated.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 90s;
      proxy_buffering off;
    }
  }
}
`;
  const archivo = path.join(dir, 'nginx.conf');
  fs.writeFileSync(archivo, conf);
  return archivo;
}
