#!/bin/sh
# The primary's replication set-up, run once by the official image when it creates the data
# directory (mounted into /docker-entrypoint-initdb.d): the role replicas copy and stream with, and
# the pg_hba.conf line that lets it in (a `host all` line does not cover replication connections).
# A primary whose volume already existed needs the same by hand (docs/scaling.md).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" --set=password="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
