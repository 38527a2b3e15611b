//! Entries read from a file for a `structured[n, m]` (n:m) tensor: MLIR's n:m level has no
//! positions, so each block must store exactly `n` entries. A file may legally hold fewer
//! non-zeros in a block; those blocks get explicit zeros at their smallest free in-block
//! coordinates (what the storage of a 2:4 tensor with those zeros written out holds). A
//! block with more than `n` non-zeros is not n:m and is rejected.

use std::collections::BTreeMap;

use tile_dialects::sparse_tensor::storage::level_sizes;
use tile_dialects::sparse_tensor::{LevelFormat, SparseEncoding};

/// `entries` (dimension coordinates, value) of a tensor of sizes `dims` encoded by `enc`,
/// with every block of its trailing n:m level filled to `n` entries.
pub fn pad_structured_blocks<V: Default>(
    enc: &SparseEncoding,
    dims: &[u64],
    entries: Vec<(Vec<u64>, V)>,
) -> Result<Vec<(Vec<u64>, V)>, String> {
    let Some(last) = enc.lvl_types.last().copied() else {
        return Ok(entries);
    };
    if !last.is(LevelFormat::NOutOfM) {
        return Ok(entries);
    }
    let l = enc.lvl_rank() - 1;
    let (n, m) = (u64::from(last.n()), u64::from(last.m()));
    let to_lvl = enc.dim_to_lvl_or_identity();
    let sizes: Vec<Option<i64>> = dims.iter().map(|&d| i64::try_from(d).ok()).collect();
    let to_dim = to_lvl
        .invert_with_shape(&sizes)
        .or_else(|| enc.lvl_to_dim.clone())
        .ok_or("the n:m encoding's dimension-to-level map cannot be inverted")?;
    let lvl_sizes = level_sizes(enc, dims).map_err(|e| e.to_string())?;
    // In-block coordinates used by each block (the level coordinates above the n:m level).
    let mut blocks: BTreeMap<Vec<u64>, Vec<u64>> = BTreeMap::new();
    for (c, _) in &entries {
        let dim: Vec<i64> = c.iter().map(|&x| x as i64).collect();
        let lvl = to_lvl.evaluate(&dim, &[]).map_err(|e| format!("{e:?}"))?;
        let (Some((&inner, prefix)), true) = (lvl.split_last(), lvl.len() == l + 1) else {
            return Err("the encoding's map does not give one coordinate per level".into());
        };
        let used = blocks
            .entry(prefix.iter().map(|&x| x as u64).collect())
            .or_default();
        if !used.contains(&(inner as u64)) {
            used.push(inner as u64);
        }
    }
    // Blocks without any entry exist too: the levels above an n:m level are dense (MLIR's
    // encoding verifier requires it).
    let above = lvl_sizes.get(..l).unwrap_or(&[]);
    if enc
        .lvl_types
        .iter()
        .take(l)
        .all(|t| t.is(LevelFormat::Dense))
    {
        let count: u64 = above.iter().product();
        for k in 0..count {
            blocks
                .entry(tile_dialects::sparse_tensor::storage::delinearize(k, above))
                .or_default();
        }
    }
    let mut out = entries;
    for (prefix, used) in blocks {
        if used.len() as u64 > n {
            return Err(format!(
                "a block of level {l} (structured[{n}, {m}]) at level coordinates {prefix:?} holds {} non-zeros, more than {n}",
                used.len()
            ));
        }
        let missing = n as usize - used.len();
        for c in (0..m).filter(|c| !used.contains(c)).take(missing) {
            let mut lvl: Vec<i64> = prefix.iter().map(|&x| x as i64).collect();
            lvl.push(c as i64);
            let dim = to_dim.evaluate(&lvl, &[]).map_err(|e| format!("{e:?}"))?;
            let dim: Vec<u64> = dim.into_iter().map(|x| x.max(0) as u64).collect();
            out.push((dim, V::default()));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_dialects::sparse_tensor::encoding::parse::parse_encoding_str;

    fn encoding(body: &str) -> SparseEncoding {
        let mut ctx = tile_ir::Context::new(tile_dialects::registry());
        let text = format!("#sparse_tensor.encoding<{{ {body} }}>");
        parse_encoding_str(&mut ctx, &text).unwrap_or_else(|d| panic!("{}", d.message))
    }

    const NV_24: &str =
        "map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])";

    #[test]
    fn underfull_and_empty_blocks_get_zeros_at_free_coordinates() {
        let enc = encoding(NV_24);
        let got = pad_structured_blocks(&enc, &[2, 8], vec![(vec![0, 2], 1.0), (vec![1, 5], 2.0)])
            .expect("pads");
        let mut coords: Vec<(Vec<u64>, f64)> = got;
        coords.sort_by(|a, b| a.0.cmp(&b.0));
        let want = vec![
            (vec![0, 0], 0.0),
            (vec![0, 2], 1.0),
            (vec![0, 4], 0.0),
            (vec![0, 5], 0.0),
            (vec![1, 0], 0.0),
            (vec![1, 1], 0.0),
            (vec![1, 4], 0.0),
            (vec![1, 5], 2.0),
        ];
        assert_eq!(coords, want);
    }

    #[test]
    fn full_blocks_are_unchanged_and_overfull_ones_rejected() {
        let enc = encoding(NV_24);
        let full = vec![
            (vec![0, 1], 1.0),
            (vec![0, 3], 2.0),
            (vec![0, 4], 3.0),
            (vec![0, 6], 4.0),
        ];
        assert_eq!(pad_structured_blocks(&enc, &[1, 8], full.clone()), Ok(full));
        let over = vec![(vec![0, 0], 1.0), (vec![0, 1], 2.0), (vec![0, 2], 3.0)];
        let err = pad_structured_blocks(&enc, &[1, 8], over).expect_err("overfull");
        assert!(err.contains("holds 3 non-zeros, more than 2"), "{err}");
    }

    #[test]
    fn other_encodings_pass_through() {
        let enc = encoding("map = (i, j) -> (i : dense, j : compressed)");
        let e = vec![(vec![0, 2], 1.0)];
        assert_eq!(pad_structured_blocks(&enc, &[2, 8], e.clone()), Ok(e));
    }
}
