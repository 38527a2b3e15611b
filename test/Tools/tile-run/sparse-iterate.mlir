// REQUIRES: tile-run
// sparse_tensor.extract_iteration_space / iterate / coiterate / extract_value. MLIR 22's
// sparsifier pipeline does not lower hand-written iteration ops, so the expected values are
// worked out by hand (in the comments before the CHECK lines).
// RUN: tile-run %s -e main | FileCheck %s
// RUN: tile-run %s -e main2 | FileCheck %s --check-prefix=COO
// CSR entries (0,1)=2 (0,3)=3 (2,0)=1 (2,2)=-4 (2,7)=0.5 (3,3)=7, row then column
// printed per entry, then their sum 9.5; the dot product over cases {a,b} and {a,_}:
// 1 (index 1, only a) + -2*5 (index 3) + 4*4 (index 7) = 7 (b-only indices run no case).
// CHECK: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 2
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 7
// CHECK-NEXT: 3
// CHECK-NEXT: 3
// CHECK-NEXT: 9.5
// CHECK-NEXT: 7
// COO entries (0,1)=1.5 (2,0)=2.5 (2,3)=3.5 (3,4)=4.5: rows 0, 2, 3 once each, then
// the columns and values of each row's run; then DCSR columns 1 0 3 4 and the count 4.
// COO: 0
// COO-NEXT: 1
// COO-NEXT: 1.5
// COO-NEXT: 2
// COO-NEXT: 0
// COO-NEXT: 2.5
// COO-NEXT: 3
// COO-NEXT: 3.5
// COO-NEXT: 3
// COO-NEXT: 4
// COO-NEXT: 4.5
// COO-NEXT: 1
// COO-NEXT: 0
// COO-NEXT: 3
// COO-NEXT: 4
// COO-NEXT: 4

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
module {
  func.func @sum(%sp: tensor<4x8xf64, #CSR>) -> f64 {
    %zero = arith.constant 0.0 : f64
    %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0 : tensor<4x8xf64, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0>
    %r1 = sparse_tensor.iterate %it1 in %l1 at(%i) iter_args(%outer = %zero) : !sparse_tensor.iter_space<#CSR, lvls = 0> -> f64 {
      %l2 = sparse_tensor.extract_iteration_space %sp at %it1 lvls = 1 : tensor<4x8xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0> -> !sparse_tensor.iter_space<#CSR, lvls = 1>
      %r2 = sparse_tensor.iterate %it2 in %l2 at(%j) iter_args(%inner = %outer) : !sparse_tensor.iter_space<#CSR, lvls = 1> -> f64 {
        %v = sparse_tensor.extract_value %sp at %it2 : tensor<4x8xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 1>
        %s = arith.addf %v, %inner : f64
        vector.print %i : index
        vector.print %j : index
        sparse_tensor.yield %s : f64
      }
      sparse_tensor.yield %r2 : f64
    }
    return %r1 : f64
  }
  func.func @dot(%a: tensor<8xf64, #SV>, %b: tensor<8xf64, #SV>) -> f64 {
    %zero = arith.constant 0.0 : f64
    %sa = sparse_tensor.extract_iteration_space %a lvls = 0 : tensor<8xf64, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
    %sb = sparse_tensor.extract_iteration_space %b lvls = 0 : tensor<8xf64, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
    %r = sparse_tensor.coiterate (%sa, %sb) at(%i) iter_args(%acc = %zero)
        : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>) -> f64
    case %ia, %ib {
      %x = sparse_tensor.extract_value %a at %ia : tensor<8xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
      %y = sparse_tensor.extract_value %b at %ib : tensor<8xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
      %m = arith.mulf %x, %y : f64
      %s = arith.addf %acc, %m : f64
      sparse_tensor.yield %s : f64
    }
    case %ia, _ {
      %x = sparse_tensor.extract_value %a at %ia : tensor<8xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
      %s = arith.addf %acc, %x : f64
      sparse_tensor.yield %s : f64
    }
    return %r : f64
  }
  func.func @main() {
    %m = arith.constant dense<[[0.0, 2.0, 0.0, 3.0, 0.0, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [1.0, 0.0, -4.0, 0.0, 0.0, 0.0, 0.0, 0.5],
                                [0.0, 0.0, 0.0, 7.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<4x8xf64>
    %a = sparse_tensor.convert %m : tensor<4x8xf64> to tensor<4x8xf64, #CSR>
    %r = call @sum(%a) : (tensor<4x8xf64, #CSR>) -> f64
    vector.print %r : f64
    %va = arith.constant dense<[0.0, 1.0, 0.0, -2.0, 0.0, 0.0, 0.0, 4.0]> : tensor<8xf64>
    %vb = arith.constant dense<[6.0, 0.0, 0.0, 5.0, 0.0, -1.0, 0.0, 4.0]> : tensor<8xf64>
    %sa = sparse_tensor.convert %va : tensor<8xf64> to tensor<8xf64, #SV>
    %sb = sparse_tensor.convert %vb : tensor<8xf64> to tensor<8xf64, #SV>
    %d = call @dot(%sa, %sb) : (tensor<8xf64, #SV>, tensor<8xf64, #SV>) -> f64
    vector.print %d : f64
    return
  }

  // Every stored entry of a COO tensor with a duplicated row: level 0 yields each row
  // once, level 1 then walks that row's run of entries.
  func.func @coo_rows(%t: tensor<4x5xf64, #COO>) {
    %rows = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<4x5xf64, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>
    sparse_tensor.iterate %r in %rows at(%i) : !sparse_tensor.iter_space<#COO, lvls = 0> {
      vector.print %i : index
      %cols = sparse_tensor.extract_iteration_space %t at %r lvls = 1 : tensor<4x5xf64, #COO>, !sparse_tensor.iterator<#COO, lvls = 0> -> !sparse_tensor.iter_space<#COO, lvls = 1>
      sparse_tensor.iterate %c in %cols at(%j) : !sparse_tensor.iter_space<#COO, lvls = 1> {
        %v = sparse_tensor.extract_value %t at %c : tensor<4x5xf64, #COO>, !sparse_tensor.iterator<#COO, lvls = 1>
        vector.print %j : index
        vector.print %v : f64
      }
    }
    return
  }

  // Both levels in one space, only the column coordinate used; counts the entries.
  func.func @count(%t: tensor<4x5xf64, #DCSR>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %all = sparse_tensor.extract_iteration_space %t lvls = 0 to 2 : tensor<4x5xf64, #DCSR> -> !sparse_tensor.iter_space<#DCSR, lvls = 0 to 2>
    %n = sparse_tensor.iterate %it in %all at(_, %j) iter_args(%acc = %c0) : !sparse_tensor.iter_space<#DCSR, lvls = 0 to 2> -> index {
      vector.print %j : index
      %next = arith.addi %acc, %c1 : index
      sparse_tensor.yield %next : index
    }
    return %n : index
  }

  func.func @main2() {
    %pos = arith.constant dense<[0, 4]> : tensor<2xindex>
    %crd = arith.constant dense<[[0, 1], [2, 0], [2, 3], [3, 4]]> : tensor<4x2xindex>
    %val = arith.constant dense<[1.5, 2.5, 3.5, 4.5]> : tensor<4xf64>
    %coo = sparse_tensor.assemble (%pos, %crd), %val : (tensor<2xindex>, tensor<4x2xindex>), tensor<4xf64> to tensor<4x5xf64, #COO>
    call @coo_rows(%coo) : (tensor<4x5xf64, #COO>) -> ()
    %m = arith.constant dense<[[0.0, 1.0, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0],
                                [2.0, 0.0, 0.0, 3.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 4.0]]> : tensor<4x5xf64>
    %d = sparse_tensor.convert %m : tensor<4x5xf64> to tensor<4x5xf64, #DCSR>
    %n = call @count(%d) : (tensor<4x5xf64, #DCSR>) -> index
    vector.print %n : index
    return
  }
}
