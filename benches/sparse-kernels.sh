#!/usr/bin/env bash
# Generated sparse kernels against MLIR's sparsifier (benchmark, not a test). For each kernel
# the same program (kernel + main reading the matrices from .mtx files through
# sparse_tensor.new / TENSOR<i>) is compiled two ways:
#   ours:   tile-opt --sparsify k.mlir | scripts/lower-with-mlir
#   MLIR's: mlir-opt-22 k.mlir --sparsifier="enable-runtime-library=$MLIR_RUNTIME" (default true)
# and run by mlir-runner on the same inputs, one process each, alternating. main calls the kernel
# REPS times and times each call with rtclock(); the best call of all ROUNDS processes is
# reported, and both sides must print the same checksum of the result.
# Matrices are random (fixed seed, integer values so every sum is exact):
#   SpMV, sum:   1,000,000 x 1,000,000 CSR, ~5M non-zeros (uniform)
#   SpMM:        100,000 x 100,000 CSR, ~1M non-zeros, times a dense 100,000 x 64
#   CSR + CSR:   4,000 x 4,000, ~1.6M non-zeros each, dense output
# Usage: benches/sparse-kernels.sh     (env: REPS=5 ROUNDS=2 SCALE=1 MLIR_RUNTIME=true;
#        SCALE=0.1 shrinks every non-zero count for a quick try; KEEP_TMP=1 keeps the programs
#        and inputs)   Needs python3 + numpy and MLIR 22.
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-5}
rounds=${ROUNDS:-2}
scale=${SCALE:-1}
mlir_runtime=${MLIR_RUNTIME:-true}
target=${CARGO_TARGET_DIR:-target}
CARGO_TARGET_DIR=$target cargo build --release -q -p tile-opt
tile_opt=$target/release/tile-opt
mlir_opt=$(command -v mlir-opt-22 || echo /usr/lib/llvm-22/bin/mlir-opt)
runner=$(command -v mlir-runner-22 || echo /usr/lib/llvm-22/bin/mlir-runner)
lib=/usr/lib/llvm-22/lib
libs=$lib/libmlir_c_runner_utils.so,$lib/libmlir_runner_utils.so
tmp=$(mktemp -d)
[ -n "${KEEP_TMP:-}" ] && echo "inputs in $tmp" >&2 || trap 'rm -rf "$tmp"' EXIT

python3 - "$tmp" "$scale" <<'PY'
import sys, numpy as np
d, scale = sys.argv[1], float(sys.argv[2])
rng = np.random.default_rng(2026)
def mtx(path, m, n, nnz):
    nnz = max(1, int(nnz * scale))
    flat = np.unique(rng.integers(0, m * n, size=nnz, dtype=np.int64))
    rows, cols = flat // n + 1, flat % n + 1
    vals = rng.integers(1, 9, size=flat.size) * rng.choice([-1, 1], size=flat.size)
    with open(path, "w") as f:
        f.write(f"%%MatrixMarket matrix coordinate real general\n{m} {n} {flat.size}\n")
        np.savetxt(f, np.column_stack([rows, cols, vals]), fmt="%d")
    return flat.size
counts = [
    mtx(f"{d}/big.mtx", 1_000_000, 1_000_000, 5_000_000),
    mtx(f"{d}/mid.mtx", 100_000, 100_000, 1_000_000),
    mtx(f"{d}/add_a.mtx", 4_000, 4_000, 1_600_000),
    mtx(f"{d}/add_b.mtx", 4_000, 4_000, 1_600_000),
]
with open(f"{d}/nnz", "w") as f:
    f.write(" ".join(map(str, counts)) + "\n")
PY
read -r nnz_big nnz_mid nnz_add_a nnz_add_b < "$tmp/nnz"
export TENSOR0=$tmp/big.mtx TENSOR1=$tmp/mid.mtx TENSOR2=$tmp/add_a.mtx TENSOR3=$tmp/add_b.mtx

# Shared text: encodings, externals, and `%v = f(%j)`: small integers, so sums are exact.
prelude='#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func private @rtclock() -> f64
func.func private @getTensorFilename(index) -> (!llvm.ptr)
func.func @val(%j: index) -> f64 {
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3.0 : f64
  %r = arith.remui %j, %c7 : index
  %ri = arith.index_cast %r : index to i64
  %rf = arith.sitofp %ri : i64 to f64
  %v = arith.subf %rf, %c3 : f64
  return %v : f64
}'
# main's prologue: constants and the timing loop's head (the body follows).
consts="  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %reps = arith.constant $reps : index
  %zero = arith.constant 0.0 : f64
  %inf = arith.constant 1.0e30 : f64"
# After the call: the best time so far in %b2.
epilogue='    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %b2 = arith.minimumf %b, %dt : f64'

