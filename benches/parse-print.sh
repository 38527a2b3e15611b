#!/usr/bin/env bash
# Parse + verify + print of generated modules (1..50 MB): tile-opt against mlir-opt-22 on the
# same file in the same run. Prints a table of wall time and peak RSS and their ratios.
# Usage: benches/parse-print.sh [sizes in MB...]   (default: 1 5 10 25 50)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("${@:-1 5 10 25 50}")
[ $# -gt 0 ] || sizes=(1 5 10 25 50)
MLIR_OPT=${MLIR_OPT:-$(command -v mlir-opt-22 || echo /usr/lib/llvm-22/bin/mlir-opt)}
cargo build --release -q -p tile-opt
TILE=target/release/tile-opt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
measure() { # prints "cpu_seconds maxrss_kb": CPU time (user + sys), the least of 3 runs (wall time on this VM is noisy)
  local best=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%U %S %M" -o "$tmp/time" "$@" > /dev/null 2> "$tmp/err" || { cat "$tmp/err" >&2; exit 1; }
    best=$( (echo "$best"; awk '{printf "%.2f %s\n", $1 + $2, $3}' "$tmp/time") | grep . | sort -n | head -1)
  done
  echo "$best"
}
printf '| size (MB) | tile-opt CPU s | mlir-opt-22 CPU s | speedup | tile-opt MB RSS | mlir-opt-22 MB RSS | memory ratio | tile-opt MB/s |\n'
printf '|---|---|---|---|---|---|---|---|\n'
for mb in "${sizes[@]}"; do
  f="$tmp/m$mb.mlir"
  python3 scripts/gen-module.py "$mb" > "$f"
  read -r ts tm < <(measure "$TILE" "$f")
  read -r ms mm < <(measure "$MLIR_OPT" "$f")
  python3 - "$mb" "$ts" "$tm" "$ms" "$mm" <<'PY'
import sys
mb, ts, tm, ms, mm = map(float, sys.argv[1:])
print(f"| {mb:g} | {ts:.2f} | {ms:.2f} | {ms/max(ts,1e-9):.2f}x | {tm/1024:.0f} | {mm/1024:.0f} | {tm/max(mm,1):.2f} | {mb/max(ts,1e-9):.1f} |")
PY
done
