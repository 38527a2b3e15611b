#!/usr/bin/env python3
"""Inputs of the compile-time benchmark (benches/compile.sh, issue 17): `KIND N` writes a
module of size N to stdout, in one of two shapes: N functions (`*-funcs`) or one block of
N ops (`*-block`), since per-function and per-op costs that grow with the whole module
show up in one shape or the other.

  kernels N        N sparse kernels (scripts/gen-sparse-kernels.py)
  module-funcs N   N functions of arith/scf/memref/tensor ops (scripts/gen-module.py's)
  dead-block N     one block of N unused ops (canonicalize erases them all)
  cse-block N      one block of N ops, every other one redundant
  layouts-funcs N  N elementwise tensor functions (assign-layouts)
  layouts-block N  one chain of N elementwise tensor ops
  tiles-funcs N    N functions of tile.relayout + tile.to_physical (lower-tiles)
  tiles-block N    one block of N relayouts
  embed-funcs N    N functions of one embedding.lookup (embedding-partition)
  embed-block N    one block of N embedding.lookup ops (embedding-stack-tables)
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    path = os.path.join(HERE, "..", "scripts", name)
    spec = importlib.util.spec_from_file_location(name.replace("-", "_")[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def w(s):
    sys.stdout.write(s)


def kernels(n):
    m = load("gen-sparse-kernels.py")
    sys.argv = [sys.argv[0], str(n)]
    m.main()


def module_funcs(n):
    m = load("gen-module.py")
    w("module {\n")
    for i in range(n):
        w(m.func(i))
    w("}\n")


def dead_block(n):
    w("func.func @f(%a: i32, %b: i32) -> i32 {\n")
    for i in range(n):
        w(f"  %x{i} = arith.addi %a, %b : i32\n")
    w("  return %a : i32\n}\n")


def cse_block(n):
    w("func.func @f(%a: i32) -> i32 {\n  %v0 = arith.addi %a, %a : i32\n")
    for i in range(1, n):
        # Every other op repeats the previous one.
        src = f"%v{i - 1}" if i % 2 else f"%v{i - 2}"
        w(f"  %v{i} = arith.muli {src}, %a : i32\n")
    w(f"  return %v{n - 1} : i32\n}}\n")


LAYOUT_FN = """func.func @f{i}(%x: tensor<3x200xf32>, %y: tensor<3x200xf32>) -> tensor<3x200xf32> {{
  %two = arith.constant dense<2.0> : tensor<3x200xf32>
  %a = arith.mulf %x, %two : tensor<3x200xf32>
  %b = arith.addf %a, %y : tensor<3x200xf32>
  return %b : tensor<3x200xf32>
}}
"""


def layouts_funcs(n):
    for i in range(n):
        w(LAYOUT_FN.format(i=i))


def layouts_block(n):
    w("func.func @f(%x: tensor<16x256xf32>, %y: tensor<16x256xf32>) -> tensor<16x256xf32> {\n")
    prev = "%x"
    for i in range(n):
        op = "addf" if i % 2 else "mulf"
        w(f"  %v{i} = arith.{op} {prev}, %y : tensor<16x256xf32>\n")
        prev = f"%v{i}"
    w(f"  return {prev} : tensor<16x256xf32>\n}}\n")


L = '#tile.layout<"{1,0:T(8,128)}">'


def tiles_funcs(n):
    for i in range(n):
        w(f"""func.func @f{i}(%x: tensor<12x200xf32>) -> tensor<4096xf32> {{
  %t = tile.relayout %x : tensor<12x200xf32> to tensor<12x200xf32, {L}>
  %m = tile.to_physical %t : tensor<12x200xf32, {L}> to tensor<4096xf32>
  return %m : tensor<4096xf32>
}}
""")


def tiles_block(n):
    w("func.func @f(%x: tensor<12x200xf32>) -> tensor<4096xf32> {\n")
    for i in range(n):
        w(f"  %t{i} = tile.relayout %x : tensor<12x200xf32> to tensor<12x200xf32, {L}>\n")
        w(f"  %m{i} = tile.to_physical %t{i} : tensor<12x200xf32, {L}> to tensor<4096xf32>\n")
    w(f"  return %m{n - 1} : tensor<4096xf32>\n}}\n")


COO = "#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>\n"
LIMITS = "{limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>}"


def embed_funcs(n):
    w(COO)
    for i in range(n):
        w(f"""func.func @f{i}(%ids: tensor<4x64xf32, #COO>, %table: tensor<64x8xf32>) -> tensor<4x8xf32> {{
  %a = embedding.lookup mean %ids, %table {LIMITS} : tensor<4x64xf32, #COO>, tensor<64x8xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}}
""")


def embed_block(n):
    w(COO)
    w("func.func @f(%ids: tensor<4x64xf32, #COO>")
    for i in range(n):
        w(f", %t{i}: tensor<64x8xf32>")
    w(") -> tensor<4x8xf32> {\n")
    for i in range(n):
        w(f"  %a{i} = embedding.lookup sum %ids, %t{i} {LIMITS} : tensor<4x64xf32, #COO>, tensor<64x8xf32> -> tensor<4x8xf32>\n")
    w(f"  return %a{n - 1} : tensor<4x8xf32>\n}}\n")


KINDS = {
    "kernels": kernels,
    "module-funcs": module_funcs,
    "dead-block": dead_block,
    "cse-block": cse_block,
    "layouts-funcs": layouts_funcs,
    "layouts-block": layouts_block,
    "tiles-funcs": tiles_funcs,
    "tiles-block": tiles_block,
    "embed-funcs": embed_funcs,
    "embed-block": embed_block,
}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in KINDS:
        sys.exit(__doc__)
    KINDS[sys.argv[1]](int(sys.argv[2]))
