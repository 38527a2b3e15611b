//! Text of types and attributes exactly as MLIR 22 prints them.

use super::Aliases;
use crate::attributes::{Attr, AttrKind, DenseValues, LocationKind, Scalar};
use crate::context::Context;
use crate::float::format_float;
use crate::types::{DYNAMIC, Signedness, Type, TypeKind};
use std::fmt::Write;

/// Writes types and attributes, optionally replacing aliasable attributes by alias names.
pub struct AsmWriter<'c, 'o> {
    /// The context.
    pub ctx: &'c Context,
    /// Output buffer.
    pub out: &'o mut String,
    /// Alias table (absent when printing a lone type or attribute).
    pub aliases: Option<&'o mut Aliases>,
}

/// Whether `s` is a valid bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub fn is_bare_identifier(s: &str) -> bool {
    let mut b = s.bytes();
    matches!(b.next(), Some(c) if c.is_ascii_alphabetic() || c == b'_')
        && b.all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Writes `bytes` as an MLIR string literal with quotes (llvm::printEscapedString rules).
pub fn write_escaped_string(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
    out.push('"');
}

/// Writes a symbol name with its `@`, quoting it when it is not a bare identifier.
pub fn write_symbol_name(out: &mut String, name: &str) {
    out.push('@');
    if is_bare_identifier(name)
        || (!name.is_empty()
            && name
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')))
            && !name.as_bytes().first().is_some_and(|c| c.is_ascii_digit())
    {
        out.push_str(name);
    } else {
        write_escaped_string(out, name.as_bytes());
    }
}

/// Writes a resource key: bare when it is an identifier, else quoted.
pub fn write_resource_key(out: &mut String, key: &str) {
    if is_bare_identifier(key) {
        out.push_str(key);
    } else {
        write_escaped_string(out, key.as_bytes());
    }
}

fn write_dim(out: &mut String, d: i64) {
    if d == DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{d}");
    }
}

impl AsmWriter<'_, '_> {
    /// Writes a type.
    pub fn ty(&mut self, t: Type) {
        let ctx = self.ctx;
        self.ty_kind(ctx.type_kind(t));
    }

