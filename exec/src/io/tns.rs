//! FROSTT `.tns` files: MLIR's extended form (a `rank nnz` line and a line of dimension
//! sizes before the entries) and the plain form (entries only; sizes are the largest
//! coordinates). Lines starting with `#` are comments; coordinates are 1-based.

use super::{CooData, FileValue};

/// Parses FROSTT text; errors name the offending line.
pub fn parse(text: &str) -> Result<CooData, String> {
    let lines: Vec<(usize, Vec<&str>)> = text
        .lines()
        .enumerate()
        .map(|(n, l)| (n + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .map(|(n, l)| (n, l.split_whitespace().collect()))
        .collect();
    let ints = |w: &[&str]| -> Option<Vec<u64>> { w.iter().map(|s| s.parse().ok()).collect() };
    // Extended header: `rank nnz` then `rank` sizes, then exactly nnz entries.
    if let [(_, h1), (_, h2), rest @ ..] = &lines[..]
        && let (Some(a), Some(dims)) = (ints(h1), ints(h2))
        && let [rank, nnz] = a[..]
        && dims.len() as u64 == rank
        && rest.len() as u64 == nnz
        && rest.iter().all(|(_, w)| w.len() as u64 == rank + 1)
    {
        let entries = read_entries(rest, rank as usize, Some(&dims))?;
        return Ok(CooData {
            dims,
            entries,
            symmetry: super::Symmetry::General,
            complex: false,
        });
    }
    let Some((_, first)) = lines.first() else {
        return Ok(CooData {
            dims: vec![],
            entries: vec![],
            symmetry: super::Symmetry::General,
            complex: false,
        });
    };
    let rank = first.len().saturating_sub(1);
    if rank == 0 {
        return Err("expected entries 'i1 ... in value'".into());
    }
    let entries = read_entries(&lines, rank, None)?;
    let mut dims = vec![0u64; rank];
    for (c, _) in &entries {
        for (d, &x) in dims.iter_mut().zip(c) {
            *d = (*d).max(x + 1);
        }
    }
    Ok(CooData {
        dims,
        entries,
        symmetry: super::Symmetry::General,
        complex: false,
    })
}

fn read_entries(
    lines: &[(usize, Vec<&str>)],
    rank: usize,
    dims: Option<&[u64]>,
) -> Result<Vec<(Vec<u64>, FileValue)>, String> {
    let mut out = Vec::with_capacity(lines.len());
    for (n, w) in lines {
        if w.len() != rank + 1 {
            return Err(format!(
                "line {n}: expected {} fields, got {}",
                rank + 1,
                w.len()
            ));
        }
        let mut c = Vec::with_capacity(rank);
        for (d, s) in w[..rank].iter().enumerate() {
            let x: u64 = s
                .parse()
                .map_err(|_| format!("line {n}: malformed coordinate '{s}'"))?;
            let size = dims.and_then(|ds| ds.get(d).copied()).unwrap_or(u64::MAX);
            if x == 0 || x > size {
                return Err(format!("line {n}: coordinate {x} is outside 1..={size}"));
            }
            c.push(x - 1);
        }
        let v: f64 = w[rank]
            .parse()
            .map_err(|_| format!("line {n}: malformed value '{}'", w[rank]))?;
        out.push((c, v.into()));
    }
    Ok(out)
}
