#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = arith.constant dense<[[0.0, 1.0, 0.0, 4.0], [5.0, 0.0, 0.0, 0.0], [0.0, 0.0, 2.5, 0.0]]> : tensor<3x4xf64>
  %s = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
  %op = arith.constant dense<-1> : tensor<5xindex>
  %oc = arith.constant dense<-1> : tensor<6xindex>
  %ov = arith.constant dense<-1.0> : tensor<6xf64>
  %rp, %rc, %rv, %lp, %lc, %lv = sparse_tensor.disassemble %s : tensor<3x4xf64, #CSR>
     out_lvls(%op, %oc : tensor<5xindex>, tensor<6xindex>)
     out_vals(%ov : tensor<6xf64>)
     -> (tensor<5xindex>, tensor<6xindex>), tensor<6xf64>, (index, index), index
  vector.print %lp : index
  vector.print %lc : index
  vector.print %lv : index
  scf.for %i = %c0 to %lp step %c1 {
    %x = tensor.extract %rp[%i] : tensor<5xindex>
    vector.print %x : index
  }
  scf.for %i = %c0 to %lc step %c1 {
    %x = tensor.extract %rc[%i] : tensor<6xindex>
    %y = tensor.extract %rv[%i] : tensor<6xf64>
    vector.print %x : index
    vector.print %y : f64
  }
  return
}
