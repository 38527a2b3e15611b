//! The MLIR text printer: generic and custom op forms, MLIR's value numbering and aliases.

pub(crate) mod attrs;
mod hex_elements;
mod loc_aliases;
mod names;

pub use attrs::{
    AsmWriter, attr_to_string, is_bare_identifier, type_kind_to_string, type_to_string,
    write_escaped_string, write_symbol_name,
};

use crate::attributes::{Attr, AttrKind};
use crate::context::Context;
use crate::dialect::OpTraits;
use crate::ir::{BlockId, NamedAttr, OpId, RegionId, Value};
use crate::location::Loc;
use crate::types::Type;
use names::NameTable;
use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;

/// Printer options (the `--mlir-print-*` flags).
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// Print every op in generic form (`--mlir-print-op-generic`).
    pub generic: bool,
    /// Print locations (`--mlir-print-debuginfo`).
    pub debug_info: bool,
    /// Print one op in the context of its surroundings (MLIR's local scope, used for nested
    /// IR dumps and diagnostics): values are numbered from the nearest isolated-from-above
    /// ancestor, attributes print inline (no alias definitions), no trailing newline.
    pub local_scope: bool,
    /// Elements attributes with more elements than this print as
    /// `dense_resource<__elided__>` (`--mlir-elide-elementsattrs-if-larger`).
    pub elide_elements_if_larger: Option<u64>,
}

/// Attribute aliases (`#map`, `#map1`, `#sparse`, ...), assigned by a walk over the IR before
/// printing so the definitions can be written first and the body streamed.
#[derive(Default)]
pub struct Aliases {
    names: HashMap<Attr, String>,
    order: Vec<Attr>,
    counts: HashMap<&'static str, usize>,
    frozen: bool,
    /// Location aliases (`#loc3`), numbered their own way.
    locs: loc_aliases::LocAliases,
    /// [`PrintOptions::elide_elements_if_larger`] of this print, read by the attribute
    /// writer (which sees the print through this table).
    pub elide_elements_if_larger: Option<u64>,
}

impl Aliases {
    /// Assigns aliases to every aliasable attribute reachable from the ops under `root`
    /// (their attributes and the types of their operands, results and block arguments), in
    /// the order printing meets them, then freezes the table.
    pub fn collect(ctx: &Context, root: OpId) -> Self {
        let mut a = Aliases::default();
        let mut seen_types = rustc_hash::FxHashSet::default();
        let mut seen_attrs = rustc_hash::FxHashSet::default();
        ctx.walk(root, &mut |op| {
            let o = ctx.op(op);
            for &r in o.regions() {
                for &b in &ctx.region(r).blocks {
                    for &v in &ctx.block(b).args {
                        a.visit_type(ctx, ctx.value_type(v), &mut seen_types, &mut seen_attrs);
                    }
                }
            }
            for (_, v) in ctx
                .op_properties(op)
                .iter()
                .chain(ctx.op_attributes(op).iter())
            {
                a.visit_attr(ctx, *v, &mut seen_types, &mut seen_attrs);
            }
            for &v in o.operands.iter().chain(o.results.iter()) {
                a.visit_type(ctx, ctx.value_type(v), &mut seen_types, &mut seen_attrs);
            }
        });
        a.frozen = true;
        a
    }

