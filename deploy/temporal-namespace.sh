#!/bin/sh
# One-shot (docker-compose.yml, service temporal-namespace): the namespace with its retention and the
# search attributes an operator finds a request by (workflows/search-attributes.ts). Idempotent.
set -eu
t() { temporal "$@" --address temporal:7233 --tls-ca-path /tls/ca.pem --tls-cert-path /tls/app.pem --tls-key-path /tls/app-key.pem --tls-server-name temporal; }
until t operator cluster health >/dev/null 2>&1; do sleep 2; done
t operator namespace describe --namespace default >/dev/null 2>&1 || t operator namespace create --namespace default --retention "${RETENCION:-30d}"
for sa in Folio:Keyword RFC:Keyword Procedimiento:Keyword Estatus:Keyword Area:Keyword Paso:Keyword VenceTarea:Datetime; do
  nombre=${sa%%:*}; tipo=${sa#*:}
  t operator search-attribute list --namespace default | grep -qw "$nombre" ||
    t operator search-attribute create --namespace default --name "$nombre" --type "$tipo"
done
t operator search-attribute list --namespace default
