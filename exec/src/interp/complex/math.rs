//! The complex functions as MLIR's complex-to-standard lowering computes them, step by
//! step in the element type (`T` is `f32` or `f64`), with the same special cases for
//! zeros, infinities and NaNs (`sqrt`, `div`, `pow`, `tanh`, ... select among several
//! candidate results exactly as the lowered IR does).

use std::ops::{Add, Div, Mul, Neg, Sub};

/// The float operations the lowered IR uses.
pub trait Real:
    Copy
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    /// The value of an `f64` constant in this type.
    fn c(x: f64) -> Self;
    /// `math.absf`.
    fn abs(self) -> Self;
    /// `math.sqrt`.
    fn sqrt(self) -> Self;
    /// `math.powf`.
    fn powf(self, e: Self) -> Self;
    /// `math.exp`.
    fn exp(self) -> Self;
    /// `math.expm1`.
    fn expm1(self) -> Self;
    /// `math.log`.
    fn ln(self) -> Self;
    /// `math.log1p`.
    fn ln1p(self) -> Self;
    /// `math.sin`.
    fn sin(self) -> Self;
    /// `math.cos`.
    fn cos(self) -> Self;
    /// `math.atan2` (`self` is y).
    fn atan2(self, x: Self) -> Self;
    /// `math.fma`.
    fn fma(self, b: Self, c: Self) -> Self;
    /// `math.copysign`.
    fn copysign(self, sign: Self) -> Self;
    /// Whether NaN.
    fn nan(self) -> bool;
    /// Whether negative (sign bit set).
    fn neg_sign(self) -> bool;
}

macro_rules! real {
    ($t:ty) => {
        impl Real for $t {
            fn c(x: f64) -> Self {
                x as $t
            }
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            fn powf(self, e: Self) -> Self {
                <$t>::powf(self, e)
            }
            fn exp(self) -> Self {
                <$t>::exp(self)
            }
            fn expm1(self) -> Self {
                <$t>::exp_m1(self)
            }
            fn ln(self) -> Self {
                <$t>::ln(self)
            }
            fn ln1p(self) -> Self {
                <$t>::ln_1p(self)
            }
            fn sin(self) -> Self {
                <$t>::sin(self)
            }
            fn cos(self) -> Self {
                <$t>::cos(self)
            }
            fn atan2(self, x: Self) -> Self {
                <$t>::atan2(self, x)
            }
            fn fma(self, b: Self, c: Self) -> Self {
                <$t>::mul_add(self, b, c)
            }
            fn copysign(self, sign: Self) -> Self {
                <$t>::copysign(self, sign)
            }
            fn nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn neg_sign(self) -> bool {
                <$t>::is_sign_negative(self)
            }
        }
    };
}
real!(f32);
real!(f64);

/// A complex value `(re, im)`.
pub type C<T> = (T, T);

fn inf<T: Real>() -> T {
    T::c(f64::INFINITY)
}

fn sel<T>(c: bool, a: T, b: T) -> T {
    if c { a } else { b }
}

/// `arith.maximumf` (NaN-propagating, `-0 < +0`).
fn maximum<T: Real>(x: T, y: T) -> T {
    if x.nan() || y.nan() {
        T::c(f64::NAN)
    } else if x == y {
        sel(x.neg_sign(), y, x)
    } else {
        sel(x > y, x, y)
    }
}

/// `arith.minimumf`.
fn minimum<T: Real>(x: T, y: T) -> T {
    if x.nan() || y.nan() {
        T::c(f64::NAN)
    } else if x == y {
        sel(x.neg_sign(), x, y)
    } else {
        sel(x < y, x, y)
    }
}

/// `cmpf one`: ordered and unequal.
fn one<T: Real>(x: T, y: T) -> bool {
    !x.nan() && !y.nan() && x != y
}

