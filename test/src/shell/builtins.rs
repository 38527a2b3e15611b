//! Commands run in-process: `FileCheck` (the project's in-process checker), `echo`, `cat`,
//! `true`, `false`, `:`, `mkdir`, `rm`.

use std::path::Path;

use crate::filecheck::{cli, filecheck};

/// What an in-process command produced.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Output {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub code: i32,
}

impl Output {
    fn fail(code: i32, message: String) -> Output {
        Output {
            stdout: Vec::new(),
            stderr: message.into_bytes(),
            code,
        }
    }
}

type Builtin = fn(&[String], &[u8], &Path) -> Output;

/// The in-process implementation of `name`, if there is one.
pub fn lookup(name: &str) -> Option<Builtin> {
    Some(match name {
        "FileCheck" | "FileCheck-22" => file_check,
        "echo" => echo,
        "cat" => cat,
        "true" | ":" => |_, _, _| Output::default(),
        "false" => |_, _, _| Output::fail(1, String::new()),
        "mkdir" => mkdir,
        "rm" => rm,
        _ => return None,
    })
}

fn read(cwd: &Path, name: &str) -> Result<String, String> {
    std::fs::read(cwd.join(name))
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .map_err(|e| format!("Could not open input file '{name}': {e}\n"))
}

fn file_check(args: &[String], stdin: &[u8], cwd: &Path) -> Output {
    let inv = match cli::parse_args(args) {
        Ok(inv) => inv,
        Err(e) => return Output::fail(2, format!("{e}\n")),
    };
    let check = match read(cwd, &inv.check_file) {
        Ok(t) => t,
        Err(e) => return Output::fail(2, e),
    };
    let input = match inv.input_file.as_deref() {
        Some(f) if f != "-" => match read(cwd, f) {
            Ok(t) => t,
            Err(e) => return Output::fail(2, e),
        },
        _ => String::from_utf8_lossy(stdin).into_owned(),
    };
    match filecheck(&check, &inv.check_file, &input, &inv.options) {
        Ok(()) => Output::default(),
        Err(report) => Output::fail(1, report),
    }
}

fn echo(args: &[String], _: &[u8], _: &Path) -> Output {
    let mut newline = true;
    let mut escapes = false;
    let mut words = args;
    while let Some(first) = words.first() {
        let Some(flags) = first.strip_prefix('-') else {
            break;
        };
        if flags.is_empty() || !flags.chars().all(|c| matches!(c, 'n' | 'e' | 'E')) {
            break;
        }
        for c in flags.chars() {
            match c {
                'n' => newline = false,
                'e' => escapes = true,
                _ => escapes = false,
            }
        }
        words = &words[1..];
    }
    let mut text = words.join(" ");
    if escapes {
        let (expanded, stop) = expand_escapes(&text);
        text = expanded;
        if stop {
            newline = false;
        }
    }
    if newline {
        text.push('\n');
    }
    Output {
        stdout: text.into_bytes(),
        ..Output::default()
    }
}

/// `echo -e` escapes; returns the text and whether `\c` stopped output.
fn expand_escapes(text: &str) -> (String, bool) {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('a') => out.push('\x07'),
            Some('b') => out.push('\x08'),
            Some('f') => out.push('\x0c'),
            Some('v') => out.push('\x0b'),
            Some('\\') => out.push('\\'),
            Some('c') => return (out, true),
            Some('0') => {
                let mut value = 0u32;
                for _ in 0..3 {
                    match chars.peek().and_then(|d| d.to_digit(8)) {
                        Some(d) => {
                            value = value * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                out.push(char::from_u32(value).unwrap_or('\0'));
            }
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    (out, false)
}

fn cat(args: &[String], stdin: &[u8], cwd: &Path) -> Output {
    let mut out = Output::default();
    let files: Vec<&str> = if args.is_empty() {
        vec!["-"]
    } else {
        args.iter().map(String::as_str).collect()
    };
    for f in files {
        if f == "-" {
            out.stdout.extend_from_slice(stdin);
            continue;
        }
        match std::fs::read(cwd.join(f)) {
            Ok(bytes) => out.stdout.extend_from_slice(&bytes),
            Err(e) => {
                out.stderr.extend(format!("cat: {f}: {e}\n").into_bytes());
                out.code = 1;
            }
        }
    }
    out
}

fn mkdir(args: &[String], _: &[u8], cwd: &Path) -> Output {
    let parents = args.iter().any(|a| a == "-p");
    let mut out = Output::default();
    for dir in args.iter().filter(|a| !a.starts_with('-')) {
        let path = cwd.join(dir);
        let result = if parents {
            std::fs::create_dir_all(&path)
        } else {
            std::fs::create_dir(&path)
        };
        if let Err(e) = result {
            out.stderr
                .extend(format!("mkdir: {dir}: {e}\n").into_bytes());
            out.code = 1;
        }
    }
    out
}

fn rm(args: &[String], _: &[u8], cwd: &Path) -> Output {
    let flags: String = args
        .iter()
        .filter(|a| a.starts_with('-'))
        .flat_map(|a| a.chars().skip(1))
        .collect();
    let force = flags.contains('f');
    let recursive = flags.contains('r') || flags.contains('R');
    let mut out = Output::default();
    for name in args.iter().filter(|a| !a.starts_with('-')) {
        let path = cwd.join(name);
        let result = match std::fs::symlink_metadata(&path) {
            Ok(m) if m.is_dir() && recursive => std::fs::remove_dir_all(&path),
            Ok(m) if m.is_dir() => Err(std::io::Error::other("is a directory")),
            Ok(_) => std::fs::remove_file(&path),
            Err(e) => Err(e),
        };
        if let Err(e) = result
            && !(force && e.kind() == std::io::ErrorKind::NotFound)
        {
            out.stderr.extend(format!("rm: {name}: {e}\n").into_bytes());
            out.code = 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str], stdin: &str) -> Output {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        match lookup(&args[0]) {
            Some(f) => f(&args[1..], stdin.as_bytes(), Path::new("/")),
            None => Output::fail(127, "not a builtin".into()),
        }
    }

    #[test]
    fn echo_forms() {
        assert_eq!(run(&["echo", "a", "b"], "").stdout, b"a b\n");
        assert_eq!(run(&["echo", "-n", "a"], "").stdout, b"a");
        assert_eq!(run(&["echo", "-e", "a\\nb\\c", "x"], "").stdout, b"a\nb");
        assert_eq!(run(&["echo", "-x"], "").stdout, b"-x\n");
    }

    #[test]
    fn cat_and_status() {
        assert_eq!(run(&["cat"], "in").stdout, b"in");
        assert_eq!(run(&["cat", "/nonexistent/x"], "").code, 1);
        assert_eq!(run(&["false"], "").code, 1);
        assert_eq!(run(&["true"], "").code, 0);
    }
}
