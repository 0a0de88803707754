#!/usr/bin/env bash
# A streaming hot standby of the machine's test PostgreSQL, for the replica tests and the benchmark
# (decision 0064). `bash scripts/replica.sh start|stop|status`; run as root on a machine where the
# Debian cluster serves 127.0.0.1:5432 with trust auth. start: adds a replication line to the
# primary's pg_hba.conf when missing (then reloads it: no restart), takes `pg_basebackup -R` with a
# replication slot into REPLICA_DATA_DIR and starts it on REPLICA_PORT; the tests then use
# TEST_DATABASE_REPLICA_URL=postgres://postgres@127.0.0.1:5433/postgres. stop: stops it and drops its
# slot (the next start takes a new base backup).
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
recovery_init_sync_method = syncfs
EOF
  echo "host all all 127.0.0.1/32 trust" >"$DATA_DIR/pg_hba.conf"
  echo "local all all trust" >>"$DATA_DIR/pg_hba.conf"
  : >"$DATA_DIR/pg_ident.conf"
  chown postgres:postgres "$DATA_DIR"/*.conf
}

SLOT=cq_replica
on_primary() { psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -Atc "$1"; }
drop_slot() { on_primary "select pg_drop_replication_slot('$SLOT') from pg_replication_slots where slot_name = '$SLOT'" >/dev/null; }

# A physical replication slot keeps the primary's WAL until the standby has it (a slow start on a
# busy disk would otherwise find it recycled); stop drops the slot, so a stopped standby never makes
# the primary keep WAL, and the next start takes a new base backup.
base_backup() {
  drop_slot
  rm -rf "$DATA_DIR"
  install -d -o postgres -g postgres -m 0700 "$DATA_DIR"
  as_postgres "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$DATA_DIR" -R -X stream -C -S "$SLOT" -c fast
  write_config
}

running() { as_postgres "$BIN/pg_ctl" -D "$DATA_DIR" status >/dev/null 2>&1; }

start() {
  allow_replication
  if running; then
    echo "replica already running on port $REPLICA_PORT"
    return
  fi
  if [ ! -f "$DATA_DIR/standby.signal" ] || ! on_primary "select 1 from pg_replication_slots where slot_name = '$SLOT'" | grep -q 1; then
    base_backup
  fi
  touch "$LOG" && chown postgres:postgres "$LOG"
  # A busy disk makes the start slow (it syncs the data directory and replays what it missed).
  as_postgres "$BIN/pg_ctl" -D "$DATA_DIR" -l "$LOG" -w -t 600 start
  for _ in $(seq 1 300); do
    if on_primary "select 1 from pg_stat_replication where application_name = 'cq-replica' and state = 'streaming'" | grep -q 1; then
      echo "replica streaming on port $REPLICA_PORT (data $DATA_DIR)"
      return
    fi
    sleep 1
  done
  echo "replica started but not streaming yet: see $LOG" >&2
  exit 1
}

stop() {
  if running; then as_postgres "$BIN/pg_ctl" -D "$DATA_DIR" -m fast -w stop; else echo "replica not running"; fi
  drop_slot
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
