//! Recycled output buffers. A caller that hands buffers out and gets them back (the Python
//! package, when numpy frees an output array) returns them with [`recycle_i32`] /
//! [`recycle_f32`]; the next preprocessing then reuses their memory (already mapped)
//! instead of fresh pages, whose page faults cost more than the preprocessing of a large
//! batch's entries. Without recycling (the CLI) every buffer is a fresh allocation, as before.

use std::sync::Mutex;

/// At most this many bytes of buffers are kept.
const MAX_POOLED_BYTES: usize = 256 << 20;

struct Pool<T> {
    bufs: Vec<Vec<T>>,
    bytes: usize,
}

static I32: Mutex<Pool<i32>> = Mutex::new(Pool {
    bufs: Vec::new(),
    bytes: 0,
});
static F32: Mutex<Pool<f32>> = Mutex::new(Pool {
    bufs: Vec::new(),
    bytes: 0,
});

fn put<T>(pool: &Mutex<Pool<T>>, v: Vec<T>) {
    let size = v.capacity() * std::mem::size_of::<T>();
    if size == 0 {
        return;
    }
    if let Ok(mut p) = pool.lock()
        && p.bytes + size <= MAX_POOLED_BYTES
    {
        p.bytes += size;
        p.bufs.push(v);
    }
}

/// A pooled vector with capacity for `n` (the smallest that holds `n`), if any, with its
/// old contents.
fn take<T>(pool: &Mutex<Pool<T>>, n: usize) -> Option<Vec<T>> {
    if let Ok(mut p) = pool.lock() {
        let best = p
            .bufs
            .iter()
            .enumerate()
            .filter(|(_, v)| v.capacity() >= n)
            .min_by_key(|(_, v)| v.capacity())
            .map(|(i, _)| i);
        if let Some(i) = best {
            let v = p.bufs.swap_remove(i);
            p.bytes = p
                .bytes
                .saturating_sub(v.capacity() * std::mem::size_of::<T>());
            return Some(v);
        }
    }
    None
}

/// Drops every pooled buffer (their memory goes back to the allocator).
pub fn clear() {
    if let Ok(mut p) = I32.lock() {
        (p.bufs, p.bytes) = (Vec::new(), 0);
    }
    if let Ok(mut p) = F32.lock() {
        (p.bufs, p.bytes) = (Vec::new(), 0);
    }
}

/// Gives an `i32` buffer back for reuse.
pub fn recycle_i32(v: Vec<i32>) {
    put(&I32, v);
}

/// Gives an `f32` buffer back for reuse.
pub fn recycle_f32(v: Vec<f32>) {
    put(&F32, v);
}

/// An empty `i32` vector with capacity `n` (recycled when possible).
pub fn i32_with_capacity(n: usize) -> Vec<i32> {
    empty(take(&I32, n)).unwrap_or_else(|| Vec::with_capacity(n))
}

/// An empty `f32` vector with capacity `n` (recycled when possible).
pub fn f32_with_capacity(n: usize) -> Vec<f32> {
    empty(take(&F32, n)).unwrap_or_else(|| Vec::with_capacity(n))
}

fn empty<T>(v: Option<Vec<T>>) -> Option<Vec<T>> {
    v.map(|mut v| {
        v.clear();
        v
    })
}

/// `n` zeros (a recycled vector is cleared; a fresh one comes zeroed from the allocator).
pub fn i32_zeroed(n: usize) -> Vec<i32> {
    zeroed(take(&I32, n), n)
}

/// `n` zeros.
pub fn f32_zeroed(n: usize) -> Vec<f32> {
    zeroed(take(&F32, n), n)
}

fn zeroed<T: Copy + Default>(v: Option<Vec<T>>, n: usize) -> Vec<T> {
    match v {
        Some(mut v) => {
            v.clear();
            v.resize(n, T::default());
            v
        }
        None => vec![T::default(); n],
    }
}

/// `n` copies of `x` (recycled memory when possible).
pub fn i32_filled(n: usize, x: i32) -> Vec<i32> {
    filled(take(&I32, n), n, x)
}

/// `n` copies of `x` (recycled memory when possible).
pub fn f32_filled(n: usize, x: f32) -> Vec<f32> {
    filled(take(&F32, n), n, x)
}

fn filled<T: Copy>(v: Option<Vec<T>>, n: usize, x: T) -> Vec<T> {
    match v {
        Some(mut v) => {
            v.clear();
            v.resize(n, x);
            v
        }
        None => vec![x; n],
    }
}

/// `n` entries of unspecified contents, for regions the caller may leave unwritten: a
/// recycled vector keeps its old contents up to its old length (nothing is written there);
/// a fresh one comes zeroed from the allocator, whose untouched pages are never faulted in.
pub fn i32_unwritten(n: usize) -> Vec<i32> {
    unwritten(take(&I32, n), n)
}

/// `n` entries of unspecified contents (see [`i32_unwritten`]).
pub fn f32_unwritten(n: usize) -> Vec<f32> {
    unwritten(take(&F32, n), n)
}

fn unwritten<T: Copy + Default>(v: Option<Vec<T>>, n: usize) -> Vec<T> {
    match v {
        Some(mut v) => {
            v.truncate(n);
            v.resize(n, T::default());
            v
        }
        None => vec![T::default(); n],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recycled_buffers_come_back_cleared() {
        recycle_i32(vec![7; 1000]);
        let v = i32_zeroed(900);
        assert_eq!(v.len(), 900);
        assert!(v.iter().all(|&x| x == 0));
        assert!(v.capacity() >= 900);
        let w = f32_with_capacity(10);
        assert!(w.is_empty() && w.capacity() >= 10);
        recycle_f32(vec![1.0; 300]);
        assert!(f32_filled(256, -2.0).iter().all(|&x| x == -2.0));
        assert_eq!(i32_filled(3, 9), vec![9, 9, 9]);
    }

    /// An unwritten buffer keeps a recycled vector's contents and zero-extends a short one.
    #[test]
    fn unwritten_buffers_keep_old_contents() {
        let mut old = Vec::with_capacity(64);
        old.extend([5i32; 40]);
        recycle_i32(old);
        let v = i32_unwritten(50);
        assert_eq!(v.len(), 50);
        if v.capacity() == 64 {
            assert!(v[..40].iter().all(|&x| x == 5) && v[40..].iter().all(|&x| x == 0));
        }
        assert_eq!(f32_unwritten(3).len(), 3);
    }
}