/// `|z|` scaled by its larger part: `max * sqrt(1 + (min/max)^2)`, `min` when NaN.
pub fn abs<T: Real>((a, b): C<T>) -> T {
    let (mx, mn) = (maximum(a.abs(), b.abs()), minimum(a.abs(), b.abs()));
    let r = mn / mx;
    let v = mx * (r * r + T::c(1.0)).sqrt();
    sel(v.nan(), mn, v)
}

/// `|z|^(1/2)` scaled the same way (`sqrt(max) * (1 + (min/max)^2)^(1/4)`).
fn sqrt_abs<T: Real>((a, b): C<T>) -> T {
    let (mx, mn) = (maximum(a.abs(), b.abs()), minimum(a.abs(), b.abs()));
    let r = mn / mx;
    let v = mx.sqrt() * (r * r + T::c(1.0)).powf(T::c(0.25));
    sel(v.nan(), mn, v)
}

pub fn add<T: Real>((a, b): C<T>, (c, d): C<T>) -> C<T> {
    (a + c, b + d)
}

pub fn sub<T: Real>((a, b): C<T>, (c, d): C<T>) -> C<T> {
    (a - c, b - d)
}

pub fn mul<T: Real>((a, b): C<T>, (c, d): C<T>) -> C<T> {
    (a * c - b * d, b * c + a * d)
}

/// Smith's division with the lowering's zero, infinity and NaN cases.
pub fn div<T: Real>((a, b): C<T>, (c, d): C<T>) -> C<T> {
    let (zero, one_) = (T::c(0.0), T::c(1.0));
    let r = c / d;
    let den = d + r * c;
    let (re_d, im_d) = ((a * r + b) / den, (b * r - a) / den);
    let r = d / c;
    let den = c + r * d;
    let (re_c, im_c) = ((a + b * r) / den, (b - a * r) / den);
    let (ac, ad) = (c.abs(), d.abs());
    let divisor_zero = ac == zero && ad == zero && (!a.nan() || !b.nan());
    let inf_c = inf::<T>().copysign(c);
    let zero_case = (inf_c * a, inf_c * b);
    let divisor_finite = one(ac, inf()) && one(ad, inf());
    let (a_inf, b_inf) = (a.abs() == inf(), b.abs() == inf());
    let inf_case_cond = (a_inf || b_inf) && divisor_finite;
    let a1 = sel(a_inf, one_, zero).copysign(a);
    let b1 = sel(b_inf, one_, zero).copysign(b);
    let inf_case = (
        inf::<T>() * (a1 * c + b1 * d),
        inf::<T>() * (b1 * c - a1 * d),
    );
    let dividend_finite = one(a.abs(), inf()) && one(b.abs(), inf());
    let (c_inf, d_inf) = (ac == inf(), ad == inf());
    let zero_result_cond = dividend_finite && (c_inf || d_inf);
    let c1 = sel(c_inf, one_, zero).copysign(c);
    let d1 = sel(d_inf, one_, zero).copysign(d);
    let zero_result = (zero * (a * c1 + b * d1), zero * (b * c1 - a * d1));
    let lt = ac < ad;
    let smith = (sel(lt, re_d, re_c), sel(lt, im_d, im_c));
    let mut r = sel(zero_result_cond, zero_result, smith);
    r = sel(inf_case_cond, inf_case, r);
    r = sel(divisor_zero, zero_case, r);
    sel(smith.0.nan() && smith.1.nan(), r, smith)
}

/// The principal square root in polar form, with the lowering's special cases.
pub fn sqrt<T: Real>(z @ (a, b): C<T>) -> C<T> {
    let zero = T::c(0.0);
    let m = sqrt_abs(z);
    let th = b.atan2(a) * T::c(0.5);
    let (c, s) = (th.cos(), th.sin());
    let re = m * c;
    let im = sel(s == zero, zero, m * s);
    let ab = b.abs();
    let (b_inf, b_fin) = (ab == inf(), one(ab, inf()));
    let (a_pinf, a_ninf) = (a == inf(), a == -inf::<T>());
    let re = sel(a_ninf && b_fin, zero, re);
    let re = sel(b_inf || a_pinf, inf(), re);
    let im = sel(m.nan(), T::c(f64::NAN), im);
    let im = sel(b_inf || a_ninf, inf::<T>().copysign(b), im);
    sel(m == zero, (zero, zero), (re, im))
}

