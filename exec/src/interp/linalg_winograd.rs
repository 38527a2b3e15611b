//! `linalg.winograd_{filter,input,output}_transform` as MLIR 22 decomposes them
//! (`--test-linalg-transform-patterns=test-decompose-winograd-ops`): every 2-D slice is
//! multiplied by F(m, r)'s constant matrices (`G g G^T`, `B^T d B`, `A^T y A`), each
//! product a `linalg.matmul` on floats: products added to the accumulator in order, every
//! step rounded to the element type. A side of size 1 is left untransformed, as MLIR's
//! F(m x 1, r x 1) and F(1 x m, 1 x r).

use std::rc::Rc;

use tile_dialects::linalg::winograd::{
    FilterTransformOp, Fmr, InputTransformOp, OutputTransformOp,
};
use tile_ir::OpId;
use tile_ir::float::FloatSemantics;

use super::{Frame, Interpreter, R};
use crate::value::{DenseTensor, Scalar, ScalarTy, Value, round_to};

/// Executes a Winograd transform; `None` for any other op.
pub(super) fn exec(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Option<Vec<Value>>> {
    let ctx = it.ctx;
    let (fmr, kind) = if let Some(v) = FilterTransformOp::cast(ctx, op) {
        (v.fmr(ctx), Kind::Filter)
    } else if let Some(v) = InputTransformOp::cast(ctx, op) {
        (v.fmr(ctx), Kind::Input)
    } else if let Some(v) = OutputTransformOp::cast(ctx, op) {
        (v.fmr(ctx), Kind::Output)
    } else {
        return Ok(None);
    };
    let all = it.operands(f, op)?;
    let (Some(src), Some(dst)) = (all.first(), all.get(1)) else {
        return Err(it.err(op, "needs an input and an output"));
    };
    let src = it.as_dense(op, src.clone())?;
    let mut out = (*it.as_dense(op, dst.clone())?).clone();
    let ScalarTy::Float(sem) = out.elem else {
        return Err(it.err(op, "needs a float element type"));
    };
    let w = Winograd {
        it,
        op,
        sem,
        tables: Tables::of(fmr),
    };
    match kind {
        Kind::Filter => w.filter(&src, &mut out)?,
        Kind::Input => w.input(&src, &mut out)?,
        Kind::Output => w.output(&src, &mut out)?,
    }
    Ok(Some(vec![Value::Tensor(Rc::new(out))]))
}

/// Which of the three transforms runs.
enum Kind {
    Filter,
    Input,
    Output,
}

/// A row-major matrix of values of the element type.
#[derive(Clone)]
struct Mat {
    rows: usize,
    cols: usize,
    data: Vec<f64>,
}

impl Mat {
    fn get(&self, i: usize, j: usize) -> f64 {
        self.data.get(i * self.cols + j).copied().unwrap_or(0.0)
    }
    fn transposed(&self) -> Mat {
        let mut data = Vec::with_capacity(self.data.len());
        for j in 0..self.cols {
            for i in 0..self.rows {
                data.push(self.get(i, j));
            }
        }
        Mat {
            rows: self.cols,
            cols: self.rows,
            data,
        }
    }
}

/// `init + a x b` as `linalg.matmul` computes it (`init` zero when absent): each entry
/// adds its products in order, rounding every multiply and add to `sem`.
fn matmul(a: &Mat, b: &Mat, init: Option<&Mat>, sem: FloatSemantics) -> Mat {
    let mut data = Vec::with_capacity(a.rows * b.cols);
    for i in 0..a.rows {
        for j in 0..b.cols {
            let mut acc = init.map_or(0.0, |m| m.get(i, j));
            for k in 0..a.cols {
                acc = round_to(acc + round_to(a.get(i, k) * b.get(k, j), sem), sem);
            }
            data.push(acc);
        }
    }
    Mat {
        rows: a.rows,
        cols: b.cols,
        data,
    }
}

/// One of MLIR's constant matrices (`constexpr float` entries), row-major.
struct Table {
    rows: usize,
    cols: usize,
    data: &'static [f64],
    /// The factor MLIR multiplies the output transform by (its `scalarFactor`).
    scale: i64,
}

impl Table {
    /// The matrix in element type `sem`: each entry is a C++ `float` first.
    fn mat(&self, sem: FloatSemantics) -> Mat {
        let data = self
            .data
            .iter()
            .map(|&v| round_to(round_to(v, FloatSemantics::F32), sem))
            .collect();
        Mat {
            rows: self.rows,
            cols: self.cols,
            data,
        }
    }
}

/// The matrices of one F(m, r): `G` (alpha x r), `B^T` (alpha x alpha) and `A^T`
/// (m x alpha); MLIR's tables of `G^T`, `B` and `A` are their transposes.
struct Tables {
    m: usize,
    r: usize,
    alpha: usize,
    g: Table,
    bt: Table,
    at: Table,
}

#[rustfmt::skip]
const G_2_3: [f64; 12] = [
    -1.0,  0.0, 0.0,
     0.5, -0.5, 0.5,
     0.5,  0.5, 0.5,
     0.0,  0.0, 1.0,
];
#[rustfmt::skip]
const BT_2_3: [f64; 16] = [
    -1.0,  0.0, 1.0, 0.0,
     0.0, -1.0, 1.0, 0.0,
     0.0,  1.0, 1.0, 0.0,
     0.0, -1.0, 0.0, 1.0,
];
#[rustfmt::skip]
const AT_2_3: [f64; 8] = [
    1.0,  1.0, 1.0, 0.0,
    0.0, -1.0, 1.0, 1.0,
];
#[rustfmt::skip]
const G_4_3: [f64; 18] = [
         1.0,        0.0,        0.0,
    -1.0 / 3.0,  1.0 / 3.0, -1.0 / 3.0,
    -1.0 / 3.0, -1.0 / 3.0, -1.0 / 3.0,
    1.0 / 12.0, -1.0 / 6.0,  1.0 / 3.0,
    1.0 / 12.0,  1.0 / 6.0,  1.0 / 3.0,
         0.0,        0.0,        1.0,
];
#[rustfmt::skip]
const BT_4_3: [f64; 36] = [
    1.0 / 4.0,        0.0, -5.0 / 16.0,         0.0, 1.0 / 16.0,        0.0,
          0.0,  1.0 / 4.0,  -1.0 / 4.0, -1.0 / 16.0, 1.0 / 16.0,        0.0,
          0.0, -1.0 / 4.0,  -1.0 / 4.0,  1.0 / 16.0, 1.0 / 16.0,        0.0,
          0.0,  1.0 / 4.0,  -1.0 / 8.0,  -1.0 / 4.0,  1.0 / 8.0,        0.0,
          0.0, -1.0 / 4.0,  -1.0 / 8.0,   1.0 / 4.0,  1.0 / 8.0,        0.0,
          0.0,  1.0 / 4.0,         0.0, -5.0 / 16.0,        0.0, 1.0 / 16.0,
];
#[rustfmt::skip]
const AT_4_3: [f64; 24] = [
    1.0 / 8.0,  1.0 / 4.0, 1.0 / 4.0,  1.0 / 8.0, 1.0 / 8.0,       0.0,
          0.0, -1.0 / 4.0, 1.0 / 4.0, -1.0 / 4.0, 1.0 / 4.0,       0.0,
          0.0,  1.0 / 4.0, 1.0 / 4.0,  1.0 / 2.0, 1.0 / 2.0,       0.0,
          0.0, -1.0 / 4.0, 1.0 / 4.0,       -1.0,       1.0, 1.0 / 2.0,
];
#[rustfmt::skip]
const G_2_5: [f64; 30] = [
            1.0,        0.0,         0.0,        0.0,         0.0,
      1.0 / 6.0, -1.0 / 6.0,   1.0 / 6.0, -1.0 / 6.0,   1.0 / 6.0,
     -1.0 / 6.0, -1.0 / 6.0,  -1.0 / 6.0, -1.0 / 6.0,  -1.0 / 6.0,
    -4.0 / 15.0, 2.0 / 15.0, -1.0 / 15.0, 1.0 / 30.0, -1.0 / 60.0,
     1.0 / 60.0, 1.0 / 30.0,  1.0 / 15.0, 2.0 / 15.0,  4.0 / 15.0,
            0.0,        0.0,         0.0,        0.0,         1.0,
];
#[rustfmt::skip]
const BT_2_5: [f64; 36] = [
    1.0 / 8.0, 3.0 / 16.0,  -1.0 / 4.0, -3.0 / 16.0,   1.0 / 8.0,       0.0,
          0.0,  1.0 / 8.0,  1.0 / 16.0, -5.0 / 16.0,   1.0 / 8.0,       0.0,
          0.0, -1.0 / 8.0, -5.0 / 16.0, -1.0 / 16.0,   1.0 / 8.0,       0.0,
          0.0,  1.0 / 4.0,  -1.0 / 8.0,  -1.0 / 4.0,   1.0 / 8.0,       0.0,
          0.0, -1.0 / 8.0,  -1.0 / 4.0,   1.0 / 8.0,   1.0 / 4.0,       0.0,
          0.0,  1.0 / 8.0,  3.0 / 16.0,  -1.0 / 4.0, -3.0 / 16.0, 1.0 / 8.0,
];
#[rustfmt::skip]
const AT_2_5: [f64; 12] = [
    1.0 / 2.0,  1.0, 1.0,  2.0, 1.0,       0.0,
          0.0, -1.0, 1.0, -1.0, 2.0, 1.0 / 2.0,
];

impl Tables {
    fn of(fmr: Fmr) -> Tables {
        let (m, r) = (fmr.m() as usize, fmr.r() as usize);
        let alpha = m + r - 1;
        let table = |rows, cols, data: &'static [f64], scale| Table {
            rows,
            cols,
            data,
            scale,
        };
        let (g, bt, at, scale): (&'static [f64], &'static [f64], &'static [f64], i64) = match fmr {
            Fmr::F2_3 => (&G_2_3, &BT_2_3, &AT_2_3, 1),
            Fmr::F4_3 => (&G_4_3, &BT_4_3, &AT_4_3, 32),
            Fmr::F2_5 => (&G_2_5, &BT_2_5, &AT_2_5, 16),
        };
        Tables {
            m,
            r,
            alpha,
            g: table(alpha, r, g, 1),
            bt: table(alpha, alpha, bt, 1),
            at: table(m, alpha, at, scale),
        }
    }
}

