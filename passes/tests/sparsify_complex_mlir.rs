//! Differential suite for `sparsify` on complex element types (`complex<f64>`,
//! `complex<f32>`): `complex.add/sub/mul/div`, the zero-preserving unary ops, `complex.re`,
//! `complex.create`, reductions, sparse and dense results, a convolution with a sparse complex
//! filter; against `mlir-opt-22 --sparsifier` (see [`sparsify_diff`]).

mod sparsify_diff;

use sparsify_diff::{Case, generic, mlir_fails, named, run_case, typed};

const C64: &str = "complex<f64>";
const C32: &str = "complex<f32>";

const ID2: &str = "(i, j) -> (i, j)";

/// An element-wise binary kernel `o = a (op) b` over 6x7 operands of `elem`.
fn ewise(
    name: &'static str,
    elem: &'static str,
    a: Option<&'static str>,
    b: Option<&'static str>,
    out: Option<&'static str>,
    block: &'static str,
) -> Case {
    generic(
        name,
        vec![typed(&[6, 7], elem, a), typed(&[6, 7], elem, b)],
        typed(&[6, 7], elem, out),
        vec![ID2, ID2, ID2],
        vec!["parallel", "parallel"],
        block,
    )
}

/// An element-wise unary kernel over one 6x7 operand.
fn unary(
    name: &'static str,
    elem: &'static str,
    a: &'static str,
    out_elem: &'static str,
    out: Option<&'static str>,
    block: &'static str,
) -> Case {
    generic(
        name,
        vec![typed(&[6, 7], elem, Some(a))],
        typed(&[6, 7], out_elem, out),
        vec![ID2, ID2],
        vec!["parallel", "parallel"],
        block,
    )
}

/// `y(i) = o(i) + sum_j A(i,j) x(j)` in `elem`.
fn spmv(name: &'static str, elem: &'static str, enc: &'static str, block: &'static str) -> Case {
    generic(
        name,
        vec![typed(&[7, 6], elem, Some(enc)), typed(&[6], elem, None)],
        typed(&[7], elem, None),
        vec!["(i, j) -> (i, j)", "(i, j) -> (j)", "(i, j) -> (i)"],
        vec!["parallel", "reduction"],
        block,
    )
}

const MUL64: &str = "
%p = complex.mul %v0, %v1 : complex<f64>
linalg.yield %p : complex<f64>";

const ADD64: &str = "
%s = complex.add %v0, %v1 : complex<f64>
linalg.yield %s : complex<f64>";

const SUB64: &str = "
%s = complex.sub %v0, %v1 : complex<f64>
linalg.yield %s : complex<f64>";

const DIV64: &str = "
%s = complex.div %v0, %v1 : complex<f64>
linalg.yield %s : complex<f64>";

const MULADD64: &str = "
%p = complex.mul %v0, %v1 : complex<f64>
%s = complex.add %o, %p : complex<f64>
linalg.yield %s : complex<f64>";

const MULADD32: &str = "
%p = complex.mul %v0, %v1 : complex<f32>
%s = complex.add %o, %p : complex<f32>
linalg.yield %s : complex<f32>";

/// `-conj(x) * (2 + 1i)`: zero-preserving, with a complex constant.
const NEG_CONJ_SCALE: &str = "
%c = complex.constant [2.0, 1.0] : complex<f64>
%j = complex.conj %v0 : complex<f64>
%n = complex.neg %j : complex<f64>
%s = complex.mul %n, %c : complex<f64>
linalg.yield %s : complex<f64>";

/// `re(x) + im(x)`: a real result of a complex operand.
const RE_PLUS_IM: &str = "
%r = complex.re %v0 : complex<f64>
%i = complex.im %v0 : complex<f64>
%s = arith.addf %r, %i : f64
linalg.yield %s : f64";

/// `create(a, b)`: a union of two real operands.
const CREATE: &str = "
%c = complex.create %v0, %v1 : complex<f64>
linalg.yield %c : complex<f64>";

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
    mul_csr_csr_to_csr_c64 => ewise("mul_csr_csr_to_csr_c64", C64, Some("#CSR"), Some("#CSR"), Some("#CSR"), MUL64);
    mul_csr_dense_dense_out_c64 => ewise("mul_csr_dense_dense_out_c64", C64, Some("#CSR"), None, None, MUL64);
    add_csr_dcsr_dense_out_c64 => ewise("add_csr_dcsr_dense_out_c64", C64, Some("#CSR"), Some("#DCSR"), None, ADD64);
    add_csr_csr_to_csr_c64 => ewise("add_csr_csr_to_csr_c64", C64, Some("#CSR"), Some("#CSR"), Some("#CSR"), ADD64);
    sub_coo_csr_dense_out_c64 => ewise("sub_coo_csr_dense_out_c64", C64, Some("#COO"), Some("#CSR"), None, SUB64);
    // MLIR 22's sparsifier leaves these kernels as they are and then fails to lower them.
    div_csr_by_dense_c64 => mlir_fails(ewise("div_csr_by_dense_c64", C64, Some("#CSR"), None, None, DIV64));
    neg_conj_scale_csr_to_csr_c64 => mlir_fails(unary("neg_conj_scale_csr_to_csr_c64", C64, "#CSR", C64, Some("#CSR"), NEG_CONJ_SCALE));
    re_plus_im_dcsr_dense_out => unary("re_plus_im_dcsr_dense_out", C64, "#DCSR", "f64", None, RE_PLUS_IM);
    spmv_csr_c64 => spmv("spmv_csr_c64", C64, "#CSR", MULADD64);
    spmv_dcsr_c32 => spmv("spmv_dcsr_c32", C32, "#DCSR", MULADD32);
    spmv_coo_c32 => spmv("spmv_coo_c32", C32, "#COO", MULADD32);
    create_csr_csr_dense_out => mlir_fails(generic(
        "create_csr_csr_dense_out",
        vec![typed(&[6, 7], "f64", Some("#CSR")), typed(&[6, 7], "f64", Some("#CSR"))],
        typed(&[6, 7], C64, None),
        vec![ID2, ID2, ID2],
        vec!["parallel", "parallel"],
        CREATE,
    ));
    conv_2d_sparse_filter_c64 => named(
        "conv_2d_sparse_filter_c64",
        "linalg.conv_2d",
        vec![typed(&[6, 6], C64, None), typed(&[3, 3], C64, Some("#DCSR"))],
        typed(&[4, 4], C64, None),
    );
}
