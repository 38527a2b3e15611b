//! The upstream MLIR context and the conversions between our IR and melior's.

use crate::diag::{Captured, Collector};
use crate::jit::Jit;
use melior::dialect::DialectRegistry;
use melior::ir::Module;
use melior::ir::operation::{OperationLike, OperationPrintingFlags, WalkOrder, WalkResult};
use melior::pass::PassManager;
use melior::utility::{
    parse_pass_pipeline, register_all_dialects, register_all_llvm_translations, register_all_passes,
};
use tile_ir::diagnostic::{Diagnostic, Severity};
use tile_ir::location::Loc;
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, OpId};

/// The name under which the text handed to MLIR is kept in our source manager, so that
/// MLIR's parse errors (which point into that text) render with the offending line.
const IMPORT_BUFFER: &str = "<tile-opt output read by MLIR>";
/// The name under which MLIR's printed output is parsed back.
const EXPORT_BUFFER: &str = "<MLIR output>";

/// An upstream MLIR 22 context with every dialect, pass and LLVM translation registered,
/// and unregistered dialects allowed (tile-opt's own `tile` dialect reaches MLIR in generic
/// form). Not `Send`: create one per thread.
pub struct Upstream {
    context: melior::Context,
}

impl Default for Upstream {
    fn default() -> Self {
        Self::new()
    }
}

impl Upstream {
    /// A fresh context (a few tens of milliseconds: every upstream dialect is loaded).
    pub fn new() -> Self {
        let registry = DialectRegistry::new();
        register_all_dialects(&registry);
        let context = melior::Context::new();
        context.append_dialect_registry(&registry);
        context.load_all_available_dialects();
        context.set_allow_unregistered_dialects(true);
        register_all_llvm_translations(&context);
        register_all_passes();
        Upstream { context }
    }

    /// The melior context, for anything this bridge does not wrap.
    pub fn context(&self) -> &melior::Context {
        &self.context
    }

