"""Type stubs of the pyo3 extension (see src/lib.rs)."""

from typing import Any, Mapping, Sequence

import numpy as np

class TileEmbedError(ValueError): ...

class LimitExceededError(TileEmbedError):
    table: str
    device: int
    sparse_core: int
    partition: int
    what: str
    observed: int
    allowed: int

class BufferTooSmallError(TileEmbedError):
    table: str
    device: int
    sparse_core: int
    needed: int
    available: int

def preprocess_flat(
    tables: Sequence[tuple[str, int, int, str]],
    features: Sequence[tuple[str, str, Any, np.ndarray, np.ndarray | None]],
    devices: int,
    sparse_cores: int,
    *,
    plan: Sequence[tuple[str, str, int, int, Sequence[tuple[str, int, int, int, int]], Sequence[tuple[int, int, int, int]]]] | None = ...,
    stack_tables: bool = ...,
    limits: tuple[int, int, int | None] = ...,
    stack_limits: Mapping[str, tuple[int, int, int | None]] = ...,
    allow_id_dropping: bool = ...,
    minibatching: bool = ...,
    threads: int = ...,
    leading_dimension: bool = ...,
    fill: bool = ...,
    canonical_padding: bool = ...,
) -> list[dict[str, Any]]: ...
def flatten_ids(rows: Any, name: str) -> tuple[np.ndarray, np.ndarray]: ...
def flatten_weights(rows: Any, name: str) -> tuple[np.ndarray, np.ndarray]: ...
