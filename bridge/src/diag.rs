//! MLIR diagnostics captured while the bridge works, and their translation into ours.

use melior::diagnostic::DiagnosticSeverity;
use melior::ir::Location;
use std::cell::RefCell;
use std::rc::Rc;
use tile_ir::Context;
use tile_ir::attributes::{AttrKind, LocationKind};
use tile_ir::diagnostic::{Diagnostic, Severity};
use tile_ir::location::Loc;

/// Deepest location nesting translated; deeper parts become `loc(unknown)`.
const MAX_LOC_DEPTH: usize = 64;

/// An MLIR location, copied out of the MLIR context.
#[derive(Clone, Debug)]
pub(crate) enum UpLoc {
    Unknown,
    FileLineCol {
        file: String,
        line: u32,
        col: u32,
    },
    Name {
        name: String,
        child: Option<Box<UpLoc>>,
    },
    CallSite {
        callee: Box<UpLoc>,
        caller: Box<UpLoc>,
    },
    Fused(Vec<UpLoc>),
}

impl UpLoc {
    fn from_mlir(loc: Location<'_>, depth: usize) -> Self {
        if depth > MAX_LOC_DEPTH {
            return UpLoc::Unknown;
        }
        if loc.is_file_line_col_range() {
            let file = loc
                .file_line_col_range_filename()
                .as_string_ref()
                .as_str()
                .unwrap_or("")
                .to_string();
            UpLoc::FileLineCol {
                file,
                line: u32::try_from(loc.file_line_col_range_start_line()).unwrap_or(0),
                col: u32::try_from(loc.file_line_col_range_start_column()).unwrap_or(0),
            }
        } else if loc.is_name() {
            let name = loc
                .name_value()
                .as_string_ref()
                .as_str()
                .unwrap_or("")
                .to_string();
            let child = UpLoc::from_mlir(loc.name_child_location(), depth + 1);
            UpLoc::Name {
                name,
                child: match child {
                    UpLoc::Unknown => None,
                    c => Some(Box::new(c)),
                },
            }
        } else if loc.is_call_site() {
            UpLoc::CallSite {
                callee: Box::new(UpLoc::from_mlir(loc.call_site_callee(), depth + 1)),
                caller: Box::new(UpLoc::from_mlir(loc.call_site_caller(), depth + 1)),
            }
        } else if loc.is_fused() {
            let n = loc.fused_num_locations().min(1024);
            UpLoc::Fused(
                (0..n)
                    .map(|i| UpLoc::from_mlir(loc.fused_location(i), depth + 1))
                    .collect(),
            )
        } else {
            UpLoc::Unknown
        }
    }

    /// Our location for this one, interning location attributes in `ctx`. `rename` maps
    /// MLIR's buffer names to ours (the text the bridge itself handed to MLIR).
    fn to_loc(&self, ctx: &mut Context, rename: &dyn Fn(&str) -> Option<String>) -> Loc {
        match self.to_kind(ctx, rename) {
            None => Loc::Unknown,
            Some(k) => Loc::Attr(ctx.intern_attr(AttrKind::Location(k))),
        }
    }

    fn to_kind(
        &self,
        ctx: &mut Context,
        rename: &dyn Fn(&str) -> Option<String>,
    ) -> Option<LocationKind> {
        let attr = |l: &UpLoc, ctx: &mut Context| {
            let k = l.to_kind(ctx, rename).unwrap_or(LocationKind::Unknown);
            ctx.intern_attr(AttrKind::Location(k))
        };
        Some(match self {
            UpLoc::Unknown => return None,
            UpLoc::FileLineCol { file, line, col } => LocationKind::FileLineCol {
                file: rename(file).unwrap_or_else(|| file.clone()),
                line: *line,
                col: *col,
                end: None,
            },
            UpLoc::Name { name, child } => LocationKind::Name {
                name: name.clone(),
                child: child.as_deref().map(|c| attr(c, ctx)),
            },
            UpLoc::CallSite { callee, caller } => LocationKind::CallSite {
                callee: attr(callee, ctx),
                caller: attr(caller, ctx),
            },
            UpLoc::Fused(locs) => LocationKind::Fused {
                locs: locs.iter().map(|l| attr(l, ctx)).collect(),
                metadata: None,
            },
        })
    }
}

/// One MLIR diagnostic with its notes, copied out of the MLIR context.
#[derive(Clone, Debug)]
pub(crate) struct Captured {
    severity: Severity,
    message: String,
    loc: UpLoc,
    notes: Vec<Captured>,
}

impl Captured {
    fn from_mlir(d: &melior::diagnostic::Diagnostic<'_>, depth: usize) -> Self {
        let severity = match d.severity() {
            DiagnosticSeverity::Error => Severity::Error,
            DiagnosticSeverity::Warning => Severity::Warning,
            DiagnosticSeverity::Remark => Severity::Remark,
            DiagnosticSeverity::Note => Severity::Note,
        };
        let notes = if depth < 4 {
            (0..d.note_count().min(64))
                .filter_map(|i| d.note(i).ok())
                .map(|n| Captured::from_mlir(&n, depth + 1))
                .collect()
        } else {
            Vec::new()
        };
        Captured {
            severity,
            message: d.to_string(),
            loc: UpLoc::from_mlir(d.location(), 0),
            notes,
        }
    }

    /// Our diagnostic for this one.
    pub(crate) fn to_diagnostic(
        &self,
        ctx: &mut Context,
        rename: &dyn Fn(&str) -> Option<String>,
    ) -> Diagnostic {
        let mut d = Diagnostic::error(self.loc.to_loc(ctx, rename), self.message.clone());
        d.severity = self.severity;
        for n in &self.notes {
            let mut note = n.to_diagnostic(ctx, rename);
            note.severity = Severity::Note;
            // Our notes are flat; a note's own notes follow it.
            let nested = std::mem::take(&mut note.notes);
            d.notes.push(note);
            d.notes.extend(nested);
        }
        d
    }
}

/// Collects the diagnostics an MLIR context emits while it is alive (attached to the
/// context, detached on drop), so nothing is printed to stderr behind the caller's back.
pub(crate) struct Collector<'c> {
    context: &'c melior::Context,
    id: Option<melior::diagnostic::DiagnosticHandlerId>,
    sink: Rc<RefCell<Vec<Captured>>>,
}

impl<'c> Collector<'c> {
    pub(crate) fn attach(context: &'c melior::Context) -> Self {
        let sink: Rc<RefCell<Vec<Captured>>> = Rc::default();
        let inner = Rc::clone(&sink);
        // The handler owns its share of the sink, so it borrows nothing from this frame.
        let id = context.attach_diagnostic_handler(move |d| {
            if let Ok(mut v) = inner.try_borrow_mut() {
                v.push(Captured::from_mlir(&d, 0));
            }
            true
        });
        Collector {
            context,
            id: Some(id),
            sink,
        }
    }

    /// Takes what was collected so far.
    pub(crate) fn take(&self) -> Vec<Captured> {
        self.sink
            .try_borrow_mut()
            .map(|mut v| std::mem::take(&mut *v))
            .unwrap_or_default()
    }
}

impl Drop for Collector<'_> {
    fn drop(&mut self) {
        if let Some(id) = self.id.take() {
            self.context.detach_diagnostic_handler(id);
        }
    }
}
