//! Wall-time measurement for `--mlir-timing`: a tree of named timers and MLIR's report format.

use std::fmt::Write;
use std::time::Duration;

/// A named timer with nested timers, merged by name (MLIR's tree display: every function's
/// `CSE` run adds to the same `'func.func' Pipeline` / `CSE` node).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timer {
    /// The label printed in the report.
    pub name: String,
    /// Accumulated wall time.
    pub wall: Duration,
    /// Nested timers, in order of first use.
    pub children: Vec<Timer>,
}

impl Timer {
    /// A timer with no time yet.
    pub fn new(name: impl Into<String>) -> Self {
        Timer {
            name: name.into(),
            wall: Duration::ZERO,
            children: Vec::new(),
        }
    }

    /// The nested timer called `name`, created on first use.
    pub fn child(&mut self, name: &str) -> &mut Timer {
        let i = match self.children.iter().position(|c| c.name == name) {
            Some(i) => i,
            None => {
                self.children.push(Timer::new(name));
                self.children.len() - 1
            }
        };
        &mut self.children[i]
    }

    /// Adds elapsed time.
    pub fn add(&mut self, d: Duration) {
        self.wall += d;
    }

    /// MLIR's `--mlir-timing` report (tree display, wall time only, as `mlir-opt` prints it
    /// single-threaded): this timer's children, then `Rest` (the time not covered by them) and
    /// `Total`.
    pub fn report(&self, total: Duration) -> String {
        let mut out = self.report_header(total);
        let mut stack: Vec<(&Timer, usize)> = self.children.iter().rev().map(|c| (c, 0)).collect();
        while let Some((t, depth)) = stack.pop() {
            row(&mut out, t.wall, total, depth, &t.name);
            stack.extend(t.children.iter().rev().map(|c| (c, depth + 1)));
        }
        let covered: Duration = self.children.iter().map(|c| c.wall).sum();
        row(&mut out, total.saturating_sub(covered), total, 0, "Rest");
        row(&mut out, total, total, 0, "Total");
        out
    }
}

impl Timer {
    /// MLIR's list display: every timer merged by name across the tree, sorted by decreasing
    /// time, then `Rest` and `Total`.
    pub fn report_list(&self, total: Duration) -> String {
        let mut merged: Vec<(String, Duration)> = Vec::new();
        let mut stack: Vec<&Timer> = self.children.iter().collect();
        while let Some(t) = stack.pop() {
            match merged.iter_mut().find(|(n, _)| *n == t.name) {
                Some(slot) => slot.1 += t.wall,
                None => merged.push((t.name.clone(), t.wall)),
            }
            stack.extend(t.children.iter());
        }
        merged.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let mut out = self.report_header(total);
        for (name, d) in &merged {
            row(&mut out, *d, total, 0, name);
        }
        let covered: Duration = self.children.iter().map(|c| c.wall).sum();
        row(&mut out, total.saturating_sub(covered), total, 0, "Rest");
        row(&mut out, total, total, 0, "Total");
        out
    }

    fn report_header(&self, total: Duration) -> String {
        let mut out = String::new();
        let bar = "===-------------------------------------------------------------------------===";
        let _ = writeln!(out, "{bar}");
        let _ = writeln!(
            out,
            "                         ... Execution time report ..."
        );
        let _ = writeln!(out, "{bar}");
        let _ = writeln!(
            out,
            "  Total Execution Time: {:.4} seconds",
            total.as_secs_f64()
        );
        let _ = writeln!(out);
        let _ = writeln!(out, "  ----Wall Time----  ----Name----");
        out
    }
}

fn row(out: &mut String, t: Duration, total: Duration, depth: usize, name: &str) {
    let secs = t.as_secs_f64();
    let pct = if total.is_zero() {
        0.0
    } else {
        100.0 * secs / total.as_secs_f64()
    };
    let _ = writeln!(
        out,
        "  {secs:>8.4} ({pct:>5.1}%)  {}{name}",
        "  ".repeat(depth)
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_format() {
        let mut root = Timer::new("root");
        root.child("Parser").add(Duration::from_millis(500));
        let p = root.child("'func.func' Pipeline");
        p.add(Duration::from_millis(200));
        p.child("CSE").add(Duration::from_millis(100));
        root.child("Output").add(Duration::from_millis(100));
        let r = root.report(Duration::from_secs(1));
        let expected = "\
===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 1.0000 seconds

  ----Wall Time----  ----Name----
    0.5000 ( 50.0%)  Parser
    0.2000 ( 20.0%)  'func.func' Pipeline
    0.1000 ( 10.0%)    CSE
    0.1000 ( 10.0%)  Output
    0.2000 ( 20.0%)  Rest
    1.0000 (100.0%)  Total
";
        assert_eq!(r, expected);
    }
}
