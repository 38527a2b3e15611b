//! XLA primitive (element) types: their names, widths and storage sizes.

use std::fmt;

/// An XLA element type, as written at the start of a shape (`f32`, `bf16`, `pred`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PrimitiveType {
    /// `pred`: a boolean, stored in one byte.
    Pred,
    /// `s1`: 1-bit signed integer.
    S1,
    /// `s2`: 2-bit signed integer.
    S2,
    /// `s4`: 4-bit signed integer.
    S4,
    /// `s8`.
    S8,
    /// `s16`.
    S16,
    /// `s32`.
    S32,
    /// `s64`.
    S64,
    /// `u1`: 1-bit unsigned integer.
    U1,
    /// `u2`: 2-bit unsigned integer.
    U2,
    /// `u4`: 4-bit unsigned integer.
    U4,
    /// `u8`.
    U8,
    /// `u16`.
    U16,
    /// `u32`.
    U32,
    /// `u64`.
    U64,
    /// `f16` (IEEE half).
    F16,
    /// `bf16` (bfloat16).
    Bf16,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `c64`: complex of two `f32`.
    C64,
    /// `c128`: complex of two `f64`.
    C128,
    /// `f8e5m2`.
    F8E5M2,
    /// `f8e4m3`.
    F8E4M3,
    /// `f8e4m3fn`.
    F8E4M3FN,
    /// `f8e4m3b11fnuz`.
    F8E4M3B11FNUZ,
    /// `f8e5m2fnuz`.
    F8E5M2FNUZ,
    /// `f8e4m3fnuz`.
    F8E4M3FNUZ,
    /// `f8e3m4`.
    F8E3M4,
    /// `f4e2m1fn`.
    F4E2M1FN,
    /// `f8e8m0fnu`.
    F8E8M0FNU,
    /// `token`: no data.
    Token,
    /// `opaque`: no data.
    Opaque,
}

/// Every primitive type with its canonical (lower-case) name.
const NAMES: &[(PrimitiveType, &str)] = &[
    (PrimitiveType::Pred, "pred"),
    (PrimitiveType::S1, "s1"),
    (PrimitiveType::S2, "s2"),
    (PrimitiveType::S4, "s4"),
    (PrimitiveType::S8, "s8"),
    (PrimitiveType::S16, "s16"),
    (PrimitiveType::S32, "s32"),
    (PrimitiveType::S64, "s64"),
    (PrimitiveType::U1, "u1"),
    (PrimitiveType::U2, "u2"),
    (PrimitiveType::U4, "u4"),
    (PrimitiveType::U8, "u8"),
    (PrimitiveType::U16, "u16"),
    (PrimitiveType::U32, "u32"),
    (PrimitiveType::U64, "u64"),
    (PrimitiveType::F16, "f16"),
    (PrimitiveType::Bf16, "bf16"),
    (PrimitiveType::F32, "f32"),
    (PrimitiveType::F64, "f64"),
    (PrimitiveType::C64, "c64"),
    (PrimitiveType::C128, "c128"),
    (PrimitiveType::F8E5M2, "f8e5m2"),
    (PrimitiveType::F8E4M3, "f8e4m3"),
    (PrimitiveType::F8E4M3FN, "f8e4m3fn"),
    (PrimitiveType::F8E4M3B11FNUZ, "f8e4m3b11fnuz"),
    (PrimitiveType::F8E5M2FNUZ, "f8e5m2fnuz"),
    (PrimitiveType::F8E4M3FNUZ, "f8e4m3fnuz"),
    (PrimitiveType::F8E3M4, "f8e3m4"),
    (PrimitiveType::F4E2M1FN, "f4e2m1fn"),
    (PrimitiveType::F8E8M0FNU, "f8e8m0fnu"),
    (PrimitiveType::Token, "token"),
    (PrimitiveType::Opaque, "opaque"),
];

impl PrimitiveType {
    /// The canonical lower-case name XLA prints.
    pub fn name(self) -> &'static str {
        NAMES
            .iter()
            .find(|(t, _)| *t == self)
            .map_or("invalid", |(_, n)| n)
    }

    /// The type named `name`, in any letter case (`F32` as the seed documents write it, or
    /// `f32` as XLA prints it).
    pub fn from_name(name: &str) -> Option<PrimitiveType> {
        NAMES
            .iter()
            .find(|(_, n)| n.eq_ignore_ascii_case(name))
            .map(|(t, _)| *t)
    }

    /// The width of one value in bits (`pred` is 1, `c64` is 64, `token` is 0).
    pub fn bit_width(self) -> u32 {
        use PrimitiveType::*;
        match self {
            Pred | S1 | U1 => 1,
            S2 | U2 => 2,
            S4 | U4 | F4E2M1FN => 4,
            S8 | U8 | F8E5M2 | F8E4M3 | F8E4M3FN | F8E4M3B11FNUZ | F8E5M2FNUZ | F8E4M3FNUZ
            | F8E3M4 | F8E8M0FNU => 8,
            S16 | U16 | F16 | Bf16 => 16,
            S32 | U32 | F32 => 32,
            S64 | U64 | F64 | C64 => 64,
            C128 => 128,
            Token | Opaque => 0,
        }
    }

    /// Bytes one value occupies without `E(n)` packing (XLA's `ByteSizeOfPrimitiveType`):
    /// sub-byte types and `pred` take a whole byte; `token` and `opaque` take none.
    pub fn byte_size(self) -> u64 {
        u64::from(self.bit_width().div_ceil(8))
    }

    /// True for `u1` .. `u64` (the only types `#(..)` and `*(..)` accept).
    pub fn is_unsigned_integer(self) -> bool {
        use PrimitiveType::*;
        matches!(self, U1 | U2 | U4 | U8 | U16 | U32 | U64)
    }

    /// True for types that hold array data (everything but `token` and `opaque`).
    pub fn is_array_type(self) -> bool {
        !matches!(self, PrimitiveType::Token | PrimitiveType::Opaque)
    }
}

impl fmt::Display for PrimitiveType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_in_any_case() {
        for (t, n) in NAMES {
            assert_eq!(PrimitiveType::from_name(n), Some(*t));
            assert_eq!(PrimitiveType::from_name(&n.to_ascii_uppercase()), Some(*t));
            assert_eq!(t.name(), *n);
        }
        assert_eq!(PrimitiveType::from_name("f33"), None);
    }

    #[test]
    fn storage_sizes_follow_xla() {
        assert_eq!(PrimitiveType::Pred.byte_size(), 1);
        assert_eq!(PrimitiveType::S4.byte_size(), 1);
        assert_eq!(PrimitiveType::Bf16.byte_size(), 2);
        assert_eq!(PrimitiveType::C128.byte_size(), 16);
        assert_eq!(PrimitiveType::Token.byte_size(), 0);
    }
}
