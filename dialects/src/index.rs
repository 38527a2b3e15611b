//! The `index` dialect: arithmetic, comparison and casts on `index` values whose width is
//! the target's (32 or 64 bits), with MLIR 22's syntax, verifiers and folders.

/// `#index<cmp_predicate ...>`.
pub mod attr;
/// Folders, canonicalizations and the constant materializer.
pub mod fold;
/// The op declarations and typed views.
pub mod ops;

use tile_ir::dialect::{DialectInfo, DialectRegistry};
use tile_ir::{AttrKind, Context, OpId};

/// Registers the index dialect.
pub fn register(r: &mut DialectRegistry) {
    use ops::*;
    r.add_dialect(DialectInfo {
        parse_attr: Some(attr::parse_index_attr),
        materialize_constant: Some(fold::materialize_constant),
        ..DialectInfo::new("index", "The Index dialect")
    });
    r.add_ops(COMMUTATIVE_OPS);
    r.add_ops(OTHER_BINARY_OPS);
    r.add_ops(CAST_OPS);
    r.add_ops(&[
        SizeOfOp::def,
        ConstantOp::def,
        BoolConstantOp::def,
        CmpOp::def,
    ]);
}

/// `%idx42` for `index.constant 42`, `%true`/`%false` for `index.bool.constant`.
pub(crate) fn asm_names(ctx: &Context, op: OpId) -> Vec<(usize, String)> {
    let Some(v) = ctx.op_attr(op, "value") else {
        return Vec::new();
    };
    let name = match (ctx.op_name_of(op), ctx.attr_kind(v)) {
        ("index.constant", AttrKind::Integer { value, .. }) => format!("idx{value}"),
        ("index.bool.constant", AttrKind::Bool(b)) => b.to_string(),
        ("index.bool.constant", AttrKind::Integer { value, .. }) => (*value != 0).to_string(),
        _ => return Vec::new(),
    };
    vec![(0, name)]
}
