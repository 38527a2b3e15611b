#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = arith.constant dense<[[0.0, 1.0, 0.0, 4.0], [5.0, 0.0, 0.0, 0.0], [0.0, 0.0, 2.5, 0.0]]> : tensor<3x4xf64>
  %s = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
  %p = sparse_tensor.positions %s {level = 1 : index} : tensor<3x4xf64, #CSR> to memref<?xindex>
  %c = sparse_tensor.coordinates %s {level = 1 : index} : tensor<3x4xf64, #CSR> to memref<?xindex>
  %v = sparse_tensor.values %s : tensor<3x4xf64, #CSR> to memref<?xf64>
  %np = memref.dim %p, %c0 : memref<?xindex>
  scf.for %i = %c0 to %np step %c1 {
    %x = memref.load %p[%i] : memref<?xindex>
    vector.print %x : index
  }
  %nc = memref.dim %c, %c0 : memref<?xindex>
  scf.for %i = %c0 to %nc step %c1 {
    %x = memref.load %c[%i] : memref<?xindex>
    %y = memref.load %v[%i] : memref<?xf64>
    vector.print %x : index
    vector.print %y : f64
  }
  %l = sparse_tensor.lvl %s, %c1 : tensor<3x4xf64, #CSR>
  vector.print %l : index
  return
}
