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

/// An empty vector with capacity for `n`: the smallest pooled one that holds `n`, if any.
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
            let mut v = p.bufs.swap_remove(i);
            p.bytes = p
                .bytes
                .saturating_sub(v.capacity() * std::mem::size_of::<T>());
            v.clear();
            return Some(v);
        }
    }
    None
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
    take(&I32, n).unwrap_or_else(|| Vec::with_capacity(n))
}

/// An empty `f32` vector with capacity `n` (recycled when possible).
pub fn f32_with_capacity(n: usize) -> Vec<f32> {
    take(&F32, n).unwrap_or_else(|| Vec::with_capacity(n))
}

/// `n` zeros (a recycled vector is cleared; a fresh one comes zeroed from the allocator).
pub fn i32_zeroed(n: usize) -> Vec<i32> {
    match take(&I32, n) {
        Some(mut v) => {
            v.resize(n, 0);
            v
        }
        None => vec![0; n],
    }
}

/// `n` zeros.
pub fn f32_zeroed(n: usize) -> Vec<f32> {
    match take(&F32, n) {
        Some(mut v) => {
            v.resize(n, 0.0);
            v
        }
        None => vec![0.0; n],
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
    }
}