    fn visit_attr(
        &mut self,
        ctx: &Context,
        attr: Attr,
        seen_types: &mut rustc_hash::FxHashSet<Type>,
        seen: &mut rustc_hash::FxHashSet<Attr>,
    ) {
        if seen.contains(&attr) {
            return; // most attributes recur: skip the stack allocation
        }
        let mut stack = vec![attr];
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            self.alias_for(ctx, x);
            match ctx.attr_kind(x) {
                AttrKind::Array(items) => stack.extend(items.iter().rev()),
                AttrKind::Dictionary(entries) => {
                    stack.extend(entries.iter().rev().map(|(_, v)| *v))
                }
                AttrKind::Type(t) => self.visit_type(ctx, *t, seen_types, seen),
                AttrKind::Typed { value, ty } => {
                    stack.push(*value);
                    self.visit_type(ctx, *ty, seen_types, seen);
                }
                AttrKind::DenseElements { ty, .. }
                | AttrKind::SparseElements { ty, .. }
                | AttrKind::DenseResource { ty, .. }
                | AttrKind::Integer { ty, .. }
                | AttrKind::Float { ty, .. } => self.visit_type(ctx, *ty, seen_types, seen),
                _ => {}
            }
        }
    }

    fn visit_type(
        &mut self,
        ctx: &Context,
        ty: Type,
        seen_types: &mut rustc_hash::FxHashSet<Type>,
        seen: &mut rustc_hash::FxHashSet<Attr>,
    ) {
        use crate::types::TypeKind;
        if seen_types.contains(&ty) {
            return; // most types recur: skip the stack allocation
        }
        let mut stack = vec![ty];
        while let Some(t) = stack.pop() {
            if !seen_types.insert(t) {
                continue;
            }
            match ctx.type_kind(t) {
                TypeKind::RankedTensor {
                    element, encoding, ..
                } => {
                    stack.push(*element);
                    if let Some(e) = encoding {
                        self.visit_attr(ctx, *e, seen_types, seen);
                    }
                }
                TypeKind::MemRef {
                    element,
                    layout,
                    memory_space,
                    ..
                } => {
                    stack.push(*element);
                    for a in layout.iter().chain(memory_space.iter()) {
                        self.visit_attr(ctx, *a, seen_types, seen);
                    }
                }
                TypeKind::Function { inputs, results } => {
                    stack.extend(inputs.iter().chain(results.iter()).rev())
                }
                TypeKind::Tuple(items) => stack.extend(items.iter().rev()),
                TypeKind::Dialect(d) => {
                    for a in d.0.nested_attrs() {
                        self.visit_attr(ctx, a, seen_types, seen);
                    }
                }
                TypeKind::Complex(e)
                | TypeKind::UnrankedTensor { element: e }
                | TypeKind::Vector { element: e, .. }
                | TypeKind::UnrankedMemRef { element: e, .. } => stack.push(*e),
                _ => {}
            }
        }
    }

    /// The alias of `a`, assigning one on first use if `a` deserves one (unless frozen).
    pub fn alias_for(&mut self, ctx: &Context, a: Attr) -> Option<String> {
        if let AttrKind::Location(_) = ctx.attr_kind(a) {
            let loc = crate::location::Loc::Attr(a);
            if self.locs.frozen {
                return self.locs.alias(ctx, loc);
            }
            if !self.frozen {
                self.locs.register(ctx, loc, false);
            }
            return None;
        }
        if let Some(n) = self.names.get(&a) {
            return Some(n.clone());
        }
        if self.frozen {
            return None;
        }
        let stem = match ctx.attr_kind(a) {
            AttrKind::AffineMap(_) => "map",
            AttrKind::IntegerSet(_) => "set",
            AttrKind::Dialect(d) => d.0.alias_stem()?,
            _ => return None,
        };
        let n = self.counts.entry(stem).or_insert(0);
        let name = if *n == 0 {
            stem.to_string()
        } else {
            format!("{stem}{n}")
        };
        *n += 1;
        self.names.insert(a, name.clone());
        self.order.push(a);
        Some(name)
    }

    /// The `#name = ...` lines: grouped by alias stem in name order (`#map..` before
    /// `#sparse..`), each group in first-use order, as mlir-opt prints them.
    fn definitions(&self, ctx: &Context) -> String {
        let mut s = String::new();
        let stem = |a: &Attr| {
            self.names
                .get(a)
                .map(|n| n.trim_end_matches(|c: char| c.is_ascii_digit()).to_string())
                .unwrap_or_default()
        };
        let mut order = self.order.clone();
        order.sort_by_cached_key(stem);
        for &a in &order {
            if let Some(n) = self.names.get(&a) {
                let _ = write!(s, "#{n} = ");
                AsmWriter {
                    ctx,
                    out: &mut s,
                    aliases: None,
                }
                .attr_no_alias(a);
                s.push('\n');
            }
        }
        s
    }
}

