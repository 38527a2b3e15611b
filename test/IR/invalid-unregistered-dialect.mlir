// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-22 %s -split-input-file -verify-diagnostics
// Without -allow-unregistered-dialect, ops, types and attributes of a dialect nobody
// registers are errors (a misspelt namespace is the usual cause); those of dialects
// mlir-opt-22 knows and we do not model (`llvm`, `gpu`) still pass through.

func.func @typo(%x: f32) -> f32 {
  // expected-error @+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
  %0 = "arth.addf"(%x, %x) : (f32, f32) -> f32
  return %0 : f32
}

// -----

// expected-error @+1 {{`!"mydialect"<"buffer<4>">` type created with unregistered dialect}}
func.func private @takes(!mydialect.buffer<4>)

// -----

// expected-error @+1 {{#"sparse"<"csr"> : 'none' attribute created with unregistered dialect}}
func.func private @marked() attributes {layout = #sparse.csr}

// -----

// expected-error @+1 {{#"my"<"tag"> : 'i32' attribute created with unregistered dialect}}
func.func private @typed() attributes {tag = #my.tag : i32}

// -----

func.func @passes_through() -> !llvm.ptr {
  %0 = "llvm.mlir.zero"() : () -> !llvm.ptr
  return %0 : !llvm.ptr
}
