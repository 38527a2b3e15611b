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
    relations [
        TypeRelation::ElementTypesMatch { names: &["valueToStore", "dest"], desc: "all of {valueToStore, dest} have same element type" },
        TypeRelation::AllMatch(&["dest", "result"]),
    ];
    format "$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)";
    verify verify_insert;
}

declare_op! {
    /// `vector.scalable.extract %s[4] : vector<4xf32> from vector<[8]xf32>`
    pub struct ScalableExtractOp = "vector.scalable.extract", "extract subvector from scalable vector operation";
    operands { source: one SCALABLE_VECTOR_RANK1 }
    results { result: one VECTOR_RANK1 }
    attrs { pos: required I64Attr }
    traits [PURE];
    relations [TypeRelation::ElementTypesMatch { names: &["source", "result"], desc: "all of {source, result} have same element type" }];
    format "$source `[` $pos `]` attr-dict `:` type($result) `from` type($source)";
    verify verify_extract;
}

/// Both ops.
pub const OPS: &[fn() -> tile_ir::dialect::OpDef] =
    &[ScalableInsertOp::def, ScalableExtractOp::def];

/// MLIR's last trait check (the spec's relations come first): the position is a multiple
/// of the fixed-length vector's length.
fn check(ctx: &Context, op: OpId, fixed: Type, pos: i64, which: &str) -> Result<(), Diagnostic> {
    let Some((fs, _, _)) = vector_parts(ctx, fixed) else {
        return Ok(());
    };
    let len: i64 = fs.iter().product();
    if len != 0 && pos % len != 0 {
        return Err(ctx.op_error(
            op,
            format!("failed to verify that position is a multiple of the {which} length."),
        ));
    }
    Ok(())
}

fn verify_insert(ctx: &Context, op: OpId, x: ScalableInsertOp) -> Result<(), Diagnostic> {
    let fixed = ctx.value_type(x.valueToStore(ctx));
    check(ctx, op, fixed, x.pos(ctx), "source")
}

fn verify_extract(ctx: &Context, op: OpId, x: ScalableExtractOp) -> Result<(), Diagnostic> {
    let fixed = ctx.value_type(x.result(ctx));
    check(ctx, op, fixed, x.pos(ctx), "result")
}
