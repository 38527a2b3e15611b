//! Differential suite for `sparsify` on slice operands (`tensor.extract_slice` of a sparse
//! tensor, static and dynamic offsets and strides): dense and compressed slice levels, alone
//! (`scf.for`), co-iterated with other sparse operands (`scf.while`) and with dense ones, into
//! dense and sparse results, against `mlir-opt-22 --sparsifier` (see [`sparsify_diff`]).

mod sparsify_diff;

use sparsify_diff::{
    Arg, Case, arg, dynamic_slice, generic, mlir_fails, mlir_wrong, named, run_case, slice,
};

/// A 6x5 CSR slice of an 8x12 matrix: rows 1.., columns 2, 4, .., 10.
fn csr_sl() -> Arg {
    slice(&[6, 5], "#CSR_SL", &[8, 12], "#CSR", &[1, 2], &[1, 2])
}

/// A 6x5 CSR slice of an 8x9 matrix with unit strides: rows 2.., columns 3..8.
fn csr_sl1() -> Arg {
    slice(&[6, 5], "#CSR_SL1", &[8, 9], "#CSR", &[2, 3], &[1, 1])
}

/// [`csr_sl`] with its offsets and strides as values (`slice(?, ?, ?)`).
fn csr_dyn() -> Arg {
    dynamic_slice(slice(
        &[6, 5],
        "#CSR_DYN",
        &[8, 12],
        "#CSR",
        &[1, 2],
        &[1, 2],
    ))
}

/// A 6x5 DCSR slice of a 14x7 matrix: rows 2, 4, .., 12, columns 1..6.
fn dcsr_sl() -> Arg {
    slice(&[6, 5], "#DCSR_SL", &[14, 7], "#DCSR", &[2, 1], &[2, 1])
}

/// A 6x5 CSC slice of a 6x14 matrix: columns 1, 4, .., 13.
fn csc_sl() -> Arg {
    slice(&[6, 5], "#CSC_SL", &[6, 14], "#CSC", &[0, 1], &[1, 3])
}

/// A 6x5 COO slice of an 8x12 matrix: rows 1.., columns 2, 4, .., 10.
fn coo_sl() -> Arg {
    slice(&[6, 5], "#COO_SL", &[8, 12], "#COO", &[1, 2], &[1, 2])
}

/// A 6x5 COO slice of a 14x9 matrix: rows 2, 4, .., 12, columns 3..8.
fn coo_sl1() -> Arg {
    slice(&[6, 5], "#COO_SL1", &[14, 9], "#COO", &[2, 3], &[2, 1])
}

/// A sparse vector slice: 10 of 34 entries, from 3 with stride 3.
fn sv_sl() -> Arg {
    slice(&[10], "#SV_SL", &[34], "#SV", &[3], &[3])
}

/// A sparse vector slice: entries 4..14 of 16.
fn sv_sl1() -> Arg {
    slice(&[10], "#SV_SL1", &[16], "#SV", &[4], &[1])
}

/// `o(i, j) = a(i, j) (op) b(i, j)` over 6x5 matrices.
fn elementwise(name: &'static str, a: Arg, b: Arg, out: Arg, op: &'static str) -> Case {
    let block = match op {
        "add" => "\n%s = arith.addf %v0, %v1 : f64\nlinalg.yield %s : f64",
        _ => "\n%s = arith.mulf %v0, %v1 : f64\nlinalg.yield %s : f64",
    };
    generic(
        name,
        vec![a, b],
        out,
        vec!["(i, j) -> (i, j)", "(i, j) -> (i, j)", "(i, j) -> (i, j)"],
        vec!["parallel", "parallel"],
        block,
    )
}

/// `o(i) = a(i) (op) b(i)` over vectors of 10.
fn vector(name: &'static str, a: Arg, b: Arg, out: Arg, op: &'static str) -> Case {
    let block = match op {
        "add" => "\n%s = arith.addf %v0, %v1 : f64\nlinalg.yield %s : f64",
        _ => "\n%s = arith.mulf %v0, %v1 : f64\nlinalg.yield %s : f64",
    };
    generic(
        name,
        vec![a, b],
        out,
        vec!["(i) -> (i)", "(i) -> (i)", "(i) -> (i)"],
        vec!["parallel"],
        block,
    )
}

