//! The declarations of the structured ops with their own syntax (`linalg.generic`,
//! `transpose`, `broadcast`, `map`, `reduce`): operands, results, properties and region as
//! `LinalgStructuredOps.td` declares them. Their custom forms stay hand-written (registered in
//! the parent module), the spec gives the structural checks, typed views and builders.

use super::attrs::{enum_attr, enum_case};
use super::structured::IteratorType;
use tile_ir::declare_op;
use tile_ir::ods::constraints::{
    ANY_RANKED_TENSOR, ANY_SHAPED, ANY_TENSOR, ANY_TYPE, AffineMapAttr, DenseI64ArrayAttr, StrAttr,
};
use tile_ir::ods::{AttrConstraint, AttrSyntax};
use tile_ir::{Attr, Context, TypeKind};

tile_ir::type_constraint! {
    /// Linalg's `TensorOrMemref`: `AnyTypeOf<[AnyMemRef, AnyRankedTensor]>`.
    pub TENSOR_OR_MEMREF = "memref of any type values or ranked tensor of any type values",
        |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. });
}

/// One `#linalg.iterator_type<...>` (`IteratorTypeEnum`).
pub struct IteratorTypeAttr;
impl AttrConstraint for IteratorTypeAttr {
    type Value = IteratorType;
    const DESC: &'static str = "Iterator type";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<IteratorType> {
        match enum_case(ctx, a, "iterator_type")? {
            "parallel" => Some(IteratorType::Parallel),
            "reduction" => Some(IteratorType::Reduction),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: IteratorType) -> Attr {
        enum_attr(ctx, "iterator_type", v.keyword())
    }
}

tile_ir::typed_array_attr!(
    /// `IteratorTypeArrayAttr`.
    pub IteratorTypeArrayAttr = [IteratorTypeAttr], "Iterator type should be an enum."
);

tile_ir::typed_array_attr!(
    /// `AffineMapArrayAttr`.
    pub AffineMapArrayAttr = [AffineMapAttr], "AffineMap array attribute"
);

/// `ConfinedAttr<DenseI64ArrayAttr, [DenseArrayStrictlySorted<...>]>` (`linalg.reduce`'s
/// dimensions).
pub struct StrictlySortedI64ArrayAttr;
impl AttrConstraint for StrictlySortedI64ArrayAttr {
    type Value = Vec<i64>;
    const DESC: &'static str = "i64 dense array attribute should be in increasing order";
    const SYNTAX: AttrSyntax = <DenseI64ArrayAttr as AttrConstraint>::SYNTAX;
    fn get(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
        DenseI64ArrayAttr::get(ctx, a).filter(|v| v.windows(2).all(|w| w[0] < w[1]))
    }
    fn make(ctx: &mut Context, v: Vec<i64>) -> Attr {
        DenseI64ArrayAttr::make(ctx, v)
    }
    /// Stored as any dense i64 array; the order is the verifier's check.
    fn storage_class(ctx: &Context, a: Attr) -> bool {
        DenseI64ArrayAttr::check(ctx, a)
    }
    fn converts(ctx: &Context, a: Attr) -> bool {
        DenseI64ArrayAttr::check(ctx, a)
    }
}

declare_op! {
    /// `linalg.generic #trait ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) { ... } -> tensor<4xf32>`
    pub struct GenericOp = "linalg.generic", "A structured op with explicit indexing maps and body";
    operands { inputs: many ANY_TYPE, outputs: many ANY_SHAPED }
    results { result_tensors: many ANY_RANKED_TENSOR }
    attrs {
        indexing_maps: required AffineMapArrayAttr,
        iterator_types: required IteratorTypeArrayAttr,
        doc: optional StrAttr,
        library_call: optional StrAttr
    }
    regions { region: any implicit "linalg.yield" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
}

declare_op! {
    /// `linalg.map { arith.negf } ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)`
    pub struct MapOp = "linalg.map", "Applies a scalar function elementwise";
    operands { inputs: many TENSOR_OR_MEMREF, init: one TENSOR_OR_MEMREF }
    results { result: many ANY_TENSOR }
    regions { mapper: sized implicit "linalg.yield" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
}

declare_op! {
    /// `linalg.reduce { arith.addf } ins(%a : tensor<4xf32>) outs(%e : tensor<f32>) dimensions = [0]`
    pub struct ReduceOp = "linalg.reduce", "Reduces the input along dimensions";
    operands { inputs: many TENSOR_OR_MEMREF, inits: many TENSOR_OR_MEMREF }
    results { result: many ANY_TENSOR }
    attrs { dimensions: required StrictlySortedI64ArrayAttr }
    regions { combiner: sized implicit "linalg.yield" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK, SAME_VARIADIC_OPERAND_SIZE];
}

declare_op! {
    /// `linalg.transpose ins(%a : tensor<2x4xf32>) outs(%b : tensor<4x2xf32>) permutation = [1, 0]`
    pub struct TransposeOp = "linalg.transpose", "Permutes the dimensions of the input";
    operands { input: one TENSOR_OR_MEMREF, init: one TENSOR_OR_MEMREF }
    results { result: many ANY_TENSOR }
    attrs { permutation: required DenseI64ArrayAttr }
    regions { region: sized implicit "linalg.yield" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
}

declare_op! {
    /// `linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x8xf32>) dimensions = [1]`
    pub struct BroadcastOp = "linalg.broadcast", "Broadcasts the input into added dimensions";
    operands { input: one TENSOR_OR_MEMREF, init: one TENSOR_OR_MEMREF }
    results { result: many ANY_TENSOR }
    attrs { dimensions: required DenseI64ArrayAttr }
    regions { region: sized implicit "linalg.yield" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
}
