//! Float arithmetic for folding, matching LLVM's `APFloat` with round-to-nearest-even.
//!
//! Every format of at most 64 bits is computed in `f64` and rounded once to the target: the
//! operands convert exactly, and for `+ - * /` and `sqrt` an `f64` intermediate has enough
//! precision (at least `2p + 2` bits) that the double rounding is exact. `f80` and `f128` are
//! not folded.

use super::ints::{ApInt, mask};
use tile_ir::float::{FloatSemantics, FloatValue, NonFiniteBehavior};

/// Whether values of `sem` can be computed through `f64`.
pub fn computable(sem: FloatSemantics) -> bool {
    sem.bit_width() <= 64
}

/// The quiet version of a NaN (sets the quiet bit of IEEE formats).
pub fn quiet(v: FloatValue) -> FloatValue {
    if v.sem.non_finite_behavior() != NonFiniteBehavior::Ieee754 || !v.is_nan() {
        return v;
    }
    let bit = 1u128 << (v.sem.mantissa_bits().saturating_sub(1));
    FloatValue::from_bits(v.sem, v.bits | bit).unwrap_or(v)
}

/// Whether `v` is a signalling NaN.
pub fn is_signaling(v: FloatValue) -> bool {
    v.is_nan()
        && v.sem.non_finite_behavior() == NonFiniteBehavior::Ieee754
        && (v.bits >> v.sem.mantissa_bits().saturating_sub(1)) & 1 == 0
}

/// `x` rounded to `sem`, with any NaN made the default NaN (APFloat's result of an invalid
/// operation).
fn round_result(sem: FloatSemantics, x: f64) -> Option<FloatValue> {
    if x.is_nan() {
        return FloatValue::nan(sem);
    }
    Some(FloatValue::from_f64_rounded(sem, x))
}

/// A binary arithmetic operation.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FloatBinOp {
    /// `a + b`
    Add,
    /// `a - b`
    Sub,
    /// `a * b`
    Mul,
    /// `a / b`
    Div,
    /// `fmod(a, b)` (sign of `a`).
    Rem,
}

/// `a op b` as APFloat computes it; `None` for formats that are not folded.
pub fn binary(op: FloatBinOp, a: FloatValue, b: FloatValue) -> Option<FloatValue> {
    if a.sem != b.sem || !computable(a.sem) {
        return None;
    }
    if a.is_nan() {
        return Some(quiet(a));
    }
    if b.is_nan() {
        return Some(quiet(b));
    }
    let (x, y) = (a.to_f64(), b.to_f64());
    let r = match op {
        FloatBinOp::Add => x + y,
        FloatBinOp::Sub => x - y,
        FloatBinOp::Mul => x * y,
        FloatBinOp::Div => x / y,
        FloatBinOp::Rem => x % y,
    };
    round_result(a.sem, r)
}

/// The result of comparing two floats.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Ordering {
    /// `a < b`
    Less,
    /// `a == b` (also `+0 == -0`)
    Equal,
    /// `a > b`
    Greater,
    /// A NaN is involved.
    Unordered,
}

/// APFloat's `compare`.
pub fn compare(a: FloatValue, b: FloatValue) -> Option<Ordering> {
    if a.sem != b.sem || !computable(a.sem) {
        return None;
    }
    if a.is_nan() || b.is_nan() {
        return Some(Ordering::Unordered);
    }
    let (x, y) = (a.to_f64(), b.to_f64());
    Some(if x < y {
        Ordering::Less
    } else if x > y {
        Ordering::Greater
    } else {
        Ordering::Equal
    })
}

/// Applies an `arith.cmpf` predicate (MLIR's value order: `false`, `oeq`, ... `true`).
pub fn cmpf(pred: i128, a: FloatValue, b: FloatValue) -> Option<bool> {
    use Ordering::*;
    let c = compare(a, b)?;
    Some(match pred {
        0 => false,
        1 => c == Equal,
        2 => c == Greater,
        3 => c == Greater || c == Equal,
        4 => c == Less,
        5 => c == Less || c == Equal,
        6 => c != Unordered && c != Equal,
        7 => c != Unordered,
        8 => c == Unordered || c == Equal,
        9 => c == Unordered || c == Greater,
        10 => c == Unordered || c == Greater || c == Equal,
        11 => c == Unordered || c == Less,
        12 => c == Unordered || c == Less || c == Equal,
        13 => c != Equal,
        14 => c == Unordered,
        15 => true,
        _ => return None,
    })
}

/// Which of LLVM's min/max functions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MinMax {
    /// `llvm::maximum`: NaN-propagating, `-0 < +0`.
    Maximum,
    /// `llvm::minimum`
    Minimum,
    /// `llvm::maxnum`: NaN-ignoring.
    MaxNum,
    /// `llvm::minnum`
    MinNum,
}

