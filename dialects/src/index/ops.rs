//! Every index op, declared from `IndexOps.td`: binary arithmetic on `index`, constants,
//! `index.sizeof`, the casts and `index.cmp`.

use super::attr::{CmpPredicateAttr, PREDICATE};
use super::fold::{cmp_of_sub, fold_index, reassociate};
use tile_ir::ods::constraints::{I1, INDEX, IndexAttr};
use tile_ir::ods::{AttrConstraint, AttrSyntax};
use tile_ir::{Attr, AttrKind, Context, OpId, TypeKind, declare_op, declare_ops};

/// `$lhs, $rhs attr-dict` on `index` operands (`IndexBinaryOp`), folded, with the family's
/// canonicalization patterns if it has any.
macro_rules! binary_ops {
    ($family:ident: [$($tr:ident),*] $(canonicalize [$($c:path),*])?;
     $($(#[$m:meta])* $name:ident = $op:literal, $summary:literal;)*) => {
        declare_ops! {
            pub const $family;
            {
                operands { lhs: one INDEX, rhs: one INDEX }
                results { result: one INDEX }
                traits [PURE $(, $tr)*];
                format "$lhs `,` $rhs attr-dict";
                fold fold_index;
                $(canonicalize [$($c),*];)?
            }
            $($(#[$m])* $name = $op, $summary;)*
        }
    };
}

binary_ops! { COMMUTATIVE_OPS: [COMMUTATIVE] canonicalize [reassociate];
    /// `index.add %a, %b`
    AddOp = "index.add", "index addition";
    /// `index.mul %a, %b`
    MulOp = "index.mul", "index multiplication";
    /// `index.maxs %a, %b`
    MaxSOp = "index.maxs", "index signed maximum";
    /// `index.maxu %a, %b`
    MaxUOp = "index.maxu", "index unsigned maximum";
    /// `index.mins %a, %b`
    MinSOp = "index.mins", "index signed minimum";
    /// `index.minu %a, %b`
    MinUOp = "index.minu", "index unsigned minimum";
    /// `index.and %a, %b`
    AndOp = "index.and", "index bitwise and";
    /// `index.or %a, %b`
    OrOp = "index.or", "index bitwise or";
    /// `index.xor %a, %b`
    XOrOp = "index.xor", "index bitwise xor";
}

binary_ops! { OTHER_BINARY_OPS: [];
    /// `index.sub %a, %b`
    SubOp = "index.sub", "index subtraction";
    /// `index.divs %a, %b`
    DivSOp = "index.divs", "index signed division";
    /// `index.divu %a, %b`
    DivUOp = "index.divu", "index unsigned division";
    /// `index.ceildivs %a, %b`
    CeilDivSOp = "index.ceildivs", "index signed ceil division";
    /// `index.ceildivu %a, %b`
    CeilDivUOp = "index.ceildivu", "index unsigned ceil division";
    /// `index.floordivs %a, %b`
    FloorDivSOp = "index.floordivs", "index signed floor division";
    /// `index.rems %a, %b`
    RemSOp = "index.rems", "index signed remainder";
    /// `index.remu %a, %b`
    RemUOp = "index.remu", "index unsigned remainder";
    /// `index.shl %a, %b`
    ShlOp = "index.shl", "index shift left";
    /// `index.shrs %a, %b`
    ShrSOp = "index.shrs", "signed index shift right";
    /// `index.shru %a, %b`
    ShrUOp = "index.shru", "unsigned index shift right";
}

tile_ir::type_constraint! {
    /// `AnyTypeOf<[AnyInteger, Index]>`: what the casts take and give.
    pub INT_OR_INDEX = "integer or index",
        |ctx, t| matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index);
}

/// Whether one side of a cast is `index` and the other an integer (MLIR's
/// `areCastCompatible` of `index.casts` and `index.castu`).
fn cast_compatible(ctx: &Context, op: OpId) -> Result<(), tile_ir::Diagnostic> {
    let (Some(&from), Some(&to)) = (
        ctx.op(op)
            .operands
            .first()
            .map(|&v| ctx.value_type(v))
            .as_ref(),
        ctx.result_types(op).first(),
    ) else {
        return Ok(());
    };
    let int = |t| matches!(ctx.type_kind(t), TypeKind::Integer { .. });
    let index = |t| matches!(ctx.type_kind(t), TypeKind::Index);
    if (index(from) && int(to)) || (int(from) && index(to)) {
        Ok(())
    } else {
        Err(crate::ods::cast_incompatible(ctx, op, from, to))
    }
}

fn verify_cast<V>(ctx: &Context, op: OpId, _: V) -> Result<(), tile_ir::Diagnostic> {
    cast_compatible(ctx, op)
}

declare_ops! {
    pub const CAST_OPS;
    {
        operands { input: one INT_OR_INDEX }
        results { output: one INT_OR_INDEX }
        traits [PURE];
        format "$input attr-dict `:` type($input) `to` type($output)";
        verify verify_cast;
        fold fold_index;
    }
    /// `index.casts %x : i32 to index`
    CastSOp = "index.casts", "index signed cast";
    /// `index.castu %x : index to i64`
    CastUOp = "index.castu", "index unsigned cast";
}

declare_op! {
    /// `index.sizeof`
    pub struct SizeOfOp = "index.sizeof", "size in bits of the index type";
    results { result: one INDEX }
    traits [PURE];
    format "attr-dict";
    fold fold_index;
}

declare_op! {
    /// `index.constant 42`
    pub struct ConstantOp = "index.constant", "index constant";
    results { result: one INDEX }
    attrs { value: required IndexAttr }
    traits [PURE, CONSTANT_LIKE];
    format "attr-dict $value";
    asm_names super::asm_names;
    fold fold_index;
}

/// `BoolAttr` as `index.bool.constant` writes it: `true`, `false`, or an `i1` number.
pub struct BoolValueAttr;
impl AttrConstraint for BoolValueAttr {
    type Value = bool;
    const DESC: &'static str = "bool attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Typed(|ctx| ctx.int_type(1));
    fn get(ctx: &Context, a: Attr) -> Option<bool> {
        match ctx.attr_kind(a) {
            AttrKind::Bool(b) => Some(*b),
            AttrKind::Integer { value, ty }
                if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 1, .. }) =>
            {
                Some(*value != 0)
            }
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: bool) -> Attr {
        ctx.intern_attr(AttrKind::Bool(v))
    }
    // The property holds a `BoolAttr` (an `i1` integer is one).
    fn converts(ctx: &Context, a: Attr) -> bool {
        Self::check(ctx, a)
    }
}

declare_op! {
    /// `index.bool.constant true`
    pub struct BoolConstantOp = "index.bool.constant", "boolean constant";
    results { result: one I1 }
    attrs { value: required BoolValueAttr }
    traits [PURE, CONSTANT_LIKE];
    format "attr-dict $value";
    asm_names super::asm_names;
    fold fold_index;
}

declare_op! {
    /// `index.cmp slt(%a, %b)`
    pub struct CmpOp = "index.cmp", "index compare";
    operands { lhs: one INDEX, rhs: one INDEX }
    results { result: one I1 }
    attrs { pred: required CmpPredicateAttr }
    traits [PURE];
    format "custom<CmpPredicate>($pred) `(` $lhs `,` $rhs `)` attr-dict";
    custom [PREDICATE];
    fold fold_index;
    canonicalize [cmp_of_sub];
}
