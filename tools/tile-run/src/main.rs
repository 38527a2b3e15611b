//! `tile-run FILE [-e FUNC] [--fuel N] [--arg SPEC]... [--dump PATH]... [--stats]`: runs `FUNC`
//! (default `main`) of an MLIR file with the tile-exec interpreter and writes what the
//! program prints to stdout, as `mlir-runner` does. `sparse_tensor.new` /
//! `getTensorFilename(i)` read the file named by `TENSOR<i>`.
//!
//! `--arg` gives the function's parameters in order: a `.npy`, `.mtx` or `.tns` file,
//! `seed=N[,density=D][,size=S][,dups=P]` for random data, or a scalar literal. `--dump`
//! writes the results in order to `.npy`, `.mtx` or `.tns` files.

use std::io::Write;
use std::process::ExitCode;

fn usage() -> ExitCode {
    eprintln!("usage: tile-run FILE [-e FUNC] [--fuel N] [--arg SPEC]... [--dump PATH]...");
    eprintln!(
        "  --arg SPEC   next parameter: FILE.npy | FILE.mtx | FILE.tns | seed=N[,density=D][,size=S][,dups=P] | literal"
    );
    eprintln!("  --dump PATH  next result to PATH.npy | PATH.mtx | PATH.tns");
    eprintln!("  --stats      print the ops executed by the call and its time to stderr");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut file = None;
    let mut func = "main".to_string();
    let mut options = tile_exec::RunOptions::default();
    let mut fargs: Vec<String> = Vec::new();
    let mut dumps: Vec<String> = Vec::new();
    let mut stats = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "-e" | "--entry-point" => match args.next() {
                Some(f) => func = f,
                None => return usage(),
            },
            "--fuel" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => options.fuel = n,
                None => return usage(),
            },
            "--arg" => match args.next() {
                Some(s) => fargs.push(s),
                None => return usage(),
            },
            "--dump" => match args.next() {
                Some(s) => dumps.push(s),
                None => return usage(),
            },
            _ if a.starts_with("--arg=") => fargs.push(a[6..].to_string()),
            _ if a.starts_with("--dump=") => dumps.push(a[7..].to_string()),
            "--stats" => stats = true,
            "-h" | "--help" => {
                let _ = usage();
                return ExitCode::SUCCESS;
            }
            _ if a.starts_with("-e=") => func = a[3..].to_string(),
            _ if a.starts_with("--entry-point-result") || a.starts_with("-entry-point-result") => {}
            _ if a.starts_with("-shared-libs") || a.starts_with("--shared-libs") => {}
            _ if file.is_none() => file = Some(a),
            _ => return usage(),
        }
    }
    let Some(file) = file else {
        return usage();
    };
    let text = if file == "-" {
        let mut s = String::new();
        if std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).is_err() {
            eprintln!("tile-run: cannot read stdin");
            return ExitCode::FAILURE;
        }
        s
    } else {
        match std::fs::read_to_string(&file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("tile-run: cannot read '{file}': {e}");
                return ExitCode::FAILURE;
            }
        }
    };
    let name = if file == "-" {
        "<stdin>"
    } else {
        file.as_str()
    };
    // A large stack: deep recursion in the interpreted program recurses in the interpreter.
    let name = name.to_string();
    let run = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || tile_exec::run_source_with(&name, &text, &func, options, &fargs, &dumps));
    let out = match run.map(|h| h.join()) {
        Ok(Ok(out)) => out,
        _ => {
            eprintln!("tile-run: the interpreter thread failed");
            return ExitCode::FAILURE;
        }
    };
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(out.stdout.as_bytes());
    let _ = stdout.flush();
    if stats {
        eprintln!(
            "tile-run: {} ops in {:.3} s ({:.3e} ops/s)",
            out.ops,
            out.seconds,
            out.ops as f64 / out.seconds.max(1e-9)
        );
    }
    match out.error {
        Some(e) => {
            eprint!("{e}");
            if !e.ends_with('\n') {
                eprintln!();
            }
            ExitCode::FAILURE
        }
        None => ExitCode::SUCCESS,
    }
}
