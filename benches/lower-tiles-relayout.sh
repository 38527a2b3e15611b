#!/usr/bin/env bash
# Issue 7/19's benchmark (not a test): relayout of a 4096x4096 tensor into a TPU layout and
# its 1-D memory image, lowered by `tile-opt --lower-tiles`, then by `mlir-opt-22
# --sparsifier` (the dense pipeline) and JIT-run by `mlir-runner -O3`. Two cases: f32 into
# {1,0:T(8,128)} (64 MiB) and bf16 into {1,0:T(8,128)(2,1)} (32 MiB).
#
# Each round times, on the same bytes:
#   relayout  the lowered relayout; its result is a fresh buffer (malloc -> mmap, so every
#             page is faulted in and zeroed by the kernel inside the timed call);
#   copy      memref.copy (memcpy) into a preallocated, already touched buffer (issue 7's
#             baseline);
#   fresh     memref.alloc + memref.copy into a new buffer: a copy that pays the same
#             allocation and page faults as the relayout;
#   fill      linalg.fill of a new buffer: no reads at all, the ceiling of anything that
#             returns a fresh tensor.
# and prints copy/relayout ("ratio", issue 7's number: 1.0 = as fast as memcpy) and
# fresh/relayout ("like-for-like"), then medians over the rounds. The machine is shared:
# `uptime` is printed before and after.
# Usage: benches/lower-tiles-relayout.sh [rounds]   (default 9)
#        TILE_OPT=/path/to/tile-opt benches/lower-tiles-relayout.sh   (another build, e.g. a
#        baseline; default: this tree's release build)
#        SHAPES="4096x4096 4000x4000" (the default: unpadded and padded)
#        DIRECTION=back: the inverse (the 1-D image back to the row-major tensor)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-9}
LLVM=${LLVM_BIN_DIR:-/usr/lib/llvm-22/bin}
LIB=${LLVM_LIB_DIR:-/usr/lib/llvm-22/lib}
MLIR_OPT=${MLIR_OPT:-$(command -v mlir-opt-22 || echo "$LLVM/mlir-opt")}
RUNNER=${MLIR_RUNNER:-$(command -v mlir-runner-22 || echo "$LLVM/mlir-runner")}
libs=""
for n in mlir_c_runner_utils mlir_runner_utils; do
  f=$( (ls "$LIB"/lib$n.so "$LIB"/lib$n.so.22* 2>/dev/null || true) | head -1)
  libs="${libs:+$libs,}$f"
