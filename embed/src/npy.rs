//! Minimal `.npy` (NumPy format 1.0/2.0/3.0) reading and writing of 1-D little-endian
//! arrays: the `.npy` input of a feature is a pair (lengths per sample, flat ids) plus
//! optional flat weights.

use std::path::Path;

use crate::error::{EmbedError, Result};

/// A 1-D array read from a `.npy` file.
#[derive(Debug, Clone, PartialEq)]
pub enum NpyArray {
    /// Integers (`<i1 <i2 <i4 <i8 <u1 <u2 <u4 <u8`), widened.
    Int(Vec<i64>),
    /// Floats (`<f4 <f8`), narrowed to f32.
    Float(Vec<f32>),
}

impl NpyArray {
    /// Number of elements.
    pub fn len(&self) -> usize {
        match self {
            NpyArray::Int(v) => v.len(),
            NpyArray::Float(v) => v.len(),
        }
    }

    /// Whether the array is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

fn header_value<'a>(header: &'a str, key: &str) -> Option<&'a str> {
    let pat = format!("'{key}':");
    let start = header.find(&pat)? + pat.len();
    Some(header.get(start..)?.trim_start())
}

/// The first `K` bytes of `c` as an array (zero-padded when shorter; callers pass chunks of
/// exactly `K` bytes).
fn le_bytes<const K: usize>(c: &[u8]) -> [u8; K] {
    let mut a = [0u8; K];
    for (d, s) in a.iter_mut().zip(c) {
        *d = *s;
    }
    a
}

/// Parses the bytes of a `.npy` file holding a 1-D (or `(n, 1)`) C-order array.
pub fn parse_npy(bytes: &[u8], what: &str) -> Result<NpyArray> {
    let bad = |m: &str| EmbedError::Input(format!("{what}: {m}"));
    if bytes.len() < 10 || bytes.get(..6) != Some(b"\x93NUMPY".as_slice()) {
        return Err(bad("not a .npy file"));
    }
    let major = bytes.get(6).copied().unwrap_or(0);
    let (hlen, hstart) = if major == 1 {
        let b = bytes.get(8..10).ok_or_else(|| bad("truncated header"))?;
        (u16::from_le_bytes(le_bytes(b)) as usize, 10)
    } else {
        let b = bytes.get(8..12).ok_or_else(|| bad("truncated header"))?;
        (u32::from_le_bytes(le_bytes(b)) as usize, 12)
    };
    let header = bytes
        .get(hstart..hstart + hlen)
        .and_then(|h| std::str::from_utf8(h).ok())
        .ok_or_else(|| bad("bad header"))?;
    let data = bytes.get(hstart + hlen..).unwrap_or(&[]);
    let descr = header_value(header, "descr").ok_or_else(|| bad("no descr"))?;
    let descr = descr
        .strip_prefix('\'')
        .and_then(|d| d.split('\'').next())
        .ok_or_else(|| bad("bad descr"))?;
    if header_value(header, "fortran_order").is_some_and(|v| v.starts_with("True")) {
        return Err(bad("Fortran-order arrays are not supported"));
    }
    let shape = header_value(header, "shape").ok_or_else(|| bad("no shape"))?;
    let shape = shape
        .strip_prefix('(')
        .and_then(|s| s.split(')').next())
        .ok_or_else(|| bad("bad shape"))?;
    let dims: Vec<usize> = shape
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<usize>().map_err(|_| bad("bad shape")))
        .collect::<Result<_>>()?;
    let n = match dims.as_slice() {
        [n] | [n, 1] => *n,
        [] => 1,
        _ => return Err(bad("expected a 1-D array")),
    };
    let (little, kind, size) = {
        let mut c = descr.chars();
        let order = c.next().unwrap_or('?');
        let kind = c.next().unwrap_or('?');
        let size: usize = c.as_str().parse().map_err(|_| bad("bad dtype"))?;
        (order == '<' || order == '|' || order == '=', kind, size)
    };
    if !little && size > 1 {
        return Err(bad("big-endian arrays are not supported"));
    }
    if size == 0 {
        return Err(bad(&format!("unsupported dtype `{descr}`")));
    }
    let body = n
        .checked_mul(size)
        .and_then(|len| data.get(..len))
        .ok_or_else(|| bad("data shorter than the shape"))?;
    let chunks = body.chunks_exact(size);
    match (kind, size) {
        ('i', 1) => Ok(NpyArray::Int(
            chunks
                .map(|c| c.first().copied().unwrap_or(0) as i8 as i64)
                .collect(),
        )),
        ('u', 1) | ('b', 1) => Ok(NpyArray::Int(
            chunks
                .map(|c| c.first().copied().unwrap_or(0) as i64)
                .collect(),
        )),
        ('i', 2) => Ok(NpyArray::Int(
            chunks
                .map(|c| i16::from_le_bytes(le_bytes(c)) as i64)
                .collect(),
        )),
        ('u', 2) => Ok(NpyArray::Int(
            chunks
                .map(|c| u16::from_le_bytes(le_bytes(c)) as i64)
                .collect(),
        )),
        ('i', 4) => Ok(NpyArray::Int(
            chunks
                .map(|c| i32::from_le_bytes(le_bytes(c)) as i64)
                .collect(),
        )),
        ('u', 4) => Ok(NpyArray::Int(
            chunks
                .map(|c| u32::from_le_bytes(le_bytes(c)) as i64)
                .collect(),
        )),
        ('i', 8) | ('u', 8) => {
            let mut v = Vec::with_capacity(n);
            for c in chunks {
                let mut b = [0u8; 8];
                b.copy_from_slice(c);
                let x = if kind == 'i' {
                    i64::from_le_bytes(b)
                } else {
                    i64::try_from(u64::from_le_bytes(b)).map_err(|_| bad("id too large"))?
                };
                v.push(x);
            }
            Ok(NpyArray::Int(v))
        }
        ('f', 4) => Ok(NpyArray::Float(
            chunks.map(|c| f32::from_le_bytes(le_bytes(c))).collect(),
        )),
        ('f', 8) => Ok(NpyArray::Float(
            chunks
                .map(|c| {
                    let mut b = [0u8; 8];
                    b.copy_from_slice(c);
                    f64::from_le_bytes(b) as f32
                })
                .collect(),
        )),
        _ => Err(bad(&format!("unsupported dtype `{descr}`"))),
    }
}

