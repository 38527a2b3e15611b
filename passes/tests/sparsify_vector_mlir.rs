//! Differential suite for `sparsify{vl=N}` (vector loops, see `sparsify::vectorize`): each
//! kernel sparsified with `vl=8`, with `vl=4` and with `vl=8 vl-tail=scalar` must print what the interpreter prints for
//! the original program and, through `scripts/lower-with-mlir` and `mlir-runner`, exactly
//! what `mlir-opt-22 --sparsifier` prints for it (see [`sparsify_diff`]). Row lengths of 11,
//! 13 and 19 make both vector lengths run full and masked iterations; the values are halves
//! (integers: small integers), so reassociated float sums are exact. Kernels marked `true`
//! must come out with a vector loop; the others (co-iteration, scatters into the output,
//! float sums without `reassociate-fp-reductions`) keep their scalar loops and still compute
//! the same. `vl=4` masks every partial vector (`vl-tail=mask`), `vl=8` leaves it to the
//! scalar loop over dense ranges (the default), `vl=8 vl-tail=scalar` everywhere.

mod sparsify_diff;

use sparsify_diff::{Case, arg, generic, named, run_case, typed, with_options};

const ID2: &str = "(i, j) -> (i, j)";

/// `y = A x` over a 7x19 matrix of `elem` encoded `enc`.
fn spmv(name: &'static str, enc: &'static str, elem: &'static str) -> Case {
    let block = if elem.starts_with('i') {
        "%p = arith.muli %v0, %v1 : ELEM\n%s = arith.addi %o, %p : ELEM\nlinalg.yield %s : ELEM"
    } else {
        "%p = arith.mulf %v0, %v1 : ELEM\n%s = arith.addf %o, %p : ELEM\nlinalg.yield %s : ELEM"
    };
    let block: &'static str = Box::leak(block.replace("ELEM", elem).into_boxed_str());
    generic(
        name,
        vec![typed(&[7, 19], elem, Some(enc)), typed(&[19], elem, None)],
        typed(&[7], elem, None),
        vec![ID2, "(i, j) -> (j)", "(i, j) -> (i)"],
        vec!["parallel", "reduction"],
        block,
    )
}

/// `C = A B`, `A` 6x8 encoded `enc`, `B` dense 8x11: the innermost loop runs over `B`'s rows.
fn spmm(name: &'static str, enc: &'static str) -> Case {
    named(
        name,
        "linalg.matmul",
        vec![arg(&[6, 8], Some(enc)), arg(&[8, 11], None)],
        arg(&[6, 11], None),
    )
}

/// An element-wise kernel over a 6x13 sparse `a` (and `more`) into a dense result.
fn ewise(
    name: &'static str,
    a: &'static str,
    more: Vec<sparsify_diff::Arg>,
    block: &'static str,
) -> Case {
    let mut args = vec![arg(&[6, 13], Some(a))];
    args.extend(more);
    let maps = vec![ID2; args.len() + 1];
    generic(
        name,
        args,
        arg(&[6, 13], None),
        maps,
        vec!["parallel", "parallel"],
        block,
    )
}

/// A reduction of a 5x19 sparse matrix of `elem` into a scalar.
fn sum(name: &'static str, enc: &'static str, elem: &'static str, block: &'static str) -> Case {
    generic(
        name,
        vec![typed(&[5, 19], elem, Some(enc))],
        typed(&[], elem, None),
        vec![ID2, "(i, j) -> ()"],
        vec!["reduction", "reduction"],
        block,
    )
}

macro_rules! vector_cases {
    ($($name:ident: $vector:expr, $opts:literal => $case:expr;)*) => {
        $(
            mod $name {
                use super::*;

                #[test]
                fn vl8() {
                    let name = concat!(stringify!($name), "_vl8");
                    run_case(&with_options(($case)(name), concat!("vl=8 ", $opts), $vector));
                }

                #[test]
                fn vl8_scalar_tail() {
                    let name = concat!(stringify!($name), "_vl8_tail");
                    run_case(&with_options(($case)(name), concat!("vl=8 vl-tail=scalar ", $opts), $vector));
                }

                #[test]
                fn vl4() {
                    let name = concat!(stringify!($name), "_vl4");
                    run_case(&with_options(($case)(name), concat!("vl=4 vl-tail=mask ", $opts), $vector));
                }
            }
        )*
    };
}

