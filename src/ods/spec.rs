//! What an op declares: operands, results, attributes, regions, successors, type relations
//! and an assembly format (MLIR's ODS record, as plain data).

use super::format::Format;
use crate::attributes::Attr;
use crate::context::Context;
use crate::dialect::OpTraits;
use crate::types::Type;
use std::sync::OnceLock;

/// How many values an operand or result group holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    One,
    /// Zero or one (`Optional<...>`).
    Optional,
    /// Any number (`Variadic<...>`).
    Variadic,
}

/// A type constraint (`AnyMemRef`, `Index`): MLIR's description for messages, a predicate,
/// and for buildable types the type itself (so the format need not spell it).
#[derive(Copy, Clone, Debug)]
pub struct TypeConstraint {
    /// MLIR's description (`memref of any type values`), used in verifier messages.
    pub desc: &'static str,
    /// Whether a type satisfies it.
    pub check: fn(&Context, Type) -> bool,
    /// The one type it allows, when it allows exactly one (`index`, `i1`).
    pub build: Option<fn(&mut Context) -> Type>,
    /// The C++ type class a format's `type(...)` parses (`builtin.memref`, or `""` for a base
    /// class without a name) and its test: the wrong kind is MLIR's "invalid kind of type
    /// specified" at parse time.
    pub class: Option<TypeClass>,
}

