//! NumPy `.npy` files (format versions 1, 2 and 3): a reader of C- or Fortran-ordered
//! arrays of bool, signed/unsigned integers (1..8 bytes) and floats (`f2`, `f4`, `f8`) in
//! either byte order, and a writer of C-ordered little-endian arrays.

/// The element kind of an array.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NpyKind {
    /// `b1`.
    Bool,
    /// `i<n>`.
    Int,
    /// `u<n>`.
    UInt,
    /// `f<n>`.
    Float,
}

/// An array read from (or to be written to) a `.npy` file, elements in row-major order.
#[derive(Clone, Debug, PartialEq)]
pub struct NpyArray {
    /// The shape (empty for a 0-d array).
    pub shape: Vec<u64>,
    /// The element kind.
    pub kind: NpyKind,
    /// Bytes per element.
    pub size: usize,
    /// Elements as numbers (integers are exact up to 2^53 in floats, so they are kept apart).
    pub data: NpyData,
}

/// The elements of an [`NpyArray`].
#[derive(Clone, Debug, PartialEq)]
pub enum NpyData {
    /// Integer and bool elements.
    Int(Vec<i128>),
    /// Float elements.
    Float(Vec<f64>),
}

impl NpyData {
    /// The number of elements.
    pub fn len(&self) -> usize {
        match self {
            NpyData::Int(v) => v.len(),
            NpyData::Float(v) => v.len(),
        }
    }

    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

const MAGIC: &[u8] = b"\x93NUMPY";

/// The value of `key` in the header dictionary (`{'descr': '<f8', ...}`), as raw text.
fn dict_value<'a>(header: &'a str, key: &str) -> Option<&'a str> {
    let start = header
        .find(&format!("'{key}'"))
        .or_else(|| header.find(&format!("\"{key}\"")))?;
    let rest = &header[start + key.len() + 2..];
    let rest = rest.trim_start().strip_prefix(':')?.trim_start();
    let end = if rest.starts_with('(') {
        rest.find(')')? + 1
    } else if let Some(q) = rest.strip_prefix('\'') {
        q.find('\'')? + 2
    } else {
        rest.find([',', '}']).unwrap_or(rest.len())
    };
    Some(rest[..end].trim())
}

/// Parses the bytes of a `.npy` file.
pub fn parse(bytes: &[u8]) -> Result<NpyArray, String> {
    if bytes.len() < 10 || &bytes[..6] != MAGIC {
        return Err("not a .npy file (bad magic string)".into());
    }
    let major = bytes[6];
    let (hlen, hstart) = match major {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
        2 | 3 => {
            if bytes.len() < 12 {
                return Err("truncated .npy header".into());
            }
            (
                u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize,
                12,
            )
        }
        v => return Err(format!("unsupported .npy format version {v}")),
    };
    let header = bytes
        .get(hstart..hstart + hlen)
        .ok_or("truncated .npy header")?;
    let header = std::str::from_utf8(header).map_err(|_| "the .npy header is not text")?;
    let descr = dict_value(header, "descr").ok_or("the .npy header has no 'descr'")?;
    let descr = descr.trim_matches('\'');
    let fortran = match dict_value(header, "fortran_order") {
        Some("True") => true,
        Some("False") | None => false,
        Some(other) => return Err(format!("bad fortran_order '{other}'")),
    };
    let shape_text = dict_value(header, "shape").ok_or("the .npy header has no 'shape'")?;
    let shape: Vec<u64> = shape_text
        .trim_start_matches('(')
        .trim_end_matches(')')
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.trim_end_matches('L').parse::<u64>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("bad shape {shape_text}"))?;
    let (order, rest) = match descr.as_bytes().first() {
        Some(b'<' | b'=' | b'|') => (false, &descr[1..]),
        Some(b'>') => (true, &descr[1..]),
        _ => (false, descr),
    };
    let kind = match rest.as_bytes().first() {
        Some(b'b') => NpyKind::Bool,
        Some(b'i') => NpyKind::Int,
        Some(b'u') => NpyKind::UInt,
        Some(b'f') => NpyKind::Float,
        _ => return Err(format!("unsupported .npy dtype '{descr}'")),
    };
    let size: usize = rest[1..]
        .parse()
        .map_err(|_| format!("unsupported .npy dtype '{descr}'"))?;
    let ok = match kind {
        NpyKind::Bool => size == 1,
        NpyKind::Int | NpyKind::UInt => matches!(size, 1 | 2 | 4 | 8),
        NpyKind::Float => matches!(size, 2 | 4 | 8),
    };
    if !ok {
        return Err(format!("unsupported .npy dtype '{descr}'"));
    }
    let n = shape
        .iter()
        .try_fold(1u64, |a, &d| a.checked_mul(d))
        .ok_or("the .npy shape is too large")? as usize;
    let body = &bytes[hstart + hlen..];
    let need = n.checked_mul(size).ok_or("the .npy shape is too large")?;
    if body.len() < need {
        return Err(format!(
            "the .npy data is truncated: {} bytes for {n} elements of {size} bytes",
            body.len()
        ));
    }
    let word = |i: usize| -> u64 {
        let mut b = [0u8; 8];
        let e = &body[i * size..(i + 1) * size];
        if order {
            for (k, &x) in e.iter().rev().enumerate() {
                b[k] = x;
            }
        } else {
            b[..size].copy_from_slice(e);
        }
        u64::from_le_bytes(b)
    };
    let mut data = match kind {
        NpyKind::Float => NpyData::Float(
            (0..n)
                .map(|i| {
                    let w = word(i);
                    match size {
                        2 => tile_ir::float::FloatValue {
                            sem: tile_ir::float::FloatSemantics::F16,
                            bits: u128::from(w),
                        }
                        .to_f64(),
                        4 => f64::from(f32::from_bits(w as u32)),
                        _ => f64::from_bits(w),
                    }
                })
                .collect(),
        ),
        NpyKind::Bool | NpyKind::UInt => {
            NpyData::Int((0..n).map(|i| i128::from(word(i))).collect())
        }
        NpyKind::Int => NpyData::Int(
            (0..n)
                .map(|i| {
                    let shift = 64 - 8 * size as u32;
                    i128::from(((word(i) << shift) as i64) >> shift)
                })
                .collect(),
        ),
    };
    if fortran && shape.len() > 1 {
        // Column-major to row-major: element at row-major index r sits at column-major c.
        let mut cm_strides = vec![1u64; shape.len()];
        for d in 1..shape.len() {
            cm_strides[d] = cm_strides[d - 1] * shape[d - 1];
        }
        let perm: Vec<usize> = (0..n)
            .map(|r| {
                let c = tile_dialects::sparse_tensor::storage::delinearize(r as u64, &shape);
                c.iter().zip(&cm_strides).map(|(a, b)| a * b).sum::<u64>() as usize
            })
            .collect();
        data = match data {
            NpyData::Int(v) => NpyData::Int(perm.iter().map(|&p| v[p]).collect()),
            NpyData::Float(v) => NpyData::Float(perm.iter().map(|&p| v[p]).collect()),
        };
    }
    Ok(NpyArray {
        shape,
        kind,
        size,
        data,
    })
}

