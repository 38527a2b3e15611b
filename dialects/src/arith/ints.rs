//! Fixed-width two's complement integers (LLVM's `APInt`) up to 128 bits, for folding.

/// An integer of `width` bits (at most 128), stored as its low `width` bits.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ApInt {
    /// The bit pattern; bits at and above `width` are zero.
    pub bits: u128,
    /// The width in bits.
    pub width: u32,
}

/// The mask of the low `width` bits.
pub fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

impl ApInt {
    /// `v` truncated to `width` bits (`None` for widths above 128).
    pub fn new(v: i128, width: u32) -> Option<ApInt> {
        (width <= 128).then(|| ApInt {
            bits: (v as u128) & mask(width),
            width,
        })
    }
    /// A value of the same width as `self` from raw bits (truncated).
    pub fn with_bits(self, bits: u128) -> ApInt {
        ApInt {
            bits: bits & mask(self.width),
            width: self.width,
        }
    }
    /// The value sign-extended to i128.
    pub fn signed(self) -> i128 {
        if self.width == 0 {
            return 0;
        }
        let shift = 128 - self.width;
        ((self.bits << shift) as i128) >> shift
    }
    /// The value zero-extended.
    pub fn unsigned(self) -> u128 {
        self.bits
    }
    /// Whether the value is zero.
    pub fn is_zero(self) -> bool {
        self.bits == 0
    }
    /// Whether the value is one (`i1` true counts as one).
    pub fn is_one(self) -> bool {
        self.bits == 1
    }
    /// Whether every bit is set.
    pub fn is_all_ones(self) -> bool {
        self.bits == mask(self.width)
    }
    /// The sign bit.
    pub fn is_negative(self) -> bool {
        self.width > 0 && (self.bits >> (self.width - 1)) & 1 == 1
    }
    /// The largest signed value of the width.
    pub fn is_max_signed(self) -> bool {
        self.width > 0 && self.bits == mask(self.width - 1)
    }
    /// The smallest signed value of the width.
    pub fn is_min_signed(self) -> bool {
        self.width > 0 && self.bits == 1u128 << (self.width - 1)
    }
    /// Whether `v` fits this width as a signed value.
    fn fits_signed(self, v: i128) -> bool {
        self.width >= 128
            || (self.width > 0
                && v >= -(1i128 << (self.width - 1))
                && v < (1i128 << (self.width - 1)))
            || (self.width == 0 && v == 0)
    }

