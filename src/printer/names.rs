//! MLIR's value and block numbering: `%0`.. per isolated scope, `%argN` for entry block
//! arguments, op-suggested names (`%c0`, `%cst`) made unique with `_N` suffixes.

use crate::context::Context;
use crate::dialect::OpTraits;
use crate::ir::{BlockId, OpId, RegionId, Value};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::fmt::Write;

#[derive(Clone, Debug)]
enum Base {
    Num(u32),
    Arg(u32),
    /// Index into `NameTable::strings` (keeps a name 16 bytes: one per value of a 50 MB file).
    Named(u32),
}

#[derive(Clone, Debug)]
struct VName {
    base: Base,
    /// Index within the result group and the group's size (1 for single names).
    index: u32,
    group: u32,
}

/// Names of every value and block under a root op.
pub struct NameTable {
    /// Per value: its packed [`Base`] (0 = unnamed). Index and group of a result come from
    /// its op, so a name costs 4 bytes.
    values: Vec<u32>,
    /// The distinct names given (`c0` once, however many functions define one).
    strings: Vec<Box<str>>,
    string_ids: HashMap<Box<str>, u32>,
    /// (index, size) of results in a named group of more than one (`%ret_levels:2`).
    named_groups: HashMap<Value, (u32, u32)>,
    /// Per block: its number in its region (a table indexed by block, like `values`).
    blocks: Vec<u32>,
}

struct Scope {
    used: HashSet<String>,
    log: Vec<String>,
    conflict: u32,
}

impl Scope {
    fn unique(&mut self, name: &str) -> String {
        let mut n = name.to_string();
        if self.used.contains(&n) {
            loop {
                let probe = format!("{name}_{}", self.conflict);
                self.conflict += 1;
                if !self.used.contains(&probe) {
                    n = probe;
                    break;
                }
            }
        }
        self.used.insert(n.clone());
        self.log.push(n.clone());
        n
    }
    fn rollback(&mut self, mark: usize) {
        while self.log.len() > mark {
            if let Some(n) = self.log.pop() {
                self.used.remove(&n);
            }
        }
    }
}

impl NameTable {
    /// Numbers everything nested under `root`. In generic form MLIR knows no op semantics:
    /// no suggested names, no isolated scopes, one counter, regions taken from a stack.
    pub fn build(ctx: &Context, root: OpId, generic: bool) -> Self {
        let mut t = NameTable {
            values: vec![0; ctx.num_values_allocated()],
            strings: Vec::new(),
            string_ids: HashMap::default(),
            named_groups: HashMap::default(),
            blocks: vec![0; ctx.num_blocks_allocated()],
        };
        if generic {
            t.number_generic(ctx, root);
            return t;
        }
        let mut scope = Scope {
            used: HashSet::default(),
            log: Vec::new(),
            conflict: 0,
        };
        t.name_results(ctx, root, &mut scope, &mut 0);
        for &r in ctx.op(root).regions() {
            let mut s = Scope {
                used: HashSet::default(),
                log: Vec::new(),
                conflict: 0,
            };
            t.number_region(ctx, r, 0, 0, &mut s, 0);
        }
        t
    }

    fn number_generic(&mut self, ctx: &Context, root: OpId) {
        let (mut next, mut next_arg) = (0u32, 0u32);
        let results = &ctx.op(root).results;
        if !results.is_empty() {
            for (i, &v) in results.iter().enumerate() {
                self.set(
                    v,
                    VName {
                        base: Base::Num(next),
                        index: i as u32,
                        group: results.len() as u32,
                    },
                );
            }
            next += 1;
        }
        let mut stack: Vec<RegionId> = ctx.op(root).regions().to_vec();
        while let Some(r) = stack.pop() {
            for (bi, &b) in ctx.region(r).blocks.iter().enumerate() {
                self.set_block(b, bi as u32);
                for &a in &ctx.block(b).args {
                    let base = if bi == 0 {
                        next_arg += 1;
                        Base::Arg(next_arg - 1)
                    } else {
                        next += 1;
                        Base::Num(next - 1)
                    };
                    self.set(
                        a,
                        VName {
                            base,
                            index: 0,
                            group: 1,
                        },
                    );
                }
                for &o in &ctx.block(b).ops {
                    let results = &ctx.op(o).results;
                    if results.is_empty() {
                        continue;
                    }
                    for (i, &v) in results.iter().enumerate() {
                        self.set(
                            v,
                            VName {
                                base: Base::Num(next),
                                index: i as u32,
                                group: results.len() as u32,
                            },
                        );
                    }
                    next += 1;
                }
            }
            for &b in &ctx.region(r).blocks {
                for &o in &ctx.block(b).ops {
                    stack.extend(ctx.op(o).regions().iter().copied());
                }
            }
        }
    }

