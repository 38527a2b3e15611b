//! `linalg.winograd_filter_transform`, `winograd_input_transform` and
//! `winograd_output_transform` (MLIR 22): the three steps of Winograd's minimal filtering
//! F(m x m, r x r), `Y = A^T [(G g G^T) * (B^T d B)] A`, on FHWC filters, NHWC images and
//! (alphaH, alphaW, tileH, tileW, N, C|F) tiles. The op shapes are checked here; the
//! arithmetic is the interpreter's (`exec/src/interp/linalg_winograd.rs`).

use crate::ods::{quoted, shaped_parts};
use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::{ANY_RANKED_TENSOR, I32Attr};
use tile_ir::ods::{AttrConstraint, AttrSyntax, TypeRelation};
use tile_ir::types::DYNAMIC;
use tile_ir::{Attr, Context, Diagnostic, OpId, Type, TypeKind};

/// MLIR's `WinogradConv2DFmr`: which F(m, r) an op computes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fmr {
    /// F(2 x 2, 3 x 3).
    F2_3 = 0,
    /// F(4 x 4, 3 x 3).
    F4_3 = 1,
    /// F(2 x 2, 5 x 5).
    F2_5 = 2,
}

/// The case keywords of [`Fmr`], in value order.
const FMR_CASES: [&str; 3] = ["F_2_3", "F_4_3", "F_2_5"];

impl Fmr {
    /// The case stored as `v` (MLIR's `symbolizeWinogradConv2DFmr`).
    pub fn from_value(v: i64) -> Option<Fmr> {
        match v {
            0 => Some(Fmr::F2_3),
            1 => Some(Fmr::F4_3),
            2 => Some(Fmr::F2_5),
            _ => None,
        }
    }
    /// The output tile size `m`.
    pub fn m(self) -> i64 {
        match self {
            Fmr::F2_3 | Fmr::F2_5 => 2,
            Fmr::F4_3 => 4,
        }
    }
    /// The filter size `r`.
    pub fn r(self) -> i64 {
        match self {
            Fmr::F2_3 | Fmr::F4_3 => 3,
            Fmr::F2_5 => 5,
        }
    }
    /// The input tile size `m + r - 1`.
    pub fn alpha(self) -> i64 {
        self.m() + self.r() - 1
    }
}

/// `WinogradConv2DFmr` (an `I32EnumAttr`): stored as its `i32` value, written as its case.
pub struct FmrAttr;
impl AttrConstraint for FmrAttr {
    type Value = Fmr;
    const DESC: &'static str = "allowed 32-bit signless integer cases: 0, 1, 2";
    const SYNTAX: AttrSyntax = AttrSyntax::Keyword(&FMR_CASES, |ctx| ctx.int_type(32));
    fn get(ctx: &Context, a: Attr) -> Option<Fmr> {
        I32Attr::get(ctx, a).and_then(Fmr::from_value)
    }
    fn make(ctx: &mut Context, v: Fmr) -> Attr {
        I32Attr::make(ctx, v as i64)
    }
    /// An enum property converts only from one of its cases.
    fn converts(ctx: &Context, a: Attr) -> bool {
        Self::check(ctx, a)
    }
}

/// Whether `t` is a ranked tensor of rank `rank`.
fn is_tensor_of_rank(ctx: &Context, t: Type, rank: usize) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { shape, .. } if shape.len() == rank)
}

tile_ir::type_constraint! {
    /// `TensorRankOf<[AnyType], [4]>` (parsed as a `RankedTensorType`).
    TENSOR_4D = "4D tensor of any type values", |ctx, t| is_tensor_of_rank(ctx, t, 4),
        class = ANY_RANKED_TENSOR.class;
    /// `TensorRankOf<[AnyType], [6]>`.
    TENSOR_6D = "6D tensor of any type values", |ctx, t| is_tensor_of_rank(ctx, t, 6),
        class = ANY_RANKED_TENSOR.class;
}

