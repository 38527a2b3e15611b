//! CuTe's `shape:stride` layouts (nested shapes, e.g. `((2,3),4):((1,2),6)`): text,
//! conversion to and from [`Layout`], and the strided forms the operations work on.

use std::fmt;

use tile_ir::affine::AffineExpr;

use super::layout::{AlgebraError, IntTuple, Layout, OVERFLOW, err};

/// A CuTe layout: congruent shape and stride trees.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CuteLayout {
    /// The shape.
    pub shape: IntTuple,
    /// The stride, congruent with the shape.
    pub stride: IntTuple,
}

impl fmt::Display for CuteLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.shape, self.stride)
    }
}

/// True if `text` is written in CuTe's notation (`shape:stride`, no XLA brackets).
pub fn looks_like_cute(text: &str) -> bool {
    let t = text.trim();
    t.contains(':') && !t.contains('[') && !t.contains('{')
}

fn congruent(a: &IntTuple, b: &IntTuple) -> bool {
    match (a, b) {
        (IntTuple::Int(_), IntTuple::Int(_)) => true,
        (IntTuple::Tuple(x), IntTuple::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| congruent(p, q))
        }
        _ => false,
    }
}

impl CuteLayout {
    /// A layout, checked: congruent trees, positive extents, non-negative strides.
    pub fn new(shape: IntTuple, stride: IntTuple) -> Result<CuteLayout, AlgebraError> {
        if !congruent(&shape, &stride) {
            return err(format!(
                "the shape {shape} and the stride {stride} are not congruent"
            ));
        }
        if let Some(s) = shape.leaves().into_iter().find(|&s| s < 1) {
            return err(format!("CuTe shapes must be positive, got {s}"));
        }
        if let Some(d) = stride.leaves().into_iter().find(|&d| d < 0) {
            return err(format!("negative strides are not supported, got {d}"));
        }
        Ok(CuteLayout { shape, stride })
    }

    /// Flat `(shape, stride)` modes, leaf by leaf.
    pub fn modes(&self) -> Vec<(i64, i64)> {
        self.shape
            .leaves()
            .into_iter()
            .zip(self.stride.leaves())
            .collect()
    }

    /// The largest offset plus one (CuTe's cosize).
    pub fn cosize(&self) -> Result<i64, AlgebraError> {
        self.modes()
            .iter()
            .try_fold(1i64, |acc, &(s, d)| {
                (s - 1).checked_mul(d).and_then(|v| acc.checked_add(v))
            })
            .ok_or_else(|| AlgebraError(OVERFLOW.into()))
    }

    /// The layout as a one-level [`Layout`]: `offset = sum(coord_i * stride_i)`.
    pub fn to_layout(&self) -> Result<Layout, AlgebraError> {
        let expr = self
            .stride
            .leaves()
            .iter()
            .enumerate()
            .fold(AffineExpr::constant(0), |acc, (i, &d)| {
                acc.add(AffineExpr::dim(i).mul(d))
            });
        Layout::single_level(self.shape.clone(), expr, self.cosize()?)
    }

    /// CuTe's coalesce: flat, size-1 modes dropped, `s0:d0 ++ s1:s0*d0` merged.
    pub fn coalesced(&self) -> CuteLayout {
        let mut out: Vec<(i64, i64)> = Vec::new();
        for (s, d) in self.modes() {
            if s == 1 {
                continue;
            }
            match out.last_mut() {
                Some(last) if last.0.checked_mul(last.1) == Some(d) => last.0 *= s,
                _ => out.push((s, d)),
            }
        }
        from_modes(&out)
    }
}

/// A flat layout of `modes`; `1:0` when empty, `s:d` for one mode.
pub fn from_modes(modes: &[(i64, i64)]) -> CuteLayout {
    match modes {
        [] => CuteLayout {
            shape: IntTuple::Int(1),
            stride: IntTuple::Int(0),
        },
        [(s, d)] => CuteLayout {
            shape: IntTuple::Int(*s),
            stride: IntTuple::Int(*d),
        },
        _ => CuteLayout {
            shape: IntTuple::Tuple(modes.iter().map(|m| IntTuple::Int(m.0)).collect()),
            stride: IntTuple::Tuple(modes.iter().map(|m| IntTuple::Int(m.1)).collect()),
        },
    }
}

/// Parses `shape:stride`; errors name the column (1-based).
pub fn parse_cute(text: &str) -> Result<CuteLayout, AlgebraError> {
    let mut p = Parser {
        chars: text.chars().collect(),
        pos: 0,
    };
    let shape = p.tuple()?;
    p.skip_ws();
    p.expect(':')?;
    let stride = p.tuple()?;
    p.skip_ws();
    if p.pos < p.chars.len() {
        return p.fail("expected the end of the layout");
    }
    CuteLayout::new(shape, stride)
}

/// Parses a tiler `<3:4, 8:2>` (a shape `8` in a tiler is `8:1`).
pub fn parse_tiler(text: &str) -> Result<Vec<CuteLayout>, AlgebraError> {
    let t = text.trim();
    let Some(body) = t.strip_prefix('<').and_then(|s| s.strip_suffix('>')) else {
        return err(format!("expected a tiler such as <3:4, 8:2>, got '{t}'"));
    };
    // Split at the commas outside parentheses.
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in body.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(body.get(start..i).unwrap_or(""));
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(body.get(start..).unwrap_or(""));
    parts
        .into_iter()
        .map(|p| {
            let p = p.trim();
            if p.contains(':') {
                parse_cute(p)
            } else {
                let shape = parse_int_tuple(p)?;
                let mut prefix = 1i64;
                let stride = shape.map_leaves(&mut |_| IntTuple::Int(0));
                // A shape in a tiler is the compact column-major layout of that shape.
                let leaves = shape.leaves();
                let mut k = 0usize;
                let stride = stride.map_leaves(&mut |_| {
                    let s = prefix;
                    prefix = prefix.saturating_mul(leaves.get(k).copied().unwrap_or(1));
                    k += 1;
                    IntTuple::Int(s)
                });
                CuteLayout::new(shape, stride)
            }
        })
        .collect()
}

