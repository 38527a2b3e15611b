//! XLA shapes with layouts (`f32[3,5]{1,0:T(2,2)}`) to and from [`Layout`].
//!
//! An XLA dimension is one top-level mode of the domain (a nested mode is read
//! colexicographically inside itself, as CuTe does). Only the index function converts:
//! `L(n)`, `S(n)`, `SC`, `#`, `*`, `P` and `M` are not part of it and are dropped; the
//! element type and `E(n)` ride along for printing.

use super::super::math::PhysicalLayout;
use super::super::model::{ShapeDim, Tile, TiledLayout, XlaShape};
use super::super::primitive::PrimitiveType;
use super::layout::{AlgebraError, IntTuple, Layout, err};

/// Most candidate layouts [`to_xla`] tries before it gives up.
const MAX_CANDIDATES: usize = 400_000;

/// The layout of an XLA shape (every dimension static or bounded).
pub fn from_xla(shape: &XlaShape) -> Result<Layout, AlgebraError> {
    let phys = PhysicalLayout::of_shape(shape).map_err(|e| AlgebraError(e.to_string()))?;
    let mut l = from_physical(&phys)?;
    let mut hint = shape.clone();
    hint.layout = TiledLayout {
        minor_to_major: shape.layout.minor_to_major.clone(),
        tiles: shape.layout.tiles.clone(),
        element_size_bits: shape.layout.element_size_bits,
        ..TiledLayout::default()
    };
    l.xla_hint = Some(hint);
    Ok(l)
}

/// The layout of a tiled layout applied to an array ([`PhysicalLayout`]): one mode per
/// dimension, the level map and padded level extents.
pub fn from_physical(phys: &PhysicalLayout) -> Result<Layout, AlgebraError> {
    let dims = phys.dims.clone();
    let shape_tuple = match dims.as_slice() {
        [n] => IntTuple::Int(*n),
        _ => IntTuple::flat(&dims),
    };
    if let Some(&z) = dims.iter().find(|&&d| d < 1) {
        return err(format!(
            "the algebra needs positive extents, but the shape has an extent of {z}"
        ));
    }
    Layout::new(
        shape_tuple,
        phys.level_map.clone(),
        phys.level_sizes.clone(),
    )
}

/// True if `l` has exactly the index function and codomain of `shape`.
pub fn same_as_xla(l: &Layout, shape: &XlaShape) -> bool {
    l.table().is_ok_and(|t| table_matches(l, &t, shape))
}

/// [`same_as_xla`] with `l`'s table already computed; stops at the first difference.
fn table_matches(l: &Layout, table: &[i64], shape: &XlaShape) -> bool {
    let Ok(phys) = PhysicalLayout::of_shape(shape) else {
        return false;
    };
    let mode_sizes: Vec<i64> = l
        .shape
        .modes()
        .iter()
        .map(|m| m.product().unwrap_or(0))
        .collect();
    if phys.dims != mode_sizes || phys.padded_elements != l.cosize() {
        return false;
    }
    table.iter().enumerate().all(|(x, &v)| {
        let idx = colex(x as i64, &mode_sizes);
        phys.linear_index(&idx).ok() == Some(v)
    })
}

fn colex(mut x: i64, sizes: &[i64]) -> Vec<i64> {
    sizes
        .iter()
        .map(|&s| {
            let c = x % s;
            x /= s;
            c
        })
        .collect()
}

