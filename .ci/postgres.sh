#!/usr/bin/env bash
# PostgreSQL for the tests on the second engine: Debian's package, installed when missing, started
# when nothing listens on 5432, with the role and database the tests use. Idempotent and quick
# when it already runs. Prints nothing but progress; the URL is postgres://sitio:sitio@127.0.0.1:5432/sitio_test.
set -euo pipefail
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
fi
if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  read -r version cluster _ < <(pg_lsclusters -h | head -n 1)
  pg_ctlcluster "$version" "$cluster" start
  for _ in $(seq 1 60); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 0.5; done
fi
como_postgres() { su postgres -c "$1"; }
como_postgres "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname = 'sitio'\"" | grep -q 1 ||
  como_postgres "psql -qc \"CREATE ROLE sitio LOGIN PASSWORD 'sitio'\""
como_postgres "psql -tAc \"SELECT 1 FROM pg_database WHERE datname = 'sitio_test'\"" | grep -q 1 ||
  como_postgres "createdb -O sitio sitio_test"
