#!/usr/bin/env bash
# Restores a dump of backup.sh into a new, empty database (create it first: createdb, or CREATE DATABASE):
#   deploy/restore.sh /var/backups/verificauto/verificauto-2026-11-25T031500Z.dump postgres://…/verificauto_ripristino
# Then point DATABASE_URL at it and start the app: its /readyz answers 200 once the schema is the build's.
# Needs pg_restore and psql of the server's major version or newer.
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "uso: $0 FILE.dump postgres://…/database_vuoto" >&2
  exit 2
fi
dump="$1"
target="$2"
if [ ! -f "$dump" ]; then
  echo "$dump: il file non esiste" >&2
  exit 1
fi
# Restoring over existing tables would mix two states of the data.
tables="$(psql "$target" --no-psqlrc --tuples-only --no-align --command \
  "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")"
if [ "$tables" != 0 ]; then
  echo "il database di destinazione ha già $tables tabelle: ripristina in un database nuovo e vuoto" >&2
  exit 1
fi
# All or nothing; the target's owner owns what it restores.
pg_restore --single-transaction --exit-on-error --no-owner --no-privileges --dbname="$target" "$dump"
echo "ripristinato $dump"
