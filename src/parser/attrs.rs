//! Parsing of builtin attributes and the entry points for dialect attributes.

use super::lexer::TokenKind;
use super::{PResult, Parser};
use crate::attributes::{Attr, AttrKind, DenseValues, LocationKind, Scalar};
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
    Bool(bool),
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

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attr> {
        let loc = self.loc();
        match self.kind() {
            TokenKind::Integer | TokenKind::Float | TokenKind::Minus => {
                return self.parse_number_attr(ty);
            }
            TokenKind::String => {
                let s = self.parse_string_bytes()?;
                return Ok(self.ctx.intern_attr(AttrKind::String(s)));
            }
            TokenKind::LSquare => {
                let mut items = Vec::new();
                self.parse_comma_list(
                    Some((TokenKind::LSquare, "[")),
                    (TokenKind::RSquare, "]"),
                    |p| {
                        items.push(p.parse_attribute()?);
                        Ok(())
                    },
                )?;
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
            _ => return Err(self.error("expected attribute value")),
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
                let body_loc = self.token().end;
                let body = self.skip_balanced_angle()?;
                let map = crate::affine::parse_affine_map(body).map_err(|e| {
                    self.error_at(self.loc_at(body_loc + e.offset as u32), e.message.clone())
                })?;
                Ok(self.ctx.intern_attr(AttrKind::AffineMap(map)))
            }
            "affine_set" => {
                self.bump();
                let body_loc = self.token().end;
                let body = self.skip_integer_set_body()?;
                let set = crate::affine::parse_integer_set(body).map_err(|e| {
                    self.error_at(self.loc_at(body_loc + e.offset as u32), e.message.clone())
                })?;
                Ok(self.ctx.intern_attr(AttrKind::IntegerSet(set)))
            }
            "dense_resource" | "sparse" | "opaque" => {
                let start = self.token().start;
                self.bump();
                self.skip_balanced_angle()?;
                let mut text = self.slice(start, self.token().start).trim_end().to_string();
                if self.consume_if(TokenKind::Colon) {
                    let t = self.parse_type()?;
                    text.push_str(" : ");
                    text.push_str(&crate::printer::type_to_string(self.ctx, t));
                }
                Ok(self.ctx.intern_attr(AttrKind::Verbatim(text)))
            }
            "distinct" => {
                let start = self.token().start;
                self.bump();
                self.parse_token(TokenKind::LSquare, "[")?;
                self.parse_integer()?;
                self.parse_token(TokenKind::RSquare, "]")?;
                self.skip_balanced_angle()?;
                let text = self.slice(start, self.token().start).trim_end().to_string();
                Ok(self.ctx.intern_attr(AttrKind::Verbatim(text)))
            }
            "array" => self.parse_dense_array(),
            "dense" => self.parse_dense_elements(),
            "strided" => self.parse_strided_layout(),
            "loc" => {
                self.bump();
                self.parse_token(TokenKind::LParen, "(")?;
                let a = self.parse_location_body()?;
                self.parse_token(TokenKind::RParen, ")")?;
                Ok(a)
            }
            _ if super::types::is_type_keyword(kw) => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => Err(self.error_at(loc, "expected attribute value")),
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
        let leaf = Leaf::Num {
            neg,
            text,
            is_float: tok.kind == TokenKind::Float,
            loc,
        };
        match self.scalar_for_type(&leaf, ty)? {
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
    fn scalar_for_type(&mut self, leaf: &Leaf<'a>, ty: Type) -> PResult<Scalar> {
        let kind = self.ctx.type_kind(ty).clone();
        match (leaf, kind) {
            (Leaf::Bool(b), TypeKind::Integer { width: 1, .. }) => Ok(Scalar::Int(*b as i128)),
            (Leaf::Bool(_), _) => Err(self.error("expected i1 type for 'true' or 'false' values")),
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
                let mag = super::parse_int_text(text).ok_or_else(|| {
                    self.error_at(*loc, "integer constant out of range for attribute")
                })?;
                fit_integer(mag, *neg, width, signedness)
                    .ok_or_else(|| {
                        if *neg && signedness == Signedness::Unsigned {
                            self.error_at(
                                *loc,
                                "negative integer literal not valid for unsigned integer type",
                            )
                        } else {
                            self.error_at(*loc, "integer constant out of range for attribute")
                        }
                    })
                    .map(Scalar::Int)
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
                let mag = super::parse_int_text(text).ok_or_else(|| {
                    self.error_at(*loc, "integer constant out of range for attribute")
                })?;
                fit_integer(mag, *neg, 64, Signedness::Signed)
                    .map(Scalar::Int)
                    .ok_or_else(|| {
                        self.error_at(*loc, "integer constant out of range for attribute")
                    })
            }
            (Leaf::Num { neg, text, loc, .. }, TypeKind::Float(sem)) => {
                let full = if *neg {
                    format!("-{text}")
                } else {
                    text.to_string()
                };
                parse_float_literal(sem, &full)
                    .map(Scalar::Float)
                    .map_err(|m| self.error_at(*loc, m))
            }
            (Leaf::Complex(re, im), TypeKind::Complex(el)) => {
                let r = self.scalar_for_type(re, el)?;
                let i = self.scalar_for_type(im, el)?;
                match (r, i) {
                    (Scalar::Float(a), Scalar::Float(b)) => Ok(Scalar::ComplexFloat(a, b)),
                    (Scalar::Int(a), Scalar::Int(b)) => Ok(Scalar::ComplexInt(a, b)),
                    _ => Err(self.error("invalid complex element")),
                }
            }
            (Leaf::Num { loc, .. }, _) => {
                Err(self.error_at(*loc, "expected integer or floating point type"))
            }
            (Leaf::Complex(..), _) => {
                Err(self.error("complex value requires a complex element type"))
            }
            (Leaf::Str(_), _) => Err(self.error("unexpected string element")),
        }
    }

    /// Parses `{name = attr, flag}` and returns the sorted entries; duplicates are errors.
    pub fn parse_dictionary_entries(&mut self) -> PResult<Vec<NamedAttr>> {
        let mut entries: Vec<NamedAttr> = Vec::new();
        self.parse_comma_list(
            Some((TokenKind::LBrace, "{")),
            (TokenKind::RBrace, "}"),
            |p| {
                let kloc = p.loc();
                let key = match p.kind() {
                    TokenKind::BareIdent => {
                        let k = p.text().to_string();
                        p.bump();
                        k
                    }
                    TokenKind::String => p.parse_string()?,
                    _ => return Err(p.error("expected attribute name")),
                };
                if key.is_empty() {
                    return Err(p.error_at(kloc, "expected valid attribute name"));
                }
                let value = if p.consume_if(TokenKind::Equal) {
                    p.parse_attribute()?
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
            },
        )?;
        Ok(entries)
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
                return Err(self.error("expected '{'"));
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
            let b = super::lexer::unescape_string(body)
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
                .ok_or_else(|| self.error_at(loc, format!("undefined symbol alias id '{ident}'")));
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
        Ok(self.ctx.intern_attr(AttrKind::Opaque {
            dialect: ns.to_string(),
            body,
        }))
    }

    fn parse_dense_array(&mut self) -> PResult<Attr> {
        self.bump();
        self.parse_token(TokenKind::Less, "<")?;
        let eloc = self.loc();
        let element = self.parse_type()?;
        if !matches!(
            self.ctx.type_kind(element),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        ) {
            return Err(self.error_at(eloc, "expected integer or float type"));
        }
        let mut values = Vec::new();
        if self.consume_if(TokenKind::Colon) {
            loop {
                let leaf = self.parse_leaf()?;
                values.push(self.scalar_for_type(&leaf, element)?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.parse_token(TokenKind::Greater, ">")?;
        Ok(self
            .ctx
            .intern_attr(AttrKind::DenseArray { element, values }))
    }

    fn parse_leaf(&mut self) -> PResult<Leaf<'a>> {
        let loc = self.loc();
        if self.consume_keyword("true") {
            return Ok(Leaf::Bool(true));
        }
        if self.consume_keyword("false") {
            return Ok(Leaf::Bool(false));
        }
        if self.kind() == TokenKind::String {
            return Ok(Leaf::Str(self.parse_string_bytes()?));
        }
        if self.kind() == TokenKind::LParen {
            self.bump();
            let re = self.parse_leaf()?;
            self.parse_token(TokenKind::Comma, ",")?;
            let im = self.parse_leaf()?;
            self.parse_token(TokenKind::RParen, ")")?;
            return Ok(Leaf::Complex(Box::new(re), Box::new(im)));
        }
        let neg = self.consume_if(TokenKind::Minus);
        let kind = self.kind();
        if !matches!(kind, TokenKind::Integer | TokenKind::Float) {
            return Err(self.error("expected element literal of primitive type"));
        }
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
        let loc = self.loc();
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
                    Some(_) => {
                        return Err(p.error_at(
                            loc,
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

    fn parse_dense_elements(&mut self) -> PResult<Attr> {
        self.bump();
        self.parse_token(TokenKind::Less, "<")?;
        let mut leaves = Vec::new();
        let lit_loc = self.loc();
        let mut hex: Option<String> = None;
        let shape = if self.kind() == TokenKind::Greater {
            Some(vec![0])
        } else if self.kind() == TokenKind::String && self.text().starts_with("\"0x") {
            let s = self.parse_string()?;
            hex = Some(s);
            None
        } else {
            self.parse_dense_literal(&mut leaves)?
        };
        self.parse_token(TokenKind::Greater, ">")?;
        self.parse_token(TokenKind::Colon, ":")?;
        let tloc = self.loc();
        let ty = self.parse_type()?;
        let (type_shape, element) = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::Vector { shape, element, .. } => (shape.clone(), *element),
            _ => {
                return Err(self.error_at(
                    tloc,
                    "elements literal must be a ranked tensor or vector type",
                ));
            }
        };
        if type_shape.contains(&DYNAMIC) {
            return Err(self.error_at(tloc, "elements literal type must have static shape"));
        }
        if let Some(h) = hex {
            // An element count beyond memory can only be matched by a splat.
            let count = crate::types::static_element_count(&type_shape)
                .and_then(|n| usize::try_from(n).ok())
                .unwrap_or(usize::MAX);
            let values = decode_hex_elements(self.ctx.type_kind(element), &h, count)
                .unwrap_or(DenseValues::Hex(h));
            return Ok(self.ctx.intern_attr(AttrKind::DenseElements { ty, values }));
        }
        let values = match shape {
            None => {
                let leaf = leaves
                    .pop()
                    .ok_or_else(|| self.error_at(lit_loc, "expected element literal"))?;
                if let Leaf::Str(s) = leaf {
                    DenseValues::Strings(vec![s])
                } else {
                    DenseValues::Splat(self.scalar_for_type(&leaf, element)?)
                }
            }
            Some(shape) => {
                let empty = shape == [0];
                if !empty && shape != type_shape {
                    return Err(self.error_at(
                        lit_loc,
                        format!(
                            "inferred shape of elements literal ([{}]) does not match type ([{}])",
                            join(&shape),
                            join(&type_shape)
                        ),
                    ));
                }
                if empty && crate::types::static_element_count(&type_shape) != Some(0) {
                    return Err(self.error_at(
                        lit_loc,
                        format!(
                            "inferred shape of elements literal ([0]) does not match type ([{}])",
                            join(&type_shape)
                        ),
                    ));
                }
                if leaves.iter().all(|l| matches!(l, Leaf::Str(_))) && !leaves.is_empty() {
                    DenseValues::Strings(
                        leaves
                            .into_iter()
                            .filter_map(|l| if let Leaf::Str(s) = l { Some(s) } else { None })
                            .collect(),
                    )
                } else {
                    let mut out = Vec::with_capacity(leaves.len());
                    for l in &leaves {
                        out.push(self.scalar_for_type(l, element)?);
                    }
                    splat_if_uniform(out)
                }
            }
        };
        Ok(self.ctx.intern_attr(AttrKind::DenseElements { ty, values }))
    }

    fn parse_strided_layout(&mut self) -> PResult<Attr> {
        self.bump();
        self.parse_token(TokenKind::Less, "<")?;
        let mut strides = Vec::new();
        self.parse_comma_list(
            Some((TokenKind::LSquare, "[")),
            (TokenKind::RSquare, "]"),
            |p| {
                strides.push(p.parse_dynamic_i64()?);
                Ok(())
            },
        )?;
        let mut offset = 0;
        if self.consume_if(TokenKind::Comma) {
            self.expect_keyword("offset")?;
            self.parse_token(TokenKind::Colon, ":")?;
            offset = self.parse_dynamic_i64()?;
        }
        self.parse_token(TokenKind::Greater, ">")?;
        Ok(self
            .ctx
            .intern_attr(AttrKind::StridedLayout { offset, strides }))
    }

    /// Parses an integer or `?` (as [`DYNAMIC`]).
    pub fn parse_dynamic_i64(&mut self) -> PResult<i64> {
        if self.consume_if(TokenKind::Question) {
            Ok(DYNAMIC)
        } else {
            self.parse_i64()
        }
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
                    return Err(self.error_at(loc, "expected location attribute"));
                }
                Ok(a)
            }
            TokenKind::String => {
                let name = self.parse_string()?;
                if self.consume_if(TokenKind::Colon) {
                    let line = self.parse_u32("expected integer line number in FileLineColLoc")?;
                    let col = if self.consume_if(TokenKind::Colon) {
                        self.parse_u32("expected integer column number in FileLineColLoc")?
                    } else {
                        0
                    };
                    let mut end = None;
                    if self.consume_keyword("to") {
                        if self.consume_if(TokenKind::Colon) {
                            end = Some((None, self.parse_u32("expected integer column")?));
                        } else {
                            let l = self.parse_u32("expected integer line")?;
                            self.parse_token(TokenKind::Colon, ":")?;
                            end = Some((Some(l), self.parse_u32("expected integer column")?));
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
                    self.parse_token(TokenKind::RParen, ")")?;
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
                        self.parse_token(TokenKind::LParen, "(")?;
                        let callee = self.parse_location_body()?;
                        self.expect_keyword("at")?;
                        let caller = self.parse_location_body()?;
                        self.parse_token(TokenKind::RParen, ")")?;
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
                            self.parse_token(TokenKind::Greater, ">")?;
                            Some(m)
                        } else {
                            None
                        };
                        let mut locs = Vec::new();
                        self.parse_comma_list(
                            Some((TokenKind::LSquare, "[")),
                            (TokenKind::RSquare, "]"),
                            |p| {
                                locs.push(p.parse_location_body()?);
                                Ok(())
                            },
                        )?;
                        Ok(self
                            .ctx
                            .intern_attr(AttrKind::Location(LocationKind::Fused {
                                locs,
                                metadata,
                            })))
                    }
                    _ => Err(self.error("expected location instance")),
                }
            }
            _ => Err(self.error("expected location instance")),
        }
    }

    fn parse_u32(&mut self, msg: &str) -> PResult<u32> {
        if self.kind() != TokenKind::Integer {
            return Err(self.error(msg.to_string()));
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
        self.parse_token(TokenKind::LParen, "(")?;
        let a = self.parse_location_body()?;
        self.parse_token(TokenKind::RParen, ")")?;
        Ok(Some(a))
    }
}

/// Elements that are all equal become a splat, as MLIR's `DenseElementsAttr` stores them.
fn splat_if_uniform(items: Vec<Scalar>) -> DenseValues {
    match items.first() {
        Some(&first) if items.iter().all(|&x| x == first) => DenseValues::Splat(first),
        _ => DenseValues::Elements(items),
    }
}

/// Decodes MLIR's `dense<"0x...">` little-endian blob for integer and IEEE float elements
/// (one element's bytes is a splat, as in MLIR); `None` keeps it as hex.
fn decode_hex_elements(element: &TypeKind, hex: &str, count: usize) -> Option<DenseValues> {
    let digits = hex.strip_prefix("0x")?;
    if digits.len() % 2 != 0 {
        return None;
    }
    let bytes: Vec<u8> = (0..digits.len() / 2)
        .map(|i| {
            digits
                .get(2 * i..2 * i + 2)
                .and_then(|b| u8::from_str_radix(b, 16).ok())
        })
        .collect::<Option<_>>()?;
    let (width, decode): (usize, Box<dyn Fn(u128) -> Option<Scalar>>) = match *element {
        TypeKind::Integer { width, signedness } if width % 8 == 0 && width <= 64 || width == 1 => {
            let bits = width;
            (
                (width as usize).div_ceil(8),
                Box::new(move |raw: u128| {
                    if bits == 1 {
                        return Some(Scalar::Int((raw & 1) as i128));
                    }
                    let v = raw as i128;
                    let shift = 128 - bits;
                    Some(Scalar::Int(if signedness == Signedness::Unsigned {
                        v
                    } else {
                        (v << shift) >> shift
                    }))
                }),
            )
        }
        TypeKind::Float(sem) if sem.bit_width() % 8 == 0 && sem.bit_width() <= 64 => (
            (sem.bit_width() / 8) as usize,
            Box::new(move |raw: u128| {
                crate::float::FloatValue::from_bits(sem, raw).map(Scalar::Float)
            }),
        ),
        _ => return None,
    };
    let element_at = |i: usize| -> Option<Scalar> {
        let chunk = bytes.get(i * width..(i + 1) * width)?;
        let raw = chunk
            .iter()
            .rev()
            .fold(0u128, |acc, &b| (acc << 8) | b as u128);
        decode(raw)
    };
    if bytes.len() == width {
        return element_at(0).map(DenseValues::Splat);
    }
    if Some(bytes.len()) != width.checked_mul(count) {
        return None;
    }
    let items = (0..count).map(element_at).collect::<Option<Vec<_>>>()?;
    Some(splat_if_uniform(items))
}

fn join(v: &[i64]) -> String {
    v.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Fits a literal magnitude into an integer type of `width` bits, MLIR style: signless values
/// may use the signed or unsigned range and are stored sign-extended; unsigned values are
/// stored zero-extended.
fn fit_integer(mag: i128, neg: bool, width: u32, signedness: Signedness) -> Option<i128> {
    if neg && signedness == Signedness::Unsigned {
        return if mag == 0 { Some(0) } else { None };
    }
    let value = if neg { mag.checked_neg()? } else { mag };
    if width == 0 {
        return (value == 0).then_some(0);
    }
    if width >= 127 {
        return Some(value);
    }
    let umax: i128 = (1i128 << width) - 1;
    let smin: i128 = -(1i128 << (width - 1));
    let smax: i128 = (1i128 << (width - 1)) - 1;
    match signedness {
        Signedness::Unsigned => (value <= umax).then_some(value),
        Signedness::Signed => (smin..=smax).contains(&value).then_some(value),
        // `i1` is stored as 0/1 so `dense<1>`, `dense<-1>` and `dense<true>` are one value.
        Signedness::Signless if width == 1 => (smin..=umax).contains(&value).then_some(value & 1),
        Signedness::Signless => {
            if value < smin || value > umax {
                return None;
            }
            let shift = 128 - width;
            Some((value << shift) >> shift)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::fit_integer;
    use crate::types::Signedness::*;

    #[test]
    fn integer_ranges_follow_mlir() {
        assert_eq!(fit_integer(255, false, 8, Signless), Some(-1));
        assert_eq!(fit_integer(128, true, 8, Signless), Some(-128));
        assert_eq!(fit_integer(256, false, 8, Signless), None);
        assert_eq!(fit_integer(255, false, 8, Unsigned), Some(255));
        assert_eq!(fit_integer(1, true, 8, Unsigned), None);
        assert_eq!(fit_integer(128, false, 8, Signed), None);
        assert_eq!(fit_integer(1, false, 1, Signless), Some(1));
        assert_eq!(fit_integer(1, true, 1, Signless), Some(1));
        assert_eq!(fit_integer(0, false, 0, Signless), Some(0));
        assert_eq!(fit_integer(1, false, 0, Signless), None);
        assert_eq!(fit_integer(1, true, 1, Signed), Some(-1));
        assert_eq!(fit_integer(1, false, 1, Signed), None);
    }
}
