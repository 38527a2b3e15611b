//! MLIR's `simplifyAffineExpr` and `simplifyAffineMap` for pure affine expressions: an
//! expression is flattened to coefficients of its dims, symbols, local quotients
//! (`floordiv`/`ceildiv`/`mod` by a constant) and a constant (`SimpleAffineExprFlattener`),
//! then rebuilt in MLIR's canonical order (`getAffineExprFromFlatForm`). Semi-affine
//! expressions, and any whose flattening would overflow, are kept as they are.

use super::expr::{AffineExpr, AffineExprKind, BinaryOp, gcd};
use super::map::AffineMap;

/// A flattened expression: coefficients of dims then symbols, of the flattener's locals
/// (missing trailing ones are zero: a local added later is a new last column) and the
/// constant term.
#[derive(Clone, Default)]
struct Flat {
    ids: Vec<i64>,
    locals: Vec<i64>,
    constant: i64,
}

impl Flat {
    fn zero(num_ids: usize) -> Flat {
        Flat {
            ids: vec![0; num_ids],
            ..Flat::default()
        }
    }

    /// Every coefficient, the constant last (the order MLIR's gcd and divisibility scans use).
    fn entries(&self) -> impl Iterator<Item = i64> + '_ {
        self.ids
            .iter()
            .chain(&self.locals)
            .copied()
            .chain(std::iter::once(self.constant))
    }

    fn map(&self, f: impl Fn(i64) -> Option<i64>) -> Option<Flat> {
        Some(Flat {
            ids: self.ids.iter().map(|&c| f(c)).collect::<Option<_>>()?,
            locals: self.locals.iter().map(|&c| f(c)).collect::<Option<_>>()?,
            constant: f(self.constant)?,
        })
    }

    fn add(&self, other: &Flat) -> Option<Flat> {
        let at = |v: &[i64], i: usize| v.get(i).copied().unwrap_or(0);
        let sum = |a: &[i64], b: &[i64]| -> Option<Vec<i64>> {
            (0..a.len().max(b.len()))
                .map(|i| at(a, i).checked_add(at(b, i)))
                .collect()
        };
        Some(Flat {
            ids: sum(&self.ids, &other.ids)?,
            locals: sum(&self.locals, &other.locals)?,
            constant: self.constant.checked_add(other.constant)?,
        })
    }

    /// This expression with `delta` added to local `index`'s coefficient.
    fn bump_local(mut self, index: usize, delta: i64) -> Option<Flat> {
        if self.locals.len() <= index {
            self.locals.resize(index + 1, 0);
        }
        let slot = self.locals.get_mut(index)?;
        *slot = slot.checked_add(delta)?;
        Some(self)
    }
}

/// The flattener's state: the quotient expressions its locals stand for.
struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    locals: Vec<AffineExpr>,
}

impl Flattener {
    fn flatten(&mut self, e: &AffineExpr) -> Option<Flat> {
        let num_ids = self.num_dims + self.num_symbols;
        let leaf = |pos: usize| {
            let mut f = Flat::zero(num_ids);
            *f.ids.get_mut(pos)? = 1;
            Some(f)
        };
        match e.kind() {
            AffineExprKind::Dim(p) => leaf(p),
            AffineExprKind::Symbol(p) => leaf(self.num_dims + p),
            AffineExprKind::Constant(c) => Some(Flat {
                constant: c,
                ..Flat::zero(num_ids)
            }),
            AffineExprKind::Binary { op, lhs, rhs } => {
                let l = self.flatten(lhs)?;
                // Pure affine: the right operand of `*`, division and `mod` is a constant.
                let c = match op {
                    BinaryOp::Add => return l.add(&self.flatten(rhs)?),
                    _ => rhs.as_constant()?,
                };
                match op {
                    BinaryOp::Mul => l.map(|x| x.checked_mul(c)),
                    BinaryOp::Mod => self.modulo(l, c),
                    BinaryOp::FloorDiv => self.divide(l, c, false),
                    BinaryOp::CeilDiv => self.divide(l, c, true),
                    BinaryOp::Add => None,
                }
            }
        }
    }

