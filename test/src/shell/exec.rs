//! Executing a parsed RUN command like lit's internal shell: `&&`/`||`/`;`, pipelines
//! with pipefail, `env`/`not`/`not --crash`/`!` prefixes, redirections, in-process
//! builtins (including FileCheck) and external tools with a time limit.
//!
//! Pipeline stages run one after another, each stage's stdout buffered and fed to the
//! next; for the non-interactive tools used in tests this gives the same results as
//! concurrent pipes.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::builtins;
use super::parse::{Command, Pipeline, Redirect, Script, SeqOp};
use super::process::{self, EnvChanges, Sink, Status};

/// What the shell needs from the runner configuration.
#[derive(Debug, Clone)]
pub struct Shell<'a> {
    /// Working directory of every command.
    pub cwd: PathBuf,
    /// Tool name -> executable, consulted before PATH.
    pub tools: &'a BTreeMap<String, PathBuf>,
    /// Time limit for each external command.
    pub timeout: Duration,
}

/// The record of one executed command, for the failure report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandRecord {
    pub args: Vec<String>,
    /// Captured stdout that was not piped onwards (the last stage's).
    pub stdout: Option<String>,
    /// Captured stderr.
    pub stderr: Option<String>,
    pub status: Status,
    /// Exit code after `not` handling; nonzero means failure.
    pub code: i32,
}

/// An output destination before files are opened.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Target {
    Pipe,
    /// stderr merged into stdout.
    Stdout,
    /// A file; targets with the same `id` share one open file.
    Path {
        path: PathBuf,
        append: bool,
        id: usize,
    },
}

#[derive(Debug, Default)]
struct Prefixes {
    env: EnvChanges,
    nots: Vec<&'static str>,
    crash: bool,
}

fn peel_prefixes(args: &mut Vec<String>) -> Result<Prefixes, String> {
    let mut p = Prefixes::default();
    loop {
        match args.first().map(String::as_str) {
            Some("env") => {
                args.remove(0);
                while let Some(a) = args.first().cloned() {
                    if a == "-i" || a == "-" || a == "--ignore-environment" {
                        p.env.clear = true;
                        args.remove(0);
                    } else if a == "-u" || a == "--unset" {
                        args.remove(0);
                        if args.is_empty() {
                            return Err("env: option requires an argument -- 'u'".into());
                        }
                        let var = args.remove(0);
                        p.env.set.push((var, None));
                    } else if let Some((k, v)) = a.split_once('=').filter(|_| !a.starts_with('-')) {
                        p.env.set.push((k.to_string(), Some(v.to_string())));
                        args.remove(0);
                    } else {
                        break;
                    }
                }
                if args.is_empty() {
                    return Err("'env' without a command is not supported".into());
                }
            }
            Some("not") => {
                args.remove(0);
                p.nots.push("not");
                if args.first().is_some_and(|a| a == "--crash") {
                    args.remove(0);
                    p.crash = true;
                }
                if args.is_empty() {
                    return Err("Error: 'not' requires a subcommand".into());
                }
            }
            Some("!") => {
                args.remove(0);
                p.nots.push("!");
                if args.is_empty() {
                    return Err("Error: '!' requires a subcommand".into());
                }
            }
            _ => return Ok(p),
        }
    }
}

