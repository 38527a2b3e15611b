#!/usr/bin/env python3
"""Builds the pest-eval corpora from the repo's own tests plus deterministic mutations.

Run from the repo root: python3 benches/pest-eval/extract_corpus.py
Writes benches/pest-eval/corpus/{layout,pipeline}.txt: one input per line, with
backslash escapes (\\n, \\t, \\\\). Layout lines are prefixed `S ` (parse_shape) or `L `
(parse_layout). Whether an input is valid is decided by the parsers at run time, not here.
"""
import glob, os, random, re

ROOT = os.getcwd()
OUT = os.path.join(ROOT, "benches/pest-eval/corpus")

def esc(s):
    return s.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")

def rust_literals(text):
    # Plain "..." literals (no raw strings); unescape the common escapes.
    out = []
    for m in re.finditer(r'"((?:[^"\\\n]|\\.)*)"', text):
        s = m.group(1)
        s = s.replace('\\"', '"').replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\")
        out.append(s)
    return out

def quoted_run_args(text):
    out = []
    for line in text.splitlines():
        if "RUN:" in line:
            out += re.findall(r"'([^']*)'", line)
    return out

SHAPE_RE = re.compile(r"^\s*[A-Za-z][A-Za-z0-9_]*\s*\[")
def layout_kind(s):
    if "{{" in s or "{text" in s or "{input" in s or "\n" in s:
        return None  # format strings, not inputs
    if SHAPE_RE.match(s) and len(s) < 200:
        return "S"
    if s.lstrip().startswith("{") and len(s) < 200 and re.fullmatch(r"[\s{}\[\]0-9,:A-Za-z()#*?<=+~-]*", s):
        return "L"
    return None

# ---------------- layouts ----------------
lay = []
srcs = sorted(glob.glob("dialects/src/tile/layout/*.rs") + glob.glob("tools/tile-layout/src/*.rs")
              + glob.glob("tools/tile-layout/tests/*.rs"))
for f in srcs:
    for s in rust_literals(open(f).read()):
        k = layout_kind(s)
        if k: lay.append((k, s))
for f in sorted(glob.glob("test/Tools/tile-layout/*.mlir")):
    for s in quoted_run_args(open(f).read()):
        k = layout_kind(s)
        if k: lay.append((k, s))
seen = set(); seeds = []
for k, s in lay:
    if (k, s) not in seen:
        seen.add((k, s)); seeds.append((k, s))

rng = random.Random(20261126)
INS = list("[]{}(),:*#?<=-+~ 0123456789TLESCPMDfsu") + ["SC", "<=", "bf16", "T(2,2)", "E(4)", "S(1)"]
def mutate(s):
    r = rng.random(); i = rng.randrange(len(s) + 1)
    if r < 0.35 and s:
        i = min(i, len(s) - 1); return s[:i] + s[i + 1:]           # delete one char
    if r < 0.75:
        return s[:i] + rng.choice(INS) + s[i:]                        # insert a token
    if r < 0.9 and len(s) > 1:
        i = min(i, len(s) - 2); return s[:i] + s[i + 1] + s[i] + s[i + 2:]  # swap
    j = rng.randrange(len(s) + 1); a, b = min(i, j), max(i, j)
    return s[:a] + s[b:]                                              # cut a span

# Generated valid-looking shapes from the grammar (parts in order, random subsets).
TYPES = ["pred", "s4", "s8", "s16", "s32", "s64", "u4", "u8", "u16", "u32", "u64", "f16", "bf16",
         "f32", "f64", "c64", "c128", "F32", "BF16", "f8e4m3fn", "f8e5m2", "token"]
def gen_shape(depth=0):
    rank = rng.randrange(0, 5)
    dims = []
    for _ in range(rank):
        c = rng.random()
        dims.append("?" if c < 0.1 else ("<=%d" % rng.randrange(1, 64) if c < 0.2 else str(rng.choice([1, 2, 3, 5, 8, 16, 128, 1024]))))
    s = rng.choice(TYPES) + "[" + ",".join(dims) + "]"
    if rng.random() < 0.8:
        m2m = list(range(rank)); rng.shuffle(m2m) if rng.random() < 0.3 else m2m.reverse()
        parts = []
        if rng.random() < 0.15: parts.append("D(" + ",".join(rng.choice(["D", "C", "S+", "H~", "C+~"]) for _ in range(max(rank, 1))) + ")")
        if rng.random() < 0.7:
            tiles = "".join("(" + ",".join(str(rng.choice([1, 2, 4, 8, 128])) for _ in range(rng.randrange(1, 3))) + ")" for _ in range(rng.randrange(1, 3)))
            parts.append("T" + tiles)
        if rng.random() < 0.2: parts.append("L(%d)" % rng.choice([1, 2, 32]))
        if rng.random() < 0.15: parts.append("#(%s)" % rng.choice(["u8", "u16", "u32"]))
        if rng.random() < 0.15: parts.append("*(%s)" % rng.choice(["u8", "u32", "u64"]))
        if rng.random() < 0.3: parts.append("E(%d)" % rng.choice([0, 4, 8, 16]))
        if rng.random() < 0.3: parts.append("S(%d)" % rng.choice([0, 1, 2, -1]))
        if rng.random() < 0.1: parts.append("SC(0:1,2)")
        if rng.random() < 0.1 and depth < 2: parts.append("P(" + gen_shape(depth + 1) + ")")
        if rng.random() < 0.1: parts.append("M(%d)" % rng.choice([0, 8]))
        body = ",".join(map(str, m2m))
        if parts: body += ":" + "".join(parts)
        s += "{" + body + "}"
    if rng.random() < 0.15:
        s = re.sub(r"([\[\]{},:()])", lambda m: rng.choice(["", " "]) + m.group(1) + rng.choice(["", " "]), s)
    return s

