//! Tensor file formats: Matrix Market `.mtx` and FROSTT `.tns` readers (with the MLIR
//! runtime library's conventions), shared by `sparse_tensor.new` and `tile-run --arg`.

pub mod mtx;
pub mod tns;

/// A tensor read from a file: its dimension sizes and (0-based coordinates, value) entries
/// in file order (symmetric entries mirrored right after the entry they mirror).
#[derive(Clone, Debug, PartialEq)]
pub struct CooData {
    /// Dimension sizes.
    pub dims: Vec<u64>,
    /// Entries in file order.
    pub entries: Vec<(Vec<u64>, f64)>,
}

/// Reads the tensor file at `path`, choosing the format by its extension (`.tns` is FROSTT,
/// anything else Matrix Market).
pub fn read_tensor_file(path: &str) -> Result<CooData, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read '{path}': {e}"))?;
    if path.ends_with(".tns") {
        tns::parse(&text).map_err(|e| format!("{path}: {e}"))
    } else {
        mtx::parse(&text).map_err(|e| format!("{path}: {e}"))
    }
}
