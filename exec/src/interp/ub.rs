//! The `ub` dialect: `ub.poison` reads as zero (MLIR leaves its value undefined; zero is a
//! deterministic choice, as for fresh allocations).

use std::rc::Rc;

use tile_ir::{OpId, TypeKind};

use super::{Frame, Interpreter, R};
use crate::value::{DenseTensor, Value};

pub(super) fn exec(
    it: &Interpreter<'_>,
    _f: &Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    if name != "ub.poison" {
        return Ok(None);
    }
    let ty = it.result_ty(op, 0)?;
    let elem = it.elem_ty(op, ty)?;
    let v = match it.ctx.type_kind(ty) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            let shape = it.result_shape(op, 0, &[])?;
            Value::Tensor(Rc::new(DenseTensor::filled(shape, elem, elem.zero())))
        }
        _ => Value::Scalar(elem.zero()),
    };
    Ok(Some(vec![v]))
}