/// Applies `not`/`!` to a status (lit's rules: a crash fails even under a single `not`).
fn exit_code(status: &Status, p: &Prefixes) -> i32 {
    let raw = match status {
        Status::Exit(c) => *c,
        Status::Signal(_) | Status::Timeout => -1,
        Status::Error(_) => return 127,
    };
    if p.crash {
        return i32::from(!status.crashed());
    }
    let n = p.nots.len();
    if n % 2 == 1 {
        if p.nots == ["not"] {
            i32::from(raw <= 0)
        } else {
            i32::from(raw == 0)
        }
    } else if n > 1 {
        i32::from(raw != 0)
    } else {
        raw
    }
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

impl Shell<'_> {
    /// Runs a parsed command; returns its exit code and appends one record per command.
    pub fn run(&self, script: &Script, log: &mut Vec<CommandRecord>) -> i32 {
        match script {
            Script::Pipeline(p) => self.run_pipeline(p, log),
            Script::Seq(lhs, op, rhs) => {
                let code = self.run(lhs, log);
                if log.iter().any(|r| r.status == Status::Timeout) {
                    return code;
                }
                match op {
                    SeqOp::Semi => self.run(rhs, log),
                    SeqOp::And if code == 0 => self.run(rhs, log),
                    SeqOp::Or if code != 0 => self.run(rhs, log),
                    _ => code,
                }
            }
        }
    }

    fn run_pipeline(&self, pipeline: &Pipeline, log: &mut Vec<CommandRecord>) -> i32 {
        let mut input = Vec::new();
        let mut result = 0;
        let last = pipeline.commands.len().saturating_sub(1);
        for (i, cmd) in pipeline.commands.iter().enumerate() {
            let (record, piped) = self.run_command(cmd, std::mem::take(&mut input), i == last);
            input = piped;
            if record.code != 0 {
                result = record.code;
            }
            log.push(record);
        }
        result
    }

    fn resolve(&self, name: &str, env: &EnvChanges) -> Option<PathBuf> {
        if let Some(p) = self.tools.get(name) {
            return Some(p.clone());
        }
        if name.contains('/') {
            let p = self.cwd.join(name);
            return p.is_file().then_some(p);
        }
        process::which_in(name, env.path_var().as_deref())
    }

    fn targets(&self, cmd: &Command, stdin: &mut Vec<u8>) -> Result<(Target, Target), String> {
        let (mut out, mut err) = (Target::Pipe, Target::Pipe);
        for (id, r) in cmd.redirects.iter().enumerate() {
            match r {
                Redirect::Read { path } => {
                    *stdin = std::fs::read(self.cwd.join(path))
                        .map_err(|e| format!("cannot open '{path}' for reading: {e}"))?;
                }
                Redirect::Write { fd, path, append } => {
                    let t = Target::Path {
                        path: self.cwd.join(path),
                        append: *append,
                        id,
                    };
                    if *fd == 1 {
                        out = t;
                    } else {
                        err = t;
                    }
                }
                Redirect::Dup { to: 1, .. } => {
                    err = match &out {
                        Target::Pipe => Target::Stdout,
                        other => other.clone(),
                    };
                }
                Redirect::Dup { .. } => {}
                Redirect::Both { path } => {
                    out = Target::Path {
                        path: self.cwd.join(path),
                        append: false,
                        id,
                    };
                    err = out.clone();
                }
            }
        }
        Ok((out, err))
    }

    /// Runs one pipeline stage; returns its record and the bytes it pipes onwards.
    fn run_command(&self, cmd: &Command, stdin: Vec<u8>, last: bool) -> (CommandRecord, Vec<u8>) {
        let mut record = CommandRecord {
            args: cmd.args.clone(),
            stdout: None,
            stderr: None,
            status: Status::Exit(0),
            code: 0,
        };
        let fail = |mut record: CommandRecord, msg: String| {
            record.status = Status::Error(msg);
            record.code = 127;
            (record, Vec::new())
        };
        let mut args = cmd.args.clone();
        let prefixes = match peel_prefixes(&mut args) {
            Ok(p) => p,
            Err(e) => return fail(record, e),
        };
        let mut stdin = stdin;
        let (out, err) = match self.targets(cmd, &mut stdin) {
            Ok(t) => t,
            Err(e) => return fail(record, e),
        };
        let (out_sink, err_sink) = match open_sinks(&out, &err) {
            Ok(s) => s,
            Err(e) => return fail(record, e),
        };
        let (stdout, stderr, status) = if let Some(builtin) = builtins::lookup(&args[0]) {
            let o = builtin(&args[1..], &stdin, &self.cwd);
            route_builtin(o, out_sink, err_sink)
        } else {
            let Some(exe) = self.resolve(&args[0], &prefixes.env) else {
                return fail(record, format!("'{}': command not found", args[0]));
            };
            let spawn = process::Spawn {
                exe: &exe,
                args: &args[1..],
                cwd: &self.cwd,
                env: &prefixes.env,
                timeout: self.timeout,
            };
            let f = spawn.run(stdin, out_sink, err_sink);
            (f.stdout, f.stderr, f.status)
        };
        record.code = exit_code(&status, &prefixes);
        record.status = status;
        if err == Target::Pipe && !stderr.is_empty() {
            record.stderr = Some(lossy(&stderr));
        }
        if out == Target::Pipe && last && !stdout.is_empty() {
            record.stdout = Some(lossy(&stdout));
        }
        let piped = if out == Target::Pipe {
            stdout
        } else {
            Vec::new()
        };
        (record, piped)
    }
}

fn open(path: &Path, append: bool) -> Result<File, String> {
    let result = if append {
        OpenOptions::new().create(true).append(true).open(path)
    } else {
        File::create(path)
    };
    result.map_err(|e| format!("cannot open '{}' for writing: {e}", path.display()))
}

