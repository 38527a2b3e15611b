// RUN: tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt-22 %s --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// Attributes and types of dialects nobody registered print in MLIR's pretty form when
// their symbol is a plain name (with an optional <...> tail), and strings and such
// attributes may carry a trailing type in attribute dictionaries and arrays.

// CHECK-LABEL: func.func @opaque(
// CHECK-SAME: %arg0: !foo.bar, %arg1: !foo.bar<1>, %arg2: !foo<"x y">, %arg3: !foo.bar<1>, %arg4: !foo.b_c.d, %arg5: !foo<1x>, %arg6: !foo<a<b>c>)
// CHECK-SAME: attributes {a = #foo.bar, b = #foo.bar<"q">, c = #foo<"z">}
func.func @opaque(%a: !foo<bar>, %b: !foo.bar<1>, %c: !foo<"x y">, %d: !foo<bar<1>>,
                  %e: !foo.b_c.d, %f: !foo<1x>, %g: !foo<a<b>c>)
    attributes {a = #foo<bar>, b = #foo.bar<"q">, c = #foo<"z">} {
  return
}

// CHECK-LABEL: func.func @typed_values()
// CHECK-SAME: attributes {list = ["s" : i32, #foo.x : index], name = "s" : !foo.string, tag = #foo.attr : i32}
func.func @typed_values() attributes {name = "s" : !foo.string, tag = #foo.attr : i32,
                                      list = ["s" : i32, #foo.x : index]} {
  return
}

// String elements that are all equal are one splat string, as MLIR builds them.
// CHECK-LABEL: func.func @string_elements()
// CHECK-SAME: attributes {a = dense<"x"> : tensor<2x!foo.s>, b = dense<"x"> : tensor<1x!foo.s>, c = sparse<{{\[\[}}0], [1]], "x"> : tensor<2x!foo.s>, d = sparse<{{\[\[}}0], [1]], ["x", "y"]> : tensor<2x!foo.s>}
func.func @string_elements() attributes {a = dense<["x", "x"]> : tensor<2x!foo.s>, b = dense<["x"]> : tensor<1x!foo.s>,
    c = sparse<[[0], [1]], ["x", "x"]> : tensor<2x!foo.s>, d = sparse<[[0], [1]], ["x", "y"]> : tensor<2x!foo.s>} {
  return
}

// An empty symbol keeps its brackets.
// CHECK-LABEL: func.func @empty_symbol() -> !bar<>
func.func @empty_symbol() -> !bar<> {
  %0 = "foo"() : () -> !bar<>
  return %0 : !bar<>
}

// The single-block region of an unregistered op may be a graph region: uses need not
// follow definitions, and an op may use its own result.
// CHECK: "graph.func"() ({
// CHECK-NEXT: %0 = "foo"(%0, %1) : (i64, i64) -> i64
// CHECK-NEXT: %1 = "bar"(%0) : (i64) -> i64
"graph.func"() ({
  %a = "foo"(%a, %b) : (i64, i64) -> i64
  %b = "bar"(%a) : (i64) -> i64
  "graph.end"() : () -> ()
}) : () -> ()
