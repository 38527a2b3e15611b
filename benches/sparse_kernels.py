#!/usr/bin/env python3
"""Generated sparse kernels: tile-opt against MLIR 22's sparsifier and scipy.sparse (benchmark).

Called by benches/sparse-kernels.sh (which builds tile-opt). For each kernel one program
(kernel + main reading the matrices from .mtx files through sparse_tensor.new) is compiled by
every contender and run by mlir-runner; main calls the kernel REPS times, times each call with
rtclock() and prints an integer checksum of the results and the best time. mlir-runner
compiles at O3 (JIT_OPT=O0 for its default, which optimizes nothing). The best of ROUNDS
processes is reported. scipy.sparse runs the same operation on the same matrices in-process
(best of REPS x ROUNDS calls). Every value is a small integer, so every checksum is exact and
must be equal across contenders (scipy's included).

Contenders (MLIR's sparsifier is always `--sparsifier="enable-runtime-library=false ..."`,
the pipeline scripts/lower-with-mlir also lowers our output with):
  ours          tile-opt --sparsify | lower-with-mlir
  ours-par      sparsify{parallelization=any-storage-outer} | lower-with-mlir (the scf.forall run
                serially: the copy of each slice onto itself stays without lower-with-mlir
                --omp's cse)
  ours-omp      sparsify{parallelization=any-storage-outer vl=8 reassociate-fp-reductions=true} |
                lower-with-mlir --omp (THREADS threads)
  ours-vec      sparsify{vl=8 reassociate-fp-reductions=true} | lower-with-mlir (vector loops)
  mlir          lower-with-mlir                     (MLIR's sparsifier, default options)
  mlir-vec      lower-with-mlir --sparsifier-options="vl=8 enable-index-optimizations=true
                reassociate-fp-reductions=true"
  mlir-omp      lower-with-mlir --omp --sparsifier-options="parallelization-strategy=
                any-storage-outer-loop" + mlir-vec's options
"ours best" / "MLIR best" is the fastest of each side's variants for that kernel. A variant
whose checksum differs from scipy's is shown as "wrong" and left out.

Matrices (seed 2026, values +-1..8; SCALE multiplies the non-zero counts): 1M x 1M uniform
with 5M non-zeros (SpMV CSR/COO/DCSC, sum); 1M x 1M of 1.25M dense 2x2 blocks (BSR); 4,000 x
2,000 with exactly 2 non-zeros in every 4 columns (2:4); 1M x 1M with 5 diagonals (banded);
100k x 100k with 1M (SpMM, times a dense 100k x 64); 4k x 4k with 1.6M each (CSR + CSR) and
with 0.8M (SDDMM, dense operands 4k x 32 and 32 x 4k); 20k x 20k with 200k each (SpGEMM).
scipy has no DCSC or 2:4 format: it runs those on CSC and CSR; its SDDMM gathers the sampled
rows and columns of the dense operands (numpy) and builds the CSR result or scatters into a
zeroed dense output.

GB/s counts the bytes of every stored array of the sparse operands (positions and
coordinates are `index`, 8 bytes; values f64) and of the dense operands, read once, plus the
output written once: a dense vector/matrix output in full, except SDDMM's dense output, of
which only the sampled entries are written (8 bytes each); a sparse output as its stored
arrays. The STREAM-like loop sums a 512 MiB f64 buffer (vector<8xf64> loads, 4 accumulators),
lowered like the kernels, one thread; numpy's sum of the same size is printed beside it.
"""
import math
import os
import subprocess
import sys
import tempfile
import time

import numpy as np
import scipy.sparse as sp

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM_LIB = "/usr/lib/llvm-22/lib"
LIBS = f"{LLVM_LIB}/libmlir_c_runner_utils.so,{LLVM_LIB}/libmlir_runner_utils.so"
LIBOMP = f"{LLVM_LIB}/libomp.so"
LOWER = os.path.join(ROOT, "scripts", "lower-with-mlir")
RUNNER = "mlir-runner-22"
# mlir-runner's JIT optimizes nothing unless told (no flag = LLVM at O0, every value spilled):
# JIT_OPT=O3 (the default) compiles every contender as a deployed kernel would be; JIT_OPT=O0
# keeps the unoptimized JIT.
JIT_OPT = [f"--{os.environ.get('JIT_OPT', 'O3')}"]
IDX = 8  # bytes of an index
VAL = 8  # bytes of an f64
K_SPMM = 64
K_SDDMM = 32

ENCODINGS = {
    "CSR": "(d0, d1) -> (d0 : dense, d1 : compressed)",
    "COO": "(d0, d1) -> (d0 : compressed(nonunique), d1 : singleton)",
    "DCSC": "(d0, d1) -> (d1 : compressed, d0 : compressed)",
    "BSR": "(i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)",
    "NV24": "(i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])",
}


def val(j):
    """The dense operands' values, as @val computes them: (j mod 7) - 3."""
    return (np.asarray(j) % 7) - 3


# ---------------------------------------------------------------- matrices

def rand_vals(rng, k):
    return rng.integers(1, 9, size=k) * rng.choice([-1, 1], size=k)


