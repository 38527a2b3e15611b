//! The storage model of a sparse encoding: the positions / coordinates / values buffers
//! MLIR builds for a tensor, built from a list of (coordinates, value) entries and read back.
//!
//! The buffers are those of MLIR 22's runtime library (`sparse_tensor.convert` from a dense
//! tensor, as `sparse_tensor.print` shows them under mlir-runner):
//!
//! * entries are mapped to level coordinates through the dim-to-level map (so block levels
//!   and permutations work) and sorted lexicographically;
//! * `dense` levels store every coordinate (zeros included, below the first sparse level);
//! * `compressed` stores `pos[l]` (one more than its parent positions) and `crd[l]`;
//!   `loose_compressed` (and `compressed(high)`) stores a `[lo, hi)` pair per parent, laid out
//!   as `0, hi0, hi0, hi1, hi1, ...` (2n + 1 entries, as the runtime library fills them);
//! * `singleton` stores one coordinate per parent; a trailing COO segment of two or more
//!   levels shares one AoS coordinate buffer `crd[cooStart]` (interleaved) unless it is
//!   `soa`;
//! * `structured[n, m]` stores the coordinates (within the block) of the entries present,
//!   exactly like MLIR, which does not pad blocks holding fewer than `n` entries;
//! * duplicates are kept (in input order) when some compressed or loose_compressed level is
//!   `nonunique` (a singleton has one coordinate per parent, so it cannot split them);
//!   otherwise equal coordinates merge and the first value wins, as in the runtime library;
//! * `batch` levels give every buffer a leading batch dimension: each batch slice is stored
//!   independently and the buffers are rectangular `[batch][len]`, padded with zeros
//!   (MLIR 22's runtime and codegen cannot convert to batch levels, so this part is not
//!   checked against mlir-runner).
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::fmt::Write;

use tile_ir::affine::AffineMap;

use super::encoding::SparseEncoding;
use super::level_type::{LevelFormat, LevelType};

/// Why buffers could not be built or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The encoding has symbols (ELL): level coordinates are not a function of the dims.
    Symbols,
    /// The number of dimension sizes or coordinates does not match the encoding.
    RankMismatch {
        /// Expected rank.
        expected: usize,
        /// Rank given.
        found: usize,
    },
    /// A coordinate is outside the tensor.
    OutOfBounds {
        /// The entry's coordinates.
        coords: Vec<u64>,
    },
    /// A level size could not be derived from the shape.
    UnknownLevelSize(usize),
    /// The map has no inverse, so level coordinates cannot be turned back into dims.
    NoInverse,
    /// Evaluating the map failed (overflow, division by zero).
    Eval(String),
    /// Two entries fall on one singleton level under one unique parent.
    SingletonConflict(usize),
    /// The buffers are inconsistent (an index or position out of range).
    Corrupt(String),
    /// The dense data has the wrong number of elements.
    DenseSize {
        /// Elements expected.
        expected: usize,
        /// Elements given.
        found: usize,
    },
}

impl std::fmt::Display for StorageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StorageError::Symbols => write!(f, "encodings with symbols have no storage scheme"),
            StorageError::RankMismatch { expected, found } => {
                write!(f, "expected rank {expected}, found {found}")
            }
            StorageError::OutOfBounds { coords } => write!(f, "entry {coords:?} is out of bounds"),
            StorageError::UnknownLevelSize(l) => write!(f, "size of level {l} is unknown"),
            StorageError::NoInverse => write!(f, "the dim-to-level map cannot be inverted"),
            StorageError::Eval(m) => write!(f, "map evaluation failed: {m}"),
            StorageError::SingletonConflict(l) => {
                write!(f, "several entries under one parent of singleton level {l}")
            }
            StorageError::Corrupt(m) => write!(f, "inconsistent buffers: {m}"),
            StorageError::DenseSize { expected, found } => {
                write!(f, "expected {expected} dense elements, found {found}")
            }
        }
    }
}

impl std::error::Error for StorageError {}

/// One entry of a tensor: its dimension coordinates and its value.
pub type Entry<V> = (Vec<u64>, V);