done
if [ -z "${TILE_OPT:-}" ]; then
  cargo build --release -q -p tile-opt
  TILE_OPT=target/release/tile-opt
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# gen ELEM LAYOUT FREE ROWS COLS: the benchmark module of one case ($dir: to or back).
gen() {
  local E=$1 L="#tile.layout<\"$2\">" free=$3 R=$4 C=$5
  # The physical size: rows padded to 8, columns to 128 (both cases' layouts).
  local N=$(( (R + 7) / 8 * 8 * ((C + 127) / 128 * 128) ))
  local X="tensor<${R}x${C}x$E>" P="tensor<${N}x$E>" M="memref<${N}x$E>"
  local In=$X Out=$P at="%c5"
  [ "$dir" = back ] && In=$P Out=$X at="%c5, %c5"
  echo "func.func private @rtclock() -> f64"
  if [ "$dir" = back ]; then
    cat <<EOF
func.func @relayout(%p: $P) -> $X {
  %t = tile.from_physical %p : $P to tensor<${R}x${C}x$E, $L>
  %x = tile.relayout %t : tensor<${R}x${C}x$E, $L> to $X
  return %x : $X
}
EOF
  else
    cat <<EOF
func.func @relayout(%x: $X) -> $P {
  %t = tile.relayout %x : $X to tensor<${R}x${C}x$E, $L>
  %p = tile.to_physical %t : tensor<${R}x${C}x$E, $L> to $P
  return %p : $P
}
EOF
  fi
  cat <<EOF
func.func @copy(%x: $M, %y: $M) {
  memref.copy %x, %y : $M to $M
  return
}
func.func @fresh(%x: $M) -> $M {
  %y = memref.alloc() : $M
  memref.copy %x, %y : $M to $M
  return %y : $M
}
func.func @fill(%c: $E) -> $P {
  %e = tensor.empty() : $P
  %f = linalg.fill ins(%c : $E) outs(%e : $P) -> $P
  return %f : $P
}
func.func @main() {
  %c = arith.constant 1.5 : $E
  %c5 = arith.constant 5 : index
  %e = tensor.empty() : $In
  %x = linalg.fill ins(%c : $E) outs(%e : $In) -> $In
  %ma = memref.alloc() : $M
  %mb = memref.alloc() : $M
  linalg.fill ins(%c : $E) outs(%ma : $M)
  linalg.fill ins(%c : $E) outs(%mb : $M)
EOF
  # No scf.for around func.call: tile-opt prints a nested call without its dialect prefix.
  # Every result is read (printed) so that no call is dead; results are not freed, so each
  # round allocates fresh memory for relayout, fresh and fill alike.
  for i in $(seq 1 "$rounds"); do
    cat <<EOF
  %a$i = func.call @rtclock() : () -> f64
  %p$i = func.call @relayout(%x) : ($In) -> $Out
  %b$i = func.call @rtclock() : () -> f64
  func.call @copy(%ma, %mb) : ($M, $M) -> ()
  %d$i = func.call @rtclock() : () -> f64
  %q$i = func.call @fresh(%ma) : ($M) -> $M
  %g$i = func.call @rtclock() : () -> f64
  %f$i = func.call @fill(%c) : ($E) -> $P
  %h$i = func.call @rtclock() : () -> f64
  %r$i = arith.subf %b$i, %a$i : f64
  %s$i = arith.subf %d$i, %b$i : f64
  %u$i = arith.subf %g$i, %d$i : f64
  %w$i = arith.subf %h$i, %g$i : f64
  vector.print %r$i : f64
  vector.print %s$i : f64
  vector.print %u$i : f64
  vector.print %w$i : f64
  %v$i = tensor.extract %p$i[$at] : $Out
  %y$i = memref.load %mb[%c5] : $M
  %z$i = memref.load %q$i[%c5] : $M
  %o$i = tensor.extract %f$i[%c5] : $P
  vector.print %v$i : $E
  vector.print %y$i : $E
  vector.print %z$i : $E
  vector.print %o$i : $E
EOF
    if [ "$free" = 1 ]; then
      cat <<EOF
  bufferization.dealloc_tensor %p$i : $Out
  memref.dealloc %q$i : $M
  bufferization.dealloc_tensor %f$i : $P
EOF
    fi
  done
  echo "  return"
  echo "}"
}

echo "before: $(uptime)"
# Fresh memory: results stay alive (malloc takes each 32-64 MiB buffer from a new mmap).
# Reused memory: each result is freed after the round and glibc serves every block from
# its heap (no mmap, no trimming), so from the second round on relayout, fresh and fill
# write into memory that is already mapped, like the copy: the kernels' own speed.
reuse_env="GLIBC_TUNABLES=glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=4294967296"
shapes=${SHAPES:-4096x4096 4000x4000}
dir=${DIRECTION:-to}
for memory in fresh reused; do
  for spec in "f32 {1,0:T(8,128)}" "bf16 {1,0:T(8,128)(2,1)}"; do
  for shape in $shapes; do
    read -r elem layout <<< "$spec"
    rows=${shape%x*} cols=${shape#*x}
    if [ "$memory" = fresh ]; then free=0 envv=(); else free=1 envv=("$reuse_env"); fi
    gen "$elem" "$layout" "$free" "$rows" "$cols" > "$tmp/bench.mlir"
    "$TILE_OPT" "$tmp/bench.mlir" --lower-tiles > "$tmp/lowered.mlir"
    "$MLIR_OPT" "$tmp/lowered.mlir" --sparsifier > "$tmp/llvm.mlir"
    if [ "$dir" = back ]; then what="$elem $layout -> ${rows}x$cols row-major"; else what="$elem ${rows}x$cols -> $layout"; fi
    echo "== $what, $memory memory"
    env "${envv[@]}" "$RUNNER" -O3 -e main -entry-point-result=void -shared-libs="$libs" "$tmp/llvm.mlir" \
      | paste - - - - - - - - \
      | awk '{ printf "relayout %.4fs  copy %.4fs  fresh %.4fs  fill %.4fs  ratio %.2f  like-for-like %.2f\n", $1, $2, $3, $4, $2 / $1, $3 / $1
               print $2 / $1, $3 / $1, $2 / $4 > "/dev/stderr" }' \
        2> "$tmp/ratios"
    med() { cut -d' ' -f"$1" "$tmp/ratios" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
    echo "median ratio (copy/relayout): $(med 1)   like-for-like (alloc+copy/relayout): $(med 2)   ceiling (copy/fill): $(med 3)"
  done
  done
done
echo "after: $(uptime)"
