//! The interpreter: walks regions op by op, keeping SSA values of one function call in a
//! [`Frame`]. Each dialect's ops live in their own module.

mod affine;
mod arith;
mod cf;
mod complex;
mod embedding;
mod forall;
mod func;
mod gather_scatter;
mod index;
mod linalg;
mod linalg_pack;
mod linalg_winograd;
mod math;
mod memref;
mod memref_ext;
mod runner_utils;
mod scf;
mod sparse;
mod sparse_build;
mod sparse_generic;
mod sparse_iter;
mod tensor;
mod ub;
mod vector;

use std::rc::Rc;

use rustc_hash::FxHashMap;
use tile_ir::{Context, Diagnostic, OpId, RegionId, Type, TypeKind};

use crate::memory::MemRef;
use crate::value::{DenseTensor, Scalar, ScalarTy, SparseTensor, Value};

/// The most elements one tensor or memref may hold (larger allocations are errors).
pub const MAX_ELEMENTS: u64 = 1 << 31;

/// The result type of interpreter steps.
pub type R<T> = Result<T, Diagnostic>;

/// SSA values of one function activation.
pub type Frame = FxHashMap<tile_ir::Value, Value>;

/// Options of a run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The most operations executed before the run stops with a fuel error.
    pub fuel: u64,
    /// The deepest call nesting allowed.
    pub max_call_depth: usize,
    /// Values of the `TENSOR<i>` variables (`None`: read the process environment).
    pub tensor_files: Option<Vec<(String, String)>>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            fuel: 10_000_000_000,
            max_call_depth: 1000,
            tensor_files: None,
        }
    }
}

/// An interpreter over one module.
pub struct Interpreter<'c> {
    /// The context holding the module.
    pub ctx: &'c Context,
    funcs: FxHashMap<String, OpId>,
    global_ops: FxHashMap<String, OpId>,
    globals: FxHashMap<String, MemRef>,
    /// What the program printed.
    pub out: String,
    fuel_left: u64,
    fuel_total: u64,
    depth: usize,
    options: RunOptions,
    /// Iteration coordinates of the enclosing `linalg` ops (for `linalg.index`).
    linalg_idx: Vec<Vec<i64>>,
}

/// Where control goes when a region's block ends: the terminator and its operand values.
pub struct Exit {
    /// The terminator op (`scf.yield`, `func.return`, ...).
    pub op: OpId,
    /// Its operand values.
    pub values: Vec<Value>,
}

impl<'c> Interpreter<'c> {
    /// An interpreter over `module` (its top-level `func.func`s are callable).
    pub fn new(ctx: &'c Context, module: OpId, options: RunOptions) -> Self {
        let mut funcs = FxHashMap::default();
        let mut global_ops = FxHashMap::default();
        for &r in ctx.op(module).regions().iter() {
            for &b in &ctx.region(r).blocks {
                for &op in &ctx.block(b).ops {
                    let Some(name) = tile_dialects::func::symbol_name(ctx, op) else {
                        continue;
                    };
                    match ctx.op_name_of(op) {
                        "func.func" => {
                            funcs.insert(name.to_string(), op);
                        }
                        "memref.global" => {
                            global_ops.insert(name.to_string(), op);
                        }
                        _ => {}
                    }
                }
            }
        }
        Interpreter {
            ctx,
            funcs,
            global_ops,
            globals: FxHashMap::default(),
            out: String::new(),
            fuel_left: options.fuel,
            fuel_total: options.fuel,
            depth: 0,
            options,
            linalg_idx: Vec::new(),
        }
    }

    /// The number of ops executed so far (the fuel used).
    pub fn ops_executed(&self) -> u64 {
        self.fuel_total - self.fuel_left
    }

    /// The `func.func` named `name`.
    pub fn func(&self, name: &str) -> Option<OpId> {
        self.funcs.get(name).copied()
    }

    /// Calls function `name` with `args`, returning its results.
    pub fn call(&mut self, name: &str, args: Vec<Value>) -> R<Vec<Value>> {
        let Some(f) = self.func(name) else {
            return Err(Diagnostic::error(
                tile_ir::Loc::Unknown,
                format!("no function named '{name}'"),
            ));
        };
        self.call_func(f, args)
    }