/// `o(i) = max_j a(i, j)`: a reduction that the implicit zeros change (counted per row).
fn row_max(name: &'static str, a: Arg) -> Case {
    generic(
        name,
        vec![a],
        arg(&[6], None),
        vec!["(i, j) -> (i, j)", "(i, j) -> (i)"],
        vec!["parallel", "reduction"],
        "\n%m = arith.maximumf %o, %v0 : f64\nlinalg.yield %m : f64",
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
    spmv_csr_slice => mlir_wrong(named("spmv_csr_slice", "linalg.matvec", vec![csr_sl(), arg(&[5], None)], arg(&[6], None)));
    spmv_csr_slice_unit_strides => mlir_wrong(named("spmv_csr_slice_unit_strides", "linalg.matvec", vec![csr_sl1(), arg(&[5], None)], arg(&[6], None)));
    spmv_csr_slice_dynamic => mlir_wrong(named("spmv_csr_slice_dynamic", "linalg.matvec", vec![csr_dyn(), arg(&[5], None)], arg(&[6], None)));
    matmul_dcsr_slice => mlir_wrong(named("matmul_dcsr_slice", "linalg.matmul", vec![dcsr_sl(), arg(&[5, 3], None)], arg(&[6, 3], None)));
    matmul_csc_slice => mlir_fails(named("matmul_csc_slice", "linalg.matmul", vec![csc_sl(), arg(&[5, 3], None)], arg(&[6, 3], None)));
    add_csr_slice_csr => mlir_wrong(elementwise("add_csr_slice_csr", csr_sl(), arg(&[6, 5], Some("#CSR")), arg(&[6, 5], None), "add"));
    add_csr_slice_dense => mlir_wrong(elementwise("add_csr_slice_dense", csr_sl(), arg(&[6, 5], None), arg(&[6, 5], None), "add"));
    mul_csr_slices_to_csr => mlir_wrong(elementwise("mul_csr_slices_to_csr", csr_sl(), csr_sl1(), arg(&[6, 5], Some("#CSR")), "mul"));
    add_dcsr_slice_csr_slice_to_dcsr => mlir_wrong(elementwise("add_dcsr_slice_csr_slice_to_dcsr", dcsr_sl(), csr_dyn(), arg(&[6, 5], Some("#DCSR")), "add"));
    add_sv_slice_dense => mlir_wrong(vector("add_sv_slice_dense", sv_sl(), arg(&[10], None), arg(&[10], None), "add"));
    mul_sv_slices_to_sv => mlir_wrong(vector("mul_sv_slices_to_sv", sv_sl(), sv_sl1(), arg(&[10], Some("#SV")), "mul"));
    add_sv_slices => mlir_wrong(vector("add_sv_slices", sv_sl(), sv_sl1(), arg(&[10], None), "add"));
    row_max_csr_slice => mlir_fails(row_max("row_max_csr_slice", csr_sl()));
    conv_1d_strided_slice_signal => mlir_wrong(named("conv_1d_strided_slice_signal", "linalg.conv_1d", vec![sv_sl(), arg(&[4], None)], arg(&[7], None)));
    conv_1d_slice_signal => mlir_wrong(named("conv_1d_slice_signal", "linalg.conv_1d", vec![sv_sl1(), arg(&[4], None)], arg(&[7], None)));
    conv_1d_slice_filter => mlir_wrong(named("conv_1d_slice_filter", "linalg.conv_1d", vec![arg(&[13], None), slice(&[4], "#SV_SL4", &[12], "#SV", &[2], &[3])], arg(&[10], None)));
    spmv_coo_slice => mlir_wrong(named("spmv_coo_slice", "linalg.matvec", vec![coo_sl(), arg(&[5], None)], arg(&[6], None)));
    matmul_coo_slice_strided_rows => mlir_wrong(named("matmul_coo_slice_strided_rows", "linalg.matmul", vec![coo_sl1(), arg(&[5, 3], None)], arg(&[6, 3], None)));
    add_coo_slice_dense => mlir_wrong(elementwise("add_coo_slice_dense", coo_sl(), arg(&[6, 5], None), arg(&[6, 5], None), "add"));
    add_coo_slice_csr_slice => mlir_wrong(elementwise("add_coo_slice_csr_slice", coo_sl(), csr_sl1(), arg(&[6, 5], None), "add"));
    mul_coo_slices_to_csr => mlir_wrong(elementwise("mul_coo_slices_to_csr", coo_sl(), coo_sl1(), arg(&[6, 5], Some("#CSR")), "mul"));
    row_max_coo_slice => mlir_fails(row_max("row_max_coo_slice", coo_sl1()));
    row_max_csr_slice_unit_strides => mlir_fails(row_max("row_max_csr_slice_unit_strides", csr_sl1()));
}