cat > "$tmp/spmv.mlir" <<EOF
$prelude
func.func @kernel(%a: tensor<?x?xf64, #CSR>, %x: tensor<?xf64>, %y0: tensor<?xf64>) -> tensor<?xf64> {
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %x : tensor<?x?xf64, #CSR>, tensor<?xf64>) outs(%y0 : tensor<?xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %y : tensor<?xf64>
}
func.func @main() {
$consts
  %f = call @getTensorFilename(%c0) : (index) -> !llvm.ptr
  %a = sparse_tensor.new %f : !llvm.ptr to tensor<?x?xf64, #CSR>
  %m = tensor.dim %a, %c0 : tensor<?x?xf64, #CSR>
  %n = tensor.dim %a, %c1 : tensor<?x?xf64, #CSR>
  %x = tensor.generate %n {
  ^bb0(%j: index):
    %v = func.call @val(%j) : (index) -> f64
    tensor.yield %v : f64
  } : tensor<?xf64>
  %best, %chk = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf, %s = %zero) -> (f64, f64) {
    %y0 = tensor.generate %m {
    ^bb0(%i: index):
      tensor.yield %zero : f64
    } : tensor<?xf64>
    %t0 = func.call @rtclock() : () -> f64
    %y = func.call @kernel(%a, %x, %y0) : (tensor<?x?xf64, #CSR>, tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
$epilogue
    %cs = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %zero) -> (f64) {
      %v = tensor.extract %y[%i] : tensor<?xf64>
      %w = func.call @val(%i) : (index) -> f64
      %p = arith.mulf %v, %w : f64
      %a2 = arith.addf %acc, %p : f64
      scf.yield %a2 : f64
    }
    scf.yield %b2, %cs : f64, f64
  }
  vector.print %chk : f64
  vector.print %best : f64
  return
}
EOF

cat > "$tmp/spmm.mlir" <<EOF
$prelude
func.func @kernel(%a: tensor<?x?xf64, #CSR>, %b: tensor<?x?xf64>, %c0: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %c = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<?x?xf64, #CSR>, tensor<?x?xf64>) outs(%c0 : tensor<?x?xf64>) {
  ^bb0(%av: f64, %bv: f64, %o: f64):
    %p = arith.mulf %av, %bv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<?x?xf64>
  return %c : tensor<?x?xf64>
}
func.func @main() {
$consts
  %c64 = arith.constant 64 : index
  %f = call @getTensorFilename(%c1) : (index) -> !llvm.ptr
  %a = sparse_tensor.new %f : !llvm.ptr to tensor<?x?xf64, #CSR>
  %m = tensor.dim %a, %c0 : tensor<?x?xf64, #CSR>
  %n = tensor.dim %a, %c1 : tensor<?x?xf64, #CSR>
  %bm = tensor.generate %n, %c64 {
  ^bb0(%k: index, %j: index):
    %kj = arith.addi %k, %j : index
    %v = func.call @val(%kj) : (index) -> f64
    tensor.yield %v : f64
  } : tensor<?x?xf64>
  %best, %chk = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf, %s = %zero) -> (f64, f64) {
    %cz = tensor.generate %m, %c64 {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f64
    } : tensor<?x?xf64>
    %t0 = func.call @rtclock() : () -> f64
    %y = func.call @kernel(%a, %bm, %cz) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64>, tensor<?x?xf64>) -> tensor<?x?xf64>
$epilogue
    %cs = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %zero) -> (f64) {
      %w = func.call @val(%i) : (index) -> f64
      %row = scf.for %j = %c0 to %c64 step %c1 iter_args(%acc2 = %acc) -> (f64) {
        %v = tensor.extract %y[%i, %j] : tensor<?x?xf64>
        %p = arith.mulf %v, %w : f64
        %a2 = arith.addf %acc2, %p : f64
        scf.yield %a2 : f64
      }
      scf.yield %row : f64
    }
    scf.yield %b2, %cs : f64, f64
  }
  vector.print %chk : f64
  vector.print %best : f64
  return
}
EOF

cat > "$tmp/add.mlir" <<EOF
$prelude
func.func @kernel(%a: tensor<?x?xf64, #CSR>, %b: tensor<?x?xf64, #CSR>, %c0: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %c = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR>) outs(%c0 : tensor<?x?xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.addf %x, %y : f64
    linalg.yield %s : f64
  } -> tensor<?x?xf64>
  return %c : tensor<?x?xf64>
}
func.func @main() {
$consts
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %fa = call @getTensorFilename(%c2) : (index) -> !llvm.ptr
  %fb = call @getTensorFilename(%c3) : (index) -> !llvm.ptr
  %a = sparse_tensor.new %fa : !llvm.ptr to tensor<?x?xf64, #CSR>
  %bb = sparse_tensor.new %fb : !llvm.ptr to tensor<?x?xf64, #CSR>
  %m = tensor.dim %a, %c0 : tensor<?x?xf64, #CSR>
  %n = tensor.dim %a, %c1 : tensor<?x?xf64, #CSR>
  %best, %chk = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf, %s = %zero) -> (f64, f64) {
    %cz = tensor.generate %m, %n {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f64
    } : tensor<?x?xf64>
    %t0 = func.call @rtclock() : () -> f64
    %y = func.call @kernel(%a, %bb, %cz) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR>, tensor<?x?xf64>) -> tensor<?x?xf64>
