//! The parser every declared op shares: walks the compiled format, then infers the types the
//! format leaves out (relations, buildable types, inference) and resolves the operands.

use super::format::{CustomArg, Elem, Format, TypeTarget};
use super::spec::{Arity, AttrPresence, AttrSpec, AttrSyntax, OpSpec, TypeRelation};
use crate::attributes::{AttrKind, Scalar};
use crate::dialect::OpTraits;
use crate::ir::{BlockId, NamedAttr, OperationState, RegionId, find_named, remove_named};
use crate::parser::lexer::TokenKind;
use crate::parser::{PResult, Parser, UnresolvedOperand};
use crate::types::Type;

/// Parses the piece of syntax a `custom<...>` directive stands for, storing what it reads
/// into the groups its arguments name.
pub type CustomParseFn =
    for<'a> fn(&mut Parser<'a>, &mut FormatState<'a>, &[CustomArg]) -> PResult<()>;

/// What the format has parsed so far, by group; custom directives fill it too.
#[derive(Default)]
pub struct FormatState<'a> {
    /// Operands of each operand group.
    pub operands: Vec<Vec<UnresolvedOperand<'a>>>,
    /// Types of each operand group, where the text gave them.
    pub operand_types: Vec<Option<Vec<Type>>>,
    /// Types of each result group, where the text gave them.
    pub result_types: Vec<Option<Vec<Type>>>,
    /// Operands written through the `operands` directive.
    pub all_operands: Option<Vec<UnresolvedOperand<'a>>>,
    /// Types written through `type(operands)`.
    pub all_operand_types: Option<Vec<Type>>,
    /// Types written through `type(results)`.
    pub all_result_types: Option<Vec<Type>>,
    /// Properties (inherent attributes).
    pub properties: Vec<NamedAttr>,
    /// The attribute dictionary.
    pub attributes: Vec<NamedAttr>,
    /// Each region, once parsed.
    pub regions: Vec<Option<RegionId>>,
    /// The regions of the trailing variadic group (`VariadicRegion<...>`).
    pub variadic_regions: Vec<RegionId>,
    /// The index of that group.
    variadic_region: Option<usize>,
    /// Successors of each group.
    pub successors: Vec<Vec<BlockId>>,
    /// The op being parsed (for `custom op '...'` errors of custom directives).
    pub op: &'static str,
    /// The spec's attribute names, by index.
    attr_names: Vec<&'static str>,
    /// Where each operand group's text starts (for count mismatches).
    operand_locs: Vec<Option<crate::Loc>>,
    /// The op's name (for a custom directive's `custom op 'name'` errors).
    pub op_name: &'static str,
    /// Where the op's name stands (MLIR's `getNameLoc()`, where some custom directives
    /// report their errors).
    pub name_loc: crate::Loc,
}

impl<'a> FormatState<'a> {
    /// Stores operands for the group `arg` names.
    pub fn set_operands(&mut self, arg: Option<&CustomArg>, ops: Vec<UnresolvedOperand<'a>>) {
        if let Some(CustomArg::Operand(i)) = arg
            && let Some(slot) = self.operands.get_mut(*i)
        {
            *slot = ops;
        }
    }

    /// Stores the successors of the group `arg` names.
    pub fn set_successors(&mut self, arg: Option<&CustomArg>, blocks: Vec<BlockId>) {
        if let Some(CustomArg::Successor(i)) = arg
            && let Some(slot) = self.successors.get_mut(*i)
        {
            *slot = blocks;
        }
    }

    /// Stores the regions of the group `arg` names (all of a variadic group, or one).
    pub fn set_regions(&mut self, arg: Option<&CustomArg>, regions: Vec<RegionId>) {
        let Some(CustomArg::Region(i)) = arg else {
            return;
        };
        if self.variadic_region == Some(*i) {
            self.variadic_regions = regions;
        } else if let Some(slot) = self.regions.get_mut(*i) {
            *slot = regions.first().copied();
        }
    }

    /// The types parsed so far for the group `arg` names (`ref(type($x))`).
    pub fn types_of(&self, arg: Option<&CustomArg>) -> Option<&[Type]> {
        match arg {
            Some(CustomArg::Type(TypeTarget::Operand(i))) => self.operand_types.get(*i)?.as_deref(),
            Some(CustomArg::Type(TypeTarget::Result(i))) => self.result_types.get(*i)?.as_deref(),
            _ => None,
        }
    }

    /// Stores attribute number `i` of the spec.
    pub fn attr_by_index(&mut self, i: usize, a: crate::Attr) {
        if let Some(name) = self.attr_names.get(i) {
            crate::ir::set_named(&mut self.properties, name, a);
        }
    }

    /// Stores the attribute `arg` names (a custom directive's `$attr` argument).
    pub fn set_attr(&mut self, arg: Option<&CustomArg>, a: crate::Attr) {
        if let Some(&CustomArg::Attr(i)) = arg {
            self.attr_by_index(i, a);
        }
    }

