//! The pass registry: every pass and named pipeline a tool knows, each with a factory taking
//! parsed options. It feeds the pipeline parser, `--help`, `--list-passes` and generated docs.

use super::manager::OpPassManager;
use super::options::{OptionDecl, OptionError, PassOptions};
use super::{Pass, PassDef};
use crate::diagnostic::Diagnostic;
use std::collections::BTreeMap;
use std::sync::Arc;

/// Builds a pass instance from parsed options.
pub type PassFactory = Arc<dyn Fn(&PassOptions) -> Result<Box<dyn Pass>, Diagnostic> + Send + Sync>;

/// Adds a named pipeline's passes to a pass manager, given its parsed options.
pub type PipelineBuilder = Arc<
    dyn Fn(&mut OpPassManager, &PassOptions, &PassRegistry) -> Result<(), String> + Send + Sync,
>;

/// A registered pass: its static description and factory.
#[derive(Clone)]
pub struct PassInfo {
    /// The command-line and pipeline name (`cse`).
    pub argument: String,
    /// The display name in IR dumps and timing (`CSE`).
    pub name: String,
    /// One-line summary.
    pub summary: String,
    /// Longer description.
    pub description: String,
    /// Example: the pipeline text that runs the pass and a module it rewrites.
    pub example: Option<(String, String)>,
    /// The op name the pass runs on, `None` for any op.
    pub anchor: Option<String>,
    /// Option declarations (with defaults).
    pub options: Vec<OptionDecl>,
    /// Builds an instance.
    pub factory: PassFactory,
}

impl std::fmt::Debug for PassInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassInfo")
            .field("argument", &self.argument)
            .field("anchor", &self.anchor)
            .finish_non_exhaustive()
    }
}

impl PassInfo {
    /// The description of pass type `P`.
    pub fn of<P: PassDef>() -> Self {
        PassInfo {
            argument: P::ARGUMENT.to_string(),
            name: P::NAME.to_string(),
            summary: P::SUMMARY.to_string(),
            description: P::DESCRIPTION.to_string(),
            example: P::EXAMPLE.map(|(p, m)| (p.to_string(), m.to_string())),
            anchor: P::ANCHOR.map(str::to_string),
            options: P::options(),
            factory: Arc::new(|o: &PassOptions| P::create(o).map(|p| Box::new(p) as Box<dyn Pass>)),
        }
    }

    /// Builds an instance from an option string (`max-iterations=3 top-down=false`).
    pub fn instantiate(self: &Arc<Self>, options: &str) -> Result<PassInstance, InstantiateError> {
        let opts = PassOptions::parse(&self.options, options).map_err(InstantiateError::Options)?;
        self.instantiate_with(opts)
            .map_err(InstantiateError::Create)
    }

    /// Builds an instance from already parsed options.
    pub fn instantiate_with(
        self: &Arc<Self>,
        options: PassOptions,
    ) -> Result<PassInstance, Diagnostic> {
        let pass = (self.factory)(&options)?;
        Ok(PassInstance {
            info: Arc::clone(self),
            options,
            pass,
        })
    }
}

/// Why a pass could not be instantiated.
#[derive(Debug)]
pub enum InstantiateError {
    /// The option string was rejected.
    Options(OptionError),
    /// The factory refused the options.
    Create(Diagnostic),
}

/// A registered named pipeline (`sparsifier`): options plus a builder.
#[derive(Clone)]
pub struct PipelineInfo {
    /// Its name in pipelines and on the command line.
    pub argument: String,
    /// One-line summary.
    pub summary: String,
    /// Longer description.
    pub description: String,
    /// Option declarations.
    pub options: Vec<OptionDecl>,
    /// Adds its passes to a pass manager.
    pub builder: PipelineBuilder,
}

impl std::fmt::Debug for PipelineInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PipelineInfo")
            .field("argument", &self.argument)
            .finish_non_exhaustive()
    }
}

impl PipelineInfo {
    /// A named pipeline that expands to fixed pipeline text without the anchor, e.g.
    /// `PipelineInfo::from_text("my-pipeline", "Cleans up", "func.func(cse),canonicalize")`.
    pub fn from_text(
        argument: impl Into<String>,
        summary: impl Into<String>,
        text: impl Into<String>,
    ) -> Self {
        let text: String = text.into();
        PipelineInfo {
            argument: argument.into(),
            summary: summary.into(),
            description: String::new(),
            options: Vec::new(),
            builder: Arc::new(
                move |pm: &mut OpPassManager, _: &PassOptions, reg: &PassRegistry| {
                    super::pipeline::parse_pipeline_into(reg, &text, pm)
                        .map_err(|e| e.diagnostic.message)
                },
            ),
        }
    }
}