/// One example of all three transforms.
const WINOGRAD_EXAMPLE: &str = include_str!("examples/winograd.mlir");

declare_op! {
    /// `linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x3x3x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>`
    pub struct FilterTransformOp = "linalg.winograd_filter_transform", "Winograd filter transform operator";
    operands { filter: one TENSOR_4D, output: one TENSOR_4D }
    results { result: one TENSOR_4D }
    attrs { fmr: required FmrAttr }
    relations [TypeRelation::ElementTypesMatch { names: &["filter", "output"], desc: "all of {filter, output} have same element type" }];
    format "attr-dict `fmr` `(` $fmr `)` `ins` `(` $filter `:` type($filter) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)";
    example WINOGRAD_EXAMPLE;
    verify verify_filter_transform;
}

declare_op! {
    /// `linalg.winograd_input_transform fmr(F_2_3) ins(%d : tensor<2x6x6x5xf32>) outs(%v : tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf32>`
    pub struct InputTransformOp = "linalg.winograd_input_transform", "Winograd input transform operator";
    operands { input: one TENSOR_4D, output: one TENSOR_6D }
    results { result: one TENSOR_6D }
    attrs { fmr: required FmrAttr }
    relations [TypeRelation::ElementTypesMatch { names: &["input", "output"], desc: "all of {input, output} have same element type" }];
    format "attr-dict `fmr` `(` $fmr `)` `ins` `(` $input `:` type($input) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)";
    example WINOGRAD_EXAMPLE;
    verify verify_input_transform;
}

declare_op! {
    /// `linalg.winograd_output_transform fmr(F_2_3) ins(%m : tensor<4x4x2x2x2x5xf32>) outs(%y : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>`
    pub struct OutputTransformOp = "linalg.winograd_output_transform", "Winograd output transform operator";
    operands { value: one TENSOR_6D, output: one TENSOR_4D }
    results { result: one TENSOR_4D }
    attrs { fmr: required FmrAttr }
    relations [TypeRelation::ElementTypesMatch { names: &["value", "output"], desc: "all of {value, output} have same element type" }];
    format "attr-dict `fmr` `(` $fmr `)` `ins` `(` $value `:` type($value) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)";
    example WINOGRAD_EXAMPLE;
    verify verify_output_transform;
}

/// The three Winograd transforms.
pub const OPS: &[fn() -> OpDef] = &[
    FilterTransformOp::def,
    InputTransformOp::def,
    OutputTransformOp::def,
];

/// The static shape of a value's ranked type (`DYNAMIC` for `?`).
fn shape_of(ctx: &Context, v: tile_ir::Value) -> Vec<i64> {
    shaped_parts(ctx, ctx.value_type(v)).map_or_else(Vec::new, |(s, _)| s.to_vec())
}

/// MLIR's `verifyCompatibleShape`: one rank, and each size equal unless either is dynamic.
fn compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
}

/// The output-shape check every transform ends with, then MLIR's destination-style check
/// (run after the op's own verifier): the result has the output's type.
fn check_output(
    ctx: &Context,
    op: OpId,
    expected: &[i64],
    output: tile_ir::Value,
    result: tile_ir::Value,
) -> Result<(), Diagnostic> {
    if !compatible(expected, &shape_of(ctx, output)) {
        return Err(ctx.op_error(op, "the output shape is not expected"));
    }
    let (out_ty, res_ty) = (ctx.value_type(output), ctx.value_type(result));
    if out_ty != res_ty {
        return Err(ctx.op_error(
            op,
            format!(
                "expected type of operand #1 ({}) to match type of corresponding result ({})",
                quoted(ctx, out_ty),
                quoted(ctx, res_ty)
            ),
        ));
    }
    Ok(())
}

