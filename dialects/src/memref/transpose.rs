//! `memref.transpose`: a view of a strided memref with its dimensions permuted, written with
//! a bare affine map (`%t (i, j) -> (j, i)`, `custom<BareAffineMap>`).

use crate::ods::*;
use tile_ir::affine::{AffineExpr, AffineMap};
use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::*;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::types::DYNAMIC;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, TypeKind};

tile_ir::type_constraint! {
    /// `AnyStridedMemRef` (MLIR parses the result as any type and verifies it).
    STRIDED_MEMREF = "strided memref of any type values",
        |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { .. });
}

declare_op! {
    /// `%t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>`
    pub struct TransposeOp = "memref.transpose", "`transpose` produces a new strided memref (metadata-only)";
    operands { r#in: one STRIDED_MEMREF }
    results { result: one STRIDED_MEMREF }
    attrs { permutation: required AffineMapAttr }
    traits [PURE];
    format "$in custom<BareAffineMap>($permutation) attr-dict custom<ColonMemRefType>(type($in)) `to` type($result)";
    custom [BARE_AFFINE_MAP, COLON_MEMREF_TYPE];
    result_names ["transpose"];
    verify verify_transpose;
}

/// `custom<BareAffineMap>($permutation)`: a map written without `affine_map<...>`.
const BARE_AFFINE_MAP: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "BareAffineMap",
    parse: |p, fs, args| {
        let map = parse_bare_affine_map(p)?;
        let a = p.ctx.intern_attr(AttrKind::AffineMap(map));
        fs.set_attr(args.first(), a);
        Ok(())
    },
    print: |p, view| {
        let ctx = p.ctx();
        if let Some(AttrKind::AffineMap(m)) = view.attr(ctx, 0).map(|a| ctx.attr_kind(a)) {
            p.write(&m.to_string());
        }
    },
};

/// The op.
pub(super) const OPS: &[fn() -> OpDef] = &[TransposeOp::def];

/// Skips a balanced `(...)` or `[...]` group starting at the current token.
fn skip_group(p: &mut Parser<'_>, open: TokenKind, close: TokenKind) -> PResult<()> {
    let mut depth = 0usize;
    loop {
        let k = p.kind();
        if k == TokenKind::Eof {
            return Err(p.wrong_token_error("expected ')'"));
        }
        if k == open {
            depth += 1;
        } else if k == close {
            depth = depth.saturating_sub(1);
        }
        p.bump();
        if depth == 0 {
            return Ok(());
        }
    }
}

/// MLIR's `parseAffineMap`: a map written without `affine_map<...>`.
fn parse_bare_affine_map(p: &mut Parser<'_>) -> PResult<AffineMap> {
    let start = p.token().start;
    if p.kind() != TokenKind::LParen {
        return Err(p.wrong_token_error("expected '(' in dimensional identifier list"));
    }
    skip_group(p, TokenKind::LParen, TokenKind::RParen)?;
    if p.kind() == TokenKind::LSquare {
        skip_group(p, TokenKind::LSquare, TokenKind::RSquare)?;
    }
    p.parse_token(TokenKind::Arrow, "->")?;
    if p.kind() != TokenKind::LParen {
        return Err(p.wrong_token_error("expected '('"));
    }
    let end_tok = p.token();
    skip_group(p, TokenKind::LParen, TokenKind::RParen)?;
    let end = p.token().start.max(end_tok.end);
    let text = p.slice(start, end).trim_end();
    tile_ir::affine::parse_affine_map(text)
        .map_err(|e| p.error_at(p.loc_at(start + e.offset as u32), e.message.clone()))
}

/// MLIR's `makeStridedLinearLayoutMap` (built with MLIR's construction-time simplification),
/// or `None` for the row-major layout (which `canonicalizeStridedLayout` drops).
fn strided_layout_text(shape: &[i64], strides: &[i64], offset: i64) -> Option<String> {
    if offset == 0 && strides == super::canonical_strides(shape).as_slice() {
        return None;
    }
    let mut nsym = 0;
    let mut expr = if offset == DYNAMIC {
        nsym += 1;
        AffineExpr::symbol(0)
    } else {
        AffineExpr::constant(offset)
    };
    for (i, &s) in strides.iter().enumerate() {
        let mult = if s == DYNAMIC {
            nsym += 1;
            AffineExpr::symbol(nsym - 1)
        } else {
            AffineExpr::constant(s)
        };
        expr = expr.add(AffineExpr::dim(i).mul(mult));
    }
    let map = AffineMap {
        num_dims: shape.len(),
        num_symbols: nsym,
        results: vec![expr],
    };
    Some(map.to_string())
}

fn verify_transpose(ctx: &Context, op: OpId, t: TransposeOp) -> Result<(), Diagnostic> {
    let perm = t.permutation(ctx);
    if !perm.is_permutation() {
        return Err(ctx.op_error(op, "expected a permutation map"));
    }
    let src = ctx.value_type(t.r#in(ctx));
    let res = ctx.value_type(t.result(ctx));
    let Some(shape) = shape_of(ctx, src) else {
        return Ok(());
    };
    if perm.num_dims != shape.len() {
        return Err(ctx.op_error(op, "expected a permutation map of same rank as the input"));
    }
    let Some((strides, offset)) = super::strides_and_offset(ctx, src) else {
        return Ok(());
    };
    let permute = |v: &[i64]| -> Vec<i64> {
        perm.results
            .iter()
            .filter_map(|e| e.as_dim().and_then(|d| v.get(d).copied()))
            .collect()
    };
    let (sizes, new_strides) = (permute(&shape), permute(&strides));
    let res_shape = shape_of(ctx, res).unwrap_or_default();
    let actual = super::strides_and_offset(ctx, res);
    if res_shape == sizes && actual.as_ref() == Some(&(new_strides.clone(), offset)) {
        return Ok(());
    }
    let res_text = ty_str(ctx, res);
    let layout = strided_layout_text(&sizes, &new_strides, offset)
        .map_or(String::new(), |map| format!("affine_map<{map}>"));
    let Some((_, element, _, space)) = memref_parts(ctx, src) else {
        return Ok(());
    };
    let exp_text = memref_text(ctx, &sizes, element, &layout, space);
    Err(ctx.op_error(
        op,
        format!(
            "result type '{res_text}' is not equivalent to the canonical transposed input type '{exp_text}'"
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_layouts_are_dropped_and_others_built_like_mlir() {
        assert_eq!(strided_layout_text(&[3, 4], &[4, 1], 0), None);
        assert_eq!(
            strided_layout_text(&[4, 3], &[1, 4], 0).as_deref(),
            Some("(d0, d1) -> (d0 + d1 * 4)")
        );
        assert_eq!(
            strided_layout_text(&[DYNAMIC, DYNAMIC], &[1, DYNAMIC], 0).as_deref(),
            Some("(d0, d1)[s0] -> (d0 + d1 * s0)")
        );
        assert_eq!(
            strided_layout_text(&[4, 3], &[1, 8], 5).as_deref(),
            Some("(d0, d1) -> (d0 + d1 * 8 + 5)")
        );
    }
}