    fn named(&mut self, n: String) -> Base {
        if let Some(&i) = self.string_ids.get(n.as_str()) {
            return Base::Named(i);
        }
        let n = n.into_boxed_str();
        let i = self.strings.len() as u32;
        self.strings.push(n.clone());
        self.string_ids.insert(n, i);
        Base::Named(i)
    }
    fn set_block(&mut self, b: BlockId, number: u32) {
        use crate::entity::EntityId;
        if let Some(slot) = self.blocks.get_mut(b.index()) {
            *slot = number;
        }
    }

    fn set(&mut self, v: Value, name: VName) {
        use crate::entity::EntityId;
        let packed = match name.base {
            Base::Num(n) => (1 << 30) | (n & 0x3FFF_FFFF),
            Base::Arg(n) => (2 << 30) | (n & 0x3FFF_FFFF),
            Base::Named(n) => (3 << 30) | (n & 0x3FFF_FFFF),
        };
        if let Some(slot) = self.values.get_mut(v.index()) {
            *slot = packed;
        }
    }

    /// The name of `v`, with its index in and the size of its result group.
    fn get(&self, ctx: &Context, v: Value) -> Option<VName> {
        use crate::entity::EntityId;
        let packed = *self.values.get(v.index())?;
        let n = packed & 0x3FFF_FFFF;
        let base = match packed >> 30 {
            1 => Base::Num(n),
            2 => Base::Arg(n),
            3 => Base::Named(n),
            _ => return None,
        };
        let (index, group) = match (&base, ctx.value(v).def) {
            (Base::Num(_), crate::ir::ValueDef::Result { op, index }) => {
                (index, ctx.op(op).results.len() as u32)
            }
            (Base::Named(_), _) => self.named_groups.get(&v).copied().unwrap_or((0, 1)),
            _ => (0, 1),
        };
        Some(VName { base, index, group })
    }

    fn name_results(&mut self, ctx: &Context, op: OpId, scope: &mut Scope, next: &mut u32) {
        let results = &ctx.op(op).results;
        if results.is_empty() {
            return;
        }
        let suggested = match ctx.op_def(op) {
            Some(d) => match (d.asm_names, d.spec) {
                (Some(f), _) => f(ctx, op),
                (None, Some(s)) => s
                    .result_names
                    .iter()
                    .map(|n| n.to_string())
                    .enumerate()
                    .collect(),
                (None, None) => Vec::new(),
            },
            None => Vec::new(),
        };
        if !suggested.is_empty() && (results.len() == 1 || suggested.len() == results.len()) {
            let mut named = vec![None; results.len()];
            for (i, n) in suggested {
                if let Some(slot) = named.get_mut(i) {
                    *slot = Some(n);
                }
            }
            if named.iter().all(Option::is_some) {
                // Consecutive results with one name form a group (`%ret_levels:2`), as a name
                // given to a result range does in MLIR.
                let names: Vec<String> = named.into_iter().map(Option::unwrap_or_default).collect();
                let mut start = 0;
                while start < names.len() {
                    let len = names
                        .iter()
                        .skip(start)
                        .take_while(|n| **n == names[start])
                        .count()
                        .max(1);
                    let base = self.named(scope.unique(&names[start]));
                    for (j, &v) in results.iter().enumerate().skip(start).take(len) {
                        self.set(
                            v,
                            VName {
                                base: base.clone(),
                                index: 0,
                                group: 1,
                            },
                        );
                        if len > 1 {
                            self.named_groups
                                .insert(v, ((j - start) as u32, len as u32));
                        }
                    }
                    start += len;
                }
                return;
            }
        }
        let n = *next;
        *next += 1;
        let group = results.len() as u32;
        for (i, &v) in results.iter().enumerate() {
            self.set(
                v,
                VName {
                    base: Base::Num(n),
                    index: i as u32,
                    group,
                },
            );
        }
    }

    /// Gives the op-suggested names (`%in`, `%out`) to the block arguments of `r` among `names`.
    fn name_block_args(
        &mut self,
        ctx: &Context,
        r: RegionId,
        names: &[(Value, String)],
        scope: &mut Scope,
    ) {
        for (v, n) in names {
            if let crate::ir::ValueDef::BlockArg { block, .. } = ctx.value(*v).def
                && ctx.block(block).parent == Some(r)
            {
                let n = scope.unique(n);
                let base = self.named(n);
                self.set(
                    *v,
                    VName {
                        base,
                        index: 0,
                        group: 1,
                    },
                );
            }
        }
    }