    /// Wrapping addition.
    pub fn wrapping_add(self, o: ApInt) -> ApInt {
        self.with_bits(self.bits.wrapping_add(o.bits))
    }
    /// Wrapping subtraction.
    pub fn wrapping_sub(self, o: ApInt) -> ApInt {
        self.with_bits(self.bits.wrapping_sub(o.bits))
    }
    /// Wrapping multiplication.
    pub fn wrapping_mul(self, o: ApInt) -> ApInt {
        self.with_bits(self.bits.wrapping_mul(o.bits))
    }
    /// Unsigned division; `None` on division by zero.
    pub fn udiv(self, o: ApInt) -> Option<ApInt> {
        self.bits.checked_div(o.bits).map(|q| self.with_bits(q))
    }
    /// Unsigned remainder; `None` on division by zero.
    pub fn urem(self, o: ApInt) -> Option<ApInt> {
        self.bits.checked_rem(o.bits).map(|r| self.with_bits(r))
    }
    /// Signed division; `None` on division by zero or overflow (`MIN / -1`).
    pub fn sdiv(self, o: ApInt) -> Option<ApInt> {
        let q = self.signed().checked_div(o.signed())?;
        self.fits_signed(q).then(|| self.with_bits(q as u128))
    }
    /// Signed remainder (sign of the dividend); `None` on division by zero.
    pub fn srem(self, o: ApInt) -> Option<ApInt> {
        if o.is_zero() {
            return None;
        }
        Some(self.with_bits(self.signed().wrapping_rem(o.signed()) as u128))
    }
    /// Signed division rounding toward negative infinity; `None` on zero or overflow.
    pub fn sfloordiv(self, o: ApInt) -> Option<ApInt> {
        let (a, b) = (self.signed(), o.signed());
        let q = a.checked_div(b)?;
        let r = a.checked_rem(b)?;
        let q = if r != 0 && ((r < 0) != (b < 0)) {
            q.checked_sub(1)?
        } else {
            q
        };
        self.fits_signed(q).then(|| self.with_bits(q as u128))
    }
    /// Unsigned division rounding up; `None` on division by zero.
    pub fn ceildivu(self, o: ApInt) -> Option<ApInt> {
        let q = self.bits.checked_div(o.bits)?;
        let r = self.bits.checked_rem(o.bits)?;
        if r == 0 {
            return Some(self.with_bits(q));
        }
        let q1 = q.checked_add(1)?;
        (q1 <= mask(self.width)).then(|| self.with_bits(q1))
    }
    /// Signed division rounding up, exactly (what the lowered op computes, unlike the
    /// folder's [`ApInt::ceildivs`]); `None` on division by zero or overflow (`MIN / -1`).
    pub fn ceildivs_exact(self, o: ApInt) -> Option<ApInt> {
        let (a, b) = (self.signed(), o.signed());
        let q = a.checked_div(b)?;
        let r = a.checked_rem(b)?;
        let q = if r != 0 && ((r < 0) == (b < 0)) {
            q.checked_add(1)?
        } else {
            q
        };
        self.fits_signed(q).then(|| self.with_bits(q as u128))
    }
    /// Signed division rounding up; `None` on division by zero or any intermediate overflow,
    /// as MLIR's folder.
    pub fn ceildivs(self, o: ApInt) -> Option<ApInt> {
        if o.is_zero() {
            return None;
        }
        let (a, b) = (self.signed(), o.signed());
        if a == 0 {
            return Some(self);
        }
        let neg = |v: i128| v.checked_neg().filter(|&n| self.fits_signed(n));
        let ceil_pos = |x: i128, y: i128| -> Option<i128> {
            let q = x
                .checked_sub(1)
                .filter(|&v| self.fits_signed(v))?
                .checked_div(y)?;
            q.checked_add(1).filter(|&v| self.fits_signed(v))
        };
        let r = match (a > 0, b > 0) {
            (true, true) => ceil_pos(a, b)?,
            (false, false) => ceil_pos(neg(a)?, neg(b)?)?,
            (false, true) => neg(neg(a)?.checked_div(b).filter(|&v| self.fits_signed(v))?)?,
            (true, false) => neg(a.checked_div(neg(b)?).filter(|&v| self.fits_signed(v))?)?,
        };
        Some(self.with_bits(r as u128))
    }
    /// Bitwise and.
    pub fn and(self, o: ApInt) -> ApInt {
        self.with_bits(self.bits & o.bits)
    }
    /// Bitwise or.
    pub fn or(self, o: ApInt) -> ApInt {
        self.with_bits(self.bits | o.bits)
    }
    /// Bitwise xor.
    pub fn xor(self, o: ApInt) -> ApInt {
        self.with_bits(self.bits ^ o.bits)
    }
    /// The shift amount if it is below the width.
    fn shift_amount(self, o: ApInt) -> Option<u32> {
        u32::try_from(o.bits).ok().filter(|&s| s < self.width)
    }
    /// Left shift; `None` when shifting by the width or more.
    pub fn checked_shl(self, o: ApInt) -> Option<ApInt> {
        self.shift_amount(o).map(|s| self.with_bits(self.bits << s))
    }
    /// Logical right shift; `None` when shifting by the width or more.
    pub fn lshr(self, o: ApInt) -> Option<ApInt> {
        self.shift_amount(o).map(|s| self.with_bits(self.bits >> s))
    }
    /// Arithmetic right shift; `None` when shifting by the width or more.
    pub fn ashr(self, o: ApInt) -> Option<ApInt> {
        self.shift_amount(o)
            .map(|s| self.with_bits((self.signed() >> s) as u128))
    }
    /// Signed maximum.
    pub fn smax(self, o: ApInt) -> ApInt {
        if self.signed() >= o.signed() { self } else { o }
    }
    /// Signed minimum.
    pub fn smin(self, o: ApInt) -> ApInt {
        if self.signed() <= o.signed() { self } else { o }
    }
    /// Unsigned maximum.
    pub fn umax(self, o: ApInt) -> ApInt {
        if self.bits >= o.bits { self } else { o }
    }
    /// Unsigned minimum.
    pub fn umin(self, o: ApInt) -> ApInt {
        if self.bits <= o.bits { self } else { o }
    }
    /// The high half of the unsigned double-width product.
    pub fn mulhu(self, o: ApInt) -> ApInt {
        let (lo, hi) = mul_wide(self.bits, o.bits);
        self.with_bits(shr_wide(lo, hi, self.width))
    }
    /// The high half of the signed double-width product.
    pub fn mulhs(self, o: ApInt) -> ApInt {
        let mut h = self.mulhu(o);
        if self.is_negative() {
            h = h.wrapping_sub(o);
        }
        if o.is_negative() {
            h = h.wrapping_sub(self);
        }
        h
    }
    /// Zero-extension or truncation to `width`.
    pub fn zext_or_trunc(self, width: u32) -> Option<ApInt> {
        ApInt::new(self.bits as i128, width)
    }
    /// Sign-extension or truncation to `width`.
    pub fn sext_or_trunc(self, width: u32) -> Option<ApInt> {
        ApInt::new(self.signed(), width)
    }
    /// Absolute value (wrapping: `abs(MIN) == MIN`).
    pub fn abs(self) -> ApInt {
        if self.is_negative() {
            self.with_bits(0).wrapping_sub(self)
        } else {
            self
        }
    }
    /// Number of leading zeros within the width.
    pub fn leading_zeros(self) -> u32 {
        self.bits.leading_zeros().saturating_sub(128 - self.width)
    }
    /// Number of trailing zeros (the width for zero).
    pub fn trailing_zeros(self) -> u32 {
        self.bits.trailing_zeros().min(self.width)
    }
    /// Number of set bits.
    pub fn count_ones(self) -> u32 {
        self.bits.count_ones()
    }
    /// Compares with an integer predicate (`eq`, `ne`, `slt`, ... in MLIR's value order).
    pub fn compare(self, o: ApInt, pred: super::attrs::CmpIPredicate) -> bool {
        use super::attrs::CmpIPredicate::*;
        let (s, t) = (self.signed(), o.signed());
        match pred {
            Eq => self.bits == o.bits,
            Ne => self.bits != o.bits,
            Slt => s < t,
            Sle => s <= t,
            Sgt => s > t,
            Sge => s >= t,
            Ult => self.bits < o.bits,
            Ule => self.bits <= o.bits,
            Ugt => self.bits > o.bits,
            Uge => self.bits >= o.bits,
        }
    }
}

/// The full 256-bit product `(low, high)` of two 128-bit values.
fn mul_wide(a: u128, b: u128) -> (u128, u128) {
    let m = u128::from(u64::MAX);
    let (a0, a1, b0, b1) = (a & m, a >> 64, b & m, b >> 64);
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let mid = (p00 >> 64) + (p01 & m) + (p10 & m);
    let lo = (p00 & m) | (mid << 64);
    let hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    (lo, hi)
}

/// Bits `shift..shift+128` of the 256-bit value `(lo, hi)`.
fn shr_wide(lo: u128, hi: u128, shift: u32) -> u128 {
    match shift {
        0 => lo,
        128.. => hi,
        s => (lo >> s) | (hi << (128 - s)),
    }
}
