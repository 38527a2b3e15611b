//! The declarations of the structured ops with their own syntax (`linalg.generic`,
//! `transpose`, `broadcast`, `map`, `reduce`): operands, results, properties and region as
//! `LinalgStructuredOps.td` declares them. Their custom forms stay hand-written (registered in
//! the parent module), the spec gives the structural checks, typed views and builders.

use super::attrs::{enum_attr, enum_case};
use super::canonicalize::{
    fold_transpose, simplify_broadcast, simplify_generic, simplify_structured, simplify_transpose,
};
use super::named::fold::fold_memref_casts;
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
    fold fold_memref_casts;
    canonicalize [simplify_generic];
}

declare_op! {
    /// `linalg.map { arith.negf } ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)`
    pub struct MapOp = "linalg.map", "Applies a scalar function elementwise";
    operands { inputs: many TENSOR_OR_MEMREF, init: one TENSOR_OR_MEMREF }
    results { result: many ANY_TENSOR }
    regions { mapper: sized implicit "linalg.yield" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
    canonicalize [simplify_structured];
}

declare_op! {
    /// `linalg.reduce { arith.addf } ins(%a : tensor<4xf32>) outs(%e : tensor<f32>) dimensions = [0]`
    pub struct ReduceOp = "linalg.reduce", "Reduces the input along dimensions";
    operands { inputs: many TENSOR_OR_MEMREF, inits: many TENSOR_OR_MEMREF }
    results { result: many ANY_TENSOR }
    attrs { dimensions: required StrictlySortedI64ArrayAttr }
    regions { combiner: sized implicit "linalg.yield" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK, SAME_VARIADIC_OPERAND_SIZE];
    canonicalize [simplify_structured];
}

declare_op! {
    /// `linalg.transpose ins(%a : tensor<2x4xf32>) outs(%b : tensor<4x2xf32>) permutation = [1, 0]`
    pub struct TransposeOp = "linalg.transpose", "Permutes the dimensions of the input";
    operands { input: one TENSOR_OR_MEMREF, init: one TENSOR_OR_MEMREF }
    results { result: many ANY_TENSOR }
    attrs { permutation: required DenseI64ArrayAttr }
    regions { region: sized implicit "linalg.yield" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
    fold fold_transpose;
    canonicalize [simplify_transpose];
}

declare_op! {
    /// `linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x8xf32>) dimensions = [1]`
    pub struct BroadcastOp = "linalg.broadcast", "Broadcasts the input into added dimensions";
    operands { input: one TENSOR_OR_MEMREF, init: one TENSOR_OR_MEMREF }
    results { result: many ANY_TENSOR }
    attrs { dimensions: required DenseI64ArrayAttr }
    regions { region: sized implicit "linalg.yield" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
    canonicalize [simplify_broadcast];
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::linalg::structured::StructuredOp;
    use tile_ir::builder::OpBuilder;
    use tile_ir::parser::parse_str;
    use tile_ir::printer::{PrintOptions, print_op};

    fn parse(text: &str) -> (Context, tile_ir::OpId) {
        let mut ctx = Context::new(crate::registry());
        let m = parse_str(&mut ctx, "t.mlir", text).unwrap_or_else(|d| panic!("{}", d.message));
        (ctx, m)
    }

    fn find<T>(
        ctx: &Context,
        m: tile_ir::OpId,
        cast: impl Fn(&Context, tile_ir::OpId) -> Option<T>,
    ) -> T {
        ctx.walk_collect(m)
            .into_iter()
            .find_map(|o| cast(ctx, o))
            .unwrap_or_else(|| panic!("no such op"))
    }

    #[test]
    fn generic_view_reads_the_trait_and_operand_groups() {
        let (ctx, m) = parse(
            "#id = affine_map<(d0) -> (d0)>\n\
             func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {\n\
             %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = [\"parallel\"], library_call = \"lc\"}\n\
                 ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) {\n\
             ^bb0(%x: f32, %y: f32, %z: f32):\n  linalg.yield %x : f32\n} -> tensor<4xf32>\n\
             return %0 : tensor<4xf32>\n}\n",
        );
        let g = find(&ctx, m, GenericOp::cast);
        assert_eq!((g.inputs(&ctx).len(), g.outputs(&ctx).len()), (2, 1));
        assert_eq!(g.result_tensors(&ctx).len(), 1);
        assert_eq!(g.indexing_maps(&ctx).len(), 3);
        assert_eq!(g.iterator_types(&ctx), vec![IteratorType::Parallel]);
        assert_eq!(g.library_call(&ctx).as_deref(), Some("lc"));
        assert_eq!(g.doc(&ctx), None);
        let region = g.region(&ctx);
        assert_eq!(ctx.region(region).blocks.len(), 1);
        let (ins, outs) = StructuredOp(g.op()).operands(&ctx);
        assert_eq!(
            (ins.as_slice(), outs.as_slice()),
            (g.inputs(&ctx), g.outputs(&ctx))
        );
    }

    #[test]
    fn reduce_groups_share_the_operands_without_segments() {
        let (ctx, m) = parse(
            "func.func @f(%a: tensor<4x8xf32>, %e: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {\n\
             %0:2 = linalg.reduce ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e, %e : tensor<4xf32>, tensor<4xf32>) dimensions = [1]\n\
               (%x: f32, %y: f32, %p: f32, %q: f32) {\n  linalg.yield %x, %y : f32, f32\n}\n\
             return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>\n}\n",
        );
        let r = find(&ctx, m, ReduceOp::cast);
        assert_eq!((r.inputs(&ctx).len(), r.inits(&ctx).len()), (2, 2));
        assert_eq!(r.dimensions(&ctx), vec![1]);
        assert!(
            ctx.op_attr(r.op(), tile_ir::ods::OPERAND_SEGMENT_SIZES)
                .is_none()
        );
        let s = StructuredOp(r.op());
        assert_eq!(
            s.iterator_types(&ctx),
            Some(vec![IteratorType::Parallel, IteratorType::Reduction])
        );
    }

    #[test]
    fn builders_set_every_property_and_verify() {
        let (mut ctx, m) = parse(
            "func.func @f(%a: tensor<2x4xf32>, %b: tensor<4x2xf32>) -> tensor<4x2xf32> {\n\
             return %b : tensor<4x2xf32>\n}\n",
        );
        let ret = find(&ctx, m, |c, o| {
            (c.op_name_of(o) == "func.return").then_some(o)
        });
        let func = find(&ctx, m, |c, o| {
            (c.op_name_of(o) == "func.func").then_some(o)
        });
        let entry = ctx
            .op(func)
            .regions()
            .first()
            .and_then(|&r| ctx.entry_block(r));
        let args = entry
            .map(|b| ctx.block(b).args.to_vec())
            .unwrap_or_default();
        let [a, b] = args[..] else {
            panic!("expected two arguments")
        };
        let mut builder = OpBuilder::before(ret);
        let loc = ctx.op(ret).loc;
        let t = crate::linalg::build_transpose(&mut builder, &mut ctx, loc, a, b, &[1, 0]);
        let view = TransposeOp::cast(&ctx, t).unwrap_or_else(|| panic!("not a transpose"));
        assert_eq!(view.permutation(&ctx), vec![1, 0]);
        assert!(tile_ir::verifier::verify(&ctx, m).is_empty());
        let text = print_op(&ctx, m, &PrintOptions::default());
        assert!(
            text.contains("%transposed = linalg.transpose ins(%arg0 : tensor<2x4xf32>) outs(%arg1 : tensor<4x2xf32>) permutation = [1, 0] \n"),
            "{text}"
        );
    }
}
