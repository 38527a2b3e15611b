//! Location aliases of `--mlir-print-debuginfo` (`loc(#loc3)` with `#loc3 = loc(...)`), as
//! mlir-opt assigns them: registered in print order (an op's location before its body), a
//! location after the locations it contains, numbered by nesting depth then order; those
//! only ops use are defined after the module, those of block arguments (printed inline) at
//! the top.

use super::attrs::{AsmWriter, write_escaped_string};
use crate::attributes::{AttrKind, LocationKind};
use crate::context::Context;
use crate::location::Loc;
use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;

/// One aliased location.
struct Entry {
    loc: Loc,
    children: Vec<usize>,
    depth: usize,
    deferrable: bool,
    number: usize,
}

/// The location alias table of one print.
#[derive(Default)]
pub struct LocAliases {
    index: HashMap<String, usize>,
    entries: Vec<Entry>,
    /// Numbers are assigned: the table is read, no longer filled.
    pub frozen: bool,
}

impl LocAliases {
    /// Whether no location is registered.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Registers `loc` (and the locations inside it); `deferrable` when only an op's trailing
    /// location uses it.
    pub fn register(&mut self, ctx: &Context, loc: Loc, deferrable: bool) -> usize {
        let key = inline_text(ctx, loc);
        if let Some(&i) = self.index.get(&key) {
            if !deferrable {
                self.make_eager(i);
            }
            return i;
        }
        let children: Vec<usize> = child_locs(ctx, loc)
            .into_iter()
            .map(|c| self.register(ctx, c, deferrable))
            .collect();
        let depth = children
            .iter()
            .filter_map(|&c| self.entries.get(c).map(|e| e.depth + 1))
            .max()
            .unwrap_or(0);
        self.entries.push(Entry {
            loc,
            children,
            depth,
            deferrable,
            number: 0,
        });
        let i = self.entries.len() - 1;
        self.index.insert(key, i);
        i
    }

    fn make_eager(&mut self, i: usize) {
        let mut stack = vec![i];
        while let Some(j) = stack.pop() {
            if let Some(e) = self.entries.get_mut(j)
                && e.deferrable
            {
                e.deferrable = false;
                stack.extend(e.children.iter().copied());
            }
        }
    }

    /// Numbers the aliases (by depth, then registration order) and freezes the table.
    pub fn freeze(&mut self) {
        let mut order: Vec<usize> = (0..self.entries.len()).collect();
        order.sort_by_key(|&i| (self.entries.get(i).map_or(0, |e| e.depth), i));
        for (n, i) in order.into_iter().enumerate() {
            if let Some(e) = self.entries.get_mut(i) {
                e.number = n;
            }
        }
        self.frozen = true;
    }

    /// The alias name of `loc`, once frozen.
    pub fn alias(&self, ctx: &Context, loc: Loc) -> Option<String> {
        if !self.frozen {
            return None;
        }
        let i = *self.index.get(&inline_text(ctx, loc))?;
        self.entries.get(i).map(|e| name(e.number))
    }

    /// The `#locN = loc(...)` lines of the eager (`deferred == false`) or deferred aliases.
    pub fn definitions(&self, ctx: &Context, deferred: bool) -> String {
        let mut picked: Vec<&Entry> = self
            .entries
            .iter()
            .filter(|e| e.deferrable == deferred)
            .collect();
        picked.sort_by_key(|e| e.number);
        let mut s = String::new();
        for e in picked {
            let _ = write!(s, "#{} = loc(", name(e.number));
            self.def_body(ctx, e, &mut s);
            s.push_str(")\n");
        }
        s
    }

    /// A location's body with the locations inside it written as their aliases.
    fn def_body(&self, ctx: &Context, e: &Entry, s: &mut String) {
        let child = |k: usize| {
            e.children
                .get(k)
                .and_then(|&c| self.entries.get(c))
                .map_or_else(|| "unknown".to_string(), |c| format!("#{}", name(c.number)))
        };
        let Loc::Attr(a) = e.loc else {
            s.push_str(&inline_text(ctx, e.loc));
            return;
        };
        match ctx.attr_kind(a) {
            AttrKind::Location(LocationKind::Name {
                name,
                child: Some(_),
            }) => {
                write_escaped_string(s, name.as_bytes());
                let _ = write!(s, "({})", child(0));
            }
            AttrKind::Location(LocationKind::CallSite { .. }) => {
                let _ = write!(s, "callsite({} at {})", child(0), child(1));
            }
            AttrKind::Location(LocationKind::Fused { locs, metadata }) => {
                s.push_str("fused");
                if let Some(m) = metadata {
                    s.push('<');
                    AsmWriter {
                        ctx,
                        out: s,
                        aliases: None,
                    }
                    .attr(*m);
                    s.push('>');
                }
                s.push('[');
                let items: Vec<String> = (0..locs.len()).map(child).collect();
                s.push_str(&items.join(", "));
                s.push(']');
            }
            _ => s.push_str(&inline_text(ctx, e.loc)),
        }
    }
}

fn name(n: usize) -> String {
    if n == 0 {
        "loc".to_string()
    } else {
        format!("loc{n}")
    }
}

/// The locations a location is made of (name child, callsite callee and caller, fused parts).
fn child_locs(ctx: &Context, loc: Loc) -> Vec<Loc> {
    let Loc::Attr(a) = loc else {
        return Vec::new();
    };
    match ctx.attr_kind(a) {
        AttrKind::Location(LocationKind::Name { child: Some(c), .. }) => vec![Loc::Attr(*c)],
        AttrKind::Location(LocationKind::CallSite { callee, caller }) => {
            vec![Loc::Attr(*callee), Loc::Attr(*caller)]
        }
        AttrKind::Location(LocationKind::Fused { locs, .. }) => {
            locs.iter().map(|&l| Loc::Attr(l)).collect()
        }
        _ => Vec::new(),
    }
}

/// The body of `loc(...)` written in full.
pub fn inline_text(ctx: &Context, loc: Loc) -> String {
    match loc {
        Loc::Unknown => "unknown".to_string(),
        Loc::Src { .. } => match crate::diagnostic::resolve_loc(ctx, loc) {
            Some(r) => {
                let mut s = String::new();
                write_escaped_string(&mut s, r.file.as_bytes());
                let _ = write!(s, ":{}:{}", r.line, r.col);
                s
            }
            None => "unknown".to_string(),
        },
        Loc::Attr(a) => {
            let mut s = String::new();
            AsmWriter {
                ctx,
                out: &mut s,
                aliases: None,
            }
            .attr_no_alias(a);
            s.strip_prefix("loc(")
                .and_then(|x| x.strip_suffix(')'))
                .map(str::to_string)
                .unwrap_or(s)
        }
    }
}
