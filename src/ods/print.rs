//! The printer every declared op shares: walks the compiled format with MLIR's spacing rules
//! (a space before each element except after opening punctuation; none before closing
//! punctuation), eliding what the format prints and defaults from `attr-dict`.

use super::format::{CustomArg, Elem, Format, TypeTarget};
use super::spec::{AttrPresence, AttrSpec, AttrSyntax, OPERAND_SEGMENT_SIZES, OpSpec};
use crate::attributes::{AttrKind, Scalar};
use crate::ir::OpId;
use crate::printer::OpPrinter;
use crate::types::Type;

/// Prints the piece of syntax a `custom<...>` directive stands for.
pub type CustomPrintFn = fn(&mut OpPrinter<'_>, &CustomView<'_>);

/// What a custom directive's printer reads: the op and the groups its arguments name.
pub struct CustomView<'s> {
    /// The op's spec.
    pub spec: &'s OpSpec,
    /// The op.
    pub op: OpId,
    /// The directive's arguments.
    pub args: &'s [CustomArg],
}

impl CustomView<'_> {
    /// The values of argument `k` when it names an operand group.
    pub fn values(&self, ctx: &crate::Context, k: usize) -> Vec<crate::Value> {
        match self.args.get(k) {
            Some(CustomArg::Operand(i)) => group_values(self.spec, ctx, self.op, *i),
            _ => Vec::new(),
        }
    }

    /// The attribute of argument `k` when it names a present attribute.
    pub fn attr(&self, ctx: &crate::Context, k: usize) -> Option<crate::Attr> {
        match self.args.get(k) {
            Some(CustomArg::Attr(i)) => ctx.op_attr(self.op, self.spec.attrs.get(*i)?.name),
            _ => None,
        }
    }

    /// The successors of argument `k` when it names a successor group (single successors
    /// first, a variadic group taking the rest).
    pub fn successors(&self, ctx: &crate::Context, k: usize) -> Vec<crate::BlockId> {
        let Some(CustomArg::Successor(i)) = self.args.get(k) else {
            return Vec::new();
        };
        let all = &ctx.op(self.op).successors();
        let fixed = self
            .spec
            .successors
            .iter()
            .filter(|s| s.arity != super::Arity::Variadic)
            .count();
        let mut start = 0;
        for (g, s) in self.spec.successors.iter().enumerate() {
            let n = if s.arity == super::Arity::Variadic {
                all.len().saturating_sub(fixed)
            } else {
                1
            };
            if g == *i {
                return all
                    .get(start..start + n)
                    .map(<[_]>::to_vec)
                    .unwrap_or_default();
            }
            start += n;
        }
        Vec::new()
    }

    /// The regions of argument `k` when it names a region (all of a variadic group).
    pub fn regions(&self, ctx: &crate::Context, k: usize) -> Vec<crate::RegionId> {
        match self.args.get(k) {
            Some(CustomArg::Region(i)) => super::regions_of(self.spec, ctx, self.op, *i).to_vec(),
            _ => Vec::new(),
        }
    }

    /// The types of argument `k` when it names `type(...)`.
    pub fn types(&self, ctx: &crate::Context, k: usize) -> Vec<Type> {
        match self.args.get(k) {
            Some(CustomArg::Type(t)) => target_types(self.spec, ctx, self.op, *t),
            _ => Vec::new(),
        }
    }
}

/// Prints the custom form of a declared op (after its name); `false` when its format is
/// malformed (the caller then prints the generic form).
pub fn print_op(spec: &OpSpec, p: &mut OpPrinter<'_>, op: OpId) -> bool {
    let Some(Ok(format)) = spec.compiled_format() else {
        return false;
    };
    let mut w = Writer {
        spec,
        format,
        op,
        space: true,
        punct: false,
    };
    w.elems(p, &format.elems);
    true
}

struct Writer<'s> {
    spec: &'s OpSpec,
    format: &'s Format,
    op: OpId,
    /// MLIR's `shouldEmitSpace`.
    space: bool,
    /// MLIR's `lastWasPunctuation`.
    punct: bool,
}

