#!/usr/bin/env bash
# Debian's nginx for the e2e of nginx in front of two instances (issue 46, e2e/nginx.e2e.ts): installed
# when `nginx` is missing (nginx-light: the proxy, no extra modules), never left running as the system
# service on port 80 (the test starts its own, on a free loopback port, and stops it). Idempotent:
# when nginx is installed it only makes sure the service is not running. openssl: the test's
# self-signed certificate (the shipped config listens with TLS).
set -euo pipefail
if { ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; } || ! command -v openssl >/dev/null 2>&1; then
  # no service starts while the package installs (Debian's policy-rc.d: 101 = action forbidden);
  # an existing policy (Docker images ship one) is kept as it was
  propia=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    propia=1
  fi
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light openssl || {
    [ "$propia" = 1 ] && rm -f /usr/sbin/policy-rc.d
    exit 1
  }
  [ "$propia" = 1 ] && rm -f /usr/sbin/policy-rc.d
fi
# the system service, if a package or a boot started it: stopped, and not started at boot
if [ -s /run/nginx.pid ] && kill -0 "$(cat /run/nginx.pid)" 2>/dev/null; then
  if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
    systemctl stop nginx || true
  else
    /usr/sbin/nginx -s quit || true
  fi
fi
if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then systemctl disable nginx >/dev/null 2>&1 || true; fi
/usr/sbin/nginx -v
