#!/usr/bin/env bash
# Issue 7's benchmark (not a test): relayout of a 64 MiB f32 tensor (4096x4096) into the TPU
# layout {1,0:T(8,128)} and its 1-D memory image, lowered by `tile-opt --lower-tiles`, then by
# `mlir-opt-22 --sparsifier` (the dense pipeline) and JIT-run by `mlir-runner -O3`, against a
# plain copy (memref.copy -> memcpy) of the same 64 MiB into a preallocated buffer.
# Prints one line per round: relayout seconds, copy seconds, and the bandwidth ratio
# copy/relayout (1.0 = as fast as memcpy); then the median ratio.
# Usage: benches/lower-tiles-relayout.sh [rounds]   (default 7)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-7}
LLVM=${LLVM_BIN_DIR:-/usr/lib/llvm-22/bin}
LIB=${LLVM_LIB_DIR:-/usr/lib/llvm-22/lib}
MLIR_OPT=${MLIR_OPT:-$(command -v mlir-opt-22 || echo "$LLVM/mlir-opt")}
libs=""
for n in mlir_c_runner_utils mlir_runner_utils; do
  f=$( (ls "$LIB"/lib$n.so "$LIB"/lib$n.so.22* 2>/dev/null || true) | head -1)
  libs="${libs:+$libs,}$f"
done
cargo build --release -q -p tile-opt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
L='#tile.layout<"{1,0:T(8,128)}">'
{
  cat <<EOF
func.func private @rtclock() -> f64
func.func @relayout(%x: tensor<4096x4096xf32>) -> tensor<16777216xf32> {
  %t = tile.relayout %x : tensor<4096x4096xf32> to tensor<4096x4096xf32, $L>
  %p = tile.to_physical %t : tensor<4096x4096xf32, $L> to tensor<16777216xf32>
  return %p : tensor<16777216xf32>
}
func.func @copy(%x: memref<16777216xf32>, %y: memref<16777216xf32>) {
  memref.copy %x, %y : memref<16777216xf32> to memref<16777216xf32>
  return
}
func.func @main() {
  %c = arith.constant 1.5 : f32
  %c5 = arith.constant 5 : index
  %e = tensor.empty() : tensor<4096x4096xf32>
  %x = linalg.fill ins(%c : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %ma = memref.alloc() : memref<16777216xf32>
  %mb = memref.alloc() : memref<16777216xf32>
  linalg.fill ins(%c : f32) outs(%ma : memref<16777216xf32>)
  linalg.fill ins(%c : f32) outs(%mb : memref<16777216xf32>)
EOF
  # No scf.for around func.call: tile-opt prints a nested call without its dialect prefix.
  for i in $(seq 1 "$rounds"); do
    cat <<EOF
  %a$i = func.call @rtclock() : () -> f64
  %p$i = func.call @relayout(%x) : (tensor<4096x4096xf32>) -> tensor<16777216xf32>
  %b$i = func.call @rtclock() : () -> f64
  func.call @copy(%ma, %mb) : (memref<16777216xf32>, memref<16777216xf32>) -> ()
  %d$i = func.call @rtclock() : () -> f64
  %r$i = arith.subf %b$i, %a$i : f64
  %s$i = arith.subf %d$i, %b$i : f64
  %v$i = tensor.extract %p$i[%c5] : tensor<16777216xf32>
  vector.print %r$i : f64
  vector.print %s$i : f64
  %w$i = memref.load %mb[%c5] : memref<16777216xf32>
  vector.print %v$i : f32
  vector.print %w$i : f32
EOF
  done
  echo "  return"
  echo "}"
} > "$tmp/bench.mlir"
target/release/tile-opt "$tmp/bench.mlir" --lower-tiles > "$tmp/lowered.mlir"
"$MLIR_OPT" "$tmp/lowered.mlir" --sparsifier > "$tmp/llvm.mlir"
"$LLVM/mlir-runner" -O3 -e main -entry-point-result=void -shared-libs="$libs" "$tmp/llvm.mlir" \
  | paste - - - - \
  | awk '{ r = $2 / $1; printf "relayout %.4fs  copy %.4fs  ratio %.2f\n", $1, $2, r; print r > "/dev/stderr" }' \
    2> "$tmp/ratios"
echo "median ratio (copy time / relayout time): $(sort -n "$tmp/ratios" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
