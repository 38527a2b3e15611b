//! `linalg-generalize-named-ops`: rewrites every structured op other than `linalg.generic`
//! into the `linalg.generic` it stands for — the maps and iterator types of the `LinalgOp`
//! interface and the op's own body — with MLIR's greedy driver (so constants of the bodies
//! fold and hoist as `mlir-opt` does).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use tile_dialects::linalg::build::generic_state;
use tile_dialects::linalg::structured::StructuredOp;
use tile_dialects::tensor::util::element_type_or_self;
use tile_ir::pass::rewrite::{
    GreedyConfig, PatternSet, RewritePattern, Rewriter, apply_patterns_greedily,
};
use tile_ir::pass::{Pass, PassDef, PassOptions, PassResult};
use tile_ir::{Context, Diagnostic, OpId};

/// The generalization pass.
#[derive(Debug, Clone, Default)]
pub struct LinalgGeneralize;

/// Rewrites one named structured op into `linalg.generic`.
struct GeneralizeNamed;

impl RewritePattern for GeneralizeNamed {
    fn label(&self) -> &str {
        "LinalgGeneralizationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        let ctx = rewriter.ctx();
        if ctx.op_name_of(op) == "linalg.generic" {
            return false;
        }
        let Some(view) = StructuredOp::cast(ctx, op) else {
            return false;
        };
        let (Some(maps), Some(iterators)) = (view.indexing_maps(ctx), view.iterator_types(ctx))
        else {
            return false;
        };
        let (ins, outs) = view.operands(ctx);
        let loc = ctx.op(op).loc;
        let ctx = rewriter.ctx_mut();
        let mut st = generic_state(ctx, loc, (&ins, &outs), maps, &iterators);
        st.regions = ctx.op_mut(op).take_regions();
        // linalg.map's body reads only the inputs: the generic one takes the outputs too.
        if let Some(block) = st.regions.first().and_then(|&r| ctx.entry_block(r)) {
            for &o in &outs {
                if ctx.block(block).args.len() >= ins.len() + outs.len() {
                    break;
                }
                let elem = element_type_or_self(ctx, ctx.value_type(o));
                ctx.add_block_arg(block, elem, tile_ir::Loc::Unknown);
            }
        }
        rewriter.replace_op_with_new(op, st);
        true
    }
}

impl Pass for LinalgGeneralize {
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<PassResult, Diagnostic> {
        let mut patterns = PatternSet::new();
        patterns.add(Box::new(GeneralizeNamed));
        let outcome = apply_patterns_greedily(ctx, op, &patterns, &GreedyConfig::default());
        // A constant whose last user folded away late stays behind in one run of the
        // driver; MLIR's run erases it, so a pattern-free run finishes the cleanup.
        let cleanup =
            apply_patterns_greedily(ctx, op, &PatternSet::new(), &GreedyConfig::default());
        Ok(PassResult::changed(outcome.changed || cleanup.changed))
    }
}

impl PassDef for LinalgGeneralize {
    const ARGUMENT: &'static str = "linalg-generalize-named-ops";
    const NAME: &'static str = "LinalgGeneralizeNamedOpsPass";
    const SUMMARY: &'static str = "Convert named ops into generic ops";
    const EXAMPLE: Option<(&'static str, &'static str)> = Some((
        "builtin.module(linalg-generalize-named-ops)",
        r#"func.func @conv(%in: tensor<1x6x6x1xf32>, %k: tensor<3x3x1x4xf32>, %out: tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>}
         ins(%in, %k : tensor<1x6x6x1xf32>, tensor<3x3x1x4xf32>)
         outs(%out : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  return %0 : tensor<1x2x2x4xf32>
}"#,
    ));
    const DESCRIPTION: &'static str = "Rewrites every named structured op (matmul, convolutions, \
poolings, elementwise ops, fill, copy, transpose, broadcast, map, reduce, ...) into the \
linalg.generic with its indexing maps, iterator types and body.";

    fn options() -> Vec<tile_ir::pass::OptionDecl> {
        Vec::new()
    }

    fn create(_: &PassOptions) -> Result<Self, Diagnostic> {
        Ok(LinalgGeneralize)
    }
}