/// A C++ type class a format parses (`builtin.memref`) and its test.
pub type TypeClass = (&'static str, fn(&Context, Type) -> bool);

/// A named operand or result group.
#[derive(Copy, Clone, Debug)]
pub struct ValueSpec {
    /// Its name (`memref`, `indices`, `result`).
    pub name: &'static str,
    /// How many values it holds.
    pub arity: Arity,
    /// The constraint on each value's type.
    pub ty: &'static TypeConstraint,
}

/// How an attribute is written where the format names it (`$level`).
#[derive(Copy, Clone, Debug)]
pub enum AttrSyntax {
    /// The attribute's full syntax (`affine_map<...>`, `"text"`, `@sym`).
    Full,
    /// A string attribute in full syntax: an optional group it anchors is present only at a
    /// string literal (MLIR's `parseOptionalAttribute` of a `StringAttr`).
    Str,
    /// A number whose type the constraint fixes: written without `: type` (`5`).
    Typed(fn(&mut Context) -> Type),
    /// `[1, 2]` for a dense array of the given element type.
    DenseArray(fn(&mut Context) -> Type),
    /// A dialect attribute written without `#dialect.` (`fastmath<fast>`): the full name.
    Stripped(&'static str),
    /// A dialect attribute of one kind written as MLIR's `printStrippedAttrOrType` writes
    /// it: its alias, else its parameters without `#dialect.mnemonic` (`<{ map = ... }>`);
    /// parsed in either form. The full name (`sparse_tensor.encoding`).
    Params(&'static str),
    /// A unit attribute: present or not, written only through its optional group.
    Unit,
    /// An integer enum written as its case's keyword (`to_nearest_even`): the case names in
    /// value order, and the integer type it is stored with.
    Keyword(&'static [&'static str], fn(&mut Context) -> Type),
    /// A symbol name written `@name`, stored as a string.
    SymbolName,
    /// The `array<i32: ...>` group sizes of a `VariadicOfVariadic` operand: written `[1, 2]`
    /// where a format names it, and left out of `attr-dict` as MLIR leaves it out.
    Segments,
}

/// Whether a default is stored in the op or only assumed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AttrPresence {
    /// Must be present.
    Required,
    /// May be absent.
    Optional,
    /// Absent means the default; the default is stored when the op is created
    /// (`DefaultValuedAttr`: generic text shows it).
    Default,
    /// Absent means the default, which is not stored (`DefaultValuedOptionalAttr`).
    OptionalDefault,
}

/// An inherent attribute (property).
#[derive(Copy, Clone, Debug)]
pub struct AttrSpec {
    /// Its name.
    pub name: &'static str,
    /// MLIR's description of its constraint (`64-bit signless integer attribute`).
    pub desc: &'static str,
    /// Whether an attribute satisfies the constraint.
    pub check: fn(&Context, Attr) -> bool,
    /// Whether an attribute has the constraint's storage class (checked at parse time).
    pub class: fn(&Context, Attr) -> bool,
    /// Whether a generic-form property converts to the op's property storage (MLIR's
    /// `setPropertiesFromAttr`, before verification).
    pub converts: fn(&Context, Attr) -> bool,
    /// Required, optional or default-valued.
    pub presence: AttrPresence,
    /// The default value, for default-valued attributes.
    pub default: Option<fn(&mut Context) -> Attr>,
    /// Whether a value equals the default (elided when printing).
    pub is_default: Option<fn(&Context, Attr) -> bool>,
    /// How the format writes it.
    pub syntax: AttrSyntax,
}

/// A region.
#[derive(Copy, Clone, Debug)]
pub struct RegionSpec {
    /// Its name (`body`).
    pub name: &'static str,
    /// `SizedRegion<1>`: exactly one block.
    pub single_block: bool,
    /// `VariadicRegion<...>` (the last group only): any number of such regions.
    pub variadic: bool,
    /// `SingleBlockImplicitTerminator<op>`: the terminator the parser adds when the text
    /// leaves it out, and which the printer elides when it carries nothing.
    pub terminator: Option<&'static str>,
}

/// A relation between the types of named operands and results, which both verifies the op
/// and lets the parser infer a type the format does not spell.
#[derive(Copy, Clone, Debug)]
pub enum TypeRelation {
    /// `AllTypesMatch<[...]>`.
    AllMatch(&'static [&'static str]),
    /// `SameOperandsAndResultType`.
    SameOperandsAndResult,
    /// `SameTypeOperands`.
    SameOperands,
    /// `AllRanksMatch<[...]>`: the shaped groups have one rank.
    RanksMatch(&'static [&'static str]),
    /// `TypesMatchWith`: the type of `to` is `f` of the type of `from`.
    With {
        /// The group whose type is known.
        from: &'static str,
        /// The group whose type follows.
        to: &'static str,
        /// The transform (`element type of`).
        f: fn(&Context, Type) -> Option<Type>,
        /// MLIR's summary (`result type matches element type of 'memref'`).
        desc: &'static str,
    },
    /// MLIR's `AllElementTypesMatch` and `TCopVTEtIsSameAs`: the groups' element types (a
    /// scalar is its own) are one type.
    ElementTypesMatch {
        /// The groups compared.
        names: &'static [&'static str],
        /// MLIR's summary (`lhs and rhs have same element type`).
        desc: &'static str,
    },
    /// The parser derives the type of `to` as `f` of the type of `from`, and nothing is
    /// checked: MLIR's hand-written parsers resolve an operand by another's type, and the
    /// op's `verify` hook states the rule in its own words (`affine.store`'s value).
    Infers {
        /// The group whose type is known.
        from: &'static str,
        /// The group whose type follows.
        to: &'static str,
        /// The transform (`element type of`).
        f: fn(&Context, Type) -> Option<Type>,
    },
    /// `TypesMatchWith` onto a variadic group: the types of `to` are exactly `f` of the type
    /// of `from` (count included, as `tensor.from_elements`' elements follow its result).
    WithList {
        /// The group whose type is known.
        from: &'static str,
        /// The variadic group whose types follow.
        to: &'static str,
        /// The transform (`n` copies of the element type).
        f: fn(&Context, Type) -> Option<Vec<Type>>,
        /// MLIR's summary (`operand types match result element type`).
        desc: &'static str,
    },
}

/// A `custom<Name>(...)` directive: hand-written syntax for one piece of the format.
#[derive(Copy, Clone)]
pub struct CustomDirective {
    /// The name after `custom<`.
    pub name: &'static str,
    /// Parses the piece into the format state.
    pub parse: super::parse::CustomParseFn,
    /// Prints the piece.
    pub print: super::print::CustomPrintFn,
}

impl std::fmt::Debug for CustomDirective {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "custom<{}>", self.name)
    }
}

/// Infers result types the format and relations leave open (`InferTypeOpInterface`): gets
/// the operand types by group and the properties parsed so far.
pub type InferFn =
    fn(&mut Context, &[Vec<Type>], &[crate::ir::NamedAttr]) -> Result<Vec<Type>, String>;

