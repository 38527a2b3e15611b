//! Parsing of builtin attributes and the entry points for dialect attributes.

use super::lexer::TokenKind;
use super::{PResult, Parser, UNREGISTERED};
use crate::attributes::{
    Attr, AttrKind, DenseValues, LocationKind, Scalar, splat_if_uniform_values as splat_if_uniform,
};
use crate::float::{FloatSemantics, parse_float_literal};
use crate::ir::NamedAttr;
use crate::location::Loc;
use crate::types::{DYNAMIC, Signedness, Type, TypeKind};

/// One leaf of a `dense<...>` literal before the element type is known.
#[derive(Clone, Debug)]
enum Leaf<'a> {
    Num {
        neg: bool,
        text: &'a str,
        is_float: bool,
        loc: Loc,
    },
    Bool(bool, Loc),
    Complex(Box<Leaf<'a>>, Box<Leaf<'a>>),
    Str(Vec<u8>),
}

impl<'a> Parser<'a> {
    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attr> {
        self.enter()?;
        let r = self.parse_attribute_inner(None);
        self.leave();
        r
    }

    /// Parses an attribute whose type, if it is a literal without `: type`, is `ty`
    /// (custom op syntax such as `arith.constant 1 : i32`).
    pub fn parse_attribute_of_type(&mut self, ty: Option<Type>) -> PResult<Attr> {
        self.enter()?;
        let r = self.parse_attribute_inner(ty);
        self.leave();
        r
    }