/// One transform being run: the op (for errors), the element type and the matrices.
struct Winograd<'a, 'b> {
    it: &'a Interpreter<'b>,
    op: OpId,
    sem: FloatSemantics,
    tables: Tables,
}

/// The row-major offset of `idx` in `shape`, if inside it.
fn offset(shape: &[u64], idx: &[usize]) -> Option<usize> {
    if shape.len() != idx.len() {
        return None;
    }
    let mut at = 0usize;
    for (&size, &i) in shape.iter().zip(idx) {
        let size = usize::try_from(size).ok()?;
        if i >= size {
            return None;
        }
        at = at.checked_mul(size)?.checked_add(i)?;
    }
    Some(at)
}

/// The sizes of a tensor of rank `N`.
fn dims<const N: usize>(t: &DenseTensor) -> Option<[usize; N]> {
    let v: Vec<usize> = t
        .shape
        .iter()
        .map(|&s| usize::try_from(s).ok())
        .collect::<Option<_>>()?;
    v.try_into().ok()
}

impl Winograd<'_, '_> {
    fn err(&self, msg: &str) -> tile_ir::Diagnostic {
        self.it.err(self.op, msg)
    }

    /// The `rows x cols` slice of `t` whose entry (i, j) is at `idx(i, j)`.
    fn read(
        &self,
        t: &DenseTensor,
        rows: usize,
        cols: usize,
        idx: impl Fn(usize, usize) -> Vec<usize>,
    ) -> R<Mat> {
        let mut data = Vec::with_capacity(rows * cols);
        for i in 0..rows {
            for j in 0..cols {
                let s = offset(&t.shape, &idx(i, j))
                    .and_then(|at| t.data.get(at))
                    .ok_or_else(|| self.err("reads outside its operand"))?;
                data.push(s.as_f64());
            }
        }
        Ok(Mat { rows, cols, data })
    }

