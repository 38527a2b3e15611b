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
import os
import statistics
import time

import numpy as np


def roundup(x, m):
    return (x + m - 1) // m * m


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--devices", type=int, default=1)
    ap.add_argument("--sc", type=int, default=4)
    ap.add_argument("--stack", action="store_true")
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--reps", type=int, default=5)
    a = ap.parse_args()

    import jax
    from jax_tpu_embedding.sparsecore.lib.nn import embedding, embedding_spec, table_stacking

    embedding._get_num_sc_per_device = lambda n: n
    G, nsc = a.devices, a.sc
    with open(os.path.join(a.dir, "batch.json")) as fh:
        batch = json.load(fh)
    with open(os.path.join(a.dir, "limits.json")) as fh:
        limits = json.load(fh)["stacks"]

    def lim(stack_name):
        return limits[stack_name]

    feats = sorted(batch["features"], key=lambda f: f["name"])
    used = sorted({f["table"] for f in feats})
    tinfo = {t["name"]: t for t in batch["tables"]}
    groups = []
    for name in used:
        t = tinfo[name]
        key = (roundup(t["dim"], 8), t.get("combiner", "sum"))
        g = next((g for g in groups if g[0] == key), None) if a.stack else None
        if g is not None:
            g[1].append(name)
        else:
            groups.append((key, [name]))
    stack_of = {n: "_".join(names) for _, names in groups for n in names}

    tspecs = {}
    for name in used:
        t = tinfo[name]
        l = lim(stack_of[name])
        tspecs[name] = embedding_spec.TableSpec(
            name=name,
            vocabulary_size=t["vocab"],
            embedding_dim=t["dim"],
            initializer=jax.nn.initializers.zeros,
            optimizer=embedding_spec.SGDOptimizerSpec(),
            combiner=t.get("combiner", "sum"),
            max_ids_per_partition=l["max_ids_per_partition"],
            max_unique_ids_per_partition=l["max_unique_ids_per_partition"],
            suggested_coo_buffer_size_per_device=l["suggested_coo_buffer_size_per_device"],
        )
    features, weights, fspecs = [], [], []
    any_w = any("weights_npy" in f for f in feats)
    for f in feats:
        lengths = np.load(os.path.join(a.dir, f["lengths_npy"]))
        ids = np.load(os.path.join(a.dir, f["ids_npy"])).astype(np.int32)
        w = np.load(os.path.join(a.dir, f["weights_npy"])) if "weights_npy" in f else None
        splits = np.concatenate([[0], np.cumsum(lengths)])
        B = len(lengths)
        arr = np.empty(B, dtype=object)
        warr = np.empty(B, dtype=object)
        for i in range(B):
            arr[i] = ids[splits[i] : splits[i + 1]]
            warr[i] = (
                w[splits[i] : splits[i + 1]].astype(np.float32)
                if w is not None
                else np.ones(lengths[i], dtype=np.float32)
            )
        features.append(arr)
        weights.append(warr)
        t = tspecs[f["table"]]
        fspecs.append(
            embedding_spec.FeatureSpec(
                name=f["name"], table_spec=t, input_shape=[B, 1], output_shape=[B, t.embedding_dim]
            )
        )
    for _, names in groups:
        if len(names) > 1:
            l = lim("_".join(names))
            table_stacking.stack_tables(
                fspecs,
                table_names=names,
                global_device_count=G,
                num_sc_per_device=nsc,
                stack_to_max_ids_per_partition=lambda _n, _c: l["max_ids_per_partition"],
                stack_to_max_unique_ids_per_partition=lambda _n, _c: l["max_unique_ids_per_partition"],
                stack_name="_".join(names),
            )
            import dataclasses

            for fs in fspecs:
                sts = fs.table_spec.stacked_table_spec
                if fs.table_spec.name in names and sts is not None:
                    fs.table_spec.stacked_table_spec = dataclasses.replace(
                        sts,
                        suggested_coo_buffer_size_per_device=l["suggested_coo_buffer_size_per_device"],
                    )
    embedding.prepare_feature_specs_for_training(fspecs, global_device_count=G, num_sc_per_device=nsc)
    # Both sides must do the same work: the reference's stacked specs carry tile-embed's limits.
    for fs in fspecs:
        sts = fs.table_spec.stacked_table_spec
        l = lim(sts.stack_name)
        got = (sts.max_ids_per_partition, sts.max_unique_ids_per_partition,
               sts.suggested_coo_buffer_size_per_device)
        want = (l["max_ids_per_partition"], l["max_unique_ids_per_partition"],
                l["suggested_coo_buffer_size_per_device"])
        assert got == want, f"{sts.stack_name}: reference limits {got} != tile-embed limits {want}"

    times, cpus = [], []
    for k in range(a.warmup + a.reps):
        c0 = time.process_time()
        t0 = time.perf_counter()
        out = embedding.preprocess_sparse_dense_matmul_input(
            features,
            weights if any_w else None,
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
    n = int(sum(len(np.load(os.path.join(a.dir, f["ids_npy"]))) for f in feats))
    print(json.dumps({"ids": n, "median_s": round(med, 6), "min_s": round(times[0], 6),
                      "cpu_median_s": round(statistics.median(cpus), 6),
                      "mids_per_s": round(n / med / 1e6, 2)}))


if __name__ == "__main__":
    main()
