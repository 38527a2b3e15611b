//! Spawning one external command with a time limit, feeding its stdin and collecting its
//! stdout/stderr (optionally merged, or sent to files).

use std::fs::File;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How a command ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Exit(i32),
    /// Killed by this signal (a crash).
    Signal(i32),
    /// Killed after exceeding the time limit.
    Timeout,
    /// Could not be started.
    Error(String),
}

impl Status {
    pub fn crashed(&self) -> bool {
        matches!(self, Status::Signal(_))
    }
}

/// Where an output stream goes.
#[derive(Debug)]
pub enum Sink {
    /// Captured.
    Pipe,
    /// Written to an open file.
    File(File),
    /// stderr only: merged into wherever stdout goes.
    Stdout,
}

/// Environment changes from `env` prefixes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EnvChanges {
    pub clear: bool,
    pub set: Vec<(String, Option<String>)>,
}

impl EnvChanges {
    /// The PATH a command sees.
    pub fn path_var(&self) -> Option<String> {
        if let Some((_, v)) = self.set.iter().rev().find(|(k, _)| k == "PATH") {
            return v.clone();
        }
        if self.clear {
            return None;
        }
        std::env::var("PATH").ok()
    }
}

/// Output of a finished command.
#[derive(Debug)]
pub struct Finished {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub status: Status,
}

/// Finds `name` on `path` (a `:`-separated list), as an executable file.
pub fn which_in(name: &str, path: Option<&str>) -> Option<PathBuf> {
    path?
        .split(':')
        .filter(|d| !d.is_empty())
        .map(|d| Path::new(d).join(name))
        .find(|p| is_executable(p))
}

#[cfg(unix)]
fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    p.metadata()
        .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(p: &Path) -> bool {
    p.is_file()
}

fn reader_thread<R: Read + Send + 'static>(mut r: R) -> mpsc::Receiver<Vec<u8>> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = r.read_to_end(&mut buf);
        let _ = tx.send(buf);
    });
    rx
}

fn exit_status(status: std::process::ExitStatus) -> Status {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            return Status::Signal(sig);
        }
    }
    match status.code() {
        Some(c) => Status::Exit(c),
        None => Status::Signal(0),
    }
}

/// A command to start: executable, arguments, working directory, environment changes and
/// time limit.
#[derive(Debug, Clone, Copy)]
pub struct Spawn<'a> {
    pub exe: &'a Path,
    pub args: &'a [String],
    pub cwd: &'a Path,
    pub env: &'a EnvChanges,
    pub timeout: Duration,
}

