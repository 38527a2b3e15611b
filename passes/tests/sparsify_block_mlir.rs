//! Differential suite for `sparsify` on block-sparse operands (BSR) on the same loops as
//! non-blocked sparse operands (CSR, DCSR, COO, sparse vectors): the non-blocked levels read
//! the coordinate `block * size + intra` (located in a compressed level), into dense
//! results, against `mlir-opt-22 --sparsifier` (see [`sparsify_diff`]).

mod sparsify_diff;

use sparsify_diff::{Case, arg, generic, named, run_case, zero_signs_differ};

/// `o(i, j) = a(i, j) (op) b(i, j)` over 6x8 matrices into a dense result.
fn elementwise(name: &'static str, a: &'static str, b: &'static str, op: &'static str) -> Case {
    let block = match op {
        "add" => "\n%s = arith.addf %v0, %v1 : f64\nlinalg.yield %s : f64",
        _ => "\n%s = arith.mulf %v0, %v1 : f64\nlinalg.yield %s : f64",
    };
    generic(
        name,
        vec![arg(&[6, 8], Some(a)), arg(&[6, 8], Some(b))],
        arg(&[6, 8], None),
        vec!["(i, j) -> (i, j)", "(i, j) -> (i, j)", "(i, j) -> (i, j)"],
        vec!["parallel", "parallel"],
        block,
    )
}

macro_rules! cases {
    ($($name:ident => $case:expr;)*) => {
        $(
            #[test]
            fn $name() {
                run_case(&$case);
            }
        )*
    };
}

cases! {
    mul_bsr_csr => zero_signs_differ(elementwise("mul_bsr_csr", "#BSR", "#CSR", "mul"));
    mul_csr_bsr => zero_signs_differ(elementwise("mul_csr_bsr", "#CSR", "#BSR", "mul"));
    add_bsr_csr => elementwise("add_bsr_csr", "#BSR", "#CSR", "add");
    mul_dbsr_dcsr => zero_signs_differ(elementwise("mul_dbsr_dcsr", "#DBSR", "#DCSR", "mul"));
    add_bsr_dcsr => elementwise("add_bsr_dcsr", "#BSR", "#DCSR", "add");
    mul_bsr_coo => zero_signs_differ(elementwise("mul_bsr_coo", "#BSR", "#COO", "mul"));
    spmv_bsr_sparse_vector => named("spmv_bsr_sparse_vector", "linalg.matvec", vec![arg(&[6, 8], Some("#BSR")), arg(&[8], Some("#SV"))], arg(&[6], None));
    spmm_bsr_csr => named("spmm_bsr_csr", "linalg.matmul", vec![arg(&[6, 8], Some("#BSR")), arg(&[8, 4], Some("#CSR"))], arg(&[6, 4], None));
}
