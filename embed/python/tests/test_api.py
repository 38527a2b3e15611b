"""The plain API, errors as exceptions, zero-copy input, threads and the GIL."""

import threading
import time
import tracemalloc

import numpy as np
import pytest

import cases
import tile_embed
from tile_embed import specs

T0 = tile_embed.Table("t0", 1000, 8)


def flat_batch(batch=64, seed=0, vocab=1000, max_len=8):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(1, max_len + 1, size=batch).astype(np.int64)
    ids = rng.integers(0, vocab, size=int(lengths.sum())).astype(np.int32)
    return lengths, ids


def test_plain_preprocess_equals_drop_in():
    case = cases.Case("api_stack", tables=3, stack=True, weights=True, devices=2, sc=2)
    b = cases.batch_of(case)
    names = [f for f, _ in cases.features_of(case)]
    tables = [tile_embed.Table(*t) for t in cases.tables_of(case)]
    res = tile_embed.preprocess(
        {n: x[0] for n, x in zip(names, b)},
        {n: x[1] for n, x in zip(names, b)},
        {n: x[2] for n, x in zip(names, b)},
        tables=tables,
        feature_tables=dict(cases.features_of(case)),
        devices=2,
        sparse_cores=2,
        stack_tables=True,
        max_ids_per_partition=256,
        max_unique_ids_per_partition=256,
        has_leading_dimension=True,
        canonical_padding=True,
    )
    assert list(res) == ["t0_t1_t2"]
    lim = {"t0_t1_t2": (256, 256, None)}
    out, stats = cases.call(
        tile_embed.preprocess_sparse_dense_matmul_input, case, cases.plain_specs(case, lim), canonical_padding=True
    )
    r = res["t0_t1_t2"]
    np.testing.assert_array_equal(r.row_pointers, out.lhs_row_pointers["t0_t1_t2"])
    np.testing.assert_array_equal(r.embedding_ids, out.lhs_embedding_ids["t0_t1_t2"])
    np.testing.assert_array_equal(r.sample_ids, out.lhs_sample_ids["t0_t1_t2"])
    np.testing.assert_array_equal(r.gains, out.lhs_gains["t0_t1_t2"])
    np.testing.assert_array_equal(r.stats.max_ids_per_partition, stats.max_ids_per_partition["t0_t1_t2"])
    assert r.stats.ids_in == sum(int(x[0].sum()) for x in b)
    assert r.row_pointers.dtype == np.int32 and r.gains.dtype == np.float32


def test_dense_and_ragged_inputs_agree():
    rng = np.random.default_rng(3)
    dense = rng.integers(0, 1000, size=(32, 3)).astype(np.int32)
    t = specs.TableSpec("t0", 1000, 8)
    f = specs.FeatureSpec("f0", t, [32, 1], [32, 8])
    specs.prepare_feature_specs([f], global_device_count=1, num_sc_per_device=4)
    kw = dict(local_device_count=1, global_device_count=1, num_sc_per_device=4, canonical_padding=True)
    a, sa = tile_embed.preprocess_sparse_dense_matmul_input([dense], None, [f], **kw)
    b, sb = tile_embed.preprocess_sparse_dense_matmul_input([cases.ragged(np.full(32, 3), dense.ravel())], None, [f], **kw)
    c, _ = tile_embed.preprocess_sparse_dense_matmul_input({"x": dense.astype(np.int64)}, None, {"x": f}, **kw)
    for k in ("lhs_row_pointers", "lhs_embedding_ids", "lhs_sample_ids", "lhs_gains"):
        np.testing.assert_array_equal(getattr(a, k)["t0"], getattr(b, k)["t0"])
        np.testing.assert_array_equal(getattr(a, k)["t0"], getattr(c, k)["t0"])
    np.testing.assert_array_equal(sa.required_buffer_size_per_sc["t0"], sb.required_buffer_size_per_sc["t0"])
    assert a.lhs_embedding_ids["t0"].ndim == 1 and a.num_minibatches.tolist() == [1]


def test_contiguous_inputs_are_not_copied():
    lengths, ids = flat_batch(batch=4096, max_len=32)
    w = np.ones(ids.shape, dtype=np.float32)
    feat = ("f0", "t0", lengths, ids, w)
    out = tile_embed._native.preprocess_flat([("t0", 1000, 8, "sum")], [feat], 1, 4, limits=(10**6, 10**6, None))
    assert out[0]["copied_input_arrays"] == 0
    strided = np.repeat(ids, 2)[::2]
    assert not strided.flags.c_contiguous
    out = tile_embed._native.preprocess_flat(
        [("t0", 1000, 8, "sum")], [("f0", "t0", lengths, strided, None)], 1, 4, limits=(10**6, 10**6, None)
    )
    assert out[0]["copied_input_arrays"] == 1
    # The Python layer makes no numpy copy of int32 ids / float32 weights either.
    kw = dict(tables=T0, devices=1, sparse_cores=4, max_ids_per_partition=10**6, max_unique_ids_per_partition=10**6)
    tile_embed.preprocess(lengths, ids, w, **kw)
    tracemalloc.start()
    tile_embed.preprocess(lengths, ids, w, **kw)
    _, peak_same = tracemalloc.get_traced_memory()
    tracemalloc.reset_peak()
    tile_embed.preprocess(lengths, ids.astype(np.int64), w.astype(np.float64), **kw)
    _, peak_cast = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak_same < ids.nbytes // 2, peak_same
    assert peak_cast >= ids.nbytes, peak_cast