/// `1 / sqrt(z)` in polar form.
pub fn rsqrt<T: Real>((a, b): C<T>) -> C<T> {
    let (zero, one_) = (T::c(0.0), T::c(1.0));
    let (mx, mn) = (maximum(a.abs(), b.abs()), minimum(a.abs(), b.abs()));
    let r = mn / mx;
    let t = one_ / (r * r + one_).sqrt();
    let m = one_ / mx.sqrt() * t.sqrt();
    let m = sel(m.nan(), one_ / mn.sqrt(), m);
    let th = b.atan2(a) * T::c(-0.5);
    let (re, im) = (m * th.cos(), m * th.sin());
    let edge = (b.abs() == inf() && a.nan()) || a.abs() == inf();
    let re = sel(edge, zero.copysign(a), re);
    let im = sel(edge, T::c(-1.0) * zero.copysign(b), im);
    sel(a == zero && b == zero, (inf(), T::c(f64::NAN)), (re, im))
}

pub fn exp<T: Real>((a, b): C<T>) -> C<T> {
    let e = a.exp();
    let h = (a * T::c(0.5)).exp();
    let (c, s) = (b.cos(), b.sin());
    let big = e == inf();
    let re = sel(big, h * c * h, e * c);
    let im = sel(big, h * s * h, e * s);
    (re, sel(b == T::c(0.0), T::c(0.0), im))
}

/// `exp(z) - 1` with `cos(b) - 1` from a polynomial for small `b`.
pub fn expm1<T: Real>((a, b): C<T>) -> C<T> {
    let em = a.expm1();
    let s = b.sin();
    let b2 = b * b;
    let b4 = b2 * b2;
    let mut p = T::c(4.737750796424621e-14).fma(b2, T::c(-1.147028484342536e-11));
    for k in [
        2.087675428708152e-09,
        -2.755731921499979e-07,
        2.480158730157055e-05,
        -0.0013888888888888872,
        0.041666666666666664,
    ] {
        p = p.fma(b2, T::c(k));
    }
    let small = b4 * p + T::c(-0.5) * b2;
    let cm1 = sel(b2 >= T::c(0.61685), b.cos() + T::c(-1.0), small);
    let re = em * (cm1 + T::c(1.0)) + cm1;
    (re, sel(b == T::c(0.0), T::c(0.0), (em + T::c(1.0)) * s))
}

pub fn log<T: Real>(z @ (a, b): C<T>) -> C<T> {
    (abs(z).ln(), b.atan2(a))
}

pub fn log1p<T: Real>((a, b): C<T>) -> C<T> {
    let one_ = T::c(1.0);
    let x = a + one_;
    let (ax, ab) = (x.abs(), b.abs());
    let (mx, mn) = (maximum(ax, ab), minimum(ax, ab));
    let v = sel(x > ab, a, mx - one_);
    let r = mn / mx;
    let re = T::c(0.5) * (r * r).ln1p() + v.ln1p();
    (sel(re.nan(), mn, re), b.atan2(x))
}

pub fn sin<T: Real>((a, b): C<T>) -> C<T> {
    let e = b.exp();
    let (h, g) = (T::c(0.5) * e, T::c(0.5) / e);
    ((h + g) * a.sin(), (h - g) * a.cos())
}

pub fn cos<T: Real>((a, b): C<T>) -> C<T> {
    let e = b.exp();
    let (h, g) = (T::c(0.5) * e, T::c(0.5) / e);
    ((g + h) * a.cos(), (g - h) * a.sin())
}