/// The buffers of a sparse tensor.
#[derive(Clone, Debug, PartialEq)]
pub struct SparseStorage<V> {
    /// Dimension sizes.
    pub dim_sizes: Vec<u64>,
    /// Level sizes.
    pub lvl_sizes: Vec<u64>,
    /// `pos[l]` for levels that store positions, empty otherwise.
    pub positions: Vec<Vec<u64>>,
    /// `crd[l]` for levels that store coordinates; in an AoS COO segment only the first
    /// level's buffer is used (interleaved), the others are empty.
    pub coordinates: Vec<Vec<u64>>,
    /// The values, in storage order.
    pub values: Vec<V>,
    /// Number of batch slices (product of the batch level sizes; 1 without batch levels).
    pub batch_count: u64,
    /// Bit width of positions (0: index).
    pub pos_width: u32,
    /// Bit width of coordinates (0: index).
    pub crd_width: u32,
}

/// What the buffers of one batch slice are built from.
struct Builder<'e, V> {
    lts: &'e [LevelType],
    sizes: &'e [u64],
    pos: Vec<Vec<u64>>,
    crd: Vec<Vec<u64>>,
    vals: Vec<V>,
    zero: V,
}

/// One batch slice's positions, coordinates and values.
type SliceBuffers<V> = (Vec<Vec<u64>>, Vec<Vec<u64>>, Vec<V>);

impl<V: Clone> Builder<'_, V> {
    fn new<'e>(lts: &'e [LevelType], sizes: &'e [u64], zero: V) -> Builder<'e, V> {
        // A level with positions starts with position 0.
        let pos = lts
            .iter()
            .map(|lt| vec![0; usize::from(lt.has_positions())]);
        Builder {
            lts,
            sizes,
            pos: pos.collect(),
            crd: vec![Vec::new(); lts.len()],
            vals: Vec::new(),
            zero,
        }
    }

    /// The coordinate buffer of level `l`.
    fn crd_mut(&mut self, l: usize) -> Result<&mut Vec<u64>, StorageError> {
        self.crd
            .get_mut(l)
            .ok_or_else(|| StorageError::Corrupt(format!("no crd[{l}]")))
    }

    /// The position buffer of level `l`.
    fn pos_mut(&mut self, l: usize) -> Result<&mut Vec<u64>, StorageError> {
        self.pos
            .get_mut(l)
            .ok_or_else(|| StorageError::Corrupt(format!("no pos[{l}]")))
    }

    /// Appends the subtree of one parent position at level `l`, holding `items` (sorted by
    /// level coordinates, all with the same coordinates above `l`).
    fn fill(&mut self, l: usize, items: &[Entry<V>]) -> Result<(), StorageError> {
        let Some(&lt) = self.lts.get(l) else {
            let v = items
                .first()
                .map_or_else(|| self.zero.clone(), |e| e.1.clone());
            self.vals.push(v);
            return Ok(());
        };
        let crd_of = |e: &Entry<V>| e.0.get(l).copied().unwrap_or(0);
        match lt.format() {
            LevelFormat::Dense | LevelFormat::Batch => {
                let size = self.sizes.get(l).copied().unwrap_or(0);
                let mut i = 0;
                for c in 0..size {
                    let start = i;
                    while items.get(i).is_some_and(|e| crd_of(e) == c) {
                        i += 1;
                    }
                    self.fill(l + 1, items.get(start..i).unwrap_or(&[]))?;
                }
            }
            LevelFormat::Singleton => {
                // One coordinate per parent (a non-unique parent gives each entry its own
                // position): equal entries merge, distinct ones conflict.
                if let Some(first) = items.first() {
                    let c = crd_of(first);
                    if items.iter().any(|e| crd_of(e) != c) {
                        return Err(StorageError::SingletonConflict(l));
                    }
                    self.crd_mut(l)?.push(c);
                    self.fill(l + 1, items)?;
                }
            }
            LevelFormat::Compressed | LevelFormat::LooseCompressed | LevelFormat::NOutOfM => {
                let mut i = 0;
                while let Some(first) = items.get(i) {
                    let c = crd_of(first);
                    let start = i;
                    i += 1;
                    if lt.is_unique() {
                        while items.get(i).is_some_and(|e| crd_of(e) == c) {
                            i += 1;
                        }
                    }
                    self.crd_mut(l)?.push(c);
                    self.fill(l + 1, items.get(start..i).unwrap_or(&[]))?;
                }
                let end = self.crd_mut(l)?.len() as u64;
                if lt.has_loose_positions() {
                    self.pos_mut(l)?.extend([end, end]);
                } else if lt.has_positions() {
                    self.pos_mut(l)?.push(end);
                }
            }
        }
        Ok(())
    }
}

