#!/usr/bin/env bash
# ids/s of the tile_embed Python package vs jax-tpu-embedding 0.1.0, both called in process
# (benches/embed-python-timing.py): the configurations of benches/embed-preprocess.sh (1 table
# and 4 stacked tables; 1x4 and 4x4 devices x sparse cores; 1 and 2 threads; B=16,384 per
# feature, 1..32 ids per sample, vocabulary 1,000,000, Zipf s=1.05; calibrated (FDO) and
# generous (GENEROUS x the observed maxima, no suggested buffer) limits), the same
# object arrays and prepared jax FeatureSpecs for both, the same thread count (tile_embed's
# `threads=`, the reference's SPARSECORE_INPUT_PREPROCESSING_THREADS). Each round is one
# process that alternates the two calls, REPS timed calls each after 2 warm-ups; the table
# gives the median over rounds of the per-process medians and the best call over all rounds.
# PY must have jax-tpu-embedding; tile_embed is installed into it (pip install ./embed/python)
# when missing or with REINSTALL=1.
# Usage: benches/embed-python.sh   (PY=/tmp/jte/bin/python ROUNDS=3 REPS=7
#        LIMITS="calibrated generous" GENEROUS=4)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-/tmp/jte/bin/python}
ROUNDS=${ROUNDS:-3}
REPS=${REPS:-7}
CONFIGS=${CONFIGS:-"1 1,1 4,4 1,4 4"}
THREADS=${THREADS:-"1 2"}
LIMITS=${LIMITS:-"calibrated generous"}
GENEROUS=${GENEROUS:-4}
if [ "${REINSTALL:-0}" = 1 ] || ! "$PY" -c 'import tile_embed' 2>/dev/null; then
  "$PY" -m pip install -q ./embed/python
fi
cargo build --release -q -p tile-embed-cli
T=${CARGO_TARGET_DIR:-target}/release/tile-embed
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "load before: $(uptime)"
printf '| config | limits | ids/batch | threads | tile_embed ms (median / best) | M ids/s (best) | reference ms (median / best) | M ids/s (best) | speedup (median / best) |\n'
printf '|---|---|---:|---:|---:|---:|---:|---:|---:|\n'
IFS=, read -ra cfgs <<< "$CONFIGS"
for cfg in "${cfgs[@]}"; do
  read -r tables devices <<< "$cfg"
  stack=""; name="1 table"
  [ "$tables" -gt 1 ] && stack="--stack" && name="$tables tables stacked"
  for limits in $LIMITS; do
    case $limits in
      calibrated) gen=0 ;;
      generous) gen=$GENEROUS ;;
      *) echo "unknown LIMITS entry: $limits (calibrated or generous)" >&2; exit 2 ;;
    esac
    dir="$tmp/b$tables-$devices-$limits"
    "$T" bench --tables "$tables" $stack --devices "$devices" --sc 4 --reps 1 --warmup 0 \
      --generous-limits "$gen" --write-npy "$dir" > /dev/null
    for threads in $THREADS; do
      : > "$tmp/res"
      for _ in $(seq "$ROUNDS"); do
        SPARSECORE_INPUT_PREPROCESSING_THREADS=$threads "$PY" benches/embed-python-timing.py \
          "$dir" $stack --devices "$devices" --sc 4 --threads "$threads" --reps "$REPS" 2> /dev/null >> "$tmp/res"
      done
      python3 - "$name, $devices dev x 4 SC" "$limits" "$threads" "$tmp/res" <<'PY'
import json, statistics, sys
name, limits, th = sys.argv[1], sys.argv[2], sys.argv[3]
rows = [json.loads(l) for l in open(sys.argv[4]) if l.strip()]
ids = rows[0]["ids"]
def agg(k):
    return statistics.median(r[k]["median_s"] for r in rows), min(r[k]["min_s"] for r in rows)
om, ob = agg("tile_embed")
rm, rb = agg("reference")
print(f"| {name} | {limits} | {ids:,} | {th} | {om*1e3:.2f} / {ob*1e3:.2f} | {ids/ob/1e6:.1f} | "
      f"{rm*1e3:.2f} / {rb*1e3:.2f} | {ids/rb/1e6:.1f} | {rm/om:.2f}x / {rb/ob:.2f}x |")
PY
    done
  done
done
echo "load after: $(uptime)"
