#!/usr/bin/env bash
# ids/s of `tile-embed` host preprocessing vs jax-tpu-embedding 0.1.0 on the same batches and
# thread counts: B=16,384 samples per feature, 1..32 ids per sample, vocabulary 1,000,000,
# Zipf (s=1.05) ids; 1 table and 4 stacked tables; 1x4 and 4x4 devices x sparse cores; 1 and 2
# threads; calibrated and generous limits (LIMITS="calibrated generous"), given to both:
# tile-embed through its limits, the reference through its table specs (unstacked) or
# `stack_tables` (stacked) with the same max ids, max unique ids and suggested buffer.
# Calibrated: FDO limits (observed maxima and the required buffer, as `tile-embed limits`
# writes them). Generous: GENEROUS (4) x the observed maxima and no suggested buffer, so the
# COO buffers have the theoretical maximum size (the situation before calibration).
# Each round runs one tile-embed and one reference process (alternating); a process reports
# the median and the best (minimum) of REPS timed calls after 2 warm-ups. The table gives the
# median over rounds of the per-process medians, and the best call over all rounds; the
# speedup is computed from each (on a loaded machine the best calls are the fairer figure).
# Prints a markdown table; `uptime` before and after tells the load.
# tile-embed gives each call's buffers back to its pool before the next (a training loop frees
# a batch's buffers; the Python package does this when numpy frees them).
# Usage: benches/embed-preprocess.sh   (REF_PY=/tmp/jte/bin/python ROUNDS=3 REPS=7
#        LIMITS="calibrated generous" GENEROUS=4 THREADS="1 2" CONFIGS="1 1,1 4,4 1,4 4")
set -euo pipefail
cd "$(dirname "$0")/.."
REF_PY=${REF_PY:-/tmp/jte/bin/python}
ROUNDS=${ROUNDS:-3}
REPS=${REPS:-7}
CONFIGS=${CONFIGS:-"1 1,1 4,4 1,4 4"}
THREADS=${THREADS:-"1 2"}
LIMITS=${LIMITS:-"calibrated generous"}
GENEROUS=${GENEROUS:-4}
cargo build --release -q -p tile-embed-cli
T=${CARGO_TARGET_DIR:-target}/release/tile-embed
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "load before: $(uptime)"
printf '| config | limits | ids/batch | threads | tile-embed ms (median / best) | M ids/s (best) | reference ms (median / best) | M ids/s (best) | speedup (median / best) |\n'
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
    ids=$("$T" bench --tables "$tables" $stack --devices "$devices" --sc 4 --reps 1 --warmup 0 \
      --generous-limits "$gen" --write-npy "$dir" |
      python3 -c 'import json,sys; print(json.load(sys.stdin)["ids"])')
    for threads in $THREADS; do
      : > "$tmp/ours"; : > "$tmp/ref"
      for _ in $(seq "$ROUNDS"); do
        "$T" bench --tables "$tables" $stack --devices "$devices" --sc 4 --threads "$threads" \
          --generous-limits "$gen" --reps "$REPS" |
          python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["median_s"], d["min_s"])' >> "$tmp/ours"
        SPARSECORE_INPUT_PREPROCESSING_THREADS=$threads "$REF_PY" benches/embed-reference-timing.py \
          "$dir" $stack --devices "$devices" --sc 4 --reps "$REPS" 2> /dev/null |
          python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["median_s"], d["min_s"])' >> "$tmp/ref"
      done
      python3 - "$name, $devices dev x 4 SC" "$limits" "$ids" "$threads" "$tmp/ours" "$tmp/ref" <<'PY'
import statistics, sys
name, limits, ids, th = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
def load(p):
    rows = [tuple(map(float, l.split())) for l in open(p) if l.strip()]
    return statistics.median(r[0] for r in rows), min(r[1] for r in rows)
om, ob = load(sys.argv[5])
rm, rb = load(sys.argv[6])
print(f"| {name} | {limits} | {ids:,} | {th} | {om*1e3:.2f} / {ob*1e3:.2f} | {ids/ob/1e6:.1f} | "
      f"{rm*1e3:.2f} / {rb*1e3:.2f} | {ids/rb/1e6:.1f} | {rm/om:.2f}x / {rb/ob:.2f}x |")
PY
    done
  done
done
echo "load after: $(uptime)"
