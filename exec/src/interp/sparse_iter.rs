//! Sparse iteration: `sparse_tensor.extract_iteration_space`, `iterate`, `coiterate` and
//! `extract_value` over the storage's levels. An iteration space lists its iterators in
//! storage order; an iterator holds the level coordinates it stands on and the position
//! range it covers at its last level (one position, or a run of equal coordinates of a
//! non-unique level, which the levels below iterate as MLIR's deduplicating iterators do).
//! `coiterate` walks the union of its spaces' coordinates and runs, at each, the case whose
//! iterator pattern is exactly the set of spaces holding it (no case: nothing runs).

use std::rc::Rc;

use tile_dialects::sparse_tensor::LevelFormat;
use tile_dialects::sparse_tensor::ops::iteration::{
    CoIterateOp, ExtractIterSpaceOp, ExtractValOp, IterateOp,
};
use tile_ir::OpId;

use super::{Frame, Interpreter, R};
use crate::value::{Scalar, SparseCursor, SparseIterator, SparseTensor, Value};

/// Executes one of the iteration ops; `None` when `name` is not one.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    Ok(Some(match name {
        "sparse_tensor.extract_iteration_space" => vec![extract_space(it, f, op)?],
        "sparse_tensor.extract_value" => vec![extract_value(it, f, op)?],
        "sparse_tensor.iterate" => iterate(it, f, op)?,
        "sparse_tensor.coiterate" => coiterate(it, f, op)?,
        _ => return Ok(None),
    }))
}

/// A coordinate of level `l` at position `k` (AoS COO segments interleave theirs).
fn crd_at(s: &SparseTensor, l: usize, k: u64) -> Option<u64> {
    let n = s.enc.lvl_rank();
    let cs = s.enc.coo_start();
    let (buf, idx) = if !s.enc.coo_is_soa() && cs + 1 < n && l >= cs {
        (
            cs,
            k.checked_mul((n - cs) as u64)?
                .checked_add((l - cs) as u64)?,
        )
    } else {
        (l, k)
    };
    s.storage.coordinates.get(buf)?.get(idx as usize).copied()
}

fn pos_at(s: &SparseTensor, l: usize, i: u64) -> Option<u64> {
    s.storage.positions.get(l)?.get(i as usize).copied()
}

/// A child position: its coordinate and the position range it covers.
type Child = (u64, (u64, u64));

/// The children at level `l` of the positions `range` of level `l - 1`: (coordinate,
/// position range), equal coordinates of a non-unique level merged into one run.
fn children(s: &SparseTensor, l: usize, range: (u64, u64)) -> Result<Vec<Child>, String> {
    let lt = *s.enc.lvl_types.get(l).ok_or("level out of range")?;
    let corrupt = || format!("inconsistent storage at level {l}");
    let mut out: Vec<Child> = Vec::new();
    for p in range.0..range.1 {
        match lt.format() {
            LevelFormat::Dense => {
                let size = *s.storage.lvl_sizes.get(l).ok_or_else(corrupt)?;
                let base = p.checked_mul(size).ok_or_else(corrupt)?;
                for c in 0..size {
                    let at = base.checked_add(c).ok_or_else(corrupt)?;
                    out.push((c, (at, at.saturating_add(1))));
                }
            }
            LevelFormat::Compressed | LevelFormat::LooseCompressed => {
                let (lo, hi) = if lt.has_loose_positions() {
                    let at = p.saturating_mul(2);
                    (pos_at(s, l, at), pos_at(s, l, at.saturating_add(1)))
                } else {
                    (pos_at(s, l, p), pos_at(s, l, p.saturating_add(1)))
                };
                let (lo, hi) = (lo.ok_or_else(corrupt)?, hi.ok_or_else(corrupt)?);
                for k in lo..hi {
                    out.push((crd_at(s, l, k).ok_or_else(corrupt)?, (k, k + 1)));
                }
            }
            LevelFormat::Singleton => {
                out.push((crd_at(s, l, p).ok_or_else(corrupt)?, (p, p + 1)));
            }
            LevelFormat::NOutOfM => {
                let n = u64::from(lt.n());
                let lo = p.checked_mul(n).ok_or_else(corrupt)?;
                for k in lo..lo.saturating_add(n) {
                    out.push((crd_at(s, l, k).ok_or_else(corrupt)?, (k, k + 1)));
                }
            }
            LevelFormat::Batch => return Err("batch levels cannot be iterated".into()),
        }
    }
    if !lt.is_unique() {
        let mut merged: Vec<Child> = Vec::new();
        for (c, r) in out {
            match merged.last_mut() {
                Some((pc, pr)) if *pc == c && pr.1 == r.0 => pr.1 = r.1,
                _ => merged.push((c, r)),
            }
        }
        return Ok(merged);
    }
    Ok(out)
}

/// The iterators of levels `lo..hi` under the position range `range` of level `lo - 1`.
fn iterators(
    s: &SparseTensor,
    lo: usize,
    hi: usize,
    prefix: &[u64],
    range: (u64, u64),
    out: &mut Vec<SparseIterator>,
) -> Result<(), String> {
    for (c, r) in children(s, lo, range)? {
        let mut crds = prefix.to_vec();
        crds.push(c);
        if lo + 1 == hi {
            out.push(SparseIterator {
                lvl_hi: hi,
                crds,
                range: r,
            });
        } else {
            iterators(s, lo + 1, hi, &crds, r, out)?;
        }
    }
    Ok(())
}

