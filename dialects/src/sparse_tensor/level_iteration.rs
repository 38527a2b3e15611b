//! [`LevelIteration`]: what iterating one storage level under a parent position means —
//! the one description of level storage that sparse code generation reads (MLIR's
//! `SparseTensorLevel` kinds).

use super::level_type::{LevelFormat, LevelType};

/// How the stored coordinates of a level under one position `p` of its parent level are
/// found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelIteration {
    /// Every coordinate `0..size` is stored: position `p * size + c` (also the dimensions
    /// of a tensor without encoding).
    Dense,
    /// A leading batch level: each batch is stored on its own, so every buffer gains a
    /// leading dimension and the levels below start again at position 0.
    Batch,
    /// Positions `pos[p] .. pos[p + 1]` (`compressed`).
    Ranges,
    /// Positions `pos[2p] .. pos[2p + 1]` (`loose_compressed`).
    LooseRanges,
    /// The one position of the parent (the tail of a COO region, `singleton`).
    Parent,
    /// `n` positions `n * p .. n * p + n` (`structured[n, m]`).
    Fixed(u64),
}

impl LevelIteration {
    /// The iteration of a level of type `lt`.
    pub fn of(lt: LevelType) -> LevelIteration {
        match lt.format() {
            LevelFormat::Dense => LevelIteration::Dense,
            LevelFormat::Batch => LevelIteration::Batch,
            LevelFormat::Compressed if !lt.has_loose_positions() => LevelIteration::Ranges,
            LevelFormat::Compressed | LevelFormat::LooseCompressed => LevelIteration::LooseRanges,
            LevelFormat::Singleton => LevelIteration::Parent,
            LevelFormat::NOutOfM => LevelIteration::Fixed(u64::from(lt.n())),
        }
    }

    /// Whether every coordinate is stored (`dense` or `batch`): iterating the level is a
    /// plain loop over its size.
    pub fn is_dense(self) -> bool {
        matches!(self, LevelIteration::Dense | LevelIteration::Batch)
    }

    /// Whether the level has a positions buffer (`compressed`, `loose_compressed`).
    pub fn has_positions(self) -> bool {
        matches!(self, LevelIteration::Ranges | LevelIteration::LooseRanges)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sparse_tensor::level_type::LevelProperty;

    #[test]
    fn every_supported_format_has_one_iteration() {
        let lt = LevelType::new;
        assert_eq!(
            LevelIteration::of(lt(LevelFormat::Dense)),
            LevelIteration::Dense
        );
        assert_eq!(
            LevelIteration::of(lt(LevelFormat::Batch)),
            LevelIteration::Batch
        );
        assert_eq!(
            LevelIteration::of(lt(LevelFormat::Compressed)),
            LevelIteration::Ranges
        );
        assert_eq!(
            LevelIteration::of(lt(LevelFormat::LooseCompressed)),
            LevelIteration::LooseRanges
        );
        assert_eq!(
            LevelIteration::of(lt(LevelFormat::Singleton)),
            LevelIteration::Parent
        );
        let nonunique = LevelType::new(LevelFormat::Compressed).with(LevelProperty::Nonunique);
        assert_eq!(LevelIteration::of(nonunique), LevelIteration::Ranges);
        assert_eq!(
            LevelIteration::of(LevelType::structured(2, 4)),
            LevelIteration::Fixed(2)
        );
        assert!(LevelIteration::Batch.is_dense() && !LevelIteration::Parent.is_dense());
        assert!(
            LevelIteration::LooseRanges.has_positions()
                && !LevelIteration::Fixed(2).has_positions()
        );
    }
}
