#!/usr/bin/env bash
# Generated sparse kernels: tile-opt against MLIR 22's sparsifier (default and best options)
# and scipy.sparse, with GB/s per kernel and the machine's single-thread read bandwidth
# measured in the same run (benchmark, not a test). The programs, contenders, matrices and
# byte counts are described in benches/sparse_kernels.py, which this builds tile-opt for.
# Usage: benches/sparse-kernels.sh   (env: REPS=5 ROUNDS=2 SCALE=1 THREADS=nproc;
#        SCALE=0.1 shrinks every non-zero count for a quick try; ONLY=SDDMM runs the kernels whose
#        name contains it; KEEP_TMP=1 keeps the programs
#        and inputs). Needs python3 + numpy + scipy, MLIR 22 (mlir-opt-22, mlir-runner-22) and,
#        for the OpenMP variants, libomp (Debian: libomp-22-dev).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${CARGO_TARGET_DIR:-target}
CARGO_TARGET_DIR=$target cargo build --release -q -p tile-opt
exec python3 benches/sparse_kernels.py "$target/release/tile-opt"
