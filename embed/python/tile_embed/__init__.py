"""tile_embed: SparseCore host preprocessing of embedding lookups, in Rust.

Drop-in: ``tile_embed.preprocess_sparse_dense_matmul_input`` takes the arguments of
jax-tpu-embedding 0.1.0's ``embedding.preprocess_sparse_dense_matmul_input`` and returns the
same ``(PreprocessedInput, SparseDenseMatmulInputStats)``, byte for byte. Feature specs are
read by duck typing: jax-tpu-embedding's own ``FeatureSpec`` objects (after
``prepare_feature_specs_for_training`` / ``stack_tables``) or ``tile_embed.specs``'
dataclasses (``tile_embed.specs.prepare_feature_specs`` fills them without jax).

Plain API: ``preprocess(lengths, ids, weights, tables=...)`` on flat arrays, ``limits(...)``
(feedback-directed calibration) and ``stats(...)``.

The GIL is released during preprocessing. Contiguous ``int32`` ids (a dense ``[B, K]`` input
or flat ids) and ``float32`` weights are read in place, not copied; do not modify them from
another thread during the call. Ragged object-array inputs are flattened once (under the GIL).
"""

from __future__ import annotations

import dataclasses
import os
import sys
from typing import Any, Mapping, NamedTuple, Sequence

import numpy as np

from . import _native, specs
from ._native import BufferTooSmallError, LimitExceededError, TileEmbedError
from .specs import Table

__all__ = [
    "preprocess_sparse_dense_matmul_input",
    "preprocess",
    "limits",
    "stats",
    "Table",
    "Limits",
    "StackResult",
    "StackStats",
    "PreprocessedInput",
    "SparseDenseMatmulInput",
    "SparseDenseMatmulInputStats",
    "TileEmbedError",
    "LimitExceededError",
    "BufferTooSmallError",
    "specs",
]

_INT32_MAX = 2**31 - 1


# ----------------------------------------------------------------------------------------
# Result types (used when jax-tpu-embedding is not loaded; same names and fields)


class SparseDenseMatmulInput(NamedTuple):
    """The four buffers per stacked table (as jax-tpu-embedding's)."""

    lhs_row_pointers: Mapping[str, np.ndarray]
    lhs_embedding_ids: Mapping[str, np.ndarray]
    lhs_sample_ids: Mapping[str, np.ndarray]
    lhs_gains: Mapping[str, np.ndarray]


@dataclasses.dataclass
class PreprocessedInput:
    """The buffers and the number of minibatches (as jax-tpu-embedding's)."""

    sparse_dense_matmul_input: SparseDenseMatmulInput
    num_minibatches: np.ndarray

    @property
    def lhs_row_pointers(self) -> Mapping[str, np.ndarray]:
        return self.sparse_dense_matmul_input.lhs_row_pointers

    @property
    def lhs_embedding_ids(self) -> Mapping[str, np.ndarray]:
        return self.sparse_dense_matmul_input.lhs_embedding_ids

    @property
    def lhs_sample_ids(self) -> Mapping[str, np.ndarray]:
        return self.sparse_dense_matmul_input.lhs_sample_ids

    @property
    def lhs_gains(self) -> Mapping[str, np.ndarray]:
        return self.sparse_dense_matmul_input.lhs_gains


@dataclasses.dataclass
class SparseDenseMatmulInputStats:
    """Statistics per stacked table (as jax-tpu-embedding's)."""

    max_ids_per_partition: dict
    max_unique_ids_per_partition: dict
    required_buffer_size_per_sc: dict = dataclasses.field(default_factory=dict)
    id_drop_counters: dict = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class Limits:
    """Limits of one stacked table (``tile_embed.limits`` computes them)."""

    max_ids_per_partition: int
    max_unique_ids_per_partition: int
    suggested_coo_buffer_size_per_device: int | None = None


