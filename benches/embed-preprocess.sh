#!/usr/bin/env bash
# ids/s of `tile-embed` host preprocessing vs jax-tpu-embedding 0.1.0 on the same batches and
# thread counts: B=16,384 samples per feature, 1..32 ids per sample, vocabulary 1,000,000,
# Zipf (s=1.05) ids; 1 table and 4 stacked tables; 1x4 and 4x4 devices x sparse cores; 1 and 2
# threads; FDO-calibrated limits (observed maxima, as `tile-embed limits` writes them).
# Each figure: median over ROUNDS processes (alternating tile-embed / reference) of the median
# of 5 timed calls after 2 warm-ups. Prints a markdown table.
# Usage: benches/embed-preprocess.sh   (REF_PY=/tmp/jte/bin/python ROUNDS=3)
set -euo pipefail
cd "$(dirname "$0")/.."
REF_PY=${REF_PY:-/tmp/jte/bin/python}
ROUNDS=${ROUNDS:-3}
cargo build --release -q -p tile-embed-cli
T=target/release/tile-embed
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
med() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf '| config | ids/batch | threads | tile-embed ms | tile-embed M ids/s | reference ms | reference M ids/s | speedup |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|\n'
for cfg in "1 1" "1 4" "4 1" "4 4"; do
  read -r tables devices <<< "$cfg"
  stack=""; name="1 table"
  [ "$tables" -gt 1 ] && stack="--stack" && name="$tables tables stacked"
  dir="$tmp/b$tables-$devices"
  ids=$("$T" bench --tables "$tables" $stack --devices "$devices" --sc 4 --reps 1 --warmup 0 --write-npy "$dir" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["ids"])')
  for threads in 1 2; do
    : > "$tmp/ours"; : > "$tmp/ref"
    for _ in $(seq "$ROUNDS"); do
      "$T" bench --tables "$tables" $stack --devices "$devices" --sc 4 --threads "$threads" |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["median_s"])' >> "$tmp/ours"
      SPARSECORE_INPUT_PREPROCESSING_THREADS=$threads "$REF_PY" benches/embed-reference-timing.py \
        "$dir" $stack --devices "$devices" --sc 4 2> /dev/null |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["median_s"])' >> "$tmp/ref"
    done
    o=$(med < "$tmp/ours"); r=$(med < "$tmp/ref")
    python3 - "$name, $devices dev x 4 SC" "$ids" "$threads" "$o" "$r" <<'PY'
import sys
name, ids, th, o, r = sys.argv[1], int(sys.argv[2]), sys.argv[3], float(sys.argv[4]), float(sys.argv[5])
print(f"| {name} | {ids:,} | {th} | {o*1e3:.2f} | {ids/o/1e6:.1f} | {r*1e3:.2f} | {ids/r/1e6:.1f} | {r/o:.2f}x |")
PY
  done
done
