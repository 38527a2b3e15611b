#!/usr/bin/env bash
# Seeds fuzz/corpus/<target>/ from the test suite: every `test/**/*.mlir` file (whole, and
# split at `// -----` for the module targets), the sparse encodings, XLA layouts and pass
# pipelines found in them. Idempotent: files are named by content hash.
set -euo pipefail
cd "$(dirname "$0")/.."
out=fuzz/corpus
mkdir -p "$out"/{parse_module,sparse_encoding,xla_layout,pass_pipeline,pipeline_passes}
python3 - "$out" <<'PY'
import hashlib, pathlib, re, sys
out = pathlib.Path(sys.argv[1])
def put(target, data: bytes):
    if not data or len(data) > 1 << 16:
        return
    (out / target / hashlib.sha1(data).hexdigest()).write_bytes(data)
for f in sorted(pathlib.Path("test").rglob("*.mlir")):
    text = f.read_text(errors="replace")
    chunks = [text] + text.split("// -----")
    for c in chunks:
        put("parse_module", c.encode())
        for i in range(3):
            put("pipeline_passes", bytes([i]) + c.encode())
    for m in re.finditer(r"#sparse_tensor\.encoding<\{.*?\}>", text, re.S):
        put("sparse_encoding", m.group(0).encode())
    for m in re.finditer(r"pass-pipeline='([^']*)'", text):
        put("pass_pipeline", m.group(1).encode())
    for m in re.finditer(r"#tile\.layout<\"([^\"]*)\">|\"((?:[a-z]+\d*)\[[^\]\"]*\](?:\{[^}\"]*\})?)\"", text):
        s = m.group(1) or m.group(2)
        if s:
            put("xla_layout", s.encode())
# Hand-written seeds for grammars the tests cover thinly.
for s in ["f32[8,128]{1,0:T(8,128)}", "bf16[4,256]{1,0:T(8,128)(2,1)}", "s8[<=16,?]{0,1}",
          "{1,0:T(8,128)(2,1)}", "pred[7]{0:T(1024)E(8)}", "u32[3,5,7]{2,1,0:T(2,2)SC(0:1,2)}"]:
    put("xla_layout", s.encode())
for s in ["builtin.module(func.func(cse,canonicalize))",
          "builtin.module(canonicalize{max-iterations=3 region-simplify=normal},cse)",
          "builtin.module(func.func(assign-layouts{target=cpu minor-tile=128}))",
          "any(cse)", "builtin.module( func.func( cse ) , cse )"]:
    put("pass_pipeline", s.encode())
for s in ["{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }",
          "{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense), posWidth = 32, crdWidth = 8 }",
          "{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, ?, 2)>) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }",
          "{ map = [s0](d0)[s1] -> (d0 : dense) }"]:
    put("sparse_encoding", s.encode())
for t in out.iterdir():
    print(f"{t.name}: {len(list(t.iterdir()))} seeds")
PY