    /// Stores types for the group `arg` names.
    pub fn set_types(&mut self, arg: Option<&CustomArg>, types: Vec<Type>) {
        if let Some(CustomArg::Type(t)) = arg {
            set_types(self, *t, types);
        }
    }

    fn new(spec: &OpSpec) -> Self {
        FormatState {
            operands: vec![Vec::new(); spec.operands.len()],
            operand_types: vec![None; spec.operands.len()],
            result_types: vec![None; spec.results.len()],
            regions: vec![None; spec.regions.len()],
            successors: vec![Vec::new(); spec.successors.len()],
            op: spec.name,
            attr_names: spec.attrs.iter().map(|a| a.name).collect(),
            operand_locs: vec![None; spec.operands.len()],
            variadic_region: spec.regions.iter().position(|r| r.variadic),
            op_name: spec.name,
            ..FormatState::default()
        }
    }
}

/// Parses the custom form of a declared op into `st` (after its name).
pub fn parse_op(spec: &OpSpec, p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let format = match spec.compiled_format() {
        Some(Ok(f)) => f,
        Some(Err(e)) => return Err(p.error(format!("internal error: {e}"))),
        None => {
            return Err(p.error(format!(
                "custom op '{}' has no custom assembly form",
                spec.name
            )));
        }
    };
    let mut fs = FormatState::new(spec);
    fs.name_loc = st.loc;
    parse_elems(spec, format, &format.elems, p, &mut fs)?;
    finish(spec, format, p, fs, st)
}

fn parse_elems<'a>(
    spec: &OpSpec,
    format: &Format,
    elems: &[Elem],
    p: &mut Parser<'a>,
    fs: &mut FormatState<'a>,
) -> PResult<()> {
    for e in elems {
        parse_elem(spec, format, e, p, fs)?;
    }
    Ok(())
}

/// The token kind of a punctuation literal.
fn punct(lit: &str) -> Option<TokenKind> {
    Some(match lit {
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "," => TokenKind::Comma,
        ":" => TokenKind::Colon,
        "::" => TokenKind::ColonColon,
        "=" => TokenKind::Equal,
        "->" => TokenKind::Arrow,
        "?" => TokenKind::Question,
        "*" => TokenKind::Star,
        "+" => TokenKind::Plus,
        "-" => TokenKind::Minus,
        "|" => TokenKind::Bar,
        "..." => TokenKind::Ellipsis,
        _ => return None,
    })
}