/// The XLA shape whose layout has `l`'s index function and codomain, if one is found:
/// every dimension order with no tile, one tile, or two tiles (the second a packing
/// tile), each checked element by element. Combined dimensions are not searched.
pub fn to_xla(l: &Layout, element: PrimitiveType) -> Option<XlaShape> {
    if let Some(h) = &l.xla_hint
        && same_as_xla(l, h)
    {
        return Some(h.clone());
    }
    let dims: Vec<i64> = l
        .shape
        .modes()
        .iter()
        .map(|m| m.product().unwrap_or(0))
        .collect();
    let rank = dims.len();
    if rank > 4 || l.size() > 1 << 16 {
        return None;
    }
    let cosize = l.cosize();
    let Ok(table) = l.table() else {
        return None;
    };
    let mut tried = 0usize;
    let perms = permutations(rank);
    // Simplest first: every order untiled, then one tile, then two.
    for levels in 0..=2usize {
        for perm in &perms {
            let physical: Vec<i64> = perm
                .iter()
                .rev()
                .filter_map(|&d| dims.get(d).copied())
                .collect();
            let mut tiles_list: Vec<Vec<Tile>> = Vec::new();
            if levels == 0 {
                tiles_list.push(vec![]);
            }
            for k in 1..=rank {
                if levels == 0 {
                    break;
                }
                let Some(covered) = physical.get(rank - k..) else {
                    continue;
                };
                for first in tile_candidates(covered, cosize) {
                    // Tiles only ever add padding: a first tile that already overshoots
                    // the codomain cannot be part of the answer.
                    if padded_size(&physical, &[Tile::new(&first)]).is_none_or(|n| n > cosize) {
                        continue;
                    }
                    if levels == 1 {
                        tiles_list.push(vec![Tile::new(&first)]);
                        continue;
                    }
                    for second in second_tiles(&first) {
                        tiles_list.push(vec![Tile::new(&first), Tile::new(&second)]);
                    }
                }
            }
            for tiles in tiles_list {
                tried += 1;
                if tried > MAX_CANDIDATES {
                    return None;
                }
                // Sizes first (cheap), then the index of every element.
                if padded_size(&physical, &tiles) != Some(cosize) {
                    continue;
                }
                let shape = XlaShape {
                    element,
                    dims: dims.iter().map(|&d| ShapeDim::Static(d)).collect(),
                    layout: TiledLayout::with_tiles(perm.clone(), tiles),
                };
                if table_matches(l, &table, &shape) {
                    return Some(shape);
                }
            }
        }
    }
    None
}

/// The padded element count of `physical` extents under `tiles` (XLA's rule, no
/// combined dimensions), without building the level map.
fn padded_size(physical: &[i64], tiles: &[Tile]) -> Option<i64> {
    let mut levels = physical.to_vec();
    for tile in tiles {
        let ts: Vec<i64> = tile
            .dims
            .iter()
            .map(|d| match d {
                super::super::model::TileDim::Size(n) => *n,
                super::super::model::TileDim::Combined => 0,
            })
            .collect();
        if ts.iter().any(|&t| t < 1) {
            return None;
        }
        while levels.len() < ts.len() {
            levels.insert(0, 1);
        }
        let covered = levels.split_off(levels.len() - ts.len());
        for (n, &t) in covered.iter().zip(&ts) {
            levels.push(n / t + i64::from(n % t != 0));
        }
        levels.extend(&ts);
    }
    levels.iter().try_fold(1i64, |a, &v| a.checked_mul(v))
}

/// All orders of `0..n` (as minor_to_major lists), identity-reversed (row-major) first.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur: Vec<usize> = (0..n).rev().collect();
    permute(&mut cur, 0, &mut out);
    out
}

fn permute(cur: &mut Vec<usize>, k: usize, out: &mut Vec<Vec<usize>>) {
    if k >= cur.len() {
        out.push(cur.clone());
        return;
    }
    for i in k..cur.len() {
        cur.swap(k, i);
        permute(cur, k + 1, out);
        cur.swap(k, i);
    }
}

/// Tiles over the physical extents `covered`: per dimension every extent up to the
/// dimension (capped at 16) and the powers of two up to the codomain.
fn tile_candidates(covered: &[i64], cosize: i64) -> Vec<Vec<i64>> {
    let mut out: Vec<Vec<i64>> = vec![vec![]];
    for &d in covered {
        let mut opts: Vec<i64> = (1..=d.min(16)).collect();
        let mut p = 1i64;
        while p <= cosize {
            if !opts.contains(&p) {
                opts.push(p);
            }
            p *= 2;
        }
        let mut next = Vec::new();
        for prefix in &out {
            for &t in &opts {
                let mut v = prefix.clone();
                v.push(t);
                next.push(v);
            }
        }
        out = next;
        if out.len() > 20_000 {
            break;
        }
    }
    out.retain(|t| t.len() == covered.len() && t.iter().any(|&x| x > 1));
    out
}

/// Second-level tiles inside a first tile: rank 1 or 2, extents dividing the first
/// tile's minor extents (XLA's packing tiles such as `(2,1)` are of this kind).
fn second_tiles(first: &[i64]) -> Vec<Vec<i64>> {
    let divisors = |n: i64| (1..=n).filter(|d| n % d == 0).collect::<Vec<_>>();
    let mut out = Vec::new();
    if let Some(&m) = first.last() {
        for a in divisors(m) {
            if a > 1 && a < m {
                out.push(vec![a]);
            }
        }
        if first.len() >= 2
            && let Some(&p) = first.get(first.len() - 2)
        {
            for a in divisors(p) {
                for b in divisors(m) {
                    if (a, b) != (p, m) && (a, b) != (1, 1) {
                        out.push(vec![a, b]);
                    }
                }
            }
        }
    }
    out
}