    /// An attribute in a generic position (a dictionary value, an array element, an op's
    /// `$attr` of any kind), where a string or unmodeled dialect attribute may carry a
    /// trailing `: type`, as in MLIR.
    pub(crate) fn parse_generic_attribute(&mut self) -> PResult<Attr> {
        let value = self.parse_attribute()?;
        let typeable = matches!(
            self.ctx.attr_kind(value),
            AttrKind::String(_) | AttrKind::Opaque { .. }
        );
        if !typeable || !self.consume_if(TokenKind::Colon) {
            return Ok(value);
        }
        let ty = self.parse_type()?;
        Ok(self.ctx.intern_attr(AttrKind::Typed { value, ty }))
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attr> {
        match self.kind() {
            TokenKind::Integer | TokenKind::Float | TokenKind::Minus => {
                return self.parse_number_attr(ty);
            }
            TokenKind::String => {
                let s = self.parse_string_bytes()?;
                return Ok(self.ctx.intern_attr(AttrKind::String(s)));
            }
            TokenKind::LSquare => {
                self.bump();
                let mut items = Vec::new();
                if !self.consume_if(TokenKind::RSquare) {
                    loop {
                        items.push(self.parse_generic_attribute()?);
                        if self.consume_if(TokenKind::Comma) {
                            continue;
                        }
                        if self.consume_if(TokenKind::RSquare) {
                            break;
                        }
                        return Err(self.wrong_token_error("expected ',' or ']'"));
                    }
                }
                return Ok(self.ctx.array_attr(items));
            }
            TokenKind::LBrace => {
                let entries = self.parse_dictionary_entries()?;
                return Ok(self.ctx.intern_attr(AttrKind::Dictionary(entries)));
            }
            TokenKind::AtIdent => return self.parse_symbol_ref(),
            TokenKind::HashIdent => return self.parse_hash_attr(),
            TokenKind::BangIdent | TokenKind::LParen => {
                let t = self.parse_type()?;
                return Ok(self.ctx.type_attr(t));
            }
            TokenKind::BareIdent => {}
            _ => return Err(self.wrong_token_error("expected attribute value")),
        }
        let kw = self.text();
        match kw {
            "true" | "false" => {
                self.bump();
                Ok(self.ctx.intern_attr(AttrKind::Bool(kw == "true")))
            }
            "unit" => {
                self.bump();
                Ok(self.ctx.unit_attr())
            }
            "affine_map" => {
                self.bump();
                let map = self.parse_affine_map_in_angles()?;
                Ok(self.ctx.intern_attr(AttrKind::AffineMap(map)))
            }
            "sparse" => self.parse_sparse_elements(ty),
            "dense_resource" => self.parse_dense_resource(ty),
            "affine_set" => {
                self.bump();
                let body_loc = self.token().end;
                let body = self.skip_integer_set_body()?;
                let set = crate::affine::parse_integer_set(body)
                    .map_err(|e| e.into_diagnostic(|o| self.loc_at(body_loc + o as u32)))?;
                Ok(self.ctx.intern_attr(AttrKind::IntegerSet(set)))
            }
            "distinct" => {
                let start = self.token().start;
                self.bump();
                self.parse_token(TokenKind::LSquare, "[")?;
                if self.kind() != TokenKind::Integer {
                    return Err(self.error("expected distinct ID"));
                }
                self.bump();
                self.parse_token(TokenKind::RSquare, "]")?;
                self.skip_balanced_angle()?;
                let text = self.slice(start, self.token().start).trim_end().to_string();
                Ok(self.ctx.intern_attr(AttrKind::Verbatim(text)))
            }
            "array" => self.parse_dense_array(),
            "dense" => self.parse_dense_elements(ty),
            "strided" => self.parse_strided_layout(),
            "loc" => {
                self.bump();
                self.parse_loc_parens()
            }
            _ if super::types::is_type_keyword(kw) => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => Err(self.wrong_token_error("expected attribute value")),
        }
    }

    /// Parses a number of type `ty` with no `: type` after it (MLIR's `parseAttribute(type)`
    /// for attributes whose constraint fixes the type, as declared formats write them).
    pub fn parse_number_of_type(&mut self, ty: Type) -> PResult<Attr> {
        self.parse_number(Some(ty), false)
    }

    fn parse_number_attr(&mut self, ty: Option<Type>) -> PResult<Attr> {
        self.parse_number(ty, true)
    }

    fn parse_number(&mut self, ty: Option<Type>, read_colon: bool) -> PResult<Attr> {
        let loc = self.loc();
        let neg = self.consume_if(TokenKind::Minus);
        let number_loc = self.loc();
        let tok = self.token();
        if !matches!(tok.kind, TokenKind::Integer | TokenKind::Float) {
            return Err(self.error("expected constant integer or floating point value"));
        }
        let text = self.text();
        self.bump();
        let ty = if read_colon && self.consume_if(TokenKind::Colon) {
            self.parse_type()?
        } else if let Some(t) = ty {
            t
        } else if tok.kind == TokenKind::Float {
            self.ctx.float_type(FloatSemantics::F64)
        } else {
            self.ctx.int_type(64)
        };
        // MLIR's scalar-attribute type checks (before the value's range).
        let ty_kind = self.ctx.type_kind(ty);
        if tok.kind == TokenKind::Float && !matches!(ty_kind, TypeKind::Float(_)) {
            return Err(self.error("floating point value not valid for specified type"));
        }
        if tok.kind == TokenKind::Integer
            && !matches!(
                ty_kind,
                TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
            )
        {
            return Err(self.error_at(number_loc, "integer literal not valid for specified type"));
        }
        let leaf = Leaf::Num {
            neg,
            text,
            is_float: tok.kind == TokenKind::Float,
            loc: number_loc,
        };
        match self.scalar_for_type(&leaf, ty, false)? {
            Scalar::Int(value) => {
                if matches!(
                    self.ctx.type_kind(ty),
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                ) {
                    return Ok(self.ctx.intern_attr(AttrKind::Bool(value != 0)));
                }
                Ok(self.ctx.intern_attr(AttrKind::Integer { value, ty }))
            }
            Scalar::Float(value) => Ok(self.ctx.intern_attr(AttrKind::Float { value, ty })),
            _ => Err(self.error_at(loc, "expected integer or float type")),
        }
    }

    /// Converts a literal leaf to a scalar of element type `ty`, with MLIR's range rules.
    /// `in_literal`: an element of a `dense`/`sparse` literal (MLIR's tensor-literal messages)
    /// rather than a scalar attribute.
    fn scalar_for_type(&mut self, leaf: &Leaf<'a>, ty: Type, in_literal: bool) -> PResult<Scalar> {
        let kind = self.ctx.type_kind(ty).clone();
        match (leaf, kind) {
            (Leaf::Bool(b, _), TypeKind::Integer { width: 1, .. }) => Ok(Scalar::Int(*b as i128)),
            (Leaf::Bool(_, loc), _) => {
                Err(self.error_at(*loc, "expected i1 type for 'true' or 'false' values"))
            }
            (
                Leaf::Num {
                    neg,
                    text,
                    is_float,
                    loc,
                },
                TypeKind::Integer { width, signedness },
            ) => {
                if *is_float {
                    return Err(
                        self.error_at(*loc, "expected integer elements, but parsed floating-point")
                    );
                }
                if *neg && signedness == Signedness::Unsigned {
                    return Err(self.error_at(
                        *loc,
                        if in_literal {
                            "expected unsigned integer elements, but parsed negative value"
                        } else {
                            "negative integer literal not valid for unsigned integer type"
                        },
                    ));
                }
                super::parse_int_text(text)
                    .and_then(|mag| build_attribute_int(mag, *neg, width, signedness))
                    .map(Scalar::Int)
                    .ok_or_else(|| self.error_at(*loc, out_of_range(in_literal)))
            }
            (
                Leaf::Num {
                    neg,
                    text,
                    is_float,
                    loc,
                },
                TypeKind::Index,
            ) => {
                if *is_float {
                    return Err(
                        self.error_at(*loc, "expected integer elements, but parsed floating-point")
                    );
                }
                super::parse_int_text(text)
                    .and_then(|mag| build_attribute_int(mag, *neg, 64, Signedness::Signed))
                    .map(Scalar::Int)
                    .ok_or_else(|| self.error_at(*loc, out_of_range(in_literal)))
            }
            (Leaf::Num { neg, text, loc, .. }, TypeKind::Float(sem)) => {
                let full = if *neg {
                    format!("-{text}")
                } else {
                    text.to_string()
                };
                parse_float_literal(sem, &full)
                    .map(Scalar::Float)
                    .map_err(|m| {
                        let note = m.starts_with("unexpected decimal integer literal");
                        let d = self.error_at(*loc, m);
                        if note {
                            d.with_note(*loc, "add a trailing dot to make the literal a float")
                        } else {
                            d
                        }
                    })
            }
            (Leaf::Complex(re, im), TypeKind::Complex(el)) => {
                let r = self.scalar_for_type(re, el, in_literal)?;
                let i = self.scalar_for_type(im, el, in_literal)?;
                match (r, i) {
                    (Scalar::Float(a), Scalar::Float(b)) => Ok(Scalar::ComplexFloat(a, b)),
                    (Scalar::Int(a), Scalar::Int(b)) => Ok(Scalar::ComplexInt(a, b)),
                    _ => Err(self.error("invalid complex element")),
                }
            }
            (Leaf::Num { loc, .. }, _) => {
                Err(self.error_at(*loc, "expected integer or floating point type"))
            }
            // MLIR keeps the real part of a pair written for a scalar element type.
            (Leaf::Complex(re, _), _) => self.scalar_for_type(re, ty, in_literal),
            (Leaf::Str(_), _) => Err(self.error("unexpected string element")),
        }
    }

    /// Parses `{name = attr, flag}` and returns the sorted entries; duplicates are errors.
    pub fn parse_dictionary_entries(&mut self) -> PResult<Vec<NamedAttr>> {
        let mut entries: Vec<NamedAttr> = Vec::new();
        if !self.consume_if(TokenKind::LBrace) {
            return Err(self.wrong_token_error("expected '{' in attribute dictionary"));
        }
        if self.consume_if(TokenKind::RBrace) {
            return Ok(entries);
        }
        let mut entry = |p: &mut Self| -> PResult<()> {
            let kloc = p.loc();
            let key = match p.kind() {
                TokenKind::BareIdent => {
                    let k = p.text().to_string();
                    p.bump();
                    k
                }
                TokenKind::String => p.parse_string()?,
                _ => return Err(p.wrong_token_error("expected attribute name")),
            };
            if key.is_empty() {
                return Err(p.error_at(kloc, "expected valid attribute name"));
            }
            let value = if p.consume_if(TokenKind::Equal) {
                p.parse_generic_attribute()?
            } else {
                p.ctx.unit_attr()
            };
            match entries.binary_search_by(|(n, _)| n.as_str().cmp(&key)) {
                Ok(_) => {
                    return Err(p.error_at(
                        kloc,
                        format!("duplicate key '{key}' in dictionary attribute"),
                    ));
                }
                Err(i) => entries.insert(i, (key, value)),
            }
            Ok(())
        };
        loop {
            entry(self)?;
            if self.consume_if(TokenKind::Comma) {
                continue;
            }
            if self.consume_if(TokenKind::RBrace) {
                return Ok(entries);
            }
            return Err(self.wrong_token_error("expected '}' in attribute dictionary"));
        }
    }

    /// Parses an optional `{...}` attribute dictionary into `out`.
    pub fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        if self.kind() != TokenKind::LBrace {
            return Ok(());
        }
        let loc = self.loc();
        for (k, v) in self.parse_dictionary_entries()? {
            if crate::ir::find_named(out, &k).is_some() {
                return Err(self.error_at(
                    loc,
                    format!("attribute '{k}' occurs more than once in the attribute list"),
                ));
            }
            crate::ir::set_named(out, &k, v);
        }
        Ok(())
    }

