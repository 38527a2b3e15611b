//! tile-passes: transformations.
