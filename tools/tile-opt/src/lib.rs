//! tile-opt driver library.