    fn is_named(&self, v: Value) -> bool {
        use crate::entity::EntityId;
        self.values.get(v.index()).is_some_and(|&n| n != 0)
    }

    fn number_region(
        &mut self,
        ctx: &Context,
        r: RegionId,
        mut next: u32,
        mut next_arg: u32,
        scope: &mut Scope,
        depth: u32,
    ) {
        let region = ctx.region(r);
        for (bi, &b) in region.blocks.iter().enumerate() {
            self.set_block(b, bi as u32);
            for &a in &ctx.block(b).args {
                if self.is_named(a) {
                    // Named by its op (`%in`): takes no number, as in MLIR.
                } else if bi == 0 {
                    self.set(
                        a,
                        VName {
                            base: Base::Arg(next_arg),
                            index: 0,
                            group: 1,
                        },
                    );
                    next_arg += 1;
                } else {
                    self.set(
                        a,
                        VName {
                            base: Base::Num(next),
                            index: 0,
                            group: 1,
                        },
                    );
                    next += 1;
                }
            }
            for &o in &ctx.block(b).ops {
                self.name_results(ctx, o, scope, &mut next);
            }
        }
        if depth > 10_000 {
            return;
        }
        for &b in &region.blocks {
            for &o in &ctx.block(b).ops {
                let isolated = ctx.op_has_trait(o, OpTraits::ISOLATED_FROM_ABOVE);
                let arg_names = ctx
                    .op_def(o)
                    .and_then(|d| d.asm_block_arg_names)
                    .map(|f| f(ctx, o))
                    .unwrap_or_default();
                for &nr in ctx.op(o).regions() {
                    if isolated && next == 0 && next_arg == 0 {
                        let mut s = Scope {
                            used: HashSet::default(),
                            log: Vec::new(),
                            conflict: 0,
                        };
                        self.name_block_args(ctx, nr, &arg_names, &mut s);
                        self.number_region(ctx, nr, 0, 0, &mut s, depth + 1);
                    } else {
                        // Sibling regions start from the same names and conflict counter.
                        let (mark, conflict) = (scope.log.len(), scope.conflict);
                        self.name_block_args(ctx, nr, &arg_names, scope);
                        self.number_region(ctx, nr, next, next_arg, scope, depth + 1);
                        scope.rollback(mark);
                        scope.conflict = conflict;
                    }
                }
            }
        }
    }

    /// Writes the name of a use of `v`.
    pub fn write_value(&self, ctx: &Context, out: &mut String, v: Value) {
        match self.get(ctx, v) {
            Some(n) => {
                self.write_base(out, &n.base);
                if n.group > 1 {
                    let _ = write!(out, "#{}", n.index);
                }
            }
            None => {
                let _ = write!(out, "%<<UNKNOWN SSA VALUE>>");
            }
        }
    }

    /// Writes the result binding of `op`: `%0`, `%0:2`, `%a, %b`, or named groups
    /// `%ret_levels:2, %val_len`.
    pub fn write_result_group(&self, out: &mut String, ctx: &Context, op: OpId) {
        let results = &ctx.op(op).results;
        let mut i = 0;
        while let Some(&v) = results.get(i) {
            if i > 0 {
                out.push_str(", ");
            }
            match self.get(ctx, v) {
                Some(VName { base, index, group }) => {
                    self.write_base(out, &base);
                    if group > 1 {
                        let _ = write!(out, ":{group}");
                    }
                    i += (group.saturating_sub(index)).max(1) as usize;
                }
                None => {
                    self.write_value(ctx, out, v);
                    i += 1;
                }
            }
        }
    }

    fn write_base(&self, out: &mut String, b: &Base) {
        match b {
            Base::Num(n) => {
                let _ = write!(out, "%{n}");
            }
            Base::Arg(n) => {
                let _ = write!(out, "%arg{n}");
            }
            Base::Named(i) => {
                out.push('%');
                out.push_str(self.strings.get(*i as usize).map_or("", |s| s));
            }
        }
    }

    /// Writes a block label `^bbN`.
    pub fn write_block(&self, out: &mut String, b: BlockId) {
        use crate::entity::EntityId;
        let _ = write!(
            out,
            "^bb{}",
            self.blocks.get(b.index()).copied().unwrap_or(0)
        );
    }
}