    /// The value of the environment variable `TENSOR<i>`-style `name`.
    pub(crate) fn env_var(&self, name: &str) -> Option<String> {
        match &self.options.tensor_files {
            Some(list) => list.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()),
            None => std::env::var(name).ok(),
        }
    }

    /// An error at `op` in MLIR's `'dialect.op' op msg` form.
    pub(crate) fn err(&self, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
        self.ctx.op_error(op, msg)
    }

    /// Runs `region` with entry arguments `args`, following `cf` branches, until a
    /// terminator other than a branch ends it.
    pub(crate) fn run_region(
        &mut self,
        f: &mut Frame,
        region: RegionId,
        args: Vec<Value>,
    ) -> R<Exit> {
        let ctx = self.ctx;
        let Some(mut block) = ctx.entry_block(region) else {
            return Err(Diagnostic::error(
                tile_ir::Loc::Unknown,
                "region has no blocks",
            ));
        };
        let mut args = args;
        loop {
            let data = ctx.block(block);
            for (&a, v) in data.args.iter().zip(args) {
                f.insert(a, v);
            }
            let Some((&term, body)) = data.ops.split_last() else {
                return Err(Diagnostic::error(
                    tile_ir::Loc::Unknown,
                    "block without terminator",
                ));
            };
            for &op in body {
                self.exec_op(f, op)?;
            }
            self.burn(term)?;
            match ctx.op_name_of(term) {
                "cf.br" | "cf.cond_br" | "cf.switch" => {
                    let (next, next_args) = cf::branch(self, f, term)?;
                    block = next;
                    args = next_args;
                }
                _ => {
                    let values = self.operands(f, term)?;
                    return Ok(Exit { op: term, values });
                }
            }
        }
    }

    /// Runs a single-block region and returns its terminator's operand values.
    pub(crate) fn run_body(
        &mut self,
        f: &mut Frame,
        region: RegionId,
        args: Vec<Value>,
    ) -> R<Vec<Value>> {
        Ok(self.run_region(f, region, args)?.values)
    }

    /// Counts `op` against the fuel (for ops run by their parent, not by [`Self::exec_op`]).
    pub(crate) fn burn_op(&mut self, op: OpId) -> R<()> {
        self.burn(op)
    }

    fn burn(&mut self, op: OpId) -> R<()> {
        if self.fuel_left == 0 {
            return Err(self.err(
                op,
                format!(
                    "fuel exhausted: more than {} operations executed (a non-terminating loop?)",
                    self.fuel_total
                ),
            ));
        }
        self.fuel_left -= 1;
        Ok(())
    }

    /// Executes one non-terminator op, binding its results in `f`.
    pub(crate) fn exec_op(&mut self, f: &mut Frame, op: OpId) -> R<()> {
        self.burn(op)?;
        let name = self.ctx.op_name_of(op);
        let (dialect, _) = name.split_once('.').unwrap_or((name, ""));
        let results = match dialect {
            "affine" => affine::exec(self, f, op)?,
            "arith" | "math" if vector::is_elementwise_on_vectors(self, op) => {
                let scalar: vector::ScalarExec = if dialect == "arith" {
                    arith::exec
                } else {
                    math::exec
                };
                vector::lift_elementwise(self, f, op, name, scalar)?
            }
            "arith" => arith::exec(self, f, op, name)?,
            "math" => math::exec(self, f, op, name)?,
            "func" => func::exec(self, f, op, name)?,
            "scf" => scf::exec(self, f, op, name)?,
            "cf" => cf::exec(self, f, op, name)?,
            "complex" => complex::exec(self, f, op)?,
            "memref" => memref::exec(self, f, op, name)?,
            "tensor" | "bufferization" => tensor::exec(self, f, op, name)?,
            "linalg" => linalg::exec(self, f, op)?,
            "sparse_tensor" => sparse::exec(self, f, op, name)?,
            "embedding" => embedding::exec(self, f, op, name)?,
            "vector" => vector::exec(self, f, op, name)?,
            "ub" => ub::exec(self, f, op, name)?,
            "index" => index::exec(self, f, op, name)?,
            _ => None,
        };
        let Some(results) = results else {
            return Err(self.err(op, "is not supported by the interpreter"));
        };
        let ctx = self.ctx;
        let rs = &ctx.op(op).results;
        if rs.len() != results.len() {
            return Err(self.err(
                op,
                format!(
                    "interpreter produced {} results for {} (internal error)",
                    results.len(),
                    rs.len()
                ),
            ));
        }
        for (&r, v) in rs.iter().zip(results) {
            f.insert(r, v);
        }
        Ok(())
    }

    /// Calls `func` (a `func.func`) with `args`.
    pub(crate) fn call_func(&mut self, func: OpId, args: Vec<Value>) -> R<Vec<Value>> {
        let ctx = self.ctx;
        let Some(&body) = ctx.op(func).regions().first() else {
            return Err(self.err(func, "has no body"));
        };
        if ctx.region(body).blocks.is_empty() {
            return Err(self.err(func, "is a declaration without a body"));
        }
        if self.depth >= self.options.max_call_depth {
            return Err(self.err(func, "call depth limit reached (unbounded recursion?)"));
        }
        self.depth += 1;
        let mut frame = Frame::default();
        let r = self.run_region(&mut frame, body, args);
        self.depth -= 1;
        Ok(r?.values)
    }

    // ----- operand access -----

    /// The value of `v`.
    pub(crate) fn get(&self, f: &Frame, op: OpId, v: tile_ir::Value) -> R<Value> {
        f.get(&v)
            .cloned()
            .ok_or_else(|| self.err(op, "uses a value that has not been computed"))
    }

    /// All operand values of `op`.
    pub(crate) fn operands(&self, f: &Frame, op: OpId) -> R<Vec<Value>> {
        self.ctx
            .op(op)
            .operands
            .iter()
            .map(|&v| self.get(f, op, v))
            .collect()
    }

    /// Operand `i` of `op`.
    pub(crate) fn operand(&self, f: &Frame, op: OpId, i: usize) -> R<Value> {
        let Some(&v) = self.ctx.op(op).operands.get(i) else {
            return Err(self.err(op, format!("has no operand #{i}")));
        };
        self.get(f, op, v)
    }

    /// Operand `i` as a scalar.
    pub(crate) fn scalar(&self, f: &Frame, op: OpId, i: usize) -> R<Scalar> {
        match self.operand(f, op, i)? {
            Value::Scalar(s) => Ok(s),
            other => Err(self.err(
                op,
                format!(
                    "expected a scalar operand #{i}, got a {}",
                    other.kind_name()
                ),
            )),
        }
    }

    /// Operand `i` as an index (any integer).
    pub(crate) fn index(&self, f: &Frame, op: OpId, i: usize) -> R<i64> {
        Ok(self.scalar(f, op, i)?.as_i128() as i64)
    }

    /// Operand `i` as a memref.
    pub(crate) fn memref(&self, f: &Frame, op: OpId, i: usize) -> R<MemRef> {
        match self.operand(f, op, i)? {
            Value::MemRef(m) => Ok(m),
            other => Err(self.err(
                op,
                format!(
                    "expected a memref operand #{i}, got a {}",
                    other.kind_name()
                ),
            )),
        }
    }

    /// Operand `i` as a dense tensor (sparse tensors are densified).
    pub(crate) fn dense(&self, f: &Frame, op: OpId, i: usize) -> R<Rc<DenseTensor>> {
        let v = self.operand(f, op, i)?;
        self.as_dense(op, v)
    }

    /// A tensor-like value as a dense tensor.
    pub(crate) fn as_dense(&self, op: OpId, v: Value) -> R<Rc<DenseTensor>> {
        match v {
            Value::Tensor(t) => Ok(t),
            Value::Sparse(s) => Ok(Rc::new(sparse::densify(self, op, &s)?)),
            Value::MemRef(m) => Ok(Rc::new(DenseTensor {
                shape: m.shape.clone(),
                elem: m.elem,
                data: m.to_vec().map_err(|e| self.err(op, e))?,
            })),
            other => Err(self.err(
                op,
                format!("expected a tensor, got a {}", other.kind_name()),
            )),
        }
    }

    /// Operand `i` as a sparse tensor.
    pub(crate) fn sparse(&self, f: &Frame, op: OpId, i: usize) -> R<Rc<SparseTensor>> {
        match self.operand(f, op, i)? {
            Value::Sparse(s) => Ok(s),
            other => Err(self.err(
                op,
                format!(
                    "expected a sparse tensor operand #{i}, got a {}",
                    other.kind_name()
                ),
            )),
        }
    }

    /// Operands `range` as indices.
    pub(crate) fn indices(
        &self,
        f: &Frame,
        op: OpId,
        range: std::ops::Range<usize>,
    ) -> R<Vec<i64>> {
        range.map(|i| self.index(f, op, i)).collect()
    }

    // ----- types -----

    /// The type of result `i`.
    pub(crate) fn result_ty(&self, op: OpId, i: usize) -> R<Type> {
        self.ctx
            .op(op)
            .results
            .get(i)
            .map(|&v| self.ctx.value_type(v))
            .ok_or_else(|| self.err(op, format!("has no result #{i}")))
    }

    /// The scalar type of `ty` or of its elements.
    pub(crate) fn elem_ty(&self, op: OpId, ty: Type) -> R<ScalarTy> {
        let ctx = self.ctx;
        let t = match ctx.type_kind(ty) {
            TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element, .. }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. }
            | TypeKind::Vector { element, .. } => *element,
            _ => ty,
        };
        // A memref of vectors holds their scalars (`memref<4xvector<8xf32>>`).
        let t = match ctx.type_kind(t) {
            TypeKind::Vector { element, .. } => *element,
            _ => t,
        };
        ScalarTy::of(ctx, t).ok_or_else(|| {
            self.err(
                op,
                format!(
                    "element type {} is not supported by the interpreter",
                    tile_ir::printer::type_to_string(ctx, t)
                ),
            )
        })
    }

    /// The static shape of a shaped type (`DYNAMIC` for `?`).
    pub(crate) fn shape_of(&self, op: OpId, ty: Type) -> R<Vec<i64>> {
        match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
                Ok(shape.clone())
            }
            TypeKind::Vector { shape, .. } => Ok(shape.clone()),
            _ => Err(self.err(op, "expected a ranked shaped type")),
        }
    }

    /// The shape of result `i`, dynamic sizes taken in order from `dyn_sizes`.
    pub(crate) fn result_shape(&self, op: OpId, i: usize, dyn_sizes: &[i64]) -> R<Vec<u64>> {
        let shape = self.shape_of(op, self.result_ty(op, i)?)?;
        let mut dyn_iter = dyn_sizes.iter();
        let mut out = Vec::with_capacity(shape.len());
        for s in shape {
            let d = if s == tile_ir::types::DYNAMIC {
                *dyn_iter
                    .next()
                    .ok_or_else(|| self.err(op, "missing a dynamic size operand"))?
            } else {
                s
            };
            if d < 0 {
                return Err(self.err(op, format!("negative size {d}")));
            }
            out.push(d as u64);
        }
        let total = out.iter().try_fold(1u64, |acc, &d| acc.checked_mul(d));
        if total.is_none_or(|n| n > MAX_ELEMENTS) {
            return Err(self.err(
                op,
                format!("shape {out:?} has more than {MAX_ELEMENTS} elements"),
            ));
        }
        Ok(out)
    }

    /// A dense i64/i32 array attribute of `op` (`array<i64: ...>`).
    pub(crate) fn array_attr(&self, op: OpId, name: &str) -> Option<Vec<i64>> {
        let a = self.ctx.op_attr(op, name)?;
        match self.ctx.attr_kind(a) {
            tile_ir::AttrKind::DenseArray { values, .. } => Some(
                values
                    .iter()
                    .map(|s| match s {
                        tile_ir::attributes::Scalar::Int(i) => *i as i64,
                        _ => 0,
                    })
                    .collect(),
            ),
            tile_ir::AttrKind::Array(items) => Some(
                items
                    .iter()
                    .map(|&x| self.ctx.attr_int(x).unwrap_or(0) as i64)
                    .collect(),
            ),
            _ => None,
        }
    }

    /// Operand segment sizes of `op` (`operandSegmentSizes`).
    pub(crate) fn segments(&self, op: OpId) -> Option<Vec<usize>> {
        self.array_attr(op, tile_ir::ods::OPERAND_SEGMENT_SIZES)
            .map(|v| v.into_iter().map(|x| x.max(0) as usize).collect())
    }

    /// Appends printed text.
    pub(crate) fn print(&mut self, s: &str) {
        self.out.push_str(s);
    }
}

/// The offsets, sizes and strides of a view-like op (its static lists with the dynamic
/// entries read from the operands starting at `first`, in order).
pub(crate) fn mixed(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    first: usize,
) -> R<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    let lists = tile_dialects::view_like::static_offsets_sizes_strides(it.ctx, op)
        .ok_or_else(|| it.err(op, "is not a view with offsets, sizes and strides"))?;
    let [o, s, t] = resolve_dynamic(it, f, op, lists, first)?;
    Ok((o, s, t))
}

/// Static lists whose [`DYNAMIC`](tile_ir::types::DYNAMIC) entries take the values of the
/// op's operands from `first` on, in order.
pub(crate) fn resolve_dynamic<const N: usize>(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    lists: [Vec<i64>; N],
    first: usize,
) -> R<[Vec<i64>; N]> {
    let mut next = first;
    let mut out: [Vec<i64>; N] = std::array::from_fn(|_| Vec::new());
    for (slot, list) in out.iter_mut().zip(lists) {
        for s in list {
            slot.push(if s == tile_ir::types::DYNAMIC {
                let v = it.index(f, op, next)?;
                next += 1;
                v
            } else {
                s
            });
        }
    }
    Ok(out)
}
