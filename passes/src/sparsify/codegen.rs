//! Code generation: loops over the stored levels, in the order of the iteration graph, with
//! one loop sequence per merge lattice (see [`super::lattice`]).
//!
//! * a lattice of one dense point: `scf.for` over the loop's full range;
//! * a point with one sparse condition and no sub-cases: `scf.for` over
//!   `[pos[p], pos[p+1])` (`[pos[2p], pos[2p+1])` for loose levels);
//! * a point with several sparse conditions: `scf.while` on the minimum coordinate with an
//!   `scf.if` chain over the sub-points, then the following points of the lattice as tails
//!   (`a + b`: the while over both, then the rest of `a`, then the rest of `b`);
//! * a lattice whose last point has no sparse condition (`a + dense`): one universal
//!   `scf.for` over the full range carrying the sparse positions, with cases.
//! * singleton levels (the COO tail) iterate the positions of their parent's current run;
//! * a `nonunique` level is visited one run of equal coordinates at a time: an `scf.while`
//!   scans for the run's end, the loop advances to it (`scf.while` instead of `scf.for`,
//!   `select(present, run_end, p)` when co-iterating), the children iterate the whole run,
//!   and a run at an operand's last level reads the sum of its values (a singleton under a
//!   non-unique level counts as non-unique: full duplicates are summed, unless the kernel
//!   only adds the operand times other factors, see `kernel::analyse`).
//!
//! * block levels (BSR) are ordinary levels of the split loops (the loop over blocks and
//!   the loop inside a block); dense operands' coordinates are rebuilt as
//!   `block * size + intra`;
//! * an operand exhausted before a tail of a co-iteration has no position in that tail, nor
//!   in its dense levels below.
//! * slice levels: a compressed one (or a COO run's singleton level) iterates the part of
//!   its segment inside the slice's range (two binary searches); with a stride other than 1, a stored coordinate between
//!   two of the slice's is skipped (`scf.if` on `(c - offset) % stride == 0` in an
//!   `scf.for`; in `scf.while` co-iteration it takes the slice coordinate below it, which is
//!   already passed, so it only advances; a loop over every coordinate first scans past
//!   the stored coordinates below the current one);
//!
//! * `structured[n, m]` levels iterate the `n` coordinates of each block (positions
//!   `n * p .. n * p + n`); batch levels index every buffer by the batch coordinates, and
//!   the levels below restart in each batch;
//! * sparse outputs are threaded through every loop and `scf.if` and written by
//!   `tensor.insert` in level order, then `sparse_tensor.load ... hasInserts`; when
//!   reductions come before the innermost output level (row-wise SpGEMM), that level is
//!   collected in a `sparse_tensor.expand` workspace whose coordinates are sorted and
//!   inserted after the reduction (not `sparse_tensor.compress`, which One-Shot Bufferize
//!   refuses inside a loop when MLIR reads our output);
//! * reductions that a zero changes (`mul`, `min`, `max`, `and`) count each sparse loop's
//!   stored coordinates and combine one zero when there are fewer than the dimension, or
//!   visit every coordinate when operands co-iterate;
//! * `parallelization=dense-outer` makes the outermost loop an `scf.forall` over chunks of
//!   rows (64) when it is parallel, dense, and writes a dense output.
//!
//! Storage is read through `sparse_tensor.positions/coordinates/values` and dense inputs
//! through `bufferization.to_buffer ... read_only`. The dense output stays a tensor: a chain
//! of `tensor.extract`/`tensor.insert` threaded through the loops that write it (after a
//! `linalg.fill` with zero unless the body reduces into it), which One-Shot Bufferize
//! (`--sparsifier`) writes in place, copying the init only when the caller still reads it.
//! MLIR's own sparsifier writes through the init's `to_buffer`, which is only safe because
//! nothing runs between it and bufferization: `to_buffer` is pure, and CSE merges those of
//! equal inits (two kernels would then share one buffer); a chain of values cannot be merged.
//! With `parallelization=dense-outer` the chain runs inside each chunk's slice of the
//! output (`tensor.extract_slice`, handed back by `tensor.parallel_insert_slice`): the
//! output is still written in place. One-Shot Bufferize copies each slice onto itself
//! after the chunk; `cse` and `canonicalize` remove that copy (`lower-with-mlir --omp`).
//! Reductions are carried in `iter_args` from the loop where the output element is known.

use tile_dialects::arith::attrs::{CMPF_UNE, CmpIPredicate};
use tile_dialects::arith::views::{
    AddFOp, AddIOp, AndIOp, CmpFOp, CmpIOp, ConstantOp, DivUIOp, IndexCastUIOp, MinUIOp, MulIOp,
    OrIOp, RemUIOp, SelectOp, ShLIOp, ShRUIOp, SubIOp,
};
use tile_dialects::bufferization::ToBufferOp;
use tile_dialects::complex::ops::{AddOp as ComplexAddOp, ConstantOp as ComplexConstantOp};
use tile_dialects::math::views::{CountTrailingZerosOp, CtPopOp};
use tile_dialects::memref::{AllocOp, DeallocOp, DimOp, LoadOp, StoreOp};
use tile_dialects::scf::{
    ConditionOp, ForOp, ForallOp, IfOp, InParallelOp, WhileOp, YieldOp as ScfYieldOp,
};
use tile_dialects::sparse_tensor::ops::buffers::{LvlOp, ToValuesOp};
use tile_dialects::sparse_tensor::ops::geometry::{ToSliceOffsetOp, ToSliceStrideOp};
use tile_dialects::sparse_tensor::ops::insertion::ExpandOp;
use tile_dialects::tensor::{
    DimOp as TensorDimOp, ExtractOp as TensorExtractOp, ExtractSliceOp, InsertOp as TensorInsertOp,
    ParallelInsertSliceOp,
};
use tile_ir::builder::OpBuilder;
use tile_ir::float::FloatValue;
use tile_ir::types::DYNAMIC;
use tile_ir::{AttrKind, Context, Loc, OpId, OperationState, Type, TypeKind, Value};

use tile_dialects::sparse_tensor::ops::buffers::{ToCoordinatesOp, ToPositionsOp};
use tile_dialects::sparse_tensor::ops::insertion::{LoadOp as SparseLoadOp, SortKind, SortOp};

use super::kernel::{Exp, ExpId, Kernel, Sub};
use super::lattice::{self, Lattice, optimize, sub_points};
use super::semiring::Branch;
use tile_dialects::linalg::IndexOp;
use tile_dialects::sparse_tensor::LevelIteration;
use tile_dialects::sparse_tensor::merge::MergeKind;
use tile_dialects::sparse_tensor::ops::semiring::SelectOp as SparseSelectOp;
use tile_dialects::tensor::EmptyOp;

/// Output coordinates per iteration of a parallel outer loop (`parallelization=dense-outer`):
/// enough to amortize taking and returning the slice, few enough to balance the threads.
const FORALL_CHUNK: i64 = 64;

/// Positions per iteration of a parallel loop over a compressed level: enough work to
/// amortize finding the iteration's runs and output slice.
const FORALL_POSITIONS: i64 = 4096;

/// The part of the output one iteration of a parallel outer loop writes, over output
/// dimension `dim`.
#[derive(Clone, Copy)]
enum OutSlice {
    /// Coordinates from `lo` on (a chunk of a vector): written relative to `lo`.
    From { dim: usize, lo: Value },
    /// One coordinate (a row of a matrix): the dimension is dropped.
    Row { dim: usize },
}

/// The length of a parallel iteration's slice of the output.
#[derive(Clone, Copy)]
enum Len {
    Static(i64),
    Dynamic(Value),
}

/// An expression at a lattice point (absent operands dropped).
#[derive(Clone, Debug)]
pub enum LExp {
    /// A leaf of the kernel expression.
    Leaf(ExpId),
    /// A body op; `None` operands are zeros.
    Op(OpId, MergeKind, Vec<Option<LExp>>),
    /// The zero of a type: the value where no sparse operand of the kernel is stored.
    Zero(Type),
}

struct G<'a> {
    ctx: &'a mut Context,
    k: &'a Kernel,
    loc: Loc,
    order: Vec<usize>,
    out_depth: usize,
    index: Type,
    c0: Value,
    c1: Value,
    pos_buf: Vec<Vec<Option<Value>>>,
    crd_buf: Vec<Vec<Option<Value>>>,
    lvl_size: Vec<Vec<Option<Value>>>,
    vals: Vec<Option<Value>>,
    dense: Vec<Option<Value>>,
    loop_size: Vec<Value>,
    /// The `linalg.fill` zeroing the dense output before the loops and its zero: a
    /// parallel outer loop drops it and zeroes each iteration's slice instead.
    out_fill: Option<(OpId, Value)>,
    /// Inside a parallel outer loop: which part of the output the iteration writes.
    out_slice: Option<OutSlice>,
    /// Depth at which a sparse output's workspace opens (see [`sparse_output_plan`]).
    expand_depth: Option<usize>,
    // Dynamic state while emitting.
    /// The current value of a sparse output (threaded through every loop and `scf.if`).
    out_tensor: Option<Value>,
    /// The current value of a dense output written as a tensor (`tensor.insert`, threaded
    /// like a sparse output): One-Shot Bufferize then writes the output's own buffer in
    /// place and copies only when the caller still needs the old value. Unlike writes
    /// through `to_buffer`, the chain is a value CSE cannot merge between kernels.
    out_dense: Option<Value>,
    /// A fresh sparse output of a body that reads no sparse input stores its value only
    /// where it is not zero (MLIR's sparsifier does so at run time: dense inputs and
    /// constants into a sparse output keep their non-zeros).
    guard_zero: bool,
    /// Whether the current reduction into a sparse output has visited a stored entry
    /// (threaded like the output; the element is inserted only then, as MLIR does).
    visited: Option<Value>,
    /// Values of sparse operands loaded where their innermost position was fixed (the
    /// loop over that level), keyed by operand and position: loop-invariant in the loops
    /// below, where LLVM cannot hoist them past the output's stores.
    val_cache: std::collections::HashMap<(usize, Value), Value>,
    /// Dense inputs loaded where their last subscript loop is entered, keyed by operand and
    /// coordinates, with the block holding the load: loop-invariant below, where LLVM cannot
    /// hoist them past the output's stores (SDDMM's `A(i, k)` out of the loop over `j`). A
    /// hit is used only where that block encloses the use (sibling branches enter a loop
    /// with the same coordinate).
    dense_cache: std::collections::HashMap<(usize, Vec<Value>), (Value, tile_ir::ir::BlockId)>,
    /// The open workspace, with its count carried as the loop's accumulator.
    ws: Option<Workspace>,
    /// The workspace's buffers and initial count, made once before the loops: each row
    /// clears the entries it touched, so no row pays for the whole level.
    ws_buffers: Option<(Workspace, Value)>,
    opts: CodegenOptions,
    /// Inside the operands of a semiring op: lattices keep their zero points (whether an
    /// operand is stored decides the region, not only its value).
    exact: std::cell::Cell<u32>,
    loop_val: Vec<Option<Value>>,
    pos: Vec<Vec<Option<Value>>>,
    /// End of the current run of equal coordinates at each non-unique level (the range
    /// of its child singleton level); `None` means `pos + 1`.
    seg: Vec<Vec<Option<Value>>>,
    /// Offset, stride and size of each slice level (see [`super::kernel::Operand::slices`]).
    slice: Vec<Vec<Option<SliceVals>>>,
}

/// The slice of one level, as values before the loops.
#[derive(Clone, Copy)]
struct SliceVals {
    offset: Value,
    stride: Value,
    size: Value,
}

/// How a sparse output is written for a loop order: `Ok(None)` when every loop of the
/// output comes before the reduction loops (elements are inserted in order as they are
/// computed), `Ok(Some(depth))` when reductions sit above the innermost output level only
/// (row-wise SpGEMM): a workspace (`sparse_tensor.expand`) collects that level from `depth`
/// on, and its sorted coordinates are inserted after the reduction loops.
pub fn sparse_output_plan(k: &Kernel, order: &[usize]) -> Result<Option<usize>, String> {
    let o = &k.operands[k.out()];
    if !o.is_sparse() {
        return Ok(None);
    }
    let depth_of = |d: usize| order.iter().position(|&x| x == d).unwrap_or(usize::MAX);
    let out_loops: Vec<usize> = o.lvls.iter().flat_map(|s| k.loops_of(s)).collect();
    // A locate loop visits one point at most: it is no reduction.
    let Some(first_red) =
        (0..order.len()).find(|&p| !out_loops.contains(&order[p]) && !k.is_locate(order[p]))
    else {
        return Ok(None);
    };
    let Some((&last, outer)) = out_loops.split_last() else {
        return Ok(None);
    };
    if out_loops.iter().all(|&d| depth_of(d) < first_red) {
        return Ok(None);
    }
    let innermost_only = outer.iter().all(|&d| depth_of(d) < first_red);
    let last_lvl = o.lvls.len() - 1;
    if !innermost_only || o.formats[last_lvl] != LevelIteration::Ranges || o.nonunique[last_lvl] {
        return Err("the sparse output cannot be written in order: reduction loops come before its levels (only a compressed innermost level can be collected in a workspace)".into());
    }
    if !k.zero_neutral {
        return Err("a workspace for the sparse output supports add/or/xor reductions only".into());
    }
    if k.in_place {
        return Err(
            "an in-place update needs the output's levels outside the reduction loops".into(),
        );
    }
    let _ = last;
    Ok(Some(first_red))
}

/// The expanded access pattern of a sparse output's innermost level: the row's values by
/// coordinate, the coordinates it touched, and a bitmap of them (one bit per coordinate in
/// `i64` words) that gives them back in order without sorting when the row is not too
/// sparse for its length. `filled` (MLIR's flags) is only freed: the bitmap replaces it.
#[derive(Clone, Copy)]
struct Workspace {
    values: Value,
    filled: Value,
    added: Value,
    bits: Value,
    words: Value,
}

/// Code generation choices.
#[derive(Clone, Copy, Debug, Default)]
pub struct CodegenOptions {
    /// `parallelization=dense-outer`: the outermost loop becomes an `scf.parallel` when it
    /// is a parallel loop over a dense level writing a dense output.
    pub parallel_dense_outer: bool,
    /// `parallelization=any-storage-outer`: also an outer loop over a compressed level.
    pub parallel_any_outer: bool,
    /// `vl=N`, `reassociate-fp-reductions`: vector loops (see [`super::vectorize`]).
    pub vector: super::vectorize::VectorOptions,
}

