//! Layout choice by target: the TPU rules of XLA's tiled-layout documentation, and plain
//! row-major for CPUs.
//!
//! TPU (`Target::Tpu`), for an array in row-major dimension order:
//!
//! * rank >= 2: an `(r, m)` tile on the two most-minor dimensions, `m` the minor tile
//!   (128 lanes by default) and `r` 8 sublanes, or the compact 2 when the second-most-minor
//!   dimension is 1 or 2 and 4 when it is 3 or 4 (8 when it is dynamic);
//! * 32-bit and wider elements use that tile alone; 16-bit and 8-bit elements pack
//!   `p = 32 / bits` rows into a 32-bit word with a second tile `(p, 1)`, so 16-bit is
//!   `(8,128)(2,1)` and 8-bit `(8,128)(4,1)` (the row tile is at least `p`, so packing never
//!   pads: a one-row `i8` array gets `(4,128)(4,1)`); sub-byte integers also pack with
//!   `(p, 1)` and carry `E(bits)`;
//! * `i1` takes 4 bytes per element by default (`E(32)`, as TPUs store booleans today); with
//!   [`Packing::Bit`] it is the 1-bit `(32,128)(32,1)E(1)`;
//! * rank 1: the vector is seen as rows of `m` elements: `r` from the row count as above,
//!   tile `(r*m)`, and for packed types `(r*m)(m)(p,1)` (e.g. `T(1024)(128)(2,1)` for a long
//!   `bf16` vector, `T(256)` for a short `f32` one);
//! * rank 0: untiled `{}`. (XLA's TPU dumps also show scalars as `{:T(128)}` or
//!   `{:T(256)}`; tile-opt does not charge a scalar a whole tile.)
//!
//! [`Packing::None`] drops the second-level packing tiles and `E(..)` (every element takes
//! whole bytes). CPU (`Target::Cpu`): untiled row-major for every rank.

use super::model::{Tile, TiledLayout};

/// The machine layouts are chosen for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// TPU tiling (the default).
    Tpu,
    /// Untiled row-major.
    Cpu,
}

/// How elements narrower than 32 bits are packed on a TPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Packing {
    /// 8- and 16-bit (and sub-byte) values packed into 32-bit words; `i1` takes a word.
    Word,
    /// As `Word`, and `i1` packed 32 to a word: `(32,128)(32,1)E(1)`.
    Bit,
    /// No packing tiles: one tile per array, whole bytes per element.
    None,
}

/// What the rules need to know about an element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ElementInfo {
    /// Width in bits.
    pub bits: u32,
    /// True for booleans (`i1`, `pred`).
    pub is_bool: bool,
}

/// The layout rules of a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TargetRules {
    /// The target.
    pub target: Target,
    /// The minor (lane) tile extent, 128 on TPUs.
    pub minor_tile: i64,
    /// Sub-word packing.
    pub packing: Packing,
}

impl Default for TargetRules {
    fn default() -> Self {
        TargetRules {
            target: Target::Tpu,
            minor_tile: 128,
            packing: Packing::Word,
        }
    }
}

/// The compact row tile for `rows` rows: 2 for 1-2, 4 for 3-4, else 8.
fn row_tile(rows: Option<i64>) -> i64 {
    match rows {
        Some(1..=2) => 2,
        Some(3..=4) => 4,
        _ => 8,
    }
}

