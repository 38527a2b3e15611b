//! The exact inverse of a bijective layout.

use super::cute::{from_modes, to_cute};
use super::layout::{AlgebraError, Layout, err};

/// The layout `R` with `R(A(x)) = x` for every element and `A(R(y)) = y` for every
/// offset: it exists only when `A` maps its domain one-to-one onto `[0, cosize)`. Padding
/// (an offset no element reaches) and a repeated offset are errors naming the offset.
/// The result is built from `A`'s strided form (sorted by stride, as CuTe's right
/// inverse), so a bijection that is not strided is an error too.
pub fn inverse(a: &Layout) -> Result<Layout, AlgebraError> {
    let table = a.table()?;
    let cosize = a.cosize();
    let mut owner: Vec<Option<i64>> = vec![None; usize::try_from(cosize).unwrap_or(0)];
    for (x, &v) in table.iter().enumerate() {
        let Some(slot) = usize::try_from(v).ok().and_then(|v| owner.get_mut(v)) else {
            return err(format!("element {x} maps to {v}, outside the codomain"));
        };
        if let Some(first) = slot {
            return err(format!(
                "no inverse: elements {first} and {x} both map to offset {v}"
            ));
        }
        *slot = Some(x as i64);
    }
    if let Some(hole) = owner.iter().position(Option::is_none) {
        return err(format!(
            "no inverse: offset {hole} is padding (no element maps to it; {} of {cosize} offsets are)",
            owner.iter().filter(|o| o.is_none()).count()
        ));
    }
    let cute = to_cute(a).map_err(|e| {
        AlgebraError(format!(
            "no affine inverse: the layout is a bijection but {e}"
        ))
    })?;
    // Domain strides of each leaf digit, then sort the digits by their offset stride.
    let mut modes: Vec<(i64, i64, i64)> = Vec::new(); // (shape, offset stride, domain stride)
    let mut prefix = 1i64;
    for (s, d) in cute.modes() {
        if s > 1 {
            modes.push((s, d, prefix));
        }
        prefix = prefix.saturating_mul(s);
    }
    modes.sort_by_key(|m| m.1);
    let inv: Vec<(i64, i64)> = modes.iter().map(|m| (m.0, m.2)).collect();
    let r = from_modes(&inv).to_layout()?;
    // The codomain of the inverse is A's domain, exactly.
    Layout::new(r.shape, r.map, vec![a.size()])
}