@dataclasses.dataclass
class StackStats:
    """Statistics of one stacked table. Arrays are flat like the reference's:
    ``max_ids_per_partition[d * N + p]``, ``required_buffer_size_per_sc[d * sc + s]``."""

    max_ids_per_partition: np.ndarray
    max_unique_ids_per_partition: np.ndarray
    required_buffer_size_per_sc: np.ndarray
    dropped_id_count: int
    ids_in: int
    ids_kept: int

    def summary(self) -> dict:
        """Ids in, min/mean/max and skew (max/mean) of ids and unique ids per partition."""
        out = {"ids_in": self.ids_in, "dropped_id_count": self.dropped_id_count}
        for key in ("max_ids_per_partition", "max_unique_ids_per_partition"):
            a = getattr(self, key).astype(np.float64)
            mean = float(a.mean()) if a.size else 0.0
            out[key] = {
                "min": int(a.min()) if a.size else 0,
                "mean": mean,
                "max": int(a.max()) if a.size else 0,
                "skew": float(a.max()) / mean if mean > 0 else 0.0,
            }
        out["max_required_buffer_size_per_sc"] = int(self.required_buffer_size_per_sc.max(initial=0))
        return out


@dataclasses.dataclass
class StackResult:
    """One stacked table: its plan, the four buffers, the statistics."""

    name: str
    tables: list
    features: list
    combiner: str
    stack_vocab: int
    stack_dim: int
    limits: Limits
    coo_buffer_size_per_device: int
    batch_size_per_sc: int
    num_minibatches: int
    row_pointers: np.ndarray | None
    embedding_ids: np.ndarray | None
    sample_ids: np.ndarray | None
    gains: np.ndarray | None
    stats: StackStats


def _stack_result(d: dict) -> StackResult:
    return StackResult(
        name=d["name"],
        tables=[
            dict(zip(("name", "padded_vocab", "padded_dim", "row_offset_in_shard", "shard_rotation"), t))
            for t in d["tables"]
        ],
        features=[
            dict(zip(("name", "table", "row_offset", "col_offset", "col_shift"), f)) for f in d["features"]
        ],
        combiner=d["combiner"],
        stack_vocab=d["stack_vocab"],
        stack_dim=d["stack_dim"],
        limits=Limits(d["max_ids_limit"], d["max_unique_ids_limit"], d["suggested_buffer"]),
        coo_buffer_size_per_device=d["coo_buffer_size_per_device"],
        batch_size_per_sc=d["batch_size_per_sc"],
        num_minibatches=d["num_minibatches"],
        row_pointers=d.get("row_pointers"),
        embedding_ids=d.get("embedding_ids"),
        sample_ids=d.get("sample_ids"),
        gains=d.get("gains"),
        stats=StackStats(
            max_ids_per_partition=d["max_ids_per_partition"],
            max_unique_ids_per_partition=d["max_unique_ids_per_partition"],
            required_buffer_size_per_sc=d["required_buffer_size_per_sc"],
            dropped_id_count=d["dropped_id_count"],
            ids_in=d["ids_in"],
            ids_kept=d["ids_kept"],
        ),
    )


# ----------------------------------------------------------------------------------------
# Input normalization


def _threads(threads: int | None) -> int:
    if threads is None:
        env = os.environ.get("SPARSECORE_INPUT_PREPROCESSING_THREADS")
        threads = int(env) if env else (os.cpu_count() or 1)
    if not isinstance(threads, (int, np.integer)) or isinstance(threads, bool) or threads < 1:
        raise ValueError(f"threads must be a positive integer, got {threads!r}")
    return int(threads)


def _int32_ids(a: np.ndarray, name: str) -> np.ndarray:
    """``a`` as contiguous int32 (no copy when it already is)."""
    if a.dtype == np.int32:
        return np.ascontiguousarray(a)
    if a.dtype.kind not in "iu":
        raise TypeError(f"feature `{name}`: ids must be integers, got dtype {a.dtype}")
    if a.size and (int(a.min()) < 0 or int(a.max()) > _INT32_MAX):
        raise ValueError(f"feature `{name}`: ids must be in 0..2^31-1")
    return np.ascontiguousarray(a, dtype=np.int32)


def _f32_weights(a: np.ndarray, name: str) -> np.ndarray:
    if a.dtype == np.float32:
        return np.ascontiguousarray(a)
    if a.dtype.kind not in "fiu":
        raise TypeError(f"feature `{name}`: weights must be real numbers, got dtype {a.dtype}")
    return np.ascontiguousarray(a, dtype=np.float32)