    /// Writes a type given by its kind, interned or not (a verifier's expected type).
    pub fn ty_kind(&mut self, kind: &TypeKind) {
        match kind {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{p}{width}");
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::Float(s) => self.out.push_str(s.keyword()),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.ty(*e);
                self.out.push('>');
            }
            TypeKind::Tuple(items) => {
                self.out.push_str("tuple<");
                self.type_list(items);
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.type_list(inputs);
                self.out.push_str(") -> ");
                self.result_types(results);
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                for &d in shape {
                    write_dim(self.out, d);
                    self.out.push('x');
                }
                self.ty(*element);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.attr(*e);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                self.out.push_str("tensor<*x");
                self.ty(*element);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                for &d in shape {
                    write_dim(self.out, d);
                    self.out.push('x');
                }
                self.ty(*element);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.attr(*l);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.attr_may_elide(*m);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.ty(*element);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.attr_may_elide(*m);
                }
                self.out.push('>');
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                for (i, &d) in shape.iter().enumerate() {
                    if scalable.get(i).copied().unwrap_or(false) {
                        let _ = write!(self.out, "[{d}]x");
                    } else {
                        let _ = write!(self.out, "{d}x");
                    }
                }
                self.ty(*element);
                self.out.push('>');
            }
            TypeKind::Opaque { dialect, body } => {
                write_dialect_symbol(self.out, '!', dialect, body);
            }
            TypeKind::Dialect(d) => {
                self.out.push('!');
                let nested: Vec<String> =
                    d.0.nested_attrs()
                        .into_iter()
                        .map(|a| {
                            let mut text = String::new();
                            let mut w = AsmWriter {
                                ctx: self.ctx,
                                out: &mut text,
                                aliases: self.aliases.as_deref_mut(),
                            };
                            w.attr(a);
                            text
                        })
                        .collect();
                d.0.print_parts(self.ctx, self.out, &nested);
            }
        }
    }

    /// Writes `a, b, c`.
    pub fn type_list(&mut self, items: &[Type]) {
        for (i, &t) in items.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
    }

    /// Writes function results: a single non-function type bare, otherwise parenthesized.
    pub fn result_types(&mut self, results: &[Type]) {
        let single_plain = results.len() == 1
            && results
                .first()
                .is_some_and(|&t| !matches!(self.ctx.type_kind(t), TypeKind::Function { .. }));
        if single_plain {
            self.type_list(results);
        } else {
            self.out.push('(');
            self.type_list(results);
            self.out.push(')');
        }
    }

    /// Writes an attribute where MLIR may elide the default type: `i64` integers and `f64`
    /// floats print without `: type` (array elements, memory spaces).
    pub fn attr_may_elide(&mut self, a: Attr) {
        match self.ctx.attr_kind(a) {
            AttrKind::Integer { value, ty }
                if matches!(
                    self.ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                ) =>
            {
                let _ = write!(self.out, "{value}");
            }
            AttrKind::Float { value, ty }
                if matches!(
                    self.ctx.type_kind(*ty),
                    TypeKind::Float(crate::float::FloatSemantics::F64)
                ) =>
            {
                self.out.push_str(&format_float(*value));
            }
            _ => self.attr(a),
        }
    }

    /// Writes an attribute, using an alias where one applies.
    pub fn attr(&mut self, a: Attr) {
        if let Some(aliases) = self.aliases.as_deref_mut()
            && let Some(name) = aliases.alias_for(self.ctx, a)
        {
            self.out.push('#');
            self.out.push_str(&name);
            return;
        }
        self.attr_no_alias(a);
    }

    /// Writes an attribute's full text, never as an alias at the top level.
    pub fn attr_no_alias(&mut self, a: Attr) {
        match self.ctx.attr_kind(a) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrKind::Integer { value, ty } => {
                let _ = write!(self.out, "{value} : ");
                self.ty(*ty);
            }
            AttrKind::Float { value, ty } => {
                self.out.push_str(&format_float(*value));
                self.out.push_str(" : ");
                self.ty(*ty);
            }
            AttrKind::String(s) => write_escaped_string(self.out, s),
            AttrKind::Type(t) => self.ty(*t),
            AttrKind::Array(items) => {
                self.out.push('[');
                for (i, &x) in items.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.attr_may_elide(x);
                }
                self.out.push(']');
            }
            AttrKind::DenseArray { element, values } => {
                self.out.push_str("array<");
                self.ty(*element);
                if !values.is_empty() {
                    self.out.push_str(": ");
                    let is_bool = matches!(
                        self.ctx.type_kind(*element),
                        TypeKind::Integer { width: 1, .. }
                    );
                    for (i, v) in values.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.scalar(v, is_bool);
                    }
                }
                self.out.push('>');
            }
            AttrKind::Dictionary(entries) => {
                self.out.push('{');
                self.dict_entries(entries);
                self.out.push('}');
            }
            AttrKind::AffineMap(m) => {
                let _ = write!(self.out, "affine_map<{m}>");
            }
            AttrKind::IntegerSet(s) => {
                let _ = write!(self.out, "affine_set<{s}>");
            }
            AttrKind::DenseElements { ty, values } if self.elides(*ty, values) => {
                self.out.push_str("dense_resource<__elided__> : ");
                self.ty(*ty);
            }
            AttrKind::SparseElements {
                ty,
                indices,
                values,
            } if [*indices, *values]
                .iter()
                .any(|&a| match self.ctx.attr_kind(a) {
                    AttrKind::DenseElements { ty, values } => self.elides(*ty, values),
                    _ => false,
                }) =>
            {
                self.out.push_str("dense_resource<__elided__> : ");
                self.ty(*ty);
            }
            AttrKind::DenseElements { ty, values } => {
                self.out.push_str("dense<");
                self.dense_values(*ty, values, true);
                self.out.push_str("> : ");
                self.ty(*ty);
            }
            AttrKind::SparseElements {
                ty,
                indices,
                values,
            } => {
                let dense = |a: Attr| match self.ctx.attr_kind(a) {
                    AttrKind::DenseElements { ty, values } => Some((*ty, values)),
                    _ => None,
                };
                match (dense(*indices), dense(*values)) {
                    (Some((it, iv)), Some((vt, vv))) if !matches!(iv, DenseValues::Elements(v) if v.is_empty()) =>
                    {
                        self.out.push_str("sparse<");
                        self.dense_values(it, iv, false);
                        self.out.push_str(", ");
                        self.dense_values(vt, vv, true);
                        self.out.push('>');
                    }
                    _ => self.out.push_str("sparse<>"),
                }
                self.out.push_str(" : ");
                self.ty(*ty);
            }
            AttrKind::DenseResource { ty, name } => {
                self.out.push_str("dense_resource<");
                write_resource_key(self.out, name);
                self.out.push_str("> : ");
                self.ty(*ty);
            }
            AttrKind::SymbolRef { root, nested } => {
                write_symbol_name(self.out, root);
                for n in nested {
                    self.out.push_str("::");
                    write_symbol_name(self.out, n);
                }
            }
            AttrKind::StridedLayout { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write_dim(self.out, s);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    write_dim(self.out, *offset);
                }
                self.out.push('>');
            }
            AttrKind::Location(l) => {
                self.out.push_str("loc(");
                self.location_body(l);
                self.out.push(')');
            }
            AttrKind::Verbatim(s) => self.out.push_str(s),
            AttrKind::Typed { value, ty } => {
                let (value, ty) = (*value, *ty);
                self.attr(value);
                self.out.push_str(" : ");
                self.ty(ty);
            }
            AttrKind::Opaque { dialect, body } => {
                write_dialect_symbol(self.out, '#', dialect, body);
            }
            AttrKind::Dialect(d) => {
                self.out.push('#');
                d.0.print(self.ctx, self.out);
            }
        }
    }

    /// Writes `a = 1 : i64, b` (unit values print as the bare key).
    pub fn dict_entries(&mut self, entries: &[(String, Attr)]) {
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if is_bare_identifier(k) {
                self.out.push_str(k);
            } else {
                write_escaped_string(self.out, k.as_bytes());
            }
            if !matches!(self.ctx.attr_kind(*v), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.attr(*v);
            }
        }
    }

    fn location_body(&mut self, l: &LocationKind) {
        match l {
            LocationKind::Unknown => self.out.push_str("unknown"),
            LocationKind::FileLineCol {
                file,
                line,
                col,
                end,
            } => {
                write_escaped_string(self.out, file.as_bytes());
                let _ = write!(self.out, ":{line}:{col}");
                match end {
                    Some((Some(l), c)) => {
                        let _ = write!(self.out, " to {l}:{c}");
                    }
                    Some((None, c)) => {
                        let _ = write!(self.out, " to :{c}");
                    }
                    None => {}
                }
            }
            LocationKind::Name { name, child } => {
                write_escaped_string(self.out, name.as_bytes());
                if let Some(c) = child {
                    self.out.push('(');
                    self.nested_location(*c);
                    self.out.push(')');
                }
            }
            LocationKind::CallSite { callee, caller } => {
                self.out.push_str("callsite(");
                self.nested_location(*callee);
                self.out.push_str(" at ");
                self.nested_location(*caller);
                self.out.push(')');
            }
            LocationKind::Fused { locs, metadata } => {
                self.out.push_str("fused");
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.attr(*m);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &x) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.nested_location(x);
                }
                self.out.push(']');
            }
        }
    }

    fn nested_location(&mut self, a: Attr) {
        match self.ctx.attr_kind(a) {
            AttrKind::Location(l) => {
                let l = l.clone();
                self.location_body(&l);
            }
            _ => self.attr(a),
        }
    }

    fn scalar(&mut self, v: &Scalar, is_bool: bool) {
        match v {
            Scalar::Int(i) if is_bool => self.out.push_str(if *i != 0 { "true" } else { "false" }),
            Scalar::Int(i) => {
                let _ = write!(self.out, "{i}");
            }
            Scalar::Float(f) => self.out.push_str(&format_float(*f)),
            Scalar::ComplexFloat(a, b) => {
                let _ = write!(self.out, "({},{})", format_float(*a), format_float(*b));
            }
            Scalar::ComplexInt(a, b) => {
                let _ = write!(self.out, "({a},{b})");
            }
        }
    }

    /// The body of a dense literal; `allow_hex`: large data prints as hex (not for sparse
    /// indices, as in MLIR).
    /// Whether `--mlir-elide-elementsattrs-if-larger` hides these values: more elements
    /// than the limit, and not a splat.
    fn elides(&self, ty: Type, values: &DenseValues) -> bool {
        let Some(limit) = self
            .aliases
            .as_ref()
            .and_then(|a| a.elide_elements_if_larger)
        else {
            return false;
        };
        let count = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, .. }
            | TypeKind::Vector { shape, .. }
            | TypeKind::MemRef { shape, .. } => shape
                .iter()
                .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?)),
            _ => Some(1),
        };
        !matches!(values, DenseValues::Splat(_)) && count.is_some_and(|n| n > limit)
    }

    fn dense_values(&mut self, ty: Type, values: &DenseValues, allow_hex: bool) {
        let (shape, element) = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::Vector { shape, element, .. }
            | TypeKind::MemRef { shape, element, .. } => (shape.clone(), *element),
            _ => (Vec::new(), ty),
        };
        let is_bool = matches!(
            self.ctx.type_kind(element),
            TypeKind::Integer { width: 1, .. }
        );
        match values {
            DenseValues::Splat(s) => self.scalar(s, is_bool),
            DenseValues::Hex(h) => write_escaped_string(self.out, h.as_bytes()),
            DenseValues::Elements(items) => {
                if items.is_empty() {
                    return;
                }
                if allow_hex
                    && items.len() > super::hex_elements::HEX_THRESHOLD
                    && let Some(hex) = super::hex_elements::hex_text(self.ctx, element, items)
                {
                    self.out.push_str(&hex);
                    return;
                }
                let mut i = 0usize;
                self.nested(&shape, &mut |w: &mut Self| {
                    if let Some(s) = items.get(i) {
                        w.scalar(s, is_bool);
                    }
                    i += 1;
                });
            }
            DenseValues::Strings(items) => {
                if shape.is_empty() || items.len() == 1 {
                    if let Some(s) = items.first() {
                        write_escaped_string(self.out, s);
                    }
                    return;
                }
                let mut i = 0usize;
                self.nested(&shape, &mut |w: &mut Self| {
                    if let Some(s) = items.get(i) {
                        write_escaped_string(w.out, s);
                    }
                    i += 1;
                });
            }
        }
    }

    /// Writes nested `[...]` brackets for `shape`, calling `leaf` for each element.
    fn nested(&mut self, shape: &[i64], leaf: &mut dyn FnMut(&mut Self)) {
        match shape.split_first() {
            None => leaf(self),
            Some((&n, rest)) => {
                self.out.push('[');
                for i in 0..n.max(0) {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.nested(rest, leaf);
                }
                self.out.push(']');
            }
        }
    }
}

