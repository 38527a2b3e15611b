# -*- Python -*-
# Runs test/**/*.mlir under LLVM's lit (the same files the cargo harness
# tools/tile-opt/tests/lit.rs runs in-process with tile-lit), as a cross-check against
# the real lit + FileCheck-22:
#
#   cargo build -p tile-opt && /usr/lib/llvm-22/bin/lit -v test/
#
# Environment:
#   TILE_OPT_BIN        path of the tile-opt binary (default: <repo>/target/debug/tile-opt)
#   TILE_OPT_BUILD_DIR  directory holding tile-opt (used when TILE_OPT_BIN is unset)
#   LLVM_BIN_DIR        LLVM tools directory (default: /usr/lib/llvm-22/bin)

import os
import re
import shutil

import lit.formats

config.name = "tile-opt"
# The internal shell: the semantics tile-lit implements.
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
repo_root = os.path.dirname(config.test_source_root)
# Keep lit's Output/ directories (%t) out of the source tree.
config.test_exec_root = os.path.join(repo_root, "target", "lit")

llvm_bin = os.environ.get("LLVM_BIN_DIR", "/usr/lib/llvm-22/bin")

tile_opt = os.environ.get("TILE_OPT_BIN")
if not tile_opt:
    build_dir = os.environ.get(
        "TILE_OPT_BUILD_DIR", os.path.join(repo_root, "target", "debug")
    )
    tile_opt = os.path.join(build_dir, "tile-opt")
tile_opt = os.path.abspath(tile_opt)
if not os.access(tile_opt, os.X_OK):
    lit_config.warning(
        "tile-opt not found at %s (build it, or set TILE_OPT_BIN)" % tile_opt
    )

# PATH: tile-opt's directory, then LLVM's (FileCheck, not, count, mlir-opt), then the
# inherited PATH (FileCheck-22, mlir-opt-22 live in /usr/bin on Debian).
path = [os.path.dirname(tile_opt), llvm_bin, config.environment.get("PATH", "")]
config.environment["PATH"] = os.pathsep.join(p for p in path if p)
if os.path.basename(tile_opt) != "tile-opt":
    config.substitutions.append((r"(?<![\w./-])tile-opt(?![\w./-])", tile_opt))

# FileCheck-22 is the same tool as FileCheck (tile-lit accepts both names).
filecheck = os.path.join(llvm_bin, "FileCheck")
if os.access(filecheck, os.X_OK):
    config.substitutions.append((r"(?<![\w./-])FileCheck-22(?![\w./-])", filecheck))
else:
    lit_config.fatal("FileCheck not found in %s (apt-get install llvm-22-tools)" % llvm_bin)

mlir_opt = shutil.which("mlir-opt-22", path=config.environment["PATH"])
if mlir_opt is None and os.access(os.path.join(llvm_bin, "mlir-opt"), os.X_OK):
    mlir_opt = os.path.join(llvm_bin, "mlir-opt")
if mlir_opt is not None:
    config.available_features.add("mlir-opt")
    config.substitutions.append((r"(?<![\w./-])mlir-opt(?![\w./-])", mlir_opt))

# tile-layout sits next to tile-opt in the build directory (tests say `REQUIRES: tile-layout`).
if os.access(os.path.join(os.path.dirname(tile_opt), "tile-layout"), os.X_OK):
    config.available_features.add("tile-layout")

# tile-run, the interpreter, likewise (`REQUIRES: tile-run`).
if os.access(os.path.join(os.path.dirname(tile_opt), "tile-run"), os.X_OK):
    config.available_features.add("tile-run")

# The integration programs (test/Integration/) run MLIR 22 alone through
# scripts/mlir-sparse-run, tile-opt and tile-run (`REQUIRES: integration`).
mlir_runner = shutil.which("mlir-runner-22", path=config.environment["PATH"]) or (
    os.path.join(llvm_bin, "mlir-runner")
    if os.access(os.path.join(llvm_bin, "mlir-runner"), os.X_OK)
    else None
)
if (
    mlir_opt is not None
    and mlir_runner is not None
    and "tile-run" in config.available_features
):
    config.available_features.add("integration")
    config.substitutions.append(
        (
            r"(?<![\w./-])mlir-sparse-run(?![\w./-])",
            os.path.join(repo_root, "scripts", "mlir-sparse-run"),
        )
    )
