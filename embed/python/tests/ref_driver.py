"""Runs jax-tpu-embedding 0.1.0's preprocess_sparse_dense_matmul_input on every test case
and writes one compressed .npz per case (normalized buffers, statistics, limits) to OUTDIR.
Run in its own process: the reference aborts the process on a hard CHECK.

Usage: python ref_driver.py OUTDIR [CASE_SUBSTRING]
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("SPARSECORE_INPUT_PREPROCESSING_THREADS", "1")

import cases  # noqa: E402
from jax_tpu_embedding.sparsecore.lib.nn import embedding  # noqa: E402

# The Python wrapper only accepts 2 or 4 sparse cores; the C++ takes any count.
embedding._get_num_sc_per_device = lambda n: n


def main():
    outdir = sys.argv[1]
    only = sys.argv[2] if len(sys.argv) > 2 else ""
    os.makedirs(outdir, exist_ok=True)
    for case in cases.CASES:
        if only not in case.name:
            continue
        limits = cases.observed_limits(case)
        fspecs = cases.jax_specs(case, limits)
        out, stats = cases.call(embedding.preprocess_sparse_dense_matmul_input, case, fspecs)
        res = cases.flatten_result(case, out, stats, limits)
        res["input_checksum"] = cases.input_checksum(case)
        np.savez_compressed(os.path.join(outdir, case.name + ".npz"), **res)
        print(case.name, "ok", flush=True)


if __name__ == "__main__":
    main()
