//! Padding: what is rounded up to what, and the id of an unused buffer slot.

/// The alignment of SparseCore data: each partition's segment of a COO buffer starts at a
/// multiple of 8 entries, table widths are padded to 8 (32-byte rows of `f32`) and
/// vocabularies to `8 N` (8 rows per partition).
pub const ALIGNMENT: u64 = 8;

/// The id of unused slots in the static buffers (jax-tpu-embedding's `PADDING_VALUE`,
/// `INT32_MAX`); their gains are NaN.
pub const PADDING_ID: i32 = i32::MAX;

/// `x` rounded up to a multiple of `m`; saturates at `u64::MAX` instead of overflowing
/// (callers bound their inputs; a saturated size fails their limit checks). `m = 0` leaves
/// `x` as it is.
pub fn round_up(x: u64, m: u64) -> u64 {
    match x.checked_rem(m) {
        None | Some(0) => x,
        Some(r) => x.saturating_add(m - r),
    }
}

/// A vocabulary padded for mod sharding over `num_partitions`: a multiple of `8 N`, so every
/// partition holds the same number of rows, itself a multiple of 8.
pub fn padded_vocab(vocab: u64, num_partitions: u64) -> u64 {
    round_up(vocab, ALIGNMENT.saturating_mul(num_partitions))
}

/// A table width padded to [`ALIGNMENT`].
pub fn padded_width(width: u64) -> u64 {
    round_up(width, ALIGNMENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding() {
        assert_eq!(round_up(0, 8), 0);
        assert_eq!(round_up(1, 8), 8);
        assert_eq!(round_up(16, 8), 16);
        assert_eq!(round_up(5, 0), 5);
        // `u64::MAX` overflowed `round_up(dim, 8)` in stack planning once; it saturates.
        assert_eq!(round_up(u64::MAX, 8), u64::MAX);
        assert_eq!(padded_vocab(1000, 4), 1024);
        assert_eq!(padded_vocab(1000, 1 << 16), 1 << 19);
        assert_eq!(padded_width(3), 8);
    }
}