/// Reads a `.npy` file.
pub fn read_npy(path: &Path) -> Result<NpyArray> {
    let bytes = std::fs::read(path)
        .map_err(|e| EmbedError::Io(format!("cannot read {}: {e}", path.display())))?;
    parse_npy(&bytes, &path.display().to_string())
}

fn npy_bytes(descr: &str, n: usize, elem: usize, data: impl Iterator<Item = [u8; 4]>) -> Vec<u8> {
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': ({n},), }}");
    // Magic (6) + version (2) + length (2) + header + '\n' is a multiple of 64.
    while !(10 + header.len() + 1).is_multiple_of(64) {
        header.push(' ');
    }
    header.push('\n');
    let mut out = Vec::with_capacity(10 + header.len() + n * elem);
    out.extend_from_slice(b"\x93NUMPY\x01\x00");
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    for b in data {
        out.extend_from_slice(&b);
    }
    out
}

/// The bytes of a 1-D `<i4` array.
pub fn i32_npy(v: &[i32]) -> Vec<u8> {
    npy_bytes("<i4", v.len(), 4, v.iter().map(|x| x.to_le_bytes()))
}

/// The bytes of a 1-D `<f4` array.
pub fn f32_npy(v: &[f32]) -> Vec<u8> {
    npy_bytes("<f4", v.len(), 4, v.iter().map(|x| x.to_le_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_header(header: &str, data: &[u8]) -> Vec<u8> {
        let mut b = b"\x93NUMPY\x01\x00".to_vec();
        b.extend_from_slice(&(header.len() as u16).to_le_bytes());
        b.extend_from_slice(header.as_bytes());
        b.extend_from_slice(data);
        b
    }

    /// Found by the `embed_batch` fuzz target (issue 10): a zero-sized dtype panicked in
    /// `chunks_exact(0)`, and a huge shape overflowed `n * size`.
    #[test]
    fn zero_sized_dtypes_and_huge_shapes_are_errors() {
        let zero = with_header(
            "{'descr': '<i0', 'fortran_order': False, 'shape': (3,), }\n",
            &[],
        );
        assert!(parse_npy(&zero, "z.npy").is_err());
        let huge = with_header(
            "{'descr': '<i8', 'fortran_order': False, 'shape': (4611686018427387905,), }\n",
            &[0; 16],
        );
        assert!(parse_npy(&huge, "h.npy").is_err());
        let ok = i32_npy(&[1, 2, 3]);
        assert_eq!(
            parse_npy(&ok, "ok.npy").ok(),
            Some(NpyArray::Int(vec![1, 2, 3]))
        );
    }
}
