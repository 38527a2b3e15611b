// RUN: not tile-opt %s --pass-pipeline='builtin.module(nosuchpass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tile-opt %s --pass-pipeline='cse' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not tile-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not tile-opt %s --pass-pipeline='builtin.module(func.func(cse)))' 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not tile-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=3)' 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not tile-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=3}{top-down=false})' 2>&1 | FileCheck %s --check-prefix=COMMA
// RUN: not tile-opt %s --pass-pipeline='builtin.module(cse,)' 2>&1 | FileCheck %s --check-prefix=EMPTYNAME
// RUN: not tile-opt %s --pass-pipeline='builtin.module(cse{foo=1})' 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: not tile-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=abc})' 2>&1 | FileCheck %s --check-prefix=BADINT
// RUN: not tile-opt %s --pass-pipeline='builtin.module(canonicalize{top-down=maybe})' 2>&1 | FileCheck %s --check-prefix=BADBOOL
// RUN: not tile-opt %s --pass-pipeline='builtin.module(canonicalize{region-simplify=foo})' 2>&1 | FileCheck %s --check-prefix=BADENUM
// RUN: not tile-opt %s --canonicalize='max-iterations' 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not tile-opt %s --cse='foo=1' 2>&1 | FileCheck %s --check-prefix=FLAGOPT
// RUN: not tile-opt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=ROOT
// RUN: not tile-opt %s --cse --pass-pipeline='builtin.module(cse)' 2>&1 | FileCheck %s --check-prefix=BOTH

// Pipeline errors, with mlir-opt-22's messages and carets.

// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'nosuchpass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: nosuchpass
// UNKNOWN-NEXT: ^

// ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// UNBALANCED:      MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
// UNBALANCED-NEXT: func.func(cse
// UNBALANCED-NEXT: {{^          \^$}}

// EXTRA:      MLIR Textual PassPipeline Parser:1:15: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// EXTRA-NEXT: func.func(cse))
// EXTRA-NEXT: {{^              \^$}}

// BRACE:      MLIR Textual PassPipeline Parser:1:13: error: missing closing '}' while processing pass options
// BRACE-NEXT: canonicalize{max-iterations=3
// BRACE-NEXT: {{^            \^$}}

// COMMA: MLIR Textual PassPipeline Parser:1:31: error: expected ',' after parsing pipeline

// EMPTYNAME: MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline

// NOOPT:      <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// NOOPT-EMPTY:
// NOOPT-NEXT: failed to add `cse` with options `foo=1`

// BADINT:      tile-opt: for the --max-iterations option: 'abc' value invalid for long argument!
// BADINT-NEXT: <unknown>:0: error:
// BADINT-NEXT: failed to add `canonicalize` with options `max-iterations=abc`

// BADBOOL: tile-opt: for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1

// BADENUM: tile-opt: for the --region-simplify option: Cannot find option named 'foo'!

// NOVALUE:      tile-opt: for the --max-iterations option: requires a value!
// NOVALUE-NEXT: <unknown>:0: error: {{$}}

// FLAGOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option foo

// ROOT: pipeline-errors.mlir:{{[0-9]+}}:{{[0-9]+}}: error: can't run 'func.func' pass manager on 'builtin.module' op

// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