/// `tanh(x + iy)` from `expm1(±2x)`, with the lowering's overflow cases.
pub fn tanh<T: Real>((x, y): C<T>) -> C<T> {
    let four = T::c(4.0);
    let x2 = x + x;
    let (ep, em) = (x2.expm1(), (T::c(-1.0) * x2).expm1());
    let c = y.cos();
    let num_im = four * (c * y.sin());
    let sum = ep + em;
    let den = sum + c * c * four;
    let re = sel(sum == inf(), T::c(-1.0).copysign(x), (ep - em) / den);
    let im = num_im / den;
    let x_inf = x.abs() == inf();
    let re = sel(num_im.nan() && !x_inf, T::c(f64::NAN), re);
    let im = sel(y == T::c(0.0) || (x_inf && num_im.nan()), T::c(0.0), im);
    (re, im)
}

/// `tan(z) = -i tanh(iz)`.
pub fn tan<T: Real>((a, b): C<T>) -> C<T> {
    let (p, q) = tanh((b * T::c(-1.0), a));
    (q, p * T::c(-1.0))
}

pub fn sign<T: Real>(z @ (a, b): C<T>) -> C<T> {
    if a == T::c(0.0) && b == T::c(0.0) {
        return z;
    }
    let m = abs(z);
    (a / m, b / m)
}

/// `z^w` in polar form, with the lowering's cases for zero and infinite bases.
pub fn pow<T: Real>(z @ (a, b): C<T>, (c, d): C<T>) -> C<T> {
    let (zero, one_) = (T::c(0.0), T::c(1.0));
    let m = abs(z);
    let th = b.atan2(a);
    let mag = m.powf(c) * (-d * th).exp();
    let ang = c * th + d * m.ln();
    let general = (mag * ang.cos(), mag * ang.sin());
    let (unit, origin) = ((one_, zero), (zero, zero));
    let (d0, c0, b0) = (d == zero, c == zero, b == zero);
    let mut r = sel(m == zero && d0 && zero <= c, sel(c0, unit, origin), general);
    r = sel(c0 && d0, unit, r);
    r = sel(a == one_ && b0, unit, r);
    let a_inf = a == inf();
    r = sel(a_inf && b0 && d0 && c > zero, (inf(), zero), r);
    sel(a_inf && b0 && d0 && c < zero, origin, r)
}

/// `atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2))`, composed as the lowering does.
pub fn atan2<T: Real>(y: C<T>, x: C<T>) -> C<T> {
    let (zero, one_) = (T::c(0.0), T::c(1.0));
    let root = sqrt(add(mul(x, x), mul(y, y)));
    let num = add(x, mul((zero, one_), y));
    mul((zero, -one_), log(div(num, root)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqrt_of_negative_real_is_polar() {
        // cos(pi/2) is not 0 in floating point: MLIR's lowering keeps that residue.
        let (re, im) = sqrt((-4.0f64, 0.0));
        assert_eq!(im, 2.0);
        assert!(re > 0.0 && re < 1e-15);
        assert_eq!(sqrt((0.0f64, -0.0)), (0.0, 0.0));
    }

    #[test]
    fn division_by_zero_follows_the_lowering() {
        assert_eq!(
            div((3.0f64, 4.0), (0.0, 0.0)),
            (f64::INFINITY, f64::INFINITY)
        );
        let (re, im) = div((0.0f32, 0.0), (0.0, 0.0));
        assert!(re.is_nan() && im.is_nan());
        assert_eq!(div((1.0f64, 1.0), (f64::INFINITY, 0.0)), (0.0, 0.0));
    }

    #[test]
    fn pow_special_bases() {
        assert_eq!(pow((0.0f64, 0.0), (0.0, 0.0)), (1.0, 0.0));
        assert_eq!(pow((0.0f64, 0.0), (2.0, 0.0)), (0.0, 0.0));
        assert_eq!(pow((f64::INFINITY, 0.0), (2.0, 0.0)), (f64::INFINITY, 0.0));
        assert_eq!(pow((f64::INFINITY, 0.0), (-2.0, 0.0)), (0.0, 0.0));
    }

    #[test]
    fn tanh_saturates() {
        assert_eq!(tanh((1e30f64, 1e30)).0, 1.0);
        assert_eq!(abs((3.0f32, 4.0)), 5.0);
    }
}