    /// `lhs mod c` as `lhs - c * q` with `q = lhs floordiv c` a local (MLIR's
    /// `visitModExpr`, cancelling the gcd of the dividend and `c` in `q`).
    fn modulo(&mut self, lhs: Flat, c: i64) -> Option<Flat> {
        if c <= 0 {
            return None;
        }
        if lhs.entries().all(|x| x % c == 0) {
            return Some(Flat::zero(lhs.ids.len()));
        }
        let g = lhs
            .entries()
            .fold(c.unsigned_abs(), |g, x| gcd(g, x.unsigned_abs()));
        let g = i64::try_from(g).ok()?;
        let dividend = lhs.map(|x| Some(x / g))?;
        let quotient = self
            .rebuild(&dividend)
            .floor_div(AffineExpr::constant(c / g));
        let local = self.local_for(quotient);
        lhs.bump_local(local, c.checked_neg()?)
    }

    /// `lhs floordiv c` or `lhs ceildiv c`: the gcd cancelled, and a local for what is left
    /// unless the divisor became 1 (MLIR's `visitDivExpr`).
    fn divide(&mut self, lhs: Flat, c: i64, ceil: bool) -> Option<Flat> {
        if c <= 0 {
            return None;
        }
        let g = lhs
            .entries()
            .fold(c.unsigned_abs(), |g, x| gcd(g, x.unsigned_abs()));
        let g = i64::try_from(g).ok()?;
        let lhs = lhs.map(|x| Some(x / g))?;
        let divisor = c / g;
        if divisor == 1 {
            return Some(lhs);
        }
        let a = self.rebuild(&lhs);
        let b = AffineExpr::constant(divisor);
        let quotient = if ceil { a.ceil_div(b) } else { a.floor_div(b) };
        let local = self.local_for(quotient);
        Flat::zero(lhs.ids.len()).bump_local(local, 1)
    }

    /// The index of the local standing for `quotient`, added if new.
    fn local_for(&mut self, quotient: AffineExpr) -> usize {
        if let Some(i) = self.locals.iter().position(|l| *l == quotient) {
            return i;
        }
        self.locals.push(quotient);
        self.locals.len() - 1
    }

    /// MLIR's `getAffineExprFromFlatForm`: dims, symbols, locals, then the constant.
    fn rebuild(&self, f: &Flat) -> AffineExpr {
        let mut expr = AffineExpr::constant(0);
        for (j, &c) in f.ids.iter().enumerate().filter(|(_, c)| **c != 0) {
            let id = if j < self.num_dims {
                AffineExpr::dim(j)
            } else {
                AffineExpr::symbol(j - self.num_dims)
            };
            expr = expr.add(id.mul(AffineExpr::constant(c)));
        }
        for (local, &c) in self.locals.iter().zip(&f.locals).filter(|(_, c)| **c != 0) {
            expr = expr.add(local.mul(AffineExpr::constant(c)));
        }
        if f.constant != 0 {
            expr = expr.add(AffineExpr::constant(f.constant));
        }
        expr
    }
}

impl AffineExpr {
    /// MLIR's `simplifyAffineExpr` for an expression over `num_dims` dims and `num_symbols`
    /// symbols (semi-affine expressions come back unchanged).
    pub fn simplified(&self, num_dims: usize, num_symbols: usize) -> AffineExpr {
        if !self.is_pure_affine() {
            return self.clone();
        }
        let mut flattener = Flattener {
            num_dims,
            num_symbols,
            locals: Vec::new(),
        };
        match flattener.flatten(self) {
            Some(flat) => flattener.rebuild(&flat),
            None => self.clone(),
        }
    }

    /// The coefficients of the dims, then the symbols, then the constant of a pure affine
    /// expression without quotients (the order MLIR sorts min/max results by); `None` for
    /// any other expression.
    pub fn linear_form(&self, num_dims: usize, num_symbols: usize) -> Option<Vec<i64>> {
        if !self.is_pure_affine() {
            return None;
        }
        let mut flattener = Flattener {
            num_dims,
            num_symbols,
            locals: Vec::new(),
        };
        let flat = flattener.flatten(self)?;
        if !flattener.locals.is_empty() {
            return None;
        }
        let mut form = flat.ids;
        form.push(flat.constant);
        Some(form)
    }
}

impl AffineMap {
    /// MLIR's `simplifyAffineMap`: every result simplified.
    pub fn simplified(&self) -> AffineMap {
        let results = self
            .results
            .iter()
            .map(|e| e.simplified(self.num_dims, self.num_symbols))
            .collect();
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }

    /// The map without repeated results, first occurrences kept (MLIR's
    /// `removeDuplicateExprs`).
    pub fn without_duplicate_results(&self) -> AffineMap {
        let mut results: Vec<AffineExpr> = Vec::with_capacity(self.results.len());
        for e in &self.results {
            if !results.contains(e) {
                results.push(e.clone());
            }
        }
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }
}
