//! The context: interned types and attributes, the IR arenas, the dialect registry and the
//! loaded sources. Everything else refers to its contents by `Copy` ids.

use crate::attributes::{Attr, AttrKind, LocationKind};
use crate::dialect::{DialectRegistry, OpDef};
use crate::entity::Arena;
use crate::ir::{
    BlockData, BlockId, OpId, OpName, Operation, OperationState, RegionData, RegionId, Value,
    ValueData, ValueDef, ValueList,
};
use crate::location::{Loc, SourceMgr};
use crate::types::{Signedness, Type, TypeKind};
use rustc_hash::FxBuildHasher;

/// Interning table: insertion-ordered (ids are indices) with a fast non-cryptographic hash.
type IndexSet<T> = indexmap::IndexSet<T, FxBuildHasher>;
use std::sync::Arc;

/// Owner of all IR and uniqued objects (MLIR's `MLIRContext` plus the op arenas).
pub struct Context {
    types: IndexSet<TypeKind>,
    attrs: IndexSet<AttrKind>,
    op_names: IndexSet<String>,
    op_defs: Vec<Option<Arc<OpDef>>>,
    ops: Arena<OpId, Operation>,
    blocks: Arena<BlockId, BlockData>,
    regions: Arena<RegionId, RegionData>,
    values: Arena<Value, ValueData>,
    registry: Arc<DialectRegistry>,
    sources: SourceMgr,
    empty_dict: Attr,
    work: WorkCounters,
    /// The `{-# ... #-}` resource sections of parsed top-level ops.
    resources: rustc_hash::FxHashMap<OpId, crate::resources::Resources>,
}

/// How much IR work the context has done (see [`Context::work`]).
#[derive(Debug, Default)]
struct WorkCounters {
    walked: std::sync::atomic::AtomicU64,
    block_edits: std::sync::atomic::AtomicU64,
}

/// Deterministic measures of the IR work done so far, for tests that a pass's cost grows
/// linearly with its input (issue 17) without timing anything.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Work {
    /// Ops visited by [`Context::walk`] (and so by `walk_collect` and
    /// `replace_all_uses_in`).
    pub ops_walked: u64,
    /// Ops looked at or moved in blocks to insert, move or remove ops
    /// ([`crate::ir::OpList::work`]).
    pub block_edits: u64,
}

impl Default for Context {
    fn default() -> Self {
        Context::new(Arc::new(DialectRegistry::default()))
    }
}

impl Context {
    /// A context that knows the dialects of `registry`.
    pub fn new(registry: Arc<DialectRegistry>) -> Self {
        let mut attrs: IndexSet<AttrKind> = IndexSet::default();
        let (empty, _) = attrs.insert_full(AttrKind::Dictionary(Vec::new()));
        Context {
            empty_dict: Attr(empty as u32),
            types: IndexSet::default(),
            attrs,
            op_names: IndexSet::default(),
            op_defs: Vec::new(),
            ops: Arena::default(),
            blocks: Arena::default(),
            regions: Arena::default(),
            values: Arena::default(),
            registry,
            sources: SourceMgr::default(),
            work: WorkCounters::default(),
            resources: Default::default(),
        }
    }

    /// The IR work done so far (ops walked, block edits).
    pub fn work(&self) -> Work {
        use std::sync::atomic::Ordering::Relaxed;
        Work {
            ops_walked: self.work.walked.load(Relaxed),
            block_edits: self.work.block_edits.load(Relaxed),
        }
    }

    /// Adds the work of a block edit (the change of the block's own counter).
    fn count_edit(&self, block: BlockId, before: u32) {
        let delta = u64::from(self.blocks[block].ops.work().wrapping_sub(before));

        self.work
            .block_edits
            .fetch_add(delta, std::sync::atomic::Ordering::Relaxed);
    }

    /// The resource section parsed with top-level op `op`.
    pub fn resources(&self, op: OpId) -> Option<&crate::resources::Resources> {
        self.resources.get(&op)
    }
    /// Keeps a resource section with top-level op `op`.
    pub fn set_resources(&mut self, op: OpId, r: crate::resources::Resources) {
        if r == crate::resources::Resources::default() {
            self.resources.remove(&op);
        } else {
            self.resources.insert(op, r);
        }
    }
    /// The builtin blob `key` of the resources of `op`'s top-level ancestor.
    pub fn resource_blob(&self, op: OpId, key: &str) -> Option<&crate::resources::ResourceBlob> {
        let mut top = op;
        while let Some(p) = self.parent_op(top) {
            top = p;
        }
        self.resources.get(&top)?.blob(key)
    }

