# Sourced by scripts/serve and scripts/test: installs whatever is missing, so that on a fresh
# Debian machine (Python >= 3.11, Node 20) nothing has to be done by hand. Each step is a no-op
# when its result is already there and up to date.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CHROMIUM=/usr/bin/chromium
VENV="$ROOT/.venv"

say() { printf '%s\n' "[set-up] $*" >&2; }
die() { say "$*"; exit 1; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "need root to run: $*"
  fi
}

apt_install() {
  say "apt-get install $*"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

require_python() {
  command -v python3 >/dev/null || die "python3 (3.11 or newer) is needed"
  python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
    || die "python3 is $(python3 --version 2>&1); 3.11 or newer is needed"
}

# The browser runtime, from the exact lock: again whenever package-lock.json is newer.
ensure_node_runtime() {
  command -v npm >/dev/null || die "Node 20 with npm is needed"
  if [ ! -f "$ROOT/node_modules/.package-lock.json" ] \
     || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
    say "npm ci (PyScript and Pyodide)"
    (cd "$ROOT" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
  fi
}

# The pinned test dependencies in .venv: again whenever requirements-test.txt changes.
ensure_test_venv() {
  require_python
  if [ ! -x "$VENV/bin/python" ]; then
    python3 -c 'import ensurepip' 2>/dev/null || apt_install python3-venv
    say "python3 -m venv .venv"
    python3 -m venv "$VENV"
  fi
  if ! cmp -s "$ROOT/requirements-test.txt" "$VENV/requirements-test.txt"; then
    say "pip install -r requirements-test.txt"
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check -r "$ROOT/requirements-test.txt"
    cp "$ROOT/requirements-test.txt" "$VENV/requirements-test.txt"
  fi
}

# Debian's Chromium for the browser tests (playwright's own browser downloads do not work here).
ensure_chromium() {
  [ -x "$CHROMIUM" ] || apt_install chromium
  [ -x "$CHROMIUM" ] || die "$CHROMIUM is still missing after apt-get install chromium"
}