/// The state custom op printers write through (MLIR's `OpAsmPrinter`).
pub struct OpPrinter<'c> {
    ctx: &'c Context,
    out: String,
    sink: Option<&'c mut dyn std::io::Write>,
    sink_error: Option<std::io::Error>,
    indent: usize,
    names: NameTable,
    aliases: Aliases,
    options: PrintOptions,
    default_dialects: Vec<Option<&'static str>>,
    /// The next region printed is a generic op's: an empty entry block still prints its
    /// label (`^bb0:`), or the text would read back as a region without blocks.
    empty_block_label: bool,
}

/// Prints `op` (normally a `builtin.module`) with aliases first, as `mlir-opt` does.
pub fn print_op(ctx: &Context, op: OpId, options: &PrintOptions) -> String {
    let mut p = OpPrinter::new(ctx, options.clone(), op, None);
    p.operation(op);
    if !options.local_scope {
        p.out.push('\n');
        p.out.push_str(&p.aliases.locs.definitions(ctx, true));
        p.out.push_str(&crate::resources::section_after(ctx, op));
    }
    p.out
}

/// The op whose regions number the values `op` can see: the nearest isolated-from-above
/// ancestor, or the top of the tree.
fn naming_scope(ctx: &Context, op: OpId) -> OpId {
    let mut scope = op;
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        scope = p;
        if ctx.op_has_trait(p, OpTraits::ISOLATED_FROM_ABOVE) {
            break;
        }
        cur = ctx.parent_op(p);
    }
    scope
}

