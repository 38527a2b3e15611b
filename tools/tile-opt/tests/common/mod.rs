//! The real `tile-opt` binary run on a file with a timeout, shared by the limit and stress
//! tests: a panic, an abort or a stack overflow shows as a signal (`code == None`).

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What one run gave: exit code (`None` on a signal or timeout), stdout, stderr, time.
pub struct Run {
    /// Exit code, `None` on a signal or a timeout.
    pub code: Option<i32>,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// Wall time.
    pub elapsed: Duration,
}

/// Runs `tile-opt args.. <file holding input>` (the file named `name` under a directory
/// `tag`-`pid` in the temp dir), killing it after `timeout`.
pub fn run_tile_opt(tag: &str, name: &str, input: &[u8], args: &[&str], timeout: Duration) -> Run {
    let dir = std::env::temp_dir().join(format!("{tag}-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(format!("{name}.mlir"));
    let mut f = std::fs::File::create(&path).expect("create input");
    f.write_all(input).expect("write input");
    drop(f);
    let start = Instant::now();
    let child = Command::new(env!("CARGO_BIN_EXE_tile-opt"))
        .args(args)
        .arg(&path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn tile-opt");
    let pid = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    let r = match rx.recv_timeout(timeout) {
        Ok(Ok(out)) => Run {
            code: out.status.code(),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            elapsed: start.elapsed(),
        },
        _ => {
            let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
            Run {
                code: None,
                stdout: String::new(),
                stderr: "timed out".into(),
                elapsed: start.elapsed(),
            }
        }
    };
    let _ = std::fs::remove_file(&path);
    r
}