gen = [("S", gen_shape()) for _ in range(600)]
muts = []
for k, s in seeds + gen[:200]:
    for _ in range(12):
        muts.append((k, mutate(s)))
layout_all = []; seen = set()
for k, s in seeds + gen + muts:
    if (k, s) not in seen and "\n" not in s:
        seen.add((k, s)); layout_all.append((k, s))

# ---------------- pipelines ----------------
pipes = []
def is_pipeline(s):
    return "(" in s and len(s) < 400 and "\n" not in s and "{{" not in s and not s.startswith("%")
for f in sorted(glob.glob("test/Pass/pipeline*.mlir") + glob.glob("test/**/*.mlir", recursive=True)):
    t = open(f).read()
    for m in re.finditer(r"--pass-pipeline=(?:'([^']*)'|\"([^\"]*)\")", t):
        s = m.group(1) if m.group(1) is not None else m.group(2)
        pipes.append(s)
for f in sorted(glob.glob("src/pass/**/*.rs", recursive=True) + glob.glob("passes/src/tests.rs")
                + glob.glob("passes/tests/*.rs") + glob.glob("tools/tile-opt/tests/*.rs")):
    t = open(f).read()
    for m in re.finditer(r'parse_pipeline(?:_into)?\(\s*&[^,]*,\s*"((?:[^"\\]|\\.)*)"', t):
        pipes.append(m.group(1).replace('\\"', '"'))
    for m in re.finditer(r'pipeline_err\(\s*"((?:[^"\\]|\\.)*)"', t):
        pipes.append(m.group(1).replace('\\"', '"'))
    for m in re.finditer(r'"--pass-pipeline=((?:[^"\\]|\\.)*)"', t):
        pipes.append(m.group(1).replace('\\"', '"'))
pseeds = []; seen = set()
for s in pipes:
    if is_pipeline(s) or s in ("cse", ""):
        if s not in seen:
            seen.add(s); pseeds.append(s)

PASSES = ["cse", "canonicalize", "sparsify", "inline", "test-fold", "symbol-dce", "loop-invariant-code-motion"]
OPTS = ["max-iterations=3", "top-down=false", "region-simplify=aggressive", "test-convergence",
        "enable-runtime-library=true", "vl=4 enable-simd-index32", "list={1,2,3}", "s='a b}'"]
ANCHORS = ["func.func", "builtin.module", "any", "gpu.module"]
def gen_elem(depth):
    if depth < 3 and rng.random() < 0.3:
        return rng.choice(ANCHORS) + "(" + gen_list(depth + 1) + ")"
    p = rng.choice(PASSES)
    if rng.random() < 0.35:
        p += "{" + " ".join(rng.sample(OPTS, rng.randrange(1, 3))) + "}"
    return p
def gen_list(depth):
    return rng.choice([",", ", "]).join(gen_elem(depth) for _ in range(rng.randrange(1, 4)))
pgen = ["builtin.module(" + gen_list(0) + ")" for _ in range(400)]
PINS = list("(){},= .-") + ["cse", "func.func(", "{a=1}", "))", " ,"]
def pmutate(s):
    r = rng.random(); i = rng.randrange(len(s) + 1)
    if r < 0.35 and s:
        i = min(i, len(s) - 1); return s[:i] + s[i + 1:]
    if r < 0.75:
        return s[:i] + rng.choice(PINS) + s[i:]
    if r < 0.9 and len(s) > 1:
        i = min(i, len(s) - 2); return s[:i] + s[i + 1] + s[i] + s[i + 2:]
    j = rng.randrange(len(s) + 1); a, b = min(i, j), max(i, j)
    return s[:a] + s[b:]
pmuts = [pmutate(s) for s in pseeds + pgen[:150] for _ in range(12)]
pipe_all = []; seen = set()
for s in pseeds + pgen + pmuts:
    if s not in seen:
        seen.add(s); pipe_all.append(s)

os.makedirs(OUT, exist_ok=True)
with open(os.path.join(OUT, "layout.txt"), "w") as f:
    for k, s in layout_all:
        f.write(k + " " + esc(s) + "\n")
with open(os.path.join(OUT, "pipeline.txt"), "w") as f:
    for s in pipe_all:
        f.write(esc(s) + "\n")
print("layout: %d seeds from tests, %d generated, %d mutated -> %d unique" % (len(seeds), len(gen), len(muts), len(layout_all)))
print("pipeline: %d seeds from tests, %d generated, %d mutated -> %d unique" % (len(pseeds), len(pgen), len(pmuts), len(pipe_all)))