def _feature_input(x: Any, w: Any, name: str):
    """One feature's input as ``(lengths, flat int32 ids, flat float32 weights or None)``;
    ``lengths`` is an int64 array or ``(k, batch)`` for a dense ``[batch, k]`` input."""
    ragged = isinstance(x, (list, tuple)) or (isinstance(x, np.ndarray) and x.dtype == object)
    if ragged:
        if isinstance(x, np.ndarray) and x.ndim != 1:
            raise ValueError(f"feature `{name}`: a ragged input must be 1-D, got shape {x.shape}")
        lengths, ids = _native.flatten_ids(x, name)
        weights = None
        if w is not None:
            wl, weights = _native.flatten_weights(w, name)
            if not np.array_equal(wl, lengths):
                raise ValueError(f"feature `{name}`: weights and ids have different shapes")
        return lengths, ids, weights
    if not isinstance(x, np.ndarray):
        x = np.asarray(x)
    if x.ndim != 2:
        raise ValueError(
            f"feature `{name}`: expected a 2-D [batch, k] id array or a 1-D object array of "
            f"per-sample arrays, got shape {x.shape} dtype {x.dtype}"
        )
    ids = _int32_ids(x, name).reshape(-1)
    weights = None
    if w is not None:
        w = np.asarray(w)
        if w.shape != x.shape:
            raise ValueError(f"feature `{name}`: weights shape {w.shape} differs from ids shape {x.shape}")
        weights = _f32_weights(w, name).reshape(-1)
    return (int(x.shape[1]), int(x.shape[0])), ids, weights


def _leaves(tree: Any) -> list:
    """Leaves in jax's order (``jax.tree.leaves`` when jax is loaded)."""
    jax = sys.modules.get("jax")
    if jax is not None and hasattr(jax, "tree"):
        return jax.tree.leaves(tree)
    out: list = []

    def walk(t):
        if t is None:
            return
        if isinstance(t, Mapping):
            for k in sorted(t):
                walk(t[k])
        elif isinstance(t, tuple) and hasattr(t, "_fields"):
            for v in t:
                walk(v)
        elif isinstance(t, (list, tuple)):
            for v in t:
                walk(v)
        else:
            out.append(t)

    walk(tree)
    return out


def _attr(obj: Any, name: str, what: str):
    try:
        v = getattr(obj, name)
    except Exception as e:  # noqa: BLE001 (the spec's own property may raise)
        raise ValueError(f"{what}: no `{name}` ({e})") from None
    if v is None:
        raise ValueError(
            f"{what}: `{name}` is not set; call prepare_feature_specs_for_training "
            "(jax-tpu-embedding) or tile_embed.specs.prepare_feature_specs first"
        )
    return v


def _combiner(c: Any) -> str:
    return str(getattr(c, "value", c)).lower()


def _plan_from_specs(fspecs: Sequence[Any]):
    """Tables, stacking plan and per-stack limits from prepared feature specs."""
    tables: dict = {}
    stacks: dict = {}
    for i, fs in enumerate(fspecs):
        fname = str(_attr(fs, "name", f"feature spec {i}"))
        ts = _attr(fs, "table_spec", f"feature `{fname}`")
        tname = str(_attr(ts, "name", f"feature `{fname}`"))
        sis = _attr(ts, "setting_in_stack", f"table `{tname}`")
        sts = _attr(ts, "stacked_table_spec", f"table `{tname}`")
        idt = _attr(fs, "id_transformation", f"feature `{fname}`")
        tables.setdefault(
            tname,
            (tname, int(ts.vocabulary_size), int(ts.embedding_dim), _combiner(ts.combiner)),
        )
        sname = str(sis.stack_name)
        st = stacks.setdefault(sname, {"specs": [], "tables": {}, "sts": sts})
        st["specs"].append((int(idt.row_offset), i, int(idt.col_offset), int(idt.col_shift)))
        st["tables"].setdefault(
            tname,
            (
                tname,
                int(sis.padded_vocab_size),
                int(sis.padded_embedding_dim),
                int(sis.row_offset_in_shard),
                int(sis.shard_rotation),
            ),
        )
    plan, stack_limits = [], {}
    for sname in sorted(stacks):
        st = stacks[sname]
        st["specs"].sort(key=lambda t: t[0])
        # The reference reads the stack's limits from its first feature (row-offset order).
        first = fspecs[st["specs"][0][1]].table_spec.stacked_table_spec
        sb = first.suggested_coo_buffer_size_per_device
        stack_limits[sname] = (
            int(first.max_ids_per_partition),
            int(first.max_unique_ids_per_partition),
            None if sb is None else int(sb),
        )
        plan.append(
            (
                sname,
                _combiner(first.combiner),
                int(first.stack_vocab_size),
                int(first.stack_embedding_dim),
                list(st["tables"].values()),
                [(i, ro, co, cs) for ro, i, co, cs in st["specs"]],
            )
        )
    return list(tables.values()), plan, stack_limits


