// RUN: not tile-opt %s --embedding-partition='num-cores=3' 2>&1 | FileCheck %s
// RUN: not tile-opt %s --embedding-partition='spmem-bytes=0' 2>&1 | FileCheck %s --check-prefix=SPMEM
// RUN: not tile-opt %s --embedding-stack-tables='max-tables=0' 2>&1 | FileCheck %s --check-prefix=TABLES

// CHECK: error: embedding-partition: num-cores must be a power of two (at most 65536), got 3
// SPMEM: error: embedding-partition: spmem-bytes must be positive, got 0
// TABLES: error: embedding-stack-tables: max-tables must be positive, got 0
func.func @f() {
  return
}
