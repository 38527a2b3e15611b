//! Memrefs: strided views of shared, mutable buffers.

use std::cell::RefCell;
use std::rc::Rc;

use crate::value::{Scalar, ScalarTy};

/// A buffer shared by every view of one allocation.
pub type Buffer = Rc<RefCell<Vec<Scalar>>>;

/// A memref: a buffer, an offset, sizes and strides (in elements).
#[derive(Clone, Debug)]
pub struct MemRef {
    /// The underlying allocation.
    pub buf: Buffer,
    /// Offset of element `[0, ..., 0]`.
    pub offset: i64,
    /// Sizes.
    pub shape: Vec<u64>,
    /// Strides.
    pub strides: Vec<i64>,
    /// Element type.
    pub elem: ScalarTy,
}

/// Row-major (identity layout) strides of `shape`.
pub fn row_major_strides(shape: &[u64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    let mut acc: i64 = 1;
    for (s, &d) in strides.iter_mut().zip(shape).rev() {
        *s = acc;
        acc = acc.saturating_mul(d as i64);
    }
    strides
}

impl MemRef {
    /// A fresh row-major allocation of `shape` holding `data`.
    pub fn from_data(shape: Vec<u64>, elem: ScalarTy, data: Vec<Scalar>) -> MemRef {
        MemRef {
            buf: Rc::new(RefCell::new(data)),
            offset: 0,
            strides: row_major_strides(&shape),
            shape,
            elem,
        }
    }

    /// A fresh zero-filled allocation of `shape` (MLIR leaves it undefined; zero is a
    /// deterministic choice).
    pub fn alloc(shape: Vec<u64>, elem: ScalarTy) -> MemRef {
        let n = shape.iter().product::<u64>() as usize;
        Self::from_data(shape, elem, vec![elem.zero(); n])
    }

    /// The number of elements of the view.
    pub fn len(&self) -> u64 {
        self.shape.iter().product()
    }

    /// Whether the view has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The buffer index of element `idx`, or a message when out of bounds.
    pub fn index_of(&self, idx: &[i64]) -> Result<usize, String> {
        if idx.len() != self.shape.len() {
            return Err(format!(
                "expected {} indices, got {}",
                self.shape.len(),
                idx.len()
            ));
        }
        let mut at = i128::from(self.offset);
        for (d, ((&i, &s), &st)) in idx.iter().zip(&self.shape).zip(&self.strides).enumerate() {
            if i < 0 || i as u64 >= s {
                return Err(format!(
                    "index {i} is out of bounds for dimension {d} of size {s} (indices {idx:?}, shape {:?})",
                    self.shape
                ));
            }
            at += i128::from(i) * i128::from(st);
        }
        let len = self.buf.borrow().len();
        if at < 0 || at >= len as i128 {
            return Err(format!(
                "element {at} is outside the buffer of {len} elements"
            ));
        }
        Ok(at as usize)
    }

    /// Loads element `idx`.
    pub fn load(&self, idx: &[i64]) -> Result<Scalar, String> {
        let at = self.index_of(idx)?;
        self.buf
            .borrow()
            .get(at)
            .copied()
            .ok_or_else(|| "load outside the buffer".to_string())
    }

    /// Stores `v` at element `idx`.
    pub fn store(&self, idx: &[i64], v: Scalar) -> Result<(), String> {
        let at = self.index_of(idx)?;
        match self.buf.borrow_mut().get_mut(at) {
            Some(slot) => {
                *slot = v;
                Ok(())
            }
            None => Err("store outside the buffer".to_string()),
        }
    }

    /// The elements of the view in row-major order.
    pub fn to_vec(&self) -> Result<Vec<Scalar>, String> {
        let n = self.len();
        let mut out = Vec::with_capacity(n as usize);
        let buf = self.buf.borrow();
        for i in 0..n {
            let c = tile_dialects::sparse_tensor::storage::delinearize(i, &self.shape);
            let at = i128::from(self.offset)
                + c.iter()
                    .zip(&self.strides)
                    .map(|(&c, &s)| i128::from(c) * i128::from(s))
                    .sum::<i128>();
            let v = usize::try_from(at)
                .ok()
                .and_then(|a| buf.get(a))
                .copied()
                .ok_or_else(|| format!("element {at} is outside the buffer"))?;
            out.push(v);
        }
        Ok(out)
    }

    /// Writes row-major `data` into the view.
    pub fn write_all(&self, data: &[Scalar]) -> Result<(), String> {
        if data.len() as u64 != self.len() {
            return Err(format!(
                "copying {} elements into a view of {}",
                data.len(),
                self.len()
            ));
        }
        for (i, v) in data.iter().enumerate() {
            let c = tile_dialects::sparse_tensor::storage::delinearize(i as u64, &self.shape);
            let c: Vec<i64> = c.into_iter().map(|x| x as i64).collect();
            self.store(&c, *v)?;
        }
        Ok(())
    }
}