def test_threads_give_the_same_result_and_are_checked():
    lengths, ids = flat_batch(batch=256)
    kw = dict(tables=T0, devices=2, sparse_cores=4, canonical_padding=True)
    results = [tile_embed.preprocess(lengths, ids, threads=t, **kw)["t0"] for t in (1, 2, 4)]
    for r in results[1:]:
        np.testing.assert_array_equal(r.embedding_ids, results[0].embedding_ids)
        np.testing.assert_array_equal(r.gains, results[0].gains)
    with pytest.raises(ValueError, match="threads"):
        tile_embed.preprocess(lengths, ids, threads=0, **kw)


def test_the_gil_is_released():
    lengths, ids = flat_batch(batch=1 << 16, vocab=1_000_000, max_len=32)
    table = tile_embed.Table("t0", 1_000_000, 8)
    kw = dict(tables=table, devices=1, sparse_cores=4, max_ids_per_partition=10**6,
              max_unique_ids_per_partition=10**6, threads=1)
    t0 = time.perf_counter()
    tile_embed.preprocess(lengths, ids, **kw)
    alone = time.perf_counter() - t0
    done = threading.Event()
    ticks = 0

    def work():
        for _ in range(3):
            tile_embed.preprocess(lengths, ids, **kw)
        done.set()

    th = threading.Thread(target=work)
    th.start()
    while not done.is_set():
        ticks += 1
    th.join()
    # With the GIL held for each call this loop would barely run (a few switch intervals).
    assert ticks > 1000, (ticks, alone)


def test_limit_exceeded_names_table_device_core_partition():
    lengths, ids = flat_batch(batch=64)
    with pytest.raises(tile_embed.LimitExceededError) as e:
        tile_embed.preprocess(lengths, ids, tables=T0, devices=2, sparse_cores=2, max_ids_per_partition=2)
    err = e.value
    assert isinstance(err, ValueError)
    assert err.table == "t0" and err.what == "ids" and err.allowed == 2 and err.observed > 2
    assert 0 <= err.device < 2 and 0 <= err.sparse_core < 2 and 0 <= err.partition < 4
    msg = str(err)
    for part in ("table `t0`", f"device {err.device}", f"sparse core {err.sparse_core}", f"partition {err.partition}", str(err.observed)):
        assert part in msg
    # With dropping the same call succeeds and reports drops.
    r = tile_embed.preprocess(lengths, ids, tables=T0, devices=2, sparse_cores=2, max_ids_per_partition=2, allow_id_dropping=True)
    assert r["t0"].stats.dropped_id_count > 0


def test_limit_exceeded_from_the_drop_in():
    t = specs.TableSpec("t0", 1000, 8, max_ids_per_partition=1, max_unique_ids_per_partition=1)
    f = specs.FeatureSpec("f0", t, [8, 1], [8, 8])
    specs.prepare_feature_specs([f], global_device_count=1, num_sc_per_device=2)
    dense = np.arange(16, dtype=np.int32).reshape(8, 2)
    with pytest.raises(tile_embed.LimitExceededError, match="partition"):
        tile_embed.preprocess_sparse_dense_matmul_input([dense], None, [f], 1, 1, num_sc_per_device=2)


@pytest.mark.parametrize(
    "mutate, exc, match",
    [
        (lambda l, i: (l, i.astype(np.float32)), TypeError, "integers"),
        (lambda l, i: (l, i.reshape(-1, 1)), ValueError, "1-D"),
        (lambda l, i: (l.astype(np.float64), i), TypeError, "lengths"),
        (lambda l, i: (l + 1, i), ValueError, "lengths sum"),
        (lambda l, i: (l[:-1], i[: int(l[:-1].sum())]), ValueError, "batch"),
        (lambda l, i: (l, np.where(i == i[0], 5000, i).astype(np.int32)), ValueError, "outside table"),
        (lambda l, i: (l, i.astype(np.int64) + 2**40), ValueError, "2\\^31"),
    ],
)
def test_bad_inputs_raise(mutate, exc, match):
    lengths, ids = flat_batch(batch=64)
    lengths, ids = mutate(lengths, ids)
    with pytest.raises(exc, match=match):
        tile_embed.preprocess(lengths, ids, tables=T0, devices=1, sparse_cores=4)


