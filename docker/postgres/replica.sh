#!/bin/sh
# A streaming replica's entrypoint. On its first start (an empty data directory) the primary is
# copied with pg_basebackup -R: standby.signal and primary_conninfo are written, and the WAL written
# during the copy is streamed with it. Then the official image's entrypoint, which finds the
# cluster made and starts it as a hot standby that follows the primary from there.
set -eu
: "${PRIMARY_HOST:?PRIMARY_HOST names the primary}" "${REPLICATION_PASSWORD:?REPLICATION_PASSWORD is the replicator role's password}"
PRIMARY_PORT="${PRIMARY_PORT:-5432}"
PGDATA="${PGDATA:-/var/lib/postgresql/data}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  until gosu postgres pg_isready -q -h "$PRIMARY_HOST" -p "$PRIMARY_PORT"; do
    echo "replica: waiting for the primary at $PRIMARY_HOST:$PRIMARY_PORT"
    sleep 1
  done
  echo "replica: copying the primary (pg_basebackup)"
  # The password goes into primary_conninfo (postgresql.auto.conf, readable by postgres only).
  PGPASSWORD="$REPLICATION_PASSWORD" gosu postgres pg_basebackup -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U replicator \
    -D "$PGDATA" -R -X stream -c fast
fi
exec docker-entrypoint.sh "$@"
