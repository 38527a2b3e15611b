#!/usr/bin/env bash
# Runs every fuzz target for SECONDS (default 60) each, one after another, on the seeded
# corpus; a crash stops that target and leaves its input in fuzz/artifacts/<target>/.
# Needs `cargo install cargo-fuzz` and a nightly toolchain (`rustup toolchain install nightly`).
# Usage: fuzz/run-all.sh [SECONDS] [TARGET...]
set -uo pipefail
cd "$(dirname "$0")"
secs="${1:-60}"; shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(parse_module sparse_encoding xla_layout pass_pipeline pipeline_passes embed_batch)
[ -d corpus/parse_module ] || ./seed-corpus.sh
mkdir -p logs
status=0
for t in "${targets[@]}"; do
  # -timeout=1: an input taking over a second is a hang; -rss_limit_mb: OOM is a crash too.
  cargo +nightly fuzz run --sanitizer none "$t" "corpus/$t" -- \
    -max_total_time="$secs" -timeout=1 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    > "logs/$t.log" 2>&1
  rc=$?
  execs=$(grep -a 'stat::number_of_executed_units' "logs/$t.log" | awk '{print $2}')
  echo "$t: exit $rc, ${execs:-?} executions in ${secs}s"
  [ $rc -eq 0 ] || { status=1; grep -a -m3 -E 'panicked|ERROR|Test unit written' "logs/$t.log"; }
done
exit $status
