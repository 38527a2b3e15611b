//! `affine.delinearize_index` and `affine.linearize_index`: an index split into or built
//! from coordinates over a mixed static/dynamic basis.

use crate::affine::constraints::UnitProp;
use crate::ods::DYNAMIC_INDEX_LIST_PAREN;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::{DenseI64ArrayAttr, INDEX};
use tile_ir::{Context, Diagnostic, OpId, declare_op};

declare_op! {
    /// `affine.delinearize_index %i into (%a, 4) : index, index`
    pub struct DelinearizeIndexOp = "affine.delinearize_index", "delinearize an index";
    operands { linear_index: one INDEX, dynamic_basis: many INDEX }
    results { multi_index: many INDEX }
    attrs { static_basis: required DenseI64ArrayAttr => set_static_basis }
    traits [PURE];
    format "$linear_index `into` custom<DynamicIndexListParen>($dynamic_basis, $static_basis) attr-dict `:` type($multi_index)";
    custom [DYNAMIC_INDEX_LIST_PAREN];
    verify verify_delinearize;
    fold crate::affine::index_canonicalize::fold_delinearize;
    canonicalize [
        crate::affine::index_canonicalize::delinearize_of_linearize_tail,
        crate::affine::index_canonicalize::delinearize_drop_unit_basis,
        crate::affine::index_canonicalize::delinearize_split_last_linearize_arg
    ];
}

declare_op! {
    /// `affine.linearize_index disjoint [%i, %j] by (4, 8) : index`
    pub struct LinearizeIndexOp = "affine.linearize_index", "linearize an index";
    operands { multi_index: many INDEX, dynamic_basis: many INDEX }
    results { linear_index: one INDEX }
    attrs {
        static_basis: required DenseI64ArrayAttr => set_static_basis,
        disjoint: default UnitProp = false
    }
    traits [PURE];
    format "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` custom<DynamicIndexListParen>($dynamic_basis, $static_basis) attr-dict `:` type($linear_index)";
    custom [DYNAMIC_INDEX_LIST_PAREN];
    verify verify_linearize;
    fold crate::affine::index_canonicalize::fold_linearize;
    canonicalize [
        crate::affine::index_canonicalize::linearize_of_delinearize_portion,
        crate::affine::index_canonicalize::linearize_drop_leading_zero,
        crate::affine::index_canonicalize::linearize_drop_unit_components
    ];
}

/// The number of `DYNAMIC` entries of a static basis must equal the dynamic operands.
fn check_basis(
    ctx: &Context,
    op: OpId,
    statics: &[i64],
    dynamics: usize,
) -> Result<(), Diagnostic> {
    let n = statics
        .iter()
        .filter(|&&s| s == tile_ir::types::DYNAMIC)
        .count();
    if n != dynamics {
        return Err(ctx.op_error(
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

/// What `delinearize_index` and `linearize_index` share: one index per basis element, one
/// more allowed (`count_msg` otherwise), the basis' dynamic entries, and no statically
/// non-positive element.
fn check_index_basis(
    ctx: &Context,
    op: OpId,
    (basis, dynamics): (&[i64], usize),
    indices: usize,
    count_msg: &str,
) -> Result<(), Diagnostic> {
    if indices != basis.len() && indices != basis.len() + 1 {
        return Err(ctx.op_error(op, count_msg));
    }
    check_basis(ctx, op, basis, dynamics)?;
    if basis
        .iter()
        .any(|&b| b <= 0 && b != tile_ir::types::DYNAMIC)
    {
        return Err(ctx.op_error(op, "no basis element may be statically non-positive"));
    }
    Ok(())
}

fn verify_delinearize(ctx: &Context, op: OpId, d: DelinearizeIndexOp) -> Result<(), Diagnostic> {
    let basis = (&d.static_basis(ctx)[..], d.dynamic_basis(ctx).len());
    let msg = "should return an index for each basis element and up to one extra index";
    check_index_basis(ctx, op, basis, d.multi_index(ctx).len(), msg)
}

fn verify_linearize(ctx: &Context, op: OpId, l: LinearizeIndexOp) -> Result<(), Diagnostic> {
    let basis = (&l.static_basis(ctx)[..], l.dynamic_basis(ctx).len());
    let msg = "should be passed a basis element for each index except possibly the first";
    check_index_basis(ctx, op, basis, l.multi_index(ctx).len(), msg)
}

/// The ops of this module.
pub(super) const OPS: &[fn() -> OpDef] = &[DelinearizeIndexOp::def, LinearizeIndexOp::def];