/// The bytes of a version-1 `.npy` file holding `a` (C order, little endian).
pub fn write(a: &NpyArray) -> Vec<u8> {
    let code = match a.kind {
        NpyKind::Bool => 'b',
        NpyKind::Int => 'i',
        NpyKind::UInt => 'u',
        NpyKind::Float => 'f',
    };
    let order = if a.size == 1 { '|' } else { '<' };
    let shape = match a.shape.len() {
        0 => "()".to_string(),
        1 => format!("({},)", a.shape[0]),
        _ => format!(
            "({})",
            a.shape
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut header = format!(
        "{{'descr': '{order}{code}{}', 'fortran_order': False, 'shape': {shape}, }}",
        a.size
    );
    // Pad with spaces so the data starts at a multiple of 64, ending with a newline.
    let total = 10 + header.len() + 1;
    header.push_str(&" ".repeat((64 - total % 64) % 64));
    header.push('\n');
    let mut out = Vec::with_capacity(10 + header.len() + a.data.len() * a.size);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&[1, 0]);
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    match &a.data {
        NpyData::Int(v) => {
            for &x in v {
                out.extend_from_slice(&(x as u64).to_le_bytes()[..a.size]);
            }
        }
        NpyData::Float(v) => {
            for &x in v {
                match a.size {
                    2 => {
                        let bits = tile_ir::float::FloatValue::from_f64_rounded(
                            tile_ir::float::FloatSemantics::F16,
                            x,
                        )
                        .bits as u16;
                        out.extend_from_slice(&bits.to_le_bytes());
                    }
                    4 => out.extend_from_slice(&(x as f32).to_le_bytes()),
                    _ => out.extend_from_slice(&x.to_le_bytes()),
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        for (kind, size, data) in [
            (
                NpyKind::Float,
                8,
                NpyData::Float(vec![1.5, -2.0, 0.0, 3.25, 1e300, -0.5]),
            ),
            (
                NpyKind::Float,
                4,
                NpyData::Float(vec![1.5, -2.0, 0.0, 3.25, 7.0, -0.5]),
            ),
            (
                NpyKind::Float,
                2,
                NpyData::Float(vec![1.5, -2.0, 0.0, 3.25, 7.0, -0.5]),
            ),
            (
                NpyKind::Int,
                4,
                NpyData::Int(vec![1, -2, 0, 3, i128::from(i32::MIN), 5]),
            ),
            (NpyKind::Int, 1, NpyData::Int(vec![1, -2, 0, 3, -128, 127])),
            (
                NpyKind::UInt,
                8,
                NpyData::Int(vec![1, 2, 0, 3, i128::from(u64::MAX), 5]),
            ),
            (NpyKind::Bool, 1, NpyData::Int(vec![1, 0, 0, 1, 1, 0])),
        ] {
            let a = NpyArray {
                shape: vec![2, 3],
                kind,
                size,
                data,
            };
            let bytes = write(&a);
            assert_eq!(
                (10 + u16::from_le_bytes([bytes[8], bytes[9]]) as usize) % 64,
                0
            );
            assert_eq!(parse(&bytes).unwrap(), a);
        }
    }

    #[test]
    fn fortran_big_endian_and_errors() {
        let header = "{'descr': '>i2', 'fortran_order': True, 'shape': (2, 3), }";
        let mut b = MAGIC.to_vec();
        b.extend_from_slice(&[1, 0]);
        b.extend_from_slice(&(header.len() as u16).to_le_bytes());
        b.extend_from_slice(header.as_bytes());
        // Column-major [[1, 2, 3], [4, 5, 6]]: 1 4 2 5 3 6.
        for x in [1i16, 4, 2, 5, 3, 6] {
            b.extend_from_slice(&x.to_be_bytes());
        }
        let a = parse(&b).unwrap();
        assert_eq!(a.data, NpyData::Int(vec![1, 2, 3, 4, 5, 6]));
        assert!(parse(b"hello").unwrap_err().contains("magic"));
        assert!(parse(&b[..b.len() - 1]).unwrap_err().contains("truncated"));
        let z = write(&NpyArray {
            shape: vec![],
            kind: NpyKind::Float,
            size: 8,
            data: NpyData::Float(vec![2.5]),
        });
        assert_eq!(parse(&z).unwrap().shape, Vec::<u64>::new());
    }
}
