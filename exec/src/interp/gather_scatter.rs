//! `tensor.gather` / `tensor.scatter`, as MLIR's documentation defines them (MLIR itself
//! does not bufferize them): for each coordinate tuple in the last dimension of the index
//! tensor, the source slice with the gathered dimensions fixed at those coordinates.

use std::rc::Rc;

use tile_dialects::sparse_tensor::storage::delinearize;
use tile_dialects::tensor::{GatherOp, ScatterOp};
use tile_ir::OpId;

use super::{Frame, Interpreter, R};
use crate::value::{DenseTensor, Value};

/// Executes op `name`; `None` when it is not gather or scatter.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    let ctx = it.ctx;
    Ok(Some(vec![match name {
        "tensor.gather" => {
            let g = GatherOp::cast(ctx, op).ok_or_else(|| it.err(op, "is not a valid gather"))?;
            let src = it.dense(f, op, 0)?;
            let idx = it.dense(f, op, 1)?;
            let mut data = Vec::new();
            for_each_slice(it, op, &src.shape, &idx, &g.gather_dims(ctx), |at| {
                let x = src.data.get(at).copied();
                data.push(x.ok_or_else(|| it.err(op, "gather out of bounds"))?);
                Ok(())
            })?;
            let shape = result_shape(it, op, data.len())?;
            Value::Tensor(Rc::new(DenseTensor {
                shape,
                elem: src.elem,
                data,
            }))
        }
        "tensor.scatter" => {
            let s = ScatterOp::cast(ctx, op).ok_or_else(|| it.err(op, "is not a valid scatter"))?;
            let src = it.dense(f, op, 0)?;
            let mut dst = it.dense(f, op, 1)?;
            let idx = it.dense(f, op, 2)?;
            let shape = dst.shape.clone();
            let d = Rc::make_mut(&mut dst);
            let mut k = 0usize;
            for_each_slice(it, op, &shape, &idx, &s.scatter_dims(ctx), |at| {
                let x = src.data.get(k).copied();
                let x = x.ok_or_else(|| it.err(op, "source has too few elements"))?;
                let slot = d.data.get_mut(at);
                *slot.ok_or_else(|| it.err(op, "scatter out of bounds"))? = x;
                k += 1;
                Ok(())
            })?;
            Value::Tensor(dst)
        }
        _ => return Ok(None),
    }]))
}

/// Result 0's shape with its dynamic sizes solved from the element count (at most one is
/// dynamic beyond those the index tensor fixes; MLIR allows any, so all are filled from
/// `n` when only one is unknown).
fn result_shape(it: &Interpreter<'_>, op: OpId, n: usize) -> R<Vec<u64>> {
    let want = it.shape_of(op, it.result_ty(op, 0)?)?;
    let known: u64 = want
        .iter()
        .filter(|&&d| d != tile_ir::types::DYNAMIC)
        .map(|&d| d as u64)
        .product();
    let dynamic = want
        .iter()
        .filter(|&&d| d == tile_ir::types::DYNAMIC)
        .count();
    if dynamic > 1 {
        return Err(it.err(
            op,
            "results with more than one dynamic size are not supported",
        ));
    }
    let fill = (n as u64).checked_div(known).unwrap_or(0);
    Ok(want
        .iter()
        .map(|&d| {
            if d == tile_ir::types::DYNAMIC {
                fill
            } else {
                d as u64
            }
        })
        .collect())
}

/// Calls `visit` with the row-major position in a tensor of `shape` of every element of
/// every slice the index tensor `idx` selects along `dims`, in result order.
fn for_each_slice(
    it: &Interpreter<'_>,
    op: OpId,
    shape: &[u64],
    idx: &DenseTensor,
    dims: &[i64],
    mut visit: impl FnMut(usize) -> R<()>,
) -> R<()> {
    let k = dims.len();
    if idx.shape.last().copied() != Some(k as u64) {
        return Err(it.err(
            op,
            "index tensor's last dimension must hold one coordinate per dim",
        ));
    }
    let slice: Vec<u64> = shape
        .iter()
        .enumerate()
        .map(|(d, &s)| if dims.contains(&(d as i64)) { 1 } else { s })
        .collect();
    let per_slice: u64 = slice.iter().product();
    for coords in idx.data.chunks(k.max(1)) {
        for q in 0..per_slice {
            let mut at = delinearize(q, &slice);
            for (&d, c) in dims.iter().zip(coords) {
                let c = c.as_i128();
                let slot = usize::try_from(d).ok().and_then(|d| at.get_mut(d));
                let (Some(slot), Ok(c)) = (slot, u64::try_from(c)) else {
                    return Err(it.err(op, format!("coordinate {c} is out of bounds")));
                };
                *slot = c;
            }
            let lin =
                tile_dialects::sparse_tensor::storage::linearize(&at, shape).ok_or_else(|| {
                    it.err(
                        op,
                        format!("coordinates {at:?} are out of bounds for {shape:?}"),
                    )
                })?;
            visit(lin as usize)?;
        }
    }
    Ok(())
}
