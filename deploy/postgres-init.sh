#!/bin/sh
# Run once by the postgres image on an empty volume (docker-entrypoint-initdb.d): Temporal's role and
# its two databases beside the application's (the image made `ventanilla` and its database).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set=clave="$TEMPORAL_DB_PASSWORD" <<'SQL'
CREATE ROLE temporal LOGIN PASSWORD :'clave';
CREATE DATABASE temporal OWNER temporal;
CREATE DATABASE temporal_visibility OWNER temporal;
SQL