/// The operands a group of successors receives: an operand group (`""`: none) and, for a
/// variadic group of successors, the property splitting it among them
/// (`case_operand_segments`).
#[derive(Debug, Clone, Copy)]
pub struct SuccessorOperands {
    /// The operand group's name.
    pub group: &'static str,
    /// The segment-size property of a variadic successor group's operands, else `""`.
    pub segments: &'static str,
}

/// One op's declaration.
#[derive(Debug)]
pub struct OpSpec {
    /// Full name (`memref.load`).
    pub name: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// Operand groups, in order.
    pub operands: &'static [ValueSpec],
    /// Result groups, in order.
    pub results: &'static [ValueSpec],
    /// Inherent attributes.
    pub attrs: &'static [AttrSpec],
    /// Regions, in order.
    pub regions: &'static [RegionSpec],
    /// Successors, in order (`Variadic` allowed for the last).
    pub successors: &'static [ValueSpec],
    /// Per successor group, the operands it forwards to the successors' arguments (MLIR's
    /// `BranchOpInterface::getSuccessorOperands`; region DCE drops what is dead).
    pub successor_operands: &'static [SuccessorOperands],
    /// Structural traits.
    pub traits: OpTraits,
    /// `HasParent`/`ParentOneOf`: the ops this op may be nested in directly (any when empty).
    pub parents: &'static [&'static str],
    /// Type relations.
    pub relations: &'static [TypeRelation],
    /// Result type inference, where relations do not give them.
    pub infer: Option<InferFn>,
    /// The assembly format, if the op has custom syntax.
    pub format: Option<&'static str>,
    /// The custom directives the format names.
    pub custom: &'static [CustomDirective],
    /// Fixed result names for the printer (`%extracted`), one per result: MLIR's
    /// `getAsmResultNames` where it names each result by a constant.
    pub result_names: &'static [&'static str],
    /// The format compiled on first use.
    pub compiled: OnceLock<Result<Format, String>>,
}

/// The segment-size property MLIR's `AttrSizedOperandSegments` uses.
pub const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";

impl OpSpec {
    /// Whether the op carries `operandSegmentSizes` (more than one optional or variadic
    /// operand group, unless they share the operands equally).
    pub fn has_operand_segments(&self) -> bool {
        self.operands
            .iter()
            .filter(|o| o.arity != Arity::One)
            .count()
            > 1
            && !self.same_variadic_operand_size()
    }

    /// Whether the variadic operand groups share the operands equally (MLIR's
    /// `SameVariadicOperandSize`).
    pub fn same_variadic_operand_size(&self) -> bool {
        self.traits.contains(OpTraits::SAME_VARIADIC_OPERAND_SIZE)
    }

    /// The operand group sizes of an op with `n` operands and no segment property: the
    /// fixed groups get one each and one open group the rest, or the variadic groups share
    /// them equally (`SameVariadicOperandSize`, rounded down as MLIR does).
    pub fn split_operands(&self, n: usize) -> Option<Vec<usize>> {
        split_groups(self.operands, n).or_else(|| {
            self.same_variadic_operand_size()
                .then(|| same_variadic_sizes(self.operands, n))
                .flatten()
        })
    }

    /// The compiled assembly format (`None` without one; `Err` names a malformed format).
    pub fn compiled_format(&self) -> Option<Result<&Format, &str>> {
        let text = self.format?;
        let r = self.compiled.get_or_init(|| Format::compile(self, text));
        Some(match r {
            Ok(f) => Ok(f),
            Err(e) => Err(e.as_str()),
        })
    }

    /// Whether `name` is an inherent attribute of the op.
    pub fn is_inherent(&self, name: &str) -> bool {
        (name == OPERAND_SEGMENT_SIZES && self.has_operand_segments())
            || self.attrs.iter().any(|a| a.name == name)
    }

    /// Index of operand group `name`.
    pub fn operand_index(&self, name: &str) -> Option<usize> {
        self.operands.iter().position(|o| o.name == name)
    }

    /// Index of result group `name`.
    pub fn result_index(&self, name: &str) -> Option<usize> {
        self.results.iter().position(|o| o.name == name)
    }

    /// The attribute spec named `name`.
    pub fn attr(&self, name: &str) -> Option<&AttrSpec> {
        self.attrs.iter().find(|a| a.name == name)
    }