def uniform(rng, m, n, nnz):
    flat = np.unique(rng.integers(0, m * n, size=max(1, nnz), dtype=np.int64))
    return sp.csr_matrix((rand_vals(rng, flat.size).astype(np.float64), (flat // n, flat % n)), shape=(m, n))


def banded(rng, m, half):
    offsets = range(-half, half + 1)
    diags = [rand_vals(rng, m - abs(o)).astype(np.float64) for o in offsets]
    return sp.diags(diags, list(offsets), shape=(m, m), format="csr")


def blocked(rng, m, n, nblocks):
    """2x2 blocks, all four entries non-zero."""
    mb, nb = m // 2, n // 2
    flat = np.unique(rng.integers(0, mb * nb, size=max(1, nblocks), dtype=np.int64))
    bi, bj = flat // nb, flat % nb
    rows = np.concatenate([2 * bi + di for di in (0, 0, 1, 1)])
    cols = np.concatenate([2 * bj + dj for dj in (0, 1, 0, 1)])
    vals = rand_vals(rng, rows.size).astype(np.float64)
    return sp.csr_matrix((vals, (rows, cols)), shape=(m, n))


def two_four(rng, m, n):
    """Exactly two non-zeros in every group of four columns."""
    groups = n // 4
    # two distinct positions in 0..3: one of the six pairs
    pairs = np.array([(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)])
    pick = pairs[rng.integers(0, 6, size=(m, groups))]
    base = 4 * np.arange(groups)[None, :, None]
    cols = (base + pick).reshape(m, -1)
    rows = np.repeat(np.arange(m), 2 * groups)
    vals = rand_vals(rng, rows.size).astype(np.float64)
    return sp.csr_matrix((vals, (rows, cols.reshape(-1))), shape=(m, n))


def write_mtx(path, a):
    coo = a.tocoo()
    m, n = a.shape
    data = np.column_stack([coo.row + 1, coo.col + 1, coo.data.astype(np.int64)]).astype(np.int64)
    with open(path, "w") as f:
        f.write(f"%%MatrixMarket matrix coordinate real general\n{m} {n} {coo.nnz}\n")
        for s in range(0, data.shape[0], 200_000):
            chunk = data[s:s + 200_000]
            f.write(("%d %d %d\n" * chunk.shape[0]) % tuple(chunk.reshape(-1)))


# ---------------------------------------------------------------- programs

PRELUDE = """func.func private @rtclock() -> f64
func.func private @getTensorFilename(index) -> (!llvm.ptr)
func.func @val(%j: index) -> f64 {
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3.0 : f64
  %r = arith.remui %j, %c7 : index
  %ri = arith.index_cast %r : index to i64
  %rf = arith.sitofp %ri : i64 to f64
  %v = arith.subf %rf, %c3 : f64
  return %v : f64
}
"""


def encodings(names):
    return "".join(f"#{e} = #sparse_tensor.encoding<{{ map = {ENCODINGS[e]} }}>\n" for e in names)


def load(name, idx, enc):
    return (f"  %f{name} = call @getTensorFilename(%c{idx}) : (index) -> !llvm.ptr\n"
            f"  %{name} = sparse_tensor.new %f{name} : !llvm.ptr to tensor<?x?xf64, #{enc}>\n")


def gen_dense(name, dims, expr):
    """tensor.generate of @val(expr) over dims (names of index SSA values)."""
    rank = len(dims)
    ivs = ["%i", "%j"][:rank]
    ty = "tensor<" + "x".join("?" * rank) + "xf64>"
    body = ""
    arg = ivs[0]
    if rank == 2:
        body = f"    %s{name} = arith.addi %i, %j : index\n"
        arg = f"%s{name}"
        if expr == "+1":
            body += f"    %t{name} = arith.addi %s{name}, %c1 : index\n"
            arg = f"%t{name}"
    return (f"  %{name} = tensor.generate {', '.join(dims)} {{\n  ^bb0({', '.join(i + ': index' for i in ivs)}):\n"
            f"{body}    %v{name} = func.call @val({arg}) : (index) -> f64\n    tensor.yield %v{name} : f64\n  }} : {ty}\n")


def zeros(name, dims):
    rank = len(dims)
    ivs = ["%i", "%j"][:rank]
    ty = "tensor<" + "x".join("?" * rank) + "xf64>"
    return (f"    %{name} = tensor.generate {', '.join(dims)} {{\n    ^bb0({', '.join(i + ': index' for i in ivs)}):\n"
            f"      tensor.yield %zero : f64\n    }} : {ty}\n")


def checksum_vector(y, m):
    return f"""    %cs = scf.for %i = %c0 to {m} step %c1 iter_args(%acc = %zero) -> (f64) {{
      %v = tensor.extract %{y}[%i] : tensor<?xf64>
      %w = func.call @val(%i) : (index) -> f64
      %p = arith.mulf %v, %w : f64
      %a2 = arith.addf %acc, %p : f64
      scf.yield %a2 : f64
    }}
"""


def checksum_matrix(y, m, n):
    return f"""    %cs = scf.for %i = %c0 to {m} step %c1 iter_args(%acc = %zero) -> (f64) {{
      %row = scf.for %j = %c0 to {n} step %c1 iter_args(%acc2 = %acc) -> (f64) {{
        %v = tensor.extract %{y}[%i, %j] : tensor<?x?xf64>
        %ij = arith.addi %i, %j : index
        %w = func.call @val(%ij) : (index) -> f64
        %p = arith.mulf %v, %w : f64
        %a2 = arith.addf %acc2, %p : f64
        scf.yield %a2 : f64
      }}
      scf.yield %row : f64
    }}
"""


def checksum_sparse(y, enc):
    return f"""    %cs = sparse_tensor.foreach in %{y} init(%zero) : tensor<?x?xf64, #{enc}>, f64 -> f64 do {{
    ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
      %ij = arith.addi %i, %j : index
      %w = func.call @val(%ij) : (index) -> f64
      %p = arith.mulf %v, %w : f64
      %a2 = arith.addf %acc, %p : f64
      sparse_tensor.yield %a2 : f64
    }}
"""


# Every call's result is summed into the checksum, whose mean is printed: an optimizing JIT
# cannot drop a call whose result only a later one would have overwritten.
MEAN_CHECKSUM = """  %repsi = arith.index_cast %reps : index to i64
  %repsf = arith.sitofp %repsi : i64 to f64
  %mean = arith.divf %chk, %repsf : f64
"""


def main_fn(reps, setup, per_rep, call, checksum):
    return f"""func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %reps = arith.constant {reps} : index
  %zero = arith.constant 0.0 : f64
  %inf = arith.constant 1.0e30 : f64
{setup}  %best, %chk = scf.for %r = %c0 to %reps step %c1 iter_args(%bt = %inf, %sc = %zero) -> (f64, f64) {{
{per_rep}    %t0 = func.call @rtclock() : () -> f64
{call}    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %b2 = arith.minimumf %bt, %dt : f64
{checksum}    %sc2 = arith.addf %sc, %cs : f64
    scf.yield %b2, %sc2 : f64, f64
  }}
{MEAN_CHECKSUM}  %chki = arith.fptosi %mean : f64 to i64
  vector.print %chki : i64
  vector.print %best : f64
  return
}}
"""


def generic(maps, iters, ins, outs, body, result):
    m = ", ".join(f"affine_map<{x}>" for x in maps)
    it = ", ".join(f'"{x}"' for x in iters)
    ins_v = ", ".join(v for v, _ in ins)
    ins_t = ", ".join(t for _, t in ins)
    return (f"  %res = linalg.generic {{indexing_maps = [{m}], iterator_types = [{it}]}} ins({ins_v} : {ins_t}) "
            f"outs({outs[0]} : {outs[1]}) {{\n{body}  }} -> {result}\n")


MAC_BODY = """  ^bb0(%av: f64, %bv: f64, %o: f64):
    %p = arith.mulf %av, %bv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
"""


def prog_spmv(enc, reps):
    t = f"tensor<?x?xf64, #{enc}>"
    kernel = (f"func.func @kernel(%a: {t}, %x: tensor<?xf64>, %y0: tensor<?xf64>) -> tensor<?xf64> {{\n"
              + generic(["(i, j) -> (i, j)", "(i, j) -> (j)", "(i, j) -> (i)"], ["parallel", "reduction"],
                        [("%a", t), ("%x", "tensor<?xf64>")], ("%y0", "tensor<?xf64>"), MAC_BODY, "tensor<?xf64>")
              + "  return %res : tensor<?xf64>\n}\n")
    setup = load("a", 0, enc) + f"  %m = tensor.dim %a, %c0 : {t}\n  %n = tensor.dim %a, %c1 : {t}\n" + gen_dense("x", ["%n"], "")
    call = f"    %y = func.call @kernel(%a, %x, %y0) : ({t}, tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>\n"
    return encodings([enc]) + PRELUDE + kernel + main_fn(reps, setup, zeros("y0", ["%m"]), call, checksum_vector("y", "%m"))


def prog_spmm(reps):
    t = "tensor<?x?xf64, #CSR>"
    d = "tensor<?x?xf64>"
    kernel = (f"func.func @kernel(%a: {t}, %b: {d}, %c0: {d}) -> {d} {{\n"
              + generic(["(i, j, k) -> (i, k)", "(i, j, k) -> (k, j)", "(i, j, k) -> (i, j)"],
                        ["parallel", "parallel", "reduction"], [("%a", t), ("%b", d)], ("%c0", d), MAC_BODY, d)
              + f"  return %res : {d}\n}}\n")
    setup = (load("a", 0, "CSR") + f"  %m = tensor.dim %a, %c0 : {t}\n  %n = tensor.dim %a, %c1 : {t}\n"
             f"  %ck = arith.constant {K_SPMM} : index\n" + gen_dense("b", ["%n", "%ck"], ""))
    call = f"    %y = func.call @kernel(%a, %b, %z) : ({t}, {d}, {d}) -> {d}\n"
    return encodings(["CSR"]) + PRELUDE + kernel + main_fn(reps, setup, zeros("z", ["%m", "%ck"]), call, checksum_matrix("y", "%m", "%ck"))


SDDMM_BODY = """  ^bb0(%sv: f64, %av: f64, %bv: f64, %o: f64):
    %p = arith.mulf %av, %bv : f64
    %q = arith.mulf %sv, %p : f64
    %r = arith.addf %o, %q : f64
    linalg.yield %r : f64
"""


def prog_sddmm(sparse_out, reps):
    t = "tensor<?x?xf64, #CSR>"
    d = "tensor<?x?xf64>"
    maps = ["(i, j, k) -> (i, j)", "(i, j, k) -> (i, k)", "(i, j, k) -> (k, j)", "(i, j, k) -> (i, j)"]
    iters = ["parallel", "parallel", "reduction"]
    ins = [("%s", t), ("%a", d), ("%b", d)]
    if sparse_out:
        kernel = (f"func.func @kernel(%s: {t}, %a: {d}, %b: {d}) -> {t} {{\n  %c0 = arith.constant 0 : index\n"
                  f"  %c1 = arith.constant 1 : index\n  %m = tensor.dim %s, %c0 : {t}\n  %n = tensor.dim %s, %c1 : {t}\n"
                  f"  %e = tensor.empty(%m, %n) : {t}\n"
                  + generic(maps, iters, ins, ("%e", t), SDDMM_BODY, t) + f"  return %res : {t}\n}}\n")
        call = f"    %y = func.call @kernel(%s, %a, %b) : ({t}, {d}, {d}) -> {t}\n"
        per_rep = ""
        checksum = checksum_sparse("y", "CSR")
    else:
        kernel = (f"func.func @kernel(%s: {t}, %a: {d}, %b: {d}, %out: {d}) -> {d} {{\n"
                  + generic(maps, iters, ins, ("%out", d), SDDMM_BODY, d) + f"  return %res : {d}\n}}\n")
        call = f"    %y = func.call @kernel(%s, %a, %b, %z) : ({t}, {d}, {d}, {d}) -> {d}\n"
        per_rep = zeros("z", ["%m", "%n"])
        checksum = checksum_matrix("y", "%m", "%n")
    setup = (load("s", 0, "CSR") + f"  %m = tensor.dim %s, %c0 : {t}\n  %n = tensor.dim %s, %c1 : {t}\n"
             f"  %ck = arith.constant {K_SDDMM} : index\n" + gen_dense("a", ["%m", "%ck"], "") + gen_dense("b", ["%ck", "%n"], "+1"))
    return encodings(["CSR"]) + PRELUDE + kernel + main_fn(reps, setup, per_rep, call, checksum)


def prog_add(reps):
    t = "tensor<?x?xf64, #CSR>"
    d = "tensor<?x?xf64>"
    body = """  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.addf %x, %y : f64
    linalg.yield %s : f64
"""
    kernel = (f"func.func @kernel(%a: {t}, %b: {t}, %c0: {d}) -> {d} {{\n"
              + generic(["(i, j) -> (i, j)"] * 3, ["parallel", "parallel"], [("%a", t), ("%b", t)], ("%c0", d), body, d)
              + f"  return %res : {d}\n}}\n")
    setup = load("a", 0, "CSR") + load("bb", 1, "CSR") + f"  %m = tensor.dim %a, %c0 : {t}\n  %n = tensor.dim %a, %c1 : {t}\n"
    call = f"    %y = func.call @kernel(%a, %bb, %z) : ({t}, {t}, {d}) -> {d}\n"
    return encodings(["CSR"]) + PRELUDE + kernel + main_fn(reps, setup, zeros("z", ["%m", "%n"]), call, checksum_matrix("y", "%m", "%n"))


def prog_sum(reps):
    t = "tensor<?x?xf64, #CSR>"
    body = """  ^bb0(%x: f64, %o: f64):
    %t = arith.addf %o, %x : f64
    linalg.yield %t : f64
"""
    kernel = (f"func.func @kernel(%a: {t}, %s0: tensor<f64>) -> tensor<f64> {{\n"
              + generic(["(i, j) -> (i, j)", "(i, j) -> ()"], ["reduction", "reduction"], [("%a", t)], ("%s0", "tensor<f64>"), body, "tensor<f64>")
              + "  return %res : tensor<f64>\n}\n")
    per_rep = "    %s0 = tensor.from_elements %zero : tensor<f64>\n"
    call = f"    %y = func.call @kernel(%a, %s0) : ({t}, tensor<f64>) -> tensor<f64>\n"
    checksum = "    %cs = tensor.extract %y[] : tensor<f64>\n"
    return encodings(["CSR"]) + PRELUDE + kernel + main_fn(reps, load("a", 0, "CSR"), per_rep, call, checksum)


def prog_spgemm(reps):
    t = "tensor<?x?xf64, #CSR>"
    kernel = (f"func.func @kernel(%a: {t}, %b: {t}) -> {t} {{\n  %c0 = arith.constant 0 : index\n"
              f"  %c1 = arith.constant 1 : index\n  %m = tensor.dim %a, %c0 : {t}\n  %n = tensor.dim %b, %c1 : {t}\n"
              f"  %e = tensor.empty(%m, %n) : {t}\n"
              + generic(["(i, j, k) -> (i, k)", "(i, j, k) -> (k, j)", "(i, j, k) -> (i, j)"],
                        ["parallel", "parallel", "reduction"], [("%a", t), ("%b", t)], ("%e", t), MAC_BODY, t)
              + f"  return %res : {t}\n}}\n")
    setup = load("a", 0, "CSR") + load("bb", 1, "CSR")
    call = f"    %y = func.call @kernel(%a, %bb) : ({t}, {t}) -> {t}\n"
    return encodings(["CSR"]) + PRELUDE + kernel + main_fn(reps, setup, "", call, checksum_sparse("y", "CSR"))


# ---------------------------------------------------------------- scipy and checksums

def ck_vector(y):
    return int(round(float(np.dot(y, val(np.arange(y.size))))))


def ck_dense(c):
    i, j = np.indices(c.shape)
    return int(round(float((c * val(i + j)).sum())))


def ck_sparse(c):
    c = c.tocoo()
    return int(round(float((c.data * val(c.row + c.col)).sum())))


def best_of(fn, n, setup=None):
    """Best time of n calls of fn (of fn(setup()) with setup outside the timing)."""
    best = math.inf
    out = None
    for _ in range(n):
        arg = setup() if setup else None
        t0 = time.perf_counter()
        out = fn(arg) if setup else fn()
        best = min(best, time.perf_counter() - t0)
    return best, out


def stored_bytes(a, enc):
    """Bytes of the stored arrays of `a` in encoding `enc` (index = 8 bytes, f64 values)."""
    m, n = a.shape
    nnz = a.nnz
    if enc == "CSR":
        return (m + 1) * IDX + nnz * (IDX + VAL)
    if enc == "COO":
        return 2 * IDX + nnz * (2 * IDX + VAL)
    if enc == "DCSC":
        cols = np.count_nonzero(np.diff(a.tocsc().indptr))
        return 2 * IDX + cols * IDX + (cols + 1) * IDX + nnz * (IDX + VAL)
    if enc == "BSR":
        b = a.tobsr(blocksize=(2, 2))
        blocks = b.indices.size
        return (m // 2 + 1) * IDX + blocks * (IDX + 4 * VAL)
    if enc == "NV24":
        return (m * n // 2) * (IDX + VAL)
    raise ValueError(enc)


# ---------------------------------------------------------------- running

def sh(cmd, **kw):
    return subprocess.run(["bash", "-o", "pipefail", "-c", cmd], check=True, capture_output=True, text=True, **kw).stdout


def first_line(text):
    """The first line of a tool's error that is not LLVM's crash banner."""
    lines = (text or "").strip().splitlines()
    said = [x for x in lines if "error" in x.lower() or "assert" in x.lower()]
    return (said or ["crashed without a message (LLVM's crash banner only)"])[0][:300]


def run_ll(ll, env, libs):
    out = subprocess.run([RUNNER, *JIT_OPT, "-e", "main", "-entry-point-result=void", f"-shared-libs={libs}", ll],
                         env=env, check=True, capture_output=True, text=True).stdout.split()
    return int(out[-2]), float(out[-1])


def contenders(tile_opt, threads, have_omp):
    par = f"{tile_opt} --pass-pipeline='builtin.module(func.func(sparsify{{parallelization=any-storage-outer}}))'"
    vec = "vl=8 enable-index-optimizations=true reassociate-fp-reductions=true"
    ours_vec = f"{tile_opt} --pass-pipeline='builtin.module(func.func(sparsify{{vl=8 reassociate-fp-reductions=true}}))'"
    c = [
        ("ours", "ours", f"{tile_opt} --sparsify {{src}} | {LOWER}", False),
        ("ours-par", "ours", f"{par} {{src}} | {LOWER}", False),
        ("ours-vec", "ours", f"{ours_vec} {{src}} | {LOWER}", False),
        ("mlir", "mlir", f"{LOWER} < {{src}}", False),
        ("mlir-vec", "mlir", f"{LOWER} --sparsifier-options='{vec}' < {{src}}", False),
    ]
    if have_omp and threads > 1:
        # Like mlir-omp: the parallel outer loop and the vector options together.
        par_vec = f"{tile_opt} --pass-pipeline='builtin.module(func.func(sparsify{{parallelization=any-storage-outer vl=8 reassociate-fp-reductions=true}}))'"
        c.insert(2, ("ours-omp", "ours", f"{par_vec} {{src}} | {LOWER} --omp", True))
        c.append(("mlir-omp", "mlir", f"{LOWER} --omp --sparsifier-options='parallelization-strategy=any-storage-outer-loop {vec}' < {{src}}", True))
    return c


def stream(tmp, reps, env):
    n = 512 * 1024 * 1024 // 8
    prog = f"""func.func private @rtclock() -> f64
func.func private @printMemrefF64(memref<*xf64>)
func.func @sum(%buf: memref<?xf64>) -> f64 {{
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant dense<0.0> : vector<8xf64>
  %n = memref.dim %buf, %c0 : memref<?xf64>
  %r:4 = scf.for %i = %c0 to %n step %c32 iter_args(%a = %zero, %b = %zero, %c = %zero, %d = %zero) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>) {{
    %i1 = arith.addi %i, %c8 : index
    %i2 = arith.addi %i, %c16 : index
    %i3 = arith.addi %i, %c24 : index
    %x0 = vector.load %buf[%i] : memref<?xf64>, vector<8xf64>
    %x1 = vector.load %buf[%i1] : memref<?xf64>, vector<8xf64>
    %x2 = vector.load %buf[%i2] : memref<?xf64>, vector<8xf64>
    %x3 = vector.load %buf[%i3] : memref<?xf64>, vector<8xf64>
    %a2 = arith.addf %a, %x0 : vector<8xf64>
    %b2 = arith.addf %b, %x1 : vector<8xf64>
    %c2b = arith.addf %c, %x2 : vector<8xf64>
    %d2 = arith.addf %d, %x3 : vector<8xf64>
    scf.yield %a2, %b2, %c2b, %d2 : vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>
  }}
  %s1 = arith.addf %r#0, %r#1 : vector<8xf64>
  %s2 = arith.addf %r#2, %r#3 : vector<8xf64>
  %s3 = arith.addf %s1, %s2 : vector<8xf64>
  %s = vector.reduction <add>, %s3 : vector<8xf64> into f64
  return %s : f64
}}
func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  %reps = arith.constant {reps} : index
  %one = arith.constant 1.0 : f64
  %inf = arith.constant 1.0e30 : f64
  %zero = arith.constant 0.0 : f64
  %buf = memref.alloc(%n) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {{
    memref.store %one, %buf[%i] : memref<?xf64>
  }}
  // The buffer escapes (printed once, one element), so an optimizing JIT cannot move the
  // sum across the clock calls.
  %first = memref.subview %buf[0] [1] [1] : memref<?xf64> to memref<1xf64, strided<[1]>>
  %firstu = memref.cast %first : memref<1xf64, strided<[1]>> to memref<*xf64>
  func.call @printMemrefF64(%firstu) : (memref<*xf64>) -> ()
  %best, %chk = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf, %s = %zero) -> (f64, f64) {{
    %t0 = func.call @rtclock() : () -> f64
    %v = func.call @sum(%buf) : (memref<?xf64>) -> f64
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %b2 = arith.minimumf %b, %dt : f64
    %s2 = arith.addf %s, %v : f64
    scf.yield %b2, %s2 : f64, f64
  }}
{MEAN_CHECKSUM}  %chki = arith.fptosi %mean : f64 to i64
  vector.print %chki : i64
  vector.print %best : f64
  memref.dealloc %buf : memref<?xf64>
  return
}}
"""
    src = os.path.join(tmp, "stream.mlir")
    with open(src, "w") as f:
        f.write(prog)
    ll = os.path.join(tmp, "stream.ll")
    sh(f"{LOWER} < {src} > {ll}")
    chk, t = run_ll(ll, env, LIBS)
    assert chk == n, f"stream checksum {chk} != {n}"
    return n * 8 / t / 1e9


def main():
    scale = float(os.environ.get("SCALE", "1"))
    reps = int(os.environ.get("REPS", "5"))
    rounds = int(os.environ.get("ROUNDS", "2"))
    threads = int(os.environ.get("THREADS", str(os.cpu_count() or 1)))
    tile_opt = sys.argv[1]
    have_omp = os.path.exists(LIBOMP)
    tmp = tempfile.mkdtemp(prefix="sparse-kernels.")
    rng = np.random.default_rng(2026)

    def sc(x):
        return max(8, int(x * scale))

    big = uniform(rng, 1_000_000, 1_000_000, sc(5_000_000))
    band = banded(rng, sc(1_000_000) // 4 * 4, 2)
    bsr = blocked(rng, 1_000_000, 1_000_000, sc(1_250_000))
    nv = two_four(rng, max(4, sc(4_000)), 2_000)
    mid = uniform(rng, 100_000, 100_000, sc(1_000_000))
    add_a = uniform(rng, 4_000, 4_000, sc(1_600_000))
    add_b = uniform(rng, 4_000, 4_000, sc(1_600_000))
    sd = uniform(rng, 4_000, 4_000, sc(800_000))
    g_a = uniform(rng, 20_000, 20_000, sc(200_000))
    g_b = uniform(rng, 20_000, 20_000, sc(200_000))
    files = {}
    for name, a in [("big", big), ("band", band), ("bsr", bsr), ("nv", nv), ("mid", mid), ("add_a", add_a),
                    ("add_b", add_b), ("sd", sd), ("g_a", g_a), ("g_b", g_b)]:
        files[name] = os.path.join(tmp, name + ".mtx")
        write_mtx(files[name], a)

    n_runs = reps * rounds
    x_big = val(np.arange(1_000_000)).astype(np.float64)

    def dense_b(n, k):
        i, j = np.indices((n, k))
        return val(i + j).astype(np.float64)

    sd_a = dense_b(4_000, K_SDDMM)
    kk, jj = np.indices((K_SDDMM, 4_000))
    sd_b = val(kk + jj + 1).astype(np.float64)
    sdc = sd.tocoo()

    def sddmm_vals():
        return sdc.data * np.einsum("ij,ji->i", sd_a[sdc.row], sd_b[:, sdc.col])

    def sddmm_dense(out):
        out[sdc.row, sdc.col] = sddmm_vals()
        return out

    def add_dense(out):
        return (add_a + add_b).toarray(out=out)

    def zeroed_4k():
        """A zeroed output whose pages are already mapped, as the programs' outputs are."""
        return np.full((4_000, 4_000), 0.0)

    coo_big = big.tocoo()
    csc_big = big.tocsc()
    bsr_m = bsr.tobsr(blocksize=(2, 2))
    spmm_b = dense_b(100_000, K_SPMM)
    vec_bytes = lambda a: (a.shape[0] + a.shape[1]) * VAL  # noqa: E731
    # name, program, tensor files, scipy fn, checksum fn, bytes, non-zeros
    kernels = [
        ("SpMV CSR 1M x 1M", prog_spmv("CSR", reps), ["big"], lambda: big @ x_big, ck_vector,
         stored_bytes(big, "CSR") + vec_bytes(big), big.nnz),
        ("SpMV COO 1M x 1M", prog_spmv("COO", reps), ["big"], lambda: coo_big @ x_big, ck_vector,
         stored_bytes(big, "COO") + vec_bytes(big), big.nnz),
        ("SpMV DCSC 1M x 1M", prog_spmv("DCSC", reps), ["big"], lambda: csc_big @ x_big, ck_vector,
         stored_bytes(big, "DCSC") + vec_bytes(big), big.nnz),
        ("SpMV BSR 2x2 1M x 1M", prog_spmv("BSR", reps), ["bsr"], lambda: bsr_m @ x_big, ck_vector,
         stored_bytes(bsr, "BSR") + vec_bytes(bsr), bsr.nnz),
        (f"SpMV 2:4 {nv.shape[0]:,} x {nv.shape[1]:,}", prog_spmv("NV24", reps), ["nv"],
         lambda: nv @ x_big[:nv.shape[1]], ck_vector, stored_bytes(nv, "NV24") + vec_bytes(nv), nv.nnz),
        (f"SpMV CSR banded (5 diagonals) {band.shape[0]:,}", prog_spmv("CSR", reps), ["band"],
         lambda: band @ x_big[:band.shape[1]], ck_vector, stored_bytes(band, "CSR") + vec_bytes(band), band.nnz),
        (f"SpMM CSR 100k x 100k x dense {K_SPMM} cols", prog_spmm(reps), ["mid"], lambda: mid @ spmm_b, ck_dense,
         stored_bytes(mid, "CSR") + 2 * 100_000 * K_SPMM * VAL, mid.nnz),
        (f"SDDMM 4k x 4k (K={K_SDDMM}) -> dense", prog_sddmm(False, reps), ["sd"],
         (sddmm_dense, zeroed_4k), ck_dense,
         stored_bytes(sd, "CSR") + 2 * 4_000 * K_SDDMM * VAL + sd.nnz * VAL, sd.nnz),
        (f"SDDMM 4k x 4k (K={K_SDDMM}) -> CSR", prog_sddmm(True, reps), ["sd"],
         lambda: sp.csr_matrix((sddmm_vals(), (sdc.row, sdc.col)), shape=sd.shape), ck_sparse,
         2 * stored_bytes(sd, "CSR") + 2 * 4_000 * K_SDDMM * VAL, sd.nnz),
        ("CSR + CSR 4k x 4k -> dense", prog_add(reps), ["add_a", "add_b"],
         (add_dense, zeroed_4k), ck_dense,
         stored_bytes(add_a, "CSR") + stored_bytes(add_b, "CSR") + 4_000 * 4_000 * VAL, add_a.nnz + add_b.nnz),
        ("sum of CSR 1M x 1M -> scalar", prog_sum(reps), ["big"], lambda: big.sum(), lambda s: int(round(float(s))),
         stored_bytes(big, "CSR"), big.nnz),
        ("SpGEMM CSR 20k x 20k x CSR -> CSR", prog_spgemm(reps), ["g_a", "g_b"], lambda: g_a @ g_b, ck_sparse,
         None, g_a.nnz + g_b.nnz),
    ]
    # SpGEMM's bytes: both operands and the product, as stored.
    prod = g_a @ g_b
    kernels[-1] = kernels[-1][:5] + (stored_bytes(g_a, "CSR") + stored_bytes(g_b, "CSR") + stored_bytes(prod, "CSR"),) + kernels[-1][6:]

    # ONLY=SUBSTRING keeps the kernels whose name contains it (a quick look at one kernel).
    only = os.environ.get("ONLY")
    if only:
        kernels = [k for k in kernels if only in k[0]]
    env = dict(os.environ, OMP_NUM_THREADS=str(threads))
    cs = contenders(tile_opt, threads, have_omp)
    print(f"# uptime: {sh('uptime').strip()}")
    print(f"# scale {scale}, best of {reps} calls x {rounds} processes; {threads} threads for the -omp variants"
          + ("" if have_omp else f" (no {LIBOMP}: -omp variants skipped; apt-get install libomp-22-dev)"))
    bw = stream(tmp, reps, env)
    ones = np.ones(512 * 1024 * 1024 // 8)
    np_bw = ones.nbytes / best_of(ones.sum, reps)[0] / 1e9
    del ones
    print(f"# single-thread read bandwidth (sum of a 512 MiB f64 buffer, vector<8xf64> x 4 accumulators, lowered like the kernels): {bw:.2f} GB/s (numpy's sum: {np_bw:.2f} GB/s)")
    names = [c[0] for c in cs]
    print()
    print("| kernel | non-zeros | " + " | ".join(f"{n} s (GB/s)" for n in names)
          + " | scipy s (GB/s) | ours/MLIR | ours best/MLIR best |")
    print("|---|---:|" + "---:|" * (len(names) + 3))
    ratios, best_ratios = [], []
    fractions = {}
    failures = []  # ours wrong or failing: the run fails
    notes = []  # MLIR's variants wrong or failing
    for ki, (name, prog, tensors, sfn, ckfn, nbytes, nnz) in enumerate(kernels):
        src = os.path.join(tmp, f"k{ki}.mlir")
        with open(src, "w") as f:
            f.write(prog)
        kenv = dict(env)
        for i, t in enumerate(tensors):
            kenv[f"TENSOR{i}"] = files[t]
        times, sums = {}, {}
        for cname, _, cmd, omp in cs:
            ll = os.path.join(tmp, f"k{ki}.{cname}.ll")
            try:
                sh(cmd.replace("{src}", src) + f" > {ll}")
            except subprocess.CalledProcessError as e:
                (failures if cname.startswith("ours") else notes).append(
                    f"{name}, {cname}: lowering failed: {first_line(e.stderr)}")
                continue
        for _ in range(rounds):
            for cname, _, cmd, omp in cs:
                ll = os.path.join(tmp, f"k{ki}.{cname}.ll")
                if not os.path.exists(ll) or os.path.getsize(ll) == 0:
                    continue
                try:
                    chk, t = run_ll(ll, kenv, LIBS + ("," + LIBOMP if omp else ""))
                except subprocess.CalledProcessError as e:
                    (failures if cname.startswith("ours") else notes).append(
                        f"{name}, {cname}: run failed: {first_line(e.stderr)}")
                    os.remove(ll)
                    continue
                times[cname] = min(t, times.get(cname, math.inf))
                sums.setdefault(cname, set()).add(chk)
        st, out = best_of(sfn[0], n_runs, sfn[1]) if isinstance(sfn, tuple) else best_of(sfn, n_runs)
        scipy_sum = ckfn(out)
        # scipy's checksum is the reference (exact: every value is an integer); a contender
        # that disagrees is reported and left out of the ratios.
        wrong = {c: s for c, s in sums.items() if s != {scipy_sum}}
        for c, s in wrong.items():
            msg = f"{name}, {c}: checksum {sorted(s)} != scipy's {scipy_sum}"
            (failures if c.startswith("ours") else notes).append(msg)
            times.pop(c, None)

        def cell(c, t):
            if c in wrong:
                return "wrong"
            return f"{t:.4f} ({nbytes / t / 1e9:.2f})" if t is not None else "-"

        row = [cell(n, times.get(n)) for n in names] + [cell("scipy", st)]
        ours_best = min((t for c, t in times.items() if c.startswith("ours")), default=None)
        mlir_best = min((t for c, t in times.items() if c.startswith("mlir")), default=None)
        r = times["ours"] / times["mlir"] if "ours" in times and "mlir" in times else None
        rb = ours_best / mlir_best if ours_best and mlir_best else None
        if r:
            ratios.append(r)
        if rb:
            best_ratios.append(rb)
        if "banded" in name:
            fractions = {c: nbytes / t / 1e9 / bw for c, t in times.items()}
        print(f"| {name} | {nnz:,} | " + " | ".join(row) + f" | {r:.2f} | {rb:.2f} |" if r and rb else
              f"| {name} | {nnz:,} | " + " | ".join(row) + " | - | - |", flush=True)
    print()
    geo = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")  # noqa: E731
    print(f"geometric mean ours/MLIR (default options): {geo(ratios):.2f} over {len(ratios)} kernels")
    print(f"geometric mean ours best/MLIR best: {geo(best_ratios):.2f} over {len(best_ratios)} kernels")
    print(f"single-thread read bandwidth: {bw:.2f} GB/s; banded SpMV reaches "
          + ", ".join(f"{c} {f:.0%}" for c, f in fractions.items()) + " of it")
    print(f"# uptime: {sh('uptime').strip()}")
    for n in notes:
        print("MLIR variant failed or wrong: " + n)
    for f in failures:
        print("FAILED: " + f, file=sys.stderr)
    if os.environ.get("KEEP_TMP"):
        print(f"# programs and inputs in {tmp}", file=sys.stderr)
    else:
        subprocess.run(["rm", "-rf", tmp])
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
