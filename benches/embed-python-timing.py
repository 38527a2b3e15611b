#!/usr/bin/env python3
"""In-process timing: tile_embed.preprocess_sparse_dense_matmul_input against
jax-tpu-embedding 0.1.0's embedding.preprocess_sparse_dense_matmul_input, same process, same
inputs (the numpy object arrays and the prepared jax FeatureSpecs, built once), same thread
count, calls alternating.

Usage: embed-python-timing.py DIR --devices G --sc N [--stack] --threads T [--warmup 2] [--reps 7]
DIR holds `batch.json` (a manifest of `.npy` features) and `limits.json`, as written by
`tile-embed bench --write-npy DIR`. Set SPARSECORE_INPUT_PREPROCESSING_THREADS=T for the
reference (its pool is sized once per process). Checks once that both calls give the same
buffers (after the reference's uninitialized tail is normalized) and statistics. Prints one
JSON line: ids, median and best seconds of each.
"""
import argparse
import json
import statistics
import time

import numpy as np

INT_MAX = 2**31 - 1


def normalize(a, rp, nsc, G, kind):
    """Rewrites each SC segment's tail after its last row pointer (reference garbage)."""
    a = np.array(a).reshape(G, -1).copy()
    rp = np.asarray(rp).reshape(G, -1)
    r = rp.shape[1] // nsc
    seg = a.shape[1] // nsc
    for d in range(G):
        for s in range(nsc):
            end = int(rp[d, s * r + r - 1])
            a[d, s * seg + end : (s + 1) * seg] = np.nan if kind == "f" else INT_MAX
    return a


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--devices", type=int, default=1)
    ap.add_argument("--sc", type=int, default=4)
    ap.add_argument("--stack", action="store_true")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--reps", type=int, default=7)
    a = ap.parse_args()

    from jax_tpu_embedding.sparsecore.lib.nn import embedding

    import embed_reference_inputs
    import tile_embed

    G, nsc = a.devices, a.sc
    features, _, fspecs, n_ids = embed_reference_inputs.load(a.dir, G, nsc, a.stack)

    kw = dict(
        local_device_count=G,
        global_device_count=G,
        num_sc_per_device=nsc,
        sharding_strategy="MOD",
        has_leading_dimension=False,
    )
    calls = {
        "reference": lambda: embedding.preprocess_sparse_dense_matmul_input(features, None, fspecs, **kw),
        "tile_embed": lambda: tile_embed.preprocess_sparse_dense_matmul_input(
            features, None, fspecs, threads=a.threads, **kw
        ),
    }
    # Same results (once, untimed).
    (ro, rs), (oo, os_) = calls["reference"](), calls["tile_embed"]()
    for s in ro.lhs_row_pointers:
        rp = ro.lhs_row_pointers[s]
        assert np.array_equal(rp, oo.lhs_row_pointers[s]), s
        for k, kind in (("lhs_embedding_ids", "i"), ("lhs_sample_ids", "i"), ("lhs_gains", "f")):
            x = normalize(getattr(ro, k)[s], rp, nsc, G, kind)
            y = normalize(getattr(oo, k)[s], rp, nsc, G, kind)
            assert np.array_equal(x, y, equal_nan=kind == "f"), (s, k)
        for k in ("max_ids_per_partition", "max_unique_ids_per_partition", "required_buffer_size_per_sc"):
            assert np.array_equal(getattr(rs, k)[s], getattr(os_, k)[s]), (s, k)
        assert int(rs.id_drop_counters[s]) == int(os_.id_drop_counters[s]) == 0
    times = {k: [] for k in calls}
    for rep in range(a.warmup + a.reps):
        for k, fn in calls.items():
            t0 = time.perf_counter()
            out = fn()
            dt = time.perf_counter() - t0
            del out
            if rep >= a.warmup:
                times[k].append(dt)
    res = {"ids": n_ids}
    for k, v in times.items():
        res[k] = {"median_s": round(statistics.median(v), 6), "min_s": round(min(v), 6)}
    print(json.dumps(res))


if __name__ == "__main__":
    main()
