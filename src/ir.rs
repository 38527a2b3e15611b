//! Operations, blocks, regions and values: the generic records every op shares.

use crate::attributes::Attr;
use crate::entity::EntityId;
use crate::entity_id;
use crate::location::Loc;
use crate::types::Type;

entity_id!(
    /// An operation in the context's arena.
    OpId
);
entity_id!(
    /// A block in the context's arena.
    BlockId
);
entity_id!(
    /// A region in the context's arena.
    RegionId
);
entity_id!(
    /// An SSA value: an op result or a block argument.
    Value
);
entity_id!(
    /// An interned operation name (`arith.addi`), with its registered definition if any.
    OpName
);

/// A named attribute of an op's attribute or property dictionary.
pub type NamedAttr = (String, Attr);

/// The generic operation record (MLIR's `Operation`). A sparsified module holds millions,
/// so it is kept small (the `size_of` test below holds it to 64 bytes): operands and results
/// three inline, regions and successors behind one pointer that most ops leave empty.
#[derive(Clone, Debug)]
pub struct Operation {
    /// Interned name; look up the definition with `Context::op_def`.
    pub name: OpName,
    /// Where it came from.
    pub loc: Loc,
    /// Operand values (including successor operands, as MLIR stores them); up to three are
    /// stored inline, so most ops need no allocation for them (see [`ValueList`]).
    pub operands: ValueList,
    /// Result values (inline like the operands).
    pub results: ValueList,
    /// Inherent attributes (MLIR "properties", printed `<{...}>` in generic form): an interned
    /// dictionary, so ops with equal properties share one copy. Read with
    /// `Context::op_properties`, change with `Context::set_op_property`.
    pub properties: Attr,
    /// Discardable attributes (printed `{...}`), an interned dictionary like `properties`.
    pub attributes: Attr,
    /// Regions and successors (`None` when the op has neither, as most ops).
    nested: Option<Box<Nested>>,
    /// The block holding this op, `None` when detached or erased.
    pub parent: Option<BlockId>,
}

/// The regions and successors of an op that has some.
#[derive(Clone, Debug, Default)]
struct Nested {
    regions: smallvec::SmallVec<[RegionId; 2]>,
    successors: Box<[BlockId]>,
}

impl Operation {
    /// A detached op with no operands, results, regions nor successors.
    pub fn new(name: OpName, loc: Loc, properties: Attr, attributes: Attr) -> Self {
        Operation {
            name,
            loc,
            operands: ValueList::new(),
            results: ValueList::new(),
            properties,
            attributes,
            nested: None,
            parent: None,
        }
    }
    /// Owned regions.
    #[inline]
    pub fn regions(&self) -> &[RegionId] {
        self.nested.as_deref().map_or(&[], |n| &n.regions)
    }
    /// Successor blocks (terminators of CFG regions).
    #[inline]
    pub fn successors(&self) -> &[BlockId] {
        self.nested.as_deref().map_or(&[], |n| &n.successors)
    }
    /// Successor blocks, to retarget them.
    pub fn successors_mut(&mut self) -> &mut [BlockId] {
        self.nested
            .as_deref_mut()
            .map_or(&mut [], |n| &mut n.successors)
    }
    /// Replaces the owned regions (without updating the regions' parent links).
    pub fn set_regions(&mut self, regions: Vec<RegionId>) {
        // Copied, not `into()`: that would keep the vector's heap buffer.
        self.nested_mut().regions = smallvec::SmallVec::from_slice(&regions);
        self.drop_empty_nested();
    }
    /// Replaces the successor blocks.
    pub fn set_successors(&mut self, successors: Vec<BlockId>) {
        self.nested_mut().successors = successors.into_boxed_slice();
        self.drop_empty_nested();
    }
    /// Removes and returns the owned regions.
    pub fn take_regions(&mut self) -> Vec<RegionId> {
        let regions = match self.nested.as_deref_mut() {
            Some(n) => std::mem::take(&mut n.regions).into_vec(),
            None => Vec::new(),
        };
        self.drop_empty_nested();
        regions
    }
    fn nested_mut(&mut self) -> &mut Nested {
        self.nested.get_or_insert_with(Default::default)
    }
    fn drop_empty_nested(&mut self) {
        if self
            .nested
            .as_deref()
            .is_some_and(|n| n.regions.is_empty() && n.successors.is_empty())
        {
            self.nested = None;
        }
    }
}

pub use crate::id_list::{IdList, ValueList};

