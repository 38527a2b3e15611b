//! The dense part of a sparse tensor encoding: a dim-to-level affine map over an array,
//! every level stored densely (`(i, j) -> (i floordiv 2 : dense, j floordiv 2 :
//! compressed, ..)` is read as the BSR block structure with all levels dense).

use tile_ir::affine::{AffineMap, parse_affine_map};

use super::layout::{AlgebraError, IntTuple, Layout, err};

/// The layout of `map` over extents `dims`: level sizes are the map's bounds.
pub fn from_level_map(dims: &[i64], map: &AffineMap) -> Result<Layout, AlgebraError> {
    if map.num_dims != dims.len() || map.num_symbols != 0 {
        return err(format!(
            "the level map takes {} dims and {} symbols, but the array has {} dimensions",
            map.num_dims,
            map.num_symbols,
            dims.len()
        ));
    }
    let sizes = map.level_sizes(dims);
    let mut levels = Vec::with_capacity(sizes.len());
    for (k, s) in sizes.into_iter().enumerate() {
        match s {
            Some(n) => levels.push(n.max(1)),
            None => {
                return err(format!(
                    "level {k} of the map has no non-negative bounds over the array"
                ));
            }
        }
    }
    let shape = match dims {
        [n] => IntTuple::Int(*n),
        _ => IntTuple::flat(dims),
    };
    Layout::new(shape, map.clone(), levels)
}

/// True if `text` is `[4,6] (i, j) -> (..)`.
pub fn looks_like_level_map(text: &str) -> bool {
    let t = text.trim_start();
    t.starts_with('[') && t.contains("->")
}

/// Parses `[4,6] (i, j) -> (i floordiv 2 : dense, ..)`: extents, then a dim-to-level map
/// whose level formats (`: dense`, `: compressed(nonunique)`, ..) are dropped.
pub fn parse_level_map(text: &str) -> Result<Layout, AlgebraError> {
    let t = text.trim();
    let Some(close) = t.find(']') else {
        return err("expected '[extents]' before the level map");
    };
    let dims = t
        .get(1..close)
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse::<i64>()
                .ok()
                .filter(|v| *v > 0)
                .ok_or_else(|| AlgebraError(format!("'{s}' is not a positive extent")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let map_text = strip_level_formats(t.get(close + 1..).unwrap_or(""));
    let map = parse_affine_map(&map_text)
        .map_err(|e| AlgebraError(format!("invalid level map '{}': {e}", map_text.trim())))?;
    from_level_map(&dims, &map)
}

/// Drops `: format` after each result of the map (after the `->`).
fn strip_level_formats(text: &str) -> String {
    let Some(arrow) = text.find("->") else {
        return text.to_string();
    };
    let (head, tail) = text.split_at(arrow);
    let mut out = String::from(head);
    let mut depth = 0i32;
    let mut skipping = false;
    for c in tail.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if skipping {
            // A format ends at the next ',' or at the ')' closing the results.
            if (c == ',' && depth == 1) || depth == 0 {
                skipping = false;
                out.push(c);
            }
            continue;
        }
        if c == ':' && depth == 1 {
            skipping = true;
            continue;
        }
        out.push(c);
    }
    out
}