def test_bad_weights_and_topology_raise():
    lengths, ids = flat_batch(batch=64)
    with pytest.raises(ValueError, match="weights"):
        tile_embed.preprocess(lengths, ids, np.ones(3, np.float32), tables=T0)
    with pytest.raises(TypeError, match="weights"):
        tile_embed.preprocess(lengths, ids, np.array(["a"] * len(ids)), tables=T0)
    with pytest.raises(ValueError, match="power of two"):
        tile_embed.preprocess(lengths, ids, tables=T0, devices=3, sparse_cores=1)
    with pytest.raises(TypeError, match="Table"):
        tile_embed.preprocess(lengths, ids, tables=["t0"])


def test_bad_drop_in_inputs_raise():
    t = specs.TableSpec("t0", 1000, 8)
    f = specs.FeatureSpec("f0", t, [8, 1], [8, 8])
    dense = np.arange(16, dtype=np.int32).reshape(8, 2)
    with pytest.raises(ValueError, match="prepare"):
        tile_embed.preprocess_sparse_dense_matmul_input([dense], None, [f], 1, 1, num_sc_per_device=2)
    specs.prepare_feature_specs([f], global_device_count=1, num_sc_per_device=2)
    rows = np.empty(8, dtype=object)
    for i in range(8):
        rows[i] = np.array([0.5, 1.5])
    with pytest.raises(TypeError, match="sample 0"):
        tile_embed.preprocess_sparse_dense_matmul_input([rows], None, [f], 1, 1, num_sc_per_device=2)
    with pytest.raises(ValueError, match="1 features but 2"):
        tile_embed.preprocess_sparse_dense_matmul_input([dense], None, [f, f], 1, 1, num_sc_per_device=2)
    with pytest.raises(ValueError, match="multi-host"):
        tile_embed.preprocess_sparse_dense_matmul_input([dense], None, [f], 1, 2, num_sc_per_device=2)
    with pytest.raises(ValueError, match="num_sc_per_device"):
        tile_embed.preprocess_sparse_dense_matmul_input([dense], None, [f], 1, 1)
    with pytest.raises(ValueError, match="shape"):
        tile_embed.preprocess_sparse_dense_matmul_input([dense], [np.ones((8, 3), np.float32)], [f], 1, 1, num_sc_per_device=2)


def test_limits_calibrate_and_hold():
    batches = [flat_batch(batch=128, seed=s) for s in range(3)]
    kw = dict(tables=T0, devices=2, sparse_cores=2)
    lim = tile_embed.limits(batches, **kw)
    l0 = lim["t0"]
    for lengths, ids in batches:
        st = tile_embed.stats(lengths, ids, **kw)["t0"]
        assert st.max_ids_per_partition.max() <= l0.max_ids_per_partition
        assert st.max_unique_ids_per_partition.max() <= l0.max_unique_ids_per_partition
        assert st.required_buffer_size_per_sc.max() * 2 <= l0.suggested_coo_buffer_size_per_device
        r = tile_embed.preprocess(lengths, ids, limits=lim, **kw)["t0"]
        assert r.stats.dropped_id_count == 0
        assert r.coo_buffer_size_per_device == l0.suggested_coo_buffer_size_per_device
    worst = max(
        (tile_embed.stats(l, i, **kw)["t0"].max_ids_per_partition.max(), k) for k, (l, i) in enumerate(batches)
    )[1]
    tight = {"t0": tile_embed.Limits(l0.max_ids_per_partition - 1, l0.max_unique_ids_per_partition, None)}
    with pytest.raises(tile_embed.LimitExceededError):
        tile_embed.preprocess(*batches[worst], limits=tight, **kw)


def test_stats_summary():
    lengths, ids = flat_batch(batch=128)
    st = tile_embed.stats(lengths, ids, tables=T0, devices=1, sparse_cores=4)["t0"]
    s = st.summary()
    assert s["ids_in"] == len(ids) == st.ids_in
    m = s["max_ids_per_partition"]
    assert m["min"] <= m["mean"] <= m["max"] and m["skew"] >= 1.0
    assert st.max_ids_per_partition.shape == (4,) and st.required_buffer_size_per_sc.shape == (4,)


