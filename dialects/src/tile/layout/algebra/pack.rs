//! `linalg.pack` tilings and `#tile.layout` tensor encodings to and from [`Layout`].

use tile_ir::affine::{AffineExpr, AffineMap};

use super::super::model::{ShapeDim, TileDim, XlaShape};
use super::super::parse::parse_layout;
use super::super::primitive::PrimitiveType;
use super::layout::{AlgebraError, IntTuple, Layout, err};
use super::xla::{from_xla, to_xla};

/// The tiling attributes of a `linalg.pack` over a source of extents `source`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackTiling {
    /// The source tensor's extents.
    pub source: Vec<i64>,
    /// `inner_dims_pos`: the source dimensions that are tiled.
    pub inner_dims_pos: Vec<usize>,
    /// `inner_tiles`: their tile extents.
    pub inner_tiles: Vec<i64>,
    /// `outer_dims_perm`: the order of the outer dimensions (empty = identity).
    pub outer_dims_perm: Vec<usize>,
}

impl PackTiling {
    fn perm(&self) -> Vec<usize> {
        if self.outer_dims_perm.is_empty() {
            (0..self.source.len()).collect()
        } else {
            self.outer_dims_perm.clone()
        }
    }

    /// The packed tensor's extents: outer dims (permuted), then the tiles.
    pub fn dest_shape(&self) -> Vec<i64> {
        let outer = self.outer_extents();
        let mut out: Vec<i64> = self
            .perm()
            .iter()
            .filter_map(|&p| outer.get(p).copied())
            .collect();
        out.extend(&self.inner_tiles);
        out
    }

    fn outer_extents(&self) -> Vec<i64> {
        self.source
            .iter()
            .enumerate()
            .map(
                |(d, &n)| match self.inner_dims_pos.iter().position(|&p| p == d) {
                    Some(k) => {
                        let t = self.inner_tiles.get(k).copied().unwrap_or(1).max(1);
                        n / t + i64::from(n % t != 0)
                    }
                    None => n,
                },
            )
            .collect()
    }

    /// True if some tiled dimension is not a multiple of its tile (the pack pads).
    pub fn pads(&self) -> bool {
        self.inner_dims_pos
            .iter()
            .zip(&self.inner_tiles)
            .any(|(&p, &t)| self.source.get(p).is_some_and(|n| t > 0 && n % t != 0))
    }

    /// The layout of the packed tensor as a function of the source coordinates.
    pub fn to_layout(&self) -> Result<Layout, AlgebraError> {
        let rank = self.source.len();
        let perm = self.perm();
        let mut sorted = perm.clone();
        sorted.sort_unstable();
        if sorted != (0..rank).collect::<Vec<_>>() {
            return err(format!(
                "outer_dims_perm {:?} is not a permutation of the {rank} source dimensions",
                self.outer_dims_perm
            ));
        }
        if self.inner_dims_pos.len() != self.inner_tiles.len() {
            return err("inner_dims_pos and inner_tiles differ in length");
        }
        let mut seen = vec![false; rank];
        for &p in &self.inner_dims_pos {
            match seen.get_mut(p) {
                Some(s) if !*s => *s = true,
                _ => {
                    return err(format!(
                        "inner_dims_pos {:?} is out of range or repeats a dimension",
                        self.inner_dims_pos
                    ));
                }
            }
        }
        if let Some(t) = self.inner_tiles.iter().find(|&&t| t < 1) {
            return err(format!("inner tiles must be positive, got {t}"));
        }
        let outer = self.outer_extents();
        let mut exprs = Vec::new();
        let mut levels = Vec::new();
        for &p in &perm {
            let e = AffineExpr::dim(p);
            match self.inner_dims_pos.iter().position(|&q| q == p) {
                Some(k) => exprs.push(e.floor_div(self.inner_tiles.get(k).copied().unwrap_or(1))),
                None => exprs.push(e),
            }
            levels.push(outer.get(p).copied().unwrap_or(1));
        }
        for (&p, &t) in self.inner_dims_pos.iter().zip(&self.inner_tiles) {
            exprs.push(AffineExpr::dim(p).modulo(t));
            levels.push(t);
        }
        let shape = match self.source.as_slice() {
            [n] => IntTuple::Int(*n),
            _ => IntTuple::flat(&self.source),
        };
        Layout::new(shape, AffineMap::new(rank, 0, exprs), levels)
    }