def _result_types():
    """jax-tpu-embedding's result classes when it is loaded, else ours."""
    emb = sys.modules.get("jax_tpu_embedding.sparsecore.lib.nn.embedding")
    if emb is not None:
        return emb.PreprocessedInput, emb.SparseDenseMatmulInput, emb.SparseDenseMatmulInputStats
    return PreprocessedInput, SparseDenseMatmulInput, SparseDenseMatmulInputStats


# ----------------------------------------------------------------------------------------
# The drop-in call


def preprocess_sparse_dense_matmul_input(
    features: Any,
    features_weights: Any,
    feature_specs: Any,
    local_device_count: int,
    global_device_count: int,
    *,
    num_sc_per_device: int | None = None,
    sharding_strategy: str = "MOD",
    has_leading_dimension: bool = False,
    allow_id_dropping: bool = False,
    batch_number: int = 0,
    enable_minibatching: bool = False,
    all_reduce_interface: Any = None,
    threads: int | None = None,
    canonical_padding: bool = False,
):
    """jax-tpu-embedding 0.1.0's ``embedding.preprocess_sparse_dense_matmul_input``.

    Returns ``(PreprocessedInput, SparseDenseMatmulInputStats)`` with the same buffers and
    statistics. ``threads`` (default: ``SPARSECORE_INPUT_PREPROCESSING_THREADS`` or the CPU
    count) sets the worker threads. Single host only (``local_device_count ==
    global_device_count``); ``batch_number`` and ``all_reduce_interface`` are accepted and
    unused, as in a single-host reference call. Raises ``LimitExceededError`` where the
    reference aborts the process, ``TypeError``/``ValueError`` on malformed input.

    The buffer capacity the device never reads (each sparse core's segment after its
    aligned end; with minibatching, past the last segment and the unwritten row pointers)
    is left unwritten, as the reference leaves it uninitialized: its contents are
    unspecified. ``canonical_padding=True`` writes it as padding (INT32_MAX ids, NaN
    gains), the canonical output for byte comparison.
    """
    del batch_number, all_reduce_interface
    if num_sc_per_device is None:
        raise ValueError("num_sc_per_device is required (there is no TPU to ask)")
    if str(getattr(sharding_strategy, "name", sharding_strategy)).upper() != "MOD":
        raise ValueError(f"unsupported sharding_strategy {sharding_strategy!r} (only MOD)")
    if local_device_count != global_device_count:
        raise ValueError(
            f"multi-host preprocessing is not supported: local_device_count {local_device_count} "
            f"!= global_device_count {global_device_count}"
        )
    fleaves = _leaves(features)
    sleaves = _leaves(feature_specs)
    # As the reference: empty weights (None, [], {}) mean unit weights.
    empty = features_weights is None or (
        isinstance(features_weights, (list, tuple, Mapping)) and len(features_weights) == 0
    )
    wleaves = None if empty else _leaves(features_weights)
    if len(fleaves) != len(sleaves):
        raise ValueError(f"{len(fleaves)} features but {len(sleaves)} feature specs")
    if wleaves is not None and len(wleaves) != len(fleaves):
        raise ValueError(f"{len(wleaves)} feature weights but {len(fleaves)} features")
    tables, plan, stack_limits = _plan_from_specs(sleaves)
    feats = []
    for i, (x, fs) in enumerate(zip(fleaves, sleaves)):
        name = str(fs.name)
        lengths, ids, w = _feature_input(x, None if wleaves is None else wleaves[i], name)
        feats.append((name, str(fs.table_spec.name), lengths, ids, w))
    out = _native.preprocess_flat(
        tables,
        feats,
        int(global_device_count),
        int(num_sc_per_device),
        plan=plan,
        stack_limits=stack_limits,
        allow_id_dropping=bool(allow_id_dropping),
        minibatching=bool(enable_minibatching),
        threads=_threads(threads),
        leading_dimension=bool(has_leading_dimension),
        canonical_padding=bool(canonical_padding),
    )
    pre_t, sdmi_t, stats_t = _result_types()
    rp, ids, sids, gains = {}, {}, {}, {}
    mx, mu, rb, drops = {}, {}, {}, {}
    nmb = 1
    for d in out:
        n = d["name"]
        rp[n], ids[n], sids[n], gains[n] = d["row_pointers"], d["embedding_ids"], d["sample_ids"], d["gains"]
        mx[n], mu[n] = d["max_ids_per_partition"], d["max_unique_ids_per_partition"]
        rb[n], drops[n] = d["required_buffer_size_per_sc"], int(d["dropped_id_count"])
        nmb = d["num_minibatches"]
    minibatches = np.full(local_device_count, nmb)
    if has_leading_dimension:
        minibatches = minibatches.reshape(local_device_count, 1)
    return (
        pre_t(sdmi_t(rp, ids, sids, gains), minibatches),
        stats_t(
            max_ids_per_partition=mx,
            max_unique_ids_per_partition=mu,
            required_buffer_size_per_sc=rb,
            id_drop_counters=drops,
        ),
    )


