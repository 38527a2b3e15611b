// RUN: tile-opt %s --split-input-file --mlir-print-debuginfo | FileCheck %s

// The implicit module of the first chunk is at 0:0, as mlir-opt puts it; a later chunk's
// starts where the chunk does, right after the marker.

func.func private @first()
// CHECK:       module {
// CHECK-NEXT:    func.func private @first() loc(#[[F:loc[0-9]*]])
// CHECK-NEXT:  } loc(#[[M:loc[0-9]*]])
// CHECK-DAG:   #[[M]] = loc("{{.*}}split-input-file-locations.mlir":0:0)
// CHECK-DAG:   #[[F]] = loc("{{.*}}split-input-file-locations.mlir":6:1)

// -----
func.func private @second()
// CHECK-LABEL: func.func private @second()
// CHECK-NEXT:  } loc(#[[M2:loc[0-9]*]])
// CHECK:       #[[M2]] = loc("{{.*}}split-input-file-locations.mlir":13:9)