    /// The dialect registry.
    pub fn registry(&self) -> &Arc<DialectRegistry> {
        &self.registry
    }

    /// Loaded source buffers.
    pub fn sources(&self) -> &SourceMgr {
        &self.sources
    }
    /// Loaded source buffers, for adding one.
    pub fn sources_mut(&mut self) -> &mut SourceMgr {
        &mut self.sources
    }

    // ----- types -----

    /// Interns a type.
    pub fn intern_type(&mut self, kind: TypeKind) -> Type {
        let kind = self.canonical_type(kind);
        if let Some(i) = self.types.get_index_of(&kind) {
            return Type(i as u32);
        }
        let (i, _) = self.types.insert_full(kind);
        Type(i as u32)
    }
    /// MLIR's canonical form of a built type (`MemRefType::get`): an identity affine-map
    /// layout and an integer memory space 0 are dropped, so `memref<4xf32, 0>` is
    /// `memref<4xf32>`.
    fn canonical_type(&self, kind: TypeKind) -> TypeKind {
        let default_space = |s: Option<Attr>| {
            s.filter(|&a| !matches!(self.attr_kind(a), AttrKind::Integer { value: 0, .. }))
        };
        match kind {
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => TypeKind::MemRef {
                element,
                layout: layout.filter(|&l| {
                    !matches!(self.attr_kind(l),
                        AttrKind::AffineMap(m) if m.is_identity() && m.num_dims == shape.len())
                }),
                memory_space: default_space(memory_space),
                shape,
            },
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => TypeKind::UnrankedMemRef {
                element,
                memory_space: default_space(memory_space),
            },
            k => k,
        }
    }
    /// The structure of a type.
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        // Types are only minted by `intern_type` of this context.
        &self.types[t.0 as usize]
    }
    /// `index`
    pub fn index_type(&mut self) -> Type {
        self.intern_type(TypeKind::Index)
    }
    /// Signless `iN`.
    pub fn int_type(&mut self, width: u32) -> Type {
        self.intern_type(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    /// A float type.
    pub fn float_type(&mut self, sem: crate::float::FloatSemantics) -> Type {
        self.intern_type(TypeKind::Float(sem))
    }
    /// `(inputs) -> results`
    pub fn function_type(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.intern_type(TypeKind::Function { inputs, results })
    }
    /// `tensor<shape x element, encoding>`
    pub fn tensor_type(&mut self, shape: Vec<i64>, element: Type, encoding: Option<Attr>) -> Type {
        self.intern_type(TypeKind::RankedTensor {
            shape,
            element,
            encoding,
        })
    }
    /// `memref<shape x element>` with identity layout and default memory space.
    pub fn memref_type(&mut self, shape: Vec<i64>, element: Type) -> Type {
        self.intern_type(TypeKind::MemRef {
            shape,
            element,
            layout: None,
            memory_space: None,
        })
    }

    // ----- attributes -----

    /// Interns an attribute.
    pub fn intern_attr(&mut self, kind: AttrKind) -> Attr {
        if let Some(i) = self.attrs.get_index_of(&kind) {
            return Attr(i as u32);
        }
        let (i, _) = self.attrs.insert_full(kind);
        Attr(i as u32)
    }
    /// The structure of an attribute.
    pub fn attr_kind(&self, a: Attr) -> &AttrKind {
        // Attrs are only minted by `intern_attr` of this context.
        &self.attrs[a.0 as usize]
    }
    /// `unit`
    pub fn unit_attr(&mut self) -> Attr {
        self.intern_attr(AttrKind::Unit)
    }
    /// `value : ty`
    pub fn int_attr(&mut self, value: i128, ty: Type) -> Attr {
        self.intern_attr(AttrKind::Integer { value, ty })
    }
    /// `"s"`
    pub fn string_attr(&mut self, s: &str) -> Attr {
        self.intern_attr(AttrKind::String(s.as_bytes().to_vec()))
    }
    /// A type as an attribute.
    pub fn type_attr(&mut self, t: Type) -> Attr {
        self.intern_attr(AttrKind::Type(t))
    }
    /// `[a, b]`
    pub fn array_attr(&mut self, items: Vec<Attr>) -> Attr {
        self.intern_attr(AttrKind::Array(items))
    }
    /// `@name`
    pub fn symbol_ref_attr(&mut self, name: &str) -> Attr {
        self.intern_attr(AttrKind::SymbolRef {
            root: name.to_string(),
            nested: Vec::new(),
        })
    }
    /// `{k = v}` (sorted by key; a later duplicate key wins).
    pub fn dict_attr(&mut self, mut entries: Vec<(String, Attr)>) -> Attr {
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        entries.dedup_by(|later, earlier| {
            if later.0 == earlier.0 {
                earlier.1 = later.1;
                true
            } else {
                false
            }
        });
        self.intern_attr(AttrKind::Dictionary(entries))
    }
    /// The string of a string attribute, if it is valid UTF-8.
    pub fn attr_str(&self, a: Attr) -> Option<&str> {
        match self.attr_kind(a) {
            AttrKind::String(s) => std::str::from_utf8(s).ok(),
            _ => None,
        }
    }
    /// The value of an integer attribute.
    pub fn attr_int(&self, a: Attr) -> Option<i128> {
        match self.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(*value),
            AttrKind::Bool(b) => Some(*b as i128),
            _ => None,
        }
    }
    /// The type of a type attribute.
    pub fn attr_type(&self, a: Attr) -> Option<Type> {
        match self.attr_kind(a) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The file, line and column a location attribute points at, looking through names,
    /// call sites (the callee) and fused locations (the first that has one).
    pub fn location_file_line_col(&self, a: Attr) -> Option<(String, u32, u32)> {
        let mut stack = vec![a];
        let mut steps = 0usize;
        while let Some(a) = stack.pop() {
            steps += 1;
            if steps > 10_000 {
                return None;
            }
            match self.attr_kind(a) {
                AttrKind::Location(LocationKind::FileLineCol {
                    file, line, col, ..
                }) => {
                    return Some((file.clone(), *line, *col));
                }
                AttrKind::Location(LocationKind::Name { child: Some(c), .. }) => stack.push(*c),
                AttrKind::Location(LocationKind::CallSite { callee, .. }) => stack.push(*callee),
                AttrKind::Location(LocationKind::Fused { locs, .. }) => {
                    stack.extend(locs.iter().rev())
                }
                _ => {}
            }
        }
        None
    }

    // ----- op names -----

    /// Interns an op name, binding it to its registered definition.
    pub fn op_name(&mut self, name: &str) -> OpName {
        use crate::entity::EntityId;
        if let Some(i) = self.op_names.get_index_of(name) {
            return OpName::new(i);
        }
        let (i, _) = self.op_names.insert_full(name.to_string());
        self.op_defs.push(self.registry.op(name).cloned());
        OpName::new(i)
    }
    /// The text of an op name.
    pub fn op_name_str(&self, n: OpName) -> &str {
        use crate::entity::EntityId;
        self.op_names
            .get_index(n.index())
            .map(|s| s.as_str())
            .unwrap_or("")
    }
    /// The registered definition behind an op name.
    pub fn op_name_def(&self, n: OpName) -> Option<&Arc<OpDef>> {
        use crate::entity::EntityId;
        self.op_defs.get(n.index()).and_then(|d| d.as_ref())
    }

    // ----- IR access -----

    /// An operation.
    pub fn op(&self, id: OpId) -> &Operation {
        &self.ops[id]
    }
    /// An operation, mutably.
    pub fn op_mut(&mut self, id: OpId) -> &mut Operation {
        &mut self.ops[id]
    }
    /// An op's name as text.
    pub fn op_name_of(&self, id: OpId) -> &str {
        self.op_name_str(self.ops[id].name)
    }
    /// An op's registered definition.
    pub fn op_def(&self, id: OpId) -> Option<&Arc<OpDef>> {
        self.op_name_def(self.ops[id].name)
    }
    /// Whether op `id` has trait `t` (unregistered ops have none).
    pub fn op_has_trait(&self, id: OpId, t: crate::dialect::OpTraits) -> bool {
        self.op_def(id).is_some_and(|d| d.has(t))
    }
    /// A block.
    pub fn block(&self, id: BlockId) -> &BlockData {
        &self.blocks[id]
    }
    /// A block, mutably.
    pub fn block_mut(&mut self, id: BlockId) -> &mut BlockData {
        &mut self.blocks[id]
    }
    /// A region.
    pub fn region(&self, id: RegionId) -> &RegionData {
        &self.regions[id]
    }
    /// A region, mutably.
    pub fn region_mut(&mut self, id: RegionId) -> &mut RegionData {
        &mut self.regions[id]
    }
    /// A value's record.
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v]
    }
    /// Where a value comes from: its op's location for a result, its own for a block argument.
    pub fn value_loc(&self, v: Value) -> Loc {
        match self.values[v].def {
            ValueDef::Result { op, .. } => self.ops[op].loc,
            ValueDef::BlockArg { block, index } => self.blocks[block]
                .arg_loc(index as usize)
                .unwrap_or_default(),
            ValueDef::Placeholder => Loc::Unknown,
        }
    }

    /// A value's type.
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }
    /// Changes a value's type (used by type-converting rewrites).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }
    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }
    /// The op owning the block that holds `op`.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.ops[op].parent?;
        let r = self.blocks[b].parent?;
        self.regions[r].parent
    }
    /// The op owning `block`.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block]
            .parent
            .and_then(|r| self.regions[r].parent)
    }
    /// Whether `outer` is `inner` or holds, through nested regions, the op holding `inner`.
    pub fn block_encloses(&self, outer: BlockId, inner: BlockId) -> bool {
        let mut cur = Some(inner);
        while let Some(b) = cur {
            if b == outer {
                return true;
            }
            cur = self.block_parent_op(b).and_then(|op| self.ops[op].parent);
        }
        false
    }
    /// Number of ops ever created (an upper bound for sizing side tables).
    pub fn num_ops_allocated(&self) -> usize {
        self.ops.len()
    }
    /// Number of blocks ever created.
    pub fn num_blocks_allocated(&self) -> usize {
        self.blocks.len()
    }
    /// Number of values ever created.
    pub fn num_values_allocated(&self) -> usize {
        self.values.len()
    }

    // ----- IR construction -----

    /// A new value that stands for a forward reference until its definition is parsed.
    pub fn create_placeholder(&mut self, ty: Type) -> Value {
        self.values.push(ValueData {
            ty,
            def: ValueDef::Placeholder,
        })
    }

    /// Creates a detached op from `state`.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        self.create_op_reusing(state, &[])
    }

    /// Creates a detached op whose first results reuse the given placeholder values (so
    /// earlier forward references to them need no patching).
    pub fn create_op_reusing(&mut self, state: OperationState, reuse: &[Option<Value>]) -> OpId {
        let name = self.op_name(&state.name);
        let properties = self.dict_of(state.properties);
        let attributes = self.dict_of(state.attributes);
        let mut record = Operation::new(name, state.loc, properties, attributes);
        record.operands = state.operands.into();
        if !state.regions.is_empty() {
            record.set_regions(state.regions);
        }
        if !state.successors.is_empty() {
            record.set_successors(state.successors);
        }
        let id = self.ops.push(record);
        let mut results = ValueList::with_capacity(state.result_types.len());
        for (i, ty) in state.result_types.into_iter().enumerate() {
            let def = ValueDef::Result {
                op: id,
                index: i as u32,
            };
            let v = match reuse.get(i).copied().flatten() {
                Some(v) => {
                    let data = &mut self.values[v];
                    data.ty = ty;
                    data.def = def;
                    v
                }
                None => self.values.push(ValueData { ty, def }),
            };
            results.push(v);
        }
        for i in 0..self.ops[id].regions().len() {
            if let Some(&r) = self.ops[id].regions().get(i) {
                self.regions[r].parent = Some(id);
            }
        }
        self.ops[id].results = results;
        id
    }

    /// A new empty region not yet owned by an op.
    pub fn create_region(&mut self) -> RegionId {
        self.regions.push(RegionData::default())
    }

    /// A new detached block with arguments of the given types.
    pub fn create_block(&mut self, arg_types: &[Type], loc: Loc) -> BlockId {
        let b = self.blocks.push(BlockData::default());
        for &t in arg_types {
            self.add_block_arg(b, t, loc);
        }
        b
    }

    /// Appends an argument to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Loc) -> Value {
        self.add_block_arg_reusing(block, ty, loc, None)
    }

    /// Appends an argument, reusing a forward-reference placeholder if given.
    pub fn add_block_arg_reusing(
        &mut self,
        block: BlockId,
        ty: Type,
        loc: Loc,
        reuse: Option<Value>,
    ) -> Value {
        let index = self.blocks[block].args.len() as u32;
        let def = ValueDef::BlockArg { block, index };
        let v = match reuse {
            Some(v) => {
                let d = &mut self.values[v];
                d.ty = ty;
                d.def = def;
                v
            }
            None => self.values.push(ValueData { ty, def }),
        };
        self.blocks[block].push_arg(v, loc);
        v
    }

    /// Erases the arguments of `block` whose `keep` entry is false (they must be unused) and
    /// renumbers the rest (MLIR's `Block::eraseArguments`).
    pub fn erase_block_args(&mut self, block: BlockId, keep: &[bool]) {
        let dropped = self.blocks[block].retain_args(keep);
        for v in dropped {
            self.values[v].def = ValueDef::Placeholder;
        }
        let args = self.blocks[block].args.to_vec();
        for (index, v) in args.into_iter().enumerate() {
            self.values[v].def = ValueDef::BlockArg {
                block,
                index: index as u32,
            };
        }
    }

    /// Appends `block` to `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        self.blocks[block].parent = Some(region);
        self.regions[region].blocks.push(block);
    }

    /// Appends a detached op to the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.ops[op].parent = Some(block);
        self.blocks[block].ops.push(op);
        self.work
            .block_edits
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    /// Inserts a detached op right before `anchor` (which must be in a block). Costs the
    /// distance from `anchor` to the nearer end of its block (see [`crate::ir::OpList`]).
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        if let Some(b) = self.ops[anchor].parent {
            let ops = &mut self.blocks[b].ops;
            let before = ops.work();
            let pos = ops.find(anchor).unwrap_or(0);
            ops.insert(pos, op);
            self.ops[op].parent = Some(b);
            self.count_edit(b, before);
        }
    }

    /// Inserts detached ops, in order, right before `anchor` (which must be in a block):
    /// one search for `anchor` and one shift for all of them.
    pub fn insert_ops_before(&mut self, anchor: OpId, ops: &[OpId]) {
        if let Some(b) = self.ops[anchor].parent {
            let list = &mut self.blocks[b].ops;
            let before = list.work();
            let pos = list.find(anchor).unwrap_or(0);
            list.insert_all(pos, ops);
            for &op in ops {
                self.ops[op].parent = Some(b);
            }
            self.count_edit(b, before);
        }
    }

    /// Inserts a detached op right after `anchor` (which must be in a block).
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        if let Some(b) = self.ops[anchor].parent {
            let ops = &mut self.blocks[b].ops;
            let before = ops.work();
            let pos = ops.find(anchor).map_or(ops.len(), |p| p + 1);
            ops.insert(pos, op);
            self.ops[op].parent = Some(b);
            self.count_edit(b, before);
        }
    }

    /// Removes `op` from its block, keeping it alive (detached). Costs the distance from
    /// `op` to the nearer end of its block.
    pub fn detach_op(&mut self, op: OpId) {
        if let Some(b) = self.ops[op].parent.take() {
            let before = self.blocks[b].ops.work();
            self.blocks[b].ops.remove_op(op);
            self.count_edit(b, before);
        }
    }

    /// Removes `op` from its block and drops it with everything nested in it.
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            let regions = self.ops[o].take_regions();
            self.ops[o].operands = ValueList::new();
            for r in regions {
                for b in std::mem::take(&mut self.regions[r].blocks) {
                    for inner in std::mem::take(&mut self.blocks[b].ops) {
                        self.ops[inner].parent = None;
                        stack.push(inner);
                    }
                }
            }
        }
    }

    /// Replaces every use of `old` by `new` among the ops nested in `scope` (inclusive).
    pub fn replace_all_uses_in(&mut self, scope: OpId, old: Value, new: Value) {
        let ops = self.walk_collect(scope);
        for o in ops {
            for v in self.ops[o].operands.iter_mut() {
                if *v == old {
                    *v = new;
                }
            }
        }
    }

    /// Every op nested in `root` (inclusive), in pre-order. Iterative: deep nesting is safe.
    pub fn walk_collect(&self, root: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk(root, &mut |o| out.push(o));
        out
    }

    /// Calls `f` on every op nested in `root` (inclusive), in pre-order, without recursion.
    pub fn walk(&self, root: OpId, f: &mut dyn FnMut(OpId)) {
        let mut stack = vec![root];
        let mut walked = 0u64;
        while let Some(o) = stack.pop() {
            walked += 1;
            f(o);
            for &r in self.ops[o].regions().iter().rev() {
                for &b in self.regions[r].blocks.iter().rev() {
                    stack.extend(self.blocks[b].ops.iter().rev());
                }
            }
        }
        self.work
            .walked
            .fetch_add(walked, std::sync::atomic::Ordering::Relaxed);
    }

    /// The single block of a region's entry, if the region has one.
    pub fn entry_block(&self, r: RegionId) -> Option<BlockId> {
        self.regions[r].blocks.first().copied()
    }
}