    /// Parses `attributes {...}` if the keyword is present.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut Vec<NamedAttr>,
    ) -> PResult<()> {
        if self.consume_keyword("attributes") {
            if self.kind() != TokenKind::LBrace {
                return Err(self.wrong_token_error("expected '{' in attribute dictionary"));
            }
            self.parse_optional_attr_dict(out)?;
        }
        Ok(())
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attr> {
        let root = self.parse_symbol_name()?;
        let mut nested = Vec::new();
        while self.kind() == TokenKind::ColonColon {
            self.bump();
            if self.kind() != TokenKind::AtIdent {
                return Err(self.error("expected nested symbol reference identifier"));
            }
            nested.push(self.parse_symbol_name()?);
        }
        Ok(self.ctx.intern_attr(AttrKind::SymbolRef { root, nested }))
    }

    /// Parses `@name` or `@"quoted name"` and returns the name.
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        if self.kind() != TokenKind::AtIdent {
            return Err(self.error("expected valid '@'-identifier for symbol name"));
        }
        let t = self.text().get(1..).unwrap_or("");
        let name = if let Some(q) = t.strip_prefix('"') {
            let body = q.strip_suffix('"').unwrap_or(q);
            let b = super::lexer::unescape_string(body.as_bytes())
                .map_err(|_| self.error("unknown escape in string literal"))?;
            String::from_utf8(b).map_err(|_| self.error("symbol name is not valid UTF-8"))?
        } else {
            t.to_string()
        };
        self.bump();
        Ok(name)
    }

    fn parse_hash_attr(&mut self) -> PResult<Attr> {
        let loc = self.loc();
        let tok = self.token();
        let ident = self.text().get(1..).unwrap_or("");
        self.bump();
        let angle_follows = self.kind() == TokenKind::Less && self.token().start == tok.end;
        if !ident.contains('.') && !angle_follows {
            return self
                .attr_aliases
                .get(ident)
                .copied()
                // MLIR reports the end of the name.
                .ok_or_else(|| {
                    let end = self.loc_at(tok.end);
                    self.error_at(end, format!("undefined symbol alias id '{ident}'"))
                });
        }
        let ns = ident.split('.').next().unwrap_or(ident);
        if let Some(hook) = self.ctx.registry().dialect(ns).and_then(|d| d.parse_attr) {
            return hook(self, ident, loc);
        }
        let mut body = ident.get(ns.len()..).unwrap_or("").to_string();
        if angle_follows {
            let inner = self.skip_balanced_angle()?;
            body.push('<');
            body.push_str(inner);
            body.push('>');
        }
        if self.options.reject_unregistered && !self.ctx.registry().knows_namespace(ns) {
            let (at, shown) = self.unregistered_name(loc, ns, &body);
            let ty = if self.consume_if(TokenKind::Colon) {
                let t = self.parse_type()?;
                crate::printer::type_to_string(self.ctx, t)
            } else {
                "none".to_string()
            };
            let msg = format!("#\"{ns}\"<\"{shown}\"> : '{ty}' attribute {UNREGISTERED}");
            return Err(self.error_at(at, msg));
        }
        Ok(self.ctx.intern_attr(AttrKind::Opaque {
            dialect: ns.to_string(),
            body,
        }))
    }

    fn parse_dense_array(&mut self) -> PResult<Attr> {
        self.bump();
        self.parse_token_or(TokenKind::Less, "expected '<' after 'array'")?;
        let eloc = self.loc();
        let element = self.parse_type()?;
        match self.ctx.type_kind(element) {
            TypeKind::Integer { width, .. } if *width != 1 && width % 8 != 0 => {
                return Err(self.error_at(eloc, "element type bitwidth must be a multiple of 8"));
            }
            TypeKind::Float(sem) if sem.bit_width() % 8 != 0 => {
                return Err(self.error_at(eloc, "element type bitwidth must be a multiple of 8"));
            }
            TypeKind::Integer { .. } | TypeKind::Float(_) => {}
            _ => {
                return Err(self.error_at(
                    eloc,
                    format!(
                        "expected integer or float type, got: '{}'",
                        crate::printer::type_to_string(self.ctx, element)
                    ),
                ));
            }
        }
        let mut values = Vec::new();
        if self.consume_if(TokenKind::Greater) {
            return Ok(self
                .ctx
                .intern_attr(AttrKind::DenseArray { element, values }));
        }
        if !self.consume_if(TokenKind::Colon) {
            return Err(self.wrong_token_error("expected ':' after dense array type"));
        }
        loop {
            values.push(self.parse_dense_array_element(element)?);
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        if !self.consume_if(TokenKind::Greater) {
            return Err(self.wrong_token_error("expected '>' to close an array attribute"));
        }
        Ok(self
            .ctx
            .intern_attr(AttrKind::DenseArray { element, values }))
    }

    /// One element of `array<type: ...>`, with MLIR's `DenseArrayElementParser` rules and
    /// messages (most placed after the element, where MLIR's parser stands).
    fn parse_dense_array_element(&mut self, element: Type) -> PResult<Scalar> {
        let kind = self.ctx.type_kind(element).clone();
        let neg = self.consume_if(TokenKind::Minus);
        match kind {
            TypeKind::Integer { width, signedness } => {
                if self.is_keyword("true") || self.is_keyword("false") {
                    if width != 1 {
                        return Err(self.error("expected i1 type for 'true' or 'false' values"));
                    }
                    let v = self.is_keyword("true");
                    self.bump();
                    return Ok(Scalar::Int(v as i128));
                }
                if self.kind() != TokenKind::Integer {
                    return Err(self.error("expected integer literal"));
                }
                let text = self.text();
                self.bump();
                if width == 1 {
                    return Err(self.error("expected 'true' or 'false' values for i1 type"));
                }
                super::parse_int_text(text)
                    .and_then(|mag| build_attribute_int(mag, neg, width, signedness))
                    .map(Scalar::Int)
                    .ok_or_else(|| self.error("integer constant out of range"))
            }
            TypeKind::Float(_) => {
                let loc = self.loc();
                let is_float = match self.kind() {
                    TokenKind::Float => true,
                    TokenKind::Integer => false,
                    _ => return Err(self.error("expected floating point literal")),
                };
                let text = self.text();
                self.bump();
                let leaf = Leaf::Num {
                    neg,
                    text,
                    is_float,
                    loc,
                };
                self.scalar_for_type(&leaf, element, true)
            }
            _ => Err(self.error("expected integer or float type")),
        }
    }

    fn parse_leaf(&mut self) -> PResult<Leaf<'a>> {
        let loc = self.loc();
        if self.consume_keyword("true") {
            return Ok(Leaf::Bool(true, loc));
        }
        if self.consume_keyword("false") {
            return Ok(Leaf::Bool(false, loc));
        }
        if self.kind() == TokenKind::String {
            return Ok(Leaf::Str(self.parse_string_bytes()?));
        }
        if self.kind() == TokenKind::LParen {
            self.bump();
            let re = self.parse_leaf()?;
            self.parse_token_or(TokenKind::Comma, "expected ',' between complex elements")?;
            let im = self.parse_leaf()?;
            self.parse_token_or(TokenKind::RParen, "expected ')' after complex elements")?;
            return Ok(Leaf::Complex(Box::new(re), Box::new(im)));
        }
        let neg = self.consume_if(TokenKind::Minus);
        let kind = self.kind();
        if !matches!(kind, TokenKind::Integer | TokenKind::Float) {
            return Err(self.error("expected element literal of primitive type"));
        }
        // MLIR places literal errors at the number, after any `-`.
        let loc = self.loc();
        let text = self.text();
        self.bump();
        Ok(Leaf::Num {
            neg,
            text,
            is_float: kind == TokenKind::Float,
            loc,
        })
    }

    /// Parses a nested list literal, returning leaves in row-major order and the shape.
    fn parse_dense_literal(&mut self, leaves: &mut Vec<Leaf<'a>>) -> PResult<Option<Vec<i64>>> {
        if self.kind() != TokenKind::LSquare {
            leaves.push(self.parse_leaf()?);
            return Ok(None);
        }
        self.enter()?;
        let mut inner_shape: Option<Option<Vec<i64>>> = None;
        let mut count = 0i64;
        self.parse_comma_list(
            Some((TokenKind::LSquare, "[")),
            (TokenKind::RSquare, "]"),
            |p| {
                let s = p.parse_dense_literal(leaves)?;
                count += 1;
                match &inner_shape {
                    None => inner_shape = Some(s),
                    Some(prev) if *prev == s => {}
                    // MLIR reports it where its parser stands: after the element.
                    Some(_) => {
                        return Err(p.error(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ));
                    }
                }
                Ok(())
            },
        )?;
        self.leave();
        let mut shape = vec![count];
        if let Some(Some(s)) = inner_shape {
            shape.extend(s);
        }
        Ok(Some(shape))
    }

    /// `dense<...> : type`; `implied`: the type when the syntax around leaves it out (MLIR's
    /// `parseAttribute(type)`, as `memref.global` uses it).
    fn parse_dense_elements(&mut self, implied: Option<Type>) -> PResult<Attr> {
        let loc = self.loc();
        self.bump();
        self.parse_token(TokenKind::Less, "<")?;
        let mut leaves = Vec::new();
        let lit_loc = self.loc();
        let mut hex: Option<String> = None;
        let no_literal = self.kind() == TokenKind::Greater;
        let shape = if no_literal {
            Some(vec![0])
        } else if self.kind() == TokenKind::String && self.text().starts_with("\"0x") {
            let s = self.parse_string()?;
            hex = Some(s);
            None
        } else {
            self.parse_dense_literal(&mut leaves)?
        };
        self.parse_token(TokenKind::Greater, ">")?;
        let (ty, type_shape, element) = self.parse_elements_literal_type(loc, implied)?;
        if no_literal && crate::types::static_element_count(&type_shape) != Some(0) {
            let text = crate::printer::type_to_string(self.ctx, ty);
            let msg = format!("parsed zero elements, but type ('{text}') expected at least 1");
            return Err(self.error_at(loc, msg));
        }
        if let Some(h) = hex {
            // An element count beyond memory can only be matched by a splat.
            let count = crate::types::static_element_count(&type_shape)
                .and_then(|n| usize::try_from(n).ok())
                .unwrap_or(usize::MAX);
            if !hex_size_fits(self.ctx.type_kind(element), &h, count) {
                return Err(self.error_at(
                    loc,
                    format!(
                        "elements hex data size is invalid for provided type: '{}'",
                        crate::printer::type_to_string(self.ctx, ty)
                    ),
                ));
            }
            let values =
                decode_hex_elements(self.ctx, element, &h, count).unwrap_or(DenseValues::Hex(h));
            return Ok(self.ctx.intern_attr(AttrKind::DenseElements { ty, values }));
        }
        // A complex element needs a `(re, im)` pair: MLIR counts scalars as halves.
        let complex = matches!(self.ctx.type_kind(element), TypeKind::Complex(_));
        let shape_fits = shape.as_ref().is_none_or(|s| *s == type_shape);
        if complex && shape_fits && leaves.iter().any(|l| matches!(l, Leaf::Num { .. })) {
            let (what, want) = match &shape {
                None => (element, 2),
                Some(_) => (
                    ty,
                    crate::types::static_element_count(&type_shape).unwrap_or(0) * 2,
                ),
            };
            return Err(self.error_at(
                loc,
                format!(
                    "parsed {} elements, but type ('{}') expected {want} elements",
                    leaves.len(),
                    crate::printer::type_to_string(self.ctx, what)
                ),
            ));
        }
        let values = match shape {
            None => {
                let leaf = leaves
                    .pop()
                    .ok_or_else(|| self.error_at(lit_loc, "expected element literal"))?;
                if let Leaf::Str(s) = leaf {
                    DenseValues::Strings(vec![s])
                } else {
                    DenseValues::Splat(self.scalar_for_type(&leaf, element, true)?)
                }
            }
            Some(shape) => {
                let empty = shape == [0];
                if !empty && shape != type_shape {
                    return Err(self.error_at(
                        loc,
                        format!(
                            "inferred shape of elements literal ([{}]) does not match type ([{}])",
                            join(&shape),
                            join(&type_shape)
                        ),
                    ));
                }
                if empty && crate::types::static_element_count(&type_shape) != Some(0) {
                    return Err(self.error_at(
                        loc,
                        format!(
                            "inferred shape of elements literal ([0]) does not match type ([{}])",
                            join(&type_shape)
                        ),
                    ));
                }
                if leaves.iter().all(|l| matches!(l, Leaf::Str(_))) && !leaves.is_empty() {
                    string_elements(leaves)
                } else {
                    let mut out = Vec::with_capacity(leaves.len());
                    for l in &leaves {
                        out.push(self.scalar_for_type(l, element, true)?);
                    }
                    splat_if_uniform(out)
                }
            }
        };
        Ok(self.ctx.intern_attr(AttrKind::DenseElements { ty, values }))
    }

    /// The type after an elements literal: `: type`, shaped and static (MLIR's
    /// `parseElementsLiteralType`), with errors at `loc`, the literal's keyword.
    fn parse_elements_literal_type(
        &mut self,
        loc: Loc,
        implied: Option<Type>,
    ) -> PResult<(Type, Vec<i64>, Type)> {
        let ty = match implied {
            Some(t) if self.kind() != TokenKind::Colon => t,
            _ => {
                self.parse_token(TokenKind::Colon, ":")?;
                self.parse_type()?
            }
        };
        let (shape, element) = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::Vector { shape, element, .. }
            | TypeKind::MemRef { shape, element, .. } => (shape.clone(), *element),
            TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => {
                return Err(self.error_at(loc, "elements literal type must have static shape"));
            }
            _ => return Err(self.error_at(loc, "elements literal must be a shaped type")),
        };
        if shape.contains(&DYNAMIC) {
            return Err(self.error_at(loc, "elements literal type must have static shape"));
        }
        Ok((ty, shape, element))
    }

    /// The elements of a parsed literal (`shape` `None` for a single leaf) of `element` type.
    fn dense_values_of(&mut self, leaves: Vec<Leaf<'a>>, element: Type) -> PResult<DenseValues> {
        if !leaves.is_empty() && leaves.iter().all(|l| matches!(l, Leaf::Str(_))) {
            return Ok(string_elements(leaves));
        }
        let mut out = Vec::with_capacity(leaves.len());
        for l in &leaves {
            out.push(self.scalar_for_type(l, element, true)?);
        }
        Ok(splat_if_uniform(out))
    }

    /// `sparse<indices, values> : type` or `sparse<> : type`, verified as MLIR's
    /// `SparseElementsAttr::verify` (errors at the `sparse` keyword).
    fn parse_sparse_elements(&mut self, implied: Option<Type>) -> PResult<Attr> {
        let loc = self.loc();
        self.bump();
        self.parse_token(TokenKind::Less, "<")?;
        let i64_ty = self.ctx.int_type(64);
        if self.consume_if(TokenKind::Greater) {
            let (ty, shape, element) = self.parse_elements_literal_type(loc, implied)?;
            let rank = shape.len() as i64;
            let it = self.ctx.tensor_type(vec![0, rank], i64_ty, None);
            let vt = self.ctx.tensor_type(vec![0], element, None);
            let indices = self.ctx.intern_attr(AttrKind::DenseElements {
                ty: it,
                values: DenseValues::Elements(Vec::new()),
            });
            let values = self.ctx.intern_attr(AttrKind::DenseElements {
                ty: vt,
                values: DenseValues::Elements(Vec::new()),
            });
            return Ok(self.ctx.intern_attr(AttrKind::SparseElements {
                ty,
                indices,
                values,
            }));
        }
        let mut index_leaves = Vec::new();
        let index_shape = self.parse_dense_literal(&mut index_leaves)?;
        self.parse_token(TokenKind::Comma, ",")?;
        let mut value_leaves = Vec::new();
        let mut hex = None;
        let value_shape = if self.kind() == TokenKind::String && self.text().starts_with("\"0x") {
            hex = Some(self.parse_string()?);
            None
        } else {
            self.parse_dense_literal(&mut value_leaves)?
        };
        self.parse_token(TokenKind::Greater, ">")?;
        let (ty, shape, element) = self.parse_elements_literal_type(loc, implied)?;
        let rank = shape.len() as i64;
        let index_shape = index_shape.unwrap_or_else(|| vec![1, rank]);
        let index_values = self.dense_values_of(index_leaves, i64_ty)?;
        let count = index_shape.first().copied().unwrap_or(0);
        let value_shape = value_shape.unwrap_or_else(|| vec![count]);
        let value_values = match hex {
            Some(h) => {
                let n = usize::try_from(count).unwrap_or(0);
                decode_hex_elements(self.ctx, element, &h, n).unwrap_or(DenseValues::Hex(h))
            }
            None => self.dense_values_of(value_leaves, element)?,
        };
        if value_shape.len() != 1 {
            return Err(self.error_at(loc, "expected 1-d tensor for sparse element values"));
        }
        let index_rank_ok = match index_shape.as_slice() {
            [_, r] => *r == rank,
            [_] => rank == 1,
            _ => false,
        };
        if !index_rank_ok || value_shape.first() != index_shape.first() {
            return Err(self.error_at(
                loc,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); \
                     inferred shape of values literal ([{}])",
                    join(&shape),
                    join(&index_shape),
                    join(&value_shape)
                ),
            ));
        }
        self.check_sparse_indices(loc, ty, &shape, &index_values, count)?;
        let it = self.ctx.tensor_type(index_shape, i64_ty, None);
        let vt = self.ctx.tensor_type(value_shape, element, None);
        let indices = self.ctx.intern_attr(AttrKind::DenseElements {
            ty: it,
            values: index_values,
        });
        let values = self.ctx.intern_attr(AttrKind::DenseElements {
            ty: vt,
            values: value_values,
        });
        Ok(self.ctx.intern_attr(AttrKind::SparseElements {
            ty,
            indices,
            values,
        }))
    }

    /// Every sparse index lies inside `shape` (indices compared as `u64`, as MLIR does).
    fn check_sparse_indices(
        &self,
        loc: Loc,
        ty: Type,
        shape: &[i64],
        indices: &DenseValues,
        count: i64,
    ) -> PResult<()> {
        let rank = shape.len();
        let coord = |k: usize| -> u64 {
            let s = match indices {
                DenseValues::Splat(s) => Some(s),
                DenseValues::Elements(v) => v.get(k),
                _ => None,
            };
            match s {
                Some(Scalar::Int(v)) => *v as u64,
                _ => 0,
            }
        };
        let checked = if matches!(indices, DenseValues::Splat(_)) {
            1
        } else {
            count.max(0) as usize
        };
        for i in 0..checked {
            let index: Vec<u64> = (0..rank).map(|j| coord(i * rank + j)).collect();
            let inside = index.iter().zip(shape).all(|(&c, &d)| c < d.max(0) as u64);
            if !inside {
                let list = index
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                return Err(self.error_at(
                    loc,
                    format!(
                        "sparse index #{i} is not contained within the value shape, with \
                         index=[{list}], and type='{}'",
                        crate::printer::type_to_string(self.ctx, ty)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// `dense_resource<name> : type`.
    fn parse_dense_resource(&mut self, implied: Option<Type>) -> PResult<Attr> {
        self.bump();
        self.parse_token_or(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let name = self.parse_resource_key("expected identifier key for 'resource' entry")?;
        self.parse_token(TokenKind::Greater, ">")?;
        let type_loc = self.loc();
        let ty = match implied {
            Some(t) if self.kind() != TokenKind::Colon => t,
            _ => {
                self.parse_token(TokenKind::Colon, ":")?;
                self.parse_type()?
            }
        };
        if !matches!(
            self.ctx.type_kind(ty),
            TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        ) {
            return Err(self.error_at(type_loc, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.intern_attr(AttrKind::DenseResource { ty, name }))
    }

    /// A resource key: a bare identifier or a string.
    pub(crate) fn parse_resource_key(&mut self, msg: &str) -> PResult<String> {
        match self.kind() {
            TokenKind::BareIdent => {
                let k = self.text().to_string();
                self.bump();
                Ok(k)
            }
            TokenKind::String => self.parse_string(),
            _ => Err(self.error(msg.to_string())),
        }
    }

    /// `strided<[s0, ...], offset: o>` with MLIR's messages.
    fn parse_strided_layout(&mut self) -> PResult<Attr> {
        self.bump();
        self.parse_token_or(TokenKind::Less, "expected '<' after 'strided'")?;
        let mut strides = Vec::new();
        self.parse_comma_list(
            Some((TokenKind::LSquare, "[")),
            (TokenKind::RSquare, "]"),
            |p| {
                strides.push(p.parse_strided_value()?);
                Ok(())
            },
        )?;
        let mut offset = 0;
        if !self.consume_if(TokenKind::Greater) {
            if !self.consume_if(TokenKind::Comma) {
                return Err(self.wrong_token_error("expected ','"));
            }
            if !self.consume_keyword("offset") {
                return Err(self.wrong_token_error("expected 'offset' after comma"));
            }
            if !self.consume_if(TokenKind::Colon) {
                return Err(self.wrong_token_error("expected ':' after 'offset'"));
            }
            offset = self.parse_strided_value()?;
            self.parse_token(TokenKind::Greater, ">")?;
        }
        Ok(self
            .ctx
            .intern_attr(AttrKind::StridedLayout { offset, strides }))
    }

    /// A stride or offset: an `i64` or `?`.
    fn parse_strided_value(&mut self) -> PResult<i64> {
        let msg = "expected a 64-bit signed integer or '?'";
        if self.consume_if(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let loc = self.loc();
        let neg = self.consume_if(TokenKind::Minus);
        if self.kind() != TokenKind::Integer {
            return Err(self.error_at(loc, msg));
        }
        let v = super::parse_int_text(self.text())
            .map(|m| if neg { -m } else { m })
            .and_then(|v| i64::try_from(v).ok())
            .ok_or_else(|| self.error_at(loc, msg))?;
        self.bump();
        Ok(v)
    }

    /// Parses an integer or `?` (as [`DYNAMIC`]).
    pub fn parse_dynamic_i64(&mut self) -> PResult<i64> {
        if self.consume_if(TokenKind::Question) {
            Ok(DYNAMIC)
        } else {
            self.parse_i64()
        }
    }

    /// Parses `(...)` after `loc`, with MLIR's messages.
    fn parse_loc_parens(&mut self) -> PResult<Attr> {
        self.parse_token_or(TokenKind::LParen, "expected '(' in location")?;
        let a = self.parse_location_body()?;
        self.parse_token_or(TokenKind::RParen, "expected ')' in location")?;
        Ok(a)
    }

    /// Parses the inside of `loc(...)`.
    pub fn parse_location_body(&mut self) -> PResult<Attr> {
        self.enter()?;
        self.loc_depth += 1;
        let r = self.parse_location_body_inner();
        self.loc_depth -= 1;
        self.leave();
        r
    }

    fn parse_location_body_inner(&mut self) -> PResult<Attr> {
        match self.kind() {
            TokenKind::HashIdent => {
                let loc = self.loc();
                let ident = self.text().get(1..).unwrap_or("");
                let bare = !ident.contains('.') && !self.attr_aliases.contains_key(ident);
                if bare && self.loc_depth > 1 {
                    // Only a whole `loc(#alias)` may refer forward (as in MLIR, which reports
                    // the end of the name).
                    let end = self.loc_at(self.token().end);
                    return Err(self.error_at(end, format!("undefined symbol alias id '{ident}'")));
                }
                if bare {
                    // A location alias defined later in the file: resolved at the end.
                    let placeholder =
                        self.ctx.intern_attr(AttrKind::Location(LocationKind::Name {
                            name: format!("\u{0}deferred#{ident}"),
                            child: None,
                        }));
                    self.deferred_locs.push((ident, placeholder, loc));
                    self.bump();
                    return Ok(placeholder);
                }
                let a = self.parse_hash_attr()?;
                if !matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) {
                    return Err(self.error_at(loc, not_a_location(self.ctx, a)));
                }
                Ok(a)
            }
            TokenKind::String => {
                let name = self.parse_string()?;
                if self.consume_if(TokenKind::Colon) {
                    const RANGE: &str = " in FileLineColRange";
                    let line = self.parse_u32(&format!("expected integer line number{RANGE}"))?;
                    let mut col = 0;
                    let mut end = None;
                    if self.consume_if(TokenKind::Colon) {
                        col = self.parse_u32(&format!("expected integer column number{RANGE}"))?;
                        if self.consume_keyword("to") {
                            let post_to =
                                format!("expected either integer or `:` post `to`{RANGE}");
                            let end_line = if self.kind() == TokenKind::Integer {
                                let l = self.parse_u32(&post_to)?;
                                if !self.consume_if(TokenKind::Colon) {
                                    return Err(self.wrong_token_error(post_to));
                                }
                                Some(l)
                            } else if self.consume_if(TokenKind::Colon) {
                                None
                            } else {
                                return Err(self.wrong_token_error(post_to));
                            };
                            let c =
                                self.parse_u32(&format!("expected integer column number{RANGE}"))?;
                            end = Some((end_line, c));
                        }
                    }
                    return Ok(self.ctx.intern_attr(AttrKind::Location(
                        LocationKind::FileLineCol {
                            file: name,
                            line,
                            col,
                            end,
                        },
                    )));
                }
                let child = if self.consume_if(TokenKind::LParen) {
                    let c = self.parse_location_body()?;
                    let msg = "expected ')' after child location of NameLoc";
                    self.parse_token_or(TokenKind::RParen, msg)?;
                    Some(c)
                } else {
                    None
                };
                Ok(self
                    .ctx
                    .intern_attr(AttrKind::Location(LocationKind::Name { name, child })))
            }
            TokenKind::BareIdent => {
                let kw = self.text();
                self.bump();
                match kw {
                    "unknown" => Ok(self
                        .ctx
                        .intern_attr(AttrKind::Location(LocationKind::Unknown))),
                    "callsite" => {
                        self.parse_token_or(
                            TokenKind::LParen,
                            "expected '(' in callsite location",
                        )?;
                        let callee = self.parse_location_body()?;
                        if !self.consume_keyword("at") {
                            return Err(
                                self.wrong_token_error("expected 'at' in callsite location")
                            );
                        }
                        let caller = self.parse_location_body()?;
                        self.parse_token_or(
                            TokenKind::RParen,
                            "expected ')' in callsite location",
                        )?;
                        Ok(self
                            .ctx
                            .intern_attr(AttrKind::Location(LocationKind::CallSite {
                                callee,
                                caller,
                            })))
                    }
                    "fused" => {
                        let metadata = if self.kind() == TokenKind::Less {
                            self.bump();
                            let m = self.parse_attribute()?;
                            let msg = "expected '>' after fused location metadata";
                            self.parse_token_or(TokenKind::Greater, msg)?;
                            Some(m)
                        } else {
                            None
                        };
                        let mut locs = Vec::new();
                        self.parse_token_or(TokenKind::LSquare, "expected '[' in fused location")?;
                        if !self.consume_if(TokenKind::RSquare) {
                            loop {
                                locs.push(self.parse_location_body()?);
                                if !self.consume_if(TokenKind::Comma) {
                                    break;
                                }
                            }
                            let msg = "expected ']' in fused location";
                            self.parse_token_or(TokenKind::RSquare, msg)?;
                        }
                        Ok(crate::location::fused_location(self.ctx, locs, metadata))
                    }
                    _ => Err(self.error("expected location instance")),
                }
            }
            _ => Err(self.error("expected location instance")),
        }
    }

    fn parse_u32(&mut self, msg: &str) -> PResult<u32> {
        if self.kind() != TokenKind::Integer {
            return Err(self.wrong_token_error(msg.to_string()));
        }
        let v = self
            .text()
            .parse::<u32>()
            .map_err(|_| self.error(msg.to_string()))?;
        self.bump();
        Ok(v)
    }

    /// Parses an optional trailing `loc(...)` and returns it.
    pub fn parse_optional_trailing_loc(&mut self) -> PResult<Option<Attr>> {
        if !self.is_keyword("loc") {
            return Ok(None);
        }
        self.bump();
        self.parse_loc_parens().map(Some)
    }
}

/// String elements; all equal, one splat string (MLIR's `DenseStringElementsAttr` finds
/// splats when it is built).
fn string_elements(leaves: Vec<Leaf<'_>>) -> DenseValues {
    let mut items: Vec<Vec<u8>> = leaves
        .into_iter()
        .filter_map(|l| if let Leaf::Str(s) = l { Some(s) } else { None })
        .collect();
    if items.windows(2).all(|w| w.first() == w.get(1)) {
        items.truncate(1);
    }
    DenseValues::Strings(items)
}

/// MLIR's error for an alias used as a location that names another attribute.
pub(crate) fn not_a_location(ctx: &crate::Context, a: Attr) -> String {
    let text = crate::printer::attrs::attr_to_string(ctx, a);
    format!("expected location, but found '{text}'")
}

/// Whether hex data has the size of one element (a splat) or of `count` elements, for the
/// element types whose byte size is plain (integers of whole bytes, IEEE floats); others
/// are not checked.
fn hex_size_fits(element: &TypeKind, hex: &str, count: usize) -> bool {
    let bits = match element {
        TypeKind::Integer { width, .. } => *width as usize,
        TypeKind::Float(sem) => sem.bit_width() as usize,
        TypeKind::Index => 64,
        _ => return true,
    };
    if bits % 8 != 0 || bits == 0 {
        return true;
    }
    let Some(digits) = hex.strip_prefix("0x") else {
        return true;
    };
    let bytes = digits.len() / 2;
    bytes == bits / 8 || Some(bytes) == count.checked_mul(bits / 8)
}

/// Decodes MLIR's `dense<"0x...">` hex form (see [`crate::attributes::decode_elements`]).
fn decode_hex_elements(
    ctx: &crate::Context,
    element: Type,
    hex: &str,
    count: usize,
) -> Option<DenseValues> {
    let bytes = crate::resources::decode_hex(hex.strip_prefix("0x")?)?;
    crate::attributes::decode_elements(ctx, element, &bytes, count)
}

fn join(v: &[i64]) -> String {
    v.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// MLIR's out-of-range message for an integer in a tensor literal or a scalar attribute.
fn out_of_range(in_literal: bool) -> &'static str {
    if in_literal {
        "integer constant out of range for type"
    } else {
        "integer constant out of range for attribute"
    }
}

/// Fits a literal into an integer type as MLIR's `buildAttributeAPInt` does: a negative
/// literal must fit the signed range (also for unsigned types, stored as its two's-complement
/// bits), and `-0` is out of range. Signless values are stored sign-extended, except `i1`
/// (0/1, so `dense<1>`, `dense<-1>` and `dense<true>` are one value).
fn build_attribute_int(mag: i128, neg: bool, width: u32, signedness: Signedness) -> Option<i128> {
    if width == 0 {
        return (!neg && mag == 0).then_some(0);
    }
    // `mag` holds the literal's 128 bits: 2^127 and above read negative.
    if width == 128 {
        let m = mag as u128;
        return match neg {
            false => Some(mag),
            true => (m != 0 && m <= 1u128 << 127).then(|| mag.wrapping_neg()),
        };
    }
    if mag < 0 {
        return None;
    }
    if width >= 127 {
        return Some(if neg { mag.checked_neg()? } else { mag });
    }
    let umax: i128 = (1i128 << width) - 1;
    let half: i128 = 1i128 << (width - 1);
    if neg {
        if mag == 0 || mag > half {
            return None;
        }
        let signless_i1 = width == 1 && signedness == Signedness::Signless;
        return Some(if signedness == Signedness::Unsigned || signless_i1 {
            -mag & umax
        } else {
            -mag
        });
    }
    match signedness {
        Signedness::Signed => (mag < half).then_some(mag),
        Signedness::Unsigned => (mag <= umax).then_some(mag),
        Signedness::Signless => {
            let shift = 128 - width;
            (mag <= umax).then_some(if width == 1 {
                mag
            } else {
                (mag << shift) >> shift
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::build_attribute_int as fit;
    use crate::types::Signedness::*;

    #[test]
    fn integer_ranges_follow_mlir() {
        assert_eq!(fit(255, false, 8, Signless), Some(-1));
        assert_eq!(fit(128, true, 8, Signless), Some(-128));
        assert_eq!(fit(129, true, 8, Signless), None);
        assert_eq!(fit(256, false, 8, Signless), None);
        assert_eq!(fit(255, false, 8, Unsigned), Some(255));
        // Negative literals of unsigned types are two's complement (dense arrays).
        assert_eq!(fit(1, true, 8, Unsigned), Some(255));
        assert_eq!(fit(128, false, 8, Signed), None);
        assert_eq!(fit(1, false, 1, Signless), Some(1));
        assert_eq!(fit(1, true, 1, Signless), Some(1));
        assert_eq!(fit(0, false, 0, Signless), Some(0));
        assert_eq!(fit(1, false, 0, Signless), None);
        assert_eq!(fit(1, true, 1, Signed), Some(-1));
        assert_eq!(fit(1, false, 1, Signed), None);
        // `-0` is out of range, as in MLIR's buildAttributeAPInt.
        assert_eq!(fit(0, true, 8, Signless), None);
        // i128 takes any 128-bit literal (2^128 - 1 is -1) and down to -2^127.
        assert_eq!(fit(u128::MAX as i128, false, 128, Signless), Some(-1));
        assert_eq!(fit(i128::MIN, true, 128, Signless), Some(i128::MIN));
        assert_eq!(fit(i128::MIN, false, 64, Signless), None);
    }
}