/// A pass instance with its description and option values, as held by a pass manager.
pub struct PassInstance {
    /// The registered description.
    pub info: Arc<PassInfo>,
    /// The option values it was built with.
    pub options: PassOptions,
    /// The pass.
    pub pass: Box<dyn Pass>,
}

impl std::fmt::Debug for PassInstance {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.info.argument, self.options.print())
    }
}

impl PassInstance {
    /// An instance of pass type `P` with default options.
    pub fn of<P: PassDef>() -> Result<Self, Diagnostic> {
        Arc::new(PassInfo::of::<P>()).instantiate_with(PassOptions::new(&P::options()))
    }
    /// The argument and options as printed in a pipeline (`canonicalize{...}`).
    pub fn pipeline_text(&self) -> String {
        format!("{}{}", self.info.argument, self.options.print())
    }
}

/// Every pass and named pipeline a tool knows, sorted by argument.
#[derive(Clone, Default, Debug)]
pub struct PassRegistry {
    passes: BTreeMap<String, Arc<PassInfo>>,
    pipelines: BTreeMap<String, Arc<PipelineInfo>>,
}

impl PassRegistry {
    /// Registers pass type `P` (replacing any pass with the same argument).
    pub fn register<P: PassDef>(&mut self) {
        self.register_info(PassInfo::of::<P>());
    }
    /// Registers a pass described at run time.
    pub fn register_info(&mut self, info: PassInfo) {
        self.passes.insert(info.argument.clone(), Arc::new(info));
    }
    /// Registers a named pipeline.
    pub fn register_pipeline(&mut self, info: PipelineInfo) {
        self.pipelines.insert(info.argument.clone(), Arc::new(info));
    }
    /// The pass with argument `arg`.
    pub fn pass(&self, arg: &str) -> Option<&Arc<PassInfo>> {
        self.passes.get(arg)
    }
    /// The named pipeline `arg`.
    pub fn pipeline(&self, arg: &str) -> Option<&Arc<PipelineInfo>> {
        self.pipelines.get(arg)
    }
    /// Every pass, sorted by argument.
    pub fn passes(&self) -> impl Iterator<Item = &Arc<PassInfo>> {
        self.passes.values()
    }
    /// Every named pipeline, sorted by argument.
    pub fn pipelines(&self) -> impl Iterator<Item = &Arc<PipelineInfo>> {
        self.pipelines.values()
    }

    /// Markdown reference of every pass and pipeline (argument, summary, anchor, description,
    /// options with their types and defaults), in the style of MLIR's generated pass docs.
    pub fn markdown_docs(&self) -> String {
        self.markdown_docs_with(|_| None)
    }

    /// [`markdown_docs`](Self::markdown_docs), with each pass's example followed by
    /// `run(pass)`'s text (the example's output, rendered by a caller that has the
    /// dialects to parse it).
    pub fn markdown_docs_with(&self, run: impl Fn(&PassInfo) -> Option<String>) -> String {
        let mut out = String::from("# Passes\n");
        for p in self.passes() {
            out.push_str(&format!("\n### `-{}`\n\n_{}_\n\n", p.argument, p.summary));
            if let Some(a) = &p.anchor {
                out.push_str(&format!("Runs on `{a}` ops.\n\n"));
            }
            if !p.description.is_empty() {
                out.push_str(&p.description);
                out.push_str("\n\n");
            }
            options_doc(&mut out, &p.options);
            if let Some((pipeline, module)) = &p.example {
                out.push_str(&format!(
                    "\n#### Example\n\n```mlir\n{}\n```\n",
                    module.trim()
                ));
                if let Some(after) = run(p) {
                    out.push_str(&format!(
                        "\n`--pass-pipeline='{pipeline}'` gives:\n\n```mlir\n{}\n```\n",
                        after.trim_end()
                    ));
                }
            }
        }
        if self.pipelines.is_empty() {
            return out;
        }
        out.push_str("\n# Pass pipelines\n");
        for p in self.pipelines() {
            out.push_str(&format!("\n### `-{}`\n\n_{}_\n\n", p.argument, p.summary));
            if !p.description.is_empty() {
                out.push_str(&p.description);
                out.push_str("\n\n");
            }
            options_doc(&mut out, &p.options);
        }
        out
    }
}

fn options_doc(out: &mut String, options: &[OptionDecl]) {
    if options.is_empty() {
        return;
    }
    let defaults = PassOptions::new(options).print();
    out.push_str("#### Options\n\n```\n");
    let mut sorted: Vec<&OptionDecl> = options.iter().collect();
    sorted.sort_by(|a, b| a.name.cmp(&b.name));
    for o in sorted {
        let ty = match o.kind.value_name() {
            "" => "bool",
            v => v.trim_start_matches('<').trim_end_matches('>'),
        };
        out.push_str(&format!("-{} : {} ({ty})\n", o.name, o.description));
    }
    out.push_str(&format!("```\n\nDefaults: `{defaults}`\n"));
}