fn open_sinks(out: &Target, err: &Target) -> Result<(Sink, Sink), String> {
    let out_sink = match out {
        Target::Path { path, append, .. } => Sink::File(open(path, *append)?),
        _ => Sink::Pipe,
    };
    let err_sink = match (err, &out_sink) {
        (Target::Stdout, _) => Sink::Stdout,
        (Target::Path { id, .. }, Sink::File(f)) if matches!(out, Target::Path { id: o, .. } if o == id) => {
            Sink::File(f.try_clone().map_err(|e| e.to_string())?)
        }
        (Target::Path { path, append, .. }, _) => Sink::File(open(path, *append)?),
        (Target::Pipe, _) => Sink::Pipe,
    };
    Ok((out_sink, err_sink))
}

/// Sends a builtin's output where the redirections say; returns (piped stdout, captured
/// stderr, status).
fn route_builtin(o: builtins::Output, out: Sink, err: Sink) -> (Vec<u8>, Vec<u8>, Status) {
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let mut status = Status::Exit(o.code);
    let mut write = |f: &mut File, bytes: &[u8]| {
        if let Err(e) = f.write_all(bytes) {
            status = Status::Error(format!("write failed: {e}"));
        }
    };
    let mut out_file = None;
    match out {
        Sink::File(mut f) => {
            write(&mut f, &o.stdout);
            out_file = Some(f);
        }
        _ => stdout = o.stdout,
    }
    match err {
        Sink::File(mut f) => write(&mut f, &o.stderr),
        Sink::Stdout => match out_file.as_mut() {
            Some(f) => write(f, &o.stderr),
            None => stdout.extend_from_slice(&o.stderr),
        },
        Sink::Pipe => stderr = o.stderr,
    }
    (stdout, stderr, status)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use crate::shell::parse;

    fn run(cmd: &str, cwd: &Path) -> (i32, Vec<CommandRecord>) {
        let tools = BTreeMap::new();
        let shell = Shell {
            cwd: cwd.to_path_buf(),
            tools: &tools,
            timeout: Duration::from_secs(20),
        };
        let mut log = Vec::new();
        let code = match parse::parse(cmd) {
            Ok(s) => shell.run(&s, &mut log),
            Err(e) => panic!("{e}"),
        };
        (code, log)
    }

    #[test]
    fn not_semantics() {
        let dir = std::env::temp_dir();
        assert_eq!(run("true", &dir).0, 0);
        assert_ne!(run("false", &dir).0, 0);
        assert_eq!(run("not false", &dir).0, 0);
        assert_ne!(run("not true", &dir).0, 0);
        assert_ne!(run("not sh -c 'kill -SEGV $$'", &dir).0, 0);
        assert_eq!(run("not --crash sh -c 'kill -ABRT $$'", &dir).0, 0);
        assert_ne!(run("not --crash sh -c 'exit 1'", &dir).0, 0);
        assert_eq!(run("! true || true", &dir).0, 0);
        assert_ne!(run("no-such-tool-xyz", &dir).0, 0);
    }

    #[test]
    fn pipes_redirects_and_env() {
        let dir = std::env::temp_dir().join(format!("tile-lit-exec-{}", std::process::id()));
        assert!(std::fs::create_dir_all(&dir).is_ok());
        assert_eq!(run("echo hello | sh -c 'tr a-z A-Z' > out.txt", &dir).0, 0);
        assert_eq!(
            std::fs::read(dir.join("out.txt")).ok(),
            Some(b"HELLO\n".to_vec())
        );
        assert_eq!(
            run("echo more >> out.txt && cat < out.txt > copy.txt", &dir).0,
            0
        );
        assert_eq!(
            std::fs::read(dir.join("copy.txt")).ok(),
            Some(b"HELLO\nmore\n".to_vec())
        );
        let (code, log) = run(
            "env TILE_V=7 sh -c 'echo $TILE_V; echo e >&2' 2>&1 | cat",
            &dir,
        );
        assert_eq!(code, 0);
        assert_eq!(log[1].stdout.as_deref(), Some("7\ne\n"));
        // pipefail: a failing first stage fails the pipeline.
        assert_ne!(run("false | cat", &dir).0, 0);
        assert_eq!(run("sh -c 'echo x >&2; exit 0' 2> err.txt", &dir).0, 0);
        assert_eq!(
            std::fs::read(dir.join("err.txt")).ok(),
            Some(b"x\n".to_vec())
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
