"""The drop-in swap: a jax-tpu-embedding 0.1.0 preprocessing step, run once with the
reference and once with `embedding.preprocess_sparse_dense_matmul_input` replaced by
tile_embed's, on the same specs and inputs; prints whether buffers and statistics match.

Usage (a venv with jax-tpu-embedding==0.1.0 and ./embed/python installed):
    python embed/python/examples/swap.py
"""

import numpy as np
import jax
from jax_tpu_embedding.sparsecore.lib.nn import embedding, embedding_spec, table_stacking

import tile_embed

G, NSC, B = 2, 4, 512
rng = np.random.default_rng(0)
tables = [
    embedding_spec.TableSpec(
        name=f"table_{i}", vocabulary_size=100_000, embedding_dim=16,
        initializer=jax.nn.initializers.zeros, optimizer=embedding_spec.SGDOptimizerSpec(),
        combiner=c, max_ids_per_partition=256, max_unique_ids_per_partition=256)
    for i, c in enumerate(["sum", "sum", "mean"])
]
specs = {
    f"feature_{i}": embedding_spec.FeatureSpec(
        name=f"feature_{i}", table_spec=t, input_shape=[B, 1], output_shape=[B, 16])
    for i, t in enumerate(tables)
}
table_stacking.stack_tables(list(specs.values()), table_names=["table_0", "table_1"],
                            global_device_count=G, num_sc_per_device=NSC)
embedding.prepare_feature_specs_for_training(specs, global_device_count=G, num_sc_per_device=NSC)

features, weights = {}, {}
for name in specs:
    lengths = rng.integers(1, 20, size=B)
    ids = rng.integers(0, 100_000, size=int(lengths.sum())).astype(np.int32)
    w = rng.uniform(0.5, 2, size=ids.size).astype(np.float32)
    splits = np.concatenate([[0], np.cumsum(lengths)])
    features[name] = np.empty(B, dtype=object)
    weights[name] = np.empty(B, dtype=object)
    for i in range(B):
        features[name][i] = ids[splits[i]:splits[i + 1]]
        weights[name][i] = w[splits[i]:splits[i + 1]]


def step():
    return embedding.preprocess_sparse_dense_matmul_input(
        features, weights, specs, local_device_count=G, global_device_count=G,
        num_sc_per_device=NSC, sharding_strategy="MOD", has_leading_dimension=True,
        allow_id_dropping=False, batch_number=0, enable_minibatching=False)


ref, ref_stats = step()
embedding.preprocess_sparse_dense_matmul_input = tile_embed.preprocess_sparse_dense_matmul_input
out, stats = step()

ok = True
for s in ref.lhs_row_pointers:
    rp = ref.lhs_row_pointers[s]
    same = np.array_equal(rp, out.lhs_row_pointers[s])
    # Compare each sparse core's used part (the reference leaves the rest uninitialized).
    r = rp.shape[1] // NSC
    seg = ref.lhs_embedding_ids[s].shape[1] // NSC
    for d in range(G):
        for c in range(NSC):
            end = c * seg + int(rp[d, c * r + r - 1])
            for k in ("lhs_embedding_ids", "lhs_sample_ids", "lhs_gains"):
                a, b = getattr(ref, k)[s][d, c * seg:end], getattr(out, k)[s][d, c * seg:end]
                same &= np.array_equal(a.view(np.int32), b.view(np.int32))
    for k in ("max_ids_per_partition", "max_unique_ids_per_partition", "required_buffer_size_per_sc"):
        same &= np.array_equal(getattr(ref_stats, k)[s], getattr(stats, k)[s])
    same &= ref_stats.id_drop_counters[s] == stats.id_drop_counters[s]
    print(f"{s}: {'identical' if same else 'DIFFERENT'}")
    ok &= bool(same)
same_mb = np.array_equal(ref.num_minibatches, out.num_minibatches)
print("num_minibatches:", "identical" if same_mb else "DIFFERENT")
raise SystemExit(0 if ok and same_mb else 1)