/// Looks `name` up in a sorted named-attribute list.
pub fn find_named(list: &[NamedAttr], name: &str) -> Option<Attr> {
    list.binary_search_by(|(n, _)| n.as_str().cmp(name))
        .ok()
        .and_then(|i| list.get(i))
        .map(|(_, a)| *a)
}

/// Inserts or replaces `name` in a sorted named-attribute list.
pub fn set_named(list: &mut Vec<NamedAttr>, name: &str, attr: Attr) {
    match list.binary_search_by(|(n, _)| n.as_str().cmp(name)) {
        Ok(i) => {
            if let Some(slot) = list.get_mut(i) {
                slot.1 = attr;
            }
        }
        Err(i) => list.insert(i, (name.to_string(), attr)),
    }
}

/// Removes `name` from a sorted named-attribute list; returns whether it was there.
pub fn remove_named(list: &mut Vec<NamedAttr>, name: &str) -> bool {
    match list.binary_search_by(|(n, _)| n.as_str().cmp(name)) {
        Ok(i) => {
            list.remove(i);
            true
        }
        Err(_) => false,
    }
}

/// A basic block: arguments and a list of operations.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Block arguments (add them with `Context::add_block_arg`, which records their
    /// locations too).
    pub args: ValueList,
    /// Locations of the block arguments (values keep no location of their own: a result's
    /// is its op's).
    arg_locs: ArgLocs,
    /// Operations in order (a slice to read; see [`OpList`] for the costs of changes).
    pub ops: OpList,
    /// The region holding this block.
    pub parent: Option<RegionId>,
}

impl BlockData {
    /// Appends argument `v` with location `loc`.
    pub fn push_arg(&mut self, v: Value, loc: Loc) {
        self.arg_locs.push(self.args.len(), loc);
        self.args.push(v);
    }
    /// Keeps the arguments whose `keep` entry is true (missing entries keep), with their
    /// locations; returns the ones dropped.
    pub(crate) fn retain_args(&mut self, keep: &[bool]) -> Vec<Value> {
        let all: Vec<(Value, Loc)> = (0..self.args.len())
            .filter_map(|i| Some((*self.args.get(i)?, self.arg_loc(i)?)))
            .collect();
        self.args.clear();
        self.arg_locs = ArgLocs::default();
        let mut dropped = Vec::new();
        for (i, (v, loc)) in all.into_iter().enumerate() {
            if keep.get(i).copied().unwrap_or(true) {
                self.push_arg(v, loc);
            } else {
                dropped.push(v);
            }
        }
        dropped
    }
    /// The location of argument `i`.
    pub fn arg_loc(&self, i: usize) -> Option<Loc> {
        if i >= self.args.len() {
            return None;
        }
        match &self.arg_locs {
            ArgLocs::Same(l) => Some(*l),
            ArgLocs::Each(locs) => locs.get(i).copied(),
        }
    }
    /// Changes the location of argument `i` (if there is one).
    pub fn set_arg_loc(&mut self, i: usize, loc: Loc) {
        let n = self.args.len();
        if i >= n || self.arg_loc(i) == Some(loc) {
            return;
        }
        if let ArgLocs::Same(l) = self.arg_locs {
            self.arg_locs = ArgLocs::Each(Box::new(vec![l; n]));
        }
        if let ArgLocs::Each(locs) = &mut self.arg_locs
            && let Some(slot) = locs.get_mut(i)
        {
            *slot = loc;
        }
    }
}

/// The locations of a block's arguments: one while they are all equal (as in the blocks a
/// pass builds), each otherwise (as in parsed blocks).
#[derive(Clone, Debug)]
enum ArgLocs {
    Same(Loc),
    /// Boxed: a thin pointer keeps the block record small.
    #[allow(clippy::box_collection)]
    Each(Box<Vec<Loc>>),
}

impl Default for ArgLocs {
    fn default() -> Self {
        ArgLocs::Same(Loc::Unknown)
    }
}

impl ArgLocs {
    /// Records `loc` for argument number `index` (the block has `index` arguments so far).
    fn push(&mut self, index: usize, loc: Loc) {
        match self {
            ArgLocs::Same(l) if index == 0 || *l == loc => *l = loc,
            ArgLocs::Same(l) => {
                let mut locs = vec![*l; index];
                locs.push(loc);
                *self = ArgLocs::Each(Box::new(locs));
            }
            ArgLocs::Each(locs) => {
                locs.truncate(index);
                locs.push(loc);
            }
        }
    }
}