    /// The pack with `l`'s function: `l` must be an XLA layout of at most one tile
    /// without combined dimensions (a pack tiles once, by whole dimensions).
    pub fn from_layout(l: &Layout) -> Result<PackTiling, AlgebraError> {
        let Some(x) = to_xla(l, PrimitiveType::F32) else {
            return err(
                "no XLA layout has this function, and linalg.pack layouts are XLA layouts of at most one tile",
            );
        };
        PackTiling::from_xla(&x)
    }

    /// The pack of an XLA shape's layout.
    pub fn from_xla(x: &XlaShape) -> Result<PackTiling, AlgebraError> {
        let rank = x.rank();
        let source = x
            .extents()
            .ok_or_else(|| AlgebraError("the shape has a dynamic dimension".into()))?;
        let order = x.layout.major_to_minor();
        let (inner_dims_pos, inner_tiles) = match x.layout.tiles.as_slice() {
            [] => (vec![], vec![]),
            [tile] => {
                if tile.rank() > rank {
                    return err(format!(
                        "the tile {tile} has more dimensions than the shape ({rank}); linalg.pack tiles existing dimensions only"
                    ));
                }
                let mut sizes = Vec::new();
                for d in &tile.dims {
                    match d {
                        TileDim::Size(n) => sizes.push(*n),
                        TileDim::Combined => {
                            return err(
                                "the tile combines dimensions ('*'), which linalg.pack cannot",
                            );
                        }
                    }
                }
                (
                    order.get(rank - tile.rank()..).unwrap_or(&[]).to_vec(),
                    sizes,
                )
            }
            tiles => {
                return err(format!(
                    "linalg.pack tiles once, but the layout has {} levels of tiles",
                    tiles.len()
                ));
            }
        };
        Ok(PackTiling {
            source,
            inner_dims_pos,
            inner_tiles,
            outer_dims_perm: order,
        })
    }

