//! The IR verifier: MLIR's structural verifier (`mlir/lib/IR/Verifier.cpp`), its trait
//! verifiers and its dominance check, collecting every error instead of stopping at the
//! first one.
//!
//! What is checked, for every op nested in the root:
//! - the op's registered [`OpDef::verify`](crate::dialect::OpDef) hook, after the structural
//!   traits (`TERMINATOR` position, `SINGLE_BLOCK`) and before the `SYMBOL` trait, stopping at
//!   the first failure for that op, as MLIR's `verifyInvariants` does;
//! - unregistered ops of a registered dialect, placeholder (null) operands;
//! - blocks (`structure.rs`): block arguments owned by their block, empty blocks, terminators,
//!   successors only on the last op and only to blocks of the same region, entry blocks
//!   without predecessors, graph regions with at most one block;
//! - symbols (`symbols.rs`): unique `sym_name`s in a `SYMBOL_TABLE`, well-formed `SYMBOL`s;
//! - values: uses of values defined outside an `ISOLATED_FROM_ABOVE` op, and SSA dominance
//!   (`dominance.rs`) in every region that is not a graph region.
//!
//! Messages are MLIR 22's, byte for byte. Errors come back in IR order (the pre-order
//! position of the op they are about). Collect-all stops short of cascades, reporting what
//! MLIR would have reported first: one invariant error per op, and none from inside an op
//! whose invariants fail (MLIR stops there); one operand error per op
//! (null, unlinked or isolation, else dominance); no missing-terminator error for a block
//! whose terminator is misplaced or a region already reported for too many blocks; and no
//! dominance errors in an isolated-from-above scope whose CFG is malformed (misplaced
//! successors, entry-block predecessors, too many blocks), where dominance is meaningless.
//!
//! The walk is iterative, keeping the chain of enclosing ops on an explicit stack, so
//! deeply nested IR cannot overflow the call stack, and each operand is checked in O(1)
//! (plus a per-region dominator tree built once).

mod dominance;
mod structure;
mod symbols;
pub use symbols::lookup_nearest_symbol;

use crate::context::Context;
use crate::diagnostic::{Diagnostic, Severity};
use crate::dialect::OpTraits;
use crate::entity::EntityId;
use crate::ir::{BlockId, OpId, RegionId, Value, ValueDef};
use crate::location::Loc;
use dominance::DomCache;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Verifier options.
#[derive(Clone, Debug, Default)]
pub struct VerifyOptions {
    /// Attach MLIR's `see current operation: <op in generic form>` note to every error about
    /// an op, as `mlir-opt` does unless `--mlir-print-op-on-diagnostic=false` or
    /// `-verify-diagnostics` is given. Off by default, which is what `-verify-diagnostics`
    /// needs (it reports unexpected notes).
    pub print_op_on_diagnostic: bool,
    /// Report what `mlir-opt` reports: each isolated-from-above op is verified as one job
    /// that stops at its first error, and the jobs' errors come in the order mlir-opt's
    /// walk meets them. Off by default: every error is returned, in IR order.
    pub first_error_per_job: bool,
}

/// Verifies `root` and everything nested in it; returns every error found, in IR order.
pub fn verify(ctx: &Context, root: OpId) -> Vec<Diagnostic> {
    verify_with_options(ctx, root, &VerifyOptions::default())
}

/// [`verify`] with options.
pub fn verify_with_options(ctx: &Context, root: OpId, options: &VerifyOptions) -> Vec<Diagnostic> {
    let mut v = Verifier::new(ctx, root);
    v.run();
    v.finish(options)
}

/// The isolated-from-above op whose regions enclose an op (`None`: no such op above).
type Scope = Option<OpId>;

/// Whether a pending error is always reported or only when its scope's CFG is sound.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    /// Always reported.
    Structural,
    /// A dominance error, dropped when the scope's CFG is malformed.
    Dominance(Scope),
}

