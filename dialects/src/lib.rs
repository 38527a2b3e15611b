//! tile-dialects: the dialects tile-opt registers.