    /// The `linalg.pack` op in MLIR's text (as `mlir-opt` prints it), packing `%src` of
    /// element type `elem` into `%dest`.
    pub fn to_mlir(&self, elem: &str) -> String {
        let ty = |dims: &[i64]| {
            let mut s = String::from("tensor<");
            for d in dims {
                s.push_str(&format!("{d}x"));
            }
            format!("{s}{elem}>")
        };
        let list = |v: &[usize]| {
            v.iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let tiles: Vec<String> = self.inner_tiles.iter().map(i64::to_string).collect();
        let mut out = String::from("linalg.pack %src ");
        if self.pads() {
            out.push_str(&format!("padding_value(%pad : {elem}) "));
        }
        let identity: Vec<usize> = (0..self.source.len()).collect();
        if !self.outer_dims_perm.is_empty() && self.outer_dims_perm != identity {
            out.push_str(&format!(
                "outer_dims_perm = [{}] ",
                list(&self.outer_dims_perm)
            ));
        }
        out.push_str(&format!(
            "inner_dims_pos = [{}] inner_tiles = [{}] into %dest : {} -> {}",
            list(&self.inner_dims_pos),
            tiles.join(", "),
            ty(&self.source),
            ty(&self.dest_shape())
        ));
        out
    }
}

/// True if `text` is a `linalg.pack` op.
pub fn looks_like_pack(text: &str) -> bool {
    text.trim_start().starts_with("linalg.pack")
}

fn int_list(text: &str, key: &str) -> Result<Option<Vec<i64>>, AlgebraError> {
    let Some(at) = text.find(key) else {
        return Ok(None);
    };
    let rest = text.get(at + key.len()..).unwrap_or("").trim_start();
    let Some(rest) = rest
        .strip_prefix('=')
        .map(str::trim_start)
        .and_then(|r| r.strip_prefix('['))
    else {
        return err(format!("expected '{key} = [...]'"));
    };
    let Some(end) = rest.find(']') else {
        return err(format!("expected ']' after {key}"));
    };
    rest.get(..end)
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse::<i64>()
                .map_err(|_| AlgebraError(format!("'{s}' in {key} is not an integer")))
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

fn to_usize(v: Vec<i64>, key: &str) -> Result<Vec<usize>, AlgebraError> {
    v.into_iter()
        .map(|x| {
            usize::try_from(x)
                .map_err(|_| AlgebraError(format!("{key} holds a negative dimension {x}")))
        })
        .collect()
}

/// Reads a `linalg.pack` op's tiling and source type (`... : tensor<3x5xf32> -> ...`).
pub fn parse_pack(text: &str) -> Result<PackTiling, AlgebraError> {
    let inner_dims_pos = to_usize(
        int_list(text, "inner_dims_pos")?
            .ok_or_else(|| AlgebraError("the pack has no inner_dims_pos".into()))?,
        "inner_dims_pos",
    )?;
    let inner_tiles = int_list(text, "inner_tiles")?
        .ok_or_else(|| AlgebraError("the pack has no inner_tiles".into()))?;
    let outer_dims_perm = to_usize(
        int_list(text, "outer_dims_perm")?.unwrap_or_default(),
        "outer_dims_perm",
    )?;
    let Some(colon) = text.rfind(" : ") else {
        return err("expected ': tensor<...> -> tensor<...>' after the pack");
    };
    let ty = text.get(colon + 3..).unwrap_or("").trim_start();
    let (source, _) = parse_tensor(ty)?;
    let p = PackTiling {
        source,
        inner_dims_pos,
        inner_tiles,
        outer_dims_perm,
    };
    p.to_layout()?;
    Ok(p)
}

/// Reads `tensor<3x5xf32...`: the extents and the element type name.
fn parse_tensor(text: &str) -> Result<(Vec<i64>, String), AlgebraError> {
    let Some(body) = text.strip_prefix("tensor<") else {
        return err(format!(
            "expected 'tensor<', got '{}'",
            text.chars().take(20).collect::<String>()
        ));
    };
    let end = body.find([',', '>']).unwrap_or(body.len());
    let parts: Vec<&str> = body
        .get(..end)
        .unwrap_or("")
        .split('x')
        .map(str::trim)
        .collect();
    let (elem, dims) = parts
        .split_last()
        .ok_or_else(|| AlgebraError("empty tensor type".into()))?;
    let dims = dims
        .iter()
        .map(|d| {
            d.parse::<i64>().ok().filter(|v| *v >= 0).ok_or_else(|| {
                AlgebraError(format!("'{d}' is not a static extent of the tensor type"))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((dims, (*elem).to_string()))
}

/// True if `text` is a tensor type (possibly with a `#tile.layout` encoding).
pub fn looks_like_encoding(text: &str) -> bool {
    text.trim_start().starts_with("tensor<")
}

/// The MLIR element type of an XLA primitive type (`s32` is `i32`, `pred` is `i1`).
pub fn mlir_element(t: PrimitiveType) -> String {
    let n = t.name();
    if t == PrimitiveType::Pred {
        "i1".into()
    } else if let Some(w) = n.strip_prefix('s') {
        format!("i{w}")
    } else if let Some(w) = n.strip_prefix('u') {
        format!("ui{w}")
    } else {
        n.into()
    }
}

fn xla_element(mlir: &str) -> Option<PrimitiveType> {
    let name = if mlir == "i1" {
        "pred".to_string()
    } else if let Some(w) = mlir.strip_prefix("ui") {
        format!("u{w}")
    } else if let Some(w) = mlir.strip_prefix('i') {
        format!("s{w}")
    } else {
        mlir.to_string()
    };
    PrimitiveType::from_name(&name)
}

/// Reads `tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>` (no encoding = row-major) as
/// an XLA shape.
pub fn parse_encoding(text: &str) -> Result<XlaShape, AlgebraError> {
    let t = text.trim();
    let (dims, elem) = parse_tensor(t)?;
    let element = xla_element(&elem)
        .ok_or_else(|| AlgebraError(format!("the element type {elem} has no XLA counterpart")))?;
    let layout = match t.find("#tile.layout<\"") {
        None => super::super::model::TiledLayout::row_major(dims.len()),
        Some(at) => {
            let rest = t.get(at + 14..).unwrap_or("");
            let Some(end) = rest.find('"') else {
                return err("expected '\"' closing the #tile.layout string");
            };
            let text = rest.get(..end).unwrap_or("");
            parse_layout(text).map_err(|e| {
                AlgebraError(format!(
                    "invalid #tile.layout: {}",
                    e.render(text).trim_start_matches("error: ")
                ))
            })?
        }
    };
    layout.check_rank(dims.len()).map_err(AlgebraError)?;
    Ok(XlaShape {
        element,
        dims: dims.into_iter().map(ShapeDim::Static).collect(),
        layout,
    })
}

/// The tensor type with a `#tile.layout` encoding for an XLA shape.
pub fn to_encoding(x: &XlaShape) -> String {
    let mut s = String::from("tensor<");
    for d in &x.dims {
        s.push_str(&format!("{d}x"));
    }
    format!(
        "{s}{}, #tile.layout<\"{}\">>",
        mlir_element(x.element),
        x.layout
    )
}

/// The layout of a `#tile.layout` encoded tensor type.
pub fn from_encoding(text: &str) -> Result<Layout, AlgebraError> {
    from_xla(&parse_encoding(text)?)
}
