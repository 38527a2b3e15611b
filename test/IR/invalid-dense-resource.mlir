// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @not_shaped() {
  // expected-error @+1 {{`dense_resource` expected a shaped type}}
  %0 = arith.constant dense_resource<blob1> : f32
  return
}

// -----

func.func @integer_key() {
  // expected-error @+1 {{expected identifier key for 'resource' entry}}
  %0 = arith.constant dense_resource<1> : tensor<2xf32>
  return
}

// -----

func.func @odd_hex() {
  %0 = arith.constant dense_resource<blob1> : tensor<2xf32>
  return
}
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob1'}}
      blob1: "0x040000000000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob1'}}
      blob1: 5
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob1' to encode alignment in first 4 bytes}}
      blob1: "0x0400"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error @+1 {{unexpected 'resource' section for dialect 'arith'}}
    arith: { x: "0x04000000" }
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error @+1 {{dialect 'unknowndialect' is unknown}}
    unknowndialect: { x: "0x04000000" }
  }
#-}

// -----

{-#
  external_resources: {
    // expected-error @+1 {{expected string value for key 'x'}}
    foo: { x: 1 }
  }
#-}

// -----

{-#
  // expected-error @+1 {{unknown key 'resources' in file metadata dictionary}}
  resources: {}
#-}