    /// Converts our `module` (any op; usually a `builtin.module`) to an MLIR module: prints
    /// it in generic form with locations and parses that with MLIR, which verifies it. MLIR's
    /// errors come back as our diagnostics, located in the original source.
    pub fn import<'u>(
        &'u self,
        ctx: &mut Context,
        module: OpId,
    ) -> Result<Module<'u>, Vec<Diagnostic>> {
        let text = print_op(
            ctx,
            module,
            &PrintOptions {
                generic: true,
                debug_info: true,
                local_scope: false,
                elide_elements_if_larger: None,
            },
        );
        self.parse(ctx, &text)
    }

    /// Parses MLIR text with MLIR (and verifies it). Errors pointing into `text` itself are
    /// located in a copy of it added to `ctx`'s sources.
    pub fn parse<'u>(
        &'u self,
        ctx: &mut Context,
        text: &str,
    ) -> Result<Module<'u>, Vec<Diagnostic>> {
        if text.contains('\0') {
            return Err(vec![Diagnostic::error(
                Loc::Unknown,
                "MLIR text with a NUL byte cannot be handed to MLIR",
            )]);
        }
        let collector = Collector::attach(&self.context);
        let module = Module::parse(&self.context, text);
        let captured = collector.take();
        drop(collector);
        match module {
            Some(m) => Ok(m),
            None => {
                let mut diags = self.convert_imported(ctx, text, &captured);
                ensure_error(&mut diags, "MLIR could not parse the module");
                Err(diags)
            }
        }
    }

    /// Runs MLIR's verifier on `module`.
    pub fn verify(&self, ctx: &mut Context, module: &Module<'_>) -> Result<(), Vec<Diagnostic>> {
        let collector = Collector::attach(&self.context);
        let ok = module.as_operation().verify();
        let captured = collector.take();
        drop(collector);
        if ok {
            Ok(())
        } else {
            let mut diags = convert(ctx, &captured, &|_| None);
            ensure_error(&mut diags, "MLIR's verifier rejected the module");
            Err(diags)
        }
    }

    /// MLIR's own print of `module` (custom forms unless `generic`), without locations:
    /// what `mlir-opt-22` prints for it.
    pub fn print(&self, module: &Module<'_>, generic: bool) -> Result<String, Diagnostic> {
        let mut flags = OperationPrintingFlags::new();
        if generic {
            flags = flags.print_generic_operation_form();
        }
        module
            .as_operation()
            .to_string_with_flags(flags)
            .map_err(|e| Diagnostic::error(Loc::Unknown, format!("MLIR could not print: {e}")))
    }

    /// The names of the ops in `module` that MLIR does not register (tile-opt's own dialects,
    /// kept as unregistered ops in generic form), sorted, each once.
    pub fn unregistered_ops(&self, module: &Module<'_>) -> Vec<String> {
        let mut names = std::collections::BTreeSet::new();
        module.as_operation().walk(WalkOrder::PreOrder, |op| {
            if let Ok(name) = op.name().as_string_ref().as_str()
                && !self.context.is_registered_operation(name)
            {
                names.insert(name.to_string());
            }
            WalkResult::Advance
        });
        names.into_iter().collect()
    }

    /// Converts an MLIR module back to ours: MLIR prints it in generic form (so ops of
    /// dialects tile-opt does not register, `llvm` for example, still read) with locations and
    /// attributes inline, and our parser reads that into `ctx`. Returns the new detached
    /// `builtin.module`; its ops keep the locations of the original source.
    pub fn export(&self, ctx: &mut Context, module: &Module<'_>) -> Result<OpId, Vec<Diagnostic>> {
        // Local scope prints attributes and locations inline: MLIR's location aliases are
        // defined at the end of the text, after their uses, which our parser does not read.
        let flags = OperationPrintingFlags::new()
            .enable_debug_info(true, false)
            .print_generic_operation_form()
            .use_local_scope();
        let text = module
            .as_operation()
            .to_string_with_flags(flags)
            .map_err(|e| {
                vec![Diagnostic::error(
                    Loc::Unknown,
                    format!("MLIR could not print: {e}"),
                )]
            })?;
        // A local-scope print has no resource section; the blobs `dense_resource`s name
        // come from the default print, which ends with it.
        let mut text = text;
        if text.contains("dense_resource<") {
            let full = module
                .as_operation()
                .to_string_with_flags(OperationPrintingFlags::new())
                .unwrap_or_default();
            if let Some(at) = full.rfind("\n{-#") {
                text.push_str(&full[at..]);
            }
        }
        tile_ir::parser::parse_str(ctx, EXPORT_BUFFER, &text).map_err(|d| {
            vec![Diagnostic {
                message: format!("tile-opt cannot read MLIR's output: {}", d.message),
                ..d
            }]
        })
    }

    /// Runs an upstream pass pipeline on `module`, MLIR's verifier after each pass. The text
    /// is MLIR's pipeline syntax, with or without the `builtin.module(...)` anchor:
    /// `sparsifier{enable-runtime-library=true}`, `canonicalize,cse`.
    pub fn run_pipeline(
        &self,
        ctx: &mut Context,
        module: &mut Module<'_>,
        pipeline: &str,
    ) -> Result<(), Vec<Diagnostic>> {
        let pipeline = anchored(pipeline);
        let pm = PassManager::new(&self.context);
        pm.enable_verifier(true);
        if let Err(e) = parse_pass_pipeline(pm.as_operation_pass_manager(), &pipeline) {
            let msg = match e {
                melior::Error::ParsePassPipeline(m) => m,
                other => other.to_string(),
            };
            return Err(vec![Diagnostic::error(
                Loc::Unknown,
                format!(
                    "invalid MLIR pass pipeline '{pipeline}': {}",
                    msg.trim_end()
                ),
            )]);
        }
        let collector = Collector::attach(&self.context);
        let result = pm.run(module);
        let captured = collector.take();
        drop(collector);
        match result {
            Ok(()) => Ok(()),
            Err(_) => {
                let mut diags = convert(ctx, &captured, &|_| None);
                ensure_error(&mut diags, &format!("MLIR pipeline '{pipeline}' failed"));
                Err(diags)
            }
        }
    }

    /// Compiles `module` (LLVM dialect only: lower it first, e.g. with the `sparsifier`
    /// pipeline) with MLIR's `ExecutionEngine` at LLVM optimization level `opt_level`
    /// (0 to 3), loading `shared_libs` (see [`crate::runner_libraries`]) for the symbols it
    /// calls.
    pub fn jit<'u>(
        &'u self,
        ctx: &mut Context,
        module: &Module<'u>,
        opt_level: usize,
        shared_libs: &[String],
    ) -> Result<Jit<'u>, Vec<Diagnostic>> {
        let collector = Collector::attach(&self.context);
        let jit = Jit::new(module, opt_level, shared_libs);
        let captured = collector.take();
        drop(collector);
        jit.map_err(|d| {
            let mut diags = convert(ctx, &captured, &|_| None);
            diags.insert(0, d);
            diags
        })
    }

    fn convert_imported(
        &self,
        ctx: &mut Context,
        text: &str,
        captured: &[Captured],
    ) -> Vec<Diagnostic> {
        // MLIR names a buffer parsed from a string "" (or "-"): that is the text this bridge
        // printed. Keep a copy under a name new to `ctx` so the errors show the offending
        // line.
        let mut name = IMPORT_BUFFER.to_string();
        let mut n = 1;
        while ctx.sources().find(&name).is_some() {
            n += 1;
            name = format!("{IMPORT_BUFFER} #{n}");
        }
        ctx.sources_mut().add(name.clone(), text);
        convert(ctx, captured, &|f| {
            (f.is_empty() || f == "-").then(|| name.clone())
        })
    }
}

fn convert(
    ctx: &mut Context,
    captured: &[Captured],
    rename: &dyn Fn(&str) -> Option<String>,
) -> Vec<Diagnostic> {
    captured
        .iter()
        .map(|c| c.to_diagnostic(ctx, rename))
        .collect()
}

/// Makes sure a failure reports at least one error.
fn ensure_error(diags: &mut Vec<Diagnostic>, fallback: &str) {
    if !diags.iter().any(|d| d.severity == Severity::Error) {
        diags.push(Diagnostic::error(Loc::Unknown, fallback));
    }
}

/// `builtin.module(text)` unless `text` already names its anchor.
fn anchored(pipeline: &str) -> String {
    let p = pipeline.trim();
    if p.starts_with("builtin.module(") {
        p.to_string()
    } else {
        format!("builtin.module({p})")
    }
}
