//! `canonicalize`: folds ops through their `fold` hooks, removes dead side-effect-free ops,
//! uniques constants and hoists them to the entry of the enclosing isolated region, and
//! applies canonicalization patterns, with MLIR's greedy driver and options.
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use tile_ir::dialect::CanonicalizeFn;
use tile_ir::pass::rewrite::{
    GreedyConfig, PatternSet, RegionSimplify, RewritePattern, Rewriter, apply_patterns_greedily,
};
use tile_ir::pass::{OptionDecl, Pass, PassDef, PassOptions, PassResult};
use tile_ir::{Context, Diagnostic, OpId};

/// The canonicalizer pass.
#[derive(Debug, Clone)]
pub struct Canonicalize {
    config: GreedyConfig,
    test_convergence: bool,
    enable: Vec<String>,
    disable: Vec<String>,
}

impl Canonicalize {
    /// The patterns the canonicalizer applies besides folding: each registered op's
    /// canonicalization patterns as one pattern labelled by the op's name, filtered by
    /// `enable-patterns` / `disable-patterns`.
    fn patterns(&self, ctx: &Context) -> PatternSet {
        let mut set = PatternSet::new();
        for def in ctx.registry().ops() {
            if !def.canonicalize.is_empty() {
                let fs = def.canonicalize;
                set.add(Box::new(OpPattern { name: def.name, fs }));
            }
        }
        set.filter_labels(&self.enable, &self.disable);
        set
    }
}

/// An op's registered canonicalization patterns, as one rewrite pattern rooted at the op
/// that tries them in order until one rewrites.
struct OpPattern {
    name: &'static str,
    fs: &'static [CanonicalizeFn],
}

impl RewritePattern for OpPattern {
    fn root(&self) -> Option<&str> {
        Some(self.name)
    }
    fn label(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        self.fs.iter().any(|f| f(op, rewriter).is_some())
    }
}

impl Pass for Canonicalize {
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<PassResult, Diagnostic> {
        let patterns = self.patterns(ctx);
        let outcome = apply_patterns_greedily(ctx, op, &patterns, &self.config);
        if self.test_convergence && !outcome.converged {
            return Err(ctx.op_error(
                op,
                format!(
                    "canonicalizer failed to converge within {} iterations",
                    self.config.max_iterations
                ),
            ));
        }
        Ok(PassResult::changed(outcome.changed))
    }
}

impl PassDef for Canonicalize {
    const ARGUMENT: &'static str = "canonicalize";
    const NAME: &'static str = "Canonicalizer";
    const SUMMARY: &'static str = "Canonicalize operations";
    const EXAMPLE: Option<(&'static str, &'static str)> = Some((
        "builtin.module(canonicalize)",
        r#"func.func @fold(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c2, %c3 : i32
  %1 = arith.muli %a, %0 : i32
  %2 = arith.addi %1, %0 : i32
  return %2 : i32
}"#,
    ));
    const DESCRIPTION: &'static str = "This pass performs various types of canonicalizations over a set of operations by iteratively \
applying the canonicalization patterns of all loaded dialects until either a fixpoint is reached or the maximum number of \
iterations/rewrites is exhausted. Canonicalization is best-effort and does not guarantee that the entire IR is in a canonical \
form after running this pass.";

    fn options() -> Vec<OptionDecl> {
        vec![
            OptionDecl::bool(
                "top-down",
                "Seed the worklist in general top-down order",
                true,
            ),
            OptionDecl::enumeration(
                "region-simplify",
                "Perform control flow optimizations to the region tree",
                &[
                    ("disabled", "Don't run any control-flow simplification."),
                    (
                        "normal",
                        "Perform simple control-flow simplifications (e.g. dead args elimination).",
                    ),
                    (
                        "aggressive",
                        "Perform aggressive control-flow simplification (e.g. block merging).",
                    ),
                ],
                "normal",
            ),
            OptionDecl::int(
                "max-iterations",
                "Max. iterations between applying patterns / simplifying regions",
                10,
            ),
            OptionDecl::int(
                "max-num-rewrites",
                "Max. number of pattern rewrites within an iteration",
                -1,
            ),
            OptionDecl::bool(
                "test-convergence",
                "Test only: Fail pass on non-convergence to detect cyclic pattern",
                false,
            ),
            OptionDecl::string_list(
                "disable-patterns",
                "Labels of patterns that should be filtered out during application",
            ),
            OptionDecl::string_list(
                "enable-patterns",
                "Labels of patterns that should be used during application, all other patterns are filtered out",
            ),
        ]
    }

    fn create(o: &PassOptions) -> Result<Self, Diagnostic> {
        let region_simplify = match o.get_str("region-simplify") {
            "disabled" => RegionSimplify::Disabled,
            "aggressive" => RegionSimplify::Aggressive,
            _ => RegionSimplify::Normal,
        };
        let clamp = |v: i128| v.clamp(i64::MIN as i128, i64::MAX as i128) as i64;
        Ok(Canonicalize {
            config: GreedyConfig {
                top_down: o.get_bool("top-down"),
                max_iterations: clamp(o.get_int("max-iterations")),
                max_num_rewrites: clamp(o.get_int("max-num-rewrites")),
                region_simplify,
                fold: true,
                cse_constants: true,
            },
            test_convergence: o.get_bool("test-convergence"),
            enable: o.get_string_list("enable-patterns"),
            disable: o.get_string_list("disable-patterns"),
        })
    }
}
