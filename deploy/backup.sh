#!/usr/bin/env bash
# A dump of the database into BACKUP_DIR, then the rotation: the privacy notice promises that deleted data
# leave the backups within 35 days (BACKUP_RETENTION_DAYS, packages/shared/src/domain/business.ts). Run it
# once a day, e.g. from cron:
#   15 3 * * *  DATABASE_URL=postgres://… BACKUP_DIR=/var/backups/verificauto /opt/verificauto/deploy/backup.sh
# Needs pg_dump of the server's major version or newer. Prints the new dump's path. Restore: restore.sh.
set -euo pipefail

: "${DATABASE_URL:?manca DATABASE_URL, il database da copiare (postgres://…)}"
: "${BACKUP_DIR:?manca BACKUP_DIR, la cartella dei backup}"
RETENTION_DAYS=35

# The dumps hold personal data: readable by their owner only.
umask 077
mkdir -p "$BACKUP_DIR"
dump="$BACKUP_DIR/verificauto-$(date -u +%Y-%m-%dT%H%M%SZ).dump"
# Written aside and renamed when complete, so that a failed run leaves no dump that looks whole.
trap 'rm -f "$dump.partial"' EXIT
pg_dump --format=custom --file="$dump.partial" "$DATABASE_URL"
mv "$dump.partial" "$dump"
echo "$dump"

# Only after a good dump. Run daily, a dump older than RETENTION_DAYS - 1 days now would pass RETENTION_DAYS
# before the next run: it goes today.
find "$BACKUP_DIR" -maxdepth 1 -type f -name 'verificauto-*.dump' \
  -mmin +$(((RETENTION_DAYS - 1) * 24 * 60)) -print -delete | sed 's/^/eliminato: /'