impl Context {
    /// An error about `op` in MLIR's verifier style: `'name' op message`, at the op's location.
    pub fn op_error(&self, op: OpId, msg: impl std::fmt::Display) -> crate::diagnostic::Diagnostic {
        crate::diagnostic::Diagnostic::error(
            self.ops[op].loc,
            format!("'{}' op {}", self.op_name_of(op), msg),
        )
    }
    /// The attribute `name` of `op` (property or discardable).
    pub fn op_attr(&self, op: OpId, name: &str) -> Option<Attr> {
        crate::ir::find_named(self.op_properties(op), name)
            .or_else(|| crate::ir::find_named(self.op_attributes(op), name))
    }

    /// The interned dictionary of a sorted named-attribute list (the shared empty one if empty).
    pub fn dict_of(&mut self, entries: Vec<crate::ir::NamedAttr>) -> Attr {
        if entries.is_empty() {
            self.empty_dict
        } else {
            self.intern_attr(AttrKind::Dictionary(entries))
        }
    }

    /// The entries of a dictionary attribute (empty for any other attribute).
    pub fn dict_entries(&self, dict: Attr) -> &[crate::ir::NamedAttr] {
        match self.attr_kind(dict) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// `op`'s inherent attributes (properties), sorted by name.
    pub fn op_properties(&self, op: OpId) -> &[crate::ir::NamedAttr] {
        self.dict_entries(self.ops[op].properties)
    }

    /// `op`'s discardable attributes, sorted by name.
    pub fn op_attributes(&self, op: OpId) -> &[crate::ir::NamedAttr] {
        self.dict_entries(self.ops[op].attributes)
    }

    /// Properties and attributes merged into one sorted list (MLIR's `getAttrs()`).
    pub fn op_all_attrs(&self, op: OpId) -> Vec<crate::ir::NamedAttr> {
        let mut all = self.op_properties(op).to_vec();
        for (k, v) in self.op_attributes(op) {
            crate::ir::set_named(&mut all, k, *v);
        }
        all
    }

    /// Sets inherent attribute `name` of `op`.
    pub fn set_op_property(&mut self, op: OpId, name: &str, attr: Attr) {
        let mut list = self.op_properties(op).to_vec();
        crate::ir::set_named(&mut list, name, attr);
        self.ops[op].properties = self.dict_of(list);
    }

    /// Gives `to` the discardable attributes of `from`, as a replacement of `from` keeps
    /// them (MLIR's `setDiscardableAttrs`).
    pub fn copy_discardable_attrs(&mut self, from: OpId, to: OpId) {
        let attributes = self.op(from).attributes;
        self.op_mut(to).attributes = attributes;
    }

    /// Sets discardable attribute `name` of `op`.
    pub fn set_op_attribute(&mut self, op: OpId, name: &str, attr: Attr) {
        let mut list = self.op_attributes(op).to_vec();
        crate::ir::set_named(&mut list, name, attr);
        self.ops[op].attributes = self.dict_of(list);
    }

    /// Removes `name` from `op`'s properties and attributes; returns whether it was there.
    pub fn remove_op_attr(&mut self, op: OpId, name: &str) -> bool {
        let mut props = self.op_properties(op).to_vec();
        let mut attrs = self.op_attributes(op).to_vec();
        let removed =
            crate::ir::remove_named(&mut props, name) | crate::ir::remove_named(&mut attrs, name);
        if removed {
            self.ops[op].properties = self.dict_of(props);
            self.ops[op].attributes = self.dict_of(attrs);
        }
        removed
    }
    /// Result types of `op`.
    pub fn result_types(&self, op: OpId) -> Vec<Type> {
        self.ops[op]
            .results
            .iter()
            .map(|&v| self.values[v].ty)
            .collect()
    }
    /// Operand types of `op`.
    pub fn operand_types(&self, op: OpId) -> Vec<Type> {
        self.ops[op]
            .operands
            .iter()
            .map(|&v| self.values[v].ty)
            .collect()
    }
}