    /// Stores `m` into `t`, entry (i, j) at `idx(i, j)`.
    fn write(
        &self,
        t: &mut DenseTensor,
        m: &Mat,
        idx: impl Fn(usize, usize) -> Vec<usize>,
    ) -> R<()> {
        for i in 0..m.rows {
            for j in 0..m.cols {
                let slot = offset(&t.shape, &idx(i, j))
                    .and_then(|at| t.data.get_mut(at))
                    .ok_or_else(|| self.it.err(self.op, "writes outside its output"))?;
                *slot = Scalar::Float(m.get(i, j), self.sem);
            }
        }
        Ok(())
    }

    /// `G g G^T` for every (F, C) slice of an FHWC filter, into (alphaH, alphaW, C, F).
    fn filter(&self, filter: &DenseTensor, out: &mut DenseTensor) -> R<()> {
        let [nf, h, w, nc] = dims(filter).ok_or_else(|| self.err("needs a 4-D filter"))?;
        let r = self.tables.r;
        if (h != r && h != 1) || (w != r && w != 1) {
            return Err(self.err("needs a filter of r or 1 rows and columns"));
        }
        let g = self.tables.g.mat(self.sem);
        let gt = g.transposed();
        for fi in 0..nf {
            for ci in 0..nc {
                let mut t = self.read(filter, h, w, |i, j| vec![fi, i, j, ci])?;
                if h != 1 {
                    t = matmul(&g, &t, None, self.sem);
                }
                if w != 1 {
                    t = matmul(&t, &gt, None, self.sem);
                }
                self.write(out, &t, |i, j| vec![i, j, ci, fi])?;
            }
        }
        Ok(())
    }

