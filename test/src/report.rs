//! Rendering what a test ran, in the shape of lit's failure output.

use crate::shell::{CommandRecord, Status};

fn quote(arg: &str) -> String {
    let plain = !arg.is_empty()
        && arg
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+%@".contains(c));
    if plain {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', r"'\''"))
    }
}

fn boxed(out: &mut String, title: &str, text: &str) {
    out.push_str(&format!(
        "# .---{title}{}\n",
        "-".repeat(24usize.saturating_sub(title.len()))
    ));
    for line in text.lines() {
        out.push_str("# | ");
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("# `-----------------------------\n");
}

/// One RUN line: its location, the expanded command, and each executed command.
pub fn run_line(start: usize, end: usize, command: &str, log: &[CommandRecord]) -> String {
    let mut out = if start == end {
        format!("# RUN: at line {start}\n")
    } else {
        format!("# RUN: at line {start}-{end}\n")
    };
    out.push_str(command.trim());
    out.push('\n');
    for r in log {
        let args: Vec<String> = r.args.iter().map(|a| quote(a)).collect();
        out.push_str(&format!("# executed command: {}\n", args.join(" ")));
        if let Some(s) = &r.stdout {
            boxed(&mut out, "command stdout", s);
        }
        if let Some(s) = &r.stderr {
            boxed(&mut out, "command stderr", s);
        }
        match &r.status {
            Status::Exit(c) if *c == r.code || *c == 0 => {}
            Status::Exit(c) => out.push_str(&format!("# note: command had exit status {c}\n")),
            Status::Signal(s) => out.push_str(&format!("# note: command crashed (signal {s})\n")),
            Status::Timeout => {
                out.push_str("# error: command reached the timeout and was killed\n")
            }
            Status::Error(e) => out.push_str(&format!("# error: {e}\n")),
        }
        if r.code != 0 {
            out.push_str(&format!(
                "# error: command failed with exit status: {}\n",
                r.code
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_commands() {
        let log = [CommandRecord {
            args: vec!["FileCheck".into(), "a b".into()],
            stdout: None,
            stderr: Some("t.mlir:1:1: error: x\n".into()),
            status: Status::Exit(1),
            code: 1,
        }];
        let text = run_line(3, 3, " echo | FileCheck 'a b'", &log);
        assert!(text.starts_with(
            "# RUN: at line 3\necho | FileCheck 'a b'\n# executed command: FileCheck 'a b'\n"
        ));
        assert!(text.contains("# | t.mlir:1:1: error: x\n"));
        assert!(text.ends_with("# error: command failed with exit status: 1\n"));
    }
}
