//! `vector.scalable.insert` and `vector.scalable.extract`: a fixed-length subvector put into
//! or taken out of a scalable vector at a position that is a multiple of its length (LLVM's
//! `llvm.vector.insert`/`extract`), with MLIR 22's verifier messages.

use super::types::{SCALABLE_VECTOR_RANK1, VECTOR_RANK1, vector_parts};
use tile_ir::declare_op;
use tile_ir::ods::TypeRelation;
use tile_ir::ods::constraints::*;
use tile_ir::{Context, Diagnostic, OpId, Type};

declare_op! {
    /// `vector.scalable.insert %v, %s[0] : vector<4xf32> into vector<[8]xf32>`
    pub struct ScalableInsertOp = "vector.scalable.insert", "insert subvector into scalable vector operation";
    operands { valueToStore: one VECTOR_RANK1, dest: one SCALABLE_VECTOR_RANK1 }
    results { result: one SCALABLE_VECTOR_RANK1 }
    attrs { pos: required I64Attr }
    traits [PURE];
    relations [TypeRelation::AllMatch(&["dest", "result"])];
    format "$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)";
}

declare_op! {
    /// `vector.scalable.extract %s[4] : vector<4xf32> from vector<[8]xf32>`
    pub struct ScalableExtractOp = "vector.scalable.extract", "extract subvector from scalable vector operation";
    operands { source: one SCALABLE_VECTOR_RANK1 }
    results { result: one VECTOR_RANK1 }
    attrs { pos: required I64Attr }
    traits [PURE];
    format "$source `[` $pos `]` attr-dict `:` type($result) `from` type($source)";
}

/// Registers both ops.
pub fn register(r: &mut tile_ir::dialect::DialectRegistry) {
    use tile_ir::dialect::OpDef;
    r.add_op(OpDef {
        verify: Some(verify_insert),
        ..ScalableInsertOp::def()
    });
    r.add_op(OpDef {
        verify: Some(verify_extract),
        ..ScalableExtractOp::def()
    });
}

/// MLIR's trait checks, in its order: the element types match, then the position
/// is a multiple of the fixed-length vector's length.
fn check(
    ctx: &Context,
    op: OpId,
    (fixed, scalable): (Type, Type),
    pos: i64,
    names: &str,
    which: &str,
) -> Result<(), Diagnostic> {
    let (Some((fs, _, fe)), Some((_, _, se))) =
        (vector_parts(ctx, fixed), vector_parts(ctx, scalable))
    else {
        return Ok(());
    };
    if fe != se {
        return Err(ctx.op_error(
            op,
            format!("failed to verify that all of {{{names}}} have same element type"),
        ));
    }
    let len: i64 = fs.iter().product();
    if len != 0 && pos % len != 0 {
        return Err(ctx.op_error(
            op,
            format!("failed to verify that position is a multiple of the {which} length."),
        ));
    }
    Ok(())
}

fn verify_insert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(x) = ScalableInsertOp::cast(ctx, op) else {
        return Ok(());
    };
    let types = (
        ctx.value_type(x.valueToStore(ctx)),
        ctx.value_type(x.dest(ctx)),
    );
    check(ctx, op, types, x.pos(ctx), "valueToStore, dest", "source")
}

fn verify_extract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(x) = ScalableExtractOp::cast(ctx, op) else {
        return Ok(());
    };
    let types = (ctx.value_type(x.result(ctx)), ctx.value_type(x.source(ctx)));
    check(ctx, op, types, x.pos(ctx), "source, result", "result")
}
