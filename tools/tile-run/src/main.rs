//! `tile-run FILE [-e FUNC] [--fuel N]`: runs `FUNC` (default `main`) of an MLIR file with
//! the tile-exec interpreter and writes what the program prints to stdout, as `mlir-runner`
//! does. `sparse_tensor.new` / `getTensorFilename(i)` read the file named by `TENSOR<i>`.

use std::io::Write;
use std::process::ExitCode;

fn usage() -> ExitCode {
    eprintln!("usage: tile-run FILE [-e FUNC] [--fuel N]");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut file = None;
    let mut func = "main".to_string();
    let mut options = tile_exec::RunOptions::default();
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
        .spawn(move || tile_exec::run_source(&name, &text, &func, options));
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