/// LLVM's `maximum`, `minimum`, `maxnum` and `minnum`.
pub fn min_max(kind: MinMax, a: FloatValue, b: FloatValue) -> Option<FloatValue> {
    let is_max = matches!(kind, MinMax::Maximum | MinMax::MaxNum);
    let propagate = matches!(kind, MinMax::Maximum | MinMax::Minimum);
    if propagate {
        if a.is_nan() {
            return Some(quiet(a));
        }
        if b.is_nan() {
            return Some(quiet(b));
        }
    } else {
        if is_signaling(a) {
            return Some(quiet(a));
        }
        if is_signaling(b) {
            return Some(quiet(b));
        }
        if a.is_nan() {
            return Some(b);
        }
        if b.is_nan() {
            return Some(a);
        }
    }
    if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
        let a_wins = is_max != a.is_negative();
        return Some(if a_wins { a } else { b });
    }
    let c = compare(a, b)?;
    Some(match (is_max, c) {
        (true, Ordering::Less) | (false, Ordering::Greater) => b,
        _ => a,
    })
}

/// `roundToIntegral` in a direction, via `f64` (exact for the computable formats).
pub fn round_integral(a: FloatValue, f: fn(f64) -> f64) -> Option<FloatValue> {
    if !computable(a.sem) {
        return None;
    }
    if a.is_nan() {
        return Some(quiet(a));
    }
    Some(FloatValue::from_f64_rounded(a.sem, f(a.to_f64())))
}

/// `a` with the sign of `b`.
pub fn copy_sign(a: FloatValue, b: FloatValue) -> FloatValue {
    if a.is_negative() == b.is_negative() {
        a
    } else {
        a.negated()
    }
}

/// `|a|`.
pub fn abs(a: FloatValue) -> FloatValue {
    if a.is_negative() { a.negated() } else { a }
}

/// `a` converted to `to` if that loses nothing (MLIR's `convertFloatValue`): no rounding,
/// overflow, or infinity/NaN the target cannot hold; signalling NaNs do not fold.
pub fn convert_exact(a: FloatValue, to: FloatSemantics) -> Option<FloatValue> {
    if !computable(a.sem) || !computable(to) {
        return None;
    }
    if a.is_inf() && to.non_finite_behavior() != NonFiniteBehavior::Ieee754 {
        return None;
    }
    if a.is_nan() && (to.non_finite_behavior() == NonFiniteBehavior::FiniteOnly || is_signaling(a))
    {
        return None;
    }
    let r = a.convert(to);
    let back = r.convert(a.sem);
    let same = if a.is_nan() {
        back.is_nan() && back.bits == a.bits
    } else {
        back == a && r.is_nan() == a.is_nan() && r.is_inf() == a.is_inf()
    };
    same.then_some(r)
}

/// An integer converted to `sem` with round-to-nearest-even (`convertFromAPInt`).
pub fn from_int(v: ApInt, signed: bool, sem: FloatSemantics) -> Option<FloatValue> {
    if !computable(sem) {
        return None;
    }
    let negative = signed && v.is_negative();
    let magnitude = if negative {
        v.signed().unsigned_abs()
    } else {
        v.unsigned()
    };
    let x = if sem == FloatSemantics::F64 {
        magnitude as f64
    } else {
        round_to_odd_f64(magnitude)
    };
    let x = if negative { -x } else { x };
    Some(FloatValue::from_f64_rounded(sem, x))
}

/// `m` as an `f64` rounded to odd (truncated to 53 significant bits, sticky bit in the last
/// place), so a second rounding to a format with at most 51 bits of precision is correct.
fn round_to_odd_f64(m: u128) -> f64 {
    let bits = 128 - m.leading_zeros();
    if bits <= 53 {
        return m as f64;
    }
    let shift = bits - 53;
    let kept = m >> shift;
    let sticky = u128::from(m & mask(shift) != 0);
    ((kept | sticky) as f64) * 2f64.powi(shift as i32)
}

/// A float converted to an integer of `width` bits rounding toward zero
/// (`convertToInteger`); `None` for NaN, infinity or out-of-range values.
pub fn to_int(a: FloatValue, width: u32, signed: bool) -> Option<ApInt> {
    if !computable(a.sem) || !a.is_finite() || width == 0 || width > 128 {
        return None;
    }
    let t = a.to_f64().trunc();
    let v: i128 = if signed {
        let limit = 2f64.powi(width as i32 - 1);
        if t < -limit || t >= limit {
            return None;
        }
        t as i128
    } else {
        if t < 0.0 || t >= 2f64.powi(width as i32) {
            return None;
        }
        (t as u128) as i128
    };
    ApInt::new(v, width)
}