impl Spawn<'_> {
    /// Runs the command with `stdin` as its input, killing it after the time limit.
    pub fn run(&self, stdin: Vec<u8>, stdout: Sink, stderr: Sink) -> Finished {
        match self.spawn_and_wait(stdin, stdout, stderr) {
            Ok(f) => f,
            Err(e) => Finished {
                stdout: Vec::new(),
                stderr: Vec::new(),
                status: Status::Error(format!("could not run {}: {e}", self.exe.display())),
            },
        }
    }

    fn spawn_and_wait(
        &self,
        stdin: Vec<u8>,
        stdout: Sink,
        stderr: Sink,
    ) -> std::io::Result<Finished> {
        let Spawn {
            exe,
            args,
            cwd,
            env,
            timeout,
        } = *self;
        let mut cmd = std::process::Command::new(exe);
        cmd.args(args).current_dir(cwd).stdin(Stdio::piped());
        if env.clear {
            cmd.env_clear();
        }
        for (k, v) in &env.set {
            match v {
                Some(v) => cmd.env(k, v),
                None => cmd.env_remove(k),
            };
        }
        let mut out_reader = None;
        let mut err_reader = None;
        // The parent's copies of the write ends live in `cmd` only, and are dropped with it.
        let out_file = match stdout {
            Sink::Pipe | Sink::Stdout => {
                let (r, w) = std::io::pipe()?;
                out_reader = Some(r);
                if matches!(stderr, Sink::Stdout) {
                    cmd.stderr(w.try_clone()?);
                }
                cmd.stdout(w);
                None
            }
            Sink::File(f) => {
                if matches!(stderr, Sink::Stdout) {
                    cmd.stderr(f.try_clone()?);
                }
                cmd.stdout(f.try_clone()?);
                Some(f)
            }
        };
        match stderr {
            Sink::Pipe => {
                let (r, w) = std::io::pipe()?;
                err_reader = Some(r);
                cmd.stderr(w);
            }
            Sink::File(f) => {
                cmd.stderr(f);
            }
            Sink::Stdout => {}
        }
        let spawned = cmd.spawn();
        drop(cmd);
        drop(out_file);
        let mut child = spawned?;
        if let Some(mut input) = child.stdin.take() {
            std::thread::spawn(move || {
                let _ = input.write_all(&stdin);
            });
        }
        let out_rx = out_reader.map(reader_thread);
        let err_rx = err_reader.map(reader_thread);
        let deadline = Instant::now() + timeout;
        let mut poll = Duration::from_millis(1);
        let status = loop {
            if let Some(s) = child.try_wait()? {
                break exit_status(s);
            }
            if Instant::now() >= deadline {
                let _ = child.kill();
                let _ = child.wait();
                break Status::Timeout;
            }
            std::thread::sleep(poll);
            poll = (poll * 2).min(Duration::from_millis(20));
        };
        // A grandchild may keep a pipe open; do not wait for it forever.
        let collect = |rx: Option<mpsc::Receiver<Vec<u8>>>| {
            rx.and_then(|rx| rx.recv_timeout(Duration::from_secs(5)).ok())
                .unwrap_or_default()
        };
        Ok(Finished {
            stdout: collect(out_rx),
            stderr: collect(err_rx),
            status,
        })
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    fn sh(script: &str, stdin: &str, stderr: Sink, timeout: u64) -> Finished {
        let args = ["-c".to_string(), script.to_string()];
        let spawn = Spawn {
            exe: Path::new("/bin/sh"),
            args: &args,
            cwd: Path::new("/"),
            env: &EnvChanges::default(),
            timeout: Duration::from_secs(timeout),
        };
        spawn.run(stdin.as_bytes().to_vec(), Sink::Pipe, stderr)
    }

    #[test]
    fn captures_and_merges() {
        let f = sh("cat; echo err >&2; exit 3", "in\n", Sink::Pipe, 10);
        assert_eq!(
            (f.stdout.as_slice(), f.stderr.as_slice(), f.status),
            (&b"in\n"[..], &b"err\n"[..], Status::Exit(3))
        );
        let f = sh("echo out; echo err >&2", "", Sink::Stdout, 10);
        assert_eq!(f.stdout, b"out\nerr\n");
    }

    #[test]
    fn signals_and_timeouts() {
        assert_eq!(
            sh("kill -SEGV $$", "", Sink::Pipe, 10).status,
            Status::Signal(11)
        );
        assert_eq!(sh("sleep 5", "", Sink::Pipe, 0).status, Status::Timeout);
    }

    #[test]
    fn env_and_lookup() {
        let env = EnvChanges {
            clear: false,
            set: vec![("TILE_X".into(), Some("42".into()))],
        };
        let args = ["-c".to_string(), "echo $TILE_X".to_string()];
        let spawn = Spawn {
            exe: Path::new("/bin/sh"),
            args: &args,
            cwd: Path::new("/"),
            env: &env,
            timeout: Duration::from_secs(10),
        };
        let f = spawn.run(Vec::new(), Sink::Pipe, Sink::Pipe);
        assert_eq!(f.stdout, b"42\n");
        assert!(which_in("sh", Some("/nonexistent:/bin")).is_some());
        assert!(which_in("definitely-not-a-tool", Some("/bin")).is_none());
    }
}