fn parse_elem<'a>(
    spec: &OpSpec,
    format: &Format,
    e: &Elem,
    p: &mut Parser<'a>,
    fs: &mut FormatState<'a>,
) -> PResult<()> {
    match e {
        Elem::Literal("" | " " | "\\n") => Ok(()),
        Elem::Literal(l) => match punct(l) {
            Some(k) => p.parse_token(k, l),
            // MLIR's `parseKeyword`: at the current token, with the custom-op prefix.
            None if p.consume_keyword(l) => Ok(()),
            None => {
                let loc = p.loc();
                Err(custom_error(loc, spec.name, format!("expected '{l}'")))
            }
        },
        Elem::Operand(i) => {
            let loc = p.loc();
            if let Some(slot) = fs.operand_locs.get_mut(*i) {
                *slot = Some(loc);
            }
            let arity = spec.operands.get(*i).map(|o| o.arity);
            let ops = match arity {
                Some(Arity::One) => vec![p.parse_operand()?],
                Some(Arity::Optional) if p.at_operand() => vec![p.parse_operand()?],
                Some(Arity::Optional) | None => Vec::new(),
                Some(Arity::Variadic) => p.parse_operand_list()?,
            };
            if let Some(slot) = fs.operands.get_mut(*i) {
                *slot = ops;
            }
            Ok(())
        }
        Elem::Operands => {
            fs.all_operands = Some(p.parse_operand_list()?);
            Ok(())
        }
        Elem::Attr(i, _) => {
            let Some(a) = spec.attrs.get(*i) else {
                return Ok(());
            };
            let loc = p.loc();
            // MLIR's enum parser leaves the attribute unset for an empty string.
            if matches!(a.syntax, AttrSyntax::Keyword(..)) && p.text() == "\"\"" {
                p.bump();
                return Ok(());
            }
            reject_untyped_number(a, p)?;
            // Errors the op's own parser reports carry its `custom op` prefix.
            let in_op = matches!(
                a.syntax,
                AttrSyntax::Stripped(_) | AttrSyntax::SymbolName | AttrSyntax::Keyword(..)
            );
            // MLIR's lexer reports a malformed token before any parser sees it.
            if let Some(d) = p.lexer_error().filter(|_| in_op) {
                return Err(d);
            }
            let v = parse_attr_value(a, p).map_err(|d| match in_op {
                true => in_custom_op(d, spec.name),
                false => d,
            })?;
            // MLIR parses the attribute as its storage class (`parseAttribute<SymbolRefAttr>`).
            if matches!(
                a.syntax,
                AttrSyntax::Full | AttrSyntax::Str | AttrSyntax::Params(_) | AttrSyntax::Typed(_)
            ) && !(a.class)(p.ctx, v)
            {
                return Err(custom_error(
                    loc,
                    spec.name,
                    "invalid kind of attribute specified",
                ));
            }
            crate::ir::set_named(&mut fs.properties, a.name, v);
            Ok(())
        }
        // MLIR's variadic region: an optional region, then more after commas.
        Elem::Region(i) if spec.regions.get(*i).is_some_and(|r| r.variadic) => {
            if let Some(r) = p.parse_optional_region(&[])? {
                fs.variadic_regions.push(r);
                while p.consume_if(TokenKind::Comma) {
                    let r = p.parse_region(&[])?;
                    fs.variadic_regions.push(r);
                }
            }
            Ok(())
        }
        Elem::Region(i) => {
            let r = p.parse_region(&[])?;
            // MLIR's generated parsers give a `SingleBlock` region without terminator its block.
            let traits = spec.traits;
            if traits.contains(OpTraits::SINGLE_BLOCK | OpTraits::NO_TERMINATOR)
                && p.ctx.region(r).blocks.is_empty()
            {
                let b = p.ctx.create_block(&[], fs.name_loc);
                p.ctx.append_block(r, b);
            }
            if let Some(slot) = fs.regions.get_mut(*i) {
                *slot = Some(r);
            }
            Ok(())
        }
        Elem::Regions => {
            let mut i = 0;
            while p.kind() == TokenKind::LBrace {
                let r = p.parse_region(&[])?;
                if let Some(slot) = fs.regions.get_mut(i) {
                    *slot = Some(r);
                }
                i += 1;
                if !p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            Ok(())
        }
        Elem::Successor(i) => {
            let variadic = spec
                .successors
                .get(*i)
                .is_some_and(|s| s.arity == Arity::Variadic);
            let mut blocks = Vec::new();
            if !variadic || p.kind() == TokenKind::CaretIdent {
                loop {
                    blocks.push(p.parse_successor()?);
                    if !variadic || !p.consume_if(TokenKind::Comma) {
                        break;
                    }
                }
            }
            if let Some(slot) = fs.successors.get_mut(*i) {
                *slot = blocks;
            }
            Ok(())
        }
        Elem::Type(t) => {
            let arity = target_arity(spec, *t);
            let class = target_class(spec, *t);
            let types = match arity {
                Arity::One => vec![parse_type_of(spec, class, p)?],
                Arity::Optional if p.at_type() => vec![parse_type_of(spec, class, p)?],
                Arity::Optional => Vec::new(),
                // MLIR's `parseTypeList`: at least one type (a list that may be empty sits
                // in an optional group).
                Arity::Variadic => {
                    let mut v = vec![parse_type_of(spec, class, p)?];
                    while p.consume_if(TokenKind::Comma) {
                        v.push(parse_type_of(spec, class, p)?);
                    }
                    v
                }
            };
            set_types(fs, *t, types);
            Ok(())
        }
        Elem::FunctionalType(a, b) => {
            // MLIR's `parseType<FunctionType>`: any type, then its kind.
            let loc = p.loc();
            let fty = p.parse_type()?;
            let crate::types::TypeKind::Function { inputs, results } = p.ctx.type_kind(fty) else {
                let found = crate::printer::type_to_string(p.ctx, fty);
                let msg = format!(
                    "invalid kind of type specified: expected builtin.function, but found '{found}'"
                );
                return Err(custom_error(loc, spec.name, msg));
            };
            let (inputs, results) = (inputs.clone(), results.clone());
            set_types(fs, *a, inputs);
            set_types(fs, *b, results);
            Ok(())
        }
        Elem::AttrDict(keyword) => {
            let loc = p.loc();
            if *keyword {
                p.parse_optional_attr_dict_with_keyword(&mut fs.attributes)?;
            } else {
                p.parse_optional_attr_dict(&mut fs.attributes)?;
            }
            // Inherent attributes written in the dictionary are checked as they are read.
            for a in spec.attrs {
                if let Some(v) = find_named(&fs.attributes, a.name)
                    && !(a.check)(p.ctx, v)
                {
                    let msg = format!(
                        "'{}' op attribute '{}' failed to satisfy constraint: {}",
                        spec.name, a.name, a.desc
                    );
                    return Err(custom_error(loc, spec.name, msg));
                }
            }
            Ok(())
        }
        Elem::PropDict => {
            if p.consume_if(TokenKind::Less) {
                for (k, v) in p.parse_dictionary_entries()? {
                    crate::ir::set_named(&mut fs.properties, &k, v);
                }
                p.parse_token(TokenKind::Greater, ">")?;
            }
            Ok(())
        }
        Elem::Custom(i, args) => match spec.custom.get(*i) {
            Some(d) => (d.parse)(p, fs, args),
            None => Ok(()),
        },
        Elem::Optional {
            then,
            otherwise,
            anchor,
        } => {
            let present = then
                .iter()
                .find(|e| !matches!(e, Elem::Literal("" | " " | "\\n")))
                .is_some_and(|f| starts(spec, f, p));
            if present {
                if let Some(Elem::Attr(i, _)) = then.get(*anchor)
                    && let Some(a) = spec.attrs.get(*i)
                    && matches!(a.syntax, AttrSyntax::Unit)
                {
                    let u = p.ctx.unit_attr();
                    crate::ir::set_named(&mut fs.properties, a.name, u);
                }
                parse_elems(spec, format, then, p, fs)
            } else {
                parse_elems(spec, format, otherwise, p, fs)
            }
        }
    }
}

/// Whether the input starts with `e` (which opens an optional group).
fn starts(spec: &OpSpec, e: &Elem, p: &Parser<'_>) -> bool {
    match e {
        Elem::Literal(l) => match punct(l) {
            Some(k) => p.kind() == k,
            None => p.is_keyword(l),
        },
        Elem::Operand(_) | Elem::Operands => p.at_operand(),
        Elem::Attr(i, _) => match spec.attrs.get(*i).map(|a| (a.name, a.syntax)) {
            Some((name, AttrSyntax::Unit)) => p.is_keyword(name),
            Some((_, AttrSyntax::Typed(_))) => {
                matches!(
                    p.kind(),
                    TokenKind::Integer | TokenKind::Float | TokenKind::Minus
                ) || p.is_keyword("true")
                    || p.is_keyword("false")
            }
            Some((_, AttrSyntax::DenseArray(_) | AttrSyntax::Segments)) => {
                p.kind() == TokenKind::LSquare
            }
            Some((_, AttrSyntax::Stripped(full))) => {
                p.is_keyword(full.split_once('.').map_or(full, |(_, m)| m))
            }
            Some((_, AttrSyntax::SymbolName)) => p.kind() == TokenKind::AtIdent,
            Some((_, AttrSyntax::Params(_))) => {
                matches!(p.kind(), TokenKind::HashIdent | TokenKind::Less)
            }
            Some((_, AttrSyntax::Keyword(names, _))) => {
                names.iter().any(|n| p.is_keyword(n)) || p.kind() == TokenKind::String
            }
            Some((_, AttrSyntax::Str)) => p.kind() == TokenKind::String,
            Some((_, AttrSyntax::Full)) => !matches!(
                p.kind(),
                TokenKind::Colon
                    | TokenKind::Comma
                    | TokenKind::RParen
                    | TokenKind::RSquare
                    | TokenKind::RBrace
                    | TokenKind::LBrace
                    | TokenKind::Arrow
                    | TokenKind::Eof
            ),
            None => false,
        },
        Elem::Type(_) | Elem::FunctionalType(..) => p.at_type(),
        Elem::Region(_) | Elem::Regions | Elem::AttrDict(false) => p.kind() == TokenKind::LBrace,
        Elem::AttrDict(true) => p.is_keyword("attributes"),
        Elem::PropDict => p.kind() == TokenKind::Less,
        Elem::Successor(_) => p.kind() == TokenKind::CaretIdent,
        Elem::Custom(..) | Elem::Optional { .. } => false,
    }
}

type TypeClass = Option<super::spec::TypeClass>;

/// The type class a `type(...)` target must parse as.
fn target_class(spec: &OpSpec, t: TypeTarget) -> TypeClass {
    match t {
        TypeTarget::Operand(i) => spec.operands.get(i).and_then(|o| o.ty.class),
        TypeTarget::Result(i) => spec.results.get(i).and_then(|o| o.ty.class),
        TypeTarget::Operands | TypeTarget::Results => None,
    }
}

/// Parses a type, checking its class as MLIR's `parseCustomTypeWithFallback` does.
fn parse_type_of(spec: &OpSpec, class: TypeClass, p: &mut Parser<'_>) -> PResult<Type> {
    let loc = p.loc();
    let t = p.parse_type()?;
    match class {
        Some((name, ok)) if !ok(p.ctx, t) => {
            let found = crate::printer::type_to_string(p.ctx, t);
            let msg = if name.is_empty() {
                "invalid kind of type specified".to_string()
            } else {
                format!("invalid kind of type specified: expected {name}, but found '{found}'")
            };
            Err(custom_error(loc, spec.name, msg))
        }
        _ => Ok(t),
    }
}

/// An error an op's own parser reports (MLIR prefixes `custom op 'name'`).
pub fn custom_error(loc: crate::Loc, op: &str, msg: impl std::fmt::Display) -> crate::Diagnostic {
    crate::Diagnostic::error(loc, format!("custom op '{op}' {msg}"))
}

fn target_arity(spec: &OpSpec, t: TypeTarget) -> Arity {
    match t {
        TypeTarget::Operand(i) => spec.operands.get(i).map_or(Arity::One, |o| o.arity),
        TypeTarget::Result(i) => spec.results.get(i).map_or(Arity::One, |o| o.arity),
        TypeTarget::Operands | TypeTarget::Results => Arity::Variadic,
    }
}

fn set_types(fs: &mut FormatState<'_>, t: TypeTarget, types: Vec<Type>) {
    match t {
        TypeTarget::Operand(i) => {
            if let Some(s) = fs.operand_types.get_mut(i) {
                *s = Some(types);
            }
        }
        TypeTarget::Result(i) => {
            if let Some(s) = fs.result_types.get_mut(i) {
                *s = Some(types);
            }
        }
        TypeTarget::Operands => fs.all_operand_types = Some(types),
        TypeTarget::Results => fs.all_result_types = Some(types),
    }
}

/// A number where an attribute without a numeric type is expected: MLIR parses it with type
/// `none` and reports it at the literal (a float, after it).
fn reject_untyped_number(a: &AttrSpec, p: &mut Parser<'_>) -> PResult<()> {
    let number = matches!(
        p.kind(),
        TokenKind::Integer | TokenKind::Float | TokenKind::Minus
    );
    if !number || !matches!(a.syntax, AttrSyntax::Full | AttrSyntax::Str) {
        return Ok(());
    }
    let i64t = p.ctx.int_type(64);
    let zero = p.ctx.int_attr(0, i64t);
    if (a.class)(p.ctx, zero) {
        return Ok(());
    }
    p.consume_if(TokenKind::Minus);
    match p.kind() {
        TokenKind::Integer => Err(p.error("integer literal not valid for specified type")),
        TokenKind::Float => {
            p.bump();
            Err(p.error("floating point value not valid for specified type"))
        }
        _ => Ok(()),
    }
}

/// MLIR's generated parser of an integer enum attribute: a case keyword, or a string naming
/// a case (`"to_nearest_even"`); gives the case's index.
pub fn parse_enum_case(name: &str, names: &[&str], p: &mut Parser<'_>) -> PResult<usize> {
    let loc = p.loc();
    if let Some(i) = names.iter().position(|n| p.is_keyword(n)) {
        p.bump();
        return Ok(i);
    }
    if p.kind() != TokenKind::String {
        let msg = format!(
            "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
            names.join(", ")
        );
        return Err(p.error_at(loc, msg));
    }
    let s = p.parse_string()?;
    names.iter().position(|n| *n == s).ok_or_else(|| {
        p.error_at(
            loc,
            format!("invalid {name} attribute specification: \"{s}\""),
        )
    })
}

/// Parses an attribute value as the constraint writes it.
fn parse_attr_value(a: &AttrSpec, p: &mut Parser<'_>) -> PResult<crate::attributes::Attr> {
    match a.syntax {
        AttrSyntax::Full => p.parse_generic_attribute(),
        AttrSyntax::Str => p.parse_attribute(),
        AttrSyntax::Unit => Ok(p.ctx.unit_attr()),
        AttrSyntax::Keyword(names, ty) => {
            let i = parse_enum_case(a.name, names, p)?;
            let t = ty(p.ctx);
            Ok(p.ctx.int_attr(i as i128, t))
        }
        AttrSyntax::Typed(ty) => {
            let t = ty(p.ctx);
            if matches!(
                p.kind(),
                TokenKind::Integer | TokenKind::Float | TokenKind::Minus
            ) {
                p.parse_number_of_type(t)
            } else {
                p.parse_attribute_of_type(Some(t))
            }
        }
        AttrSyntax::SymbolName => {
            let s = p.parse_symbol_name()?;
            Ok(p.ctx.string_attr(&s))
        }
        AttrSyntax::Params(full) if p.kind() == TokenKind::Less => {
            let loc = p.loc();
            parse_attr_params(p, full, loc)
        }
        AttrSyntax::Params(_) => {
            // A full dialect attribute (not an alias) takes an optional `: type`, as MLIR's
            // extended-attribute parser does (so `as #dialect.attr<...> : index` reads the
            // type as the attribute's).
            let full = p.kind() == TokenKind::HashIdent && p.text().contains('.');
            let a = p.parse_attribute()?;
            if full && p.kind() == TokenKind::Colon {
                p.bump();
                p.parse_type()?;
            }
            Ok(a)
        }
        AttrSyntax::Segments => {
            let i32t: fn(&mut crate::Context) -> Type = |ctx| ctx.int_type(32);
            let spec = AttrSpec {
                syntax: AttrSyntax::DenseArray(i32t),
                ..*a
            };
            parse_attr_value(&spec, p)
        }
        AttrSyntax::DenseArray(elem) => {
            let mut values = Vec::new();
            p.parse_comma_list(
                Some((TokenKind::LSquare, "[")),
                (TokenKind::RSquare, "]"),
                |p| {
                    let v = p.parse_integer()?;
                    values.push(Scalar::Int(v));
                    Ok(())
                },
            )?;
            let element = elem(p.ctx);
            Ok(p.ctx.intern_attr(AttrKind::DenseArray { element, values }))
        }
        AttrSyntax::Stripped(full) => {
            let loc = p.loc();
            let mnemonic = full.split_once('.').map_or(full, |(_, m)| m);
            p.expect_keyword(mnemonic)?;
            parse_attr_params(p, full, loc)
        }
    }
}

/// The rest of dialect attribute `full` (`dialect.mnemonic`) after its mnemonic, through the
/// dialect's attribute parser.
fn parse_attr_params(p: &mut Parser<'_>, full: &str, loc: crate::Loc) -> PResult<crate::Attr> {
    let ns = full.split_once('.').map_or(full, |(n, _)| n);
    match p.ctx.registry().dialect(ns).and_then(|d| d.parse_attr) {
        Some(h) => h(p, full, loc),
        None => Err(p.error_at(loc, format!("dialect '{ns}' has no attributes"))),
    }
}

/// An error of a dialect attribute's stripped syntax, which MLIR parses through the op's own
/// parser: its `custom op '...'` prefix on the error and on the errors attached to it, but
/// for a missing punctuation token (MLIR's `emitWrongTokenError` bypasses the op's prefix).
pub fn in_custom_op(mut d: crate::Diagnostic, op: &str) -> crate::Diagnostic {
    let prefix = format!("custom op '{op}' ");
    let add = |m: &mut String| {
        let token = m.starts_with("expected '") && m.len() <= "expected '...'".len();
        if !m.starts_with("custom op '") && !token {
            m.insert_str(0, &prefix);
        }
    };
    add(&mut d.message);
    for n in &mut d.notes {
        if n.severity == crate::diagnostic::Severity::Error {
            add(&mut n.message);
        }
    }
    d
}

/// Types, operand resolution, inherent attributes, segment sizes and defaults.
fn finish<'a>(
    spec: &OpSpec,
    format: &Format,
    p: &mut Parser<'a>,
    mut fs: FormatState<'a>,
    st: &mut OperationState,
) -> PResult<()> {
    let loc = st.loc;
    // `operands` / `type(operands)` / `type(results)` spread over the groups.
    if let Some(all) = fs.all_operands.take() {
        let sizes = spec
            .split_operands(all.len())
            .ok_or_else(|| p.error_at(loc, "operand groups cannot be inferred"))?;
        let mut it = all.into_iter();
        for (slot, n) in fs.operands.iter_mut().zip(sizes) {
            *slot = it.by_ref().take(n).collect();
        }
    }
    if let Some(all) = fs.all_operand_types.take() {
        let sizes: Vec<usize> = fs.operands.iter().map(Vec::len).collect();
        let total: usize = sizes.iter().sum();
        if total != all.len() {
            let msg = format!(
                "number of operands and types do not match: got {total} operands and {} types",
                all.len()
            );
            return Err(custom_error(loc, spec.name, msg));
        }
        spread(&mut fs.operand_types, &sizes, all);
    }
    if let Some(all) = fs.all_result_types.take() {
        // Several variadic groups share the types equally (`SameVariadicResultSize`).
        let sizes = super::spec::split_groups(spec.results, all.len())
            .or_else(|| {
                super::spec::same_variadic_sizes(spec.results, all.len())
                    .filter(|s| s.iter().sum::<usize>() == all.len())
            })
            .ok_or_else(|| p.error_at(loc, "result groups cannot be inferred"))?;
        spread(&mut fs.result_types, &sizes, all);
    }
    let counts: Vec<usize> = fs.operands.iter().map(Vec::len).collect();
    check_relation_sources(spec, p, &fs, loc)?;
    infer_types(spec, p, &mut fs, &counts);
    // Results the relations leave open come from the op's inference hook.
    if fs.result_types.iter().any(Option::is_none)
        && let Some(infer) = spec.infer
    {
        let known: Vec<Vec<Type>> = fs
            .operand_types
            .iter()
            .map(|t| t.clone().unwrap_or_default())
            .collect();
        let mut props = fs.properties.clone();
        for (k, v) in &fs.attributes {
            if spec.is_inherent(k) {
                crate::ir::set_named(&mut props, k, *v);
            }
        }
        let types = infer(p.ctx, &known, &props).map_err(|m| p.error_at(loc, m))?;
        let sizes = super::spec::split_groups(spec.results, types.len())
            .ok_or_else(|| p.error_at(loc, "inferred result types do not fit"))?;
        spread(&mut fs.result_types, &sizes, types);
    }
    for (i, (ops, types)) in fs.operands.iter().zip(&fs.operand_types).enumerate() {
        let name = spec.operands.get(i).map_or("", |o| o.name);
        let types = match types {
            Some(t) => t.as_slice(),
            None if ops.is_empty() => continue,
            // The group's types sit in an optional group that was absent: none were given.
            None if mentions_types(&format.elems, i) => &[],
            None => {
                return Err(p.error_at(loc, format!("type of operand '{name}' cannot be inferred")));
            }
        };
        if ops.len() != types.len() {
            let at = fs.operand_locs.get(i).copied().flatten().unwrap_or(loc);
            let msg = format!(
                "number of operands and types do not match: got {} operands and {} types",
                ops.len(),
                types.len()
            );
            return Err(custom_error(at, spec.name, msg));
        }
        for (&u, &t) in ops.iter().zip(types) {
            let v = p.resolve_operand(u, t)?;
            st.operands.push(v);
        }
    }
    for (i, types) in fs.result_types.iter().enumerate() {
        let open = spec.results.get(i).is_some_and(|r| r.arity != Arity::One);
        match types {
            Some(t) => st.result_types.extend(t.iter().copied()),
            // An open group whose types sit in an absent optional group is empty.
            None if open => {}
            None => {
                let name = spec.results.get(i).map_or("", |o| o.name);
                return Err(p.error_at(loc, format!("type of result '{name}' cannot be inferred")));
            }
        }
    }
    st.properties.extend(fs.properties);
    st.properties.sort_by(|a, b| a.0.cmp(&b.0));
    // An inherent attribute in the dictionary wins over the format's (MLIR's `setAttrs`
    // sets the property).
    for (k, v) in fs.attributes {
        if spec.is_inherent(&k) {
            st.set_property(&k, v);
        } else {
            st.set_attribute(&k, v);
        }
    }
    if spec.has_operand_segments() {
        let sizes: Vec<usize> = counts;
        let a = super::segment_attr(p.ctx, &sizes);
        remove_named(&mut st.attributes, super::spec::OPERAND_SEGMENT_SIZES);
        st.set_property(super::spec::OPERAND_SEGMENT_SIZES, a);
    }
    for (r, g) in fs.regions.into_iter().zip(spec.regions) {
        // A region the text left out (an optional group's other branch) exists empty, as
        // in MLIR; a variadic group holds what was parsed.
        let parsed = match (g.variadic, r) {
            (true, _) => std::mem::take(&mut fs.variadic_regions),
            (false, Some(r)) => vec![r],
            (false, None) => {
                let r = p.ctx.create_region();
                st.regions.push(r);
                continue;
            }
        };
        for r in parsed {
            if let Some(term) = g.terminator {
                ensure_terminator(p.ctx, r, term, loc);
            }
            st.regions.push(r);
        }
    }
    for s in fs.successors {
        st.successors.extend(s);
    }
    fill_defaults(spec, p.ctx, &mut st.properties);
    Ok(())
}