vector_cases! {
    spmv_csr: true, "reassociate-fp-reductions=true" => |n| spmv(n, "#CSR", "f64");
    spmv_dcsr: true, "reassociate-fp-reductions=true" => |n| spmv(n, "#DCSR", "f64");
    // Each column's entries update rows of the output: a scatter, measured slower than the
    // scalar loop, so the scalar loop.
    spmv_csc: false, "" => |n| spmv(n, "#CSC", "f64");
    // A float sum without reassociation keeps the scalar loop.
    spmv_csr_ordered: false, "" => |n| spmv(n, "#CSR", "f64");
    spmv_csr_i32: true, "" => |n| spmv(n, "#CSR", "i32");
    spmv_dcsr_i64: true, "" => |n| spmv(n, "#DCSR", "i64");
    spmm_csr: true, "" => |n| spmm(n, "#CSR");
    // The outer loop parallel: the output is a buffer, read and written with (masked) vector
    // loads and stores.
    spmm_csr_parallel: true, "parallelization=dense-outer" => |n| spmm(n, "#CSR");
    spmv_csr_parallel: true, "parallelization=dense-outer reassociate-fp-reductions=true" => |n| spmv(n, "#CSR", "f64");
    spmm_dcsr: true, "" => |n| spmm(n, "#DCSR");
    // `x[i, crd[p]]` gathered, the result scattered: the scalar loop.
    mul_csr_dense: false, "" => |n| ewise(n, "#CSR", vec![arg(&[6, 13], None)], "%s = arith.mulf %v0, %v1 : f64\nlinalg.yield %s : f64");
    // Co-iteration with every coordinate: the scalar loop.
    add_csr_dense: false, "" => |n| ewise(n, "#CSR", vec![arg(&[6, 13], None)], "%s = arith.addf %v0, %v1 : f64\nlinalg.yield %s : f64");
    // A dense inner level: values at `p * 13 + j`, contiguous.
    scale_compressed_dense: true, "" => |n| ewise(n, "#CD", vec![], "%t = arith.constant 2.0 : f64\n%s = arith.mulf %v0, %t : f64\nlinalg.yield %s : f64");
    // Into a dense output at a compressed level's coordinates: a scatter, so the scalar loop
    // (see `spmv_csc`); over a dense level the same bodies are vector loops.
    // A rank-0 dense operand: one scalar load, broadcast.
    scale_by_scalar_csr: false, "" => |n| generic(n, vec![arg(&[6, 13], Some("#CSR")), arg(&[], None)], arg(&[6, 13], None), vec![ID2, "(i, j) -> ()", ID2], vec!["parallel", "parallel"], "%s = arith.mulf %v0, %v1 : f64\nlinalg.yield %s : f64");
    scale_by_scalar_compressed_dense: true, "" => |n| generic(n, vec![arg(&[6, 13], Some("#CD")), arg(&[], None)], arg(&[6, 13], None), vec![ID2, "(i, j) -> ()", ID2], vec!["parallel", "parallel"], "%s = arith.mulf %v0, %v1 : f64\nlinalg.yield %s : f64");
    abs_csr: false, "" => |n| ewise(n, "#CSR", vec![], "%s = math.absf %v0 : f64\nlinalg.yield %s : f64");
    abs_compressed_dense: true, "" => |n| ewise(n, "#CD", vec![], "%s = math.absf %v0 : f64\nlinalg.yield %s : f64");
    relu_csr: false, "" => |n| ewise(n, "#CSR", vec![], "%z = arith.constant 0.0 : f64\n%c = arith.cmpf ogt, %v0, %z : f64\n%s = arith.select %c, %v0, %z : f64\nlinalg.yield %s : f64");
    relu_compressed_dense: true, "" => |n| ewise(n, "#CD", vec![], "%z = arith.constant 0.0 : f64\n%c = arith.cmpf ogt, %v0, %z : f64\n%s = arith.select %c, %v0, %z : f64\nlinalg.yield %s : f64");
    // `linalg.index` of the vector loop: its coordinates as a vector.
    scale_by_column_csr: false, "" => |n| ewise(n, "#CSR", vec![], "%j = linalg.index 1 : index\n%ji = arith.index_cast %j : index to i64\n%jf = arith.sitofp %ji : i64 to f64\n%s = arith.mulf %v0, %jf : f64\nlinalg.yield %s : f64");
    scale_by_column_compressed_dense: true, "" => |n| ewise(n, "#CD", vec![], "%j = linalg.index 1 : index\n%ji = arith.index_cast %j : index to i64\n%jf = arith.sitofp %ji : i64 to f64\n%s = arith.mulf %v0, %jf : f64\nlinalg.yield %s : f64");
    sum_csr: true, "reassociate-fp-reductions=true" => |n| sum(n, "#CSR", "f64", "%s = arith.addf %o, %v0 : f64\nlinalg.yield %s : f64");
    sum_csr_i64: true, "" => |n| sum(n, "#CSR", "i64", "%s = arith.addi %o, %v0 : i64\nlinalg.yield %s : i64");
    // An idempotent reduction: every lane starts at the initial value.
    max_csr: true, "" => |n| sum(n, "#CSR", "f64", "%s = arith.maximumf %o, %v0 : f64\nlinalg.yield %s : f64");
    // Masked-off lanes must keep their accumulators: a pass-through zero would zero it.
    // (2x19 keeps the full product of small integers far from overflow.)
    product_csr_i64: true, "" => |n| Case { args: vec![typed(&[2, 19], "i64", Some("#CSR"))], ..sum(n, "#CSR", "i64", "%s = arith.muli %o, %v0 : i64\nlinalg.yield %s : i64") };
    max_dcsr_i32: true, "" => |n| sum(n, "#DCSR", "i32", "%s = arith.maxsi %o, %v0 : i32\nlinalg.yield %s : i32");
}
