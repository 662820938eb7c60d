# Shared by bin/start and bin/test: install what is missing, nothing more.

step() {
  local name=$1
  shift
  printf '\n\033[1m==> %s\033[0m\n' "$name"
  local started=$SECONDS
  "$@"
  printf '    %s: done in %ss\n' "$name" "$((SECONDS - started))"
}

# Installs from the lockfile only when node_modules is missing or was installed from another lockfile.
# Not `npm ci`: the registry reachable here lacks other platforms' optional binaries (e.g. Biome's
# darwin builds), so the lockfile can never list them and npm ci's strict sync check always fails.
ensure_node_modules() {
  local stamp=node_modules/.pluto-lock-hash
  local want
  want=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    step "install npm packages" npm install --no-audit --no-fund --loglevel=error
    # npm may normalise the lockfile while installing; stamp what it left.
    sha256sum package-lock.json | cut -d' ' -f1 >"$stamp"
  fi
}

# Debian's Chromium for the browser tests; never a downloaded browser build.
ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then return; fi
  local sudo=''
  [ "$(id -u)" -eq 0 ] || sudo='sudo'
  step "install chromium (apt)" bash -c "$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null"
}

# Debian's PostgreSQL server for the database suite's second run (tests start a private cluster).
ensure_postgresql() {
  if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then return; fi
  local sudo=''
  [ "$(id -u)" -eq 0 ] || sudo='sudo'
  step "install postgresql (apt)" bash -c "$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null"
}
