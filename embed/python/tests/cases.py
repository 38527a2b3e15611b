"""Test configurations and their deterministic random batches, shared by the pytest suite
and the reference driver (``ref_driver.py``, run with jax-tpu-embedding 0.1.0)."""

from __future__ import annotations

import dataclasses

import numpy as np


@dataclasses.dataclass(frozen=True)
class Case:
    name: str
    tables: int = 1
    stack: bool = False
    combiner: str = "sum"
    weights: bool = False
    devices: int = 1
    sc: int = 4
    drop: bool = False
    minibatching: bool = False
    # Limits: None = the observed maxima (FDO: nothing dropped); else (max_ids, max_unique).
    limits: tuple | None = None
    batch_per_partition: int = 4
    max_len: int = 12
    min_len: int = 1
    vocab: int = 2000
    zipf: bool = True
    extra_features: int = 0
    seed: int = 0
    leading: bool = True
    suggested_buffer: bool = True


CASES = [
    Case("t1_sum_1x4"),
    Case("t1_mean_w_1x2", combiner="mean", weights=True, sc=2, seed=1),
    Case("t1_sqrtn_2x4", combiner="sqrtn", devices=2, seed=2),
    Case("t1_sqrtn_w_4x2", combiner="sqrtn", weights=True, devices=4, sc=2, seed=3),
    Case("t2_stack_1x4", tables=2, stack=True, seed=4),
    Case("t2_nostack_2x2", tables=2, devices=2, sc=2, seed=5),
    Case("t3_stack_mean_w_4x4", tables=3, stack=True, combiner="mean", weights=True, devices=4, seed=6),
    Case("t4_stack_2x8", tables=4, stack=True, devices=2, sc=8, batch_per_partition=2, seed=7),
    Case("t4_nostack_sqrtn_1x8", tables=4, combiner="sqrtn", sc=8, seed=8),
    Case("t4_stack_w_3feat_1x2", tables=4, stack=True, weights=True, sc=2, extra_features=2, seed=9),
    Case("t1_featstack_4x4", extra_features=2, devices=4, seed=10),
    Case("t1_empty_rows_2x4", min_len=0, devices=2, seed=11),
    Case("t1_flat_1x4", leading=False, seed=12),
    Case("t2_stack_flat_4x2", tables=2, stack=True, devices=4, sc=2, leading=False, seed=13),
    Case("t1_nobuffer_1x2", sc=2, suggested_buffer=False, seed=14),
    Case("drop_t1_1x4", drop=True, limits=(6, 4), seed=15),
    Case("drop_t2_stack_w_2x4", tables=2, stack=True, weights=True, devices=2, drop=True, limits=(5, 3), seed=16),
    Case("drop_t3_mean_4x2", tables=3, combiner="mean", devices=4, sc=2, drop=True, limits=(3, 2), seed=17),
    Case("drop_t4_stack_1x8", tables=4, stack=True, sc=8, drop=True, limits=(4, 4), seed=18),
    Case("mb_nosplit_t1_1x4", minibatching=True, seed=19),
    Case("mb_split_t1_1x2", minibatching=True, sc=2, limits=(20, 20), batch_per_partition=16,
         zipf=False, vocab=200000, max_len=8, seed=20),
    Case("mb_split_t2_stack_2x2", tables=2, stack=True, minibatching=True, devices=2, sc=2,
         limits=(16, 16), batch_per_partition=16, zipf=False, vocab=200000, max_len=8, seed=21),
    Case("mb_split_drop_t1_1x4", minibatching=True, drop=True, limits=(6, 4), batch_per_partition=8,
         seed=22),
    Case("mb_split_drop_t2_w_1x2", tables=2, weights=True, minibatching=True, drop=True, sc=2,
         limits=(8, 5), batch_per_partition=8, seed=23),
]


def tables_of(case: Case) -> list:
    """(name, vocab, dim, combiner) per table."""
    dims = [8, 16, 8, 12]
    return [(f"t{t}", case.vocab + 7 * t, dims[t % 4] if not case.stack else 8, case.combiner) for t in range(case.tables)]


def features_of(case: Case) -> list:
    """(name, table) per feature; the extra features look up table t0."""
    n = case.tables + case.extra_features
    return [(f"f{f}", f"t{f if f < case.tables else 0}") for f in range(n)]


def batch_of(case: Case) -> list:
    """Per feature (lengths int64, ids int32, weights float32 or None)."""
    rng = np.random.default_rng(1000 + case.seed)
    n_part = case.devices * case.sc
    batch = n_part * case.batch_per_partition
    vocabs = {t[0]: t[1] for t in tables_of(case)}
    out = []
    for _, table in features_of(case):
        v = vocabs[table]
        lengths = rng.integers(case.min_len, case.max_len + 1, size=batch).astype(np.int64)
        total = int(lengths.sum())
        if case.zipf:
            ranks = np.minimum(rng.zipf(1.3, size=total) - 1, v - 1)
            perm = rng.permutation(v)
            ids = perm[ranks].astype(np.int32)
        else:
            ids = rng.integers(0, v, size=total).astype(np.int32)
        w = rng.uniform(0.25, 2.0, size=total).astype(np.float32) if case.weights else None
        out.append((lengths, ids, w))
    return out


