//! Indexing maps as the linalg verifier reads them: the core's [`AffineMap`] of each
//! `affine_map<...>` attribute, and the row maps of the named-op table parsed from their text.

use tile_ir::affine::{AffineMap, parse_affine_map};
use tile_ir::{Attr, AttrKind, Context};

/// The map of an `affine_map<...>` attribute.
pub fn map_info(ctx: &Context, a: Attr) -> Option<AffineMap> {
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// The map written `text` (MLIR syntax, without `affine_map<>`).
pub fn parse_map(text: &str) -> Option<AffineMap> {
    parse_affine_map(text).ok()
}

/// The maps of an array of `affine_map<...>` attributes (`indexing_maps`).
pub fn map_list(ctx: &Context, a: Attr) -> Option<Vec<AffineMap>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items.iter().map(|&m| map_info(ctx, m)).collect(),
        _ => None,
    }
}

/// `maps` as an array of `affine_map<...>` attributes.
pub fn maps_attr(ctx: &mut Context, maps: Vec<AffineMap>) -> Attr {
    let items = maps
        .into_iter()
        .map(|m| ctx.intern_attr(AttrKind::AffineMap(m)))
        .collect();
    ctx.array_attr(items)
}

/// Interns the affine map written `text` (MLIR syntax, without `affine_map<>`).
pub fn map_attr(ctx: &mut Context, text: &str) -> Option<Attr> {
    let m = parse_map(text)?;
    Some(ctx.intern_attr(AttrKind::AffineMap(m)))
}

/// Evaluates every result at `dims` (a map without symbols); `None` on overflow, division
/// by zero or a wrong number of dims.
pub fn eval(m: &AffineMap, dims: &[i64]) -> Option<Vec<i64>> {
    m.evaluate(dims, &[]).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_evaluates() {
        let m = parse_map(
            "(d0, d1) -> (d0 + 1, d1 floordiv 2, -d0, d0 - d1, (d0 + d1) mod 3, d1 ceildiv 2, 0)",
        );
        let m = m.unwrap_or_else(|| AffineMap::new(0, 0, vec![]));
        assert_eq!(m.num_dims, 2);
        assert_eq!(eval(&m, &[5, 3]), Some(vec![6, 1, -5, 2, 2, 2, 0]));
        assert_eq!(eval(&m, &[5]), None);
        assert_eq!(parse_map("() -> ()").map(|m| m.results.len()), Some(0));
        assert!(parse_map("(d0) -> (d1)").is_none());
    }
}