/// Emits loops in `order` computing the kernel's `linalg.generic` into `stage`, a detached
/// block, and returns the value that replaces its result. The caller puts the ops of
/// `stage` in the kernel's place, replaces the uses and erases the op (all kernels of a
/// block at once, through use lists: inserting next to each kernel of a long block, or
/// walking the function per kernel, would be quadratic).
pub fn generate(
    ctx: &mut Context,
    k: &Kernel,
    order: &[usize],
    opts: CodegenOptions,
    stage: tile_ir::BlockId,
) -> Value {
    let op = k.op;
    let loc = ctx.op(op).loc;
    let index = ctx.index_type();
    let mut top = OpBuilder::at_end(stage);
    let n = k.operands.len();
    let mut g = G {
        ctx,
        k,
        loc,
        order: order.to_vec(),
        out_depth: 0,
        index,
        c0: <Value as tile_ir::entity::EntityId>::new(0),
        c1: <Value as tile_ir::entity::EntityId>::new(0),
        pos_buf: vec![vec![]; n],
        crd_buf: vec![vec![]; n],
        lvl_size: vec![vec![]; n],
        vals: vec![None; n],
        dense: vec![None; n],
        loop_size: vec![],
        out_fill: None,
        out_slice: None,
        expand_depth: sparse_output_plan(k, order).ok().flatten(),
        out_tensor: None,
        out_dense: None,
        guard_zero: k.operands[k.out()].is_sparse()
            && k.fresh_out
            && k.reduce.is_none()
            && !k.reads_sparse(k.root),
        visited: None,
        val_cache: Default::default(),
        dense_cache: Default::default(),
        ws: None,
        ws_buffers: None,
        opts,
        exact: std::cell::Cell::new(0),
        loop_val: vec![None; k.num_loops],
        pos: k
            .operands
            .iter()
            .map(|o| vec![None; o.lvls.len()])
            .collect(),
        seg: k
            .operands
            .iter()
            .map(|o| vec![None; o.lvls.len()])
            .collect(),
        slice: vec![vec![]; n],
    };
    g.c0 = g.const_index(&mut top, 0);
    g.c1 = g.const_index(&mut top, 1);
    g.setup(&mut top);
    g.ws_buffers = g.workspace_buffers(&mut top);
    // Dense levels subscripted by constants from level 0 on are known before any loop.
    for t in 0..k.out() {
        if k.operands[t].is_sparse() {
            g.enter_expression_levels(&mut top, t, None);
        }
    }
    let out = k.out();
    g.out_depth = k.operands[out]
        .lvls
        .iter()
        .flat_map(|s| k.loops_of(s))
        .filter_map(|d| order.iter().position(|&x| x == d).map(|p| p + 1))
        .max()
        .unwrap_or(0);
    let root = to_lexp(k, k.root);
    let _ = g.emit(&mut top, 0, root, None);
    if let Some((ws, _)) = g.ws_buffers {
        // The workspace lives for one call (MLIR's compress frees it the same way).
        for m in [ws.values, ws.filled, ws.added, ws.bits] {
            DeallocOp::build(&mut top, g.ctx, loc, m);
        }
    }
    // The result.
    let ty = k.operands[out].ty;
    if let Some(t) = g.out_tensor {
        SparseLoadOp::build(&mut top, g.ctx, loc, ty, t, Some(())).result(g.ctx)
    } else {
        g.out_dense.unwrap_or(k.operands[out].value)
    }
}

/// The kernel expression `e` as a lattice expression.
pub fn to_lexp(k: &Kernel, e: ExpId) -> LExp {
    match &k.exps[e] {
        Exp::Op { op, args, kind } => LExp::Op(
            *op,
            *kind,
            args.iter().map(|&a| Some(to_lexp(k, a))).collect(),
        ),
        _ => LExp::Leaf(e),
    }
}

