#!/usr/bin/env python3
"""Differential-test driver: run jax-tpu-embedding 0.1.0's host preprocessing on a
tile-embed batch JSON and write tile-embed's output JSON shape.

Usage: reference.py BATCH.json --devices G --sc N [--stack] [--max-ids-per-partition M]
       [--max-unique-ids-per-partition U] [--suggested-buffer S] [--allow-id-dropping]
       [--minibatching] --out OUT.json

Stacking mirrors tile-embed: tables sorted by name, grouped by (roundup8(dim), combiner)
when --stack; a stack's name is its table names joined with "_"; features in a stack are
ordered by name. The region of each sparse core's segment after its last row pointer is
uninitialized memory in the reference; it is rewritten to INT32_MAX / NaN (as tile-embed
writes it). Unwritten minibatching row pointers are rewritten to INT32_MAX too.
Exit status 1 with the reference's message on stderr if it raises.
"""
import argparse
import dataclasses
import json
import math
import sys
import time

import numpy as np

INT_MAX = 2**31 - 1


def roundup(x, m):
    return (x + m - 1) // m * m


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--devices", type=int, default=1)
    ap.add_argument("--sc", type=int, default=4)
    ap.add_argument("--stack", action="store_true")
    ap.add_argument("--max-ids-per-partition", type=int, default=256)
    ap.add_argument("--max-unique-ids-per-partition", type=int, default=256)
    ap.add_argument("--suggested-buffer", type=int, default=None)
    ap.add_argument("--allow-id-dropping", action="store_true")
    ap.add_argument("--minibatching", action="store_true")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()

    import jax
    from jax_tpu_embedding.sparsecore.lib.nn import embedding, embedding_spec, table_stacking

    # The Python wrapper only accepts 2 or 4 sparse cores; the C++ takes any count.
    embedding._get_num_sc_per_device = lambda n: n

    G, nsc = a.devices, a.sc
    N = G * nsc
    M, U = a.max_ids_per_partition, a.max_unique_ids_per_partition
    with open(a.input) as fh:
        batch = json.load(fh)

    tspecs = {}
    for t in batch["tables"]:
        tspecs[t["name"]] = embedding_spec.TableSpec(
            name=t["name"],
            vocabulary_size=t["vocab"],
            embedding_dim=t["dim"],
            initializer=jax.nn.initializers.zeros,
            optimizer=embedding_spec.SGDOptimizerSpec(),
            combiner=t.get("combiner", "sum"),
            max_ids_per_partition=M,
            max_unique_ids_per_partition=U,
            suggested_coo_buffer_size_per_device=a.suggested_buffer,
        )
    feats = sorted(batch["features"], key=lambda f: f["name"])
    fspecs = []
    for f in feats:
        t = tspecs[f["table"]]
        B = len(f["ids"])
        fspecs.append(
            embedding_spec.FeatureSpec(
                name=f["name"], table_spec=t, input_shape=[B, 1], output_shape=[B, t.embedding_dim]
            )
        )

    used = sorted({f["table"] for f in feats})
    groups = []
    for name in used:
        t = tspecs[name]
        key = (roundup(t.embedding_dim, 8), t.combiner)
        if a.stack:
            g = next((g for g in groups if g[0] == key), None)
            if g is not None:
                g[1].append(name)
                continue
        groups.append((key, [name]))
    for _, names in groups:
        if len(names) > 1:
            table_stacking.stack_tables(
                fspecs,
                table_names=names,
                global_device_count=G,
                num_sc_per_device=nsc,
                stack_to_max_ids_per_partition=lambda _n, _c: M,
                stack_to_max_unique_ids_per_partition=lambda _n, _c: U,
                stack_name="_".join(names),
            )
            if a.suggested_buffer is not None:
                for fs in fspecs:
                    sts = fs.table_spec.stacked_table_spec
                    if fs.table_spec.name in names and sts is not None:
                        fs.table_spec.stacked_table_spec = dataclasses.replace(
                            sts, suggested_coo_buffer_size_per_device=a.suggested_buffer
                        )
    embedding.prepare_feature_specs_for_training(fspecs, global_device_count=G, num_sc_per_device=nsc)

    features, weights = [], []
    any_w = any(f.get("weights") is not None for f in feats)
    for f in feats:
        arr = np.empty(len(f["ids"]), dtype=object)
        warr = np.empty(len(f["ids"]), dtype=object)
        w = f.get("weights")
        for i, row in enumerate(f["ids"]):
            arr[i] = np.asarray(row, dtype=np.int32)
            warr[i] = np.asarray(w[i] if w is not None else [1.0] * len(row), dtype=np.float32)
        features.append(arr)
        weights.append(warr)

    t0 = time.perf_counter()
    try:
        out, stats = embedding.preprocess_sparse_dense_matmul_input(
            features,
            weights if any_w else None,
            fspecs,
            local_device_count=G,
            global_device_count=G,
            num_sc_per_device=nsc,
            sharding_strategy="MOD",
            has_leading_dimension=True,
            allow_id_dropping=a.allow_id_dropping,
            batch_number=0,
            enable_minibatching=a.minibatching,
        )
    except Exception as e:  # noqa: BLE001
        print(f"reference error: {e}", file=sys.stderr)
        return 1
    wall = time.perf_counter() - t0

    R = max(N, 8)
    stacked, outputs, st_out = {}, {}, {}
    stacks = {}
    for fs in fspecs:
        stacks.setdefault(fs.table_spec.stacked_table_spec.stack_name, []).append(fs)
    nmb = int(np.asarray(out.num_minibatches).reshape(-1)[0])
    for sname, flist in stacks.items():
        sts = flist[0].table_spec.stacked_table_spec
        flist = sorted(flist, key=lambda fs: fs.id_transformation.row_offset)
        tables = {}
        for fs in flist:
            sis = fs.table_spec.setting_in_stack
            tables[fs.table_spec.name] = {
                "name": fs.table_spec.name,
                "padded_vocab": sis.padded_vocab_size,
                "padded_dim": sis.padded_embedding_dim,
                "row_offset_in_shard": sis.row_offset_in_shard,
                "shard_rotation": sis.shard_rotation,
            }
        rp = np.asarray(out.sparse_dense_matmul_input.lhs_row_pointers[sname])
        ids = np.array(out.sparse_dense_matmul_input.lhs_embedding_ids[sname])
        sids = np.array(out.sparse_dense_matmul_input.lhs_sample_ids[sname])
        gains = np.array(out.sparse_dense_matmul_input.lhs_gains[sname])
        rp = np.array(rp)
        C = ids.shape[1]
        seg = C // nsc
        for d in range(G):
            if not a.minibatching:
                for s in range(nsc):
                    used_end = int(rp[d, s * R + R - 1])
                    lo, hi = s * seg + used_end, (s + 1) * seg
                    ids[d, lo:hi] = INT_MAX
                    sids[d, lo:hi] = INT_MAX
                    gains[d, lo:hi] = np.nan
            else:
                written = nsc * nmb * R
                end = int(rp[d, written - 1]) if written > 0 else 0
                ids[d, end:] = INT_MAX
                sids[d, end:] = INT_MAX
                gains[d, end:] = np.nan
                rp[d, written:] = INT_MAX
        stacked[sname] = {
            "tables": sorted(tables.values(), key=lambda t: t["row_offset_in_shard"]),
            "features": [
                {
                    "name": fs.name,
                    "table": fs.table_spec.name,
                    "row_offset": int(fs.id_transformation.row_offset),
                    "col_offset": int(fs.id_transformation.col_offset),
                    "col_shift": int(fs.id_transformation.col_shift),
                }
                for fs in flist
            ],
            "combiner": sts.combiner,
            "stack_vocab": sts.stack_vocab_size,
            "stack_dim": sts.stack_embedding_dim,
            "total_sample_count": int(sts.total_sample_count),
            "batch_size_per_sc": int(sts.total_sample_count) // N,
            "max_ids_per_partition": sts.max_ids_per_partition,
            "max_unique_ids_per_partition": sts.max_unique_ids_per_partition,
            "suggested_coo_buffer_size_per_device": sts.suggested_coo_buffer_size_per_device,
            "coo_buffer_size_per_device": int(C),
            "row_pointers_size_per_device": int(rp.shape[1]),
            "num_minibatches": nmb,
        }
        outputs[sname] = {
            "row_pointers": rp.astype(np.int64).tolist(),
            "embedding_ids": ids.astype(np.int64).tolist(),
            "sample_ids": sids.astype(np.int64).tolist(),
            "gains": [[None if math.isnan(x) else float(x) for x in row] for row in gains.tolist()],
        }
        mx = np.asarray(stats.max_ids_per_partition[sname]).reshape(G, N)
        mu = np.asarray(stats.max_unique_ids_per_partition[sname]).reshape(G, N)
        rb = np.asarray(stats.required_buffer_size_per_sc[sname]).reshape(G, nsc)
        st_out[sname] = {
            "max_ids_per_partition": mx.astype(np.int64).tolist(),
            "max_unique_ids_per_partition": mu.astype(np.int64).tolist(),
            "required_buffer_size_per_sc": rb.astype(np.int64).tolist(),
            "dropped_id_count": int(np.asarray(stats.id_drop_counters[sname]).sum()),
        }
    with open(a.out, "w") as fh:
        json.dump({"stacked_tables": stacked, "outputs": outputs, "stats": st_out, "wall_s": wall}, fh)
    return 0


if __name__ == "__main__":
    sys.exit(main())
