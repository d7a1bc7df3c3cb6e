# Sourced by ./check: a throwaway PostgreSQL and Redis for the server tests.
#
# start_services installs the Debian packages postgresql and redis-server where missing, starts a
# PostgreSQL cluster (initdb in a temporary folder, as the postgres user when run as root) and a
# Redis, each on a free port of 127.0.0.1, and exports NOPPA_TEST_DATABASE_URL and
# NOPPA_TEST_REDIS_URL for the tests. An EXIT trap stops both and removes the folder.

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# the newest PostgreSQL server's bin folder (the client package alone has no initdb)
postgres_bin() { ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 | xargs -r dirname; }

install_services() {
  local wanted=()
  [ -n "$(postgres_bin)" ] || wanted+=(postgresql)
  command -v redis-server >/dev/null || wanted+=(redis-server)
  [ ${#wanted[@]} -gt 0 ] || return 0
  echo "== installing ${wanted[*]} (Debian packages) for the server tests"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${wanted[@]}" >/dev/null
}

stop_services() {
  if [ -n "${SERVICES_DIR:-}" ] && [ -d "$SERVICES_DIR" ]; then
    if [ -f "$SERVICES_DIR/pg/postmaster.pid" ]; then
      $AS_PG "$(postgres_bin)/pg_ctl" -D "$SERVICES_DIR/pg" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    if [ -f "$SERVICES_DIR/redis.pid" ]; then
      kill "$(cat "$SERVICES_DIR/redis.pid")" 2>/dev/null || true
    fi
    rm -rf "$SERVICES_DIR"
  fi
}

start_services() {
  install_services
  SERVICES_DIR="$(mktemp -d /tmp/noppa-services.XXXXXX)"
  chmod 755 "$SERVICES_DIR"
  trap stop_services EXIT
  AS_PG=""
  if [ "$(id -u)" -eq 0 ]; then  # PostgreSQL refuses to run as root
    chown postgres "$SERVICES_DIR"
    AS_PG="runuser -u postgres --"
  fi
  local bin pg_port redis_port
  bin="$(postgres_bin)"
  pg_port="$(free_port)"
  redis_port="$(free_port)"
  echo "== PostgreSQL ($bin) on port $pg_port, Redis on port $redis_port"
  $AS_PG "$bin/initdb" -D "$SERVICES_DIR/pg" -A trust -U noppa >"$SERVICES_DIR/initdb.log" 2>&1 \
    || { cat "$SERVICES_DIR/initdb.log"; return 1; }
  # a throwaway cluster: nothing to keep after a crash, so no fsync
  $AS_PG "$bin/pg_ctl" -D "$SERVICES_DIR/pg" -l "$SERVICES_DIR/pg.log" -w -t 60 \
    -o "-p $pg_port -k $SERVICES_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" \
    start >/dev/null || { cat "$SERVICES_DIR/pg.log"; return 1; }
  "$bin/createdb" -h 127.0.0.1 -p "$pg_port" -U noppa noppa
  redis-server --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no --daemonize yes \
    --dir "$SERVICES_DIR" --pidfile "$SERVICES_DIR/redis.pid" --logfile "$SERVICES_DIR/redis.log"
  for _ in $(seq 50); do
    redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1 && break
    sleep 0.1
  done
  redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null
  export NOPPA_TEST_DATABASE_URL="postgresql+psycopg://noppa@127.0.0.1:$pg_port/noppa"
  export NOPPA_TEST_REDIS_URL="redis://127.0.0.1:$redis_port/0"
}
