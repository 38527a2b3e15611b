//! `linalg.pack` and `linalg.unpack` on tensors: every element of the destination is read
//! from the one source element its tile coordinates name (MLIR's lowering to `tensor.pad`,
//! `tensor.expand_shape` and `linalg.transpose`, and back with `extract_slice`).

use std::rc::Rc;

use tile_dialects::linalg::pack::{PackOp, UnPackOp};
use tile_dialects::sparse_tensor::storage::delinearize;
use tile_ir::OpId;

use super::{Frame, Interpreter, R};
use crate::value::{DenseTensor, Scalar, Value};

/// How an op tiles its unpacked dims: `perm[j]` is the unpacked dim of packed outer dim `j`,
/// dim `pos[i]` is tiled by `tiles[i]` (packed dim `n + i`).
struct Tiling {
    perm: Vec<usize>,
    pos: Vec<usize>,
    tiles: Vec<u64>,
}

impl Tiling {
    /// The tiling an op's attributes and dynamic tile sizes give, checked against the rank.
    fn new(
        it: &Interpreter<'_>,
        f: &Frame,
        op: OpId,
        rank: usize,
        attrs: [Vec<i64>; 3],
        dynamic: &[tile_ir::Value],
    ) -> R<Tiling> {
        let [perm, pos, static_tiles] = attrs;
        let as_dims = |v: Vec<i64>, what: &str| -> R<Vec<usize>> {
            let dims: Vec<usize> = v
                .into_iter()
                .map(|d| usize::try_from(d).ok().filter(|&d| d < rank))
                .collect::<Option<_>>()
                .ok_or_else(|| it.err(op, format!("{what} names a dim outside rank {rank}")))?;
            let mut seen = vec![false; rank];
            for &d in &dims {
                if std::mem::replace(&mut seen[d], true) {
                    return Err(it.err(op, format!("{what} names dim {d} twice")));
                }
            }
            Ok(dims)
        };
        let perm = if perm.is_empty() {
            (0..rank).collect()
        } else {
            as_dims(perm, "outer_dims_perm")?
        };
        if perm.len() != rank {
            return Err(it.err(op, "outer_dims_perm must permute every unpacked dim"));
        }
        let pos = as_dims(pos, "inner_dims_pos")?;
        let mut dynamic = dynamic.iter();
        let mut tiles = Vec::with_capacity(static_tiles.len());
        for t in static_tiles {
            let t = if t == tile_ir::types::DYNAMIC {
                let v = dynamic
                    .next()
                    .ok_or_else(|| it.err(op, "has fewer dynamic tile sizes than '?' tiles"))?;
                match it.get(f, op, *v)? {
                    Value::Scalar(s) => s.as_i128() as i64,
                    _ => return Err(it.err(op, "has a tile size that is not an index")),
                }
            } else {
                t
            };
            tiles.push(
                u64::try_from(t).ok().filter(|&t| t > 0).ok_or_else(|| {
                    it.err(op, format!("has a tile size {t} that is not positive"))
                })?,
            );
        }
        if tiles.len() != pos.len() {
            return Err(it.err(
                op,
                "tiling factors must equal the number of dimensions to tile",
            ));
        }
        Ok(Tiling { perm, pos, tiles })
    }

    /// The unpacked coordinates of packed coordinates `c` (past the end of a dim in a
    /// partial tile).
    fn unpacked(&self, c: &[u64]) -> Vec<u64> {
        let n = self.perm.len();
        let mut u = vec![0; n];
        for (&d, &o) in self.perm.iter().zip(c) {
            u[d] = o;
        }
        for ((&d, &t), &i) in self.pos.iter().zip(&self.tiles).zip(c.iter().skip(n)) {
            u[d] = u[d] * t + i;
        }
        u
    }

    /// The packed coordinates of unpacked coordinates `u`.
    fn packed(&self, u: &[u64]) -> Vec<u64> {
        let mut outer = u.to_vec();
        let mut inner = Vec::with_capacity(self.pos.len());
        for (&d, &t) in self.pos.iter().zip(&self.tiles) {
            inner.push(u[d] % t);
            outer[d] = u[d] / t;
        }
        let mut c: Vec<u64> = self.perm.iter().map(|&d| outer[d]).collect();
        c.extend(inner);
        c
    }

    /// The packed shape an unpacked shape needs (partial tiles rounded up).
    fn packed_shape(&self, unpacked: &[u64]) -> Vec<u64> {
        let mut outer = unpacked.to_vec();
        for (&d, &t) in self.pos.iter().zip(&self.tiles) {
            outer[d] = unpacked[d].div_ceil(t);
        }
        let mut s: Vec<u64> = self.perm.iter().map(|&d| outer[d]).collect();
        s.extend(&self.tiles);
        s
    }
}