/// The level sizes of a tensor with `dim_sizes`.
pub fn level_sizes(enc: &SparseEncoding, dim_sizes: &[u64]) -> Result<Vec<u64>, StorageError> {
    if enc.dim_rank() != dim_sizes.len() {
        return Err(StorageError::RankMismatch {
            expected: enc.dim_rank(),
            found: dim_sizes.len(),
        });
    }
    if enc.dim_to_lvl.as_ref().is_some_and(|m| m.num_symbols > 0) {
        return Err(StorageError::Symbols);
    }
    let dims: Vec<Option<i64>> = dim_sizes.iter().map(|&s| i64::try_from(s).ok()).collect();
    enc.lvl_sizes(&dims)
        .into_iter()
        .enumerate()
        .map(|(l, s)| {
            s.and_then(|s| u64::try_from(s).ok())
                .ok_or(StorageError::UnknownLevelSize(l))
        })
        .collect()
}

/// The map from level coordinates back to dimension coordinates: the core's checked left
/// inverse (MLIR's inferred `lvlToDim` lists bare dims first, which is not an inverse when a
/// blocked dim precedes a bare one), else the encoding's own.
fn lvl_to_dim(enc: &SparseEncoding, dim_sizes: &[u64]) -> Result<AffineMap, StorageError> {
    let map = enc.dim_to_lvl_or_identity();
    if map.num_symbols > 0 {
        return Err(StorageError::Symbols);
    }
    let dims: Vec<Option<i64>> = dim_sizes.iter().map(|&s| i64::try_from(s).ok()).collect();
    map.invert_with_shape(&dims)
        .or_else(|| enc.lvl_to_dim.clone())
        .ok_or(StorageError::NoInverse)
}

fn to_i64(v: &[u64]) -> Vec<i64> {
    v.iter().map(|&x| x as i64).collect()
}

