#!/usr/bin/env bash
# PostgreSQL for the tests on the second engine: Debian's package, installed when missing, started
# when nothing listens on 5432, with the role and database the tests use. Idempotent and quick
# when it already runs. Prints nothing but progress; the URL is postgres://sitio:sitio@127.0.0.1:5432/sitio_test.
set -euo pipefail
trap 'echo "postgres.sh: falló «$BASH_COMMAND» (línea $LINENO)" >&2; pg_lsclusters >&2 || true; tail -n 20 /var/log/postgresql/*.log >&2 2>/dev/null || true' ERR
# a mirror's hiccup is not a failed build: three tries
instalar() {
  for intento in 1 2 3; do
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql && return 0
    echo "postgres.sh: apt-get falló (intento $intento), de nuevo en 5 s" >&2
    sleep 5
  done
  return 1
}
if ! command -v pg_ctlcluster >/dev/null 2>&1; then instalar; fi
if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  # the package makes a cluster, but not when its initdb failed (a locale the machine lacks): make one in C.UTF-8
  if [ -z "$(pg_lsclusters -h)" ]; then
    version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
    echo "postgres.sh: sin clúster; creando $version/main en C.UTF-8"
    pg_createcluster --locale C.UTF-8 "$version" main
  fi
  read -r version cluster _ < <(pg_lsclusters -h | head -n 1)
  pg_ctlcluster "$version" "$cluster" start
  for _ in $(seq 1 60); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 0.5; done
fi
pg_isready -h 127.0.0.1 -p 5432
como_postgres() { su postgres -c "$1"; }
como_postgres "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname = 'sitio'\"" | grep -q 1 ||
  como_postgres "psql -qc \"CREATE ROLE sitio LOGIN PASSWORD 'sitio'\""
como_postgres "psql -tAc \"SELECT 1 FROM pg_database WHERE datname = 'sitio_test'\"" | grep -q 1 ||
  como_postgres "createdb -O sitio sitio_test"
