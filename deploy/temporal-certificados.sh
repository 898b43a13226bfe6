#!/bin/sh
# One-shot (docker-compose.yml, service temporal-certificados): the CA and certificates of Temporal's
# mutual TLS, made once into the `tls` volume (scripts/stack/temporal.mjs makes the same for
# `npm run stack`): the frontend's (names temporal, localhost), the application's (APIs and workers).
# Renewal: docs/OPERACION.md, "Certificates".
set -eu
cd /tls
if [ -f ca.pem ] && [ -f frontend.pem ] && [ -f app.pem ]; then echo "certificates already there"; exit 0; fi
hoja() {
  openssl ecparam -name prime256v1 -genkey -noout -out "$1-key.pem"
  openssl req -new -key "$1-key.pem" -subj "/O=Municipio de Othon P. Blanco/CN=$2" -out "$1.csr"
  printf '%b' "$3" > "$1.ext"
  openssl x509 -req -in "$1.csr" -CA ca.pem -CAkey ca-key.pem -CAcreateserial -days 730 -sha256 -extfile "$1.ext" -out "$1.pem"
  rm -f "$1.csr" "$1.ext"
}
openssl ecparam -name prime256v1 -genkey -noout -out ca-key.pem
openssl req -x509 -new -key ca-key.pem -sha256 -days 3650 -subj "/O=Municipio de Othon P. Blanco/CN=Ventanilla Temporal CA" -out ca.pem
hoja frontend temporal 'subjectAltName=DNS:temporal,DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth,clientAuth\n'
hoja app ventanilla 'extendedKeyUsage=clientAuth\n'
# Temporal (uid 1000) and the app (node, uid 1000) read them; nobody else.
chown 1000:1000 ./*.pem
chmod 0400 ./*-key.pem
chmod 0444 ca.pem frontend.pem app.pem
echo "certificates made"
