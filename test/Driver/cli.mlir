// RUN: tile-opt --list-passes | FileCheck %s --check-prefix=LIST
// RUN: tile-opt -help | FileCheck %s --check-prefix=HELP
// RUN: tile-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: not tile-opt %s --no-such-flag 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tile-opt %s %s 2>&1 | FileCheck %s --check-prefix=POSITIONAL
// RUN: not tile-opt %s --verify-each=maybe 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not tile-opt %t.nonexistent 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: tile-opt %s -o %t.out && FileCheck %s --check-prefix=OUT --input-file %t.out
// RUN: cat %s | tile-opt - | FileCheck %s --check-prefix=OUT
// RUN: cat %s | tile-opt | FileCheck %s --check-prefix=OUT
// RUN: tile-opt %s --allow-unregistered-dialect --verify-each=false -cse | FileCheck %s --check-prefix=OUT
// RUN: tile-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The driver's command line: listings, LLVM-style errors, input and output.

// LIST:      Passes:
// LIST:        --canonicalize{{ +}}-   Canonicalize operations
// LIST-NEXT:     --disable-patterns=<string>{{ +}}- Labels of patterns that should be filtered out during application
// LIST:          --max-iterations=<long>{{ +}}- Max. iterations between applying patterns / simplifying regions
// LIST:          --region-simplify=<value>{{ +}}- Perform control flow optimizations to the region tree
// LIST-NEXT:     =disabled{{ +}}-   Don't run any control-flow simplification.
// LIST:          --top-down{{ +}}- Seed the worklist in general top-down order
// LIST-NEXT:   --cse{{ +}}-   Eliminate common sub-expressions

// HELP: USAGE: tile-opt [options] <input file>
// HELP: --split-input-file[=<string>]
// HELP: Compiler passes to run
// HELP: Passes:
// HELP: --canonicalize{{ +}}-   Canonicalize operations
// HELP: --max-iterations=<long>
// HELP: --cse{{ +}}-   Eliminate common sub-expressions

// DIALECTS: Available Dialects: {{.*}}arith,{{.*}}builtin,{{.*}}func

// UNKNOWN: tile-opt: Unknown command line argument '--no-such-flag'.  Try: 'tile-opt --help'

// POSITIONAL:      tile-opt: Too many positional arguments specified!
// POSITIONAL-NEXT: Can specify at most 1 positional arguments: See: tile-opt --help

// BOOL: tile-opt: for the --verify-each option: 'maybe' is invalid value for boolean argument! Try 0 or 1

// NOFILE: cannot open input file '{{.*}}.nonexistent': No such file or directory

// OUT:      module {
// OUT-NEXT:   func.func @f(%arg0: i32) -> i32 {
// OUT-NEXT:     return %arg0 : i32

// GENERIC: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}>

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
