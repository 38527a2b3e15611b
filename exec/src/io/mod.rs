//! Tensor file formats: Matrix Market `.mtx` and FROSTT `.tns` readers (with the MLIR
//! runtime library's conventions), shared by `sparse_tensor.new` and `tile-run --arg`, and
//! `.npy` (read and write) for `tile-run --arg` / `--dump`.

pub mod mtx;
pub mod npy;
pub mod structured;
pub mod tns;

/// A value read from a tensor file: real, or complex (Matrix Market's `complex` field).
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct FileValue {
    /// The real part (the value of a real, integer or pattern file).
    pub re: f64,
    /// The imaginary part (0 unless the file is complex).
    pub im: f64,
}

impl From<f64> for FileValue {
    fn from(re: f64) -> FileValue {
        FileValue { re, im: 0.0 }
    }
}

impl std::ops::Neg for FileValue {
    type Output = FileValue;
    fn neg(self) -> FileValue {
        FileValue {
            re: -self.re,
            im: -self.im,
        }
    }
}

/// A tensor read from a file: its dimension sizes and (0-based coordinates, value) entries
/// in file order.
#[derive(Clone, Debug, PartialEq)]
pub struct CooData {
    /// Dimension sizes.
    pub dims: Vec<u64>,
    /// Entries in file order (only those written in the file).
    pub entries: Vec<(Vec<u64>, FileValue)>,
    /// Whether the values are complex (only complex tensors can hold them).
    pub complex: bool,
    /// The symmetry the file declares.
    pub symmetry: Symmetry,
}

/// The symmetry a Matrix Market file declares.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Symmetry {
    /// Every entry is written.
    General,
    /// `a[j][i] = a[i][j]`; one triangle is written.
    Symmetric,
    /// `a[j][i] = -a[i][j]`; one triangle is written.
    SkewSymmetric,
}

impl CooData {
    /// MLIR's runtime reads complex values only into complex tensors.
    pub fn check_readable_as(&self, complex_element: bool) -> Result<(), String> {
        match self.complex && !complex_element {
            true => Err(
                "the file holds complex values but the tensor's elements are not complex".into(),
            ),
            false => Ok(()),
        }
    }

    /// The entries with the unwritten triangle of a (skew-)symmetric matrix added, each
    /// mirrored entry right after its original (scipy's `mmread` view of the file).
    pub fn mirrored(&self) -> Vec<(Vec<u64>, FileValue)> {
        let mut out = Vec::with_capacity(self.entries.len() * 2);
        for (c, v) in &self.entries {
            out.push((c.clone(), *v));
            if let [i, j] = c[..]
                && i != j
            {
                match self.symmetry {
                    Symmetry::General => {}
                    Symmetry::Symmetric => out.push((vec![j, i], *v)),
                    Symmetry::SkewSymmetric => out.push((vec![j, i], -*v)),
                }
            }
        }
        out
    }
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
