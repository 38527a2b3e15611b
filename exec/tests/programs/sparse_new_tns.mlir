// TENSOR0: data/t3.tns
#CSF = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>
!Filename = !llvm.ptr
func.func private @getTensorFilename(index) -> (!Filename)
func.func @main() {
  %c0 = arith.constant 0 : index
  %f = call @getTensorFilename(%c0) : (index) -> (!Filename)
  %a = sparse_tensor.new %f : !Filename to tensor<?x?x?xf64, #CSF>
  sparse_tensor.print %a : tensor<?x?x?xf64, #CSF>
  return
}
