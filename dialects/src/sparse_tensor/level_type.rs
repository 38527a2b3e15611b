//! Level types of a sparse encoding: a level format (`dense`, `batch`, `compressed`,
//! `loose_compressed`, `singleton`, `structured[n, m]`) plus properties (`nonunique`,
//! `nonordered`, `soa`), with MLIR 22's bit layout (`| n:8 | m:8 | format:16 | props:16 |`),
//! validity rule and canonical spelling.
//!
//! Two older spellings from MLIR's documentation are kept as tile-opt extensions:
//! `block2_4` is read as `structured[2, 4]`, and the `high` property (MLIR's former
//! "compressed with hi", positions stored as `[lo, hi)` pairs like `loose_compressed`) is
//! kept on `compressed` levels and printed back as `high`.

use std::fmt;

/// The storage format of one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LevelFormat {
    /// Every coordinate stored, linearized with the parent position.
    Dense,
    /// Every coordinate stored, not linearized: a leading batch dimension of the buffers.
    Batch,
    /// Only nonzeros; positions `pos[i]..pos[i+1]` plus coordinates.
    Compressed,
    /// One coordinate per parent position (the tail of a COO segment).
    Singleton,
    /// Like compressed, with a `[lo, hi)` position pair per parent.
    LooseCompressed,
    /// `n` out of every `m` entries stored (structured sparsity), coordinates only.
    NOutOfM,
}

impl LevelFormat {
    /// Every format, in MLIR's bit order.
    pub const ALL: [LevelFormat; 6] = [
        LevelFormat::Dense,
        LevelFormat::Batch,
        LevelFormat::Compressed,
        LevelFormat::Singleton,
        LevelFormat::LooseCompressed,
        LevelFormat::NOutOfM,
    ];

    /// MLIR's `LevelFormat` enum value (the format bits of a level type): one bit per
    /// format from `0x1_0000` up, in [`LevelFormat::ALL`]'s order.
    pub const fn bits(self) -> u64 {
        0x0001_0000 << self as u64
    }

    /// The keyword, as MLIR prints it (`structured` without its sizes).
    pub const fn keyword(self) -> &'static str {
        const KEYWORDS: [&str; 6] = [
            "dense",
            "batch",
            "compressed",
            "singleton",
            "loose_compressed",
            "structured",
        ];
        // ok: one keyword per variant, indexed by the variant's position.
        KEYWORDS[self as usize]
    }

    /// The format named `keyword` (MLIR 22 spellings only).
    pub fn from_keyword(keyword: &str) -> Option<LevelFormat> {
        LevelFormat::ALL
            .into_iter()
            .find(|f| f.keyword() == keyword)
    }
}

/// A level property (the non-default ones; the default is unique, ordered, AoS).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LevelProperty {
    /// Duplicate coordinates may appear.
    Nonunique,
    /// Coordinates may appear in any order.
    Nonordered,
    /// Structure-of-arrays storage of a singleton level's coordinates.
    Soa,
    /// tile-opt extension (older MLIR): a compressed level whose positions are `[lo, hi)`
    /// pairs, the layout MLIR 22 calls `loose_compressed`.
    High,
}

impl LevelProperty {
    /// The property bit.
    pub const fn bits(self) -> u64 {
        match self {
            LevelProperty::Nonunique => 0x1,
            LevelProperty::Nonordered => 0x2,
            LevelProperty::Soa => 0x4,
            LevelProperty::High => 0x100,
        }
    }

    /// The keyword.
    pub const fn keyword(self) -> &'static str {
        // ok: one keyword per variant, indexed by the variant's position.
        ["nonunique", "nonordered", "soa", "high"][self as usize]
    }

    /// The property named `keyword` (including the `high` extension).
    pub fn from_keyword(keyword: &str) -> Option<LevelProperty> {
        LevelProperty::ALL
            .into_iter()
            .find(|p| p.keyword() == keyword)
    }

    /// Every property, in MLIR's printing order.
    pub const ALL: [LevelProperty; 4] = [
        LevelProperty::Nonunique,
        LevelProperty::Nonordered,
        LevelProperty::Soa,
        LevelProperty::High,
    ];
}

/// Mask of the property bits.
const PROPS_MASK: u64 = 0xffff;
/// Mask of the format bits.
const FORMAT_MASK: u64 = 0xffff_0000;

/// One level type: MLIR's 64-bit `LevelType` value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LevelType(u64);

impl LevelType {
    /// A level of `format` with no properties (structured sizes 0).
    pub const fn new(format: LevelFormat) -> LevelType {
        LevelType(format.bits())
    }

    /// `structured[n, m]`.
    pub const fn structured(n: u8, m: u8) -> LevelType {
        LevelType::structured_bits(n as u64, m as u64)
    }

    /// `structured[n, m]` from MLIR's unchecked sizes: the bits are `n << 32 | m << 40`, so
    /// sizes above 255 wrap into neighbouring fields exactly as in MLIR.
    pub const fn structured_bits(n: u64, m: u64) -> LevelType {
        LevelType(LevelFormat::NOutOfM.bits() | n.wrapping_shl(32) | m.wrapping_shl(40))
    }

    /// The same level with `prop` added.
    pub const fn with(self, prop: LevelProperty) -> LevelType {
        LevelType(self.0 | prop.bits())
    }

    /// The same level without `prop`.
    pub const fn without(self, prop: LevelProperty) -> LevelType {
        LevelType(self.0 & !prop.bits())
    }

