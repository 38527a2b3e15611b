//! Op definitions and the dialect registry: what the context knows about each op name.
//!
//! An op tile-opt does not know is still parsed and printed in generic form; registering an
//! [`OpDef`] adds custom syntax, a verifier, traits and folding.

use crate::attributes::Attr;
use crate::context::Context;
use crate::diagnostic::Diagnostic;
use crate::ir::{OpId, OperationState};
use crate::location::Loc;
use crate::parser::Parser;
use crate::printer::OpPrinter;
use crate::types::Type;
use std::collections::HashMap;
use std::sync::Arc;

/// Structural properties of an op (MLIR's traits), checked by the verifier and used by passes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct OpTraits(pub u32);

impl OpTraits {
    /// No traits.
    pub const NONE: OpTraits = OpTraits(0);
    /// Must be the last op of its block.
    pub const TERMINATOR: OpTraits = OpTraits(1);
    /// Its regions' blocks need no terminator (`builtin.module`).
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 1);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 2);
    /// Its regions cannot use values defined outside (`func.func`, `builtin.module`).
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 3);
    /// No side effects: may be removed when unused, and merged by CSE.
    pub const PURE: OpTraits = OpTraits(1 << 4);
    /// Operands may be swapped.
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 5);
    /// Materializes a constant attribute named `value`.
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 6);
    /// Defines a symbol table (its symbols must be unique).
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 7);
    /// Defines a symbol through its `sym_name` attribute.
    pub const SYMBOL: OpTraits = OpTraits(1 << 8);
    /// Returns control to the parent op (`func.return`, `scf.yield`).
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 9);
    /// Its regions are graph regions (no dominance requirement).
    pub const GRAPH_REGION: OpTraits = OpTraits(1 << 10);
    /// Its regions may read values defined above but the op itself has no other effects:
    /// effects are those of the ops inside (`scf.for`, `scf.if`).
    pub const RECURSIVE_EFFECTS: OpTraits = OpTraits(1 << 11);
    /// Reads memory and has no other effect (`memref.load`): removed when unused, never
    /// merged by CSE.
    pub const MEM_READ: OpTraits = OpTraits(1 << 12);
    /// Allocates its result and has no other effect (`memref.alloc`): removed when unused.
    pub const MEM_ALLOC: OpTraits = OpTraits(1 << 13);
    /// Several variadic operand groups share the operands equally, with no segment-size
    /// property (MLIR's `SameVariadicOperandSize`: `linalg.reduce`'s inputs and inits).
    pub const SAME_VARIADIC_OPERAND_SIZE: OpTraits = OpTraits(1 << 14);
    /// Its regions' entry blocks take no arguments (`scf.if`, `affine.if`, `builtin.module`).
    pub const NO_REGION_ARGUMENTS: OpTraits = OpTraits(1 << 15);

    /// Whether every trait in `other` is present.
    pub fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }

    /// The names of the traits present, as MLIR spells them (`Pure`, `Terminator`).
    pub fn names(self) -> Vec<&'static str> {
        const ALL: [(OpTraits, &str); 16] = [
            (OpTraits::TERMINATOR, "Terminator"),
            (OpTraits::NO_TERMINATOR, "NoTerminator"),
            (OpTraits::SINGLE_BLOCK, "SingleBlock"),
            (OpTraits::ISOLATED_FROM_ABOVE, "IsolatedFromAbove"),
            (OpTraits::PURE, "Pure"),
            (OpTraits::COMMUTATIVE, "Commutative"),
            (OpTraits::CONSTANT_LIKE, "ConstantLike"),
            (OpTraits::SYMBOL_TABLE, "SymbolTable"),
            (OpTraits::SYMBOL, "Symbol"),
            (OpTraits::RETURN_LIKE, "ReturnLike"),
            (OpTraits::GRAPH_REGION, "GraphRegion"),
            (OpTraits::RECURSIVE_EFFECTS, "RecursiveMemoryEffects"),
            (OpTraits::MEM_READ, "MemoryEffects<[MemRead]>"),
            (
                OpTraits::SAME_VARIADIC_OPERAND_SIZE,
                "SameVariadicOperandSize",
            ),
            (OpTraits::MEM_ALLOC, "MemoryEffects<[MemAlloc]>"),
            (OpTraits::NO_REGION_ARGUMENTS, "NoRegionArguments"),
        ];
        ALL.iter()
            .filter(|(t, _)| self.contains(*t))
            .map(|(_, n)| *n)
            .collect()
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, rhs: OpTraits) -> OpTraits {
        OpTraits(self.0 | rhs.0)
    }
}

