//! The complement of a layout with respect to a size.

use super::cute::{CuteLayout, from_modes, to_cute};
use super::layout::{AlgebraError, Layout, err};

/// `A*` w.r.t. `m`: the ordered layout that repeats `A` to fill `[0, m)` (CuTe's
/// `complement`), as a CuTe layout.
///
/// When `A` is strided and its codomain ends at its last element, this is CuTe's
/// definition: the gaps between `A`'s offsets are free and get filled first. Otherwise
/// `A` has padding (an XLA tile's fill): padding is owned memory, so the complement steps
/// over `A`'s whole codomain: `ceil(m / cosize):cosize`.
pub fn complement(a: &Layout, m: i64) -> Result<CuteLayout, AlgebraError> {
    if m < 1 {
        return err(format!("the complement's size must be positive, got {m}"));
    }
    let table = a.table()?;
    let last = table.iter().copied().max().unwrap_or(0);
    let strided = if last + 1 == a.cosize() {
        to_cute(a).ok()
    } else {
        None
    };
    match strided {
        Some(c) => cute_complement(&c, m),
        None => {
            let cos = a.cosize();
            let reps = m / cos + i64::from(m % cos != 0);
            Ok(from_modes(&if reps > 1 {
                vec![(reps, cos)]
            } else {
                vec![]
            }))
        }
    }
}

/// CuTe's complement of a strided layout: sort the modes by stride, fill each gap, then
/// repeat up to `m`.
pub fn cute_complement(a: &CuteLayout, m: i64) -> Result<CuteLayout, AlgebraError> {
    let mut modes: Vec<(i64, i64)> = a
        .modes()
        .into_iter()
        .filter(|&(s, d)| s > 1 && d > 0)
        .collect();
    modes.sort_by_key(|&(_, d)| d);
    let mut out = Vec::new();
    let mut current = 1i64;
    for (s, d) in modes {
        if d % current != 0 {
            return err(format!(
                "no complement: stride {d} is not a multiple of {current}, the extent covered by the smaller strides (the layout overlaps itself)"
            ));
        }
        if d / current > 1 {
            out.push((d / current, current));
        }
        current = s
            .checked_mul(d)
            .ok_or_else(|| AlgebraError(super::layout::OVERFLOW.into()))?;
    }
    let reps = m / current + i64::from(m % current != 0);
    if reps > 1 {
        out.push((reps, current));
    }
    Ok(from_modes(&out))
}