impl<V: Clone + PartialEq> SparseStorage<V> {
    /// The buffers of the tensor of shape `dim_sizes` holding `entries` (dimension
    /// coordinates and values; everything else is zero).
    pub fn from_entries(
        enc: &SparseEncoding,
        dim_sizes: &[u64],
        entries: &[Entry<V>],
        zero: V,
    ) -> Result<SparseStorage<V>, StorageError> {
        let lvl_sizes = level_sizes(enc, dim_sizes)?;
        let map = enc.dim_to_lvl_or_identity();
        if lvl_sizes.len() != enc.lvl_rank() || map.results.len() != enc.lvl_rank() {
            return Err(StorageError::RankMismatch {
                expected: enc.lvl_rank(),
                found: map.results.len(),
            });
        }
        let mut items: Vec<Entry<V>> = Vec::with_capacity(entries.len());
        for (coords, v) in entries {
            if coords.len() != dim_sizes.len() {
                return Err(StorageError::RankMismatch {
                    expected: dim_sizes.len(),
                    found: coords.len(),
                });
            }
            if coords.iter().zip(dim_sizes).any(|(c, s)| c >= s) {
                return Err(StorageError::OutOfBounds {
                    coords: coords.clone(),
                });
            }
            let lvl = map
                .evaluate(&to_i64(coords), &[])
                .map_err(|e| StorageError::Eval(e.to_string()))?;
            let lvl: Vec<u64> = lvl.into_iter().map(|x| x.max(0) as u64).collect();
            items.push((lvl, v.clone()));
        }
        items.sort_by(|a, b| a.0.cmp(&b.0));
        let lts = &enc.lvl_types;
        let nb = enc.batch_lvl_rank();
        let corrupt = || StorageError::Corrupt("batch levels".into());
        let (batch_sizes, inner_sizes) = lvl_sizes.split_at_checked(nb).ok_or_else(corrupt)?;
        let inner_lts = lts.get(nb..).ok_or_else(corrupt)?;
        let batch_count = batch_sizes
            .iter()
            .try_fold(1u64, |acc, &s| acc.checked_mul(s))
            .ok_or_else(|| StorageError::Eval("the batch count overflows".into()))?;
        // One independent storage per batch slice; the batch levels store nothing of their own.
        let (n, cs, aos) = (lts.len(), enc.coo_start(), !enc.coo_is_soa());
        let mut per_slice: Vec<SliceBuffers<V>> = Vec::new();
        let mut i = 0;
        for b in 0..batch_count {
            let start = i;
            while items
                .get(i)
                .and_then(|e| e.0.get(..nb))
                .is_some_and(|c| linear_batch(c, batch_sizes) == b)
            {
                i += 1;
            }
            let mut s = Builder::new(inner_lts, inner_sizes, zero.clone());
            let slice: Vec<Entry<V>> = items
                .get(start..i)
                .unwrap_or(&[])
                .iter()
                .map(|(c, v)| (c.get(nb..).unwrap_or(&[]).to_vec(), v.clone()))
                .collect();
            s.fill(0, &slice)?;
            let batch_bufs = || std::iter::repeat_with(Vec::new).take(nb);
            let pos: Vec<Vec<u64>> = batch_bufs().chain(s.pos).collect();
            let mut crd: Vec<Vec<u64>> = batch_bufs().chain(s.crd).collect();
            if aos && cs + 1 < n {
                let segment = crd.get_mut(cs..).unwrap_or(&mut []);
                let count = segment.first().map_or(0, Vec::len);
                let entry = |k: usize| segment.iter().map(move |b| b.get(k).copied().unwrap_or(0));
                let inter: Vec<u64> = (0..count).flat_map(entry).collect();
                segment.iter_mut().for_each(Vec::clear);
                if let Some(first) = segment.first_mut() {
                    *first = inter;
                }
            }
            per_slice.push((pos, crd, s.vals));
        }
        // Rectangular [batch][len] buffers, padded with zeros.
        let level = |l: usize, pick: fn(&SliceBuffers<V>) -> &Vec<Vec<u64>>| {
            rectangular(
                per_slice
                    .iter()
                    .map(|s| pick(s).get(l).map_or(&[][..], Vec::as_slice)),
                0,
            )
        };
        let positions = (0..n).map(|l| level(l, |s| &s.0)).collect();
        let coordinates = (0..n).map(|l| level(l, |s| &s.1)).collect();
        let values = rectangular(per_slice.iter().map(|s| s.2.as_slice()), zero);
        Ok(SparseStorage {
            dim_sizes: dim_sizes.to_vec(),
            lvl_sizes,
            positions,
            coordinates,
            values,
            batch_count,
            pos_width: enc.pos_width,
            crd_width: enc.crd_width,
        })
    }

    /// The buffers of a dense tensor (row-major `data` of shape `dim_sizes`): every element
    /// different from `zero` is an entry.
    pub fn from_dense(
        enc: &SparseEncoding,
        dim_sizes: &[u64],
        data: &[V],
        zero: V,
    ) -> Result<SparseStorage<V>, StorageError> {
        let total = dim_sizes
            .iter()
            .try_fold(1u64, |acc, &s| acc.checked_mul(s));
        if total != Some(data.len() as u64) {
            return Err(StorageError::DenseSize {
                expected: total.map_or(usize::MAX, |t| t as usize),
                found: data.len(),
            });
        }
        let entries: Vec<Entry<V>> = data
            .iter()
            .enumerate()
            .filter(|(_, v)| **v != zero)
            .map(|(i, v)| (delinearize(i as u64, dim_sizes), v.clone()))
            .collect();
        Self::from_entries(enc, dim_sizes, &entries, zero)
    }