    /// The raw bits (MLIR's encoding; `high` is the extension bit 0x100).
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The level format.
    pub fn format(self) -> LevelFormat {
        let bits = self.0 & FORMAT_MASK;
        let known = LevelFormat::ALL.into_iter().find(|f| f.bits() == bits);
        known.unwrap_or(LevelFormat::NOutOfM)
    }

    /// `n` of `structured[n, m]` (0 for other formats).
    pub const fn n(self) -> u8 {
        ((self.0 >> 32) & 0xff) as u8
    }

    /// `m` of `structured[n, m]` (0 for other formats).
    pub const fn m(self) -> u8 {
        ((self.0 >> 40) & 0xff) as u8
    }

    /// Whether `prop` is set.
    pub const fn has(self, prop: LevelProperty) -> bool {
        self.0 & prop.bits() != 0
    }

    /// Whether the level is of `format`.
    pub fn is(self, format: LevelFormat) -> bool {
        self.format() == format
    }

    /// Unique (no `nonunique`).
    pub const fn is_unique(self) -> bool {
        !self.has(LevelProperty::Nonunique)
    }

    /// Ordered (no `nonordered`).
    pub const fn is_ordered(self) -> bool {
        !self.has(LevelProperty::Nonordered)
    }

    /// Stored as structure-of-arrays (`soa`).
    pub const fn is_soa(self) -> bool {
        self.has(LevelProperty::Soa)
    }

    /// Whether the level stores positions (compressed, loose_compressed).
    pub fn has_positions(self) -> bool {
        matches!(
            self.format(),
            LevelFormat::Compressed | LevelFormat::LooseCompressed
        )
    }

    /// Whether positions come as `[lo, hi)` pairs (loose_compressed, or `compressed(high)`).
    pub fn has_loose_positions(self) -> bool {
        self.is(LevelFormat::LooseCompressed)
            || (self.is(LevelFormat::Compressed) && self.has(LevelProperty::High))
    }

    /// Whether the level stores coordinates (compressed, loose_compressed, singleton,
    /// structured).
    pub fn has_coordinates(self) -> bool {
        !matches!(self.format(), LevelFormat::Dense | LevelFormat::Batch)
    }

    /// MLIR's `isValidLvlBits` (plus `high`, allowed on compressed levels only): dense,
    /// batch and structured levels take no properties.
    pub fn is_valid(self) -> bool {
        let props = self.0 & PROPS_MASK;
        match self.format() {
            LevelFormat::Dense | LevelFormat::Batch | LevelFormat::NOutOfM => props == 0,
            LevelFormat::Compressed => true,
            LevelFormat::LooseCompressed | LevelFormat::Singleton => !self.has(LevelProperty::High),
        }
    }

    /// The level type with tile-opt's extensions removed: `compressed(high)` becomes
    /// `loose_compressed` (its MLIR 22 name).
    pub fn upstream_clean(self) -> LevelType {
        if self.is(LevelFormat::Compressed) && self.has(LevelProperty::High) {
            let props = self.0 & PROPS_MASK & !LevelProperty::High.bits();
            LevelType(LevelFormat::LooseCompressed.bits() | props)
        } else {
            self
        }
    }

    /// The canonical spelling (MLIR's `toMLIRString`): `compressed(nonunique, nonordered)`,
    /// `structured[2, 4]`.
    pub fn to_mlir_string(self) -> String {
        let mut s = self.format().keyword().to_string();
        if self.is(LevelFormat::NOutOfM) {
            s.push_str(&format!("[{}, {}]", self.n(), self.m()));
        }
        let props: Vec<&str> = LevelProperty::ALL
            .iter()
            .filter(|p| self.has(**p))
            .map(|p| p.keyword())
            .collect();
        if !props.is_empty() {
            s.push('(');
            s.push_str(&props.join(", "));
            s.push(')');
        }
        s
    }
}

impl fmt::Display for LevelType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_mlir_string())
    }
}

impl fmt::Debug for LevelType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_mlir_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spelling_is_canonical() {
        let lt = LevelType::new(LevelFormat::Compressed)
            .with(LevelProperty::Nonordered)
            .with(LevelProperty::Nonunique);
        assert_eq!(lt.to_mlir_string(), "compressed(nonunique, nonordered)");
        assert_eq!(
            LevelType::structured(2, 4).to_mlir_string(),
            "structured[2, 4]"
        );
        assert_eq!(
            LevelType::new(LevelFormat::Singleton)
                .with(LevelProperty::Soa)
                .with(LevelProperty::Nonordered)
                .to_string(),
            "singleton(nonordered, soa)"
        );
    }

    #[test]
    fn validity_and_buffers() {
        assert!(
            !LevelType::new(LevelFormat::Dense)
                .with(LevelProperty::Nonunique)
                .is_valid()
        );
        assert!(
            LevelType::new(LevelFormat::Compressed)
                .with(LevelProperty::Soa)
                .is_valid()
        );
        assert!(
            !LevelType::new(LevelFormat::Singleton)
                .with(LevelProperty::High)
                .is_valid()
        );
        let high = LevelType::new(LevelFormat::Compressed).with(LevelProperty::High);
        assert!(high.has_loose_positions());
        assert_eq!(
            high.with(LevelProperty::Nonunique)
                .upstream_clean()
                .to_string(),
            "loose_compressed(nonunique)"
        );
        assert!(LevelType::structured(2, 4).has_coordinates());
        assert!(!LevelType::structured(2, 4).has_positions());
        assert_eq!(LevelType::structured(5, 8).n(), 5);
        assert_eq!(LevelType::structured(5, 8).m(), 8);
    }
}