/// Whether `elems` give the types of operand group `i` (`type($x)`, `type(operands)`,
/// `functional-type`, a custom directive's `type($x)`).
fn mentions_types(elems: &[Elem], i: usize) -> bool {
    let names = |t: &TypeTarget| matches!(t, TypeTarget::Operands) || *t == TypeTarget::Operand(i);
    elems.iter().any(|e| match e {
        Elem::Type(t) => names(t),
        Elem::FunctionalType(a, b) => names(a) || names(b),
        Elem::Custom(_, args) => args
            .iter()
            .any(|a| matches!(a, CustomArg::Type(t) if names(t))),
        Elem::Optional {
            then, otherwise, ..
        } => mentions_types(then, i) || mentions_types(otherwise, i),
        _ => false,
    })
}

/// MLIR's `ensureTerminator`: gives `region` a block if it has none, and appends a `term`
/// op (no operands) unless the block already ends with a terminator.
pub fn ensure_terminator(ctx: &mut crate::Context, region: RegionId, term: &str, loc: crate::Loc) {
    let block = match ctx.region(region).blocks.last().copied() {
        Some(b) => b,
        None => {
            let b = ctx.create_block(&[], loc);
            ctx.append_block(region, b);
            b
        }
    };
    if let Some(&last) = ctx.block(block).ops.last()
        && ctx.op_has_trait(last, crate::dialect::OpTraits::TERMINATOR)
    {
        return;
    }
    let t = ctx.create_op(OperationState::new(term.to_string(), loc));
    ctx.append_op(block, t);
}

