//! Matching a parsed check program against the input: port of LLVM
//! `FileCheck::checkInput` and `FileCheckString::{Check, CheckDag, CheckNot, CheckNext,
//! CheckSame}`. All positions are absolute byte offsets into the input.

use super::parse::{CheckString, DagNot, Loc, Program};
use super::pattern::{CheckKind, Match, MatchError, Pattern, Vars};
use super::source::Source;

/// Collects diagnostics and the input ranges that failing checks searched.
pub struct Checker<'a> {
    program: &'a Program,
    input: &'a Source,
    vars: Vars,
    allow_dag_overlap: bool,
    enable_var_scope: bool,
    pub diagnostics: Vec<String>,
    pub searched: Vec<(usize, usize)>,
}

/// A half-open byte range of the input.
#[derive(Debug, Clone, Copy)]
struct Region {
    start: usize,
    end: usize,
}

impl<'a> Checker<'a> {
    pub fn new(
        program: &'a Program,
        input: &'a Source,
        vars: Vars,
        allow_dag_overlap: bool,
        enable_var_scope: bool,
    ) -> Self {
        Checker {
            program,
            input,
            vars,
            allow_dag_overlap,
            enable_var_scope,
            diagnostics: Vec::new(),
            searched: Vec::new(),
        }
    }

    /// Runs every check; true when all passed.
    pub fn run(&mut self) -> bool {
        let checks = &self.program.checks;
        let end = self.input.text.len();
        let (mut i, mut j) = (0, 0);
        let mut buffer_start = 0;
        let mut failed = false;
        loop {
            let mut region;
            if j == checks.len() {
                region = Region {
                    start: buffer_start,
                    end,
                };
            } else {
                if checks[j].pat.kind != CheckKind::Label {
                    j += 1;
                    continue;
                }
                let scan = Region {
                    start: buffer_start,
                    end,
                };
                let Some((pos, len)) = self.check(&checks[j], scan, true) else {
                    return false;
                };
                region = Region {
                    start: buffer_start,
                    end: pos + len,
                };
                buffer_start = pos + len;
                j += 1;
            }
            if i != 0 && self.enable_var_scope {
                self.vars.clear_locals();
            }
            while i != j {
                match self.check(&checks[i], region, false) {
                    Some((pos, len)) => region.start = pos + len,
                    None => {
                        failed = true;
                        i = j;
                        break;
                    }
                }
                i += 1;
            }
            if j == checks.len() {
                break;
            }
        }
        !failed
    }

    /// `FileCheckString::Check`: returns (match position, match length).
    fn check(
        &mut self,
        cs: &CheckString,
        region: Region,
        label_scan: bool,
    ) -> Option<(usize, usize)> {
        let mut last_pos = region.start;
        let mut not_strings: Vec<&DagNot> = Vec::new();
        if !label_scan {
            last_pos = self.check_dag(cs, region, &mut not_strings)?;
        }
        let mut last_match_end = last_pos;
        let mut first_match_pos = last_pos;
        for i in 1..=cs.pat.count {
            let search = Region {
                start: last_match_end,
                end: region.end,
            };
            match self.match_in(&cs.pat, search) {
                Ok(m) => {
                    if i == 1 {
                        first_match_pos = search.start + m.pos;
                    }
                    last_match_end = search.start + m.pos + m.len;
                }
                Err(e) => {
                    let name = directive_name(&cs.prefix, &cs.pat, i);
                    self.report_not_found(&name, &cs.pat, cs.loc, search, e);
                    return None;
                }
            }
        }
        let match_len = last_match_end - first_match_pos;
        if !label_scan {
            let skipped = Region {
                start: last_pos,
                end: first_match_pos,
            };
            if self.check_next(cs, skipped, first_match_pos)
                || self.check_same(cs, skipped, first_match_pos)
            {
                return None;
            }
            if self.check_not(skipped, &not_strings) {
                return None;
            }
        }
        Some((first_match_pos, match_len))
    }

    fn match_in(&mut self, pat: &Pattern, region: Region) -> Result<Match, MatchError> {
        let buffer = self.input.text.get(region.start..region.end).unwrap_or("");
        pat.matches(buffer, &mut self.vars)
    }