$epilogue
    %cs = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %zero) -> (f64) {
      %row = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> (f64) {
        %v = tensor.extract %y[%i, %j] : tensor<?x?xf64>
        %ij = arith.addi %i, %j : index
        %w = func.call @val(%ij) : (index) -> f64
        %p = arith.mulf %v, %w : f64
        %a2 = arith.addf %acc2, %p : f64
        scf.yield %a2 : f64
      }
      scf.yield %row : f64
    }
    scf.yield %b2, %cs : f64, f64
  }
  vector.print %chk : f64
  vector.print %best : f64
  return
}
EOF

cat > "$tmp/sum.mlir" <<EOF
$prelude
func.func @kernel(%a: tensor<?x?xf64, #CSR>, %s0: tensor<f64>) -> tensor<f64> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%a : tensor<?x?xf64, #CSR>) outs(%s0 : tensor<f64>) {
  ^bb0(%x: f64, %o: f64):
    %t = arith.addf %o, %x : f64
    linalg.yield %t : f64
  } -> tensor<f64>
  return %s : tensor<f64>
}
func.func @main() {
$consts
  %f = call @getTensorFilename(%c0) : (index) -> !llvm.ptr
  %a = sparse_tensor.new %f : !llvm.ptr to tensor<?x?xf64, #CSR>
  %best, %chk = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf, %s = %zero) -> (f64, f64) {
    %s0 = tensor.from_elements %zero : tensor<f64>
    %t0 = func.call @rtclock() : () -> f64
    %y = func.call @kernel(%a, %s0) : (tensor<?x?xf64, #CSR>, tensor<f64>) -> tensor<f64>
$epilogue
    %cs = tensor.extract %y[] : tensor<f64>
    scf.yield %b2, %cs : f64, f64
  }
  vector.print %chk : f64
  vector.print %best : f64
  return
}
EOF

run() { # run LLVM-FILE -> "checksum seconds"
  "$runner" -e main -entry-point-result=void -shared-libs="$libs" < "$1" | tr '\n' ' '
  echo
}
min() { awk -v a="$1" -v b="$2" 'BEGIN{print (b == "" || a < b) ? a : b}'; }

echo "| kernel | non-zeros | ours (s) | MLIR (s) | ours/MLIR |"
echo "|---|---|---|---|---|"
geo=0
count=0
for k in spmv spmm add sum; do
  "$tile_opt" --sparsify "$tmp/$k.mlir" | scripts/lower-with-mlir > "$tmp/$k.ours.ll"
  "$mlir_opt" "$tmp/$k.mlir" --sparsifier="enable-runtime-library=$mlir_runtime" > "$tmp/$k.mlir.ll"
  ours="" theirs="" sum_ours="" sum_theirs=""
  for _ in $(seq "$rounds"); do
    read -r sum_ours t < <(run "$tmp/$k.ours.ll")
    ours=$(min "$t" "$ours")
    read -r sum_theirs t < <(run "$tmp/$k.mlir.ll")
    theirs=$(min "$t" "$theirs")
  done
  if [ "$sum_ours" != "$sum_theirs" ]; then
    echo "$k: checksums differ: ours $sum_ours, MLIR's $sum_theirs" >&2
    exit 1
  fi
  case $k in
    spmv) name="SpMV CSR 1M x 1M"; nnz=$nnz_big ;;
    spmm) name="SpMM CSR 100k x 100k x dense 64 cols"; nnz=$nnz_mid ;;
    add) name="CSR + CSR 4k x 4k -> dense"; nnz="$nnz_add_a + $nnz_add_b" ;;
    sum) name="sum of CSR 1M x 1M -> scalar"; nnz=$nnz_big ;;
  esac
  ratio=$(awk -v a="$ours" -v b="$theirs" 'BEGIN{printf "%.2f", a / b}')
  geo=$(awk -v g="$geo" -v r="$ratio" 'BEGIN{print g + log(r)}')
  count=$((count + 1))
  printf '| %s | %s | %.4f | %.4f | %s |\n' "$name" "$nnz" "$ours" "$theirs" "$ratio"
done
awk -v g="$geo" -v n="$count" 'BEGIN{printf "geometric mean of ours/MLIR: %.2f (best of %d calls x %d runs each)\n", exp(g / n), '"$reps"', '"$rounds"'}'