impl G<'_> {
    fn const_index(&mut self, b: &mut OpBuilder, v: i64) -> Value {
        ConstantOp::build_index(b, self.ctx, self.loc, v).result(self.ctx)
    }
    fn constant(&mut self, b: &mut OpBuilder, ty: Type, value: tile_ir::Attr) -> Value {
        ConstantOp::build(b, self.ctx, self.loc, ty, value).result(self.ctx)
    }
    fn zero(&mut self, b: &mut OpBuilder, ty: Type) -> Value {
        if let TypeKind::Complex(e) = *self.ctx.type_kind(ty) {
            // `complex.constant [0.0, 0.0]`, as MLIR's sparsifier writes a complex zero.
            let part = self.ctx.intern_attr(AttrKind::Float {
                value: FloatValue::from_f64(0.0).convert(float_sem(self.ctx, e)),
                ty: e,
            });
            return ComplexConstantOp::build(b, self.ctx, self.loc, ty, vec![part, part])
                .complex(self.ctx);
        }
        let a = match self.ctx.type_kind(ty) {
            TypeKind::Float(_) => self.ctx.intern_attr(AttrKind::Float {
                value: FloatValue::from_f64(0.0).convert(float_sem(self.ctx, ty)),
                ty,
            }),
            TypeKind::Integer { width: 1, .. } => self.ctx.intern_attr(AttrKind::Bool(false)),
            _ => self.ctx.int_attr(0, ty),
        };
        self.constant(b, ty, a)
    }
    fn add(&mut self, b: &mut OpBuilder, x: Value, y: Value) -> Value {
        let t = self.index;
        AddIOp::build(b, self.ctx, self.loc, t, x, y, None).result(self.ctx)
    }
    fn mul(&mut self, b: &mut OpBuilder, x: Value, y: Value) -> Value {
        let t = self.index;
        MulIOp::build(b, self.ctx, self.loc, t, x, y, None).result(self.ctx)
    }
    fn sub(&mut self, b: &mut OpBuilder, x: Value, y: Value) -> Value {
        let t = self.index;
        SubIOp::build(b, self.ctx, self.loc, t, x, y, None).result(self.ctx)
    }
    fn min_unsigned(&mut self, b: &mut OpBuilder, x: Value, y: Value) -> Value {
        let t = self.index;
        MinUIOp::build(b, self.ctx, self.loc, t, x, y).result(self.ctx)
    }
    fn and(&mut self, b: &mut OpBuilder, x: Value, y: Value) -> Value {
        let i1 = self.ctx.int_type(1);
        AndIOp::build(b, self.ctx, self.loc, i1, x, y).result(self.ctx)
    }
    fn select(&mut self, b: &mut OpBuilder, c: Value, t: Value, f: Value) -> Value {
        let ty = self.ctx.value_type(t);
        SelectOp::build(b, self.ctx, self.loc, ty, c, t, f).result(self.ctx)
    }
    /// `x + y` on values of the kernel's element type (float, complex or integer).
    fn add_elem(&mut self, b: &mut OpBuilder, x: Value, y: Value) -> Value {
        let ty = self.ctx.value_type(x);
        if matches!(self.ctx.type_kind(ty), TypeKind::Complex(_)) {
            return ComplexAddOp::build(b, self.ctx, self.loc, ty, x, y, None).result(self.ctx);
        }
        if matches!(self.ctx.type_kind(ty), TypeKind::Float(_)) {
            AddFOp::build(b, self.ctx, self.loc, ty, x, y, None).result(self.ctx)
        } else {
            AddIOp::build(b, self.ctx, self.loc, ty, x, y, None).result(self.ctx)
        }
    }
    fn cmp(&mut self, b: &mut OpBuilder, pred: CmpIPredicate, x: Value, y: Value) -> Value {
        let i1 = self.ctx.int_type(1);
        CmpIOp::build(b, self.ctx, self.loc, i1, x, y, pred).result(self.ctx)
    }
    /// A position or coordinate: `load_value`, widened to `index` when stored narrower.
    fn load(&mut self, b: &mut OpBuilder, mem: Value, idx: Vec<Value>) -> Value {
        let v = self.load_value(b, mem, idx);
        let elem = self.ctx.value_type(v);
        if elem != self.index && matches!(self.ctx.type_kind(elem), TypeKind::Integer { .. }) {
            // Narrow positions/coordinates widen to index (they are unsigned).
            let ix = self.index;
            return IndexCastUIOp::build(b, self.ctx, self.loc, ix, v).out(self.ctx);
        }
        v
    }
    fn load_value(&mut self, b: &mut OpBuilder, mem: Value, idx: Vec<Value>) -> Value {
        let ty = self.ctx.value_type(mem);
        let elem = match self.ctx.type_kind(ty) {
            TypeKind::MemRef { element, .. } => *element,
            _ => self.index,
        };
        LoadOp::build(b, self.ctx, self.loc, elem, mem, &idx, None, None).result(self.ctx)
    }
    fn store(&mut self, b: &mut OpBuilder, v: Value, mem: Value, idx: Vec<Value>) {
        StoreOp::build(b, self.ctx, self.loc, v, mem, &idx, None, None);
    }

    /// `scf.for lb to ub` with `inits`; `body(g, builder, iv, iter_args) -> yielded`.
    fn for_loop(
        &mut self,
        b: &mut OpBuilder,
        lb: Value,
        ub: Value,
        inits: Vec<Value>,
        body: impl FnOnce(&mut Self, &mut OpBuilder, Value, Vec<Value>) -> Vec<Value>,
    ) -> Vec<Value> {
        let n = inits.len();
        let mut inits = inits;
        inits.extend(self.threaded());
        let tys: Vec<Type> = inits.iter().map(|&v| self.ctx.value_type(v)).collect();
        let mut arg_tys = vec![self.index];
        arg_tys.extend(&tys);
        let (loc, c1) = (self.loc, self.c1);
        let f = ForOp::build(b, self.ctx, loc, &tys, lb, ub, c1, &inits, None);
        let block = self.ctx.create_block(&arg_tys, loc);
        let region = f.region(self.ctx);
        self.ctx.append_block(region, block);
        let args = self.ctx.block(block).args.clone();
        self.set_threaded(args.get(n + 1..).unwrap_or_default());
        let mut inner = OpBuilder::at_end(block);
        let mut ys = body(self, &mut inner, args[0], args[1..=n].to_vec());
        ys.extend(self.threaded());
        ScfYieldOp::build(&mut inner, self.ctx, loc, &ys);
        let mut res = self.ctx.op(f.op()).results.to_vec();
        let rest = res.split_off(n.min(res.len()));
        self.set_threaded(&rest);
        res
    }

    /// With `vl > 0`, the `scf.for` just emitted at the end of `b`'s block as a vector loop
    /// when its body allows ([`super::vectorize`]). `r` are its carried results; its threaded
    /// values follow them.
    fn vectorized(&mut self, b: &OpBuilder, r: Vec<Value>, segment: bool) -> Vec<Value> {
        if self.opts.vector.vl <= 0 {
            return r;
        }
        let Some(&f) = b
            .block(self.ctx)
            .and_then(|blk| self.ctx.block(blk).ops.last())
        else {
            return r;
        };
        match super::vectorize::vectorize_for(self.ctx, f, self.opts.vector, segment) {
            Some(mut new) => {
                let threaded = new.split_off(r.len().min(new.len()));
                self.set_threaded(&threaded);
                new
            }
            None => r,
        }
    }

    /// `scf.while` carrying `inits`: `before` gives the condition (the before region passes
    /// all its arguments on), `after` the values the body yields; returns the results.
    /// Callers thread the sparse output themselves (it is part of `inits` when it must be).
    fn while_loop(
        &mut self,
        b: &mut OpBuilder,
        inits: Vec<Value>,
        before: impl FnOnce(&mut Self, &mut OpBuilder, &[Value]) -> Value,
        after: impl FnOnce(&mut Self, &mut OpBuilder, &[Value]) -> Vec<Value>,
    ) -> Vec<Value> {
        let tys: Vec<Type> = inits.iter().map(|&v| self.ctx.value_type(v)).collect();
        let loc = self.loc;
        let w = WhileOp::build(b, self.ctx, loc, &tys, &inits);
        let bb = self.ctx.create_block(&tys, loc);
        let before_r = w.before(self.ctx);
        self.ctx.append_block(before_r, bb);
        let bargs = self.ctx.block(bb).args.clone();
        let mut ib = OpBuilder::at_end(bb);
        let cond = before(self, &mut ib, &bargs);
        ConditionOp::build(&mut ib, self.ctx, loc, cond, &bargs);
        let ab = self.ctx.create_block(&tys, loc);
        let after_r = w.after(self.ctx);
        self.ctx.append_block(after_r, ab);
        let aargs = self.ctx.block(ab).args.clone();
        let mut ib = OpBuilder::at_end(ab);
        let ys = after(self, &mut ib, &aargs);
        ScfYieldOp::build(&mut ib, self.ctx, loc, &ys);
        self.ctx.op(w.op()).results.to_vec()
    }

    /// The values threaded through every region: the sparse output, the dense output
    /// tensor and the visited flag.
    fn threaded(&self) -> Vec<Value> {
        self.out_tensor
            .into_iter()
            .chain(self.out_dense)
            .chain(self.visited)
            .collect()
    }

    /// Takes the threaded values from `vals` (region arguments or op results), in the
    /// order of [`Self::threaded`].
    fn set_threaded(&mut self, vals: &[Value]) {
        let mut it = vals.iter().copied();
        if self.out_tensor.is_some() {
            self.out_tensor = it.next().or(self.out_tensor);
        }
        if self.out_dense.is_some() {
            self.out_dense = it.next().or(self.out_dense);
        }
        if self.visited.is_some() {
            self.visited = it.next().or(self.visited);
        }
    }

    /// `parallelization=dense-outer`: the outer loop, over output dimension `dim`, as an
    /// `scf.forall` over the output's rows (a matrix or more) or chunks of [`FORALL_CHUNK`]
    /// coordinates (a vector); over a blocked dimension (BSR), over blocks of `size`
    /// coordinates (see [`Self::forall_over`]).
    fn forall_slices(
        &mut self,
        b: &mut OpBuilder,
        dim: usize,
        block: Option<i64>,
        ub: Value,
        body: impl FnOnce(&mut Self, &mut OpBuilder, Value),
    ) {
        let (loc, ix) = (self.loc, self.index);
        let Some(rank) = self.out_rank() else { return };
        // A vector is split in chunks; a matrix (or more) in rows: each iteration has work
        // enough, and writes its row without the `i - lo` of a chunk. Over a blocked
        // dimension the loop runs over blocks: a matrix takes one block of rows per
        // iteration, a vector a chunk of blocks.
        let size = block.unwrap_or(1);
        let by_rows = rank > 1 && block.is_none();
        let per = if rank > 1 {
            1
        } else {
            (FORALL_CHUNK / size).max(1)
        };
        let cp = (per != 1).then(|| self.const_index(b, per));
        let n = match cp {
            None => ub,
            Some(cp) => {
                let last = self.const_index(b, per - 1);
                let padded = self.add(b, ub, last);
                DivUIOp::build(b, self.ctx, loc, ix, padded, cp, None).result(self.ctx)
            }
        };
        self.forall_over(
            b,
            dim,
            n,
            |g, ib, c| {
                // The loop iterations of this slice: `first`, and `count` of them from there
                // when that can be more than one.
                if by_rows {
                    (c, None, (c, None))
                } else if let Some(cp) = cp {
                    let first = g.mul(ib, c, cp);
                    let rest = g.sub(ib, ub, first);
                    let count = g.min_unsigned(ib, rest, cp);
                    let lo = g.scaled(ib, first, size);
                    let len = g.scaled(ib, count, size);
                    (lo, Some(Len::Dynamic(len)), (first, Some(count)))
                } else {
                    let lo = g.scaled(ib, c, size);
                    (lo, Some(Len::Static(size)), (c, None))
                }
            },
            |g, ib, (first, count)| match count {
                None => body(g, ib, first),
                Some(count) => {
                    let end = g.add(ib, first, count);
                    g.for_loop(ib, first, end, vec![], |g, ib, iv, _| {
                        body(g, ib, iv);
                        vec![]
                    });
                }
            },
        );
    }

    /// `parallelization=any-storage-outer` over a compressed outer level `l` of operand `t`
    /// (positions `lo..hi`, coordinates of output dimension `dim`, of size `end`): an
    /// `scf.forall` over chunks of [`FORALL_POSITIONS`] positions, each moved to the start of
    /// a run of equal coordinates (a non-unique level), so that each iteration owns the
    /// output coordinates from its first stored one to the next iteration's (the first from
    /// 0, the last to the end) and writes that slice. `body` gets the iteration's positions.
    fn forall_positions(
        &mut self,
        b: &mut OpBuilder,
        (t, l): (usize, usize),
        (dim, end): (usize, Value),
        (lo, hi): (Value, Value),
        body: impl FnOnce(&mut Self, &mut OpBuilder, Value, Value),
    ) {
        let (loc, ix) = (self.loc, self.index);
        let cp = self.const_index(b, FORALL_POSITIONS);
        let count = self.sub(b, hi, lo);
        let last = self.const_index(b, FORALL_POSITIONS - 1);
        let padded = self.add(b, count, last);
        let n = DivUIOp::build(b, self.ctx, loc, ix, padded, cp, None).result(self.ctx);
        let crd = self.crd_buf[t][l].unwrap_or(self.c0);
        self.forall_over(
            b,
            dim,
            n,
            |g, ib, c| {
                let off = g.mul(ib, c, cp);
                let s = g.add(ib, lo, off);
                let e0 = g.add(ib, s, cp);
                let e = g.min_unsigned(ib, e0, hi);
                let (s, e) = (
                    g.run_start(ib, t, l, lo, s, hi),
                    g.run_start(ib, t, l, lo, e, hi),
                );
                // The output coordinates this iteration owns: from its first stored one (0
                // for the first) to the next iteration's first (the end for the last).
                let first = g.coordinate_or(ib, crd, t, s, hi, end);
                let zero = g.c0;
                let is_first = g.cmp(ib, CmpIPredicate::Eq, c, zero);
                let from = g.select(ib, is_first, zero, first);
                let to = g.coordinate_or(ib, crd, t, e, hi, end);
                let len = g.sub(ib, to, from);
                (from, Some(Len::Dynamic(len)), (s, e))
            },
            |g, ib, (s, e)| body(g, ib, s, e),
        );
    }

    /// `p` itself, or for a non-unique level the start of the next run of equal coordinates
    /// when `p` (in `lo..=hi`) is inside one.
    fn run_start(
        &mut self,
        b: &mut OpBuilder,
        t: usize,
        l: usize,
        lo: Value,
        p: Value,
        hi: Value,
    ) -> Value {
        if !self.k.operands[t].nonunique[l] {
            return p;
        }
        let inside = self.cmp(b, CmpIPredicate::Ugt, p, lo);
        let one = self.c1;
        let prev = self.sub(b, p, one);
        // At `lo` the previous position is not read (`prev` is clamped to `lo`).
        let prev = self.select(b, inside, prev, lo);
        let crd = self.crd_buf[t][l].unwrap_or(self.c0);
        let ix = self.at(t, prev);
        let c = self.load(b, crd, ix);
        let next = self.scan(b, t, l, p, hi, CmpIPredicate::Eq, c);
        self.select(b, inside, next, p)
    }

    /// The coordinate at position `p` of `crd` (operand `t`), or `end` when `p` is `hi`.
    fn coordinate_or(
        &mut self,
        b: &mut OpBuilder,
        crd: Value,
        t: usize,
        p: Value,
        hi: Value,
        end: Value,
    ) -> Value {
        let inside = self.cmp(b, CmpIPredicate::Ult, p, hi);
        let one = self.c1;
        let last = self.sub(b, hi, one);
        let q = self.min_unsigned(b, p, last);
        let ix = self.at(t, q);
        let c = self.load(b, crd, ix);
        self.select(b, inside, c, end)
    }

    /// The rank of the dense output, if the output is one.
    fn out_rank(&self) -> Option<usize> {
        let v = self.out_dense?;
        match self.ctx.type_kind(self.ctx.value_type(v)) {
            TypeKind::RankedTensor { shape, .. } => Some(shape.len()),
            _ => None,
        }
    }

    /// An `scf.forall (%c) in (n)` whose iterations write disjoint slices of the dense
    /// output along `dim`: `part` gives an iteration's slice (start and length; no length:
    /// the one coordinate, dropped) and what `body` needs. Each iteration takes its slice
    /// (`tensor.extract_slice`), zeroes it when the whole output would have been, runs
    /// `body` and hands the slice back with `tensor.parallel_insert_slice`: One-Shot
    /// Bufferize writes it all in place, where an `scf.parallel` would need a buffer of its
    /// own for the output.
    fn forall_over<R>(
        &mut self,
        b: &mut OpBuilder,
        dim: usize,
        n: Value,
        part: impl FnOnce(&mut Self, &mut OpBuilder, Value) -> (Value, Option<Len>, R),
        body: impl FnOnce(&mut Self, &mut OpBuilder, R),
    ) {
        let (loc, ix) = (self.loc, self.index);
        let Some(mut shared) = self.out_dense else {
            return;
        };
        let (shape, elem) = match self.ctx.type_kind(self.ctx.value_type(shared)) {
            TypeKind::RankedTensor { shape, element, .. } => (shape.clone(), *element),
            _ => return,
        };
        // The whole-output fill gives way to one per slice.
        let fill = self.out_fill.take();
        if let Some((f, _)) = fill {
            shared = self.k.operands[self.k.out()].value;
            self.ctx.erase_op(f);
        }
        let ty = self.ctx.value_type(shared);
        let forall = ForallOp::build(
            b,
            self.ctx,
            loc,
            &[ty],
            &[],
            &[n],
            &[],
            &[shared],
            vec![0],
            vec![DYNAMIC],
            vec![1],
            None,
        );
        let block = self.ctx.create_block(&[ix, ty], loc);
        let region = forall.region(self.ctx);
        self.ctx.append_block(region, block);
        let (c, o) = match self.ctx.block(block).args.as_slice() {
            [c, o] => (*c, *o),
            _ => return,
        };
        let mut ib = OpBuilder::at_end(block);
        let (lo, len, r) = part(self, &mut ib, c);
        // The slice: coordinates `lo .. lo + len` (or the one coordinate `lo`) of `dim`,
        // everything of the other dimensions.
        let (offsets, mut sizes) = (vec![lo], Vec::new());
        let (mut static_offsets, mut static_sizes) = (vec![0; shape.len()], shape.clone());
        let mut slice_shape = Vec::with_capacity(shape.len());
        for (i, &s) in shape.iter().enumerate() {
            if i == dim {
                static_offsets[i] = DYNAMIC;
                match len {
                    Some(Len::Dynamic(len)) => {
                        sizes.push(len);
                        static_sizes[i] = DYNAMIC;
                        slice_shape.push(DYNAMIC);
                    }
                    Some(Len::Static(n)) => {
                        static_sizes[i] = n;
                        slice_shape.push(n);
                    }
                    None => static_sizes[i] = 1,
                }
                continue;
            }
            if s == DYNAMIC {
                let ci = self.const_index(&mut ib, i as i64);
                sizes.push(TensorDimOp::build(&mut ib, self.ctx, loc, ix, o, ci).result(self.ctx));
            }
            slice_shape.push(s);
        }
        let slice_ty = self.ctx.tensor_type(slice_shape, elem, None);
        let strides = vec![1; shape.len()];
        let slice = ExtractSliceOp::build(
            &mut ib,
            self.ctx,
            loc,
            slice_ty,
            o,
            &offsets,
            &sizes,
            &[],
            static_offsets.clone(),
            static_sizes.clone(),
            strides.clone(),
        )
        .result(self.ctx);
        let mut part = slice;
        if let Some((_, z)) = fill {
            let f = tile_dialects::linalg::build::build_fill(&mut ib, self.ctx, loc, z, slice);
            part = self.ctx.op(f).results.first().copied().unwrap_or(slice);
        }
        self.out_dense = Some(part);
        self.out_slice = Some(match len {
            None => OutSlice::Row { dim },
            Some(_) => OutSlice::From { dim, lo },
        });
        body(self, &mut ib, r);
        self.out_slice = None;
        let part = self.out_dense.unwrap_or(slice);
        let combine = InParallelOp::build(&mut ib, self.ctx, loc);
        let cb = self.ctx.create_block(&[], loc);
        let cr = combine.region(self.ctx);
        self.ctx.append_block(cr, cb);
        let mut pb = OpBuilder::at_end(cb);
        ParallelInsertSliceOp::build(
            &mut pb,
            self.ctx,
            loc,
            part,
            o,
            &offsets,
            &sizes,
            &[],
            static_offsets,
            static_sizes,
            strides,
        );
        self.out_dense = self.ctx.op(forall.op()).results.first().copied();
    }

    /// `v * size`, or `v` for a size of 1.
    fn scaled(&mut self, b: &mut OpBuilder, v: Value, size: i64) -> Value {
        if size == 1 {
            return v;
        }
        let c = self.const_index(b, size);
        self.mul(b, v, c)
    }

    /// Runs `f` with the sparse output not threaded (regions that never insert).
    fn without_output<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let (t, d, v) = (
            self.out_tensor.take(),
            self.out_dense.take(),
            self.visited.take(),
        );
        let r = f(self);
        self.out_tensor = t;
        self.out_dense = d;
        self.visited = v;
        r
    }

    /// `scf.if cond` yielding `tys`.
    fn if_else(
        &mut self,
        b: &mut OpBuilder,
        cond: Value,
        tys: Vec<Type>,
        then: impl FnOnce(&mut Self, &mut OpBuilder) -> Vec<Value>,
        els: impl FnOnce(&mut Self, &mut OpBuilder) -> Vec<Value>,
    ) -> Vec<Value> {
        let t0 = self.threaded();
        let n = tys.len();
        let mut tys = tys;
        for &t in &t0 {
            tys.push(self.ctx.value_type(t));
        }
        let loc = self.loc;
        let op = IfOp::build(b, self.ctx, loc, &tys, cond);
        let blk = self.ctx.create_block(&[], loc);
        let r = op.thenRegion(self.ctx);
        self.ctx.append_block(r, blk);
        let mut ib = OpBuilder::at_end(blk);
        let mut ys = then(self, &mut ib);
        ys.extend(self.threaded());
        ScfYieldOp::build(&mut ib, self.ctx, loc, &ys);
        self.set_threaded(&t0);
        let blk = self.ctx.create_block(&[], loc);
        let r = op.elseRegion(self.ctx);
        self.ctx.append_block(r, blk);
        let mut ib = OpBuilder::at_end(blk);
        let mut ys = els(self, &mut ib);
        ys.extend(self.threaded());
        ScfYieldOp::build(&mut ib, self.ctx, loc, &ys);
        let mut res = self.ctx.op(op.op()).results.to_vec();
        let rest = res.split_off(n.min(res.len()));
        self.set_threaded(&rest);
        res
    }

    /// Buffers, level sizes, loop bounds and the output buffer, before the loops.
    fn setup(&mut self, b: &mut OpBuilder) {
        let k = self.k;
        for (t, o) in k.operands.iter().enumerate() {
            if let Some(enc) = o.enc.as_ref().filter(|_| t != k.out() || k.in_place) {
                let pw = enc.pos_width;
                // Batch levels are leading dimensions of every buffer.
                let dims: Vec<Option<i64>> = o
                    .shape
                    .iter()
                    .map(|&s| (s != DYNAMIC).then_some(s))
                    .collect();
                let static_lvls = enc.lvl_sizes(&dims);
                let batch_shape: Vec<i64> = static_lvls
                    .iter()
                    .take(enc.batch_lvl_rank())
                    .map(|s| s.unwrap_or(DYNAMIC))
                    .collect();
                let cw = enc.crd_width.max(if enc.crd_width == 2 { 8 } else { 0 });
                for (l, f) in o.formats.iter().enumerate() {
                    let (mut p, mut c, mut s) = (None, None, None);
                    if f.is_dense() {
                        // A static level size (a block level `i mod 2`) is a constant, so
                        // the block loops have constant trip counts, as MLIR's.
                        s = Some(match static_lvls.get(l).copied().flatten() {
                            Some(n) => self.const_index(b, n),
                            None => {
                                let cl = self.const_index(b, l as i64);
                                let ix = self.index;
                                LvlOp::build(b, self.ctx, self.loc, ix, o.value, cl)
                                    .result(self.ctx)
                            }
                        });
                    } else {
                        let pt = self.width_type(pw);
                        let ct = self.width_type(cw);
                        let mut shape = batch_shape.clone();
                        shape.push(DYNAMIC);
                        let mp = self.ctx.memref_type(shape.clone(), pt);
                        let mc = if o.aos[l] {
                            // A strided view of the shared AoS COO coordinates buffer.
                            let layout = self.ctx.intern_attr(AttrKind::StridedLayout {
                                offset: DYNAMIC,
                                strides: vec![DYNAMIC],
                            });
                            self.ctx.intern_type(TypeKind::MemRef {
                                shape: vec![DYNAMIC],
                                element: ct,
                                layout: Some(layout),
                                memory_space: None,
                            })
                        } else {
                            self.ctx.memref_type(shape, ct)
                        };
                        let (loc, level) = (self.loc, l as i64);
                        if f.has_positions() {
                            let op = ToPositionsOp::build(b, self.ctx, loc, mp, o.value, level);
                            p = Some(op.result(self.ctx));
                        }
                        let op = ToCoordinatesOp::build(b, self.ctx, loc, mc, o.value, level);
                        c = Some(op.result(self.ctx));
                    }
                    self.pos_buf[t].push(p);
                    self.crd_buf[t].push(c);
                    self.lvl_size[t].push(s);
                }
                let mut shape = batch_shape.clone();
                shape.push(DYNAMIC);
                let mv = self.ctx.memref_type(shape, o.elem);
                self.vals[t] =
                    Some(ToValuesOp::build(b, self.ctx, self.loc, mv, o.value).result(self.ctx));
                self.setup_slices(b, t);
            } else if t != k.out() && !o.is_scalar() {
                let mt = self.ctx.memref_type(o.shape.clone(), o.elem);
                self.dense[t] = Some(
                    ToBufferOp::build(b, self.ctx, self.loc, mt, o.value, Some(()))
                        .buffer(self.ctx),
                );
            }
        }
        // Output buffer (a sparse output is inserted into instead).
        let out = k.out();
        let o = &k.operands[out];
        if o.is_sparse() {
            self.out_tensor = Some(if k.fresh_out {
                o.value
            } else {
                // Overwritten or updated in place: the entries go into a new tensor (the
                // same pattern, for an in-place update).
                let mut dyns = Vec::new();
                for (i, &s) in o.shape.iter().enumerate() {
                    if s == DYNAMIC {
                        let ci = self.const_index(b, i as i64);
                        let ix = self.index;
                        dyns.push(
                            TensorDimOp::build(b, self.ctx, self.loc, ix, o.value, ci)
                                .result(self.ctx),
                        );
                    }
                }
                EmptyOp::build(b, self.ctx, self.loc, o.ty, &dyns).result(self.ctx)
            });
            self.setup_loop_sizes(b);
            return;
        }
        // The output as a tensor chain: zero-filled in place first unless the body reduces
        // into its values (a fresh tensor's values are undefined: filled all the same).
        let init = if k.reduce.is_some() && !super::kernel::is_fresh(self.ctx, o.value) {
            o.value
        } else {
            let z = self.zero(b, o.elem);
            let fill = tile_dialects::linalg::build::build_fill(b, self.ctx, self.loc, z, o.value);
            self.out_fill = Some((fill, z));
            self.ctx
                .op(fill)
                .results
                .first()
                .copied()
                .unwrap_or(o.value)
        };
        self.out_dense = Some(init);
        self.setup_loop_sizes(b);
    }

    /// The offset, stride and size of operand `t`'s slice levels: constants, or read by
    /// `sparse_tensor.slice.offset/stride` and `sparse_tensor.lvl` (a slice's level size is
    /// the slice's).
    fn setup_slices(&mut self, b: &mut OpBuilder, t: usize) {
        let o = &self.k.operands[t];
        let (v, ix) = (o.value, self.index);
        let mut out = Vec::with_capacity(o.slices.len());
        for (l, sl) in o.slices.iter().enumerate() {
            let Some((dim, s)) = *sl else {
                out.push(None);
                continue;
            };
            let offset = match s.offset {
                Some(c) => self.const_index(b, c),
                None => ToSliceOffsetOp::build(b, self.ctx, self.loc, ix, v, dim as i64)
                    .offset(self.ctx),
            };
            let stride = match s.stride {
                Some(c) => self.const_index(b, c),
                None => ToSliceStrideOp::build(b, self.ctx, self.loc, ix, v, dim as i64)
                    .stride(self.ctx),
            };
            let size = match (o.shape.get(dim).copied(), s.size) {
                (Some(c), _) if c != DYNAMIC => self.const_index(b, c),
                (_, Some(c)) => self.const_index(b, c),
                _ => {
                    let cl = self.const_index(b, l as i64);
                    LvlOp::build(b, self.ctx, self.loc, ix, v, cl).result(self.ctx)
                }
            };
            out.push(Some(SliceVals {
                offset,
                stride,
                size,
            }));
        }
        self.slice[t] = out;
    }

    /// The underlying coordinate of slice coordinate `i` at level `l` of operand `t`:
    /// `offset + i * stride` (`i` itself when the level is not a slice).
    fn stored_coordinate(&mut self, b: &mut OpBuilder, t: usize, l: usize, i: Value) -> Value {
        let Some(sv) = self.slice_of(t, l) else {
            return i;
        };
        let s = self.k.operands[t].slice(l).map(|(_, s)| s);
        let scaled = if s.and_then(|s| s.stride) == Some(1) {
            i
        } else {
            self.mul(b, i, sv.stride)
        };
        if s.and_then(|s| s.offset) == Some(0) {
            scaled
        } else {
            self.add(b, scaled, sv.offset)
        }
    }

    /// The slice coordinate of stored coordinate `c` (not below the offset) at slice level
    /// `l` of operand `t`: `(c - offset) / stride`, and whether `c` is in the slice
    /// (`(c - offset) % stride == 0`; `None` when the stride is statically 1).
    fn slice_coordinate(
        &mut self,
        b: &mut OpBuilder,
        t: usize,
        l: usize,
        c: Value,
    ) -> (Value, Option<Value>) {
        let Some(sv) = self.slice_of(t, l) else {
            return (c, None);
        };
        let s = self.k.operands[t].slice(l).map(|(_, s)| s);
        let r = if s.and_then(|s| s.offset) == Some(0) {
            c
        } else {
            self.sub(b, c, sv.offset)
        };
        if !self.k.operands[t].strided(l) {
            return (r, None);
        }
        let ix = self.index;
        let q = DivUIOp::build(b, self.ctx, self.loc, ix, r, sv.stride, None).result(self.ctx);
        let m = RemUIOp::build(b, self.ctx, self.loc, ix, r, sv.stride).result(self.ctx);
        let c0 = self.c0;
        let member = self.cmp(b, CmpIPredicate::Eq, m, c0);
        (q, Some(member))
    }

    /// The slice values of level `l` of operand `t`, if it is a slice level.
    fn slice_of(&self, t: usize, l: usize) -> Option<SliceVals> {
        self.slice.get(t).and_then(|v| v.get(l)).copied().flatten()
    }

    /// The size of every loop: a dense operand's dimension, else a sparse operand's level.
    fn setup_loop_sizes(&mut self, b: &mut OpBuilder) {
        let k = self.k;
        let out = k.out();
        for d in 0..k.num_loops {
            if k.is_locate(d) {
                // A locate loop has no range: it searches for one coordinate.
                self.loop_size.push(self.c0);
                continue;
            }
            let mut size = None;
            for (t, o) in k.operands.iter().enumerate() {
                if o.is_sparse() {
                    continue;
                }
                if let Some(i) = o.lvls.iter().position(|s| *s == Sub::Loop(d)) {
                    size = Some(if o.shape[i] != DYNAMIC {
                        self.const_index(b, o.shape[i])
                    } else {
                        let ci = self.const_index(b, i as i64);
                        let ix = self.index;
                        let src = if t == out { None } else { self.dense[t] };
                        match src {
                            Some(m) => {
                                DimOp::build(b, self.ctx, self.loc, ix, m, ci).result(self.ctx)
                            }
                            // The output written as a tensor chain has no buffer.
                            None => TensorDimOp::build(b, self.ctx, self.loc, ix, o.value, ci)
                                .result(self.ctx),
                        }
                    });
                    break;
                }
            }
            if size.is_none() {
                for (t, o) in k.operands.iter().enumerate() {
                    if let Some(l) = o.level_of_loop(d) {
                        // Reuse the level's size when setup already asked for it.
                        if let Some(s) = self
                            .lvl_size
                            .get(t)
                            .and_then(|v| v.get(l))
                            .copied()
                            .flatten()
                        {
                            size = Some(s);
                            break;
                        }
                        let cl = self.const_index(b, l as i64);
                        let ix = self.index;
                        size = Some(
                            LvlOp::build(b, self.ctx, self.loc, ix, o.value, cl).result(self.ctx),
                        );
                        break;
                    }
                }
            }
            let s = size.unwrap_or(self.c0);
            self.loop_size.push(s);
        }
    }

    fn width_type(&mut self, w: u32) -> Type {
        if w == 0 {
            self.index
        } else {
            self.ctx.int_type(w)
        }
    }

    fn out_indices(&mut self, b: &mut OpBuilder) -> Vec<Value> {
        let subs = self.k.operands[self.k.out()].dims.clone();
        let mut idx: Vec<Value> = subs.iter().map(|&s| self.sub_value(b, s)).collect();
        // Inside a parallel iteration: relative to its slice of the output.
        match self.out_slice {
            Some(OutSlice::From { dim, lo }) if dim < idx.len() => {
                idx[dim] = self.sub(b, idx[dim], lo);
            }
            Some(OutSlice::Row { dim }) if dim < idx.len() => {
                idx.remove(dim);
            }
            _ => {}
        }
        idx
    }

    /// The dimension coordinate a subscript denotes at the current loop point: a loop's
    /// value, a constant, an index expression's value, or a coordinate rebuilt from block
    /// levels (`block * size + intra`).
    fn sub_value(&mut self, b: &mut OpBuilder, s: Sub) -> Value {
        match s {
            Sub::Affine(a) => self.affine_value(b, a),
            Sub::Loop(d) => self.loop_val[d].unwrap_or(self.c0),
            Sub::Const(c) => self.const_index(b, c),
            Sub::Block { outer, inner, size } => {
                let o = self.loop_val[outer].unwrap_or(self.c0);
                let i = self.loop_val[inner].unwrap_or(self.c0);
                let c = self.const_index(b, size);
                let m = self.mul(b, o, c);
                self.add(b, m, i)
            }
        }
    }

    /// The value of index expression `a` ([`Kernel::affine`]) at the current loop point:
    /// `Σ c * d + c0` in `index` arithmetic.
    fn affine_value(&mut self, b: &mut OpBuilder, a: usize) -> Value {
        let Some(lin) = self.k.affine.get(a) else {
            return self.c0;
        };
        let mut acc: Option<Value> = None;
        for &(d, c) in &lin.terms {
            let v = self.loop_val[d].unwrap_or(self.c0);
            let term = if c == 1 {
                v
            } else {
                let cv = self.const_index(b, c);
                self.mul(b, v, cv)
            };
            acc = Some(match acc {
                None => term,
                Some(x) => self.add(b, x, term),
            });
        }
        match acc {
            None => self.const_index(b, lin.constant),
            Some(x) if lin.constant == 0 => x,
            Some(x) => {
                let cv = self.const_index(b, lin.constant);
                self.add(b, x, cv)
            }
        }
    }

    /// Loads operand `t`'s value at position `p` of its innermost level `l` (a valid
    /// position inside the loop over `l`), for the loops below to reuse.
    fn preload_value(&mut self, b: &mut OpBuilder, t: usize, l: usize, p: Value) {
        let o = &self.k.operands[t];
        if l + 1 != o.lvls.len() || o.nonunique.get(l).copied().unwrap_or(true) {
            return;
        }
        let Some(vb) = self.vals[t] else { return };
        let ix = self.at(t, p);
        let v = self.load_value(b, vb, ix);
        self.val_cache.insert((t, p), v);
    }

    /// The index of position `p` in a buffer of operand `t`: the batch coordinates first.
    fn at(&self, t: usize, p: Value) -> Vec<Value> {
        let o = &self.k.operands[t];
        let mut idx: Vec<Value> = o
            .formats
            .iter()
            .zip(&o.lvls)
            .take_while(|(f, _)| **f == LevelIteration::Batch)
            .map(|(_, s)| match s {
                Sub::Loop(d) => self.loop_val[*d].unwrap_or(self.c0),
                _ => self.c0,
            })
            .collect();
        idx.push(p);
        idx
    }

    /// Emits loops from `depth` on for `exp`, carrying the reduction `acc`.
    fn emit(
        &mut self,
        b: &mut OpBuilder,
        depth: usize,
        exp: LExp,
        acc: Option<Value>,
    ) -> Option<Value> {
        // Positions found in the loops emitted here are values of those loops' regions:
        // the caller's next branch (another lattice point) must not see them.
        let (pos, seg) = (self.pos.clone(), self.seg.clone());
        let r = self.emit_scoped(b, depth, exp, acc);
        self.pos = pos;
        self.seg = seg;
        r
    }

    /// The loops and body of [`G::emit`].
    fn emit_scoped(
        &mut self,
        b: &mut OpBuilder,
        depth: usize,
        exp: LExp,
        acc: Option<Value>,
    ) -> Option<Value> {
        let k = self.k;
        let nl = k.num_loops;
        if self.expand_depth == Some(depth) && self.ws.is_none() && depth < nl {
            return self.workspace(b, depth, exp, acc);
        }
        if depth == self.out_depth && k.reduce.is_some() && acc.is_none() && depth < nl {
            let idx = self.out_indices(b);
            let a0 = if k.in_place {
                // An in-place update starts from the stored entry's value.
                let e = LExp::Leaf(k.out());
                self.eval(b, &e).unwrap_or(self.c0)
            } else if let Some(id) = self.custom_identity(b) {
                // A custom reduction starts at its identity (the output's value is not read).
                id
            } else {
                self.read_output(b, idx.clone())
            };
            if self.out_tensor.is_none() || k.in_place {
                // The reduction loops only accumulate: the dense output is not threaded
                // through them.
                let a1 = self
                    .without_output(|g| g.emit(b, depth, exp, Some(a0)))
                    .unwrap_or(a0);
                self.write_output(b, a1, idx);
                return None;
            }
            // Insert only when the reduction met a stored entry.
            let i1 = self.ctx.int_type(1);
            self.visited = Some(self.zero(b, i1));
            let a1 = self.emit(b, depth, exp, Some(a0)).unwrap_or(a0);
            let seen = self.visited.take().unwrap_or(self.c0);
            self.write_output_if(b, seen, a1, idx);
            return None;
        }
        if super::semiring::is_nothing(self.ctx, &exp) {
            // An empty semiring region: nothing is computed or written here.
            return acc;
        }
        if depth == nl {
            let Some(v) = self.eval(b, &exp) else {
                return acc;
            };
            if let Some(ws) = self.ws {
                return Some(self.workspace_update(b, ws, v, acc));
            }
            // A reduction carried in `acc` writes the output after its loops, not here.
            let carried = acc.is_some()
                && k.reduce.is_some()
                && !matches!(exp, LExp::Op(_, MergeKind::Select, _));
            let idx = if carried { vec![] } else { self.out_indices(b) };
            if let LExp::Op(sel, MergeKind::Select, _) = &exp
                && let Some(r) = super::semiring::region(self.ctx, *sel, 0)
                && let Some(keep) = self.inline_region(b, r, &[v])
            {
                // The output gets the entry only where the predicate holds.
                self.if_else(
                    b,
                    keep,
                    vec![],
                    |g, ib| {
                        g.write_output(ib, v, idx);
                        vec![]
                    },
                    |_, _| vec![],
                );
                return acc;
            }
            return match k.reduce {
                Some((rop, left)) => {
                    let cur = match acc {
                        Some(a) => a,
                        // A custom reduction with no reduction loop: a sparse output's
                        // element starts at the identity, a dense one's at its value (MLIR).
                        None if k.custom_identity.is_some() && self.out_tensor.is_some() => {
                            self.custom_identity(b).unwrap_or(v)
                        }
                        None => self.read_output(b, idx.clone()),
                    };
                    let ops = if left { vec![cur, v] } else { vec![v, cur] };
                    let nv = self.combine(b, rop, ops);
                    if self.visited.is_some() {
                        let i1 = self.ctx.int_type(1);
                        let yes = self.ctx.intern_attr(AttrKind::Bool(true));
                        self.visited = Some(self.constant(b, i1, yes));
                    }
                    if acc.is_some() {
                        Some(nv)
                    } else {
                        self.write_output(b, nv, idx);
                        None
                    }
                }
                None => {
                    self.write_output(b, v, idx);
                    acc
                }
            };
        }
        if let (LExp::Zero(_), Some(a)) = (&exp, acc) {
            // Only implicit zeros below: a reduction that zero changes (`mul`, `min`, ...)
            // takes one zero, if the remaining iteration space is not empty.
            return Some(self.reduce_zero(b, depth, a, None));
        }
        let d = self.order[depth];
        let mut lat = self.prune(optimize(self.lattice(&exp, d)));
        let mut fixup = false;
        if !k.zero_neutral && lat.last().is_some_and(|p| !p.bits.is_empty()) {
            // The implicit zeros of this loop take part in the reduction: one sparse
            // operand's segment is counted (a zero joins when it is shorter than the
            // dimension); anything else visits every coordinate, zeros as their own case.
            let single = acc.is_some()
                && lat.len() == 1
                && lat[0].bits.iter().all(|&t| {
                    let o = &k.operands[t];
                    o.level_of_loop(d).is_some_and(|l| !o.nonunique[l])
                });
            // A locate loop's implicit zero is the not-found case of its search instead.
            // A strided slice's segment counts coordinates outside the slice.
            let counted = lat[0].bits.iter().all(|&t| {
                let o = &k.operands[t];
                o.level_of_loop(d).is_none_or(|l| !o.strided(l))
            });
            if single && counted && lat[0].bits.len() == 1 && !k.is_locate(d) {
                fixup = true;
            } else {
                let ty = k.operands[k.out()].elem;
                lat.push(lattice::Point {
                    bits: Default::default(),
                    exp: LExp::Zero(ty),
                });
            }
        }
        self.sequence(b, depth, d, lat, acc, fixup)
    }

    /// The output's element at `idx` where a reduction starts: a fresh sparse output's
    /// implicit zero, else the dense output's value.
    fn read_output(&mut self, b: &mut OpBuilder, idx: Vec<Value>) -> Value {
        let elem = self.k.operands[self.k.out()].elem;
        match (self.out_tensor, self.out_dense) {
            (None, Some(t)) => {
                TensorExtractOp::build(b, self.ctx, self.loc, elem, t, &idx).result(self.ctx)
            }
            _ => self.zero(b, elem),
        }
    }

    /// Writes `v` at `idx` only where `cond` holds.
    fn write_output_if(&mut self, b: &mut OpBuilder, cond: Value, v: Value, idx: Vec<Value>) {
        let then = |g: &mut Self, ib: &mut OpBuilder| {
            g.insert_output(ib, v, idx);
            vec![]
        };
        self.if_else(b, cond, vec![], then, |_, _| vec![]);
    }

    /// Writes `v` into the output; into a sparse output under [`G::guard_zero`], only where
    /// `v` is not zero.
    fn write_output(&mut self, b: &mut OpBuilder, v: Value, idx: Vec<Value>) {
        let elem = self.ctx.value_type(v);
        let float = match self.ctx.type_kind(elem) {
            TypeKind::Float(_) => Some(true),
            TypeKind::Integer { .. } | TypeKind::Index => Some(false),
            _ => None,
        };
        if self.out_tensor.is_some()
            && self.guard_zero
            && let Some(float) = float
        {
            let zero = self.zero(b, elem);
            let i1 = self.ctx.int_type(1);
            let nonzero = if float {
                CmpFOp::build(b, self.ctx, self.loc, i1, v, zero, None, CMPF_UNE).result(self.ctx)
            } else {
                self.cmp(b, CmpIPredicate::Ne, v, zero)
            };
            self.write_output_if(b, nonzero, v, idx);
        } else {
            self.insert_output(b, v, idx);
        }
    }

    /// Inserts `v` into the output (the sparse one, or the dense tensor chain).
    fn insert_output(&mut self, b: &mut OpBuilder, v: Value, idx: Vec<Value>) {
        let sparse = self.out_tensor.is_some();
        let Some(t) = (if sparse {
            self.out_tensor
        } else {
            self.out_dense
        }) else {
            return;
        };
        let ty = self.ctx.value_type(t);
        let r = TensorInsertOp::build(b, self.ctx, self.loc, ty, v, t, &idx).result(self.ctx);
        if sparse {
            self.out_tensor = Some(r);
        } else {
            self.out_dense = Some(r);
        }
    }

    /// Opens the workspace of the sparse output's innermost level at `depth`, emits the
    /// loops below with its count as accumulator, then inserts the collected coordinates
    /// in order and clears the workspace for the next row.
    fn workspace(
        &mut self,
        b: &mut OpBuilder,
        depth: usize,
        exp: LExp,
        acc: Option<Value>,
    ) -> Option<Value> {
        let Some((ws, count0)) = self.ws_buffers.filter(|_| self.out_tensor.is_some()) else {
            return acc;
        };
        self.ws = Some(ws);
        // Nothing is inserted until the row is complete: the loops carry only the count.
        let count = self
            .without_output(|g| g.emit(b, depth, exp, Some(count0)))
            .unwrap_or(count0);
        self.ws = None;
        // Give the coordinates back in order: scan the bitmap when it has at most 16 words
        // per entry (cheaper than sorting), else sort the list.
        let c16 = self.const_index(b, 16);
        let bound = self.mul(b, count, c16);
        let scan = self.cmp(b, CmpIPredicate::Ule, ws.words, bound);
        self.if_else(
            b,
            scan,
            vec![],
            |g, ib| {
                g.insert_bitmap(ib, ws);
                vec![]
            },
            |g, ib| {
                g.insert_sorted(ib, ws, count);
                vec![]
            },
        );
        acc
    }

    /// Inserts the row's entries in coordinate order by scanning the bitmap word by word
    /// (`cttz` finds each set bit), clearing it as it goes.
    fn insert_bitmap(&mut self, b: &mut OpBuilder, ws: Workspace) {
        let c0 = self.c0;
        self.for_loop(b, c0, ws.words, vec![], |g, ib, w, _| {
            let i64t = g.ctx.int_type(64);
            let word = g.load_value(ib, ws.bits, vec![w]);
            let z = g.zero(ib, i64t);
            let set = g.cmp(ib, CmpIPredicate::Ne, word, z);
            g.if_else(
                ib,
                set,
                vec![],
                |g, ib| {
                    g.store(ib, z, ws.bits, vec![w]);
                    let (loc, ix) = (g.loc, g.index);
                    let n = CtPopOp::build(ib, g.ctx, loc, i64t, word).result(g.ctx);
                    let n = IndexCastUIOp::build(ib, g.ctx, loc, ix, n).out(g.ctx);
                    let c6 = g.const_index(ib, 6);
                    let base = ShLIOp::build(ib, g.ctx, loc, ix, w, c6, None).result(g.ctx);
                    let c0 = g.c0;
                    g.for_loop(ib, c0, n, vec![word], |g, ib, _, xs| {
                        let x = xs[0];
                        let t = CountTrailingZerosOp::build(ib, g.ctx, loc, i64t, x).result(g.ctx);
                        let t = IndexCastUIOp::build(ib, g.ctx, loc, ix, t).out(g.ctx);
                        let j = g.add(ib, base, t);
                        g.insert_workspace_entry(ib, ws, j);
                        // Clear the lowest set bit: x & (x - 1).
                        let one = g.ctx.int_attr(1, i64t);
                        let one = g.constant(ib, i64t, one);
                        let xm1 = SubIOp::build(ib, g.ctx, loc, i64t, x, one, None).result(g.ctx);
                        vec![AndIOp::build(ib, g.ctx, loc, i64t, x, xm1).result(g.ctx)]
                    });
                    vec![]
                },
                |_, _| vec![],
            );
            vec![]
        });
    }

    /// Inserts the row's `count` entries in coordinate order by sorting the list of
    /// coordinates it touched, clearing their bitmap words.
    fn insert_sorted(&mut self, b: &mut OpBuilder, ws: Workspace, count: Value) {
        SortOp::build(
            b,
            self.ctx,
            self.loc,
            count,
            ws.added,
            &[],
            // MLIR's compress sorts with the hybrid: insertion sort below a few entries.
            SortKind::HybridQuickSort,
            tile_ir::affine::AffineMap::identity(1),
            Some(0),
        );
        let c0 = self.c0;
        self.for_loop(b, c0, count, vec![], |g, ib, q, _| {
            let j = g.load(ib, ws.added, vec![q]);
            g.insert_workspace_entry(ib, ws, j);
            let (w, _) = g.bit_of(ib, j);
            let i64t = g.ctx.int_type(64);
            let z = g.zero(ib, i64t);
            g.store(ib, z, ws.bits, vec![w]);
            vec![]
        });
    }

    /// Inserts the workspace's value at coordinate `j` of the output's innermost level and
    /// resets it to zero.
    fn insert_workspace_entry(&mut self, b: &mut OpBuilder, ws: Workspace, j: Value) {
        let k = self.k;
        let o = &k.operands[k.out()];
        let elem = o.elem;
        let last = o.lvls.last().and_then(|s| k.loops_of(s).first().copied());
        let v = self.load_value(b, ws.values, vec![j]);
        let saved = last.and_then(|d| self.loop_val[d]);
        if let Some(d) = last {
            self.loop_val[d] = Some(j);
        }
        let idx = self.out_indices(b);
        if let Some(d) = last {
            self.loop_val[d] = saved;
        }
        self.write_output(b, v, idx);
        let z = self.zero(b, elem);
        self.store(b, z, ws.values, vec![j]);
    }

    /// The bitmap word of coordinate `j` and the `i64` mask of its bit.
    fn bit_of(&mut self, b: &mut OpBuilder, j: Value) -> (Value, Value) {
        let (loc, ix) = (self.loc, self.index);
        let i64t = self.ctx.int_type(64);
        let c6 = self.const_index(b, 6);
        let w = ShRUIOp::build(b, self.ctx, loc, ix, j, c6, None).result(self.ctx);
        let c63 = self.const_index(b, 63);
        let low = AndIOp::build(b, self.ctx, loc, ix, j, c63).result(self.ctx);
        let low = IndexCastUIOp::build(b, self.ctx, loc, i64t, low).out(self.ctx);
        let one = self.ctx.int_attr(1, i64t);
        let one = self.constant(b, i64t, one);
        let mask = ShLIOp::build(b, self.ctx, loc, i64t, one, low, None).result(self.ctx);
        (w, mask)
    }

    /// The sparse output's workspace (`sparse_tensor.expand`), before the loops when the
    /// kernel needs one. It depends only on the output's type: expand the fresh tensor.
    fn workspace_buffers(&mut self, b: &mut OpBuilder) -> Option<(Workspace, Value)> {
        self.expand_depth?;
        self.out_tensor?;
        let o = &self.k.operands[self.k.out()];
        let i1 = self.ctx.int_type(1);
        let (ix, elem) = (self.index, o.elem);
        let vt = self.ctx.memref_type(vec![DYNAMIC], elem);
        let ft = self.ctx.memref_type(vec![DYNAMIC], i1);
        let at = self.ctx.memref_type(vec![DYNAMIC], ix);
        let e = ExpandOp::build(b, self.ctx, self.loc, vt, ft, at, ix, o.value);
        let values = e.values(self.ctx);
        let count = e.count(self.ctx);
        // ceil(n / 64) zeroed words.
        let n = DimOp::build(b, self.ctx, self.loc, ix, values, self.c0).result(self.ctx);
        let c63 = self.const_index(b, 63);
        let c6 = self.const_index(b, 6);
        let n63 = self.add(b, n, c63);
        let words = ShRUIOp::build(b, self.ctx, self.loc, ix, n63, c6, None).result(self.ctx);
        let i64t = self.ctx.int_type(64);
        let bt = self.ctx.memref_type(vec![DYNAMIC], i64t);
        let bits = AllocOp::build(b, self.ctx, self.loc, bt, &[words], &[], None).memref(self.ctx);
        let c0 = self.c0;
        self.without_output(|g| {
            g.for_loop(b, c0, words, vec![], |g, ib, w, _| {
                let z = g.zero(ib, i64t);
                g.store(ib, z, bits, vec![w]);
                vec![]
            })
        });
        let ws = Workspace {
            values,
            filled: e.filled(self.ctx),
            added: e.added(self.ctx),
            bits,
            words,
        };
        Some((ws, count))
    }

    /// At the innermost point with the workspace open: `values[j] (op)= v`, and `j` added
    /// to the list on its first visit. Returns the new count.
    fn workspace_update(
        &mut self,
        b: &mut OpBuilder,
        ws: Workspace,
        v: Value,
        count: Option<Value>,
    ) -> Value {
        let k = self.k;
        let count = count.unwrap_or(self.c0);
        let o = &k.operands[k.out()];
        let j = o
            .lvls
            .last()
            .and_then(|s| k.loops_of(s).first().copied())
            .and_then(|d| self.loop_val[d])
            .unwrap_or(self.c0);
        let (w, mask) = self.bit_of(b, j);
        let word = self.load_value(b, ws.bits, vec![w]);
        let i64t = self.ctx.int_type(64);
        let hit = AndIOp::build(b, self.ctx, self.loc, i64t, word, mask).result(self.ctx);
        let z = self.zero(b, i64t);
        let fresh = self.cmp(b, CmpIPredicate::Eq, hit, z);
        let mut cur = self.load_value(b, ws.values, vec![j]);
        if let Some(id) = self.custom_identity(b) {
            // A custom reduction starts each coordinate at its identity.
            cur = self.select(b, fresh, id, cur);
        }
        let nv = match k.reduce {
            Some((rop, left)) => {
                let ops = if left { vec![cur, v] } else { vec![v, cur] };
                self.combine(b, rop, ops)
            }
            None => v,
        };
        self.store(b, nv, ws.values, vec![j]);
        let ix = self.index;
        let r = self.if_else(
            b,
            fresh,
            vec![ix],
            |g, ib| {
                let set = OrIOp::build(ib, g.ctx, g.loc, i64t, word, mask).result(g.ctx);
                g.store(ib, set, ws.bits, vec![w]);
                g.store(ib, j, ws.added, vec![count]);
                let c1 = g.c1;
                vec![g.add(ib, count, c1)]
            },
            |_, _| vec![count],
        );
        r[0]
    }

    /// `acc (op) 0` when the loops from `depth` on have a point, else `acc`; and only
    /// when `extra` (if given) holds.
    fn reduce_zero(
        &mut self,
        b: &mut OpBuilder,
        depth: usize,
        acc: Value,
        extra: Option<Value>,
    ) -> Value {
        let Some((rop, left)) = self.k.reduce else {
            return acc;
        };
        if self.k.custom_identity.is_some() {
            // Implicit zeros take no part in a custom reduction.
            return acc;
        }
        let ty = self.ctx.value_type(acc);
        let z = self.zero(b, ty);
        let ops = if left { vec![acc, z] } else { vec![z, acc] };
        let r = self.clone_op(b, rop, ops);
        let mut cond = extra;
        let loops: Vec<usize> = self.order.get(depth..).unwrap_or_default().to_vec();
        // A locate loop is one point (its coordinate is the expression's value).
        for d in loops.into_iter().filter(|&d| !self.k.is_locate(d)) {
            let size = self.loop_size[d];
            let c0 = self.c0;
            let nz = self.cmp(b, CmpIPredicate::Ne, size, c0); // ne
            cond = Some(match cond {
                None => nz,
                Some(c) => self.and(b, c, nz),
            });
        }
        match cond {
            None => r,
            Some(c) => self.select(b, c, r, acc),
        }
    }

    fn lattice(&self, e: &LExp, d: usize) -> Lattice<LExp> {
        match e {
            LExp::Leaf(x) => match &self.k.exps[*x] {
                Exp::Tensor(t) => {
                    lattice::leaf(self.k.operands[*t].sparse_on(d).then_some(*t), e.clone())
                }
                _ => lattice::leaf(None, e.clone()),
            },
            LExp::Zero(_) => lattice::leaf(None, e.clone()),
            LExp::Op(op, kind, args) => {
                let (op, kind) = (*op, *kind);
                if is_semiring_kind(kind) {
                    return self.semiring_lattice(op, kind, args, d);
                }
                if kind == MergeKind::Dense {
                    let lats: Vec<Lattice<LExp>> = args
                        .iter()
                        .enumerate()
                        .map(|(i, a)| match a {
                            Some(a) => self.lattice(a, d),
                            None => {
                                let ty = self.ctx.value_type(self.ctx.op(op).operands[i]);
                                lattice::leaf(None, LExp::Zero(ty))
                            }
                        })
                        .collect();
                    // Points where the op is zero for certain contribute nothing: drop
                    // them, as if their operands were not stored (see `zero`).
                    let exact = self.exact.get() > 0;
                    return lattice::general(&lats, |xs| LExp::Op(op, kind, xs))
                        .into_iter()
                        .filter(|p| exact || !super::zero::is_zero(self.ctx, self.k, &p.exp))
                        .collect();
                }
                let present: Vec<usize> = (0..args.len()).filter(|&i| args[i].is_some()).collect();
                let lats: Vec<Option<Lattice<LExp>>> = args
                    .iter()
                    .map(|a| a.as_ref().map(|a| self.lattice(a, d)))
                    .collect();
                let rebuild = |i: usize, x: LExp| {
                    let mut a = args.clone();
                    a[i] = Some(x);
                    LExp::Op(op, kind, a)
                };
                if present.len() == 1 {
                    let i = present[0];
                    let l = lats[i].clone().unwrap_or_default();
                    return lattice::map(l, |x| rebuild(i, x));
                }
                let both = |x: LExp, y: LExp| LExp::Op(op, kind, vec![Some(x), Some(y)]);
                let l0 = lats[0].clone().unwrap_or_default();
                let l1 = lats.get(1).cloned().flatten().unwrap_or_default();
                match kind {
                    MergeKind::Disj => lattice::disj(&l0, &l1, both, |x| x, |y| y),
                    MergeKind::Sub => lattice::disj(
                        &l0,
                        &l1,
                        both,
                        |x| x,
                        |y| LExp::Op(op, kind, vec![None, Some(y)]),
                    ),
                    MergeKind::DisjZero => lattice::disj(
                        &l0,
                        &l1,
                        both,
                        |x| LExp::Op(op, kind, vec![Some(x), None]),
                        |y| LExp::Op(op, kind, vec![None, Some(y)]),
                    ),
                    _ => {
                        // Conjunction over all operands (dense ops have no sparse points).
                        let mut acc: Lattice<Vec<Option<LExp>>> = lattice::leaf(None, Vec::new());
                        for l in lats.iter().flatten() {
                            let lv: Lattice<Vec<Option<LExp>>> =
                                lattice::map_into(l, |x| vec![Some(x)]);
                            acc = lattice::conj(&acc, &lv, |mut a, b| {
                                a.extend(b);
                                a
                            });
                        }
                        acc.into_iter()
                            .map(|p| lattice::Point {
                                bits: p.bits,
                                exp: LExp::Op(op, kind, p.exp),
                            })
                            .collect()
                    }
                }
            }
        }
    }

    /// The lattice of a semiring op as MLIR's sparsifier builds it: `binary` the
    /// intersection (overlap) and the one-sided parts it includes, `unary` its operand's
    /// points (present) and, with an absent region, a point without conditions, `select`
    /// its operand's points. Each point keeps the op, its absent operands `None`: the
    /// region is chosen at the innermost loop.
    fn semiring_lattice(
        &self,
        op: OpId,
        kind: MergeKind,
        args: &[Option<LExp>],
        d: usize,
    ) -> Lattice<LExp> {
        self.exact.set(self.exact.get() + 1);
        let mut lats: Vec<Lattice<LExp>> = args
            .iter()
            .map(|a| a.as_ref().map(|a| self.lattice(a, d)).unwrap_or_default())
            .collect();
        self.exact.set(self.exact.get().saturating_sub(1));
        lats.resize(2, Vec::new());
        let mk = |xs: Vec<Option<LExp>>| LExp::Op(op, kind, xs);
        match kind {
            MergeKind::Binary => {
                let (left, right) = super::semiring::binary_sides(self.ctx, op);
                let l = |x: LExp| mk(vec![Some(x), None]);
                let r = |y: LExp| mk(vec![None, Some(y)]);
                lattice::combi(
                    &lats[0],
                    &lats[1],
                    |x, y| mk(vec![Some(x), Some(y)]),
                    left.then_some(&l as &dyn Fn(LExp) -> LExp),
                    right.then_some(&r as &dyn Fn(LExp) -> LExp),
                )
            }
            MergeKind::Unary => {
                let mut l = lattice::map(std::mem::take(&mut lats[0]), |x| mk(vec![Some(x)]));
                if super::semiring::has_absent(self.ctx, op) {
                    l.push(lattice::Point {
                        bits: Default::default(),
                        exp: mk(vec![None]),
                    });
                }
                l
            }
            _ => lattice::map(std::mem::take(&mut lats[0]), |x| mk(vec![Some(x)])),
        }
    }

    /// Drops the points that contribute nothing — a semiring op yielding nothing there, (into
    /// a dense output, without a custom reduction) a value folding to zero, or (into a fresh
    /// sparse output) a certain zero where no operand is stored — unless a
    /// later point with fewer conditions would then take their coordinates.
    fn prune(&self, lat: Lattice<LExp>) -> Lattice<LExp> {
        let k = self.k;
        // Dropping a zero is exact only where a zero changes nothing: a dense output written
        // or summed into (not a custom, mul, min, max or and reduction).
        let dense_out = !k.operands[k.out()].is_sparse()
            && k.custom_identity.is_none()
            && k.reduce.is_none_or(|(r, _)| {
                matches!(
                    self.ctx.op_name_of(r),
                    "arith.addf" | "arith.addi" | "arith.ori" | "arith.xori"
                )
            });
        // A fresh sparse output stores nothing where no operand is stored and the value is a
        // certain zero, as MLIR stores nothing for a constant zero; stored operands and a
        // semiring's absent region still make explicit zeros, as in MLIR.
        let fresh_sparse_out = k.operands[k.out()].is_sparse()
            && k.fresh_out
            && k.reduce.is_none()
            && k.custom_identity.is_none();
        let mut kept: Vec<lattice::Point<LExp>> = Vec::with_capacity(lat.len());
        for p in lat.into_iter().rev() {
            let useless = super::semiring::is_nothing(self.ctx, &p.exp)
                || (dense_out
                    && super::semiring::has_semiring(&p.exp)
                    && super::zero::is_zero(self.ctx, k, &p.exp))
                || (fresh_sparse_out
                    && p.bits.is_empty()
                    && !super::semiring::has_semiring(&p.exp)
                    && super::zero::is_zero(self.ctx, k, &p.exp));
            if useless && !kept.iter().any(|q| q.bits.is_subset(&p.bits)) {
                continue;
            }
            kept.push(p);
        }
        kept.reverse();
        kept
    }

    /// The `[lo, hi)` position range of operand `t`'s sparse level on loop `d`.
    fn range(&mut self, b: &mut OpBuilder, t: usize, d: usize) -> (Value, Value, usize) {
        let o = &self.k.operands[t];
        let l = o.level_of_loop(d).unwrap_or(0);
        let parent = if l == 0 {
            self.c0
        } else {
            self.pos[t][l - 1].unwrap_or(self.c0)
        };
        let c1 = self.c1;
        if o.formats[l] == LevelIteration::Parent {
            // The run of positions of the parent's current coordinate.
            let hi = match self.seg[t][l - 1] {
                Some(e) => e,
                None => self.add(b, parent, c1),
            };
            return self.narrow_to_slice(b, t, l, parent, hi);
        }
        if let LevelIteration::Fixed(n) = o.formats[l] {
            // `n` coordinates per block: positions `n * parent .. n * parent + n`.
            let cn = self.const_index(b, n as i64);
            let lo = self.mul(b, parent, cn);
            let hi = self.add(b, lo, cn);
            return (lo, hi, l);
        }
        let pb = self.pos_buf[t][l].unwrap_or(self.c0);
        if o.formats[l] == LevelIteration::LooseRanges {
            let two = self.const_index(b, 2);
            let p2 = self.mul(b, parent, two);
            let p21 = self.add(b, p2, c1);
            let (i2, i21) = (self.at(t, p2), self.at(t, p21));
            let lo = self.load(b, pb, i2);
            let hi = self.load(b, pb, i21);
            self.narrow_to_slice(b, t, l, lo, hi)
        } else {
            let p1 = self.add(b, parent, c1);
            let (i0, i1) = (self.at(t, parent), self.at(t, p1));
            let lo = self.load(b, pb, i0);
            let hi = self.load(b, pb, i1);
            self.narrow_to_slice(b, t, l, lo, hi)
        }
    }

    /// The positions of segment `[lo, hi)` of slice level `l` whose coordinates lie in
    /// `[offset, offset + size * stride)` (two binary searches); `[lo, hi)` itself when the
    /// level is not a slice.
    fn narrow_to_slice(
        &mut self,
        b: &mut OpBuilder,
        t: usize,
        l: usize,
        lo: Value,
        hi: Value,
    ) -> (Value, Value, usize) {
        let Some(sv) = self.slice_of(t, l) else {
            return (lo, hi, l);
        };
        let starts_at_zero = self.k.operands[t]
            .slice(l)
            .is_some_and(|(_, s)| s.offset == Some(0));
        let lo = if starts_at_zero {
            lo
        } else {
            self.lower_bound(b, t, l, lo, hi, sv.offset)
        };
        let span = self.mul(b, sv.size, sv.stride);
        let end = self.add(b, sv.offset, span);
        let hi = self.lower_bound(b, t, l, lo, hi, end);
        (lo, hi, l)
    }

    /// Positions of the dense levels of sparse operands on loop `d` (index `i`), and of the
    /// dense levels subscripted by an index expression whose last loop is `d`.
    fn enter_dense(&mut self, b: &mut OpBuilder, d: usize, i: Value) {
        self.loop_val[d] = Some(i);
        for t in 0..self.k.operands.len() {
            let o = &self.k.operands[t];
            if !o.is_sparse() || (t == self.k.out() && !self.k.in_place) {
                continue;
            }
            if let Some(l) = o.level_of_loop(d)
                && o.formats[l] == LevelIteration::Batch
            {
                // Each batch is stored on its own: the levels below start at position 0.
                self.pos[t][l] = Some(self.c0);
                continue;
            }
            if let Some(l) = o.level_of_loop(d)
                && o.formats[l] == LevelIteration::Dense
            {
                let p = if l == 0 {
                    self.stored_coordinate(b, t, l, i)
                } else {
                    let Some(parent) = self.pos[t][l - 1] else {
                        // The operand has no stored entry here (exhausted in a tail).
                        self.pos[t][l] = None;
                        continue;
                    };
                    let size = self.lvl_size[t][l].unwrap_or(self.c0);
                    let m = self.mul(b, parent, size);
                    self.add(b, m, i)
                };
                self.pos[t][l] = Some(p);
            }
        }
        for t in 0..self.k.operands.len() {
            if self.k.operands[t].is_sparse() && t != self.k.out() {
                self.enter_expression_levels(b, t, Some(d));
            }
        }
        self.preload_dense(b, d);
    }

    /// Loads each dense input whose subscripts are plain loops, the last of them (in the
    /// loop order) `d`, into [`G::dense_cache`].
    fn preload_dense(&mut self, b: &mut OpBuilder, d: usize) {
        let Some(blk) = b.block(self.ctx) else {
            return;
        };
        let order = self.order.clone();
        let depth = |x: usize| order.iter().position(|&y| y == x);
        for t in 0..self.k.operands.len() {
            let o = &self.k.operands[t];
            if t == self.k.out() || o.is_sparse() {
                continue;
            }
            let Some(mb) = self.dense[t] else { continue };
            let loops: Option<Vec<usize>> = o
                .lvls
                .iter()
                .map(|s| match s {
                    Sub::Loop(x) => Some(*x),
                    _ => None,
                })
                .collect();
            let Some(loops) = loops else { continue };
            if !loops.contains(&d) || loops.iter().any(|&x| depth(x) > depth(d)) {
                continue;
            }
            let idx: Option<Vec<Value>> = loops.iter().map(|&x| self.loop_val[x]).collect();
            let Some(idx) = idx else { continue };
            let v = self.load_value(b, mb, idx.clone());
            self.dense_cache.insert((t, idx), (v, blk));
        }
    }

    /// Positions of operand `t`'s dense levels subscripted by an index expression (or a
    /// constant) that become known at loop `d`: when `d` is the expression's last loop in
    /// the order, or, for a constant, when the level above is entered at `d` (`d` = `None`:
    /// before every loop, for constants from level 0 on).
    fn enter_expression_levels(&mut self, b: &mut OpBuilder, t: usize, d: Option<usize>) {
        let k = self.k;
        let o = &k.operands[t];
        let order = self.order.clone();
        let depth_of = |x: usize| order.iter().position(|&y| y == x);
        let mut entered: Vec<bool> = o
            .lvls
            .iter()
            .map(|s| d.is_some_and(|d| *s == Sub::Loop(d)))
            .collect();
        for l in 0..o.lvls.len() {
            let s = o.lvls[l];
            if o.formats[l] != LevelIteration::Dense || matches!(s, Sub::Loop(_)) {
                continue;
            }
            let ready = match k.loops_of(&s).into_iter().filter_map(depth_of).max() {
                Some(p) => d.is_some() && order.get(p) == d.as_ref(),
                None if l == 0 => d.is_none(),
                None => entered[l - 1],
            };
            if !ready {
                continue;
            }
            entered[l] = true;
            let c = self.sub_value(b, s);
            let c = self.stored_coordinate(b, t, l, c);
            self.pos[t][l] = if l == 0 {
                Some(c)
            } else if let Some(parent) = self.pos[t][l - 1] {
                let size = self.lvl_size[t][l].unwrap_or(self.c0);
                let m = self.mul(b, parent, size);
                Some(self.add(b, m, c))
            } else {
                None
            };
        }
    }

    /// The loop over the positions `lo..hi` of level `l` of operand `t`, the one sparse
    /// operand of a lattice point: an `scf.for` (runs of a non-unique level: an
    /// `scf.while`), vectorized over a compressed segment.
    #[allow(clippy::too_many_arguments)]
    fn single_loop(
        &mut self,
        b: &mut OpBuilder,
        depth: usize,
        d: usize,
        t: usize,
        l: usize,
        lo: Value,
        hi: Value,
        exp: LExp,
        acc: Option<Value>,
        fixup: bool,
    ) -> Option<Value> {
        let crd = self.crd_buf[t][l].unwrap_or(self.c0);
        if self.k.operands[t].nonunique[l] {
            return self.segments(b, depth, d, t, l, lo, hi, exp, acc);
        }
        let r = self.for_loop(b, lo, hi, acc.into_iter().collect(), |g, ib, pv, args| {
            let ix = g.at(t, pv);
            let c = g.load(ib, crd, ix);
            g.pos[t][l] = Some(pv);
            let (c, member) = g.slice_coordinate(ib, t, l, c);
            let acc_in = args.first().copied();
            let Some(member) = member else {
                g.preload_value(ib, t, l, pv);
                g.enter_dense(ib, d, c);
                return g.emit(ib, depth + 1, exp, acc_in).into_iter().collect();
            };
            // A strided slice: only the stored coordinates in the slice.
            let tys: Vec<Type> = acc_in.iter().map(|&v| g.ctx.value_type(v)).collect();
            g.if_else(
                ib,
                member,
                tys,
                |g, ib| {
                    g.preload_value(ib, t, l, pv);
                    g.enter_dense(ib, d, c);
                    g.emit(ib, depth + 1, exp, acc_in).into_iter().collect()
                },
                |_, _| acc_in.into_iter().collect(),
            )
        });
        // A compressed segment (not a singleton's run, a 2:4 block or a strided slice).
        let segment = matches!(
            self.k.operands[t].formats[l],
            LevelIteration::Ranges | LevelIteration::LooseRanges
        ) && !self.k.operands[t].strided(l);
        let r = if segment {
            self.vectorized(b, r, true)
        } else {
            r
        };
        let mut acc = r.first().copied();
        if fixup && let Some(a) = acc {
            // Fewer stored coordinates than the dimension: an implicit zero joins.
            let count = self.sub(b, hi, lo);
            let size = self.loop_size[d];
            let short = self.cmp(b, CmpIPredicate::Ult, count, size); // ult
            acc = Some(self.reduce_zero(b, depth + 1, a, Some(short)));
        }
        acc
    }

    /// `parallelization=any-storage-outer`: the operand and output dimension of an outer
    /// loop over one compressed level (not a slice) whose coordinates index the dense
    /// output, see [`Self::forall_positions`].
    fn parallel_positions(
        &self,
        depth: usize,
        d: usize,
        lat: &Lattice<LExp>,
        lvl: &std::collections::HashMap<usize, usize>,
        acc: Option<Value>,
        fixup: bool,
    ) -> Option<(usize, usize)> {
        let k = self.k;
        let ok = self.opts.parallel_any_outer
            && depth == 0
            && k.parallel[d]
            && acc.is_none()
            && !fixup
            && self.out_tensor.is_none()
            && self.ws.is_none()
            && self.out_dense.is_some()
            && lat.len() == 1;
        let (t, l) = match (ok, lat.first().map(|p| p.bits.iter().collect::<Vec<_>>())) {
            (true, Some(ts)) if ts.len() == 1 => (*ts[0], *lvl.get(ts[0])?),
            _ => return None,
        };
        let o = &k.operands[t];
        if l != 0 || o.formats.get(l) != Some(&LevelIteration::Ranges) || o.slice(l).is_some() {
            return None;
        }
        let dim = k.operands[k.out()]
            .dims
            .iter()
            .position(|s| *s == Sub::Loop(d))?;
        Some((t, dim))
    }

    fn sequence(
        &mut self,
        b: &mut OpBuilder,
        depth: usize,
        d: usize,
        lat: Lattice<LExp>,
        acc: Option<Value>,
        fixup: bool,
    ) -> Option<Value> {
        if let Some(a) = self.k.locate.get(d).copied().flatten() {
            return self.locate(b, depth, d, a, &lat, acc);
        }
        let Some(last) = lat.last() else { return acc };
        if lat.len() == 1 && last.bits.is_empty() {
            let exp = lat[0].exp.clone();
            let (c0, ub) = (self.c0, self.loop_size[d]);
            if self.opts.parallel_dense_outer
                && depth == 0
                && self.k.parallel[d]
                && acc.is_none()
                && self.out_tensor.is_none()
                && self.ws.is_none()
                && self.out_dense.is_some()
                && let Some((dim, block)) = self.k.operands[self.k.out()]
                    .dims
                    .iter()
                    .enumerate()
                    .find_map(|(i, s)| match *s {
                        Sub::Loop(x) if x == d => Some((i, None)),
                        Sub::Block { outer, size, .. } if outer == d => Some((i, Some(size))),
                        _ => None,
                    })
            {
                self.forall_slices(b, dim, block, ub, |g, ib, iv| {
                    g.enter_dense(ib, d, iv);
                    let _ = g.emit(ib, depth + 1, exp, None);
                });
                return None;
            }
            let r = self.for_loop(b, c0, ub, acc.into_iter().collect(), |g, ib, iv, args| {
                g.enter_dense(ib, d, iv);
                g.emit(ib, depth + 1, exp, args.first().copied())
                    .into_iter()
                    .collect()
            });
            return self.vectorized(b, r, false).first().copied();
        }
        // Ranges of every sparse operand of the lattice.
        let all: Vec<usize> = lat
            .iter()
            .flat_map(|p| p.bits.iter().copied())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let mut cur = std::collections::HashMap::new();
        let mut hi = std::collections::HashMap::new();
        let mut lvl = std::collections::HashMap::new();
        for &t in &all {
            let (l0, h, l) = self.range(b, t, d);
            cur.insert(t, l0);
            hi.insert(t, h);
            lvl.insert(t, l);
        }
        if let Some((t, dim)) = self.parallel_positions(depth, d, &lat, &lvl, acc, fixup) {
            let (l, exp) = (lvl[&t], lat[0].exp.clone());
            let end = self.loop_size[d];
            self.forall_positions(b, (t, l), (dim, end), (cur[&t], hi[&t]), |g, ib, s, e| {
                let _ = g.single_loop(ib, depth, d, t, l, s, e, exp, None, false);
            });
            return None;
        }
        if last.bits.is_empty() {
            return self.universal(b, depth, d, &lat, &all, &cur, &hi, &lvl, acc);
        }
        let mut acc = acc;
        for (i, p) in lat.iter().enumerate() {
            let subs = sub_points(&lat, i, &p.bits);
            let ts: Vec<usize> = p.bits.iter().copied().collect();
            // Operands exhausted before this point (a tail): no position here, nor in
            // their dense levels below.
            for &t in &all {
                if !ts.contains(&t) {
                    self.pos[t][lvl[&t]] = None;
                }
            }
            if ts.len() == 1 && subs.len() == 1 {
                let (t, exp) = (ts[0], p.exp.clone());
                acc = self.single_loop(b, depth, d, t, lvl[&t], cur[&t], hi[&t], exp, acc, fixup);
                continue;
            }
            // scf.while over the positions of `ts` (+ acc).
            let mut inits: Vec<Value> = ts.iter().map(|t| cur[t]).collect();
            inits.extend(acc);
            let t_at = inits.len();
            inits.extend(self.threaded());
            let cases: Vec<(Vec<usize>, LExp)> = subs
                .iter()
                .map(|&j| (lat[j].bits.iter().copied().collect(), lat[j].exp.clone()))
                .collect();
            let (hi, lvl) = (&hi, &lvl);
            let res = self.while_loop(
                b,
                inits,
                |g, ib, bargs| {
                    // While every operand of the point has positions left.
                    let mut cond = None;
                    for (j, t) in ts.iter().enumerate() {
                        let c = g.cmp(ib, CmpIPredicate::Ult, bargs[j], hi[t]); // ult
                        cond = Some(match cond {
                            None => c,
                            Some(x) => g.and(ib, x, c),
                        });
                    }
                    cond.unwrap_or(g.c0)
                },
                |g, ib, aargs| {
                    g.set_threaded(aargs.get(t_at..).unwrap_or_default());
                    let mut crds = Vec::new();
                    let mut nexts = Vec::new();
                    let mut members = Vec::new();
                    for (j, &t) in ts.iter().enumerate() {
                        let l = lvl[&t];
                        let cb = g.crd_buf[t][l].unwrap_or(g.c0);
                        let ix = g.at(t, aargs[j]);
                        let c = g.load(ib, cb, ix);
                        g.pos[t][l] = Some(aargs[j]);
                        g.preload_value(ib, t, l, aargs[j]);
                        let next = g.run_end(ib, t, l, aargs[j], c, hi[&t]);
                        nexts.push(next);
                        // A stored coordinate between two of a strided slice's gets the
                        // lower one's slice coordinate (already passed): it only advances.
                        let (c, member) = g.slice_coordinate(ib, t, l, c);
                        members.push(member);
                        crds.push(c);
                    }
                    // The loop's coordinate is the least of theirs.
                    let mut m = crds[0];
                    for &c in &crds[1..] {
                        m = g.min_unsigned(ib, m, c);
                    }
                    g.enter_dense(ib, d, m);
                    let mut eqs = std::collections::HashMap::new();
                    let mut present = std::collections::HashMap::new();
                    for (j, &t) in ts.iter().enumerate() {
                        let e = g.cmp(ib, CmpIPredicate::Eq, crds[j], m);
                        eqs.insert(t, e);
                        let p = match members[j] {
                            Some(mb) => g.and(ib, e, mb),
                            None => e,
                        };
                        present.insert(t, p);
                    }
                    let acc_in = if acc.is_some() {
                        aargs.get(ts.len()).copied()
                    } else {
                        None
                    };
                    let new_acc = g.cases(ib, depth, &cases, &present, acc_in);
                    // Operands at the least coordinate advance (past their run).
                    let mut ys = Vec::new();
                    for (j, t) in ts.iter().enumerate() {
                        if let Some(next) = nexts[j] {
                            let y = g.select(ib, eqs[t], next, aargs[j]);
                            ys.push(y);
                            continue;
                        }
                        let (one, zero) = (g.c1, g.c0);
                        let inc = g.select(ib, eqs[t], one, zero);
                        ys.push(g.add(ib, aargs[j], inc));
                    }
                    ys.extend(new_acc);
                    ys.extend(g.threaded());
                    ys
                },
            );
            for (j, t) in ts.iter().enumerate() {
                cur.insert(*t, res[j]);
            }
            if acc.is_some() {
                acc = res.get(ts.len()).copied();
            }
            self.set_threaded(res.get(t_at..).unwrap_or_default());
        }
        acc
    }

    /// An `scf.if` chain: the first case whose operands are all present.
    fn cases(
        &mut self,
        b: &mut OpBuilder,
        depth: usize,
        cases: &[(Vec<usize>, LExp)],
        present: &std::collections::HashMap<usize, Value>,
        acc: Option<Value>,
    ) -> Option<Value> {
        let Some(((bits, exp), rest)) = cases.split_first() else {
            return acc;
        };
        let mut cond = None;
        for t in bits {
            let c = present[t];
            cond = Some(match cond {
                None => c,
                Some(x) => self.and(b, x, c),
            });
        }
        let Some(cond) = cond else {
            // No condition: always taken.
            return self.emit(b, depth + 1, exp.clone(), acc);
        };
        let tys: Vec<Type> = acc.iter().map(|&v| self.ctx.value_type(v)).collect();
        let exp = exp.clone();
        let r = self.if_else(
            b,
            cond,
            tys,
            |g, ib| g.emit(ib, depth + 1, exp, acc).into_iter().collect(),
            |g, ib| g.cases(ib, depth, rest, present, acc).into_iter().collect(),
        );
        r.first().copied()
    }

    /// One `scf.for` over the full range of loop `d`, carrying the positions of the sparse
    /// operands `all`, with the lattice points as cases.
    #[allow(clippy::too_many_arguments)]
    fn universal(
        &mut self,
        b: &mut OpBuilder,
        depth: usize,
        d: usize,
        lat: &Lattice<LExp>,
        all: &[usize],
        cur: &std::collections::HashMap<usize, Value>,
        hi: &std::collections::HashMap<usize, Value>,
        lvl: &std::collections::HashMap<usize, usize>,
        acc: Option<Value>,
    ) -> Option<Value> {
        let mut inits: Vec<Value> = all.iter().map(|t| cur[t]).collect();
        inits.extend(acc);
        let has_acc = acc.is_some();
        let (c0, ub) = (self.c0, self.loop_size[d]);
        let cases: Vec<(Vec<usize>, LExp)> = lat
            .iter()
            .map(|p| (p.bits.iter().copied().collect(), p.exp.clone()))
            .collect();
        let r = self.for_loop(b, c0, ub, inits, |g, ib, iv, args| {
            g.enter_dense(ib, d, iv);
            let mut present = std::collections::HashMap::new();
            let mut advance = std::collections::HashMap::new();
            let mut nexts = std::collections::HashMap::new();
            let mut pos_now = Vec::with_capacity(all.len());
            for (j, &t) in all.iter().enumerate() {
                let l = lvl[&t];
                let cb = g.crd_buf[t][l].unwrap_or(g.c0);
                let h = hi[&t];
                let nu = g.k.operands[t].nonunique[l];
                let strided = g.k.operands[t].strided(l);
                // A strided slice stores coordinates between its own: skip those below the
                // current one first (several may precede it).
                let p = if strided {
                    let want = g.stored_coordinate(ib, t, l, iv);
                    g.scan(ib, t, l, args[j], h, CmpIPredicate::Ult, want)
                } else {
                    args[j]
                };
                pos_now.push(p);
                let inb = g.cmp(ib, CmpIPredicate::Ult, p, h);
                let ix = g.index;
                let i1 = g.ctx.int_type(1);
                let mut tys = if nu { vec![ix, ix] } else { vec![ix] };
                if strided {
                    tys.push(i1);
                }
                // Nothing is inserted while reading coordinates: no output threaded.
                let c = g.without_output(|g| {
                    g.if_else(
                        ib,
                        inb,
                        tys,
                        |g, ib| {
                            let ix = g.at(t, p);
                            let c = g.load(ib, cb, ix);
                            let run = g.run_end(ib, t, l, p, c, h);
                            let (c, member) = g.slice_coordinate(ib, t, l, c);
                            let mut ys = vec![c];
                            ys.extend(run);
                            ys.extend(member);
                            ys
                        },
                        |g, ib| {
                            let mut ys = vec![g.loop_size[d]];
                            if nu {
                                ys.push(p);
                            }
                            if strided {
                                ys.push(g.zero(ib, i1));
                            }
                            ys
                        },
                    )
                });
                g.pos[t][l] = Some(p);
                let member = if strided { c.last().copied() } else { None };
                g.seg[t][l] = if nu { c.get(1).copied() } else { None };
                let e = g.cmp(ib, CmpIPredicate::Eq, c[0], iv);
                advance.insert(t, e);
                let e = match member {
                    Some(mb) => g.and(ib, e, mb),
                    None => e,
                };
                present.insert(t, e);
                if nu && let Some(&next) = c.get(1) {
                    nexts.insert(t, next);
                }
                // Constant levels below read the position set just now.
                g.enter_expression_levels(ib, t, Some(d));
            }
            let acc_in = if has_acc { args.last().copied() } else { None };
            let new_acc = g.cases(ib, depth, &cases, &present, acc_in);
            let mut ys = Vec::new();
            for (j, t) in all.iter().enumerate() {
                let (one, zero) = (g.c1, g.c0);
                let p = pos_now.get(j).copied().unwrap_or(args[j]);
                if let Some(&next) = nexts.get(t) {
                    let y = g.select(ib, advance[t], next, p);
                    ys.push(y);
                    continue;
                }
                let inc = g.select(ib, advance[t], one, zero);
                ys.push(g.add(ib, p, inc));
            }
            ys.extend(new_acc);
            ys
        });
        if has_acc { r.last().copied() } else { None }
    }

    /// The position after the run of coordinates equal to `c` that starts at `p` (below
    /// `hi`), for a non-unique level; `None` for a unique one (the next position is `p + 1`).
    fn run_end(
        &mut self,
        b: &mut OpBuilder,
        t: usize,
        l: usize,
        p: Value,
        c: Value,
        hi: Value,
    ) -> Option<Value> {
        if !self.k.operands[t].nonunique[l] {
            return None;
        }
        let start = self.add(b, p, self.c1);
        let end = self.scan(b, t, l, start, hi, CmpIPredicate::Eq, c);
        self.seg[t][l] = Some(end);
        Some(end)
    }

    /// The first position from `start` on (at most `hi`) whose coordinate at level `l` of
    /// operand `t` does not satisfy `crd pred c`: an `scf.while` stepping by one.
    #[allow(clippy::too_many_arguments)]
    fn scan(
        &mut self,
        b: &mut OpBuilder,
        t: usize,
        l: usize,
        start: Value,
        hi: Value,
        pred: CmpIPredicate,
        c: Value,
    ) -> Value {
        // Nothing is inserted while scanning: the output is not threaded through the scan.
        let res = self.without_output(|g| {
            g.while_loop(
                b,
                vec![start],
                |g, ib, args| {
                    let q = args.first().copied().unwrap_or(g.c0);
                    g.coordinate_is(ib, t, l, q, hi, pred, c)
                },
                |g, ib, args| {
                    let q = args.first().copied().unwrap_or(g.c0);
                    let c1 = g.c1;
                    vec![g.add(ib, q, c1)]
                },
            )
        });
        res.first().copied().unwrap_or(start)
    }

    /// The first position in `[lo, hi)` whose coordinate at level `l` of operand `t` is not
    /// below `c` (`hi` if none): a binary search (the level's coordinates are ordered).
    #[allow(clippy::too_many_arguments)]
    fn lower_bound(
        &mut self,
        b: &mut OpBuilder,
        t: usize,
        l: usize,
        lo: Value,
        hi: Value,
        c: Value,
    ) -> Value {
        let crd = self.crd_buf[t][l].unwrap_or(self.c0);
        let res = self.without_output(|g| {
            g.while_loop(
                b,
                vec![lo, hi],
                |g, ib, args| {
                    let (l, h) = (args[0], args[1]);
                    g.cmp(ib, CmpIPredicate::Ult, l, h)
                },
                |g, ib, args| {
                    let (l, h) = (args[0], args[1]);
                    // `l + (h - l) / 2`: below `h`, so the coordinate is stored.
                    let w = g.sub(ib, h, l);
                    let (ix, c1) = (g.index, g.c1);
                    let half = ShRUIOp::build(ib, g.ctx, g.loc, ix, w, c1, None).result(g.ctx);
                    let mid = g.add(ib, l, half);
                    let at = g.at(t, mid);
                    let cm = g.load(ib, crd, at);
                    let below = g.cmp(ib, CmpIPredicate::Ult, cm, c);
                    let next = g.add(ib, mid, c1);
                    let nl = g.select(ib, below, next, l);
                    let nh = g.select(ib, below, h, mid);
                    vec![nl, nh]
                },
            )
        });
        res.first().copied().unwrap_or(lo)
    }

    /// `q < hi && crd[q] pred c` at level `l` of operand `t` (the coordinate is read only
    /// below `hi`).
    #[allow(clippy::too_many_arguments)]
    fn coordinate_is(
        &mut self,
        b: &mut OpBuilder,
        t: usize,
        l: usize,
        q: Value,
        hi: Value,
        pred: CmpIPredicate,
        c: Value,
    ) -> Value {
        let crd = self.crd_buf[t][l].unwrap_or(self.c0);
        let i1 = self.ctx.int_type(1);
        let inb = self.cmp(b, CmpIPredicate::Ult, q, hi);
        self.without_output(|g| {
            let r = g.if_else(
                b,
                inb,
                vec![i1],
                |g, ib| {
                    let ix = g.at(t, q);
                    let cq = g.load(ib, crd, ix);
                    vec![g.cmp(ib, pred, cq, c)]
                },
                |g, ib| vec![g.zero(ib, i1)],
            );
            r.first().copied().unwrap_or(inb)
        })
    }

    /// A locate loop `d` (see [`Kernel::locate`]): the value of expression `a` is searched
    /// in the segment of the sparse level the loop stands for (coordinates in order: a binary
    /// search for the first one not below it), and the lattice's points become an `scf.if`
    /// chain on whether it is stored. No loop: one point or none.
    fn locate(
        &mut self,
        b: &mut OpBuilder,
        depth: usize,
        d: usize,
        a: usize,
        lat: &Lattice<LExp>,
        acc: Option<Value>,
    ) -> Option<Value> {
        let k = self.k;
        let target = self.affine_value(b, a);
        let cases: Vec<(Vec<usize>, LExp)> = lat
            .iter()
            .map(|p| (p.bits.iter().copied().collect(), p.exp.clone()))
            .collect();
        let mut present = std::collections::HashMap::new();
        if let Some(t) = (0..k.operands.len()).find(|&t| lat.iter().any(|p| p.bits.contains(&t))) {
            let (lo, hi, l) = self.range(b, t, d);
            // A slice level stores the underlying coordinate.
            let stored = self.stored_coordinate(b, t, l, target);
            let p = self.lower_bound(b, t, l, lo, hi, stored);
            let found = self.coordinate_is(b, t, l, p, hi, CmpIPredicate::Eq, stored);
            self.pos[t][l] = Some(p);
            self.run_end(b, t, l, p, stored, hi);
            present.insert(t, found);
        }
        self.enter_dense(b, d, target);
        self.cases(b, depth, &cases, &present, acc)
    }

    /// An `scf.while` over the runs of equal coordinates of non-unique level `l` of
    /// operand `t` in `[lo, hi)`: each run visited once (its children see the whole run).
    #[allow(clippy::too_many_arguments)]
    fn segments(
        &mut self,
        b: &mut OpBuilder,
        depth: usize,
        d: usize,
        t: usize,
        l: usize,
        lo: Value,
        hi: Value,
        exp: LExp,
        acc: Option<Value>,
    ) -> Option<Value> {
        let mut inits = vec![lo];
        inits.extend(acc);
        let t_at = inits.len();
        inits.extend(self.threaded());
        let crd = self.crd_buf[t][l].unwrap_or(self.c0);
        let res = self.while_loop(
            b,
            inits,
            |g, ib, args| {
                let p = args.first().copied().unwrap_or(g.c0);
                g.cmp(ib, CmpIPredicate::Ult, p, hi)
            },
            |g, ib, aargs| {
                g.set_threaded(aargs.get(t_at..).unwrap_or_default());
                let p = aargs.first().copied().unwrap_or(g.c0);
                let ix = g.at(t, p);
                let c = g.load(ib, crd, ix);
                let next = g.run_end(ib, t, l, p, c, hi).unwrap_or(p);
                g.pos[t][l] = Some(p);
                let (c, member) = g.slice_coordinate(ib, t, l, c);
                let acc_in = if acc.is_some() {
                    aargs.get(1).copied()
                } else {
                    None
                };
                let new_acc = match member {
                    None => {
                        g.enter_dense(ib, d, c);
                        g.emit(ib, depth + 1, exp, acc_in)
                    }
                    // A strided slice: only the runs whose coordinate is in the slice.
                    Some(member) => {
                        let tys: Vec<Type> = acc_in.iter().map(|&v| g.ctx.value_type(v)).collect();
                        g.if_else(
                            ib,
                            member,
                            tys,
                            |g, ib| {
                                g.enter_dense(ib, d, c);
                                g.emit(ib, depth + 1, exp, acc_in).into_iter().collect()
                            },
                            |_, _| acc_in.into_iter().collect(),
                        )
                        .first()
                        .copied()
                    }
                };
                let mut ys = vec![next];
                ys.extend(new_acc);
                ys.extend(g.threaded());
                ys
            },
        );
        self.set_threaded(res.get(t_at..).unwrap_or_default());
        if acc.is_some() {
            res.get(1).copied()
        } else {
            None
        }
    }

    /// The value of `e` at the innermost point; `None` where a semiring op yields nothing
    /// (an empty region), and so does every op using it.
    fn eval(&mut self, b: &mut OpBuilder, e: &LExp) -> Option<Value> {
        Some(match e {
            LExp::Leaf(x) => match self.k.exps[*x].clone() {
                Exp::Tensor(t) => {
                    let o = &self.k.operands[t];
                    if o.is_sparse() {
                        let last = o.lvls.len().saturating_sub(1);
                        let p = self.pos[t].get(last).copied().flatten().unwrap_or(self.c0);
                        let vb = self.vals[t].unwrap_or(self.c0);
                        if let (Some(true), Some(Some(end))) =
                            (o.nonunique.get(last), self.seg[t].get(last).copied())
                        {
                            // A run of duplicates: the sum of its values.
                            let z = self.zero(b, o.elem);
                            let r = self.without_output(|g| {
                                g.for_loop(b, p, end, vec![z], |g, ib, q, a| {
                                    let ix = g.at(t, q);
                                    let v = g.load_value(ib, vb, ix);
                                    vec![g.add_elem(ib, a[0], v)]
                                })
                            });
                            return Some(r[0]);
                        }
                        if let Some(&v) = self.val_cache.get(&(t, p)) {
                            return Some(v);
                        }
                        let ix = self.at(t, p);
                        self.load_value(b, vb, ix)
                    } else {
                        let subs = o.lvls.clone();
                        let idx: Vec<Value> = subs.iter().map(|&s| self.sub_value(b, s)).collect();
                        if let Some(&(v, blk)) = self.dense_cache.get(&(t, idx.clone()))
                            && b.block(self.ctx)
                                .is_some_and(|cur| self.ctx.block_encloses(blk, cur))
                        {
                            return Some(v);
                        }
                        let mb = self.dense[t].unwrap_or(self.c0);
                        self.load_value(b, mb, idx)
                    }
                }
                Exp::Invariant(v) => v,
                Exp::Index(d) => self.loop_val[d].unwrap_or(self.c0),
                Exp::Op { op, args, kind } => {
                    let l = LExp::Op(
                        op,
                        kind,
                        args.iter().map(|&a| Some(LExp::Leaf(a))).collect(),
                    );
                    return self.eval(b, &l);
                }
            },
            LExp::Zero(ty) => self.zero(b, *ty),
            LExp::Op(op, kind, args) if is_semiring_kind(*kind) => {
                return self.eval_semiring(b, *op, args);
            }
            LExp::Op(op, _, args) => {
                let mut vals = Vec::new();
                for (i, a) in args.iter().enumerate() {
                    vals.push(match a {
                        Some(a) => self.eval(b, a)?,
                        None => {
                            let ty = self.ctx.value_type(self.ctx.op(*op).operands[i]);
                            self.zero(b, ty)
                        }
                    });
                }
                self.clone_op(b, *op, vals)
            }
        })
    }

    /// A semiring op at the innermost point: the region its present operands choose,
    /// inlined (`identity`: the operand itself); `None` for an empty region.
    fn eval_semiring(
        &mut self,
        b: &mut OpBuilder,
        op: OpId,
        args: &[Option<LExp>],
    ) -> Option<Value> {
        let present: Vec<bool> = args.iter().map(Option::is_some).collect();
        let r = match super::semiring::branch(self.ctx, op, &present) {
            Branch::Operand(i) => {
                return args
                    .get(i)
                    .cloned()
                    .flatten()
                    .and_then(|a| self.eval(b, &a));
            }
            Branch::Nothing => return None,
            Branch::Region(r) => r,
        };
        let mut vals = Vec::new();
        for a in args.iter().flatten() {
            vals.push(self.eval(b, a)?);
        }
        if SparseSelectOp::cast(self.ctx, op).is_some() {
            // The kept value; the predicate is applied where the value is written.
            return vals.first().copied();
        }
        self.inline_region(b, r, &vals)
    }

    /// Inlines region `r` with its arguments bound to `args` (`linalg.index` results of
    /// the body read as the loop indices); its yielded value.
    fn inline_region(
        &mut self,
        b: &mut OpBuilder,
        r: tile_ir::RegionId,
        args: &[Value],
    ) -> Option<Value> {
        // The body values the region reads (checked valid at every point): their values here.
        let mut map = std::collections::HashMap::new();
        for v in super::semiring::outside_uses(self.ctx, r) {
            if let Some(e) = self.exp_of_value(v)
                && let Some(x) = self.eval(b, &LExp::Leaf(e))
            {
                map.insert(v, x);
            }
        }
        super::semiring::inline(self.ctx, b, r, args, &mut map)
    }

    /// The expression node of a value of the kernel body, if any.
    fn exp_of_value(&self, v: Value) -> Option<ExpId> {
        let ctx = &*self.ctx;
        let block = ctx
            .op(self.k.op)
            .regions()
            .first()
            .and_then(|&r| ctx.entry_block(r))?;
        if let Some(t) = ctx.block(block).args.iter().position(|&a| a == v) {
            return Some(t);
        }
        self.k.exps.iter().position(|e| match *e {
            Exp::Op { op, .. } => ctx.op(op).results.first() == Some(&v),
            Exp::Index(d) => self.index_values(d).contains(&v),
            _ => false,
        })
    }

    /// The results of the body's `linalg.index` ops of loop `d`.
    fn index_values(&self, d: usize) -> Vec<Value> {
        let ctx = &*self.ctx;
        let Some(block) = ctx
            .op(self.k.op)
            .regions()
            .first()
            .and_then(|&r| ctx.entry_block(r))
        else {
            return vec![];
        };
        ctx.block(block)
            .ops
            .iter()
            .filter_map(|&o| {
                let ix = IndexOp::cast(ctx, o)?;
                if usize::try_from(ix.dim(ctx)).ok() != Some(d) {
                    return None;
                }
                ctx.op(o).results.first().copied()
            })
            .collect()
    }

    /// `out (op) v` for the kernel's reduction: a clone of the op, or the region of a
    /// `sparse_tensor.reduce` inlined.
    fn combine(&mut self, b: &mut OpBuilder, rop: OpId, ops: Vec<Value>) -> Value {
        if self.k.custom_identity.is_some()
            && let Some(r) = super::semiring::region(self.ctx, rop, 0)
            && let Some(v) = self.inline_region(b, r, &ops)
        {
            return v;
        }
        self.clone_op(b, rop, ops)
    }

    /// The identity of a `sparse_tensor.reduce` reduction, where each output element starts.
    fn custom_identity(&mut self, b: &mut OpBuilder) -> Option<Value> {
        let id = self.k.custom_identity?;
        let e = to_lexp(self.k, id);
        self.eval(b, &e)
    }

    fn clone_op(&mut self, b: &mut OpBuilder, op: OpId, operands: Vec<Value>) -> Value {
        let loc = self.ctx.op(op).loc;
        let mut st = OperationState::new(self.ctx.op_name_of(op).to_string(), loc);
        st.operands = operands;
        st.result_types = self.ctx.result_types(op);
        st.properties = self.ctx.op_properties(op).to_vec();
        st.attributes = self.ctx.op_attributes(op).to_vec();
        let n = b.insert(self.ctx, st);
        self.ctx.op(n).results[0]
    }
}

/// Whether `kind` is a semiring op's (its value depends on which operands are stored).
pub fn is_semiring_kind(kind: MergeKind) -> bool {
    matches!(
        kind,
        MergeKind::Unary | MergeKind::Binary | MergeKind::Select
    )
}

fn float_sem(ctx: &Context, ty: Type) -> tile_ir::float::FloatSemantics {
    match ctx.type_kind(ty) {
        TypeKind::Float(s) => *s,
        _ => tile_ir::float::FloatSemantics::F64,
    }
}