    /// `FileCheckString::CheckDag`: returns the position after the last CHECK-DAG group.
    fn check_dag<'p>(
        &mut self,
        cs: &'p CheckString,
        region: Region,
        not_strings: &mut Vec<&'p DagNot>,
    ) -> Option<usize> {
        if cs.dag_not.is_empty() {
            return Some(region.start);
        }
        let mut start_pos = region.start;
        // Sorted, non-overlapping match ranges of the current CHECK-DAG group.
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for (idx, dn) in cs.dag_not.iter().enumerate() {
            if dn.pat.kind == CheckKind::Not {
                not_strings.push(dn);
                continue;
            }
            let mut match_pos = start_pos;
            let mut mi = 0;
            loop {
                let search = Region {
                    start: match_pos,
                    end: region.end,
                };
                let m = match self.match_in(&dn.pat, search) {
                    Ok(m) => m,
                    Err(e) => {
                        let name = format!("{}-DAG", dn.prefix);
                        self.report_not_found(&name, &dn.pat, dn.loc, search, e);
                        return None;
                    }
                };
                let new = (match_pos + m.pos, match_pos + m.pos + m.len);
                if self.allow_dag_overlap {
                    match ranges.first_mut() {
                        None => ranges.push(new),
                        Some(block) => *block = (block.0.min(new.0), block.1.max(new.1)),
                    }
                    break;
                }
                let mut overlap = false;
                while mi < ranges.len() {
                    if new.0 < ranges[mi].1 {
                        overlap = ranges[mi].0 < new.1;
                        break;
                    }
                    mi += 1;
                }
                if !overlap {
                    ranges.insert(mi, new);
                    break;
                }
                match_pos = ranges[mi].1;
                mi += 1;
            }
            let group_ends = cs
                .dag_not
                .get(idx + 1)
                .is_none_or(|next| next.pat.kind == CheckKind::Not);
            if group_ends {
                let first = ranges.first().map_or(start_pos, |r| r.0);
                if !not_strings.is_empty() {
                    let skipped = Region {
                        start: start_pos,
                        end: first,
                    };
                    if self.check_not(skipped, not_strings) {
                        return None;
                    }
                    not_strings.clear();
                }
                start_pos = ranges.last().map_or(start_pos, |r| r.1);
                ranges.clear();
            }
        }
        Some(start_pos)
    }

    /// `FileCheckString::CheckNot`: true when a CHECK-NOT matched (or failed to evaluate).
    fn check_not(&mut self, region: Region, not_strings: &[&DagNot]) -> bool {
        let mut failed = false;
        for dn in not_strings {
            match self.match_in(&dn.pat, region) {
                Err(MatchError::NotFound) => {}
                Ok(m) => {
                    failed = true;
                    let name = format!("{}-NOT", dn.prefix);
                    let mut text =
                        self.check_diag(dn.loc, &format!("{name}: excluded string found in input"));
                    text.push_str(&self.input.diag(region.start + m.pos, "note", "found here"));
                    for note in dn.pat.substitution_notes(&self.vars) {
                        text.push_str(&self.input.diag(region.start + m.pos, "note", &note));
                    }
                    self.searched.push((region.start, region.end));
                    self.diagnostics.push(text);
                }
                Err(MatchError::Error(msg)) => {
                    failed = true;
                    let text = self.check_diag(dn.loc, &msg);
                    self.diagnostics.push(text);
                }
            }
        }
        failed
    }

    /// `FileCheckString::CheckNext` (also used by CHECK-EMPTY).
    fn check_next(&mut self, cs: &CheckString, skipped: Region, match_pos: usize) -> bool {
        if !matches!(cs.pat.kind, CheckKind::Next | CheckKind::Empty) {
            return false;
        }
        let name = directive_name(&cs.prefix, &cs.pat, 1);
        let newlines = count_newlines(
            self.input
                .text
                .get(skipped.start..skipped.end)
                .unwrap_or(""),
        );
        let message = match newlines {
            1 => return false,
            0 => format!("{name}: is on the same line as previous match"),
            _ => format!("{name}: is not on the line after the previous match"),
        };
        let mut text = self.check_diag(cs.loc, &message);
        text.push_str(&self.input.diag(match_pos, "note", "'next' match was here"));
        text.push_str(
            &self
                .input
                .diag(skipped.start, "note", "previous match ended here"),
        );
        self.searched.push((skipped.start, match_pos));
        self.diagnostics.push(text);
        true
    }

    /// `FileCheckString::CheckSame`.
    fn check_same(&mut self, cs: &CheckString, skipped: Region, match_pos: usize) -> bool {
        if cs.pat.kind != CheckKind::Same {
            return false;
        }
        if count_newlines(
            self.input
                .text
                .get(skipped.start..skipped.end)
                .unwrap_or(""),
        ) == 0
        {
            return false;
        }
        let name = directive_name(&cs.prefix, &cs.pat, 1);
        let mut text = self.check_diag(
            cs.loc,
            &format!("{name}: is not on the same line as the previous match"),
        );
        text.push_str(&self.input.diag(match_pos, "note", "'next' match was here"));
        text.push_str(
            &self
                .input
                .diag(skipped.start, "note", "previous match ended here"),
        );
        self.searched.push((skipped.start, match_pos));
        self.diagnostics.push(text);
        true
    }

    fn check_diag(&self, loc: Loc, message: &str) -> String {
        match self.program.sources.get(loc.src) {
            Some(src) => src.diag(loc.offset, "error", message),
            None => format!("error: {message}\n"),
        }
    }

    fn report_not_found(
        &mut self,
        name: &str,
        pat: &Pattern,
        loc: Loc,
        search: Region,
        e: MatchError,
    ) {
        let mut text = match &e {
            MatchError::NotFound => {
                self.check_diag(loc, &format!("{name}: expected string not found in input"))
            }
            MatchError::Error(msg) => self.check_diag(loc, msg),
        };
        text.push_str(&self.input.diag(search.start, "note", "scanning from here"));
        for note in pat.substitution_notes(&self.vars) {
            text.push_str(&self.input.diag(search.start, "note", &note));
        }
        self.searched.push((search.start, search.end));
        self.diagnostics.push(text);
    }
}

fn directive_name(prefix: &str, pat: &Pattern, _i: usize) -> String {
    if pat.count > 1 {
        format!("{prefix}-COUNT")
    } else if pat.kind == CheckKind::Eof {
        prefix.to_string()
    } else {
        format!("{prefix}{}", pat.kind.suffix())
    }
}

/// Port of `CountNumNewlinesBetween`: `\n`, `\r`, `\r\n` and `\n\r` each count once.
fn count_newlines(text: &str) -> usize {
    let b = text.as_bytes();
    let mut count = 0;
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\n' || b[i] == b'\r' {
            count += 1;
            if i + 1 < b.len() && (b[i + 1] == b'\n' || b[i + 1] == b'\r') && b[i] != b[i + 1] {
                i += 1;
            }
        }
        i += 1;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newline_counting() {
        assert_eq!(count_newlines("a\nb\r\nc\n\n"), 4);
        assert_eq!(count_newlines("abc"), 0);
    }
}
