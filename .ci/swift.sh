#!/usr/bin/env bash
# OpenStack Swift from Debian with its s3api middleware, on loopback, for the tests and the bench of
# ALMACEN=s3 (issue 46): installed when missing, one replica on one folder, tempauth's test account
# (access key test:tester, secret testing). Idempotent: when the proxy already answers it does nothing.
# Prints the seconds it took to answer. S3 endpoint: http://127.0.0.1:8089 (path-style).
set -euo pipefail
PUERTO=${SWIFT_PUERTO:-8089}
DATOS=${SWIFT_DATOS:-/srv/swift-pruebas}
inicio=$(date +%s.%N)
if curl -fsS "http://127.0.0.1:$PUERTO/healthcheck" >/dev/null 2>&1; then echo "Swift ya responde en $PUERTO"; exit 0; fi
if ! command -v swift-proxy-server >/dev/null 2>&1; then
  # a mirror's hiccup is not a failed build: three tries
  for intento in 1 2 3; do
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends swift-proxy swift-object swift-container swift-account python3-swift memcached curl && break
    [ "$intento" = 3 ] && exit 1
    echo "swift.sh: apt-get falló (intento $intento), de nuevo en 5 s" >&2
    sleep 5
  done
fi
mkdir -p /etc/swift "$DATOS/d1" /var/run/swift /var/cache/swift
chown -R swift:swift "$DATOS" /var/run/swift /var/cache/swift 2>/dev/null || true
cat >/etc/swift/swift.conf <<CONF
[swift-hash]
swift_hash_path_suffix = pruebas-sitio
swift_hash_path_prefix = pruebas
[storage-policy:0]
name = Policy-0
default = yes
CONF
comun="[DEFAULT]
devices = $DATOS
mount_check = false
bind_ip = 127.0.0.1
workers = 0
user = root
log_level = WARNING
log_facility = LOG_LOCAL0"
# the account, container and object servers: one port each (their rings below name the same ports)
SERVIDORES="account:6212 container:6211 object:6210"
for servidor in $SERVIDORES; do
  nombre=${servidor%%:*}
  cat >"/etc/swift/$nombre-server.conf" <<CONF
$comun
bind_port = ${servidor##*:}
[pipeline:main]
pipeline = $nombre-server
[app:$nombre-server]
use = egg:swift#$nombre
CONF
done
# the proxy's filters that take no setting: a section each, named and used as given ("name:egg" when they differ)
filtros() {
  for f in "$@"; do printf '[filter:%s]\nuse = egg:swift#%s\n' "${f%%:*}" "${f##*:}"; done
}
cat >/etc/swift/proxy-server.conf <<CONF
[DEFAULT]
bind_ip = 127.0.0.1
bind_port = $PUERTO
workers = 0
user = root
log_level = WARNING
[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy dlo slo proxy-logging proxy-server
[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true
allow_account_management = true
[filter:tempauth]
use = egg:swift#tempauth
user_test_tester = testing .admin
[filter:s3api]
use = egg:swift#s3api
location = us-east-1
[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:11211
$(filtros catch_errors gatekeeper healthcheck proxy-logging:proxy_logging listing_formats copy dlo slo)
CONF
cd /etc/swift
for anillo in $SERVIDORES; do
  nombre=${anillo%%:*}
  if [ ! -f "$nombre.ring.gz" ]; then
    swift-ring-builder "$nombre.builder" create 10 1 1 >/dev/null
    swift-ring-builder "$nombre.builder" add r1z1-127.0.0.1:${anillo##*:}/d1 100 >/dev/null
    swift-ring-builder "$nombre.builder" rebalance >/dev/null
  fi
done
mkdir -p /var/log/swift
# tempauth keeps its tokens in memcached
(echo stats | timeout 1 bash -c 'cat > /dev/tcp/127.0.0.1/11211') 2>/dev/null || memcached -u memcache -l 127.0.0.1 -p 11211 -d
for s in account container object proxy; do
  setsid "swift-$s-server" "/etc/swift/$s-server.conf" -v >"/var/log/swift/$s.log" 2>&1 < /dev/null &
done
for _ in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$PUERTO/healthcheck" >/dev/null 2>&1 && break
  sleep 0.5
done
curl -fsS "http://127.0.0.1:$PUERTO/healthcheck" >/dev/null || { echo "Swift no respondió en $PUERTO"; tail -20 /var/log/swift/*.log; exit 1; }
echo "Swift responde en $PUERTO tras $(echo "$(date +%s.%N) - $inicio" | bc 2>/dev/null || echo '?') s"