/// `linalg.pack`: the destination's tiles filled from the source, padding where a partial
/// tile reaches past the source.
pub(super) fn pack(it: &Interpreter<'_>, f: &Frame, op: OpId, view: PackOp) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let src = it.as_dense(op, it.get(f, op, view.source(ctx))?)?;
    let dest = it.as_dense(op, it.get(f, op, view.dest(ctx))?)?;
    let pad = match view.padding_value(ctx) {
        Some(v) => match it.get(f, op, v)? {
            Value::Scalar(s) => Some(s),
            _ => return Err(it.err(op, "has a padding value that is not a scalar")),
        },
        None => None,
    };
    let tiling = Tiling::new(
        it,
        f,
        op,
        src.shape.len(),
        [
            view.outer_dims_perm(ctx),
            view.inner_dims_pos(ctx),
            view.static_inner_tiles(ctx),
        ],
        view.inner_tiles(ctx),
    )?;
    let need = tiling.packed_shape(&src.shape);
    let fits = need.len() == dest.shape.len() && need.iter().zip(&dest.shape).all(|(n, d)| n <= d);
    let n = src.shape.len();
    if !fits || need.get(n..) != dest.shape.get(n..) {
        return Err(it.err(
            op,
            format!(
                "destination of shape {:?} cannot hold the packed source (needs {need:?})",
                dest.shape
            ),
        ));
    }
    let mut data: Vec<Scalar> = Vec::with_capacity(dest.data.len());
    for i in 0..dest.shape.iter().product::<u64>() {
        let u = tiling.unpacked(&delinearize(i, &dest.shape));
        data.push(match src.linear(&u).and_then(|at| src.data.get(at)) {
            Some(&s) => s,
            None => pad.ok_or_else(|| {
                it.err(
                    op,
                    "reads past the source in a partial tile and has no padding_value",
                )
            })?,
        });
    }
    Ok(vec![Value::Tensor(Rc::new(DenseTensor {
        shape: dest.shape.clone(),
        elem: src.elem,
        data,
    }))])
}

/// `linalg.unpack`: each destination element read from its tile (elements of partial tiles
/// past the destination are dropped).
pub(super) fn unpack(it: &Interpreter<'_>, f: &Frame, op: OpId, view: UnPackOp) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let src = it.as_dense(op, it.get(f, op, view.source(ctx))?)?;
    let dest = it.as_dense(op, it.get(f, op, view.dest(ctx))?)?;
    let tiling = Tiling::new(
        it,
        f,
        op,
        dest.shape.len(),
        [
            view.outer_dims_perm(ctx),
            view.inner_dims_pos(ctx),
            view.static_inner_tiles(ctx),
        ],
        view.inner_tiles(ctx),
    )?;
    let n = dest.shape.len();
    if src.shape.len() != n + tiling.tiles.len() || src.shape.get(n..) != Some(&tiling.tiles[..]) {
        return Err(it.err(
            op,
            format!(
                "source of shape {:?} does not end in the tiles {:?}",
                src.shape, tiling.tiles
            ),
        ));
    }
    let mut data: Vec<Scalar> = Vec::with_capacity(dest.data.len());
    for i in 0..dest.shape.iter().product::<u64>() {
        let c = tiling.packed(&delinearize(i, &dest.shape));
        let s = src
            .linear(&c)
            .and_then(|at| src.data.get(at))
            .ok_or_else(|| {
                it.err(
                    op,
                    format!(
                        "source of shape {:?} is too small for a destination of shape {:?}",
                        src.shape, dest.shape
                    ),
                )
            })?;
        data.push(*s);
    }
    Ok(vec![Value::Tensor(Rc::new(DenseTensor {
        shape: dest.shape.clone(),
        elem: src.elem,
        data,
    }))])
}

#[cfg(test)]
mod tests {
    use super::Tiling;

    /// 5x7 tiled as [1, 0] by [4, 2] with the outer dims swapped: packed shape 2x3x4x2.
    fn tiling() -> Tiling {
        Tiling {
            perm: vec![1, 0],
            pos: vec![1, 0],
            tiles: vec![4, 2],
        }
    }

    #[test]
    fn packed_shape_rounds_partial_tiles_up_and_permutes() {
        assert_eq!(tiling().packed_shape(&[5, 7]), vec![2, 3, 4, 2]);
    }

    #[test]
    fn packed_and_unpacked_coordinates_are_inverse() {
        let t = tiling();
        for r in 0..5 {
            for c in 0..7 {
                let p = t.packed(&[r, c]);
                assert_eq!(p, vec![c / 4, r / 2, c % 4, r % 2]);
                assert_eq!(t.unpacked(&p), vec![r, c]);
            }
        }
    }
}