def ragged(lengths: np.ndarray, flat: np.ndarray) -> np.ndarray:
    """A 1-D object array of per-sample arrays."""
    arr = np.empty(len(lengths), dtype=object)
    splits = np.concatenate([[0], np.cumsum(lengths)])
    for i in range(len(lengths)):
        arr[i] = flat[splits[i] : splits[i + 1]]
    return arr


def limits_of(case: Case, observed: dict) -> dict:
    """Per stack (max_ids, max_unique, suggested buffer or None) from the observed stats
    (``{stack: (max_ids, max_unique, max_required_per_sc)}``)."""
    out = {}
    for s, (mi, mu, req) in observed.items():
        if case.limits is None:
            m, u = max(mi, 1), max(mu, 1)
        else:
            m, u = case.limits
        buf = None
        if case.suggested_buffer and not case.minibatching and not case.drop:
            buf = max(-(-req * case.sc // (8 * case.sc)) * 8 * case.sc, 8 * case.sc)
        out[s] = (m, u, buf)
    return out


def normalize(rp, ids, sids, gains, sc: int, devices: int, minibatching: bool, nmb: int):
    """Rewrites the region the reference leaves uninitialized (after each sparse core's last
    row pointer; with minibatching after the last written row pointer, and the unwritten
    row pointers) to INT32_MAX / NaN. Arrays are [devices, per_device] copies."""
    INT_MAX = 2**31 - 1
    rp, ids, sids, gains = (np.array(a).reshape(devices, -1).copy() for a in (rp, ids, sids, gains))
    n = devices * sc
    r = max(n, 8)
    c = ids.shape[1]
    seg = c // sc
    for d in range(devices):
        if not minibatching:
            for s in range(sc):
                end = int(rp[d, s * r + r - 1])
                lo, hi = s * seg + end, (s + 1) * seg
                ids[d, lo:hi] = INT_MAX
                sids[d, lo:hi] = INT_MAX
                gains[d, lo:hi] = np.nan
        else:
            written = sc * nmb * r
            end = int(rp[d, written - 1]) if written > 0 else 0
            ids[d, end:] = INT_MAX
            sids[d, end:] = INT_MAX
            gains[d, end:] = np.nan
            rp[d, written:] = INT_MAX
    return rp, ids, sids, gains


def stack_groups(case: Case) -> list:
    """Table names per stack (tables in name order grouped by (roundup8(dim), combiner))."""
    groups = []
    for name, _, dim, comb in sorted(tables_of(case)):
        key = ((dim + 7) // 8 * 8, comb)
        g = next((g for g in groups if g[0] == key), None) if case.stack else None
        if g is None:
            groups.append((key, [name]))
        else:
            g[1].append(name)
    return [names for _, names in groups]


def jax_specs(case: Case, limits: dict) -> list:
    """jax-tpu-embedding 0.1.0 feature specs (in feature order), prepared for training."""
    import dataclasses as dc

    import jax
    from jax_tpu_embedding.sparsecore.lib.nn import embedding, embedding_spec, table_stacking

    # The Python wrapper only accepts 2 or 4 sparse cores; the C++ takes any count.
    embedding._get_num_sc_per_device = lambda n: n
    g, nsc = case.devices, case.sc
    tspecs = {}
    for name, vocab, dim, comb in tables_of(case):
        lim = limits.get(name, (256, 256, None))
        tspecs[name] = embedding_spec.TableSpec(
            name=name,
            vocabulary_size=vocab,
            embedding_dim=dim,
            initializer=jax.nn.initializers.zeros,
            optimizer=embedding_spec.SGDOptimizerSpec(),
            combiner=comb,
            max_ids_per_partition=lim[0],
            max_unique_ids_per_partition=lim[1],
            suggested_coo_buffer_size_per_device=lim[2],
        )
    batch = g * nsc * case.batch_per_partition
    fspecs = [
        embedding_spec.FeatureSpec(
            name=f, table_spec=tspecs[t], input_shape=[batch, 1], output_shape=[batch, tspecs[t].embedding_dim]
        )
        for f, t in features_of(case)
    ]
    for names in stack_groups(case):
        if len(names) > 1:
            sname = "_".join(names)
            table_stacking.stack_tables(
                fspecs,
                table_names=names,
                global_device_count=g,
                num_sc_per_device=nsc,
                stack_to_max_ids_per_partition=lambda _n, _c, s=sname: limits[s][0],
                stack_to_max_unique_ids_per_partition=lambda _n, _c, s=sname: limits[s][1],
                stack_name=sname,
            )
            if limits[sname][2] is not None:
                for fs in fspecs:
                    sts = fs.table_spec.stacked_table_spec
                    if fs.table_spec.name in names and sts is not None:
                        fs.table_spec.stacked_table_spec = dc.replace(
                            sts, suggested_coo_buffer_size_per_device=limits[sname][2]
                        )
    embedding.prepare_feature_specs_for_training(fspecs, global_device_count=g, num_sc_per_device=nsc)
    return fspecs


def plain_specs(case: Case, limits: dict) -> list:
    """The same specs as tile_embed.specs dataclasses (no jax)."""
    from tile_embed import specs

    batch = case.devices * case.sc * case.batch_per_partition
    tspecs = {}
    for name, vocab, dim, comb in tables_of(case):
        sname = next("_".join(g) for g in stack_groups(case) if name in g)
        lim = limits[sname]
        tspecs[name] = specs.TableSpec(
            name=name,
            vocabulary_size=vocab,
            embedding_dim=dim,
            combiner=comb,
            max_ids_per_partition=lim[0],
            max_unique_ids_per_partition=lim[1],
            suggested_coo_buffer_size_per_device=lim[2],
        )
    fspecs = [
        specs.FeatureSpec(name=f, table_spec=tspecs[t], input_shape=[batch, 1], output_shape=[batch, tspecs[t].embedding_dim])
        for f, t in features_of(case)
    ]
    specs.prepare_feature_specs(fspecs, global_device_count=case.devices, num_sc_per_device=case.sc, stack_tables=case.stack)
    return fspecs


def observed_limits(case: Case) -> dict:
    """Per stack (max_ids, max_unique, buffer or None) from tile_embed.stats (FDO)."""
    import tile_embed

    b = batch_of(case)
    names = [f for f, _ in features_of(case)]
    st = tile_embed.stats(
        {n: x[0] for n, x in zip(names, b)},
        {n: x[1] for n, x in zip(names, b)},
        {n: x[2] for n, x in zip(names, b)} if case.weights else None,
        tables=[tile_embed.Table(*t) for t in tables_of(case)],
        feature_tables=dict(features_of(case)),
        devices=case.devices,
        sparse_cores=case.sc,
        stack_tables=case.stack,
        threads=1,
    )
    obs = {
        s: (int(v.max_ids_per_partition.max()), int(v.max_unique_ids_per_partition.max()), int(v.required_buffer_size_per_sc.max()))
        for s, v in st.items()
    }
    return limits_of(case, obs)


def call(fn, case: Case, fspecs: list, **kw):
    """Calls a preprocess_sparse_dense_matmul_input with the case's ragged inputs."""
    b = batch_of(case)
    feats = [ragged(lengths, ids) for lengths, ids, _ in b]
    weights = [ragged(lengths, w) for lengths, _, w in b] if case.weights else None
    return fn(
        feats,
        weights,
        fspecs,
        local_device_count=case.devices,
        global_device_count=case.devices,
        num_sc_per_device=case.sc,
        sharding_strategy="MOD",
        has_leading_dimension=case.leading,
        allow_id_dropping=case.drop,
        batch_number=0,
        enable_minibatching=case.minibatching,
        **kw,
    )


def flatten_result(case: Case, out, stats, limits: dict) -> dict:
    """A result as a flat dict of arrays (normalized buffers), as the fixtures store it."""
    res = {}
    nmb = int(np.asarray(out.num_minibatches).reshape(-1)[0])
    res["num_minibatches"] = np.asarray(out.num_minibatches)
    for s in out.lhs_row_pointers:
        rp, ids, sids, gains = normalize(
            out.lhs_row_pointers[s], out.lhs_embedding_ids[s], out.lhs_sample_ids[s], out.lhs_gains[s],
            case.sc, case.devices, case.minibatching, nmb,
        )
        res[f"{s}/shape"] = np.asarray(np.shape(out.lhs_embedding_ids[s]))
        res[f"{s}/row_pointers"] = rp
        res[f"{s}/embedding_ids"] = ids
        res[f"{s}/sample_ids"] = sids
        res[f"{s}/gains"] = gains
        res[f"{s}/max_ids_per_partition"] = np.asarray(stats.max_ids_per_partition[s])
        res[f"{s}/max_unique_ids_per_partition"] = np.asarray(stats.max_unique_ids_per_partition[s])
        res[f"{s}/required_buffer_size_per_sc"] = np.asarray(stats.required_buffer_size_per_sc[s])
        res[f"{s}/id_drop_counters"] = np.asarray(int(stats.id_drop_counters[s]))
        res[f"{s}/limits"] = np.asarray([-1 if v is None else v for v in limits[s]])
    return res


def input_checksum(case: Case) -> np.ndarray:
    """Sums of the generated lengths, ids and weights (a fixture recorded with another
    numpy random stream would not match)."""
    out = []
    for lengths, ids, w in batch_of(case):
        out += [int(lengths.sum()), int(ids.astype(np.int64).sum()), 0 if w is None else int(w.view(np.int32).astype(np.int64).sum())]
    return np.asarray(out, dtype=np.int64)