    /// Every stored entry in storage order, with dimension coordinates (explicitly stored
    /// zeros of dense levels included).
    pub fn to_entries(&self, enc: &SparseEncoding) -> Result<Vec<Entry<V>>, StorageError> {
        let inverse = lvl_to_dim(enc, &self.dim_sizes)?;
        let lts = &enc.lvl_types;
        let n = lts.len();
        if self.lvl_sizes.len() != n || self.positions.len() != n || self.coordinates.len() != n {
            return Err(StorageError::Corrupt("buffer count".into()));
        }
        let nb = enc.batch_lvl_rank();
        let mut out = Vec::new();
        let corrupt = || StorageError::Corrupt("batch levels".into());
        let (batch_sizes, inner_sizes) = self.lvl_sizes.split_at_checked(nb).ok_or_else(corrupt)?;
        let inner_lts = lts.get(nb..).ok_or_else(corrupt)?;
        let inner_pos = self.positions.get(nb..).ok_or_else(corrupt)?;
        let inner_crd = self.coordinates.get(nb..).ok_or_else(corrupt)?;
        let count = self.batch_count.max(1) as usize;
        for b in 0..count {
            let reader = Reader {
                lts: inner_lts,
                sizes: inner_sizes,
                pos: inner_pos.iter().map(|p| batch_row(p, b, count)).collect(),
                crd: inner_crd.iter().map(|c| batch_row(c, b, count)).collect(),
                vals: batch_row(&self.values, b, count),
                coo: (enc.coo_start().saturating_sub(nb), !enc.coo_is_soa()),
            };
            let mut lvl = delinearize(b as u64, batch_sizes);
            let mut found = Vec::new();
            reader.read(0, 0, &mut lvl, &mut found)?;
            for (lc, v) in found {
                let dims = inverse
                    .evaluate(&to_i64(&lc), &[])
                    .map_err(|e| StorageError::Eval(e.to_string()))?;
                out.push((dims.into_iter().map(|d| d.max(0) as u64).collect(), v));
            }
        }
        Ok(out)
    }

    /// The dense row-major contents (later entries overwrite earlier ones).
    pub fn to_dense(&self, enc: &SparseEncoding, zero: V) -> Result<Vec<V>, StorageError> {
        let total = self
            .dim_sizes
            .iter()
            .try_fold(1usize, |acc, &s| acc.checked_mul(usize::try_from(s).ok()?))
            .ok_or_else(|| StorageError::Eval("the dense size overflows".into()))?;
        let mut data = vec![zero; total];
        for (c, v) in self.to_entries(enc)? {
            let idx = linearize(&c, &self.dim_sizes)
                .ok_or_else(|| StorageError::OutOfBounds { coords: c.clone() })?;
            if let Some(slot) = data.get_mut(idx as usize) {
                *slot = v;
            }
        }
        Ok(data)
    }

    /// The number of stored values (`nse` of `sparse_tensor.print`, and
    /// `sparse_tensor.number_of_entries`). With batch levels MLIR counts the first batch
    /// slice alone: the end of its last positions row (its row length when every level is
    /// dense).
    pub fn nse(&self) -> usize {
        let count = self.batch_count.max(1) as usize;
        if count == 1 {
            return self.values.len();
        }
        match self.positions.iter().rev().find(|p| !p.is_empty()) {
            Some(pos) => batch_row(pos, 0, count)
                .last()
                .map_or(0, |&end| end as usize),
            None => self.values.len() / count,
        }
    }