/// When, relative to other errors about the same op, MLIR would report an error.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Phase {
    /// On entering the op: its invariants and its regions' entry blocks.
    Entry,
    /// On leaving its block or parent: terminators, symbol tables, isolation.
    Exit,
    /// In the dominance pass that follows.
    Dominance,
}

/// An error found, waiting to be sorted into IR order.
struct Pending {
    /// The op whose pre-order position orders this error.
    anchor: OpId,
    phase: Phase,
    kind: Kind,
    /// The op MLIR's `see current operation` note would print, if any.
    about: Option<OpId>,
    /// The op whose exit check found this error, when it is not the anchor (a symbol
    /// table's duplicate child): the error belongs to that op's verification job.
    checked_by: Option<OpId>,
    diag: Diagnostic,
}

/// One enclosing op on the walk's current path: `op` sits at `pos` in `block` of `region`.
#[derive(Copy, Clone, Debug)]
struct PathEntry {
    region: RegionId,
    block: BlockId,
    op: OpId,
    pos: usize,
}

/// Where an op being visited sits.
#[derive(Copy, Clone, Debug)]
struct Site {
    region: RegionId,
    block: BlockId,
    pos: usize,
}

/// A step of the iterative walk.
enum Item {
    /// Visit `op` (at `site`, `None` for a detached root).
    Enter(OpId, Option<Site>),
    /// Leave the regions of the op on top of the path.
    Leave,
    /// Run `op`'s `verify_regions` hook if no error was found since `errors` were recorded.
    Regions(OpId, usize),
}

/// How an operand relates to the op using it.
enum OperandIssue {
    /// A parser placeholder never resolved.
    Placeholder,
    /// Defined by a detached op or in a detached block.
    Unlinked,
    /// Defined above the isolated-from-above op given.
    Isolated(OpId),
    /// Its definition does not dominate the use.
    NotDominated,
}

/// Unvisited marker in the pre-order table.
const UNVISITED: u32 = u32::MAX;
/// The position of an ancestor of the root, not computed yet.
const POS_UNKNOWN: usize = usize::MAX;

/// A number per op: a table indexed by op id when verifying a whole top-level op, a hash map
/// otherwise (the pass manager verifies each function after a function pass: a table sized
/// by every op of the context would make that quadratic in the number of functions).
enum OpNumbers {
    Dense(Vec<u32>),
    Sparse(rustc_hash::FxHashMap<OpId, u32>),
}

impl OpNumbers {
    fn new(ctx: &Context, root: OpId) -> Self {
        if ctx.op(root).parent.is_none() {
            OpNumbers::Dense(vec![UNVISITED; ctx.num_ops_allocated()])
        } else {
            OpNumbers::Sparse(rustc_hash::FxHashMap::default())
        }
    }
    fn get(&self, op: OpId) -> u32 {
        match self {
            OpNumbers::Dense(v) => v.get(op.index()).copied().unwrap_or(UNVISITED),
            OpNumbers::Sparse(m) => m.get(&op).copied().unwrap_or(UNVISITED),
        }
    }
    fn set(&mut self, op: OpId, n: u32) {
        match self {
            OpNumbers::Dense(v) => {
                if let Some(slot) = v.get_mut(op.index()) {
                    *slot = n;
                }
            }
            OpNumbers::Sparse(m) => {
                m.insert(op, n);
            }
        }
    }
}
/// Bound on upward walks through parent links (cycles in corrupted IR must not hang).
const MAX_UPWARD_STEPS: usize = 1 << 24;