/// The ops of a block: a contiguous slice to read (`Deref<Target = [OpId]>`), kept with free
/// room at both ends so that inserting or removing an op costs the distance to the nearer
/// end: O(1) at the front and at the back. Passes erase ops in order (dead code from the
/// front or the back), hoist constants to the front and append: with a plain `Vec`, erasing
/// n ops from the front of one block was quadratic (issue 17). Finding an op (to insert
/// next to it or remove it) first looks around the position of the last change, then
/// searches from both ends at once. What stays O(n) per op: a change in the middle of a long
/// block (the shift); passes that make many of those rebuild the block once instead
/// (sparsify, the embedding passes, lower-tiles).
#[derive(Clone, Debug, Default)]
pub struct OpList {
    buf: Vec<OpId>,
    /// The live ops are `buf[start..]`.
    start: usize,
    /// Where the last change happened (an index into the live ops, maybe stale).
    hint: u32,
    /// Ops looked at or moved so far, wrapping (see [`crate::Context::work`]).
    work: u32,
}

impl PartialEq for OpList {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}
impl Eq for OpList {}

impl OpList {
    /// An empty list.
    pub fn new() -> Self {
        OpList::default()
    }
    /// Ops looked at or moved by the changes so far: a deterministic measure of their cost,
    /// for tests that changes stay cheap. It wraps: take differences with `wrapping_sub`.
    pub fn work(&self) -> u32 {
        self.work
    }
    /// Adds `n` to the work done.
    fn count(&mut self, n: usize) {
        self.work = self.work.wrapping_add(n as u32);
    }
    /// The ops as a slice.
    pub fn as_slice(&self) -> &[OpId] {
        self.buf.get(self.start..).unwrap_or(&[])
    }
    /// Appends `op`.
    pub fn push(&mut self, op: OpId) {
        self.buf.push(op);
    }
    /// The position of `op`, searching from both ends: O(distance to the nearer end).
    pub fn position(&self, op: OpId) -> Option<usize> {
        self.search(op).0
    }
    /// The position of `op` and the number of ops looked at.
    fn search(&self, op: OpId) -> (Option<usize>, usize) {
        let s = self.as_slice();
        let (mut lo, mut hi) = (0usize, s.len());
        let mut steps = 0usize;
        let found = loop {
            if lo >= hi {
                break None;
            }
            steps += 2;
            if s.get(lo) == Some(&op) {
                break Some(lo);
            }
            hi -= 1;
            if s.get(hi) == Some(&op) {
                break Some(hi);
            }
            lo += 1;
        };
        (found, steps)
    }
    /// The position of `op`, looking next to the last change first, then as
    /// [`OpList::position`].
    pub fn find(&mut self, op: OpId) -> Option<usize> {
        let h = self.hint as usize;
        self.count(1);
        for i in [h, h.wrapping_sub(1), h.wrapping_add(1)] {
            if self.as_slice().get(i) == Some(&op) {
                return Some(i);
            }
        }
        let (found, steps) = self.search(op);
        self.count(steps);
        found
    }
    /// Inserts `op` at `index` (clamped to the length), shifting the shorter side.
    pub fn insert(&mut self, index: usize, op: OpId) {
        let len = self.len();
        let index = index.min(len);
        // The op that was at `index` (an insert-before anchor) is now at `index + 1`.
        self.hint = (index + 1) as u32;
        if index >= len / 2 {
            self.count((len - index) + 1);
            self.buf.insert(self.start + index, op);
            return;
        }
        self.count(index + 1);
        if self.start == 0 {
            // Make room at the front: as much as there are ops (amortized O(1) per insert).
            let room = len.max(8);
            self.count(room + len);
            self.buf.splice(0..0, std::iter::repeat_n(op, room));
            self.start = room;
        }
        // Shift the `index` ops before the insertion point one slot towards the front.
        self.start -= 1;
        let s = self.start;
        if let Some(prefix) = self.buf.get_mut(s..=s + index) {
            prefix.rotate_left(1);
        }
        if let Some(slot) = self.buf.get_mut(s + index) {
            *slot = op;
        }
    }
    /// Inserts `ops`, in order, at `index` (clamped to the length): one shift of the
    /// shorter side for all of them.
    pub fn insert_all(&mut self, index: usize, ops: &[OpId]) {
        let len = self.len();
        let index = index.min(len);
        let k = ops.len();
        self.hint = (index + k) as u32;
        if index >= len / 2 || k == 0 {
            self.count(len - index + k);
            let at = self.start + index;
            self.buf.splice(at..at, ops.iter().copied());
            return;
        }
        self.count(index + k);
        if self.start < k {
            // Make room at the front (amortized: at least as much as there are ops).
            let room = (len + k).max(8);
            self.count(room + len);
            self.buf
                .splice(0..0, std::iter::repeat_n(OpId::new(0), room));
            self.start += room;
        }
        let s = self.start;
        // Move the `index` ops before the insertion point `k` slots towards the front.
        self.buf.copy_within(s..s + index, s - k);
        self.start = s - k;
        if let Some(dst) = self.buf.get_mut(s - k + index..s + index) {
            dst.copy_from_slice(ops);
        }
    }
    /// Removes and returns the op at `index`, shifting the shorter side.
    pub fn remove(&mut self, index: usize) -> Option<OpId> {
        let len = self.len();
        if index >= len {
            return None;
        }
        let s = self.start;
        let op = self.buf.get(s + index).copied();
        // The op after the removed one is now at `index`.
        self.hint = index as u32;
        if index >= len / 2 {
            self.count(len - index);
            self.buf.remove(s + index);
        } else {
            self.count(index + 1);
            if let Some(prefix) = self.buf.get_mut(s..=s + index) {
                prefix.rotate_right(1);
            }
            self.start += 1;
        }
        if self.start == self.buf.len() {
            self.buf.clear();
            self.start = 0;
        }
        op
    }
    /// Removes `op` if present; returns whether it was.
    pub fn remove_op(&mut self, op: OpId) -> bool {
        match self.find(op) {
            Some(i) => self.remove(i).is_some(),
            None => false,
        }
    }
    /// Keeps only the ops for which `f` holds (one pass).
    pub fn retain(&mut self, f: impl FnMut(&OpId) -> bool) {
        self.count(self.buf.len());
        self.buf.drain(..self.start);
        self.start = 0;
        self.buf.retain(f);
    }
}