    /// The text `sparse_tensor.print` writes under mlir-runner (LLVM 22), values formatted
    /// by `fmt` (floats as [`format_g`], integers in decimal).
    pub fn print_text(&self, enc: &SparseEncoding, fmt: impl Fn(&V) -> String) -> String {
        let mut s = String::from("---- Sparse Tensor ----\n");
        let _ = writeln!(s, "nse = {}", self.nse());
        let _ = writeln!(
            s,
            "dim = {}",
            tuple(self.dim_sizes.iter().map(u64::to_string))
        );
        let _ = writeln!(
            s,
            "lvl = {}",
            tuple(self.lvl_sizes.iter().map(u64::to_string))
        );
        let count = self.batch_count.max(1) as usize;
        let batched = enc.batch_lvl_rank() > 0;
        let rows = |items: Vec<String>| -> String {
            if !batched {
                return tuple(items.into_iter());
            }
            let per = items.len() / count;
            // MLIR writes the batch slices' tuples with no separator between them.
            let slices: String = (0..count)
                .map(|b| {
                    let row = items.get(b * per..(b + 1) * per).unwrap_or(&[]);
                    tuple(row.iter().cloned())
                })
                .collect();
            format!("( {slices} )")
        };
        for (l, lt) in enc.lvl_types.iter().enumerate() {
            let pos = self.positions.get(l).map_or(&[][..], Vec::as_slice);
            let crd = self.coordinates.get(l).map_or(&[][..], Vec::as_slice);
            if lt.has_positions() {
                let p = pos.iter().map(u64::to_string).collect();
                let _ = writeln!(s, "pos[{l}] : {}", rows(p));
            }
            if lt.has_coordinates() && (!crd.is_empty() || !in_aos_tail(enc, l)) {
                let c = crd.iter().map(u64::to_string).collect();
                let _ = writeln!(s, "crd[{l}] : {}", rows(c));
            }
        }
        let v = self.values.iter().map(&fmt).collect();
        let _ = writeln!(s, "values : {}", rows(v));
        s.push_str("----\n");
        s
    }
}

/// Row `b` of a rectangular buffer of `count` batch rows.
fn batch_row<T>(buf: &[T], b: usize, count: usize) -> &[T] {
    let row = buf.len() / count;
    buf.get(b * row..(b + 1) * row).unwrap_or(&[])
}

/// One buffer from the rows of every batch slice, each padded with `zero` to the longest.
fn rectangular<'r, T: Clone + 'r>(rows: impl Iterator<Item = &'r [T]> + Clone, zero: T) -> Vec<T> {
    let len = rows.clone().map(<[T]>::len).max().unwrap_or(0);
    let pad = |r: &'r [T]| std::iter::repeat_n(zero.clone(), len - r.len());
    rows.flat_map(|r| r.iter().cloned().chain(pad(r))).collect()
}

/// Whether level `l` is a non-leading level of an AoS COO segment (no buffer of its own).
fn in_aos_tail(enc: &SparseEncoding, l: usize) -> bool {
    let cs = enc.coo_start();
    !enc.coo_is_soa() && l > cs && l < enc.lvl_rank()
}

/// `( a, b, c )`, or `(  )` when empty, as the runner prints.
fn tuple(items: impl Iterator<Item = String>) -> String {
    let v: Vec<String> = items.collect();
    format!("( {} )", v.join(", "))
}

/// The batch index of leading batch coordinates.
fn linear_batch(coords: &[u64], sizes: &[u64]) -> u64 {
    coords.iter().zip(sizes).fold(0u64, |acc, (&c, &s)| {
        acc.saturating_mul(s).saturating_add(c)
    })
}

/// Row-major coordinates of linear index `i` in `sizes`.
pub fn delinearize(mut i: u64, sizes: &[u64]) -> Vec<u64> {
    let mut c = vec![0; sizes.len()];
    for (slot, &s) in c.iter_mut().zip(sizes).rev() {
        if s > 0 {
            *slot = i % s;
            i /= s;
        }
    }
    c
}

/// Row-major linear index of `coords` in `sizes`, `None` if out of bounds.
pub fn linearize(coords: &[u64], sizes: &[u64]) -> Option<u64> {
    if coords.len() != sizes.len() {
        return None;
    }
    coords.iter().zip(sizes).try_fold(0u64, |acc, (&c, &s)| {
        (c < s)
            .then(|| acc.checked_mul(s)?.checked_add(c))
            .flatten()
    })
}