/// MLIR's `WinogradFilterTransformOp::verify`: an `r` or 1 high and wide FHWC filter (not
/// 1 x 1) becomes an (alphaH, alphaW, C, F) output, alpha being `m + r - 1` on the
/// transformed sides and 1 on the others.
fn verify_filter_transform(
    ctx: &Context,
    op: OpId,
    v: FilterTransformOp,
) -> Result<(), Diagnostic> {
    let &[f, h, w, c] = shape_of(ctx, v.filter(ctx)).as_slice() else {
        return Ok(());
    };
    let fmr = v.fmr(ctx);
    let (r, alpha) = (fmr.r(), fmr.alpha());
    if h != r && h != 1 {
        return Err(ctx.op_error(op, "expect filter height either equals to r or 1"));
    }
    if w != r && w != 1 {
        return Err(ctx.op_error(op, "expect filter width either equals to r or 1"));
    }
    if h == 1 && w == 1 {
        return Err(ctx.op_error(op, "expect either filter height or width equals to r"));
    }
    let side = |s: i64| if s == r { alpha } else { 1 };
    let expected = [side(h), side(w), c, f];
    check_output(ctx, op, &expected, v.output(ctx), v.result(ctx))
}

/// MLIR's `WinogradInputTransformOp::verify`: an NHWC image becomes (alphaH, alphaW, tileH,
/// tileW, N, C) tiles; a side is transformed unless the output's alpha there is 1, and then
/// has `(size - (r - 1)) / m` tiles (any number, and alpha, when the image size is dynamic).
fn verify_input_transform(ctx: &Context, op: OpId, v: InputTransformOp) -> Result<(), Diagnostic> {
    let &[n, h, w, c] = shape_of(ctx, v.input(ctx)).as_slice() else {
        return Ok(());
    };
    let out = shape_of(ctx, v.output(ctx));
    let (Some(&out_alpha_h), Some(&out_alpha_w)) = (out.first(), out.get(1)) else {
        return Ok(());
    };
    let fmr = v.fmr(ctx);
    let (m, r, alpha) = (fmr.m(), fmr.r(), fmr.alpha());
    // (alpha, tiles) of one side of the image.
    let side = |size: i64, transformed: bool| match (size == DYNAMIC, transformed) {
        (true, _) => (alpha, DYNAMIC),
        (false, true) => (alpha, (size - (r - 1)) / m),
        (false, false) => (1, size),
    };
    let (alpha_h, tiles_h) = side(h, out_alpha_h != 1);
    let (alpha_w, tiles_w) = side(w, out_alpha_w != 1);
    let expected = [alpha_h, alpha_w, tiles_h, tiles_w, n, c];
    check_output(ctx, op, &expected, v.output(ctx), v.result(ctx))
}

/// MLIR's `WinogradOutputTransformOp::verify`: (alphaH, alphaW, tileH, tileW, N, F) tiles,
/// alpha being `m + r - 1` on a transformed side (one that is not 1), become an NHWF image
/// of `m` (or 1) rows and columns per tile.
fn verify_output_transform(
    ctx: &Context,
    op: OpId,
    v: OutputTransformOp,
) -> Result<(), Diagnostic> {
    let &[alpha_h, alpha_w, tiles_h, tiles_w, n, f] = shape_of(ctx, v.value(ctx)).as_slice() else {
        return Ok(());
    };
    let fmr = v.fmr(ctx);
    let (m, alpha) = (fmr.m(), fmr.alpha());
    // The image size along one side, or the message for a wrong alpha.
    let side = |a: i64, tiles: i64, what: &str| -> Result<i64, Diagnostic> {
        if a == DYNAMIC || tiles == DYNAMIC {
            return Ok(DYNAMIC);
        }
        let transformed = a != 1;
        if transformed && a != alpha {
            return Err(ctx.op_error(op, format!("expect input {what} equals to input tile size")));
        }
        Ok(if transformed {
            m.wrapping_mul(tiles)
        } else {
            tiles
        })
    };
    let h = side(alpha_h, tiles_h, "height")?;
    let w = side(alpha_w, tiles_w, "width")?;
    let expected = [n, h, w, f];
    check_output(ctx, op, &expected, v.output(ctx), v.result(ctx))
}