struct Verifier<'c> {
    ctx: &'c Context,
    root: OpId,
    errors: Vec<Pending>,
    /// Pre-order number of each visited op (indexed by op id).
    order: OpNumbers,
    next_order: u32,
    /// Position of ops in their block, filled a whole block at a time.
    positions: OpNumbers,
    indexed_blocks: HashSet<BlockId>,
    /// The chain of ops enclosing the op being visited, outermost first (including the
    /// ancestors of the root).
    path: Vec<PathEntry>,
    /// Region to its index in `path`.
    region_on_path: HashMap<RegionId, usize>,
    /// Indices in `path` of isolated-from-above ops.
    isolated_on_path: Vec<usize>,
    doms: DomCache,
    /// Scopes whose CFG is malformed (their dominance errors are dropped).
    broken_scopes: HashSet<Scope>,
    /// Every block some visited op names as a successor.
    branch_targets: HashSet<BlockId>,
    /// Every region visited, with its owner and the owner's inner scope.
    regions_seen: Vec<(RegionId, OpId, Scope)>,
}

impl<'c> Verifier<'c> {
    fn new(ctx: &'c Context, root: OpId) -> Self {
        Verifier {
            ctx,
            root,
            errors: Vec::new(),
            order: OpNumbers::new(ctx, root),
            next_order: 0,
            positions: OpNumbers::new(ctx, root),
            indexed_blocks: HashSet::default(),
            path: Vec::new(),
            region_on_path: HashMap::default(),
            isolated_on_path: Vec::new(),
            doms: DomCache::default(),
            broken_scopes: HashSet::default(),
            branch_targets: HashSet::default(),
            regions_seen: Vec::new(),
        }
    }

    // ----- recording errors -----

    fn push(
        &mut self,
        anchor: OpId,
        phase: Phase,
        kind: Kind,
        about: Option<OpId>,
        diag: Diagnostic,
    ) {
        self.errors.push(Pending {
            anchor,
            phase,
            kind,
            about,
            checked_by: None,
            diag,
        });
    }

    /// An exit-check error of `owner` about its child `op` (ordered at the child).
    fn child_diag(&mut self, owner: OpId, op: OpId, diag: Diagnostic) {
        self.op_diag(op, Phase::Exit, diag);
        if let Some(p) = self.errors.last_mut() {
            p.checked_by = Some(owner);
        }
    }

    /// An error about `op` reported through `op.emitError`/`emitOpError`.
    fn op_diag(&mut self, op: OpId, phase: Phase, diag: Diagnostic) {
        self.push(op, phase, Kind::Structural, Some(op), diag);
    }

    /// Sorts the errors into IR order and drops those of broken scopes.
    fn finish(mut self, options: &VerifyOptions) -> Vec<Diagnostic> {
        let broken = std::mem::take(&mut self.broken_scopes);
        let mut errors: Vec<Pending> = std::mem::take(&mut self.errors)
            .into_iter()
            .filter(|p| match p.kind {
                Kind::Structural => true,
                Kind::Dominance(scope) => !broken.contains(&scope),
            })
            .collect();
        let order = &self.order;
        errors.sort_by_key(|p| (order.get(p.anchor), p.phase));
        let errors = if options.first_error_per_job {
            self.first_error_per_job(errors)
        } else {
            errors
        };
        errors
            .into_iter()
            .map(|p| {
                let mut diag = p.diag;
                if let (true, Some(op)) = (options.print_op_on_diagnostic, p.about) {
                    let note = Diagnostic {
                        severity: Severity::Note,
                        loc: self.ctx.op(op).loc,
                        message: format!(
                            "see current operation: {}",
                            structure::op_text(self.ctx, op)
                        ),
                        notes: Vec::new(),
                    };
                    diag.notes.insert(0, note);
                }
                diag
            })
            .collect()
    }