    /// `B^T d B` for every alpha x alpha window of an NHWC image, windows `m` apart, into
    /// (alphaH, alphaW, tileH, tileW, N, C); a side whose output alpha is 1 is copied.
    fn input(&self, image: &DenseTensor, out: &mut DenseTensor) -> R<()> {
        let [n, _, _, c] = dims(image).ok_or_else(|| self.err("needs a 4-D input"))?;
        let [out_h, out_w, tiles_h, tiles_w, _, _] =
            dims(out).ok_or_else(|| self.err("needs a 6-D output"))?;
        let (m, alpha) = (self.tables.m, self.tables.alpha);
        let (left, right) = (out_h != 1, out_w != 1);
        let (rows, step_h) = if left { (alpha, m) } else { (1, 1) };
        let (cols, step_w) = if right { (alpha, m) } else { (1, 1) };
        let bt = self.tables.bt.mat(self.sem);
        let b = bt.transposed();
        for th in 0..tiles_h {
            for tw in 0..tiles_w {
                for ni in 0..n {
                    for ci in 0..c {
                        let (h0, w0) = (th * step_h, tw * step_w);
                        let mut t =
                            self.read(image, rows, cols, |i, j| vec![ni, h0 + i, w0 + j, ci])?;
                        if left {
                            t = matmul(&bt, &t, None, self.sem);
                        }
                        if right {
                            t = matmul(&t, &b, None, self.sem);
                        }
                        self.write(out, &t, |i, j| vec![i, j, th, tw, ni, ci])?;
                    }
                }
            }
        }
        Ok(())
    }

