#!/usr/bin/env bash
# Compile time of every pass (issue 17: "every pass linear in its input"). Each pass runs on
# a generated input of size n and on one of size 10n (benches/gen-pass-input.py: n functions,
# or one block of n ops); the pass's own time is read from `--mlir-timing` (it includes the
# verification after the pass) and the ratio 10n/n should be about 10. Where mlir-opt-22 has
# the pass, both tools run on the 10n input and the whole process is compared (CPU time =
# user + sys, and peak RSS, from the same `/usr/bin/time -f '%U %S %M'` run). Then sparsify
# runs on modules of 2,000 and 20,000 kernels against
# `mlir-opt-22 --sparse-reinterpret-map --sparsification`.
# Every number is the fastest of $RUNS runs (default 3; the VM is shared and noisy).
# Usage: benches/compile.sh [passes|sparsify|all]   (default all)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
RUNS=${RUNS:-3}
MLIR_OPT=${MLIR_OPT:-$(command -v mlir-opt-22 || echo /usr/lib/llvm-22/bin/mlir-opt)}
cargo build --release -q -p tile-opt
TILE=target/release/tile-opt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gen() { python3 benches/gen-pass-input.py "$@"; }

# measure NAME CMD...: prints "cpu_s rss_kb pass_s" (pass_s: the `--mlir-timing` line NAME
# summed over nestings, or 0), the run with the least CPU time of $RUNS.
measure() {
  local name=$1 best=""
  shift
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -f "%U %S %M" -o "$tmp/time" "$@" > /dev/null 2> "$tmp/err" || { tail -5 "$tmp/err" >&2; exit 1; }
    local p
    p=$(awk -v n="$name" '{ l = $0; sub(/^ +[0-9.]+ +\( *[0-9.]+%\) +/, "", l); if (l == n) s += $1 } END { printf "%.4f", s + 0 }' "$tmp/err")
    best=$( (echo "$best"; awk -v p="$p" '{printf "%.2f %s %s\n", $1 + $2, $3, p}' "$tmp/time") | grep . | sort -n | head -1)
  done
  echo "$best"
}

if [ "$what" = all ] || [ "$what" = passes ]; then
  printf '| pass | input | n | pass s (n) | pass s (10n) | ratio | tile-opt CPU s / MB (10n) | mlir-opt-22 CPU s / MB (10n) | CPU ratio | memory ratio |\n'
  printf '|---|---|---|---|---|---|---|---|---|---|\n'
  # flag | --mlir-timing name | input kind | n | mlir-opt-22 flags (- for none)
  while IFS='|' read -r flag name kind n mlir; do
    gen "$kind" "$n" > "$tmp/a.mlir"
    gen "$kind" $((n * 10)) > "$tmp/b.mlir"
    read -r _ _ pa < <(measure "$name" "$TILE" "$flag" --mlir-timing "$tmp/a.mlir")
    read -r tc tm pb < <(measure "$name" "$TILE" "$flag" --mlir-timing "$tmp/b.mlir")
    if [ "$mlir" != - ]; then
      # shellcheck disable=SC2086
      read -r mc mm _ < <(measure - "$MLIR_OPT" $mlir "$tmp/b.mlir")
    else
      mc=- mm=-
    fi
    python3 - "$flag" "$kind" "$n" "$pa" "$pb" "$tc" "$tm" "$mc" "$mm" <<'PY'
import sys
flag, kind, n, pa, pb, tc, tm, mc, mm = sys.argv[1:]
pa, pb, tc, tm = float(pa), float(pb), float(tc), float(tm)
ratio = f"{pb / pa:.1f}" if pa > 0 else "-"
if mc == "-":
    ours, theirs, cr, mr = f"{tc:.2f} / {tm / 1024:.0f}", "-", "-", "-"
else:
    mc, mm = float(mc), float(mm)
    ours, theirs = f"{tc:.2f} / {tm / 1024:.0f}", f"{mc:.2f} / {mm / 1024:.0f}"
    cr, mr = f"{tc / max(mc, 1e-9):.2f}", f"{tm / max(mm, 1):.2f}"
if flag.startswith("--pass-pipeline=builtin.module("):
    flag = flag[len("--pass-pipeline=builtin.module("):-1]
print(f"| `{flag}` | {kind} | {n} | {pa:.3f} | {pb:.3f} | {ratio} | {ours} | {theirs} | {cr} | {mr} |")
PY
  done <<'CONF'
--canonicalize|Canonicalizer|module-funcs|2000|--canonicalize
--canonicalize|Canonicalizer|dead-block|20000|--canonicalize
--pass-pipeline=builtin.module(func.func(canonicalize))|Canonicalizer|module-funcs|2000|--pass-pipeline=builtin.module(func.func(canonicalize))
--cse|CSE|module-funcs|2000|--cse
--cse|CSE|cse-block|20000|--cse
--pass-pipeline=builtin.module(func.func(cse))|CSE|module-funcs|2000|--pass-pipeline=builtin.module(func.func(cse))
--assign-layouts|AssignLayouts|layouts-funcs|2000|-
--assign-layouts|AssignLayouts|layouts-block|2000|-
--lower-tiles|LowerTiles|tiles-funcs|2000|-
--lower-tiles|LowerTiles|tiles-block|2000|-
--embedding-partition|EmbeddingPartition|embed-funcs|2000|-
--embedding-stack-tables|EmbeddingStackTables|embed-block|2000|-
--sparsify|Sparsify|kernels|2000|--sparse-reinterpret-map --sparsification
CONF
fi

if [ "$what" = all ] || [ "$what" = sparsify ]; then
  printf '\n| kernels | tile-opt CPU s | tile-opt MB | mlir-opt-22 CPU s | mlir-opt-22 MB | time ratio | memory ratio |\n'
  printf '|---|---|---|---|---|---|---|\n'
  for n in 2000 20000; do
    gen kernels "$n" > "$tmp/k.mlir"
    read -r tc tm _ < <(measure - "$TILE" --sparsify "$tmp/k.mlir")
    read -r mc mm _ < <(measure - "$MLIR_OPT" --sparse-reinterpret-map --sparsification "$tmp/k.mlir")
    python3 - "$n" "$tc" "$tm" "$mc" "$mm" <<'PY'
import sys
n, tc, tm, mc, mm = sys.argv[1], *map(float, sys.argv[2:])
print(f"| {n} | {tc:.2f} | {tm / 1024:.0f} | {mc:.2f} | {mm / 1024:.0f} | {tc / max(mc, 1e-9):.2f} | {tm / max(mm, 1):.2f} |")
PY
  done
fi
