// TENSOR0: data/symmetric.mtx
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
!Filename = !llvm.ptr
func.func private @getTensorFilename(index) -> (!Filename)
func.func @main() {
  %c0 = arith.constant 0 : index
  %f = call @getTensorFilename(%c0) : (index) -> (!Filename)
  %a = sparse_tensor.new %f : !Filename to tensor<?x?xf64, #CSR>
  sparse_tensor.print %a : tensor<?x?xf64, #CSR>
  return
}
