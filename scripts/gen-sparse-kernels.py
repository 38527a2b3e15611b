#!/usr/bin/env python3
"""Writes a module of N independent sparse kernels (argv[1], default 1000) to stdout.

Each kernel is its own function: SpMV, element-wise (a + b, a * b into a dense output) and
scaling (a * s into a dense output), cycling over CSR, CSC, DCSR and COO operands. Both
`tile-opt --sparsify` and `mlir-opt-22 --sparse-reinterpret-map --sparsification` accept
it (the compile-time benchmark `benches/compile.sh` and issue 17).
"""
import sys

ENCODINGS = {
    "CSR": "map = (d0, d1) -> (d0 : dense, d1 : compressed)",
    "CSC": "map = (d0, d1) -> (d1 : dense, d0 : compressed)",
    "DCSR": "map = (d0, d1) -> (d0 : compressed, d1 : compressed)",
    "COO": "map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton)",
}
NAMES = list(ENCODINGS)


def spmv(i, e):
    return f'''  func.func @spmv{i}(%a: tensor<?x?xf64, #{e}>, %x: tensor<?xf64>, %y0: tensor<?xf64>) -> tensor<?xf64> {{
    %y = linalg.generic {{indexing_maps = [#A, #X, #Y], iterator_types = ["parallel", "reduction"]}} ins(%a, %x : tensor<?x?xf64, #{e}>, tensor<?xf64>) outs(%y0 : tensor<?xf64>) {{
    ^bb0(%av: f64, %xv: f64, %o: f64):
      %p = arith.mulf %av, %xv : f64
      %s = arith.addf %o, %p : f64
      linalg.yield %s : f64
    }} -> tensor<?xf64>
    return %y : tensor<?xf64>
  }}
'''


def eltwise(i, e, op):
    return f'''  func.func @elt{i}(%a: tensor<?x?xf64, #{e}>, %b: tensor<?x?xf64, #{e}>, %c0: tensor<?x?xf64>) -> tensor<?x?xf64> {{
    %c = linalg.generic {{indexing_maps = [#A, #A, #A], iterator_types = ["parallel", "parallel"]}} ins(%a, %b : tensor<?x?xf64, #{e}>, tensor<?x?xf64, #{e}>) outs(%c0 : tensor<?x?xf64>) {{
    ^bb0(%av: f64, %bv: f64, %o: f64):
      %r = arith.{op} %av, %bv : f64
      linalg.yield %r : f64
    }} -> tensor<?x?xf64>
    return %c : tensor<?x?xf64>
  }}
'''


def scale(i, e):
    return f'''  func.func @scale{i}(%a: tensor<?x?xf64, #{e}>, %s: f64, %c0: tensor<?x?xf64>) -> tensor<?x?xf64> {{
    %c = linalg.generic {{indexing_maps = [#A, #A], iterator_types = ["parallel", "parallel"]}} ins(%a : tensor<?x?xf64, #{e}>) outs(%c0 : tensor<?x?xf64>) {{
    ^bb0(%av: f64, %o: f64):
      %r = arith.mulf %av, %s : f64
      linalg.yield %r : f64
    }} -> tensor<?x?xf64>
    return %c : tensor<?x?xf64>
  }}
'''


def kernel(i):
    e = NAMES[(i // 4) % len(NAMES)]
    k = i % 4
    if k == 0:
        return spmv(i, e)
    if k == 1:
        return eltwise(i, e, "addf")
    if k == 2:
        return eltwise(i, e, "mulf")
    return scale(i, e)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    out = sys.stdout
    for name, enc in ENCODINGS.items():
        out.write(f"#{name} = #sparse_tensor.encoding<{{ {enc} }}>\n")
    out.write("#A = affine_map<(i, j) -> (i, j)>\n")
    out.write("#X = affine_map<(i, j) -> (j)>\n")
    out.write("#Y = affine_map<(i, j) -> (i)>\n")
    out.write("module {\n")
    for i in range(n):
        out.write(kernel(i))
    out.write("}\n")


if __name__ == "__main__":
    main()
