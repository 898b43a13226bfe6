#!/bin/sh
# One-shot (docker-compose.yml, service temporal-esquema): Temporal's two databases, set up the first
# time and brought to the server's schema version every time (a newer server brings migrations),
# with Temporal's own SQL tool and the schema the admin-tools image ships (no auto-setup).
set -eu
comun="--plugin postgres12 --ep postgres -p 5432 -u temporal --pw ${TEMPORAL_DB_PASSWORD}"
for par in temporal:temporal temporal_visibility:visibility; do
  bd=${par%%:*}; dir=${par#*:}
  if ! temporal-sql-tool $comun --db "$bd" update-schema -d "/etc/temporal/schema/postgresql/v12/$dir/versioned"; then
    temporal-sql-tool $comun --db "$bd" setup-schema -v 0.0
    temporal-sql-tool $comun --db "$bd" update-schema -d "/etc/temporal/schema/postgresql/v12/$dir/versioned"
  fi
done
