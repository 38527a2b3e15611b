"""jax-tpu-embedding 0.1.0 inputs for a tile-embed `.npy` batch, shared by the timing scripts.

DIR holds `batch.json` (a manifest of `.npy` features) and `limits.json`, as written by
`tile-embed bench --write-npy DIR`. Builds one numpy object array per feature (and its weights
when the batch has any) and the FeatureSpecs, stacked as tile-embed stacks them (tables in name
order grouped by (roundup8(dim), combiner)) with tile-embed's limits, prepared for training.
"""
import dataclasses
import json
import os
from typing import NamedTuple, Optional

import numpy as np


class Inputs(NamedTuple):
    features: list
    weights: Optional[list]  # None when the batch has no weights
    fspecs: list
    n_ids: int


def roundup(x, m):
    return (x + m - 1) // m * m


def load(dir, G, nsc, stack):
    import jax
    from jax_tpu_embedding.sparsecore.lib.nn import embedding, embedding_spec, table_stacking

    embedding._get_num_sc_per_device = lambda n: n
    with open(os.path.join(dir, "batch.json")) as fh:
        batch = json.load(fh)
    with open(os.path.join(dir, "limits.json")) as fh:
        limits = json.load(fh)["stacks"]

    feats = sorted(batch["features"], key=lambda f: f["name"])
    used = sorted({f["table"] for f in feats})
    tinfo = {t["name"]: t for t in batch["tables"]}
    groups = []
    for name in used:
        t = tinfo[name]
        key = (roundup(t["dim"], 8), t.get("combiner", "sum"))
        g = next((g for g in groups if g[0] == key), None) if stack else None
        if g is not None:
            g[1].append(name)
        else:
            groups.append((key, [name]))
    stack_of = {n: "_".join(names) for _, names in groups for n in names}
    tspecs = {}
    for name in used:
        t, l = tinfo[name], limits[stack_of[name]]
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
    any_w = any("weights_npy" in f for f in feats)
    features, weights, fspecs = [], [], []
    n_ids = 0
    for f in feats:
        lengths = np.load(os.path.join(dir, f["lengths_npy"]))
        ids = np.load(os.path.join(dir, f["ids_npy"])).astype(np.int32)
        w = np.load(os.path.join(dir, f["weights_npy"])) if "weights_npy" in f else None
        n_ids += len(ids)
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
            l = limits["_".join(names)]
            table_stacking.stack_tables(
                fspecs,
                table_names=names,
                global_device_count=G,
                num_sc_per_device=nsc,
                stack_to_max_ids_per_partition=lambda _n, _c: l["max_ids_per_partition"],
                stack_to_max_unique_ids_per_partition=lambda _n, _c: l["max_unique_ids_per_partition"],
                stack_name="_".join(names),
            )
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
        l = limits[sts.stack_name]
        got = (sts.max_ids_per_partition, sts.max_unique_ids_per_partition,
               sts.suggested_coo_buffer_size_per_device)
        want = (l["max_ids_per_partition"], l["max_unique_ids_per_partition"],
                l["suggested_coo_buffer_size_per_device"])
        assert got == want, f"{sts.stack_name}: reference limits {got} != tile-embed limits {want}"
    return Inputs(features, weights if any_w else None, fspecs, n_ids)
