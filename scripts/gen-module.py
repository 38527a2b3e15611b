#!/usr/bin/env python3
"""Writes a synthetic MLIR module of about N megabytes (argv[1], default 50) to stdout.

Functions of arith/scf/memref/tensor ops in MLIR's generic form for the ops (so any MLIR
version and tile-opt read the same text) with custom-form func.func, nested regions,
attributes, dense constants and affine maps: the mix a real pass pipeline sees.
"""
import sys

def func(i):
    return f'''  func.func @f{i}(%arg0: i32, %arg1: f32, %arg2: memref<?x8xf32>, %arg3: index) -> (i32, f32) {{
    %0 = "arith.constant"() <{{value = {i % 97} : i32}}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32
    %2 = "arith.muli"(%1, %1) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32
    %3 = "arith.constant"() <{{value = 1.500000e+00 : f32}}> : () -> f32
    %4 = "arith.mulf"(%arg1, %3) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32
    %5 = "arith.constant"() <{{value = 0 : index}}> : () -> index
    %6 = "arith.constant"() <{{value = 1 : index}}> : () -> index
    %7 = "scf.for"(%5, %arg3, %6, %4) ({{
    ^bb0(%arg4: index, %arg5: f32):
      %10 = "memref.load"(%arg2, %arg4, %5) : (memref<?x8xf32>, index, index) -> f32
      %11 = "arith.addf"(%arg5, %10) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32
      %12 = "arith.cmpf"(%11, %arg5) <{{fastmath = #arith.fastmath<none>, predicate = 4 : i64}}> : (f32, f32) -> i1
      %13 = "arith.select"(%12, %11, %arg5) : (i1, f32, f32) -> f32
      "scf.yield"(%13) : (f32) -> ()
    }}) : (index, index, index, f32) -> f32
    %8 = "arith.constant"() <{{value = dense<[[1, 2], [3, {i % 13}]]> : tensor<2x2xi32>}}> : () -> tensor<2x2xi32>
    %9 = "tensor.extract"(%8, %5, %6) : (tensor<2x2xi32>, index, index) -> i32
    %14 = "arith.xori"(%2, %9) : (i32, i32) -> i32
    return %14, %7 : i32, f32
  }}
'''

def main():
    target = float(sys.argv[1]) if len(sys.argv) > 1 else 50.0
    limit = int(target * 1024 * 1024)
    out = sys.stdout
    out.write("module {\n")
    size, i = 9, 0
    while size < limit:
        s = func(i)
        out.write(s)
        size += len(s)
        i += 1
    out.write("}\n")

if __name__ == "__main__":
    main()
