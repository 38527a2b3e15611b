"""Plain dataclass feature specs for users without jax.

``tile_embed.preprocess_sparse_dense_matmul_input`` reads its feature specs by attribute
(duck typing): jax-tpu-embedding's ``FeatureSpec``/``TableSpec`` work unchanged, and so do
these. :func:`prepare_feature_specs` fills the stacking fields the way jax-tpu-embedding's
``prepare_feature_specs_for_training`` (and, with ``stack_tables``, ``stack_tables`` on
tables in name order grouped by padded width and combiner) does.
"""

from __future__ import annotations

import dataclasses
from typing import Sequence


@dataclasses.dataclass(frozen=True)
class Table:
    """A table for the plain API (``tile_embed.preprocess``)."""

    name: str
    vocabulary_size: int
    embedding_dim: int
    combiner: str = "sum"


@dataclasses.dataclass
class StackedTableSpec:
    stack_name: str
    stack_vocab_size: int
    stack_embedding_dim: int
    combiner: str
    total_sample_count: int
    max_ids_per_partition: int = 256
    max_unique_ids_per_partition: int = 256
    suggested_coo_buffer_size_per_device: int | None = None


@dataclasses.dataclass
class TableSettingInStack:
    stack_name: str
    padded_vocab_size: int
    padded_embedding_dim: int
    row_offset_in_shard: int
    shard_rotation: int


@dataclasses.dataclass
class FeatureIdTransformation:
    row_offset: int
    col_offset: int
    col_shift: int


@dataclasses.dataclass(eq=False)
class TableSpec:
    name: str
    vocabulary_size: int
    embedding_dim: int
    combiner: str = "sum"
    max_ids_per_partition: int = 256
    max_unique_ids_per_partition: int = 256
    suggested_coo_buffer_size_per_device: int | None = None
    setting_in_stack: TableSettingInStack | None = None
    stacked_table_spec: StackedTableSpec | None = None


@dataclasses.dataclass(eq=False)
class FeatureSpec:
    name: str
    table_spec: TableSpec
    input_shape: Sequence[int]
    output_shape: Sequence[int]
    id_transformation: FeatureIdTransformation | None = None


def _roundup(x: int, m: int) -> int:
    return (x + m - 1) // m * m


def prepare_feature_specs(
    feature_specs: Sequence[FeatureSpec],
    *,
    global_device_count: int,
    num_sc_per_device: int,
    stack_tables: bool = False,
) -> None:
    """Fills ``setting_in_stack``, ``stacked_table_spec`` and ``id_transformation`` in place.

    Tables: padded vocabulary ``roundup(vocab, 8N)``, padded width ``roundup(dim, 8)``. With
    ``stack_tables`` tables (name order) with equal padded width and combiner form one stack
    named by their names joined with ``_``, each table rotated by ``k * sc mod N``; the
    stack's limits are its first table's. Features of a stack (name order) get cumulative
    row offsets (``prod(output_shape[:-1])``)."""
    n = int(global_device_count) * int(num_sc_per_device)
    if n <= 0 or n & (n - 1):
        raise ValueError(f"devices x sparse cores = {n} must be a power of two")
    tables: dict[str, TableSpec] = {}
    for fs in feature_specs:
        tables.setdefault(fs.table_spec.name, fs.table_spec)
    groups: list[list[TableSpec]] = []
    for name in sorted(tables):
        t = tables[name]
        key = (_roundup(t.embedding_dim, 8), t.combiner)
        g = None
        if stack_tables:
            g = next((g for g in groups if (_roundup(g[0].embedding_dim, 8), g[0].combiner) == key), None)
        if g is None:
            groups.append([t])
        else:
            g.append(t)
    for g in groups:
        sname = "_".join(t.name for t in g)
        offset = 0
        for k, t in enumerate(g):
            pv = _roundup(int(t.vocabulary_size), 8 * n)
            t.setting_in_stack = TableSettingInStack(
                stack_name=sname,
                padded_vocab_size=pv,
                padded_embedding_dim=_roundup(int(t.embedding_dim), 8),
                row_offset_in_shard=offset,
                shard_rotation=(k * int(num_sc_per_device)) % n if len(g) > 1 else 0,
            )
            offset += pv // n
        feats = sorted((fs for fs in feature_specs if fs.table_spec.name in {t.name for t in g}), key=lambda f: f.name)
        row = 0
        for fs in feats:
            sis = fs.table_spec.setting_in_stack
            fs.id_transformation = FeatureIdTransformation(
                row_offset=row, col_offset=sis.row_offset_in_shard * n, col_shift=sis.shard_rotation
            )
            rows = 1
            for d in list(fs.output_shape)[:-1]:
                rows *= int(d)
            row += rows
        first = g[0]
        sts = StackedTableSpec(
            stack_name=sname,
            stack_vocab_size=sum(t.setting_in_stack.padded_vocab_size for t in g),
            stack_embedding_dim=max(t.setting_in_stack.padded_embedding_dim for t in g),
            combiner=first.combiner,
            total_sample_count=row,
            max_ids_per_partition=first.max_ids_per_partition,
            max_unique_ids_per_partition=first.max_unique_ids_per_partition,
            suggested_coo_buffer_size_per_device=first.suggested_coo_buffer_size_per_device,
        )
        for t in g:
            t.stacked_table_spec = sts