/// Parses a nested shape alone, e.g. `(2,(3,4))`.
pub fn parse_int_tuple(text: &str) -> Result<IntTuple, AlgebraError> {
    let mut p = Parser {
        chars: text.chars().collect(),
        pos: 0,
    };
    let t = p.tuple()?;
    p.skip_ws();
    if p.pos < p.chars.len() {
        return p.fail("expected the end of the shape");
    }
    Ok(t)
}

struct Parser {
    chars: Vec<char>,
    pos: usize,
}

impl Parser {
    fn fail<T>(&self, what: &str) -> Result<T, AlgebraError> {
        err(format!("{what} (at column {})", self.pos + 1))
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    fn expect(&mut self, c: char) -> Result<(), AlgebraError> {
        if self.peek() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            self.fail(&format!("expected '{c}'"))
        }
    }

    fn tuple(&mut self) -> Result<IntTuple, AlgebraError> {
        self.skip_ws();
        if self.peek() == Some('(') {
            self.pos += 1;
            let mut items = vec![self.tuple()?];
            loop {
                self.skip_ws();
                match self.peek() {
                    Some(',') => {
                        self.pos += 1;
                        items.push(self.tuple()?);
                    }
                    Some(')') => {
                        self.pos += 1;
                        return Ok(IntTuple::Tuple(items));
                    }
                    _ => return self.fail("expected ',' or ')'"),
                }
            }
        }
        let start = self.pos;
        // CuTe prints static integers as `_4`; accept that spelling.
        if self.peek() == Some('_') {
            self.pos += 1;
        }
        let digits_start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if self.pos == digits_start {
            self.pos = start;
            return self.fail("expected an integer or '('");
        }
        let s: String = self
            .chars
            .get(digits_start..self.pos)
            .unwrap_or_default()
            .iter()
            .collect();
        match s.parse::<i64>() {
            Ok(v) => Ok(IntTuple::Int(v)),
            Err(_) => {
                self.pos = start;
                self.fail("integer too large")
            }
        }
    }
}

/// The strided modes `(shape, stride)` of one leaf of extent `n`, read from `g(k)` (the
/// offset of the leaf's coordinate `k` minus the offset of 0), or `None` if the leaf is
/// not a product of strided digits.
fn leaf_digits(
    n: i64,
    g: &dyn Fn(i64) -> Result<i64, AlgebraError>,
) -> Result<Option<Vec<(i64, i64)>>, AlgebraError> {
    if n == 1 {
        return Ok(Some(vec![(1, 0)]));
    }
    let mut out = Vec::new();
    let mut base = 1i64;
    while base < n {
        let rest = n / base;
        let d = g(base)?;
        let mut s = 2i64;
        while s < rest && g(base * s)? == s.saturating_mul(d) {
            s += 1;
        }
        // The digit's extent must divide what is left of the leaf.
        while s > 1 && rest % s != 0 {
            s -= 1;
        }
        if s < 2 {
            return Ok(None);
        }
        out.push((s, d));
        base *= s;
    }
    Ok(Some(out))
}

/// The layout's function as a CuTe layout of the same mode structure (each leaf becomes
/// its strided digits), or an error saying why none exists.
pub fn to_cute(layout: &Layout) -> Result<CuteLayout, AlgebraError> {
    let table = layout.table()?;
    let origin = table.first().copied().unwrap_or(0);
    if origin != 0 {
        return err(format!(
            "element 0 is at offset {origin}, but a CuTe layout starts at offset 0"
        ));
    }
    let leaves = layout.leaves();
    let mut prefix = 1i64;
    let mut digits: Vec<Vec<(i64, i64)>> = Vec::with_capacity(leaves.len());
    for (i, &n) in leaves.iter().enumerate() {
        let p = prefix;
        let g = |k: i64| -> Result<i64, AlgebraError> {
            table
                .get(usize::try_from(k.saturating_mul(p)).unwrap_or(usize::MAX))
                .copied()
                .ok_or_else(|| AlgebraError("index outside the layout".into()))
        };
        match leaf_digits(n, &g)? {
            Some(d) => digits.push(d),
            None => {
                return err(format!(
                    "leaf {i} (extent {n}) of the shape {} is not strided: its offsets are no sum of coordinate times stride",
                    layout.shape
                ));
            }
        }
        prefix = prefix.saturating_mul(n);
    }
    let mk = |pick: fn(&(i64, i64)) -> i64| {
        layout
            .shape
            .map_leaves(&mut |i| match digits.get(i).map(Vec::as_slice) {
                Some([one]) => IntTuple::Int(pick(one)),
                Some(ds) => IntTuple::Tuple(ds.iter().map(|m| IntTuple::Int(pick(m))).collect()),
                None => IntTuple::Int(0),
            })
    };
    let cute = CuteLayout::new(mk(|m| m.0), mk(|m| m.1))?;
    // The digits were read off a few offsets; the whole table must agree.
    let check = cute.to_layout()?;
    for (x, &v) in table.iter().enumerate() {
        let got = check.eval(x as i64)?;
        if got != v {
            return err(format!(
                "the layout is not strided: element {x} is at offset {v}, but the strides read off the first elements give {got}"
            ));
        }
    }
    Ok(cute)
}