# ----------------------------------------------------------------------------------------
# The plain API on flat arrays


def _as_dict(x: Any, names: Sequence[str] | None, what: str) -> dict:
    if isinstance(x, Mapping):
        return dict(x)
    if names is None or len(names) != 1:
        raise ValueError(f"{what}: give a dict feature name -> array for several features")
    return {names[0]: x}


def _tables(tables: Any) -> list:
    if isinstance(tables, Mapping):
        tables = list(tables.values())
    elif not isinstance(tables, (list, tuple)):
        tables = [tables]
    out = []
    for t in tables:
        if not isinstance(t, Table):
            raise TypeError(f"tables must be tile_embed.Table values, got {type(t).__name__}")
        out.append((t.name, int(t.vocabulary_size), int(t.embedding_dim), _combiner(t.combiner)))
    return out


def _flat_features(lengths, ids, weights, tables, feature_tables) -> list:
    tnames = [t[0] for t in tables]
    ids = _as_dict(ids, tnames, "ids")
    lengths = _as_dict(lengths, list(ids), "lengths")
    weights = None if weights is None else _as_dict(weights, list(ids), "weights")
    feature_tables = dict(feature_tables or {})
    feats = []
    for name in ids:
        table = feature_tables.get(name, name if name in tnames else None)
        if table is None:
            raise ValueError(f"feature `{name}`: no table (give feature_tables={{feature: table}})")
        if name not in lengths:
            raise ValueError(f"feature `{name}`: no lengths")
        a = np.asarray(ids[name])
        if a.ndim != 1:
            raise ValueError(f"feature `{name}`: ids must be 1-D, got shape {a.shape}")
        ln = np.asarray(lengths[name])
        if ln.ndim != 1 or ln.dtype.kind not in "iu":
            raise TypeError(f"feature `{name}`: lengths must be a 1-D integer array")
        ln = np.ascontiguousarray(ln, dtype=np.int64)
        w = None
        if weights is not None and weights.get(name) is not None:
            w = np.asarray(weights[name])
            if w.shape != a.shape:
                raise ValueError(f"feature `{name}`: {w.shape[0] if w.ndim else 0} weights for {a.shape[0]} ids")
            w = _f32_weights(w, name)
        feats.append((name, table, ln, _int32_ids(a, name), w))
    return feats


def _limits_args(max_ids, max_unique, suggested, limits_map):
    default = (int(max_ids), int(max_unique), None if suggested is None else int(suggested))
    per = {}
    for k, v in (limits_map or {}).items():
        per[k] = (
            int(v.max_ids_per_partition),
            int(v.max_unique_ids_per_partition),
            None if v.suggested_coo_buffer_size_per_device is None else int(v.suggested_coo_buffer_size_per_device),
        )
    return default, per


