//! Linear layouts over F2 (Triton's): the offset of a domain index is the XOR of one
//! basis per set bit of its coordinates. Written `F2[[1,2],[4,8]]`: one list of bases per
//! domain dimension, least significant bit first; offsets are one integer.
//!
//! Only power-of-two shapes convert, and only XORs of bases that share no bit are affine
//! (XOR is then a sum), so a swizzle is refused with the bits it mixes. The codomain size
//! is not kept: a linear layout's outputs are the span of its bases.

use std::fmt;

use tile_ir::affine::AffineExpr;

use super::layout::{AlgebraError, IntTuple, Layout, err};

/// One list of bases per domain dimension, least significant bit first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LinearLayout {
    /// `bases[dim][bit]`: the offset of coordinate `1 << bit` of `dim`.
    pub bases: Vec<Vec<i64>>,
}

impl fmt::Display for LinearLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dims: Vec<String> = self
            .bases
            .iter()
            .map(|b| {
                let v: Vec<String> = b.iter().map(i64::to_string).collect();
                format!("[{}]", v.join(","))
            })
            .collect();
        write!(f, "F2[{}]", dims.join(","))
    }
}

/// True if `text` is written as a linear layout (`F2[...]`).
pub fn looks_like_linear(text: &str) -> bool {
    text.trim_start().starts_with("F2[")
}

/// Parses `F2[[1,2],[4,8]]`.
pub fn parse_linear(text: &str) -> Result<LinearLayout, AlgebraError> {
    let t = text.trim();
    let Some(body) = t.strip_prefix("F2[").and_then(|s| s.strip_suffix(']')) else {
        return err(format!(
            "expected a linear layout such as F2[[1,2],[4]], got '{t}'"
        ));
    };
    let mut bases = Vec::new();
    let mut rest = body.trim();
    while !rest.is_empty() {
        let Some(inner) = rest.strip_prefix('[') else {
            return err(format!("expected '[' in the linear layout at '{rest}'"));
        };
        let Some(end) = inner.find(']') else {
            return err("expected ']' in the linear layout");
        };
        let list = inner.get(..end).unwrap_or("");
        let dim: Result<Vec<i64>, AlgebraError> = list
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| {
                s.parse::<i64>().ok().filter(|v| *v >= 0).ok_or_else(|| {
                    AlgebraError(format!("'{s}' is not a basis (a non-negative integer)"))
                })
            })
            .collect();
        bases.push(dim?);
        rest = inner.get(end + 1..).unwrap_or("").trim_start();
        rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
    }
    Ok(LinearLayout { bases })
}

impl LinearLayout {
    /// The layout as a one-level [`Layout`]: coordinate bit `j` of dim `i` contributes
    /// `bases[i][j]`. Bases that share a bit are a swizzle (XOR, not a sum): an error.
    pub fn to_layout(&self) -> Result<Layout, AlgebraError> {
        let all: Vec<(usize, usize, i64)> = self
            .bases
            .iter()
            .enumerate()
            .flat_map(|(i, b)| b.iter().enumerate().map(move |(j, &v)| (i, j, v)))
            .collect();
        for (n, &(i, j, v)) in all.iter().enumerate() {
            for &(k, l, w) in all.iter().skip(n + 1) {
                if v & w != 0 {
                    return err(format!(
                        "bases {v} (dim {i} bit {j}) and {w} (dim {k} bit {l}) share bit {}: the layout XORs them (a swizzle), which no affine level map expresses",
                        (v & w).trailing_zeros()
                    ));
                }
            }
        }
        let mut expr = AffineExpr::constant(0);
        let mut extents = Vec::new();
        for (i, b) in self.bases.iter().enumerate() {
            if b.len() > 40 {
                return err("a dimension of more than 40 bits is too large");
            }
            extents.push(1i64 << b.len());
            for (j, &v) in b.iter().enumerate() {
                expr = expr.add(AffineExpr::dim(i).floor_div(1i64 << j).modulo(2).mul(v));
            }
        }
        let cosize = all.iter().map(|t| t.2).sum::<i64>() + 1;
        let shape = match extents.as_slice() {
            [n] => IntTuple::Int(*n),
            _ => IntTuple::flat(&extents),
        };
        Layout::single_level(shape, expr, cosize)
    }

    /// The linear layout with `l`'s function: one dimension per top-level mode, whose
    /// extent must be a power of two, and bases that reproduce every offset by XOR.
    pub fn from_layout(l: &Layout) -> Result<LinearLayout, AlgebraError> {
        let modes: Vec<i64> = l
            .shape
            .modes()
            .iter()
            .map(|m| m.product().unwrap_or(0))
            .collect();
        for (i, &n) in modes.iter().enumerate() {
            if n & (n - 1) != 0 {
                let why = if l.padding()? > 0 {
                    format!(
                        ", and the layout pads it ({} padding offsets)",
                        l.padding()?
                    )
                } else {
                    String::new()
                };
                return err(format!(
                    "dimension {i} has extent {n}, not a power of two: linear layouts over F2 cover only power-of-two shapes and cannot represent padding{why}"
                ));
            }
        }
        let table = l.table()?;
        if let Some(&v) = table.first()
            && v != 0
        {
            return err(format!(
                "element 0 is at offset {v}; a linear layout maps 0 to 0"
            ));
        }
        let mut bases = Vec::new();
        let mut prefix = 1i64;
        for &n in &modes {
            let bits = n.trailing_zeros();
            let mut b = Vec::new();
            for j in 0..bits {
                let x = prefix.saturating_mul(1 << j);
                b.push(table.get(x as usize).copied().unwrap_or(0));
            }
            bases.push(b);
            prefix = prefix.saturating_mul(n);
        }
        let ll = LinearLayout { bases };
        for (x, &v) in table.iter().enumerate() {
            let got = ll.eval_colex(x as i64, &modes);
            if got != v {
                return err(format!(
                    "the layout is not linear over F2: element {x} is at offset {v}, but the XOR of its bits' bases is {got}"
                ));
            }
        }
        Ok(ll)
    }

    /// The XOR of the bases of the set bits of domain index `x` (colexicographic).
    fn eval_colex(&self, mut x: i64, modes: &[i64]) -> i64 {
        let mut out = 0i64;
        for (b, &n) in self.bases.iter().zip(modes) {
            let c = x % n;
            x /= n;
            for (j, &v) in b.iter().enumerate() {
                if (c >> j) & 1 == 1 {
                    out ^= v;
                }
            }
        }
        out
    }
}