impl Writer<'_> {
    fn elems(&mut self, p: &mut OpPrinter<'_>, elems: &[Elem]) {
        for e in elems {
            self.elem(p, e);
        }
    }

    fn literal(&mut self, p: &mut OpPrinter<'_>, lit: &str) {
        match lit {
            "" => {
                self.punct = true;
                self.space = false;
                return;
            }
            // MLIR's `\n`: a new line at the op's indentation; spacing state is kept.
            "\\n" => {
                p.newline();
                return;
            }
            " " => {
                if self.space {
                    p.write(" ");
                }
                self.punct = false;
                self.space = false;
                return;
            }
            _ => {}
        }
        let first = lit.chars().next().unwrap_or(' ');
        let before = if lit.len() != 1 && lit != "->" {
            true
        } else if self.punct {
            !">)}],".contains(first)
        } else {
            !"<>(){}[],".contains(first)
        };
        if self.space && before {
            p.write(" ");
        }
        p.write(lit);
        self.space = lit.len() != 1 || !"<({[".contains(first);
        self.punct = first != '_' && !first.is_ascii_alphabetic();
    }

    /// The space MLIR writes before a non-literal element.
    fn lead(&mut self, p: &mut OpPrinter<'_>) {
        if self.space || !self.punct {
            p.write(" ");
        }
        self.punct = false;
        self.space = true;
    }

    fn elem(&mut self, p: &mut OpPrinter<'_>, e: &Elem) {
        let ctx = p.ctx();
        match e {
            Elem::Literal(l) => self.literal(p, l),
            Elem::Operand(i) => {
                self.lead(p);
                let vals = group_values(self.spec, ctx, self.op, *i);
                p.operands(&vals);
            }
            Elem::Operands => {
                self.lead(p);
                let vals = ctx.op(self.op).operands.to_vec();
                p.operands(&vals);
            }
            Elem::Attr(i, qualified) => {
                let Some(a) = self.spec.attrs.get(*i) else {
                    return;
                };
                if matches!(a.syntax, AttrSyntax::Unit) {
                    return;
                }
                self.lead(p);
                if let Some(v) = ctx.op_attr(self.op, a.name) {
                    print_attr_value(p, a, v, *qualified);
                }
            }
            // A variadic group: its regions, comma-separated (the space is written even for none).
            Elem::Region(i) if self.spec.regions.get(*i).is_some_and(|g| g.variadic) => {
                self.lead(p);
                let regions = ctx.op(self.op).regions().get(*i..).unwrap_or(&[]).to_vec();
                for (k, r) in regions.into_iter().enumerate() {
                    if k > 0 {
                        p.write(", ");
                    }
                    p.region(r, true, true);
                }
            }
            Elem::Region(i) => {
                if let Some(&r) = ctx.op(self.op).regions().get(*i) {
                    self.lead(p);
                    let implicit = self
                        .spec
                        .regions
                        .get(*i)
                        .is_some_and(|g| g.terminator.is_some());
                    p.region(r, true, !implicit);
                }
            }
            Elem::Regions => {
                let regions = ctx.op(self.op).regions().to_vec();
                for (k, r) in regions.into_iter().enumerate() {
                    if k == 0 {
                        self.lead(p);
                    } else {
                        p.write(", ");
                    }
                    p.region(r, true, true);
                }
            }
            Elem::Successor(i) => {
                self.lead(p);
                let blocks = ctx.op(self.op).successors().to_vec();
                let blocks = if self.spec.successors.len() == 1 {
                    blocks
                } else {
                    blocks
                        .get(*i..*i + 1)
                        .map(<[_]>::to_vec)
                        .unwrap_or_default()
                };
                for (k, b) in blocks.into_iter().enumerate() {
                    if k > 0 {
                        p.write(", ");
                    }
                    p.successor(b);
                }
            }
            Elem::Type(t) => {
                self.lead(p);
                let types = target_types(self.spec, ctx, self.op, *t);
                p.types(&types);
            }
            Elem::FunctionalType(a, b) => {
                self.lead(p);
                let ins = target_types(self.spec, ctx, self.op, *a);
                let outs = target_types(self.spec, ctx, self.op, *b);
                p.functional_type(&ins, &outs);
            }
            Elem::AttrDict(keyword) => {
                let elided = self.elided(ctx);
                let all = ctx.op_all_attrs(self.op);
                if *keyword {
                    p.attr_dict_with_keyword(&all, &elided);
                } else {
                    p.attr_dict(&all, &elided);
                }
                self.punct = false;
            }
            Elem::PropDict => {
                let props = ctx.op_properties(self.op).to_vec();
                if !props.is_empty() {
                    self.lead(p);
                    p.write("<");
                    p.attr_dict(&props, &[]);
                    p.write(">");
                }
            }
            Elem::Custom(i, args) => {
                if let Some(d) = self.spec.custom.get(*i) {
                    self.lead(p);
                    let view = CustomView {
                        spec: self.spec,
                        op: self.op,
                        args,
                    };
                    (d.print)(p, &view);
                }
                self.space = true;
                self.punct = false;
            }
            Elem::Optional {
                then,
                otherwise,
                anchor,
            } => {
                if then.get(*anchor).is_some_and(|a| self.present(p, a)) {
                    self.elems(p, then);
                } else {
                    self.elems(p, otherwise);
                }
            }
        }
    }

    /// Whether an optional group's anchor is present in the op.
    fn present(&self, p: &OpPrinter<'_>, e: &Elem) -> bool {
        let ctx = p.ctx();
        match e {
            Elem::Operand(i) | Elem::Type(TypeTarget::Operand(i)) => {
                !group_values(self.spec, ctx, self.op, *i).is_empty()
            }
            Elem::Type(TypeTarget::Result(i)) => {
                !group_results(self.spec, ctx, self.op, *i).is_empty()
            }
            Elem::Operands | Elem::Type(TypeTarget::Operands) => {
                !ctx.op(self.op).operands.is_empty()
            }
            Elem::Type(TypeTarget::Results) => !ctx.op(self.op).results.is_empty(),
            Elem::Attr(i, _) => self.spec.attrs.get(*i).is_some_and(|a| {
                ctx.op_attr(self.op, a.name)
                    .is_some_and(|v| !is_default(a, ctx, v))
            }),
            Elem::Region(i) if self.spec.regions.get(*i).is_some_and(|g| g.variadic) => {
                !super::regions_of(self.spec, ctx, self.op, *i).is_empty()
            }
            Elem::Region(i) => ctx
                .op(self.op)
                .regions()
                .get(*i)
                .is_some_and(|&r| !ctx.region(r).blocks.is_empty()),
            Elem::Regions => !ctx.op(self.op).regions().is_empty(),
            Elem::Successor(_) => !ctx.op(self.op).successors().is_empty(),
            Elem::AttrDict(_) => !ctx.op_all_attrs(self.op).is_empty(),
            Elem::PropDict => !ctx.op_properties(self.op).is_empty(),
            // A custom directive anchors a group by its first argument (`type($results)`).
            Elem::Custom(_, args) => match args.first() {
                Some(CustomArg::Type(t)) => self.present(p, &Elem::Type(*t)),
                Some(CustomArg::Operand(i)) => self.present(p, &Elem::Operand(*i)),
                Some(CustomArg::Attr(i)) => self.present(p, &Elem::Attr(*i, false)),
                _ => true,
            },
            Elem::Literal(_) | Elem::FunctionalType(..) => true,
            Elem::Optional { .. } => false,
        }
    }

    /// What `attr-dict` leaves out: attributes the format prints, segment sizes, defaults.
    fn elided(&self, ctx: &crate::Context) -> Vec<&'static str> {
        let mut out = self.format.printed_attrs.clone();
        if self.spec.has_operand_segments() {
            out.push(OPERAND_SEGMENT_SIZES);
        }
        for a in self.spec.attrs {
            if matches!(a.syntax, AttrSyntax::Segments) {
                out.push(a.name);
            }
            if matches!(
                a.presence,
                AttrPresence::Default | AttrPresence::OptionalDefault
            ) && ctx
                .op_attr(self.op, a.name)
                .is_some_and(|v| is_default(a, ctx, v))
            {
                out.push(a.name);
            }
        }
        out
    }
}