/// Parses an op's custom assembly after its name; fills `state`.
pub type ParseFn = fn(&mut Parser<'_>, &mut OperationState) -> Result<(), Diagnostic>;
/// Prints an op's custom assembly after its name (and after `%results = `).
pub type PrintFn = fn(&mut OpPrinter<'_>, OpId);
/// Checks an op's own invariants (operand/result types, attributes, regions).
pub type VerifyFn = fn(&Context, OpId) -> Result<(), Diagnostic>;
/// Suggests result names for the printer (`%c0`, `%cst`): `(result index, name)`.
pub type AsmNamesFn = fn(&Context, OpId) -> Vec<(usize, String)>;
/// Suggests names for block arguments of the op's regions (`%in`, `%out`).
pub type AsmBlockArgNamesFn = fn(&Context, OpId) -> Vec<(crate::ir::Value, String)>;
/// Folds an op: `Some(results)` replaces each result with a value or a constant attribute.
pub type FoldFn = fn(&mut Context, OpId) -> Option<Vec<FoldResult>>;
/// The dialect namespaces mlir-opt-22 registers (`mlir-opt-22 --show-dialects`).
pub const MLIR_22_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// A canonicalization pattern rooted at the op (MLIR's `getCanonicalizationPatterns`):
/// rewrites it through the rewriter and returns `Some(())` if it did, `None` (often through
/// `?` on a failed match) if it does not apply.
pub type CanonicalizeFn = fn(OpId, &mut crate::pass::rewrite::Rewriter<'_>) -> Option<()>;

/// What a fold produced for one result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// An existing value.
    Value(crate::ir::Value),
    /// A constant to materialize (through the dialect's constant op).
    Attr(Attr),
}

/// Everything the context knows about one op name.
#[derive(Clone)]
pub struct OpDef {
    /// Full name, e.g. `arith.addi`.
    pub name: &'static str,
    /// One-line summary for docs.
    pub summary: &'static str,
    /// Structural traits.
    pub traits: OpTraits,
    /// Names of inherent attributes (printed as properties `<{...}>` in generic form).
    pub inherent_attrs: &'static [&'static str],
    /// Custom syntax parser.
    pub parse: Option<ParseFn>,
    /// Custom syntax printer.
    pub print: Option<PrintFn>,
    /// Op-specific verifier.
    pub verify: Option<VerifyFn>,
    /// Result name suggestions.
    pub asm_names: Option<AsmNamesFn>,
    /// Block argument name suggestions.
    pub asm_block_arg_names: Option<AsmBlockArgNamesFn>,
    /// Checks that need the op's regions verified first (run after nested ops, skipped when
    /// any of them failed), like MLIR's `verifyRegions`.
    pub verify_regions: Option<VerifyFn>,
    /// Folder used by canonicalize.
    pub fold: Option<FoldFn>,
    /// Canonicalization patterns applied by canonicalize (after folding fails), tried in
    /// order until one rewrites (MLIR's `getCanonicalizationPatterns`, highest benefit first).
    pub canonicalize: &'static [CanonicalizeFn],
    /// Dialect whose ops may be written without their prefix inside this op's regions
    /// (`func` inside `func.func`: `return` means `func.return`).
    pub default_dialect: Option<&'static str>,
    /// A complete module using the op, shown in the generated docs (a test parses and
    /// verifies every one).
    pub example: &'static str,
    /// The op's declaration, when it is declared (`declare_op!`): its format gives the
    /// custom syntax and its operands, attributes and relations the structural checks.
    pub spec: Option<&'static crate::ods::OpSpec>,
    /// Whether this op instance has memory effects of its own beyond its traits (MLIR's
    /// `MemoryEffectOpInterface`: a linalg op on buffers reads and writes them).
    pub has_effects: Option<fn(&Context, OpId) -> bool>,
}

impl OpDef {
    /// A definition with only a name and traits; set the other fields with struct update.
    pub const fn new(name: &'static str, summary: &'static str, traits: OpTraits) -> Self {
        OpDef {
            name,
            summary,
            traits,
            inherent_attrs: &[],
            parse: None,
            print: None,
            verify: None,
            asm_names: None,
            asm_block_arg_names: None,
            verify_regions: None,
            fold: None,
            canonicalize: &[],
            default_dialect: None,
            example: "",
            spec: None,
            has_effects: None,
        }
    }
    /// Whether it has trait `t`.
    pub fn has(&self, t: OpTraits) -> bool {
        self.traits.contains(t)
    }
    /// Whether it has a custom assembly form (hand-written or declared).
    pub fn has_custom_syntax(&self) -> bool {
        self.parse.is_some() || self.spec.is_some_and(|s| s.format.is_some())
    }
    /// Whether `name` is one of its inherent attributes (properties).
    pub fn is_inherent(&self, name: &str) -> bool {
        self.inherent_attrs.contains(&name) || self.spec.is_some_and(|s| s.is_inherent(name))
    }
}

/// Parses the rest of a dialect attribute after its `#ns.name` token (the text of that token
/// without `#` is passed, with its location), returning the interned attribute.
pub type DialectAttrParseFn = fn(&mut Parser<'_>, &str, Loc) -> Result<Attr, Diagnostic>;
/// Parses the rest of a dialect type after its `!ns.name` token.
pub type DialectTypeParseFn = fn(&mut Parser<'_>, &str, Loc) -> Result<Type, Diagnostic>;

/// Builds a constant op for a folded attribute, for canonicalization.
pub type MaterializeFn = fn(&mut Context, Attr, Type, Loc) -> Option<OperationState>;

/// A dialect's registration record.
#[derive(Clone)]
pub struct DialectInfo {
    /// Namespace, e.g. `arith`.
    pub namespace: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// Parser for `#namespace...` attributes.
    pub parse_attr: Option<DialectAttrParseFn>,
    /// Parser for `!namespace...` types.
    pub parse_type: Option<DialectTypeParseFn>,
    /// Constant materializer for folding.
    pub materialize_constant: Option<MaterializeFn>,
    /// Checks a discardable attribute named `namespace.*` on an op (MLIR's
    /// `verifyOperationAttribute`).
    pub verify_op_attr: Option<VerifyOpAttrFn>,
    /// Checks an attribute named `namespace.*` on argument `arg` of region `region` of an op
    /// (a function's argument attributes; MLIR's `verifyRegionArgAttribute`).
    pub verify_arg_attr: Option<VerifyArgAttrFn>,
}

/// A dialect's check of a discardable op attribute: op, attribute name, value.
pub type VerifyOpAttrFn = fn(&Context, OpId, &str, Attr) -> Result<(), Diagnostic>;
/// A dialect's check of a region argument attribute: op, region, argument, name, value.
pub type VerifyArgAttrFn = fn(&Context, OpId, usize, usize, &str, Attr) -> Result<(), Diagnostic>;

impl DialectInfo {
    /// A dialect with no custom attributes or types.
    pub const fn new(namespace: &'static str, summary: &'static str) -> Self {
        DialectInfo {
            namespace,
            summary,
            parse_attr: None,
            parse_type: None,
            materialize_constant: None,
            verify_op_attr: None,
            verify_arg_attr: None,
        }
    }
}

/// The dialects and ops a context knows.
#[derive(Clone, Default)]
pub struct DialectRegistry {
    dialects: HashMap<&'static str, DialectInfo>,
    ops: HashMap<&'static str, Arc<OpDef>>,
}

impl DialectRegistry {
    /// Registers (or replaces) a dialect.
    pub fn add_dialect(&mut self, info: DialectInfo) {
        self.dialects.insert(info.namespace, info);
    }
    /// Registers (or replaces) an op.
    pub fn add_op(&mut self, def: OpDef) {
        self.ops.insert(def.name, Arc::new(def));
    }
    /// Registers the ops whose records `defs` make (a declared op's `X::def`).
    pub fn add_ops(&mut self, defs: &[fn() -> OpDef]) {
        for def in defs {
            self.add_op(def());
        }
    }
    /// The definition of op `name`.
    pub fn op(&self, name: &str) -> Option<&Arc<OpDef>> {
        self.ops.get(name)
    }
    /// The dialect with namespace `ns`.
    pub fn dialect(&self, ns: &str) -> Option<&DialectInfo> {
        self.dialects.get(ns)
    }
    /// Whether `ns` names a dialect we register or one mlir-opt-22 does (whose ops, types and
    /// attributes pass through in generic or opaque form without `-allow-unregistered-dialect`).
    pub fn knows_namespace(&self, ns: &str) -> bool {
        self.dialects.contains_key(ns) || MLIR_22_DIALECTS.contains(&ns)
    }
    /// Every registered dialect, sorted by namespace.
    pub fn dialects(&self) -> Vec<&DialectInfo> {
        let mut v: Vec<_> = self.dialects.values().collect();
        v.sort_by_key(|d| d.namespace);
        v
    }
    /// Every registered op, sorted by name.
    pub fn ops(&self) -> Vec<&Arc<OpDef>> {
        let mut v: Vec<_> = self.ops.values().collect();
        v.sort_by_key(|d| d.name);
        v
    }

    /// Markdown reference of dialect `ns` (its summary, then each op with its summary,
    /// traits, inherent attributes and whether it has custom syntax, a verifier and a folder),
    /// in the style of MLIR's generated dialect docs; `None` when `ns` is not registered.
    pub fn markdown_docs(&self, ns: &str) -> Option<String> {
        let d = self.dialect(ns)?;
        let mut paras = vec![
            format!("# '{}' dialect", d.namespace),
            format!("_{}_", d.summary),
            "## Operations".to_string(),
        ];
        let prefix = format!("{ns}.");
        for op in self
            .ops()
            .into_iter()
            .filter(|o| o.name.starts_with(&prefix))
        {
            paras.push(format!("### `{}`", op.name));
            if !op.summary.is_empty() {
                paras.push(format!("_{}_", op.summary));
            }
            let traits = op.traits.names();
            if !traits.is_empty() {
                paras.push(format!("Traits: `{}`", traits.join("`, `")));
            }
            let mut attrs: Vec<&str> = op.inherent_attrs.to_vec();
            if let Some(spec) = op.spec {
                attrs.extend(spec.attrs.iter().map(|a| a.name));
                if spec.has_operand_segments() {
                    attrs.push(crate::ods::OPERAND_SEGMENT_SIZES);
                }
            }
            attrs.sort_unstable();
            if !attrs.is_empty() {
                paras.push(format!("Attributes: `{}`", attrs.join("`, `")));
            }
            let mut has = Vec::new();
            if op.has_custom_syntax() {
                has.push("custom syntax");
            }
            if op.verify.is_some() || op.verify_regions.is_some() || op.spec.is_some() {
                has.push("verifier");
            }
            if op.fold.is_some() {
                has.push("folder");
            }
            if !has.is_empty() {
                paras.push(format!("Has: {}.", has.join(", ")));
            }
            if !op.example.is_empty() {
                paras.push(format!("Example:\n\n```mlir\n{}\n```", op.example.trim()));
            }
        }
        let mut out = paras.join("\n\n");
        out.push('\n');
        Some(out)
    }
}
