#!/usr/bin/env bash
# A streaming hot standby of the machine's test PostgreSQL, for the replica tests and the benchmark
# (decision 0064). `bash scripts/replica.sh start|stop|status`; run as root on a machine where the
# Debian cluster serves 127.0.0.1:5432 with trust auth. start: adds a replication line to the
# primary's pg_hba.conf when missing (then reloads it: no restart), takes `pg_basebackup -R` into
# REPLICA_DATA_DIR and starts it on REPLICA_PORT; the tests then use
# TEST_DATABASE_REPLICA_URL=postgres://postgres@127.0.0.1:5433/postgres. stop: stops it (its data stays;
# start again catches up, or takes a new base backup when the primary no longer has the WAL).
set -euo pipefail

VERSION="${PG_VERSION:-15}"
PRIMARY_PORT="${PRIMARY_PORT:-5432}"
REPLICA_PORT="${REPLICA_PORT:-5433}"
DATA_DIR="${REPLICA_DATA_DIR:-/var/lib/postgresql/$VERSION/cq-replica}"
BIN="/usr/lib/postgresql/$VERSION/bin"
HBA="/etc/postgresql/$VERSION/main/pg_hba.conf"
LOG="$DATA_DIR.log"
as_postgres() { runuser -u postgres -- "$@"; }

allow_replication() {
  if ! grep -Eq '^\s*host\s+replication\s+all\s+127\.0\.0\.1/32' "$HBA"; then
    echo "host replication all 127.0.0.1/32 trust" >>"$HBA"
    pg_ctlcluster "$VERSION" main reload
    sleep 1
  fi
}

# The standby's own settings: Debian keeps the primary's configuration outside its data directory.
# max_connections and the other counted resources must be at least the primary's.
write_config() {
  cat >"$DATA_DIR/postgresql.conf" <<EOF
port = $REPLICA_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '/var/run/postgresql'
hot_standby = on
hot_standby_feedback = on
max_standby_streaming_delay = 30s
max_connections = 100
shared_buffers = 128MB
autovacuum = off
cluster_name = 'cq-replica'
EOF
  echo "host all all 127.0.0.1/32 trust" >"$DATA_DIR/pg_hba.conf"
  echo "local all all trust" >>"$DATA_DIR/pg_hba.conf"
  : >"$DATA_DIR/pg_ident.conf"
  chown postgres:postgres "$DATA_DIR"/*.conf
}

base_backup() {
  rm -rf "$DATA_DIR"
  install -d -o postgres -g postgres -m 0700 "$DATA_DIR"
  as_postgres "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$DATA_DIR" -R -X stream -c fast
  write_config
}

running() { as_postgres "$BIN/pg_ctl" -D "$DATA_DIR" status >/dev/null 2>&1; }

start() {
  allow_replication
  if running; then
    echo "replica already running on port $REPLICA_PORT"
    return
  fi
  [ -f "$DATA_DIR/standby.signal" ] || base_backup
  touch "$LOG" && chown postgres:postgres "$LOG"
  as_postgres "$BIN/pg_ctl" -D "$DATA_DIR" -l "$LOG" -w -t 60 start
  # A standby the primary can no longer feed (its WAL was recycled) never catches up: start afresh.
  for _ in $(seq 1 20); do
    if psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -Atc "select 1 from pg_stat_replication where application_name = 'cq-replica' and state = 'streaming'" | grep -q 1; then
      echo "replica streaming on port $REPLICA_PORT (data $DATA_DIR)"
      return
    fi
    sleep 1
  done
  echo "replica did not stream: taking a new base backup"
  as_postgres "$BIN/pg_ctl" -D "$DATA_DIR" -m fast stop
  base_backup
  as_postgres "$BIN/pg_ctl" -D "$DATA_DIR" -l "$LOG" -w -t 60 start
}

stop() {
  if running; then as_postgres "$BIN/pg_ctl" -D "$DATA_DIR" -m fast -w stop; else echo "replica not running"; fi
}

status() {
  psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -c \
    "select application_name, state, replay_lag from pg_stat_replication"
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