fn is_default(a: &AttrSpec, ctx: &crate::Context, v: crate::Attr) -> bool {
    a.is_default.is_some_and(|f| f(ctx, v))
}

/// The values of operand group `i` of `op`.
pub(super) fn group_values(
    spec: &OpSpec,
    ctx: &crate::Context,
    op: OpId,
    i: usize,
) -> Vec<crate::Value> {
    super::operand_group(spec, ctx, op, i).to_vec()
}

fn group_results(spec: &OpSpec, ctx: &crate::Context, op: OpId, i: usize) -> Vec<crate::Value> {
    super::result_group(spec, ctx, op, i).to_vec()
}

fn target_types(spec: &OpSpec, ctx: &crate::Context, op: OpId, t: TypeTarget) -> Vec<Type> {
    let vals = match t {
        TypeTarget::Operand(i) => group_values(spec, ctx, op, i),
        TypeTarget::Result(i) => group_results(spec, ctx, op, i),
        TypeTarget::Operands => ctx.op(op).operands.to_vec(),
        TypeTarget::Results => ctx.op(op).results.to_vec(),
    };
    vals.into_iter().map(|v| ctx.value_type(v)).collect()
}

/// Writes an attribute value as its constraint's syntax says.
fn print_attr_value(p: &mut OpPrinter<'_>, a: &AttrSpec, v: crate::Attr, qualified: bool) {
    let ctx = p.ctx();
    match (a.syntax, ctx.attr_kind(v)) {
        (AttrSyntax::Typed(_), AttrKind::Integer { value, .. }) => p.write(&value.to_string()),
        (AttrSyntax::Keyword(names, _), AttrKind::Integer { value, .. })
            if let Some(n) = usize::try_from(*value).ok().and_then(|i| names.get(i)) =>
        {
            p.write(n)
        }
        (AttrSyntax::Typed(_), AttrKind::Bool(b)) => p.write(if *b { "true" } else { "false" }),
        (AttrSyntax::DenseArray(_) | AttrSyntax::Segments, AttrKind::DenseArray { values, .. }) => {
            let items: Vec<String> = values
                .iter()
                .map(|s| match s {
                    Scalar::Int(i) => i.to_string(),
                    other => format!("{other:?}"),
                })
                .collect();
            p.write(&format!("[{}]", items.join(", ")));
        }
        (AttrSyntax::Stripped(full), AttrKind::Dialect(_)) if !qualified => {
            let ns = full.split_once('.').map_or(full, |(n, _)| n);
            p.attr_stripped(v, &format!("#{ns}."));
        }
        (AttrSyntax::Params(full), AttrKind::Dialect(_)) if !qualified => {
            p.attr_stripped(v, &format!("#{full}"));
        }
        (AttrSyntax::SymbolName, _) => {
            let name = ctx.attr_str(v).unwrap_or("").to_string();
            let mut s = String::new();
            crate::printer::write_symbol_name(&mut s, &name);
            p.write(&s);
        }
        _ => p.attr(v),
    }
}