impl TargetRules {
    /// The layout for a row-major array of extents `shape` (`None` = dynamic).
    pub fn layout_for(&self, shape: &[Option<i64>], element: ElementInfo) -> TiledLayout {
        let rank = shape.len();
        let mut layout = TiledLayout::row_major(rank);
        if self.target == Target::Cpu || rank == 0 {
            return layout;
        }
        let m = self.minor_tile.max(1);
        let bits = element.bits.max(1);
        // Values packed per 32-bit word, and the element size to record.
        let (pack, esize) = match (self.packing, element.is_bool) {
            (Packing::None, _) => (1, 0),
            (Packing::Word, true) => (1, 32),
            (Packing::Bit, true) => (32, 1),
            (_, false) if bits >= 32 => (1, 0),
            (_, false) if bits >= 8 => (i64::from(32 / bits), 0),
            (_, false) => (i64::from(32 / bits), i64::from(bits)),
        };
        let rows = if rank >= 2 {
            shape.get(rank - 2).copied().flatten()
        } else {
            shape
                .first()
                .copied()
                .flatten()
                .map(|n| n / m + i64::from(n % m != 0))
        };
        let r = if element.is_bool && self.packing == Packing::Bit {
            32
        } else {
            row_tile(rows).max(pack)
        };
        layout.tiles = if rank >= 2 {
            vec![Tile::new(&[r, m])]
        } else if pack > 1 {
            vec![Tile::new(&[r.saturating_mul(m)]), Tile::new(&[m])]
        } else {
            vec![Tile::new(&[r.saturating_mul(m)])]
        };
        if pack > 1 {
            layout.tiles.push(Tile::new(&[pack, 1]));
        }
        layout.element_size_bits = esize;
        layout
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tpu(shape: &[i64], bits: u32, is_bool: bool, packing: Packing) -> String {
        let rules = TargetRules {
            packing,
            ..TargetRules::default()
        };
        let s: Vec<Option<i64>> = shape.iter().map(|&d| (d >= 0).then_some(d)).collect();
        rules
            .layout_for(&s, ElementInfo { bits, is_bool })
            .to_string()
    }

    #[test]
    fn tpu_rules() {
        let w = Packing::Word;
        assert_eq!(tpu(&[256, 256], 32, false, w), "{1,0:T(8,128)}");
        assert_eq!(tpu(&[1, 6144], 32, false, w), "{1,0:T(2,128)}");
        assert_eq!(tpu(&[3, 6144], 32, false, w), "{1,0:T(4,128)}");
        assert_eq!(tpu(&[4, 6144], 32, false, w), "{1,0:T(4,128)}");
        assert_eq!(tpu(&[5, 6144], 32, false, w), "{1,0:T(8,128)}");
        assert_eq!(tpu(&[-1, 7], 32, false, w), "{1,0:T(8,128)}");
        assert_eq!(tpu(&[2, 16, 256], 16, false, w), "{2,1,0:T(8,128)(2,1)}");
        assert_eq!(tpu(&[1, 6144], 16, false, w), "{1,0:T(2,128)(2,1)}");
        assert_eq!(tpu(&[64, 64], 8, false, w), "{1,0:T(8,128)(4,1)}");
        assert_eq!(tpu(&[1, 64], 8, false, w), "{1,0:T(4,128)(4,1)}");
        assert_eq!(tpu(&[9216, 6144], 4, false, w), "{1,0:T(8,128)(8,1)E(4)}");
        assert_eq!(tpu(&[8, 8], 1, true, w), "{1,0:T(8,128)E(32)}");
        assert_eq!(
            tpu(&[8, 8], 1, true, Packing::Bit),
            "{1,0:T(32,128)(32,1)E(1)}"
        );
        assert_eq!(tpu(&[8, 8], 16, false, Packing::None), "{1,0:T(8,128)}");
        assert_eq!(tpu(&[100], 32, false, w), "{0:T(256)}");
        assert_eq!(tpu(&[4096], 32, false, w), "{0:T(1024)}");
        assert_eq!(tpu(&[4096], 16, false, w), "{0:T(1024)(128)(2,1)}");
        assert_eq!(tpu(&[100], 16, false, w), "{0:T(256)(128)(2,1)}");
        assert_eq!(tpu(&[], 32, false, w), "{}");
        let cpu = TargetRules {
            target: Target::Cpu,
            ..TargetRules::default()
        };
        assert_eq!(
            cpu.layout_for(
                &[Some(3), Some(5)],
                ElementInfo {
                    bits: 32,
                    is_bool: false
                }
            )
            .to_string(),
            "{1,0}"
        );
    }
}
