// Runner self-test: FileCheck directives on echoed input.
// RUN: echo "func.func @f(%arg0: i32, %arg1: i32) -> i32" | FileCheck %s
// RUN: echo 'a  b   c' | FileCheck %s --check-prefix=WS
// RUN: echo 'x y' | FileCheck %s --check-prefixes=P1,P2
// RUN: FileCheck %s --input-file %S/Inputs/sample.txt --check-prefix=FILE
// RUN: FileCheck %s --input-file=%S/Inputs/sample.txt --check-prefix=DAG \
// RUN:   --implicit-check-not=forbidden --dump-input=fail

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:[a-z0-9]+]]: i32
// CHECK-SAME: -> i32

// WS: a b c

// P1: x
// P2-SAME: y

// FILE-LABEL: first:
// FILE-NEXT: %[[V:[0-9]+]] = arith.constant 1 : index
// FILE-NEXT: use(%[[V]])
// FILE-EMPTY:
// FILE-LABEL: second:
// FILE-COUNT-2: {{^}}  repeated
// FILE-NOT: first
// FILE: end

// DAG: second:
// DAG-DAG: repeated
// DAG-DAG: end
