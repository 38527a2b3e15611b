#!/usr/bin/env bash
# Interpreter throughput on a CSR SpMV (benchmark, not a test): y = A x for a random
# N x N matrix with NNZ non-zeros (default 100k x 100k, 1M), run by tile-run on the kernel
# `tile-opt --sparsify examples/spmv.mlir` produces (loops over the stored entries only).
# Prints the interpreted ops/s and SpMV non-zeros/s (one multiply-add each) of the call
# (reading the arguments excluded), the least time of 3 runs, and checks y against numpy.
# Usage: benches/spmv-interp.sh [N] [NNZ]      (needs python3 with numpy)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
nnz=${2:-1000000}
cargo build --release -q -p tile-opt -p tile-run
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 - "$n" "$nnz" "$tmp" <<'PY'
import sys, numpy as np
n, nnz, d = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rng = np.random.default_rng(1)
flat = rng.choice(n * n, size=nnz, replace=False)
rows, cols = flat // n, flat % n
vals = rng.integers(-8, 9, nnz) / 4.0
with open(f"{d}/a.mtx", "w") as f:
    f.write(f"%%MatrixMarket matrix coordinate real general\n{n} {n} {nnz}\n")
    np.savetxt(f, np.column_stack([rows + 1, cols + 1, vals]), fmt="%d %d %g")
x = rng.integers(-8, 9, n) / 4.0
np.save(f"{d}/x.npy", x)
np.save(f"{d}/y0.npy", np.zeros(n))
y = np.zeros(n)
np.add.at(y, rows, vals * x[cols])
np.save(f"{d}/expect.npy", y)
PY
target/release/tile-opt --sparsify examples/spmv.mlir > "$tmp/spmv.mlir"
best=""
for _ in 1 2 3; do
  target/release/tile-run "$tmp/spmv.mlir" -e spmv --arg "$tmp/a.mtx" --arg "$tmp/x.npy" \
    --arg "$tmp/y0.npy" --dump "$tmp/y.npy" --stats 2> "$tmp/stats"
  line=$(grep '^tile-run: ' "$tmp/stats")  # tile-run: OPS ops in SECS s (...)
  read -r ops secs < <(echo "$line" | awk '{print $2, $5}')
  if [ -z "$best" ] || awk -v a="$secs" -v b="${best#* }" 'BEGIN{exit !(a<b)}'; then best="$ops $secs"; fi
done
python3 - "$tmp" "$n" "$nnz" $best <<'PY'
import sys, numpy as np
d, n, nnz, ops, secs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5])
y, e = np.load(f"{d}/y.npy"), np.load(f"{d}/expect.npy")
assert np.array_equal(y, e), "tile-run's y differs from numpy's"
print(f"| matrix | non-zeros | interpreted ops | time (s) | ops/s | non-zeros/s |")
print(f"|---|---|---|---|---|---|")
print(f"| {n} x {n} CSR | {nnz} | {ops} | {secs:.3f} | {ops/secs:.3e} | {nnz/secs:.3e} |")
PY