/// Stores the defaults of `DefaultValuedAttr` properties that are absent (MLIR keeps them in
/// the op, so generic text shows them).
pub fn fill_defaults(spec: &OpSpec, ctx: &mut crate::Context, props: &mut Vec<NamedAttr>) {
    for a in spec.attrs {
        if a.presence == AttrPresence::Default
            && find_named(props, a.name).is_none()
            && let Some(d) = a.default
        {
            let v = d(ctx);
            crate::ir::set_named(props, a.name, v);
        }
    }
}

fn spread(slots: &mut [Option<Vec<Type>>], sizes: &[usize], all: Vec<Type>) {
    let mut it = all.into_iter();
    for (slot, &n) in slots.iter_mut().zip(sizes) {
        *slot = Some(it.by_ref().take(n).collect());
    }
}

/// The types a relation derives others from must satisfy their constraint before the
/// derivation (MLIR's generated parser checks them: `'result' must be statically shaped
/// tensor of any type values, but got 'tensor<?xf32>'`, at the op name).
fn check_relation_sources(
    spec: &OpSpec,
    p: &Parser<'_>,
    fs: &FormatState<'_>,
    loc: crate::Loc,
) -> PResult<()> {
    for rel in spec.relations {
        let (TypeRelation::With { from, .. } | TypeRelation::WithList { from, .. }) = rel else {
            continue;
        };
        let group = spec
            .operand_index(from)
            .and_then(|i| Some((spec.operands.get(i)?, fs.operand_types.get(i)?)))
            .or_else(|| {
                let i = spec.result_index(from)?;
                Some((spec.results.get(i)?, fs.result_types.get(i)?))
            });
        let Some((g, Some(types))) = group else {
            continue;
        };
        if let Some(&t) = types.iter().find(|&&t| !(g.ty.check)(p.ctx, t)) {
            let found = crate::printer::type_to_string(p.ctx, t);
            let msg = format!("'{from}' must be {}, but got '{found}'", g.ty.desc);
            return Err(custom_error(loc, spec.name, msg));
        }
    }
    Ok(())
}