def preprocess(
    lengths: Any,
    ids: Any,
    weights: Any = None,
    *,
    tables: Any,
    feature_tables: Mapping[str, str] | None = None,
    devices: int = 1,
    sparse_cores: int = 4,
    stack_tables: bool = False,
    max_ids_per_partition: int = 256,
    max_unique_ids_per_partition: int = 256,
    suggested_coo_buffer_size_per_device: int | None = None,
    limits: Mapping[str, Limits] | None = None,
    allow_id_dropping: bool = False,
    minibatching: bool = False,
    threads: int | None = None,
    has_leading_dimension: bool = False,
    canonical_padding: bool = False,
) -> dict:
    """Preprocesses flat features: per feature ``lengths`` (ids per sample), ``ids`` (1-D,
    int32 read in place) and optional ``weights`` (float32 read in place); each a dict
    feature name -> array, or one array for one feature named after its table. ``tables``:
    ``tile_embed.Table`` values; ``feature_tables`` maps feature -> table (default: same
    name). Stacking follows tile-embed's plan (``stack_tables``: tables in name order grouped
    by padded width and combiner). ``limits`` (from :func:`limits`) overrides the scalar
    limits per stack. ``canonical_padding``: as in
    :func:`preprocess_sparse_dense_matmul_input` (off, the unread capacity is unwritten).
    Returns ``{stack name: StackResult}``."""
    tt = _tables(tables)
    feats = _flat_features(lengths, ids, weights, tt, feature_tables)
    default, per = _limits_args(
        max_ids_per_partition, max_unique_ids_per_partition, suggested_coo_buffer_size_per_device, limits
    )
    out = _native.preprocess_flat(
        tt,
        feats,
        int(devices),
        int(sparse_cores),
        stack_tables=bool(stack_tables),
        limits=default,
        stack_limits=per,
        allow_id_dropping=bool(allow_id_dropping),
        minibatching=bool(minibatching),
        threads=_threads(threads),
        leading_dimension=bool(has_leading_dimension),
        canonical_padding=bool(canonical_padding),
    )
    return {d["name"]: _stack_result(d) for d in out}


def _observe(lengths, ids, weights, tables, feature_tables, devices, sparse_cores, stack_tables, threads):
    tt = _tables(tables)
    feats = _flat_features(lengths, ids, weights, tt, feature_tables)
    return _native.preprocess_flat(
        tt,
        feats,
        int(devices),
        int(sparse_cores),
        stack_tables=bool(stack_tables),
        threads=_threads(threads),
        fill=False,
    )


def stats(
    lengths: Any,
    ids: Any,
    weights: Any = None,
    *,
    tables: Any,
    feature_tables: Mapping[str, str] | None = None,
    devices: int = 1,
    sparse_cores: int = 4,
    stack_tables: bool = False,
    threads: int | None = None,
) -> dict:
    """Observes one batch without limits: ``{stack name: StackStats}`` (nothing dropped, no
    buffers built). ``StackStats.summary()`` gives min/mean/max and skew."""
    out = _observe(lengths, ids, weights, tables, feature_tables, devices, sparse_cores, stack_tables, threads)
    return {d["name"]: _stack_result(d).stats for d in out}


def limits(
    batches: Sequence[Any],
    *,
    tables: Any,
    feature_tables: Mapping[str, str] | None = None,
    devices: int = 1,
    sparse_cores: int = 4,
    stack_tables: bool = False,
    threads: int | None = None,
) -> dict:
    """Feedback-directed limits (``tile-embed limits``): observes every batch (each a tuple
    ``(lengths, ids)`` or ``(lengths, ids, weights)``) and returns ``{stack name: Limits}``
    that hold all of them: the observed maxima of ids and unique ids per partition (at least
    1) and a suggested buffer of ``sparse_cores x`` the largest required buffer of one
    sparse core, rounded up to ``8 x sparse_cores``. Pass the result as ``limits=``."""
    acc: dict = {}
    nsc = int(sparse_cores)
    for b in batches:
        if not isinstance(b, (tuple, list)) or len(b) not in (2, 3):
            raise TypeError("each batch must be (lengths, ids) or (lengths, ids, weights)")
        w = b[2] if len(b) == 3 else None
        for d in _observe(b[0], b[1], w, tables, feature_tables, devices, sparse_cores, stack_tables, threads):
            mi = int(d["max_ids_per_partition"].max(initial=1))
            mu = int(d["max_unique_ids_per_partition"].max(initial=1))
            req = int(d["required_buffer_size_per_sc"].max(initial=0))
            buf = max(-(-req * nsc // (8 * nsc)) * 8 * nsc, 8 * nsc)
            prev = acc.get(d["name"], Limits(1, 1, 8 * nsc))
            acc[d["name"]] = Limits(
                max(prev.max_ids_per_partition, mi, 1),
                max(prev.max_unique_ids_per_partition, mu, 1),
                max(prev.suggested_coo_buffer_size_per_device, buf),
            )
    return acc
