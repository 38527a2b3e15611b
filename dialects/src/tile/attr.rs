//! `#tile.layout<"...">`: an XLA layout as a dialect attribute, used as the encoding of a
//! ranked tensor (`tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>`).
//!
//! The string is XLA layout text; the attribute stores the parsed [`TiledLayout`] and
//! prints it in XLA's canonical form. A syntax error points at the offending character
//! inside the string.

use tile_ir::affine::AffineMap;
use tile_ir::dialect_data::{DialectData, DialectObj};
use tile_ir::location::Loc;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::{Attr, AttrKind, Context, Type, TypeKind};

use super::layout::{
    ByteSizes, ElementInfo, LayoutMathError, TiledLayout, level_map, parse_layout,
};

/// The payload of `#tile.layout<"...">`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LayoutAttr {
    /// The layout.
    pub layout: TiledLayout,
}

impl DialectData for LayoutAttr {
    fn print(&self, _ctx: &Context, out: &mut String) {
        // Canonical XLA layout text never holds `"` or `\`, so it needs no escaping.
        out.push_str("tile.layout<\"");
        out.push_str(&self.layout.to_string());
        out.push_str("\">");
    }
    /// A static tensor whose tiled storage (padding included) has more elements or bytes than
    /// fit in 64 bits is an error at the encoding, not a wrapped size later (issue 10). Rank
    /// and tile mismatches are left to the ops that use the layout.
    fn verify_tensor_encoding(
        &self,
        ctx: &Context,
        shape: &[i64],
        element: Type,
    ) -> Result<(), String> {
        if shape.iter().any(|&d| d < 0) {
            return Ok(());
        }
        let bytes = element_byte_size(ctx, element).unwrap_or(1);
        match ByteSizes::compute(&self.layout, shape, bytes) {
            Err(LayoutMathError::Overflow) => Err(
                "tiled layout: the storage size of this tensor (padding included) overflows 64 bits"
                    .to_string(),
            ),
            _ => Ok(()),
        }
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// The interned attribute `#tile.layout<"..">` for `layout`.
pub fn layout_attr(ctx: &mut Context, layout: TiledLayout) -> Attr {
    ctx.intern_attr(AttrKind::Dialect(DialectObj::new(LayoutAttr { layout })))
}

/// The layout held by `attr`, if it is a `#tile.layout`.
pub fn layout_of_attr(ctx: &Context, attr: Attr) -> Option<&TiledLayout> {
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(obj) => obj.downcast::<LayoutAttr>().map(|a| &a.layout),
        _ => None,
    }
}

/// The layout of a ranked tensor type: `Some` if its encoding is a `#tile.layout`.
pub fn tensor_layout(ctx: &Context, ty: Type) -> Option<&TiledLayout> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor {
            encoding: Some(e), ..
        } => layout_of_attr(ctx, *e),
        _ => None,
    }
}

/// The layout a ranked tensor is stored in: its `#tile.layout`, or row-major when it has
/// no encoding. `None` for other types and other encodings.
pub fn effective_layout(ctx: &Context, ty: Type) -> Option<TiledLayout> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => match encoding {
            None => Some(TiledLayout::row_major(shape.len())),
            Some(e) => layout_of_attr(ctx, *e).cloned(),
        },
        _ => None,
    }
}

/// Bytes of one element of MLIR type `ty` as XLA stores it without `E(n)` packing:
/// `i1` and other sub-byte integers take a whole byte, `complex<T>` twice `T`, `index` 8.
pub fn element_byte_size(ctx: &Context, ty: Type) -> Option<u64> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(u64::from(*width).div_ceil(8)),
        TypeKind::Index => Some(8),
        TypeKind::Float(sem) => Some(u64::from(sem.bit_width()).div_ceil(8)),
        TypeKind::Complex(e) => element_byte_size(ctx, *e).map(|b| 2 * b),
        _ => None,
    }
}

