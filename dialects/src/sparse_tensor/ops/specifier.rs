//! The storage specifier ops: `sparse_tensor.storage_specifier.init`, `.get` and `.set`
//! on `!sparse_tensor.storage_specifier<#enc>` values.

use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::TypeRelation;
use tile_ir::ods::constraints::INDEX;
use tile_ir::{Context, Diagnostic, OpId};

use super::enums::{SPECIFIER_KIND, SpecifierKind, SpecifierKindAttr, keyword_directive};
use super::types::{SparseTypeKind, typed};
use super::{LevelAttr, fail};
use crate::sparse_tensor::level_type::LevelFormat;

/// The specifier ops.
pub const OPS: &[fn() -> OpDef] = &[
    StorageSpecifierInitOp::def,
    GetStorageSpecifierOp::def,
    SetStorageSpecifierOp::def,
];

tile_ir::type_constraint! {
    /// `SparseTensorStorageSpecifier`.
    pub STORAGE_SPECIFIER = "metadata",
        |ctx, t| typed(ctx, t, SparseTypeKind::StorageSpecifier).is_some();
}

declare_op! {
    /// `%s = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#CSR>`
    pub struct StorageSpecifierInitOp = "sparse_tensor.storage_specifier.init", "";
    operands { source: optional STORAGE_SPECIFIER }
    results { result: one STORAGE_SPECIFIER }
    traits [PURE];
    format "attr-dict (`with` $source^)? `:` (`from` qualified(type($source))^ `to`)? qualified(type($result))";
}

declare_op! {
    /// `%n = sparse_tensor.storage_specifier.get %s crd_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>`
    pub struct GetStorageSpecifierOp = "sparse_tensor.storage_specifier.get", "";
    operands { specifier: one STORAGE_SPECIFIER }
    results { result: one INDEX }
    attrs { specifierKind: required SpecifierKindAttr, level: optional LevelAttr }
    traits [PURE];
    format "$specifier custom<SpecifierKind>($specifierKind) (`at` $level^)? attr-dict `:` qualified(type($specifier))";
    custom [keyword_directive::<SpecifierKind>("SpecifierKind")];
    verify verify_get;
    fold super::fold::fold_get_specifier;
}

declare_op! {
    /// `%t = sparse_tensor.storage_specifier.set %s lvl_sz at 0 with %n : !sparse_tensor.storage_specifier<#CSR>`
    pub struct SetStorageSpecifierOp = "sparse_tensor.storage_specifier.set", "";
    operands { specifier: one STORAGE_SPECIFIER, value: one INDEX }
    results { result: one STORAGE_SPECIFIER }
    attrs { specifierKind: required SpecifierKindAttr, level: optional LevelAttr }
    traits [PURE];
    relations [TypeRelation::AllMatch(&["result", "specifier"])];
    format "$specifier custom<SpecifierKind>($specifierKind) (`at` $level^)? `with` $value attr-dict `:` qualified(type($result))";
    custom [keyword_directive::<SpecifierKind>("SpecifierKind")];
    verify verify_set;
}

/// MLIR's `verifySparsifierGetterSetter`.
fn check_getter_setter(
    ctx: &Context,
    op: OpId,
    kind: usize,
    level: Option<i64>,
    spec: tile_ir::Value,
) -> Result<(), Diagnostic> {
    let kind = SPECIFIER_KIND.keywords.get(kind).copied().unwrap_or("");
    if kind == "val_mem_sz" && level.is_some() {
        let msg = "redundant level argument for querying value memory size";
        return fail(ctx, op, msg);
    }
    let Some((_, enc)) = typed(ctx, ctx.value_type(spec), SparseTypeKind::StorageSpecifier) else {
        return Ok(());
    };
    if matches!(kind, "dim_offset" | "dim_stride") && !enc.is_slice() {
        return fail(ctx, op, "requested slice data on non-slice tensor");
    }
    if kind == "val_mem_sz" {
        return Ok(());
    }
    let Some(l) = level else {
        return fail(ctx, op, "missing level argument");
    };
    let Some(lt) = usize::try_from(l).ok().and_then(|l| enc.lvl_types.get(l)) else {
        return fail(ctx, op, "requested level is out of bounds");
    };
    if kind == "pos_mem_sz" && lt.is(LevelFormat::Singleton) {
        let msg = "requested position memory size on a singleton level";
        return fail(ctx, op, msg);
    }
    Ok(())
}

fn verify_get(ctx: &Context, op: OpId, v: GetStorageSpecifierOp) -> Result<(), Diagnostic> {
    let (kind, level) = (v.specifierKind(ctx), v.level(ctx));
    check_getter_setter(ctx, op, kind, level, v.specifier(ctx))
}

fn verify_set(ctx: &Context, op: OpId, v: SetStorageSpecifierOp) -> Result<(), Diagnostic> {
    let (kind, level) = (v.specifierKind(ctx), v.level(ctx));
    check_getter_setter(ctx, op, kind, level, v.specifier(ctx))
}