impl std::ops::Deref for OpList {
    type Target = [OpId];
    fn deref(&self) -> &[OpId] {
        self.as_slice()
    }
}

impl From<Vec<OpId>> for OpList {
    fn from(buf: Vec<OpId>) -> Self {
        OpList {
            buf,
            start: 0,
            hint: 0,
            work: 0,
        }
    }
}

impl FromIterator<OpId> for OpList {
    fn from_iter<I: IntoIterator<Item = OpId>>(iter: I) -> Self {
        OpList::from(iter.into_iter().collect::<Vec<_>>())
    }
}

impl<'a> IntoIterator for &'a OpList {
    type Item = &'a OpId;
    type IntoIter = std::slice::Iter<'a, OpId>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl IntoIterator for OpList {
    type Item = OpId;
    type IntoIter = std::iter::Skip<std::vec::IntoIter<OpId>>;
    fn into_iter(self) -> Self::IntoIter {
        self.buf.into_iter().skip(self.start)
    }
}

/// A region: a list of blocks, the first being the entry block.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    /// Blocks in order (most regions have one: kept inline).
    pub blocks: IdList<BlockId>,
    /// The op owning this region.
    pub parent: Option<OpId>,
}

/// What defines a value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// The defining op.
        op: OpId,
        /// Result number.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArg {
        /// The block.
        block: BlockId,
        /// Argument number.
        index: u32,
    },
    /// A placeholder the parser made for a forward reference; never survives parsing.
    Placeholder,
}

/// An SSA value's record.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// Its type.
    pub ty: Type,
    /// Its definition.
    pub def: ValueDef,
}

/// Everything needed to create an operation (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    /// Op name, e.g. `arith.addi` (borrowed for registered ops: no allocation per op).
    pub name: std::borrow::Cow<'static, str>,
    /// Location.
    pub loc: Loc,
    /// Operands.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Inherent attributes (properties).
    pub properties: Vec<NamedAttr>,
    /// Discardable attributes.
    pub attributes: Vec<NamedAttr>,
    /// Regions, already built and not yet owned by an op.
    pub regions: Vec<RegionId>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
}

