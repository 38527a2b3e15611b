#!/usr/bin/env bash
# Seeds fuzz/corpus/<target>/ from the test suite: every `test/**/*.mlir` file (whole, and
# split at `// -----` for the module targets), the sparse encodings, XLA layouts and pass
# pipelines found in them, and `embed_batch` seeds from embed/tests/fixtures/*.json (each
# fixture's batch under several configuration bytes), small generated batches, `.npy` bytes
# and limits files. Idempotent: files are named by content hash.
# Usage: fuzz/seed-corpus.sh [OUT_DIR]   (default fuzz/corpus; relative to the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-fuzz/corpus}"
mkdir -p "$out"/{parse_module,sparse_encoding,xla_layout,pass_pipeline,pipeline_passes,embed_batch}
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
# embed_batch: byte 0 = flags (255: .npy bytes, 254: limits file), byte 1 = limits, then JSON.
import json, struct
def flags(c):
    d = 1 if c.get("devices", 1) == 2 else 0
    sc = {1: 0, 2: 1, 4: 2}.get(c.get("sc", 1), 2)
    return d | sc << 1 | (8 if c.get("stack") else 0) | (16 if c.get("allow_id_dropping") else 0)
for f in sorted(pathlib.Path("embed/tests/fixtures").glob("*.json")):
    doc = json.loads(f.read_text())
    batch = json.dumps(doc["batch"], separators=(",", ":")).encode()
    fl = flags(doc.get("config", {}))
    for extra, lim in [(0, 0xff), (0, 0x03), (16, 0x21), (32, 0x07), (1, 0x1f), (8, 0x40)]:
        put("embed_batch", bytes([(fl | extra) & 0x3f, lim]) + batch)
rng = 12345
def rnd(n):
    global rng
    rng = (rng * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    return (rng >> 33) % n
for k in range(12):
    tables = [{"name": f"t{i}", "vocab": 1 + rnd(64), "dim": 1 + rnd(20),
               "combiner": ["sum", "mean", "sqrtn"][rnd(3)]} for i in range(1 + rnd(3))]
    feats = []
    for i in range(1 + rnd(3)):
        t = tables[rnd(len(tables))]
        ids = [[rnd(t["vocab"]) for _ in range(rnd(6))] for _ in range(1 + rnd(8))]
        w = [[1.0 + rnd(4) / 2 for _ in r] for r in ids] if rnd(2) else None
        feats.append({"name": f"f{i}", "table": t["name"], "ids": ids, "weights": w})
    put("embed_batch", bytes([rnd(64), rnd(256)]) + json.dumps({"features": feats, "tables": tables}).encode())
def npy(descr, shape, data):
    h = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape)
    h += " " * ((64 - (10 + len(h) + 1) % 64) % 64) + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(h)) + h.encode() + data
put("embed_batch", b"\xff" + npy("<i4", "(3,)", struct.pack("<3i", 1, 2, 3)))
put("embed_batch", b"\xff" + npy("<i8", "(2, 1)", struct.pack("<2q", 7, -1)))
put("embed_batch", b"\xff" + npy("<f4", "(2,)", struct.pack("<2f", 0.5, 2.0)))
put("embed_batch", b"\xff" + npy("<f8", "(0,)", b""))
put("embed_batch", b"\xfe" + b'{"stacks": {"t0": {"max_ids_per_partition": 16, "max_unique_ids_per_partition": 8, "suggested_coo_buffer_size_per_device": null}, "t1": {"max_ids_per_partition": 3, "max_unique_ids_per_partition": 3, "suggested_coo_buffer_size_per_device": 64}}}')
for t in out.iterdir():
    print(f"{t.name}: {len(list(t.iterdir()))} seeds")
PY