/// The text of a type, without aliases (for diagnostics and tests).
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    AsmWriter {
        ctx,
        out: &mut s,
        aliases: None,
    }
    .ty(t);
    s
}

/// The text of a type given by its kind, which need not be interned.
pub fn type_kind_to_string(ctx: &Context, kind: &TypeKind) -> String {
    let mut s = String::new();
    AsmWriter {
        ctx,
        out: &mut s,
        aliases: None,
    }
    .ty_kind(kind);
    s
}

/// The text of an attribute, without aliases.
pub fn attr_to_string(ctx: &Context, a: Attr) -> String {
    let mut s = String::new();
    AsmWriter {
        ctx,
        out: &mut s,
        aliases: None,
    }
    .attr(a);
    s
}

/// An unmodeled dialect attribute or type, as MLIR's `printDialectSymbol`: `#dialect.name`
/// when the symbol (the body without its `.` or `<...>`) is simple enough, else
/// `#dialect<symbol>`. `body` is the text after the namespace, as parsed.
fn write_dialect_symbol(out: &mut String, prefix: char, dialect: &str, body: &str) {
    let symbol = match body.strip_prefix('.') {
        Some(s) => s,
        None => body
            .strip_prefix('<')
            .and_then(|s| s.strip_suffix('>'))
            .unwrap_or(body),
    };
    out.push(prefix);
    out.push_str(dialect);
    if is_pretty_dialect_symbol(symbol) {
        out.push('.');
        out.push_str(symbol);
    } else {
        out.push('<');
        out.push_str(symbol);
        out.push('>');
    }
}

/// MLIR's `isDialectSymbolSimpleEnoughForPrettyForm`: a letter, then identifier characters,
/// then nothing or a `<...>` to the end.
fn is_pretty_dialect_symbol(symbol: &str) -> bool {
    if !symbol.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return false;
    }
    let rest =
        symbol.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_type_kind_prints_as_its_interned_type_would() {
        let mut ctx = Context::new(std::sync::Arc::new(
            crate::dialect::DialectRegistry::default(),
        ));
        let f32t = ctx.intern_type(TypeKind::Float(crate::float::FloatSemantics::F32));
        let kind = TypeKind::RankedTensor {
            shape: vec![2, DYNAMIC],
            element: f32t,
            encoding: None,
        };
        assert_eq!(type_kind_to_string(&ctx, &kind), "tensor<2x?xf32>");
        let t = ctx.intern_type(kind.clone());
        assert_eq!(type_kind_to_string(&ctx, &kind), type_to_string(&ctx, t));
    }
}