/// Fills unknown group types from relations and buildable constraints, to a fixed point.
fn infer_types(spec: &OpSpec, p: &mut Parser<'_>, fs: &mut FormatState<'_>, counts: &[usize]) {
    // Result groups are sized by their arity (an open result group needs its types given).
    let result_count = |i: usize| match spec.results.get(i).map(|r| r.arity) {
        Some(Arity::One) => 1,
        _ => 0,
    };
    let single = |types: &Option<Vec<Type>>| types.as_ref().and_then(|t| t.first().copied());
    let mut changed = true;
    while changed {
        changed = false;
        for rel in spec.relations {
            match rel {
                TypeRelation::With { from, to, f, .. } | TypeRelation::Infers { from, to, f } => {
                    let src = group_type(spec, fs, from).and_then(|t| f(p.ctx, t));
                    if let Some(t) = src {
                        changed |= set_group_if_unknown(spec, fs, to, t, counts, &result_count);
                    }
                }
                TypeRelation::WithList { from, to, f, .. } => {
                    let src = group_type(spec, fs, from).and_then(|t| f(p.ctx, t));
                    if let (Some(types), Some(i)) = (src, spec.operand_index(to))
                        && let Some(slot) = fs.operand_types.get_mut(i)
                        && slot.is_none()
                    {
                        *slot = Some(types);
                        changed = true;
                    }
                }
                // Element types or ranks alone give no type to infer.
                TypeRelation::ElementTypesMatch { .. } | TypeRelation::RanksMatch(_) => {}
                TypeRelation::AllMatch(names) => {
                    if let Some(t) = names.iter().find_map(|n| group_type(spec, fs, n)) {
                        for n in *names {
                            changed |= set_group_if_unknown(spec, fs, n, t, counts, &result_count);
                        }
                    }
                }
                TypeRelation::SameOperandsAndResult | TypeRelation::SameOperands => {
                    let with_results = matches!(rel, TypeRelation::SameOperandsAndResult);
                    let known = fs
                        .operand_types
                        .iter()
                        .chain(fs.result_types.iter().filter(|_| with_results))
                        .find_map(single);
                    if let Some(t) = known {
                        for (i, slot) in fs.operand_types.iter_mut().enumerate() {
                            if slot.is_none() {
                                *slot = Some(vec![t; counts.get(i).copied().unwrap_or(0)]);
                                changed = true;
                            }
                        }
                        let results = if with_results {
                            &mut fs.result_types[..]
                        } else {
                            &mut []
                        };
                        for (i, slot) in results.iter_mut().enumerate() {
                            if slot.is_none() {
                                *slot = Some(vec![t; result_count(i)]);
                                changed = true;
                            }
                        }
                    }
                }
            }
        }
    }
    for (i, g) in spec.operands.iter().enumerate() {
        if let (Some(slot), Some(build)) = (fs.operand_types.get_mut(i), g.ty.build)
            && slot.is_none()
        {
            let t = build(p.ctx);
            *slot = Some(vec![t; counts.get(i).copied().unwrap_or(0)]);
        }
    }
    for (i, g) in spec.results.iter().enumerate() {
        if let (Some(slot), Some(build)) = (fs.result_types.get_mut(i), g.ty.build)
            && slot.is_none()
        {
            let t = build(p.ctx);
            *slot = Some(vec![t; result_count(i)]);
        }
    }
}

/// The type of the first value of group `name`, when known.
fn group_type(spec: &OpSpec, fs: &FormatState<'_>, name: &str) -> Option<Type> {
    if let Some(i) = spec.operand_index(name) {
        return fs.operand_types.get(i)?.as_ref()?.first().copied();
    }
    let i = spec.result_index(name)?;
    fs.result_types.get(i)?.as_ref()?.first().copied()
}

fn set_group_if_unknown(
    spec: &OpSpec,
    fs: &mut FormatState<'_>,
    name: &str,
    t: Type,
    counts: &[usize],
    result_count: &dyn Fn(usize) -> usize,
) -> bool {
    if let Some(i) = spec.operand_index(name) {
        if let Some(slot) = fs.operand_types.get_mut(i)
            && slot.is_none()
        {
            *slot = Some(vec![t; counts.get(i).copied().unwrap_or(0)]);
            return true;
        }
        return false;
    }
    if let Some(i) = spec.result_index(name)
        && let Some(slot) = fs.result_types.get_mut(i)
        && slot.is_none()
    {
        *slot = Some(vec![t; result_count(i)]);
        return true;
    }
    false
}