    /// MLIR verifies each isolated-from-above op (with regions) as its own job, and a job
    /// stops at its first failure. A job first walks its own ops (structural checks, in walk
    /// order), then runs the jobs nested in it, then its exit checks (its own symbol table
    /// and region rules, dominance). So a job keeps only its first walk error; without
    /// one, its nested jobs report theirs, and only if none fails does its first exit
    /// error show. `errors` are sorted in walk order.
    fn first_error_per_job(&self, errors: Vec<Pending>) -> Vec<Pending> {
        // (error index, the time MLIR's walk finds it): an exit check on an op runs after
        // the op's regions are walked, so it counts from the last op nested in it.
        let mut walk: HashMap<Scope, (usize, (u32, Phase))> = HashMap::default();
        let mut exit: HashMap<Scope, (usize, (u32, Phase))> = HashMap::default();
        for (i, p) in errors.iter().enumerate() {
            let owner = p.checked_by.unwrap_or(p.anchor);
            let job = self.job_of(owner);
            let at_exit = matches!(p.kind, Kind::Dominance(_))
                || (p.phase == Phase::Exit && Some(owner) == job);
            let time = match p.phase {
                Phase::Exit => (self.last_order_within(p.anchor), p.phase),
                _ => (self.order.get(p.anchor), p.phase),
            };
            let first = if at_exit { &mut exit } else { &mut walk };
            let slot = first.entry(job).or_insert((i, time));
            if time < slot.1 {
                *slot = (i, time);
            }
        }
        let walk: HashMap<Scope, usize> = walk.into_iter().map(|(j, (i, _))| (j, i)).collect();
        let exit: HashMap<Scope, usize> = exit.into_iter().map(|(j, (i, _))| (j, i)).collect();
        let jobs: Vec<Scope> = walk.keys().chain(exit.keys()).copied().collect();
        let ancestors = |job: Scope| -> Vec<Scope> {
            let mut out = Vec::new();
            let mut up = job
                .and_then(|op| self.ctx.parent_op(op))
                .map(|p| self.job_of(p));
            while let Some(j) = up {
                if out.len() > MAX_UPWARD_STEPS || out.contains(&j) {
                    break;
                }
                out.push(j);
                up = j
                    .and_then(|op| self.ctx.parent_op(op))
                    .map(|p| self.job_of(p));
            }
            out
        };
        // A job runs unless a job around it stopped in its own walk.
        let ran: HashMap<Scope, bool> = jobs
            .iter()
            .map(|&j| (j, !ancestors(j).iter().any(|a| walk.contains_key(a))))
            .collect();
        let mut nested_failed: HashSet<Scope> = HashSet::default();
        for &j in &jobs {
            if ran.get(&j).copied().unwrap_or(false) {
                nested_failed.extend(ancestors(j));
            }
        }
        let mut keep: HashSet<usize> = HashSet::default();
        for &j in &jobs {
            if !ran.get(&j).copied().unwrap_or(false) {
                continue;
            }
            match (walk.get(&j), exit.get(&j)) {
                (Some(&i), _) => {
                    keep.insert(i);
                }
                (None, Some(&i)) if !nested_failed.contains(&j) => {
                    keep.insert(i);
                }
                _ => {}
            }
        }
        errors
            .into_iter()
            .enumerate()
            .filter(|(i, _)| keep.contains(i))
            .map(|(_, p)| p)
            .collect()
    }

