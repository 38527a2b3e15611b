#!/usr/bin/env python3
"""Times jax-tpu-embedding 0.1.0's host preprocessing on a tile-embed `.npy` batch.

Usage: embed-reference-timing.py DIR --devices G --sc N [--stack] [--warmup 2] [--reps 5]
DIR holds `batch.json` (a manifest of `.npy` features) and `limits.json`, as written by
`tile-embed bench --write-npy DIR`. Threads: set SPARSECORE_INPUT_PREPROCESSING_THREADS.
Timed: `embedding.preprocess_sparse_dense_matmul_input` (has_leading_dimension=False), the
numpy object arrays are built before. Prints one JSON line like `tile-embed bench`.
Stacking mirrors tile-embed (tables in name order grouped by (roundup8(dim), combiner)).
"""
import argparse
import json
import statistics
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--devices", type=int, default=1)
    ap.add_argument("--sc", type=int, default=4)
    ap.add_argument("--stack", action="store_true")
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--reps", type=int, default=5)
    a = ap.parse_args()

    from jax_tpu_embedding.sparsecore.lib.nn import embedding

    import embed_reference_inputs

    G, nsc = a.devices, a.sc
    features, weights, fspecs, n = embed_reference_inputs.load(a.dir, G, nsc, a.stack)

    times, cpus = [], []
    for k in range(a.warmup + a.reps):
        c0 = time.process_time()
        t0 = time.perf_counter()
        out = embedding.preprocess_sparse_dense_matmul_input(
            features,
            weights,
            fspecs,
            local_device_count=G,
            global_device_count=G,
            num_sc_per_device=nsc,
            sharding_strategy="MOD",
            has_leading_dimension=False,
        )
        dt = time.perf_counter() - t0
        dc = time.process_time() - c0
        del out
        if k >= a.warmup:
            times.append(dt)
            cpus.append(dc)
    times.sort()
    med = statistics.median(times)
    print(json.dumps({"ids": n, "median_s": round(med, 6), "min_s": round(times[0], 6),
                      "cpu_median_s": round(statistics.median(cpus), 6),
                      "mids_per_s": round(n / med / 1e6, 2)}))


if __name__ == "__main__":
    main()
