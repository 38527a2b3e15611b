// RUN: tile-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=3}))' 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: tile-opt %s -dump-pass-pipeline -cse --canonicalize=max-iterations=2 -canonicalize='top-down=false enable-patterns=a,b' 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: tile-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(any(cse), func.func(any(canonicalize{region-simplify=aggressive})))' 2>&1 | FileCheck %s --check-prefix=ANY
// RUN: tile-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module()' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: tile-opt %s --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=EMPTY

// The canonical pipeline text, with every option spelled out, as mlir-opt-22 prints it.

// NESTED:      Pass Manager with 1 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     cse,
// NESTED-NEXT:     canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// NESTED-NEXT:   )
// NESTED-NEXT: )
// NESTED-EMPTY:
// NESTED-NEXT: module {

// Pass flags run in command-line order; list options print as {a,b}.
// FLAGS:      Pass Manager with 3 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   cse,
// FLAGS-NEXT:   canonicalize{  max-iterations=2 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// FLAGS-NEXT:   canonicalize{ enable-patterns={a,b} max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}
// FLAGS-NEXT: )

// ANY:      Pass Manager with 2 passes:
// ANY-NEXT: builtin.module(
// ANY-NEXT:   any(
// ANY-NEXT:     cse
// ANY-NEXT:   ),
// ANY-NEXT:   func.func(
// ANY-NEXT:     any(
// ANY-NEXT:       canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=aggressive test-convergence=false top-down=true}
// ANY-NEXT:     )
// ANY-NEXT:   )
// ANY-NEXT: )

// EMPTY:      Pass Manager with 0 passes:
// EMPTY-NEXT: builtin.module(
// EMPTY-EMPTY:
// EMPTY-NEXT: )

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