impl OperationState {
    /// An empty state for op `name` at `loc`.
    pub fn new(name: impl Into<std::borrow::Cow<'static, str>>, loc: Loc) -> Self {
        OperationState {
            name: name.into(),
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            properties: Vec::new(),
            attributes: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
        }
    }
    /// Sets inherent attribute `name` (kept sorted).
    pub fn set_property(&mut self, name: &str, attr: Attr) {
        set_named(&mut self.properties, name, attr);
    }
    /// Sets discardable attribute `name` (kept sorted).
    pub fn set_attribute(&mut self, name: &str, attr: Attr) {
        set_named(&mut self.attributes, name, attr);
    }
}

#[cfg(test)]
mod tests {
    use super::OpList;
    use crate::entity::EntityId;
    use crate::ir::OpId;

    /// Random inserts, batch inserts and removals agree with a `Vec`, and erasing every op
    /// of a block from the front, or inserting each op at the front, costs O(1) each.
    #[test]
    fn op_list_matches_vec_and_edits_at_the_ends_are_cheap() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |m: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m.max(1) as u64) as usize
        };
        let (mut list, mut model) = (OpList::new(), Vec::new());
        for step in 0..5000usize {
            let op = OpId::new(step);
            match next(5) {
                0 => {
                    list.push(op);
                    model.push(op);
                }
                1 | 2 => {
                    let i = next(model.len() + 1);
                    list.insert(i, op);
                    model.insert(i, op);
                }
                3 => {
                    let i = next(model.len() + 1);
                    let ops: Vec<OpId> = (0..next(4))
                        .map(|k| OpId::new(100_000 + step * 4 + k))
                        .collect();
                    list.insert_all(i, &ops);
                    model.splice(i..i, ops);
                }
                _ => {
                    if let Some(&o) = model.get(next(model.len())) {
                        assert!(list.remove_op(o));
                        model.retain(|&x| x != o);
                    }
                }
            }
            assert_eq!(list.as_slice(), model.as_slice());
        }
        let n = 100_000usize;
        let mut list: OpList = (0..n).map(OpId::new).collect();
        for i in 0..n {
            assert!(list.remove_op(OpId::new(i)));
        }
        assert!(list.is_empty());
        assert!(
            list.work() as usize <= 4 * n,
            "front removals cost {}",
            list.work()
        );
        let mut list = OpList::new();
        for i in 0..n {
            list.insert(0, OpId::new(i));
        }
        assert!(
            list.work() as usize <= 8 * n,
            "front inserts cost {}",
            list.work()
        );
    }
}

#[cfg(test)]
mod size_tests {
    use super::{BlockData, Operation, RegionData, ValueData};

    /// The IR records stay small: a sparsified module of 20,000 kernels holds 1.5 million
    /// ops and 350,000 blocks (issue 17: half of mlir-opt's peak memory).
    #[test]
    fn ir_records_stay_small() {
        let sizes = [
            ("Operation", std::mem::size_of::<Operation>(), 64),
            ("BlockData", std::mem::size_of::<BlockData>(), 80),
            ("RegionData", std::mem::size_of::<RegionData>(), 24),
            ("ValueData", std::mem::size_of::<ValueData>(), 16),
        ];
        for (name, size, limit) in sizes {
            eprintln!("{name}: {size} bytes");
            assert!(size <= limit, "{name} is {size} bytes, more than {limit}");
        }
    }
}

#[cfg(test)]
mod arg_loc_tests {
    use super::BlockData;
    use crate::entity::EntityId;
    use crate::ir::Value;
    use crate::location::{FileId, Loc};

    /// Argument locations read back as written, whether they are all equal (one stored) or
    /// not, and after one of them changes.
    #[test]
    fn block_arg_locs_read_back_as_written() {
        let at = |offset| Loc::Src {
            file: FileId::new(0),
            offset,
        };
        let mut b = BlockData::default();
        let locs = [at(3), at(3), at(3), at(7), at(3)];
        for (i, &l) in locs.iter().enumerate() {
            b.push_arg(Value::new(i), l);
            for (k, &want) in locs.iter().take(i + 1).enumerate() {
                assert_eq!(b.arg_loc(k), Some(want));
            }
            assert_eq!(b.arg_loc(i + 1), None);
        }
        let mut same = BlockData::default();
        same.push_arg(Value::new(0), at(1));
        same.push_arg(Value::new(1), at(1));
        same.set_arg_loc(1, Loc::Unknown);
        same.set_arg_loc(5, Loc::Unknown);
        assert_eq!(same.arg_loc(0), Some(at(1)));
        assert_eq!(same.arg_loc(1), Some(Loc::Unknown));
    }
}
