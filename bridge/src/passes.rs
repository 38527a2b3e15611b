//! Upstream MLIR as steps of a tile-opt pipeline: `mlir-pipeline` and `mlir-verify`.

use crate::Upstream;
use tile_ir::diagnostic::{Diagnostic, Severity};
use tile_ir::pass::{OptionDecl, Pass, PassDef, PassOptions, PassRegistry, PassResult};
use tile_ir::{Context, OpId};

/// Registers [`MlirPipeline`] and [`MlirVerify`] into `r`.
pub fn register_passes(r: &mut PassRegistry) {
    r.register::<MlirPipeline>();
    r.register::<MlirVerify>();
}

/// One diagnostic out of several: the first error, the others attached as notes.
fn fold(mut diags: Vec<Diagnostic>) -> Diagnostic {
    let first = diags
        .iter()
        .position(|d| d.severity == Severity::Error)
        .unwrap_or(0);
    if diags.is_empty() {
        return Diagnostic::error(tile_ir::Loc::Unknown, "upstream MLIR failed");
    }
    let mut main = diags.remove(first);
    for mut d in diags {
        d.message = format!("{}: {}", d.severity.as_str(), d.message);
        d.severity = Severity::Note;
        let nested = std::mem::take(&mut d.notes);
        main.notes.push(d);
        main.notes.extend(nested);
    }
    main
}

/// Replaces the body, properties and attributes of module `dst` by those of the detached
/// module `src`, then drops `src` (with `dst`'s old body).
fn replace_module(ctx: &mut Context, dst: OpId, src: OpId) {
    let new_regions = ctx.op_mut(src).take_regions();
    let old_regions = ctx.op_mut(dst).take_regions();
    ctx.op_mut(dst).set_regions(new_regions.clone());
    for &r in new_regions.iter() {
        ctx.region_mut(r).parent = Some(dst);
    }
    for &r in old_regions.iter() {
        ctx.region_mut(r).parent = Some(src);
    }
    ctx.op_mut(src).set_regions(old_regions);
    let (props, attrs) = (ctx.op(src).properties, ctx.op(src).attributes);
    ctx.op_mut(dst).properties = props;
    ctx.op_mut(dst).attributes = attrs;
    ctx.erase_op(src);
}

/// `mlir-pipeline{pipeline="..."}`: runs an upstream MLIR 22 pass pipeline on the module,
/// in process. The module goes to MLIR as text (generic form, with locations), MLIR's
/// verifier checks it, the pipeline runs, and MLIR's output (generic form) replaces the
/// module. Ops of dialects tile-opt does not register (`llvm` after a lowering) are kept in
/// generic form.
pub struct MlirPipeline {
    pipeline: String,
}

impl Pass for MlirPipeline {
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<PassResult, Diagnostic> {
        let up = Upstream::new();
        let mut module = up.import(ctx, op).map_err(fold)?;
        if !self.pipeline.trim().is_empty() {
            up.run_pipeline(ctx, &mut module, &self.pipeline)
                .map_err(fold)?;
        }
        let new = up.export(ctx, &module).map_err(fold)?;
        replace_module(ctx, op, new);
        Ok(PassResult::changed(true))
    }
}

impl PassDef for MlirPipeline {
    const ARGUMENT: &'static str = "mlir-pipeline";
    const NAME: &'static str = "MlirPipeline";
    const SUMMARY: &'static str =
        "Run an upstream MLIR 22 pass pipeline on the module (in process, through melior)";
    const DESCRIPTION: &'static str = "Hands the module to upstream MLIR 22 (linked in \
        with the `mlir` cargo feature), which verifies it, runs `pipeline` (MLIR's pipeline \
        syntax, `builtin.module(...)` implied: `sparsifier{enable-runtime-library=true}`, \
        `canonicalize,cse`) and hands the result back. An empty pipeline is a round trip \
        through MLIR. MLIR's errors are reported at the original source locations.";
    const ANCHOR: Option<&'static str> = Some("builtin.module");
    fn options() -> Vec<OptionDecl> {
        vec![OptionDecl::string(
            "pipeline",
            "The upstream pass pipeline, in MLIR's syntax",
            "",
        )]
    }
    fn create(options: &PassOptions) -> Result<Self, Diagnostic> {
        Ok(MlirPipeline {
            pipeline: options.get_str("pipeline").to_string(),
        })
    }
}

/// `mlir-verify`: checks the module with upstream MLIR 22's parser and verifier and fails
/// with MLIR's diagnostics if MLIR rejects it. Leaves the IR untouched.
pub struct MlirVerify;

impl Pass for MlirVerify {
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<PassResult, Diagnostic> {
        let up = Upstream::new();
        let module = up.import(ctx, op).map_err(fold)?;
        up.verify(ctx, &module).map_err(fold)?;
        Ok(PassResult::changed(false))
    }
}

impl PassDef for MlirVerify {
    const ARGUMENT: &'static str = "mlir-verify";
    const NAME: &'static str = "MlirVerify";
    const SUMMARY: &'static str =
        "Check the module with upstream MLIR 22's verifier (in process, through melior)";
    const ANCHOR: Option<&'static str> = Some("builtin.module");
    fn create(_: &PassOptions) -> Result<Self, Diagnostic> {
        Ok(MlirVerify)
    }
}