/// Prints `op` like [`print_op`], streaming the text to `sink` in chunks (a 50 MB module is
/// never held in memory as one string).
pub fn print_op_to(
    ctx: &Context,
    op: OpId,
    options: &PrintOptions,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut p = OpPrinter::new(ctx, options.clone(), op, Some(sink));
    p.operation(op);
    // As `print_op`: a local-scope print ends at the op.
    if !options.local_scope {
        p.out.push('\n');
        let deferred = p.aliases.locs.definitions(ctx, true);
        p.out.push_str(&deferred);
        p.out.push_str(&crate::resources::section_after(ctx, op));
    }
    p.flush_chunk(true);
    match p.sink_error.take() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Bytes buffered before a chunk goes to the sink.
const CHUNK: usize = 1 << 16;

impl<'c> OpPrinter<'c> {
    fn new(
        ctx: &'c Context,
        options: PrintOptions,
        root: OpId,
        sink: Option<&'c mut dyn std::io::Write>,
    ) -> Self {
        // Values are named once; the alias dry run borrows the same table.
        let (mut aliases, names) = if options.local_scope {
            let names = NameTable::build(ctx, naming_scope(ctx, root), options.generic);
            (
                Aliases {
                    frozen: true,
                    ..Aliases::default()
                },
                names,
            )
        } else {
            Self::aliases_in_print_order(ctx, &options, root)
        };
        aliases.elide_elements_if_larger = options.elide_elements_if_larger;
        let mut out = aliases.locs.definitions(ctx, false);
        out.push_str(&aliases.definitions(ctx));
        out.reserve(CHUNK);
        OpPrinter {
            ctx,
            out,
            sink,
            sink_error: None,
            indent: 0,
            names,
            aliases,
            options,
            default_dialects: Vec::new(),
            empty_block_label: false,
        }
    }

    /// MLIR numbers aliases in the order the printers meet them, which only a dry run of the
    /// custom printers knows (they may print attributes the op does not store, or hide some
    /// it does). The dry run is skipped when nothing in the IR can get an alias.
    fn aliases_in_print_order(
        ctx: &'c Context,
        options: &PrintOptions,
        root: OpId,
    ) -> (Aliases, NameTable) {
        let names = NameTable::build(ctx, root, options.generic);
        let mut scan = Aliases::collect(ctx, root);
        if scan.order.is_empty() && scan.locs.is_empty() && !options.debug_info {
            scan.locs.freeze();
            return (scan, names);
        }
        let mut discard = std::io::sink();
        let mut dry = OpPrinter {
            ctx,
            out: String::with_capacity(CHUNK),
            sink: Some(&mut discard),
            sink_error: None,
            indent: 0,
            names,
            aliases: Aliases {
                elide_elements_if_larger: options.elide_elements_if_larger,
                ..Aliases::default()
            },
            options: options.clone(),
            default_dialects: Vec::new(),
            empty_block_label: false,
        };
        dry.operation(root);
        let mut aliases = std::mem::take(&mut dry.aliases);
        aliases.frozen = true;
        aliases.locs.freeze();
        (aliases, dry.names)
    }

    fn flush_chunk(&mut self, force: bool) {
        if self.out.len() < CHUNK && !force {
            return;
        }
        if let Some(sink) = self.sink.as_deref_mut() {
            if self.sink_error.is_none()
                && let Err(e) = sink.write_all(self.out.as_bytes())
            {
                self.sink_error = Some(e);
            }
            self.out.clear();
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.ctx
    }
    /// Appends raw text.
    pub fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }
    /// Indents the following lines one more level (MLIR's `increaseIndent`).
    pub fn increase_indent(&mut self) {
        self.indent += 1;
    }
    /// Undoes [`OpPrinter::increase_indent`] (MLIR's `decreaseIndent`).
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(1);
    }
    /// Starts a new line at the current indentation.
    pub fn newline(&mut self) {
        self.flush_chunk(false);
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }
    /// Writes a value's name (`%0`, `%arg1`, `%c0`, `%2#1`).
    pub fn operand(&mut self, v: Value) {
        self.names.write_value(self.ctx, &mut self.out, v);
    }
    /// Writes values separated by `, `.
    pub fn operands(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.operand(v);
        }
    }
    /// Writes a type.
    pub fn ty(&mut self, t: Type) {
        AsmWriter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: Some(&mut self.aliases),
        }
        .ty(t);
    }
    /// Writes types separated by `, `.
    pub fn types(&mut self, ts: &[Type]) {
        AsmWriter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: Some(&mut self.aliases),
        }
        .type_list(ts);
    }
    /// Writes `(a, b) -> c` for the given inputs and results.
    pub fn functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.types(inputs);
        self.out.push_str(") -> ");
        AsmWriter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: Some(&mut self.aliases),
        }
        .result_types(results);
    }
    /// Writes function-style results: one type bare, several in parentheses.
    pub fn result_types(&mut self, results: &[Type]) {
        AsmWriter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: Some(&mut self.aliases),
        }
        .result_types(results);
    }
    /// Writes an attribute.
    pub fn attr(&mut self, a: Attr) {
        AsmWriter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: Some(&mut self.aliases),
        }
        .attr(a);
    }
    /// Writes an attribute as MLIR's `printStrippedAttrOrType`: its alias when it has one,
    /// else its text without `prefix` (`#dialect.mnemonic`).
    pub fn attr_stripped(&mut self, a: Attr, prefix: &str) {
        let mut text = String::new();
        AsmWriter {
            ctx: self.ctx,
            out: &mut text,
            aliases: Some(&mut self.aliases),
        }
        .attr(a);
        self.out
            .push_str(text.strip_prefix(prefix).unwrap_or(&text));
    }
    /// Writes an attribute eliding `: i64` of integers and `: f64` of floats.
    pub fn attr_may_elide(&mut self, a: Attr) {
        AsmWriter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: Some(&mut self.aliases),
        }
        .attr_may_elide(a);
    }
    /// Writes ` {a = 1 : i64}` for the entries not in `elided` (nothing if none remain).
    pub fn attr_dict(&mut self, entries: &[NamedAttr], elided: &[&str]) {
        let kept: Vec<NamedAttr> = entries
            .iter()
            .filter(|(k, _)| !elided.contains(&k.as_str()))
            .cloned()
            .collect();
        if kept.is_empty() {
            return;
        }
        self.out.push_str(" {");
        AsmWriter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: Some(&mut self.aliases),
        }
        .dict_entries(&kept);
        self.out.push('}');
    }
    /// Writes ` attributes {...}` for the entries not in `elided`.
    pub fn attr_dict_with_keyword(&mut self, entries: &[NamedAttr], elided: &[&str]) {
        if entries.iter().any(|(k, _)| !elided.contains(&k.as_str())) {
            self.out.push_str(" attributes");
            self.attr_dict(entries, elided);
        }
    }
    /// Writes an op's properties and attributes as one dictionary, minus `elided`.
    pub fn op_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        let all = self.ctx.op_all_attrs(op);
        self.attr_dict(&all, elided);
    }
    /// Writes a successor block name.
    pub fn successor(&mut self, b: BlockId) {
        self.names.write_block(&mut self.out, b);
    }
    /// Writes `%arg0: i32` for a block argument (with its location in debug mode).
    pub fn block_arg_decl(&mut self, v: Value) {
        self.region_arg(v, true, &[]);
    }
    /// MLIR's `printRegionArgument`: `%arg0`, `: type` unless omitted, the argument's
    /// attributes, then its location in debug mode (`%arg0: f32 {a.b} loc(...)`).
    pub fn region_arg(&mut self, v: Value, with_type: bool, attrs: &[NamedAttr]) {
        self.operand(v);
        if with_type {
            self.out.push_str(": ");
            self.ty(self.ctx.value_type(v));
        }
        self.attr_dict(attrs, &[]);
        if self.options.debug_info {
            self.loc(self.ctx.value_loc(v), false);
        }
    }

    /// Writes a region `{ ... }`. `print_entry_args` prints the entry block's label with its
    /// arguments; `print_empty_terminator=false` omits a terminator that has no operands and
    /// no attributes (like MLIR's implicit `scf.yield`).
    pub fn region(&mut self, r: RegionId, print_entry_args: bool, print_block_terminators: bool) {
        self.out.push('{');
        let print_empty = std::mem::take(&mut self.empty_block_label);
        let blocks = self.ctx.region(r).blocks.to_vec();
        let parent_default = self
            .ctx
            .region(r)
            .parent
            .and_then(|o| self.ctx.op_def(o))
            .and_then(|d| d.default_dialect);
        // The default dialect is the enclosing op's own, not inherited: `call` inside an
        // `scf.for` in a function prints as `func.call`, as in MLIR.
        self.default_dialects.push(parent_default);
        self.indent += 1;
        for (i, &b) in blocks.iter().enumerate() {
            let data = self.ctx.block(b);
            let show_label = i > 0
                || (print_entry_args && !data.args.is_empty())
                || (print_empty && data.ops.is_empty());
            if show_label {
                self.indent -= 1;
                self.newline();
                self.successor(b);
                if !data.args.is_empty() {
                    self.out.push('(');
                    let args = data.args.to_vec();
                    for (j, &a) in args.iter().enumerate() {
                        if j > 0 {
                            self.out.push_str(", ");
                        }
                        self.block_arg_decl(a);
                    }
                    self.out.push(')');
                }
                self.out.push(':');
                if i > 0 {
                    self.pred_comment(r, b);
                }
                self.indent += 1;
            }
            let ops = self.ctx.block(b).ops.clone();
            let last = ops.len().saturating_sub(1);
            for (j, &o) in ops.iter().enumerate() {
                if j == last && !print_block_terminators && self.is_elidable_terminator(o) {
                    continue;
                }
                self.newline();
                self.operation(o);
            }
        }
        self.indent -= 1;
        self.default_dialects.pop();
        self.newline();
        self.out.push('}');
    }

    fn is_elidable_terminator(&self, o: OpId) -> bool {
        let op = self.ctx.op(o);
        self.ctx.op_has_trait(o, OpTraits::TERMINATOR)
            && op.operands.is_empty()
            && op.results.is_empty()
            && self.ctx.op_attributes(o).is_empty()
            && self.ctx.op_properties(o).is_empty()
            && op.regions().iter().all(|&r| self.region_has_no_ops(r))
            && op.successors().is_empty()
    }

    /// Whether `r` holds no ops (an `scf.forall.in_parallel` with an empty body is elided as
    /// an implicit terminator, as MLIR elides it).
    fn region_has_no_ops(&self, r: RegionId) -> bool {
        let blocks = &self.ctx.region(r).blocks;
        blocks.iter().all(|&b| {
            let data = self.ctx.block(b);
            data.ops.is_empty() && data.args.is_empty()
        })
    }

    fn pred_comment(&mut self, r: RegionId, b: BlockId) {
        let mut preds: Vec<BlockId> = Vec::new();
        for &pb in &self.ctx.region(r).blocks {
            // MLIR lists a predecessor once per edge (`// 2 preds: ^bb0, ^bb0`).
            if let Some(&t) = self.ctx.block(pb).ops.last() {
                let edges = self
                    .ctx
                    .op(t)
                    .successors()
                    .iter()
                    .filter(|&&s| s == b)
                    .count();
                preds.extend(std::iter::repeat_n(pb, edges));
            }
        }
        if preds.is_empty() {
            self.out.push_str("  // no predecessors");
            return;
        }
        if preds.len() == 1 {
            self.out.push_str("  // pred: ");
        } else {
            let _ = write!(self.out, "  // {} preds: ", preds.len());
        }
        for (i, p) in preds.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.successor(*p);
        }
    }

    /// Writes ` loc(...)`: an op's trailing location (`op_trailing`) as its alias once the
    /// aliases are known; a block argument's in full. The dry run registers both.
    fn loc(&mut self, loc: Loc, op_trailing: bool) {
        if !self.options.local_scope {
            let locs = &mut self.aliases.locs;
            if !locs.frozen {
                locs.register(self.ctx, loc, op_trailing);
            } else if op_trailing && let Some(alias) = locs.alias(self.ctx, loc) {
                let _ = write!(self.out, " loc(#{alias})");
                return;
            }
        }
        self.out.push_str(" loc(");
        self.out.push_str(&loc_aliases::inline_text(self.ctx, loc));
        self.out.push(')');
    }

    /// Writes one operation (results, name, body), custom form when registered.
    pub fn operation(&mut self, op: OpId) {
        self.register_op_loc(op);
        if !self.ctx.op(op).results.is_empty() {
            self.names.write_result_group(&mut self.out, self.ctx, op);
            self.out.push_str(" = ");
        }
        self.custom_or_generic_body(op, true);
        if self.options.debug_info {
            self.loc(self.ctx.op(op).loc, true);
        }
    }

    /// MLIR's `printCustomOrGenericOp`: `op` without its results and location, in its
    /// custom form when it has one (`vector.mask` prints the op it masks this way). Its
    /// location still takes an alias number, as MLIR's alias pass visits it.
    pub fn custom_or_generic_op(&mut self, op: OpId) {
        self.register_op_loc(op);
        self.custom_or_generic_body(op, false);
    }

    /// MLIR registers an op's location before what its body prints.
    fn register_op_loc(&mut self, op: OpId) {
        if self.options.debug_info && !self.options.local_scope && !self.aliases.locs.frozen {
            self.aliases
                .locs
                .register(self.ctx, self.ctx.op(op).loc, true);
        }
    }

    /// The op's name and body: its custom form when it has one and the options allow it,
    /// the generic form otherwise. `short_name` drops the enclosing default dialect.
    fn custom_or_generic_body(&mut self, op: OpId, short_name: bool) {
        let def = self.ctx.op_def(op).cloned();
        let custom =
            def.filter(|d| d.print.is_some() || d.spec.is_some_and(|s| s.format.is_some()));
        let Some(d) = custom.filter(|_| !self.options.generic) else {
            self.generic_operation(op);
            return;
        };
        // The top level's default dialect is `builtin` (as is a module body's).
        let default = match self.default_dialects.last() {
            Some(d) => *d,
            None => Some("builtin"),
        };
        let name = match d.name.split_once('.') {
            Some((ns, rest)) if short_name && Some(ns) == default => rest,
            _ => d.name,
        };
        let mark = self.out.len();
        self.out.push_str(name);
        let printed = match (d.print, d.spec) {
            (Some(print), _) => {
                print(self, op);
                true
            }
            (None, Some(spec)) => crate::ods::print_op(spec, self, op),
            (None, None) => false,
        };
        if !printed {
            self.out.truncate(mark);
            self.generic_operation(op);
        }
    }

    /// Writes `<{...}>`, a generic op's properties.
    fn generic_properties(&mut self, op: OpId) {
        if self.ctx.op_properties(op).is_empty() {
            return;
        }
        self.out.push_str(" <{");
        let props = self.ctx.op_properties(op).to_vec();
        // MLIR keeps an unregistered op's properties opaque: no aliases inside them.
        let registered = self.ctx.op_def(op).is_some();
        AsmWriter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: if registered {
                Some(&mut self.aliases)
            } else {
                None
            },
        }
        .dict_entries(&props);
        self.out.push_str("}>");
    }

    /// Writes the generic form `"name"(operands)[succ] <{props}> (regions) {attrs} : type`.
    pub fn generic_operation(&mut self, op: OpId) {
        let o = self.ctx.op(op);
        write_escaped_string(&mut self.out, self.ctx.op_name_str(o.name).as_bytes());
        self.out.push('(');
        let operands = o.operands.clone();
        self.operands(&operands);
        self.out.push(')');
        if !o.successors().is_empty() {
            self.out.push('[');
            for (i, &b) in o.successors().to_vec().iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.successor(b);
            }
            self.out.push(']');
        }
        // MLIR's alias pass (the dry run) visits a generic op's regions first, then its
        // types, then its attributes with the properties among them, by name.
        let dry_run = !self.aliases.frozen;
        if !dry_run {
            self.generic_properties(op);
        }
        let regions = self.ctx.op(op).regions().to_vec();
        if !regions.is_empty() {
            self.out.push_str(" (");
            let saved = std::mem::take(&mut self.default_dialects);
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.empty_block_label = true;
                self.region(r, true, true);
            }
            self.default_dialects = saved;
            self.out.push(')');
        }
        if dry_run {
            let types: Vec<Type> = {
                let o = self.ctx.op(op);
                o.operands
                    .iter()
                    .chain(o.results.iter())
                    .map(|&v| self.ctx.value_type(v))
                    .collect()
            };
            self.types(&types);
            let mut all = if self.ctx.op_def(op).is_some() {
                self.ctx.op_properties(op).to_vec()
            } else {
                Vec::new()
            };
            all.extend(self.ctx.op_attributes(op).iter().cloned());
            all.sort_by(|a, b| a.0.cmp(&b.0));
            AsmWriter {
                ctx: self.ctx,
                out: &mut self.out,
                aliases: Some(&mut self.aliases),
            }
            .dict_entries(&all);
        }
        let attrs = self.ctx.op_attributes(op).to_vec();
        self.attr_dict(&attrs, &[]);
        self.out.push_str(" : ");
        let inputs: Vec<Type> = self
            .ctx
            .op(op)
            .operands
            .iter()
            .map(|&v| self.ctx.value_type(v))
            .collect();
        let results: Vec<Type> = self
            .ctx
            .op(op)
            .results
            .iter()
            .map(|&v| self.ctx.value_type(v))
            .collect();
        self.out.push('(');
        self.types(&inputs);
        self.out.push_str(") -> ");
        if results.len() == 1
            && !matches!(
                results.first().map(|&t| self.ctx.type_kind(t)),
                Some(crate::types::TypeKind::Function { .. })
            )
        {
            self.types(&results);
        } else {
            self.out.push('(');
            self.types(&results);
            self.out.push(')');
        }
    }
}
