//! Parsing of builtin types and the entry points for dialect types.

use super::lexer::TokenKind;
use super::{PResult, Parser, UNREGISTERED};
use crate::attributes::AttrKind;
use crate::float::FloatSemantics;
use crate::types::{DYNAMIC, Signedness, Type, TypeKind};

/// Largest integer type width MLIR accepts.
pub const MAX_INT_WIDTH: u32 = 16_777_215;

impl<'a> Parser<'a> {
    /// Whether the current token can start a type.
    pub fn at_type(&self) -> bool {
        match self.kind() {
            TokenKind::BangIdent | TokenKind::LParen => true,
            TokenKind::BareIdent => is_type_keyword(self.text()),
            _ => false,
        }
    }

    /// Parses a type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    /// Parses an optional type (returns `None` if the current token cannot start one).
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if self.at_type() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        match self.kind() {
            TokenKind::LParen => return self.parse_function_type(),
            TokenKind::BangIdent => return self.parse_bang_type(),
            TokenKind::BareIdent => {}
            _ => return Err(self.wrong_token_error("expected non-function type")),
        }
        let loc = self.loc();
        let kw_start = self.token().start;
        let kw = self.text();
        if let Some(kind) = integer_keyword(kw) {
            let kind = kind.map_err(|m| self.error(m))?;
            self.bump();
            return Ok(self.ctx.intern_type(kind));
        }
        if let Some(sem) = FloatSemantics::from_keyword(kw) {
            self.bump();
            return Ok(self.ctx.intern_type(TypeKind::Float(sem)));
        }
        self.bump();
        match kw {
            "index" => Ok(self.ctx.intern_type(TypeKind::Index)),
            "none" => Ok(self.ctx.intern_type(TypeKind::None)),
            "complex" => {
                self.parse_token_or(TokenKind::Less, "expected '<' in complex type")?;
                let eloc = self.loc();
                let el = self.parse_type()?;
                if !self.consume_if(TokenKind::Greater) {
                    return Err(self.wrong_token_error("expected '>' in complex type"));
                }
                if !matches!(
                    self.ctx.type_kind(el),
                    TypeKind::Integer { .. } | TypeKind::Float(_)
                ) {
                    return Err(self.error_at(eloc, "invalid element type for complex"));
                }
                Ok(self.ctx.intern_type(TypeKind::Complex(el)))
            }
            "tuple" => {
                let mut items = Vec::new();
                self.parse_token_or(TokenKind::Less, "expected '<' in tuple type")?;
                if !self.consume_if(TokenKind::Greater) {
                    loop {
                        items.push(self.parse_type()?);
                        if !self.consume_if(TokenKind::Comma) {
                            break;
                        }
                    }
                    self.expect_type_close("tuple")?;
                }
                Ok(self.ctx.intern_type(TypeKind::Tuple(items)))
            }
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(loc),
            "vector" => self.parse_vector_type(loc),
            _ => {
                // MLIR's wrong-token error: placed after the token before the keyword.
                self.reset_to(kw_start);
                Err(self.wrong_token_error("expected non-function type"))
            }
        }
    }

    /// Parses `(T, ...) -> R` where the current token is `(`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        let mut inputs = Vec::new();
        self.parse_comma_list(
            Some((TokenKind::LParen, "(")),
            (TokenKind::RParen, ")"),
            |p| {
                inputs.push(p.parse_type()?);
                Ok(())
            },
        )?;
        self.parse_token(TokenKind::Arrow, "->")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(inputs, results))
    }

    /// Parses function results: `(T, ...)` or a single non-function type.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.kind() == TokenKind::LParen {
            let mut results = Vec::new();
            self.parse_comma_list(
                Some((TokenKind::LParen, "(")),
                (TokenKind::RParen, ")"),
                |p| {
                    results.push(p.parse_type()?);
                    Ok(())
                },
            )?;
            Ok(results)
        } else {
            Ok(vec![self.parse_type()?])
        }
    }

    /// Parses a comma-separated list of types (at least one).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.consume_if(TokenKind::Comma) {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    fn parse_bang_type(&mut self) -> PResult<Type> {
        let loc = self.loc();
        let tok = self.token();
        let ident = self.text().get(1..).unwrap_or("");
        self.bump();
        let angle_follows = self.kind() == TokenKind::Less && self.token().start == tok.end;
        if !ident.contains('.') && !angle_follows {
            return self
                .type_aliases
                .get(ident)
                .copied()
                // MLIR reports the end of the name.
                .ok_or_else(|| {
                    let end = self.loc_at(tok.end);
                    self.error_at(end, format!("undefined symbol alias id '{ident}'"))
                });
        }
        let ns = ident.split('.').next().unwrap_or(ident);
        if let Some(hook) = self.ctx.registry().dialect(ns).and_then(|d| d.parse_type) {
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
            return Err(self.error_at(at, format!("`!\"{ns}\"<\"{shown}\">` type {UNREGISTERED}")));
        }
        Ok(self.ctx.intern_type(TypeKind::Opaque {
            dialect: ns.to_string(),
            body,
        }))
    }

    /// Parses `AxBx?x` dimension prefixes by scanning characters (the lexer would read
    /// `4x8xf32` as one integer and one identifier). Stops before the element type.
    pub fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> PResult<(Vec<i64>, Vec<bool>)> {
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        let start = self.token().start;
        let bytes = self.rest_from(start).as_bytes();
        let mut i = 0usize;
        let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
        loop {
            while at(i).is_ascii_whitespace() {
                i += 1;
            }
            let dim_start = i;
            let (dim, is_scalable) = if at(i).is_ascii_digit() {
                let s = i;
                while at(i).is_ascii_digit() {
                    i += 1;
                }
                let text = std::str::from_utf8(bytes.get(s..i).unwrap_or(b"")).unwrap_or("");
                let v = text.parse::<i64>().map_err(|_| {
                    self.error_at(self.loc_at(start + s as u32), "invalid dimension")
                })?;
                (v, false)
            } else if at(i) == b'?' {
                if !allow_dynamic {
                    // MLIR ends the dimension list there and fails to read a type.
                    return Err(
                        self.error_at(self.loc_at(start + i as u32), "expected non-function type")
                    );
                }
                i += 1;
                (DYNAMIC, false)
            } else if at(i) == b'[' && allow_scalable {
                i += 1;
                let s = i;
                while at(i).is_ascii_digit() {
                    i += 1;
                }
                let text = std::str::from_utf8(bytes.get(s..i).unwrap_or(b"")).unwrap_or("");
                let v = text.parse::<i64>().map_err(|_| {
                    self.error_at(self.loc_at(start + s as u32), "expected integer value")
                })?;
                if at(i) != b']' {
                    return Err(self.error_at(
                        self.loc_at(start + i as u32),
                        "missing ']' closing scalable dimension",
                    ));
                }
                i += 1;
                (v, true)
            } else {
                self.reset_to(start + dim_start as u32);
                return Ok((shape, scalable));
            };
            let after_dim = i;
            while at(i).is_ascii_whitespace() {
                i += 1;
            }
            if at(i) != b'x' {
                // MLIR's wrong-token placement: right after the dimension.
                return Err(self.error_at(
                    self.loc_at(start + after_dim as u32),
                    "expected 'x' in dimension list",
                ));
            }
            i += 1;
            shape.push(dim);
            scalable.push(is_scalable);
        }
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.parse_token_or(TokenKind::Less, "expected '<' in tensor type")?;
        if self.kind() == TokenKind::Star {
            self.bump();
            self.expect_x()?;
            let element = self.parse_type()?;
            self.expect_type_close("tensor")?;
            return Ok(self.ctx.intern_type(TypeKind::UnrankedTensor { element }));
        }
        let (shape, _) = self.parse_dimension_list(true, false)?;
        let eloc = self.loc();
        let element = self.parse_type()?;
        self.check_element_type(element, eloc, "tensor")?;
        // MLIR reads the encoding as an optional attribute: `tensor<4xf32, >` has none.
        let encoding = if self.consume_if(TokenKind::Comma) && self.kind() != TokenKind::Greater {
            let enc = self.parse_attribute()?;
            // MLIR reports it where its parser stands, after the encoding.
            let loc = self.loc();
            self.verify_tensor_encoding(enc, &shape, element, loc)?;
            Some(enc)
        } else {
            None
        };
        self.expect_type_close("tensor")?;
        Ok(self.ctx.intern_type(TypeKind::RankedTensor {
            shape,
            element,
            encoding,
        }))
    }

    /// Lets a dialect encoding check the tensor type it is attached to (MLIR's
    /// `verifyEncoding`); the error is at `loc`.
    fn verify_tensor_encoding(
        &self,
        enc: crate::attributes::Attr,
        shape: &[i64],
        element: Type,
        loc: crate::location::Loc,
    ) -> PResult<()> {
        if let crate::attributes::AttrKind::Dialect(d) = self.ctx.attr_kind(enc) {
            d.0.verify_tensor_encoding(self.ctx, shape, element)
                .map_err(|m| self.error_at(loc, m))?;
        }
        Ok(())
    }

    /// `memref<...>` after the keyword at `loc` (MLIR's `parseMemRefType` and
    /// `MemRefType::verify`, whose errors are at the keyword).
    fn parse_memref_type(&mut self, loc: crate::location::Loc) -> PResult<Type> {
        self.parse_token_or(TokenKind::Less, "expected '<' in memref type")?;
        let unranked = self.consume_if(TokenKind::Star);
        let shape = if unranked {
            self.expect_x()?;
            Vec::new()
        } else {
            self.parse_dimension_list(true, false)?.0
        };
        let eloc = self.loc();
        let element = self.parse_type()?;
        self.check_element_type(element, eloc, "memref")?;
        let mut layout = None;
        let mut memory_space = None;
        while self.consume_if(TokenKind::Comma) {
            // MLIR's list parser, before its first element.
            if self.kind() == TokenKind::Greater && layout.is_none() && memory_space.is_none() {
                return Err(self.wrong_token_error("expected list element"));
            }
            let a = self.parse_attribute()?;
            let is_layout = matches!(
                self.ctx.attr_kind(a),
                AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. }
            );
            // Errors where MLIR's parser stands: after the attribute.
            if !is_layout {
                if memory_space.is_some() {
                    return Err(self.error("multiple memory spaces specified in memref type"));
                }
                memory_space = Some(a);
                continue;
            }
            layout = Some(a);
            if unranked {
                return Err(self.error("cannot have affine map for unranked memref type"));
            }
            if memory_space.is_some() {
                return Err(self.error("expected memory space to be last in memref type"));
            }
        }
        if !self.consume_if(TokenKind::Greater) {
            // Inside the list MLIR's list parser speaks; before it, the memref parser.
            let in_list = layout.is_some() || memory_space.is_some();
            return Err(self.wrong_token_error(if in_list {
                "expected ',' or '>'"
            } else {
                "expected ',' or '>' in memref type"
            }));
        }
        if let Some(l) = layout {
            self.verify_memref_layout(l, shape.len(), loc)?;
        }
        if let Some(m) = memory_space
            && !is_supported_memory_space(self.ctx.attr_kind(m))
        {
            return Err(self.error_at(loc, "unsupported memory space Attribute"));
        }
        Ok(self.ctx.intern_type(if unranked {
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            }
        } else {
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            }
        }))
    }

    /// MLIR's `verifyLayout` of affine-map and strided layouts against the memref rank.
    fn verify_memref_layout(
        &self,
        layout: crate::attributes::Attr,
        rank: usize,
        loc: crate::location::Loc,
    ) -> PResult<()> {
        match self.ctx.attr_kind(layout) {
            AttrKind::AffineMap(m) if m.num_dims != rank => Err(self.error_at(
                loc,
                format!(
                    "memref layout mismatch between rank and affine map: {rank} != {}",
                    m.num_dims
                ),
            )),
            AttrKind::StridedLayout { strides, .. } if strides.len() != rank => {
                Err(self.error_at(loc, "expected the number of strides to match the rank"))
            }
            _ => Ok(()),
        }
    }

    /// `vector<...>` after the keyword at `loc` (`VectorType::verify`'s errors at the keyword).
    fn parse_vector_type(&mut self, loc: crate::location::Loc) -> PResult<Type> {
        self.parse_token_or(TokenKind::Less, "expected '<' in vector type")?;
        let (shape, scalable) = self.parse_dimension_list(false, true)?;
        let element = self.parse_type()?;
        self.expect_type_close("vector")?;
        if !matches!(
            self.ctx.type_kind(element),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Dialect(_)
        ) {
            return Err(self.error_at(
                loc,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        if shape.iter().any(|&d| d <= 0) {
            let dims = shape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            return Err(self.error_at(
                loc,
                format!("vector types must have positive constant sizes but got {dims}"),
            ));
        }
        Ok(self.ctx.intern_type(TypeKind::Vector {
            shape,
            scalable,
            element,
        }))
    }

    /// The `>` closing a builtin type, or MLIR's "expected '>' in <what> type".
    fn expect_type_close(&mut self, what: &str) -> PResult<()> {
        if self.consume_if(TokenKind::Greater) {
            Ok(())
        } else {
            Err(self.wrong_token_error(format!("expected '>' in {what} type")))
        }
    }

    fn expect_x(&mut self) -> PResult<()> {
        // After `*` the lexer sees `xf32` as one identifier: re-lex after the `x`.
        if self.kind() == TokenKind::BareIdent && self.text().starts_with('x') {
            let off = self.token().start + 1;
            self.reset_to(off);
            Ok(())
        } else {
            Err(self.error("expected 'x' in dimension list"))
        }
    }

    /// MLIR's `TensorType::isValidElementType` / `BaseMemRefType::isValidElementType`.
    fn check_element_type(&self, t: Type, loc: crate::location::Loc, what: &str) -> PResult<()> {
        let valid = match self.ctx.type_kind(t) {
            TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::Complex(_)
            | TypeKind::Vector { .. }
            | TypeKind::Dialect(_) => true,
            // Unregistered dialect types may be tensor elements, not memref elements.
            TypeKind::Opaque { .. } => what == "tensor",
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => what == "memref",
            TypeKind::None
            | TypeKind::Function { .. }
            | TypeKind::Tuple(_)
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. } => false,
        };
        if valid {
            Ok(())
        } else {
            Err(self.error_at(loc, format!("invalid {what} element type")))
        }
    }
}

/// MLIR's `isSupportedMemorySpace`: none, an integer, string or dictionary, or an attribute of
/// a (registered) dialect.
fn is_supported_memory_space(kind: &AttrKind) -> bool {
    matches!(
        kind,
        AttrKind::Integer { .. }
            | AttrKind::String(_)
            | AttrKind::Dictionary(_)
            | AttrKind::Dialect(_)
    )
}

/// Whether MLIR's lexer reads `kw` as an integer type token (`iN`, `siN`, `uiN`, any width).
pub(crate) fn is_integer_type_keyword(kw: &str) -> bool {
    integer_keyword(kw).is_some()
}

/// Recognizes `iN`, `siN`, `uiN`: `None` if not an integer keyword, `Some(Err)` if the width
/// is out of range.
fn integer_keyword(kw: &str) -> Option<Result<TypeKind, String>> {
    let (digits, signedness) = if let Some(d) = kw.strip_prefix("si") {
        (d, Signedness::Signed)
    } else if let Some(d) = kw.strip_prefix("ui") {
        (d, Signedness::Unsigned)
    } else if let Some(d) = kw.strip_prefix('i') {
        (d, Signedness::Signless)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    match digits.parse::<u32>() {
        Ok(w) if w <= MAX_INT_WIDTH => Some(Ok(TypeKind::Integer {
            width: w,
            signedness,
        })),
        Ok(_) => Some(Err(format!(
            "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
        ))),
        // MLIR's lexer cannot read the width as a 32-bit number at all.
        Err(_) => Some(Err("invalid integer width".to_string())),
    }
}

/// Whether a bare identifier starts a builtin type.
pub fn is_type_keyword(kw: &str) -> bool {
    matches!(
        kw,
        "index" | "none" | "complex" | "tuple" | "tensor" | "memref" | "vector"
    ) || integer_keyword(kw).is_some()
        || FloatSemantics::from_keyword(kw).is_some()
}