    /// `A^T y A` for every (tileH, tileW, N, F) slice, added to the m x m block of the
    /// NHWF output it covers. MLIR's F(4, 3) and F(2, 5) matrices are scaled down by 32
    /// and 16 per side: the product is multiplied back, then added; otherwise the output
    /// block is the last product's initial value.
    fn output(&self, value: &DenseTensor, out: &mut DenseTensor) -> R<()> {
        let [vh, vw, tiles_h, tiles_w, n, nf] =
            dims(value).ok_or_else(|| self.err("needs a 6-D value"))?;
        let (m, alpha) = (self.tables.m, self.tables.alpha);
        let (left, right) = (vh != 1, vw != 1);
        if (left && vh != alpha) || (right && vw != alpha) {
            return Err(self.err("needs tiles of the input tile size"));
        }
        let scale = self.tables.at.scale;
        let factor = if left { scale } else { 1 } * if right { scale } else { 1 };
        let (rows, step_h) = if left { (m, m) } else { (1, 1) };
        let (cols, step_w) = if right { (m, m) } else { (1, 1) };
        let at = self.tables.at.mat(self.sem);
        let a = at.transposed();
        let sem = self.sem;
        for th in 0..tiles_h {
            for tw in 0..tiles_w {
                for ni in 0..n {
                    for fi in 0..nf {
                        let (h0, w0) = (th * step_h, tw * step_w);
                        let block = |i, j| vec![ni, h0 + i, w0 + j, fi];
                        let init = self.read(out, rows, cols, block)?;
                        let mut t = self.read(value, vh, vw, |i, j| vec![i, j, th, tw, ni, fi])?;
                        if left {
                            let acc = (!right && factor == 1).then_some(&init);
                            t = matmul(&at, &t, acc, sem);
                        }
                        if right {
                            let acc = (factor == 1).then_some(&init);
                            t = matmul(&t, &a, acc, sem);
                        }
                        if factor != 1 {
                            let k = factor as f64;
                            for (v, &o) in t.data.iter_mut().zip(&init.data) {
                                *v = round_to(round_to(k * *v, sem) + o, sem);
                            }
                        }
                        self.write(out, &t, block)?;
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each table is the size its F(m, r) says.
    #[test]
    fn tables_have_their_shapes() {
        for fmr in [Fmr::F2_3, Fmr::F4_3, Fmr::F2_5] {
            let t = Tables::of(fmr);
            for table in [&t.g, &t.bt, &t.at] {
                assert_eq!(table.data.len(), table.rows * table.cols, "{fmr:?}");
            }
            assert_eq!((t.g.rows, t.g.cols), (t.alpha, t.r));
            assert_eq!((t.at.rows, t.at.cols), (t.m, t.alpha));
        }
    }

    /// Winograd's identity on one tile: `A^T [(G g G^T) * (B^T d B)] A`, times the scale,
    /// is the valid correlation of d with g (in f64, so rounding stays small).
    #[test]
    fn one_tile_is_a_correlation() {
        let sem = FloatSemantics::F64;
        for fmr in [Fmr::F2_3, Fmr::F4_3, Fmr::F2_5] {
            let t = Tables::of(fmr);
            let (m, r, alpha) = (t.m, t.r, t.alpha);
            let mat = |rows, cols, f: &dyn Fn(usize, usize) -> f64| Mat {
                rows,
                cols,
                data: (0..rows * cols).map(|k| f(k / cols, k % cols)).collect(),
            };
            let d = mat(alpha, alpha, &|i, j| (i * 7 + j * 3) as f64 % 5.0 - 2.0);
            let g = mat(r, r, &|i, j| (i + 2 * j) as f64 - 1.5);
            let (gm, btm, atm) = (t.g.mat(sem), t.bt.mat(sem), t.at.mat(sem));
            let u = matmul(&matmul(&gm, &g, None, sem), &gm.transposed(), None, sem);
            let v = matmul(&matmul(&btm, &d, None, sem), &btm.transposed(), None, sem);
            let prod = Mat {
                data: u.data.iter().zip(&v.data).map(|(a, b)| a * b).collect(),
                ..u
            };
            let y = matmul(
                &matmul(&atm, &prod, None, sem),
                &atm.transposed(),
                None,
                sem,
            );
            let scale = (t.at.scale * t.at.scale) as f64;
            for i in 0..m {
                for j in 0..m {
                    let mut want = 0.0;
                    for a in 0..r {
                        for b in 0..r {
                            want += d.get(i + a, j + b) * g.get(a, b);
                        }
                    }
                    let got = y.get(i, j) * scale;
                    assert!(
                        (got - want).abs() < 1e-3,
                        "{fmr:?} ({i}, {j}): {got} vs {want}"
                    );
                }
            }
        }
    }
}