    /// The largest walk number of `op` and the ops nested in it (pre-order numbers are
    /// contiguous over a subtree).
    fn last_order_within(&self, op: OpId) -> u32 {
        let mut last = self.order.get(op);
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            let n = self.order.get(o);
            if n != UNVISITED {
                last = last.max(n);
            }
            for &r in self.ctx.op(o).regions() {
                for &b in &self.ctx.region(r).blocks {
                    stack.extend(self.ctx.block(b).ops.iter().copied());
                }
            }
        }
        last
    }

    /// The verification job `op` belongs to: itself when it is isolated from above (with
    /// regions), else its nearest such ancestor (`None` above every one).
    fn job_of(&self, op: OpId) -> Scope {
        let mut cur = Some(op);
        let mut steps = 0;
        while let Some(o) = cur {
            if self.is_isolated(o) || steps > MAX_UPWARD_STEPS {
                return Some(o);
            }
            steps += 1;
            cur = self.ctx.parent_op(o);
        }
        None
    }

    // ----- small queries -----

    fn is_registered(&self, op: OpId) -> bool {
        self.ctx.op_def(op).is_some()
    }

    fn has(&self, op: OpId, t: OpTraits) -> bool {
        self.ctx.op_has_trait(op, t)
    }

    fn is_isolated(&self, op: OpId) -> bool {
        self.has(op, OpTraits::ISOLATED_FROM_ABOVE) && !self.ctx.op(op).regions().is_empty()
    }

    /// The position of `op` in `block` (which must hold it).
    fn position_in(&mut self, op: OpId, block: BlockId) -> usize {
        if self.indexed_blocks.insert(block) {
            for (i, &o) in self.ctx.block(block).ops.iter().enumerate() {
                self.positions.set(o, i as u32);
            }
        }
        match self.positions.get(op) {
            UNVISITED => 0,
            p => p as usize,
        }
    }

    /// The innermost isolated-from-above op on the current path.
    fn current_scope(&self) -> Scope {
        self.isolated_on_path
            .last()
            .and_then(|&i| self.path.get(i))
            .map(|e| e.op)
    }

    /// Whether uses in `region` must follow definitions in the same block (MLIR's
    /// `hasSSADominance`): multi-block regions always; a single block unless its owner is
    /// unregistered or has graph regions.
    fn has_ssa_dominance(&self, region: RegionId) -> bool {
        let r = self.ctx.region(region);
        if r.blocks.len() > 1 {
            return true;
        }
        match r.parent {
            None => true,
            Some(p) => self.is_registered(p) && !self.has(p, OpTraits::GRAPH_REGION),
        }
    }

    // ----- the walk -----

    /// Puts the ancestors of the root on the path, so values defined above it are checked
    /// (and isolation above it is respected); returns the root's site.
    fn build_prefix(&mut self) -> Option<Site> {
        let ctx = self.ctx;
        let mut chain = Vec::new();
        let mut x = self.root;
        let mut seen = HashSet::default();
        while seen.insert(x) && chain.len() < MAX_UPWARD_STEPS {
            let Some(b) = ctx.op(x).parent else { break };
            let Some(r) = ctx.block(b).parent else { break };
            chain.push((r, b, x));
            match ctx.region(r).parent {
                Some(p) => x = p,
                None => break,
            }
        }
        let mut site = None;
        for &(region, block, op) in chain.iter().rev() {
            // Computed when a use needs it: indexing the module's block for every function
            // verified after a function pass would be quadratic.
            let pos = POS_UNKNOWN;
            if op == self.root {
                site = Some(Site { region, block, pos });
            }
            let idx = self.path.len();
            self.path.push(PathEntry {
                region,
                block,
                op,
                pos,
            });
            self.region_on_path.insert(region, idx);
            if self.is_isolated(op) {
                self.isolated_on_path.push(idx);
            }
        }
        site
    }

    fn run(&mut self) {
        let ctx = self.ctx;
        let root_site = self.build_prefix();
        let mut stack = vec![Item::Enter(self.root, root_site)];
        while let Some(item) = stack.pop() {
            match item {
                Item::Leave => self.leave(),
                Item::Regions(op, errors) => {
                    if self.errors.len() == errors
                        && let Some(hook) = ctx.op_def(op).and_then(|d| d.verify_regions)
                        && let Err(d) = hook(ctx, op)
                    {
                        self.op_diag(op, Phase::Exit, d);
                    }
                }
                Item::Enter(op, site) => {
                    match self.order.get(op) {
                        UNVISITED if op.index() < self.ctx.num_ops_allocated() => {
                            self.order.set(op, self.next_order)
                        }
                        _ => {
                            // Corrupted IR: the op is linked in two places (or in itself).
                            let d = ctx.op_error(op, "is linked into the IR more than once");
                            self.op_diag(op, Phase::Entry, d);
                            continue;
                        }
                    }
                    self.next_order += 1;
                    let before = self.errors.len();
                    let valid = self.visit(op, site);
                    if self.errors.len() == before
                        && ctx.op_def(op).is_some_and(|d| d.verify_regions.is_some())
                    {
                        stack.push(Item::Regions(op, before));
                    }
                    // MLIR stops at an op that fails its invariants: nothing inside it is
                    // verified (a misplaced terminator in a bad region is not reported).
                    if valid && !ctx.op(op).regions().is_empty() {
                        self.enter_regions(op, site, &mut stack);
                    }
                }
            }
        }
        self.check_entry_predecessors();
    }

    /// Every check on `op` itself and its operands; whether its invariants hold.
    fn visit(&mut self, op: OpId, site: Option<Site>) -> bool {
        let ctx = self.ctx;
        for &s in ctx.op(op).successors() {
            self.branch_targets.insert(s);
        }
        let valid = self.check_invariants(op);
        self.check_unregistered_in_dialect(op);
        match site {
            Some(site) if op != self.root => self.check_operands(op, site),
            // MLIR checks the dominance of uses inside the root only, but null operands
            // everywhere.
            _ => {
                let placeholder = ctx
                    .op(op)
                    .operands
                    .iter()
                    .any(|&v| ctx.value(v).def == ValueDef::Placeholder);
                if placeholder {
                    let d = Diagnostic::error(ctx.op(op).loc, "null operand found");
                    self.op_diag(op, Phase::Entry, d);
                }
            }
        }
        valid
    }

    /// Pushes the path entry for `op` and the walk items for everything inside it, after
    /// checking its regions' blocks.
    fn enter_regions(&mut self, op: OpId, site: Option<Site>, stack: &mut Vec<Item>) {
        let ctx = self.ctx;
        let inner_scope = if self.is_isolated(op) {
            Some(op)
        } else {
            self.current_scope()
        };
        self.check_regions(op, inner_scope);
        if op != self.root
            && let Some(site) = site
        {
            let idx = self.path.len();
            self.path.push(PathEntry {
                region: site.region,
                block: site.block,
                op,
                pos: site.pos,
            });
            self.region_on_path.insert(site.region, idx);
            if self.is_isolated(op) {
                self.isolated_on_path.push(idx);
            }
            stack.push(Item::Leave);
        }
        for &r in ctx.op(op).regions().iter().rev() {
            self.regions_seen.push((r, op, inner_scope));
            for &b in ctx.region(r).blocks.iter().rev() {
                for (pos, &o) in ctx.block(b).ops.iter().enumerate().rev() {
                    stack.push(Item::Enter(
                        o,
                        Some(Site {
                            region: r,
                            block: b,
                            pos,
                        }),
                    ));
                }
            }
        }
    }

    fn leave(&mut self) {
        if let Some(e) = self.path.pop() {
            let idx = self.path.len();
            if self.region_on_path.get(&e.region) == Some(&idx) {
                self.region_on_path.remove(&e.region);
            }
            if self.isolated_on_path.last() == Some(&idx) {
                self.isolated_on_path.pop();
            }
        }
    }

    // ----- operands: placeholders, isolation, dominance -----

    fn check_operands(&mut self, op: OpId, site: Site) {
        let ctx = self.ctx;
        let reachable = self.doms.is_reachable(ctx, site.region, site.block);
        let mut structural_done = false;
        let mut dominance = None;
        for (k, &v) in ctx.op(op).operands.iter().enumerate() {
            let issue = self.classify_operand(op, site, v);
            match issue {
                None => {}
                Some(OperandIssue::Placeholder) if !structural_done => {
                    structural_done = true;
                    let d = Diagnostic::error(ctx.op(op).loc, "null operand found");
                    self.op_diag(op, Phase::Entry, d);
                }
                Some(OperandIssue::Unlinked) if !structural_done => {
                    structural_done = true;
                    let d = Diagnostic::error(ctx.op(op).loc, "operation's operand is unlinked");
                    self.op_diag(op, Phase::Exit, d);
                }
                Some(OperandIssue::Isolated(iso)) if !structural_done => {
                    structural_done = true;
                    let d = ctx
                        .op_error(op, "using value defined outside the region")
                        .with_note(ctx.op(iso).loc, "required by region isolation constraints");
                    self.op_diag(op, Phase::Exit, d);
                }
                Some(OperandIssue::NotDominated) if reachable && dominance.is_none() => {
                    dominance = Some(self.dominance_error(op, site, k, v));
                }
                Some(_) => {}
            }
        }
        // As in MLIR, the dominance pass only runs on ops that passed the other checks.
        if let (Some(d), false) = (dominance, structural_done) {
            let scope = self.current_scope();
            self.push(op, Phase::Dominance, Kind::Dominance(scope), Some(op), d);
        }
    }

    /// What, if anything, is wrong with `op` (at `site`) using `v`.
    fn classify_operand(&mut self, op: OpId, site: Site, v: Value) -> Option<OperandIssue> {
        let ctx = self.ctx;
        let (def_block, def_op) = match ctx.value(v).def {
            ValueDef::Placeholder => return Some(OperandIssue::Placeholder),
            ValueDef::Result { op: d, .. } => match ctx.op(d).parent {
                Some(b) => (b, Some(d)),
                None if self.path.iter().any(|e| e.op == d) || d == self.root => {
                    // A result of an enclosing op used inside it.
                    return Some(OperandIssue::NotDominated);
                }
                None => return Some(OperandIssue::Unlinked),
            },
            ValueDef::BlockArg { block, .. } => (block, None),
        };
        let Some(def_region) = ctx.block(def_block).parent else {
            return Some(OperandIssue::Unlinked);
        };
        if def_region == site.region {
            let ok = self.dominates_at(def_region, def_block, def_op, site.block, op, site.pos);
            return (!ok).then_some(OperandIssue::NotDominated);
        }
        if let Some(&i) = self.region_on_path.get(&def_region) {
            if let Some(&j) = self.isolated_on_path.last()
                && j >= i
            {
                let iso = self.path.get(j).map_or(op, |e| e.op);
                return Some(OperandIssue::Isolated(iso));
            }
            let e = self.path.get(i).copied()?;
            if def_op == Some(e.op) {
                return Some(OperandIssue::NotDominated);
            }
            let pos = match e.pos {
                POS_UNKNOWN => self.position_in(e.op, e.block),
                p => p,
            };
            let ok = self.dominates_at(def_region, def_block, def_op, e.block, e.op, pos);
            return (!ok).then_some(OperandIssue::NotDominated);
        }
        // Not defined in an enclosing region: an error either way; isolation comes first.
        if let Some(iso) = self.current_scope()
            && !self.region_is_inside(def_region, iso)
        {
            return Some(OperandIssue::Isolated(iso));
        }
        Some(OperandIssue::NotDominated)
    }

    /// Whether a definition in `def_block` (by `def_op`, or an argument when `None`)
    /// dominates `user` at `pos` in `block`, both blocks in `region`.
    fn dominates_at(
        &mut self,
        region: RegionId,
        def_block: BlockId,
        def_op: Option<OpId>,
        block: BlockId,
        user: OpId,
        pos: usize,
    ) -> bool {
        if def_block != block {
            return self
                .doms
                .properly_dominates(self.ctx, region, def_block, block);
        }
        match def_op {
            None => true,
            // An op uses its own result only in a graph region (MLIR's properlyDominates).
            Some(d) if d == user => !self.has_ssa_dominance(region),
            Some(d) => !self.has_ssa_dominance(region) || self.position_in(d, def_block) < pos,
        }
    }

    /// Whether `region` is nested (at any depth) inside a region of `op`.
    fn region_is_inside(&self, region: RegionId, op: OpId) -> bool {
        self.region_ancestor_ops(region).any(|o| o == op)
    }

    /// Whether `ancestor` is `region` or encloses it.
    fn region_encloses(&self, ancestor: RegionId, region: RegionId) -> bool {
        let ctx = self.ctx;
        if ancestor == region {
            return true;
        }
        self.region_ancestor_ops(region)
            .any(|o| ctx.op(o).parent.and_then(|b| ctx.block(b).parent) == Some(ancestor))
    }

    /// The ops enclosing `region`, innermost first (bounded against cycles).
    fn region_ancestor_ops(&self, region: RegionId) -> impl Iterator<Item = OpId> + '_ {
        let ctx = self.ctx;
        let mut next = ctx.region(region).parent;
        std::iter::from_fn(move || {
            let op = next?;
            next = ctx
                .op(op)
                .parent
                .and_then(|b| ctx.block(b).parent)
                .and_then(|r| ctx.region(r).parent);
            Some(op)
        })
        .take(MAX_UPWARD_STEPS)
    }

    /// MLIR's `diagnoseInvalidOperandDominance`: the error and the note on the definition.
    fn dominance_error(&self, op: OpId, site: Site, k: usize, v: Value) -> Diagnostic {
        let ctx = self.ctx;
        let d = Diagnostic::error(
            ctx.op(op).loc,
            format!("operand #{k} does not dominate this use"),
        );
        let use_region = site.region;
        match ctx.value(v).def {
            ValueDef::Result { op: def, .. } => {
                let def_block = ctx.op(def).parent;
                let def_region = def_block.and_then(|b| ctx.block(b).parent);
                let relation = match def_region {
                    _ if def_block == Some(site.block) => "op in the same block",
                    Some(r) if r == use_region => "op in the same region",
                    Some(r) if self.region_encloses(r, use_region) => "op in a parent region",
                    Some(r) if self.region_encloses(use_region, r) => "op in a child region",
                    None if self.path.iter().any(|e| e.op == def) || def == self.root => {
                        "op in a parent region"
                    }
                    _ => "op is neither in a parent nor in a child region",
                };
                d.with_note(
                    ctx.op(def).loc,
                    format!("operand defined here ({relation})"),
                )
            }
            ValueDef::BlockArg { block, .. } => {
                let Some(def_region) = ctx.block(block).parent else {
                    return d.with_note(Loc::Unknown, " (block without parent)");
                };
                let loc = ctx
                    .region(def_region)
                    .parent
                    .map_or(Loc::Unknown, |p| ctx.op(p).loc);
                let index = ctx
                    .region(def_region)
                    .blocks
                    .iter()
                    .position(|&b| b == block)
                    .unwrap_or(0);
                let relation = if def_region == use_region {
                    "in the same region"
                } else if self.region_encloses(def_region, use_region) {
                    "in a parent region"
                } else if self.region_encloses(use_region, def_region) {
                    "in a child region"
                } else {
                    "neither in a parent nor in a child region"
                };
                d.with_note(
                    loc,
                    format!("operand defined as a block argument (block #{index} {relation})"),
                )
            }
            ValueDef::Placeholder => d,
        }
    }

    /// MLIR's check that no region's entry block is a branch target.
    fn check_entry_predecessors(&mut self) {
        let ctx = self.ctx;
        let seen = std::mem::take(&mut self.regions_seen);
        let mut reported = HashSet::default();
        for &(r, owner, scope) in seen.iter().rev() {
            let Some(entry) = ctx.entry_block(r) else {
                continue;
            };
            if self.branch_targets.contains(&entry) && reported.insert(owner) {
                let d = Diagnostic::error(
                    ctx.op(owner).loc,
                    "entry block of region may not have predecessors",
                );
                self.push(owner, Phase::Entry, Kind::Structural, None, d);
                self.broken_scopes.insert(scope);
            }
        }
    }
}

#[cfg(test)]
mod tests;