def test_output_buffers_are_reused_only_after_numpy_frees_them():
    kw = dict(tables=T0, devices=2, sparse_cores=4, has_leading_dimension=True, canonical_padding=True)
    a_in = flat_batch(batch=256, seed=1)
    b_in = flat_batch(batch=256, seed=2)
    a = tile_embed.preprocess(*a_in, **kw)["t0"]
    a_copy = {k: getattr(a, k).copy() for k in ("row_pointers", "embedding_ids", "sample_ids", "gains")}
    view = a.embedding_ids[1]  # a view keeps the buffer alive too
    for _ in range(3):
        b = tile_embed.preprocess(*b_in, **kw)["t0"]
        del b
    for k, v in a_copy.items():
        np.testing.assert_array_equal(getattr(a, k), v)
    np.testing.assert_array_equal(view, a_copy["embedding_ids"][1])
    del a, view
    again = tile_embed.preprocess(*a_in, **kw)["t0"]
    for k, v in a_copy.items():
        np.testing.assert_array_equal(getattr(again, k), v)


def test_rows_sliced_from_one_array_are_not_copied():
    lengths, ids = flat_batch(batch=64)
    w = np.linspace(0.5, 2.0, len(ids)).astype(np.float32)
    rows = cases.ragged(lengths, ids)
    wrows = cases.ragged(lengths, w)
    got_l, got_ids = tile_embed._native.flatten_ids(rows, "f")
    assert np.shares_memory(got_ids, ids) and np.array_equal(got_ids, ids)
    np.testing.assert_array_equal(got_l, lengths)
    _, got_w = tile_embed._native.flatten_weights(wrows, "f")
    assert np.shares_memory(got_w, w) and np.array_equal(got_w, w)
    # Rows that are copies, out of order, or with gaps are copied, with the same values.
    copies = np.empty(len(rows), dtype=object)
    copies[:] = [r.copy() for r in rows]
    gaps = cases.ragged(lengths, np.repeat(ids, 2)[::2].copy())
    gaps[:] = [np.concatenate([r, [0]])[:-1] for r in gaps]
    reordered = rows[::-1].copy()
    for variant, want in ((copies, ids), (gaps, ids), (reordered, np.concatenate(list(rows[::-1])))):
        _, got = tile_embed._native.flatten_ids(variant, "f")
        assert not np.shares_memory(got, ids)
        np.testing.assert_array_equal(got, want)
    # Through the drop-in: the same buffers either way.
    t = specs.TableSpec("t0", 1000, 8)
    f = specs.FeatureSpec("f0", t, [64, 1], [64, 8])
    specs.prepare_feature_specs([f], global_device_count=1, num_sc_per_device=4)
    kw = dict(local_device_count=1, global_device_count=1, num_sc_per_device=4, canonical_padding=True)
    a, _ = tile_embed.preprocess_sparse_dense_matmul_input([rows], [wrows], [f], **kw)
    b, _ = tile_embed.preprocess_sparse_dense_matmul_input([copies], [wrows.copy()], [f], **kw)
    for k in ("lhs_row_pointers", "lhs_embedding_ids", "lhs_sample_ids", "lhs_gains"):
        np.testing.assert_array_equal(getattr(a, k)["t0"], getattr(b, k)["t0"])


@pytest.mark.parametrize("minibatching", [False, True])
def test_default_output_equals_canonical_where_the_device_reads(minibatching):
    """Without canonical padding the unread capacity is unwritten; everything the device
    reads (normalized: the rest rewritten to padding) is the canonical output."""
    case = cases.Case("api_pad", tables=2, stack=True, weights=True, devices=2, sc=2, minibatching=minibatching)
    specs_ = cases.plain_specs(case, {"_".join(g): (512, 512, None) for g in cases.stack_groups(case)})
    outs = [
        cases.call(tile_embed.preprocess_sparse_dense_matmul_input, case, specs_, canonical_padding=c)
        for c in (True, False)
    ]
    (canon, cst), (dflt, dst) = outs
    nmb = int(np.asarray(canon.num_minibatches).reshape(-1)[0])
    assert nmb == int(np.asarray(dflt.num_minibatches).reshape(-1)[0])
    fields = ("lhs_row_pointers", "lhs_embedding_ids", "lhs_sample_ids", "lhs_gains")
    for s in canon.lhs_row_pointers:
        c = [getattr(canon, k)[s] for k in fields]
        d = [getattr(dflt, k)[s] for k in fields]
        nc = cases.normalize(*c, case.sc, case.devices, minibatching, nmb)
        nd = cases.normalize(*d, case.sc, case.devices, minibatching, nmb)
        for a, b, raw in zip(nc, nd, c):
            np.testing.assert_array_equal(a, b)
            np.testing.assert_array_equal(np.asarray(raw).reshape(case.devices, -1), a)
        np.testing.assert_array_equal(cst.required_buffer_size_per_sc[s], dst.required_buffer_size_per_sc[s])
        # Generous limits: most of the capacity is not read.
        used = int(np.asarray(cst.required_buffer_size_per_sc[s]).sum())
        assert used < np.asarray(c[1]).size // 2