    /// Sizes of the operand groups of `op`, from its segment property or its operand count;
    /// `None` when they do not fit the declaration.
    pub fn operand_group_sizes(&self, ctx: &Context, op: crate::ir::OpId) -> Option<Vec<usize>> {
        let n = ctx.op(op).operands.len();
        if self.has_operand_segments() {
            let sizes = match ctx.op_attr(op, OPERAND_SEGMENT_SIZES) {
                Some(a) => super::segment_sizes(ctx, a)?,
                None => vec![0; self.operands.len()],
            };
            let fits = sizes.len() == self.operands.len()
                && sizes.iter().sum::<usize>() == n
                && sizes
                    .iter()
                    .zip(self.operands)
                    .all(|(&s, g)| match g.arity {
                        Arity::One => s == 1,
                        Arity::Optional => s <= 1,
                        Arity::Variadic => true,
                    });
            return fits.then_some(sizes);
        }
        group_sizes(self.operands, n).or_else(|| {
            self.same_variadic_operand_size()
                .then(|| same_variadic_sizes(self.operands, n))
                .flatten()
        })
    }

    /// Sizes of the result groups of `op`: at most one group may be open, or several
    /// variadic groups share the open results equally (MLIR's `SameVariadicResultSize`).
    pub fn result_group_sizes(&self, ctx: &Context, op: crate::ir::OpId) -> Option<Vec<usize>> {
        let n = ctx.op(op).results.len();
        group_sizes(self.results, n).or_else(|| same_variadic_sizes(self.results, n))
    }

    /// Whether `n` regions fit the spec (a trailing variadic group takes any number).
    pub fn region_count_fits(&self, n: usize) -> bool {
        if self.regions.last().is_some_and(|r| r.variadic) {
            n + 1 >= self.regions.len()
        } else {
            n == self.regions.len()
        }
    }

    /// Whether `op` has the shape the spec declares (group sizes, required attributes of the
    /// right kind): what a typed view needs to read it without failing.
    pub fn matches(&self, ctx: &Context, op: crate::ir::OpId) -> bool {
        ctx.op_name_of(op) == self.name
            && self.operand_group_sizes(ctx, op).is_some()
            && self.result_group_sizes(ctx, op).is_some()
            && self.region_count_fits(ctx.op(op).regions().len())
            && self
                .attrs
                .iter()
                .filter(|a| a.presence == AttrPresence::Required)
                .all(|a| ctx.op_attr(op, a.name).is_some_and(|v| (a.check)(ctx, v)))
    }
}

/// Splits `n` values equally over several variadic groups (`SameVariadicResultSize`); as
/// in MLIR, each gets the rounded-down share.
pub(super) fn same_variadic_sizes(groups: &[ValueSpec], n: usize) -> Option<Vec<usize>> {
    let open = groups.iter().filter(|g| g.arity != Arity::One).count();
    let rest = n.checked_sub(groups.len() - open)?;
    let all_variadic = groups.iter().all(|g| g.arity != Arity::Optional);
    if open < 2 || !all_variadic {
        return None;
    }
    let each = rest / open;
    Some(
        groups
            .iter()
            .map(|g| if g.arity == Arity::One { 1 } else { each })
            .collect(),
    )
}

fn group_sizes(groups: &[ValueSpec], n: usize) -> Option<Vec<usize>> {
    let sizes = split_groups(groups, n)?;
    let fits = groups
        .iter()
        .zip(&sizes)
        .all(|(g, &s)| g.arity != Arity::Optional || s <= 1);
    fits.then_some(sizes)
}

/// Splits `n` values over `groups` when at most one group is optional or variadic: the
/// fixed groups get one each and the open group the rest (an optional group may come out
/// over-full; the verifier reports that).
pub(super) fn split_groups(groups: &[ValueSpec], n: usize) -> Option<Vec<usize>> {
    let fixed = groups.iter().filter(|g| g.arity == Arity::One).count();
    let open = groups.len() - fixed;
    let rest = n.checked_sub(fixed)?;
    if open > 1 || open == 0 && rest != 0 {
        return None;
    }
    Some(
        groups
            .iter()
            .map(|g| if g.arity == Arity::One { 1 } else { rest })
            .collect(),
    )
}
