// TENSOR0: data/general.mtx
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
!Filename = !llvm.ptr
func.func private @getTensorFilename(index) -> (!Filename)
func.func @main() {
  %c0 = arith.constant 0 : index
  %f = call @getTensorFilename(%c0) : (index) -> (!Filename)
  %a = sparse_tensor.new %f : !Filename to tensor<?x?xf64, #COO>
  sparse_tensor.print %a : tensor<?x?xf64, #COO>
  return
}
