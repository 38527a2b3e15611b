//! Matrix Market coordinate files: `general`, `symmetric`, `skew-symmetric`, `pattern`
//! (value 1), `real`, `integer` and `complex` (two numbers per entry) fields; 1-based
//! coordinates become 0-based.
//!
//! Symmetric files: MLIR 22's runtime (`sparse_tensor.new`) keeps only the entries written
//! in the file; scipy mirrors them. [`parse`] gives the file's entries and
//! [`CooData::symmetry`]; [`CooData::mirrored`] adds the mirrored ones (scipy's view).

use super::{CooData, FileValue};

/// Parses Matrix Market text; errors name the offending line.
pub fn parse(text: &str) -> Result<CooData, String> {
    let mut lines = text.lines().enumerate();
    let (_, header) = lines
        .next()
        .ok_or("empty file: expected a %%MatrixMarket header")?;
    let words: Vec<String> = header
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    if words.first().map(String::as_str) != Some("%%matrixmarket") || words.len() < 5 {
        return Err(
            "line 1: expected '%%MatrixMarket matrix coordinate <field> <symmetry>'".into(),
        );
    }
    if words[1] != "matrix" || words[2] != "coordinate" {
        return Err(format!(
            "line 1: only 'matrix coordinate' files are supported, got '{} {}'",
            words[1], words[2]
        ));
    }
    // How many numbers follow the coordinates of an entry.
    let numbers = match words[3].as_str() {
        "real" | "integer" | "double" => 1,
        "pattern" => 0,
        "complex" => 2,
        other => return Err(format!("line 1: unsupported field '{other}'")),
    };
    let (symmetric, skew) = match words[4].as_str() {
        "general" => (false, false),
        "symmetric" => (true, false),
        "skew-symmetric" => (true, true),
        other => return Err(format!("line 1: unsupported symmetry '{other}'")),
    };
    let mut size_line = None;
    for (n, line) in lines.by_ref() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('%') {
            continue;
        }
        size_line = Some((n, t));
        break;
    }
    let (n, t) = size_line.ok_or("missing the size line 'rows cols nnz'")?;
    let sizes: Vec<u64> = t
        .split_whitespace()
        .map(|w| w.parse::<u64>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("line {}: malformed size line '{t}'", n + 1))?;
    let [rows, cols, nnz] = sizes[..] else {
        return Err(format!(
            "line {}: expected 'rows cols nnz', got '{t}'",
            n + 1
        ));
    };
    let mut entries = Vec::with_capacity(nnz.min(1 << 24) as usize);
    let mut count = 0u64;
    for (n, line) in lines {
        let t = line.trim();
        if t.is_empty() || t.starts_with('%') {
            continue;
        }
        let w: Vec<&str> = t.split_whitespace().collect();
        let want = 2 + numbers;
        if w.len() != want {
            return Err(format!("line {}: expected {want} fields, got '{t}'", n + 1));
        }
        let coord = |s: &str, size: u64| -> Result<u64, String> {
            let c: u64 = s
                .parse()
                .map_err(|_| format!("line {}: malformed coordinate '{s}'", n + 1))?;
            if c == 0 || c > size {
                return Err(format!(
                    "line {}: coordinate {c} is outside 1..={size}",
                    n + 1
                ));
            }
            Ok(c - 1)
        };
        let (i, j) = (coord(w[0], rows)?, coord(w[1], cols)?);
        let number = |k: usize| -> Result<f64, String> {
            let s = w.get(k).copied().unwrap_or("");
            s.parse()
                .map_err(|_| format!("line {}: malformed value '{s}'", n + 1))
        };
        let v = match numbers {
            0 => FileValue::from(1.0),
            1 => FileValue::from(number(2)?),
            _ => FileValue {
                re: number(2)?,
                im: number(3)?,
            },
        };
        entries.push((vec![i, j], v));
        count += 1;
    }
    if count != nnz {
        return Err(format!("expected {nnz} entries, found {count}"));
    }
    let symmetry = match (symmetric, skew) {
        (false, _) => super::Symmetry::General,
        (true, false) => super::Symmetry::Symmetric,
        (true, true) => super::Symmetry::SkewSymmetric,
    };
    Ok(CooData {
        dims: vec![rows, cols],
        entries,
        symmetry,
        complex: numbers == 2,
    })
}
