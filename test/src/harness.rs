//! The `cargo test` main of a lit suite (feature `harness`): one libtest-mimic trial per
//! `.mlir` file, so `cargo test -p tool --test lit -- NAME` filters, lists and reports them
//! like ordinary tests. Every tool crate's `tests/lit.rs` (`harness = false`) is this
//! builder and nothing else:
//!
//! ```no_run
//! tile_lit::Harness::new("test", "target/lit-tmp")
//!     .tool("tile-opt", "target/debug/tile-opt")
//!     .with_mlir_opt()
//!     .run()
//! ```

use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};

use crate::mlir::{REQUIRE_MLIR_ENV, mlir_required};
use crate::{
    LitConfig, Outcome, discover, find_llvm_tool, run_file, test_name, unsupported_reason,
};

/// Exit code of a suite that requires MLIR (see [`REQUIRE_MLIR_ENV`]) and finds none;
/// distinct from libtest's `101` for failed tests.
pub const MISSING_MLIR_EXIT: i32 = 2;

/// A lit suite run as a cargo test: a test root, the tools its RUN lines call and the
/// features its `REQUIRES:` lines see.
#[derive(Debug, Clone)]
pub struct Harness {
    cfg: LitConfig,
    /// Where the tests are discovered: the root or a directory under it.
    dir: PathBuf,
    mlir_opt: bool,
}

impl Harness {
    /// A suite of every `*.mlir` file under `root` (names are relative to it); `%t` files go
    /// under `tmp`. No tools or features yet.
    pub fn new(root: impl AsRef<Path>, tmp: impl Into<PathBuf>) -> Harness {
        let root = root.as_ref();
        // Absolute so that `%s` and the test names do not depend on cargo's working directory.
        let root = std::path::absolute(root).unwrap_or_else(|_| root.to_path_buf());
        Harness {
            dir: root.clone(),
            cfg: LitConfig::new(root, tmp),
            mlir_opt: false,
        }
    }

    /// RUN lines calling `name` run `path` (normally `env!("CARGO_BIN_EXE_<name>")`).
    pub fn tool(mut self, name: &str, path: impl Into<PathBuf>) -> Harness {
        self.cfg.tools.insert(name.to_string(), path.into());
        self
    }

    /// `REQUIRES: name` holds.
    pub fn feature(mut self, name: &str) -> Harness {
        self.cfg.available_features.insert(name.to_string());
        self
    }

    /// Discovers only the tests under `sub` (relative to the root); names stay relative to
    /// the root.
    pub fn only(mut self, sub: impl AsRef<Path>) -> Harness {
        self.dir = self.cfg.test_root.join(sub);
        self
    }

    /// The suite of one tool's own tests, `Tools/NAME/` under the root: they run `name` (at
    /// `path`) and require the feature `name`, which other suites (`tile-opt`'s, over the
    /// whole tree) lack, so only this one runs them.
    pub fn tool_tests(self, name: &str, path: impl Into<PathBuf>) -> Harness {
        self.tool(name, path)
            .feature(name)
            .only(Path::new("Tools").join(name))
    }

    /// Looks for `mlir-opt-22` when run: found, it is the `mlir-opt` and `mlir-opt-22` tool
    /// and the `mlir-opt` feature; missing, tests requiring it are ignored, or, with
    /// [`REQUIRE_MLIR_ENV`]`=1`, the run fails with [`MISSING_MLIR_EXIT`].
    pub fn with_mlir_opt(mut self) -> Harness {
        self.mlir_opt = true;
        self
    }

    /// The configuration the tests run with (after [`Harness::with_mlir_opt`]'s look-up, if
    /// asked for); `Err` holds the message of a required but missing MLIR.
    pub fn config(&self) -> Result<LitConfig, String> {
        let mut cfg = self.cfg.clone();
        if !self.mlir_opt {
            return Ok(cfg);
        }
        match find_llvm_tool("mlir-opt") {
            Some(p) => {
                cfg.tools.insert("mlir-opt-22".into(), p.clone());
                cfg.tools.insert("mlir-opt".into(), p);
                cfg.available_features.insert("mlir-opt".into());
                Ok(cfg)
            }
            None if mlir_required() => Err(format!(
                "mlir-opt-22 is required ({REQUIRE_MLIR_ENV}=1) but was not found"
            )),
            None => Ok(cfg),
        }
    }

    /// One trial per discovered file, named by its path under the root; a test whose
    /// `REQUIRES:`/`UNSUPPORTED:` lines rule it out is marked ignored rather than passed.
    pub fn trials(&self, cfg: &LitConfig) -> Vec<Trial> {
        discover(&self.dir)
            .into_iter()
            .map(|path| {
                let name = test_name(&cfg.test_root, &path);
                let ignored = unsupported_reason(&path, cfg).is_some();
                let cfg = cfg.clone();
                Trial::test(name, move || match run_file(&path, &cfg) {
                    Outcome::Pass | Outcome::Unsupported(_) => Ok(()),
                    Outcome::Fail(report) => Err(Failed::from(report)),
                })
                .with_ignored_flag(ignored)
            })
            .collect()
    }

    /// Parses libtest's command line, runs the suite and exits with libtest's code (or
    /// [`MISSING_MLIR_EXIT`]).
    pub fn run(self) -> ! {
        let args = Arguments::from_args();
        let cfg = match self.config() {
            Ok(cfg) => cfg,
            Err(message) => {
                eprintln!("{message}");
                std::process::exit(MISSING_MLIR_EXIT);
            }
        };
        libtest_mimic::run(&args, self.trials(&cfg)).exit()
    }
}
