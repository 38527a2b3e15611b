"""tile_embed against jax-tpu-embedding 0.1.0 on random batches (tests/cases.py): 1-4
tables, stacking on and off, every combiner, weights, 1-4 devices x 2/4/8 sparse cores, id
dropping, minibatching (with and without a split).

Live when jax-tpu-embedding is importable: the reference runs in a subprocess
(ref_driver.py; it aborts its process on a hard CHECK) and tile_embed is also called with
jax-tpu-embedding's own FeatureSpec objects in this process. Otherwise the recorded
fixtures (tests/fixtures/*.npz, `TILE_EMBED_RECORD_FIXTURES=1` rewrites them from the live
reference) are the reference. `TILE_REQUIRE_REFERENCE=1` makes the live reference required.
"""

import importlib.util
import os
import subprocess
import sys

import numpy as np
import pytest

import cases
import tile_embed

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "fixtures")


def _reference_importable() -> bool:
    if importlib.util.find_spec("jax_tpu_embedding") is None:
        return False
    try:  # an installed but broken reference (a missing dependency) falls back to fixtures
        import jax_tpu_embedding.sparsecore.lib.nn.embedding  # noqa: F401
    except Exception as e:  # noqa: BLE001
        print(f"note: jax-tpu-embedding does not import ({e}); using the fixtures")
        return False
    return True


LIVE = _reference_importable()


@pytest.fixture(scope="session")
def reference_dir(tmp_path_factory):
    if not LIVE:
        if os.environ.get("TILE_REQUIRE_REFERENCE") == "1":
            pytest.fail("TILE_REQUIRE_REFERENCE=1 but jax-tpu-embedding is not importable")
        return FIXTURES
    out = FIXTURES if os.environ.get("TILE_EMBED_RECORD_FIXTURES") == "1" else str(tmp_path_factory.mktemp("ref"))
    r = subprocess.run(
        [sys.executable, os.path.join(HERE, "ref_driver.py"), out],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert r.returncode == 0, f"reference driver failed:\n{r.stdout}\n{r.stderr[-4000:]}"
    return out


def assert_same(case, ours: dict, ref: dict):
    keys = sorted(k for k in ref if k != "input_checksum")
    assert sorted(k for k in ours) == keys, f"{case.name}: stacks or fields differ"
    for k in keys:
        a, b = np.asarray(ours[k]), np.asarray(ref[k])
        assert a.shape == b.shape, f"{case.name}: {k} shape {a.shape} vs reference {b.shape}"
        if a.dtype.kind == "f":
            assert a.dtype == b.dtype, f"{case.name}: {k} dtype {a.dtype} vs {b.dtype}"
            # Bit-identical gains; NaN padding equal whatever its payload.
            nan = np.isnan(a)
            assert np.array_equal(nan, np.isnan(b)), f"{case.name}: {k} padding differs"
            bad = np.flatnonzero((a.view(np.int32) != b.view(np.int32)) & ~nan)
            assert bad.size == 0, f"{case.name}: {k} differs at {bad[:5]}: {a.ravel()[bad[:5]]} vs {b.ravel()[bad[:5]]}"
        else:
            bad = np.flatnonzero(a.ravel() != b.ravel())
            assert bad.size == 0, f"{case.name}: {k} differs at {bad[:5]}: {a.ravel()[bad[:5]]} vs {b.ravel()[bad[:5]]}"


def load_reference(reference_dir, case):
    path = os.path.join(reference_dir, case.name + ".npz")
    assert os.path.exists(path), f"no reference output {path}"
    with np.load(path) as z:
        ref = {k: z[k] for k in z.files}
    assert np.array_equal(ref["input_checksum"], cases.input_checksum(case)), (
        f"{case.name}: the fixture was recorded from other random inputs (numpy's stream changed?); "
        "rerecord with TILE_EMBED_RECORD_FIXTURES=1"
    )
    limits = {}
    for k, v in ref.items():
        if k.endswith("/limits"):
            limits[k[: -len("/limits")]] = tuple(None if int(x) < 0 else int(x) for x in v)
    return ref, limits


@pytest.mark.parametrize("case", cases.CASES, ids=lambda c: c.name)
def test_plain_specs_match_reference(reference_dir, case):
    ref, limits = load_reference(reference_dir, case)
    out, stats = cases.call(
        tile_embed.preprocess_sparse_dense_matmul_input, case, cases.plain_specs(case, limits), threads=2,
        canonical_padding=True,
    )
    assert_same(case, cases.flatten_result(case, out, stats, limits), ref)
    # The canonical output is already padding wherever the reference leaves memory unwritten.
    nmb = int(np.asarray(out.num_minibatches).reshape(-1)[0])
    for s in out.lhs_row_pointers:
        raw = (out.lhs_row_pointers[s], out.lhs_embedding_ids[s], out.lhs_sample_ids[s], out.lhs_gains[s])
        norm = cases.normalize(*raw, case.sc, case.devices, case.minibatching, nmb)
        for a, b in zip(raw, norm):
            np.testing.assert_array_equal(np.asarray(a).reshape(case.devices, -1), b)
    if case.name.startswith("mb_split"):
        assert int(np.asarray(out.num_minibatches).reshape(-1)[0]) > 1, "expected a minibatching split"
    if case.name.startswith("drop"):
        assert sum(stats.id_drop_counters.values()) > 0, "expected dropped ids"


@pytest.mark.skipif(not LIVE, reason="jax-tpu-embedding is not installed")
@pytest.mark.parametrize("case", cases.CASES, ids=lambda c: c.name)
def test_jax_specs_match_reference(reference_dir, case):
    """The drop-in: jax-tpu-embedding's own specs and result types, unchanged (default
    padding: equal to the reference on every region it writes)."""
    from jax_tpu_embedding.sparsecore.lib.nn import embedding

    ref, limits = load_reference(reference_dir, case)
    fspecs = cases.jax_specs(case, limits)
    out, stats = cases.call(tile_embed.preprocess_sparse_dense_matmul_input, case, fspecs, threads=1)
    assert isinstance(out, embedding.PreprocessedInput)
    assert isinstance(stats, embedding.SparseDenseMatmulInputStats)
    assert_same(case, cases.flatten_result(case, out, stats, limits), ref)


def test_fixtures_cover_every_case():
    names = {c.name for c in cases.CASES}
    recorded = {f[:-4] for f in os.listdir(FIXTURES) if f.endswith(".npz")}
    assert names <= recorded, f"cases without a fixture: {sorted(names - recorded)}"


@pytest.mark.skipif(not LIVE, reason="jax-tpu-embedding is not installed")
def test_swap_example():
    """examples/swap.py: a training step's preprocessing with the call swapped (nested dict
    features and specs, weights, two stacks) gives identical buffers and statistics."""
    script = os.path.join(HERE, "..", "examples", "swap.py")
    r = subprocess.run([sys.executable, script], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, f"{r.stdout}\n{r.stderr[-3000:]}"
    assert r.stdout.count("identical") == 3, r.stdout