fn extract_space(it: &mut Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let ctx = it.ctx;
    let v = ExtractIterSpaceOp::cast(ctx, op).ok_or_else(|| it.err(op, "malformed op"))?;
    let s = it.sparse(f, op, 0)?;
    let (lo, hi) = (v.loLvl(ctx), v.hiLvl(ctx));
    let (Ok(lo), Ok(hi)) = (usize::try_from(lo), usize::try_from(hi)) else {
        return Err(it.err(op, "negative level"));
    };
    let range = match v.parentIter(ctx) {
        Some(p) => match it.get(f, op, p)? {
            Value::SparseCursor(c) => match &*c {
                SparseCursor::Iterator { iter, .. } => iter.range,
                SparseCursor::Space { .. } => return Err(it.err(op, "expected an iterator")),
            },
            other => {
                return Err(it.err(
                    op,
                    format!("expected an iterator, got a {}", other.kind_name()),
                ));
            }
        },
        None => (0, 1),
    };
    let mut iters = Vec::new();
    iterators(&s, lo, hi, &[], range, &mut iters).map_err(|e| it.err(op, e))?;
    Ok(Value::SparseCursor(Rc::new(SparseCursor::Space {
        tensor: s,
        iters,
    })))
}

fn extract_value(it: &mut Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let ctx = it.ctx;
    let v = ExtractValOp::cast(ctx, op).ok_or_else(|| it.err(op, "malformed op"))?;
    let s = it.sparse(f, op, 0)?;
    let pos = match it.get(f, op, v.iterator(ctx))? {
        Value::SparseCursor(c) => match &*c {
            SparseCursor::Iterator { iter, .. } => iter.range.0,
            SparseCursor::Space { .. } => return Err(it.err(op, "expected an iterator")),
        },
        other => {
            return Err(it.err(
                op,
                format!("expected an iterator, got a {}", other.kind_name()),
            ));
        }
    };
    let x = s
        .storage
        .values
        .get(pos as usize)
        .copied()
        .ok_or_else(|| it.err(op, format!("no value at position {pos}")))?;
    Ok(Value::Scalar(x))
}

/// The iterators of an iteration space operand.
fn space(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    v: tile_ir::Value,
) -> R<(Rc<SparseTensor>, Vec<SparseIterator>)> {
    match it.get(f, op, v)? {
        Value::SparseCursor(c) => match &*c {
            SparseCursor::Space { tensor, iters } => Ok((tensor.clone(), iters.clone())),
            SparseCursor::Iterator { .. } => Err(it.err(op, "expected an iteration space")),
        },
        other => Err(it.err(
            op,
            format!("expected an iteration space, got a {}", other.kind_name()),
        )),
    }
}

/// The coordinates a loop body receives: those of the levels in `used` (bit `k` is the
/// space's `k`-th level).
fn used_crds(crds: &[u64], used: i64) -> Vec<Value> {
    crds.iter()
        .enumerate()
        .filter(|(k, _)| *k < 64 && used & (1 << k) != 0)
        .map(|(_, &c)| Value::Scalar(Scalar::Index(c as i64)))
        .collect()
}

fn iterate(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let v = IterateOp::cast(ctx, op).ok_or_else(|| it.err(op, "malformed op"))?;
    let (tensor, iters) = space(it, f, op, v.iterSpace(ctx))?;
    let used = v.crdUsedLvls(ctx);
    let mut carried = v
        .initArgs(ctx)
        .iter()
        .map(|&x| it.get(f, op, x))
        .collect::<R<Vec<_>>>()?;
    let body = *ctx
        .op(op)
        .regions()
        .first()
        .ok_or_else(|| it.err(op, "has no body"))?;
    for iter in iters {
        let mut args = carried.clone();
        args.extend(used_crds(&iter.crds, used));
        args.push(Value::SparseCursor(Rc::new(SparseCursor::Iterator {
            tensor: tensor.clone(),
            iter,
        })));
        carried = it.run_body(f, body, args)?;
    }
    Ok(carried)
}

fn coiterate(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let v = CoIterateOp::cast(ctx, op).ok_or_else(|| it.err(op, "malformed op"))?;
    let spaces = v
        .iterSpaces(ctx)
        .iter()
        .map(|&s| space(it, f, op, s))
        .collect::<R<Vec<_>>>()?;
    let used = v.crdUsedLvls(ctx);
    let cases = v.cases(ctx);
    let regions = ctx.op(op).regions().to_vec();
    let mut carried = v
        .initArgs(ctx)
        .iter()
        .map(|&x| it.get(f, op, x))
        .collect::<R<Vec<_>>>()?;
    // The union of the spaces' coordinates, in order, with each space's iterator there.
    let mut cursor = vec![0usize; spaces.len()];
    loop {
        let next = spaces
            .iter()
            .zip(&cursor)
            .filter_map(|((_, its), &k)| its.get(k).map(|i| &i.crds))
            .min()
            .cloned();
        let Some(crds) = next else { break };
        let mut present = 0i64;
        let mut its = Vec::new();
        for (k, ((tensor, list), at)) in spaces.iter().zip(cursor.iter_mut()).enumerate() {
            if let Some(i) = list.get(*at).filter(|i| i.crds == crds) {
                if k < 64 {
                    present |= 1 << k;
                }
                its.push(Value::SparseCursor(Rc::new(SparseCursor::Iterator {
                    tensor: tensor.clone(),
                    iter: i.clone(),
                })));
                *at += 1;
            }
        }
        let Some(case) = cases.iter().position(|&c| c == present) else {
            continue;
        };
        let region = *regions
            .get(case)
            .ok_or_else(|| it.err(op, "has fewer regions than cases"))?;
        let mut args = carried.clone();
        args.extend(used_crds(&crds, used));
        args.extend(its);
        carried = it.run_body(f, region, args)?;
    }
    Ok(carried)
}