/// Width and kind of an MLIR element type for the layout rules (`i1` is a boolean,
/// `index` is 64 bits, `complex<T>` twice `T`).
pub fn element_info(ctx: &Context, ty: Type) -> Option<ElementInfo> {
    let bits = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        TypeKind::Float(sem) => sem.bit_width(),
        TypeKind::Complex(e) => element_info(ctx, *e)?.bits.checked_mul(2)?,
        _ => return None,
    };
    Some(ElementInfo {
        bits,
        is_bool: matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. }),
    })
}

/// `ty` (a ranked tensor) with `layout` as its encoding; the row-major default layout is
/// written as no encoding at all. Other types are returned unchanged.
pub fn type_with_layout(ctx: &mut Context, ty: Type, layout: &TiledLayout) -> Type {
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty).clone() else {
        return ty;
    };
    let encoding = if *layout == TiledLayout::row_major(shape.len()) {
        None
    } else {
        Some(layout_attr(ctx, layout.clone()))
    };
    ctx.tensor_type(shape, element, encoding)
}

/// Why a tensor type's layout maths failed.
#[derive(Clone, Debug, PartialEq)]
pub enum TensorLayoutError {
    /// Not a ranked tensor with a `#tile.layout` or no encoding.
    NotLaidOut,
    /// The element type has no byte size.
    UnsizedElement,
    /// A dimension is dynamic.
    Dynamic,
    /// The layout maths failed.
    Math(LayoutMathError),
}

impl std::fmt::Display for TensorLayoutError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TensorLayoutError::NotLaidOut => {
                f.write_str("expected a ranked tensor with a #tile.layout encoding or none")
            }
            TensorLayoutError::UnsizedElement => f.write_str("the element type has no byte size"),
            TensorLayoutError::Dynamic => f.write_str("the tensor has a dynamic dimension"),
            TensorLayoutError::Math(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for TensorLayoutError {}

/// The affine level map of a ranked tensor's layout (row-major when it has no encoding),
/// with the padded extent of every level (`None` where a dynamic dimension decides it).
pub fn tensor_level_map(
    ctx: &Context,
    ty: Type,
) -> Result<(AffineMap, Vec<Option<i64>>), TensorLayoutError> {
    let layout = effective_layout(ctx, ty).ok_or(TensorLayoutError::NotLaidOut)?;
    let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(ty) else {
        return Err(TensorLayoutError::NotLaidOut);
    };
    let dims: Vec<Option<i64>> = shape.iter().map(|&d| (d >= 0).then_some(d)).collect();
    level_map(&layout, &dims).map_err(TensorLayoutError::Math)
}

/// Padded and unpadded byte sizes of a static ranked tensor in its layout.
pub fn tensor_byte_sizes(ctx: &Context, ty: Type) -> Result<ByteSizes, TensorLayoutError> {
    let layout = effective_layout(ctx, ty).ok_or(TensorLayoutError::NotLaidOut)?;
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
        return Err(TensorLayoutError::NotLaidOut);
    };
    if shape.iter().any(|&d| d < 0) {
        return Err(TensorLayoutError::Dynamic);
    }
    let bytes = element_byte_size(ctx, *element).ok_or(TensorLayoutError::UnsizedElement)?;
    ByteSizes::compute(&layout, shape, bytes).map_err(TensorLayoutError::Math)
}

/// The dialect's attribute parser: runs after the `#tile.<name>` token.
pub(super) fn parse_attr(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Attr> {
    if ident != "tile.layout" {
        let name = ident.strip_prefix("tile.").unwrap_or(ident);
        return Err(p.error_at(loc, format!("unknown attribute `{name}` in dialect `tile`")));
    }
    p.parse_token(TokenKind::Less, "<")?;
    if p.kind() != TokenKind::String {
        return Err(p.error("expected a string holding XLA layout text, e.g. \"{1,0:T(2,2)}\""));
    }
    let start = p.token().start;
    let text = p.parse_string()?;
    let layout = parse_layout(&text).map_err(|e| {
        let col = u32::try_from(e.column).unwrap_or(0);
        let at = p.loc_at(start.saturating_add(1).saturating_add(col));
        p.error_at(at, format!("invalid XLA layout: {}", e.message))
    })?;
    p.parse_token(TokenKind::Greater, ">")?;
    Ok(layout_attr(p.ctx, layout))
}