/// Reads one batch slice's buffers back into level coordinates.
struct Reader<'s, V> {
    lts: &'s [LevelType],
    sizes: &'s [u64],
    pos: Vec<&'s [u64]>,
    crd: Vec<&'s [u64]>,
    vals: &'s [V],
    /// (first level of the COO segment, stored AoS).
    coo: (usize, bool),
}

impl<V: Clone> Reader<'_, V> {
    fn crd_at(&self, l: usize, p: u64) -> Result<u64, StorageError> {
        let (cs, aos) = self.coo;
        let n = self.lts.len();
        let (buf, idx) = if aos && cs + 1 < n && l >= cs {
            let width = (n - cs) as u64;
            (cs, p.saturating_mul(width).saturating_add((l - cs) as u64))
        } else {
            (l, p)
        };
        self.crd
            .get(buf)
            .and_then(|b| b.get(idx as usize))
            .copied()
            .ok_or_else(|| StorageError::Corrupt(format!("crd[{buf}] has no entry {idx}")))
    }

    fn pos_at(&self, l: usize, i: u64) -> Result<u64, StorageError> {
        self.pos
            .get(l)
            .and_then(|b| b.get(i as usize))
            .copied()
            .ok_or_else(|| StorageError::Corrupt(format!("pos[{l}] has no entry {i}")))
    }

    fn read(
        &self,
        l: usize,
        parent: u64,
        lvl: &mut Vec<u64>,
        out: &mut Vec<(Vec<u64>, V)>,
    ) -> Result<(), StorageError> {
        let Some(&lt) = self.lts.get(l) else {
            let v = self
                .vals
                .get(parent as usize)
                .cloned()
                .ok_or_else(|| StorageError::Corrupt(format!("no value {parent}")))?;
            out.push((lvl.clone(), v));
            return Ok(());
        };
        let visit = |this: &Self, c: u64, p: u64, lvl: &mut Vec<u64>, out: &mut Vec<_>| {
            lvl.push(c);
            let r = this.read(l + 1, p, lvl, out);
            lvl.pop();
            r
        };
        match lt.format() {
            LevelFormat::Dense | LevelFormat::Batch => {
                let size = self.sizes.get(l).copied().unwrap_or(0);
                let overflow = || StorageError::Corrupt(format!("position overflow at level {l}"));
                let base = parent.checked_mul(size).ok_or_else(overflow)?;
                for c in 0..size {
                    visit(self, c, base.checked_add(c).ok_or_else(overflow)?, lvl, out)?;
                }
            }
            LevelFormat::Singleton => {
                let c = self.crd_at(l, parent)?;
                visit(self, c, parent, lvl, out)?;
            }
            LevelFormat::Compressed | LevelFormat::LooseCompressed => {
                // `[lo, hi)` of a loose level is the parent's own pair.
                let at = if lt.has_loose_positions() {
                    parent.saturating_mul(2)
                } else {
                    parent
                };
                let (lo, hi) = (self.pos_at(l, at)?, self.pos_at(l, at.saturating_add(1))?);
                if hi < lo {
                    return Err(StorageError::Corrupt(format!(
                        "pos[{l}] decreases at {parent}"
                    )));
                }
                for p in lo..hi {
                    let c = self.crd_at(l, p)?;
                    visit(self, c, p, lvl, out)?;
                }
            }
            LevelFormat::NOutOfM => {
                let n = u64::from(lt.n());
                for k in 0..n {
                    let p = parent.saturating_mul(n).saturating_add(k);
                    let c = self.crd_at(l, p)?;
                    visit(self, c, p, lvl, out)?;
                }
            }
        }
        Ok(())
    }
}

/// C's `printf("%g", x)`: 6 significant digits, trailing zeros removed, scientific notation
/// when the exponent is below -4 or at least 6.
pub fn format_g(x: f64) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan" } else { "nan" }.into();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.into();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.into();
    }
    let sci = format!("{x:.5e}");
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if !(-4..6).contains(&exp) {
        let m = trim_zeros(mantissa);
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{m}e{sign}{:02}", exp.abs())
    } else {
        let decimals = (5 - exp).max(0) as usize;
        trim_zeros(&format!("{x:.decimals$}")).to_string()
    }
}

fn trim_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}
