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
    /// Set for a `memref.view` of a byte buffer: the elements are little-endian byte runs
    /// of `buf` (an `i8` buffer), element `k` at bytes `base + k * elem_bytes ..`.
    pub bytes: Option<ByteView>,
}

/// Where a byte-buffer view's elements sit (see [`MemRef::bytes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ByteView {
    /// Byte offset of element 0.
    pub base: i64,
    /// Bytes per element.
    pub elem_bytes: u32,
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
            bytes: None,
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

    /// The buffer index of element `idx`, or a message when out of bounds (for a byte view,
    /// the element's position counted in elements from its base).
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
        let len = self.buf.borrow().len() as i128;
        let fits = match self.bytes {
            None => at >= 0 && at < len,
            Some(bv) => {
                let first = i128::from(bv.base) + at * i128::from(bv.elem_bytes);
                at >= 0 && first >= 0 && first + i128::from(bv.elem_bytes) <= len
            }
        };
        if !fits {
            return Err(format!(
                "element {at} is outside the buffer of {len} elements"
            ));
        }
        Ok(at as usize)
    }

    /// The element at buffer position `at` (as [`MemRef::index_of`] counts).
    pub fn element_at(&self, at: usize) -> Result<Scalar, String> {
        let buf = self.buf.borrow();
        let Some(bv) = self.bytes else {
            return buf
                .get(at)
                .copied()
                .ok_or_else(|| format!("element {at} is outside the buffer"));
        };
        let mut bits: u128 = 0;
        for k in (0..bv.elem_bytes as usize).rev() {
            let b = byte_index(bv, at, k)
                .and_then(|i| buf.get(i))
                .copied()
                .ok_or_else(|| format!("element {at} is outside the buffer"))?;
            bits = (bits << 8) | u128::from(b.as_apint().bits as u8);
        }
        self.elem
            .from_bits(bits)
            .ok_or_else(|| "a byte view of complex elements is not supported".to_string())
    }

    /// Writes `v` at buffer position `at` (as [`MemRef::index_of`] counts).
    pub fn set_element_at(&self, at: usize, v: Scalar) -> Result<(), String> {
        let mut buf = self.buf.borrow_mut();
        let Some(bv) = self.bytes else {
            return match buf.get_mut(at) {
                Some(slot) => {
                    *slot = v;
                    Ok(())
                }
                None => Err("store outside the buffer".to_string()),
            };
        };
        let bits = v.bits();
        for k in 0..bv.elem_bytes as usize {
            let slot = byte_index(bv, at, k)
                .and_then(|i| buf.get_mut(i))
                .ok_or("store outside the buffer")?;
            *slot = Scalar::int(((bits >> (8 * k)) & 0xff) as i128, 8);
        }
        Ok(())
    }

    /// Loads element `idx`.
    pub fn load(&self, idx: &[i64]) -> Result<Scalar, String> {
        self.element_at(self.index_of(idx)?)
    }

    /// Stores `v` at element `idx`.
    pub fn store(&self, idx: &[i64], v: Scalar) -> Result<(), String> {
        self.set_element_at(self.index_of(idx)?, v)
    }

    /// The buffer position of `idx` by its strided address alone, without checking each
    /// index against its dimension: an access promised in bounds (`in_bounds`, a gather
    /// lane) touches what the lowered code touches, reaching into the next rows; only
    /// leaving the buffer is an error (when the element is read or written).
    pub fn address_of(&self, idx: &[i64]) -> Result<usize, String> {
        let at = idx
            .iter()
            .zip(&self.strides)
            .fold(i128::from(self.offset), |a, (&i, &st)| {
                a + i128::from(i) * i128::from(st)
            });
        usize::try_from(at).map_err(|_| format!("element {at} is before the buffer"))
    }

    /// The elements of the view in row-major order.
    pub fn to_vec(&self) -> Result<Vec<Scalar>, String> {
        let n = self.len();
        if self.bytes.is_some() {
            return (0..n)
                .map(|i| {
                    let c = tile_dialects::sparse_tensor::storage::delinearize(i, &self.shape);
                    let c: Vec<i64> = c.into_iter().map(|x| x as i64).collect();
                    self.load(&c)
                })
                .collect();
        }
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

/// The buffer index of byte `k` of element `at` of byte view `bv`.
fn byte_index(bv: ByteView, at: usize, k: usize) -> Option<usize> {
    usize::try_from(i128::from(bv.base) + (at as i128) * i128::from(bv.elem_bytes) + k as i128).ok()
}
