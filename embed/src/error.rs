//! Errors of the host preprocessing: every failure is a value with a message that names
//! what went wrong and where (table, feature, device, sparse core, partition, sample).

use std::fmt;

use tile_sparsecore::TopologyError;

/// An error of `tile-embed`. The message is complete; callers print it as is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EmbedError {
    /// The input batch is malformed (unknown table, ragged weights, bad id, ...).
    Input(String),
    /// The requested configuration is unsupported (device/core counts, batch split, ...).
    Config(String),
    /// A partition holds more ids (or unique ids) than its limit and dropping is not allowed.
    LimitExceeded {
        /// Stacked table name.
        stack: String,
        /// Local device index.
        device: usize,
        /// Local sparse core (source) on that device.
        sparse_core: usize,
        /// Global sparse core (target partition).
        partition: usize,
        /// `"ids"` or `"unique ids"`.
        what: &'static str,
        /// Observed count.
        observed: u64,
        /// Allowed count.
        allowed: u64,
    },
    /// The per-device COO buffer cannot hold the kept ids of one sparse core.
    BufferTooSmall {
        /// Stacked table name.
        stack: String,
        /// Local device index.
        device: usize,
        /// Local sparse core on that device.
        sparse_core: usize,
        /// Entries needed in the sparse core's segment (8-aligned partitions).
        needed: u64,
        /// Entries available in the segment.
        available: u64,
    },
    /// Reading or writing a file failed.
    Io(String),
}

impl fmt::Display for EmbedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EmbedError::Input(m) => write!(f, "invalid input: {m}"),
            EmbedError::Config(m) => write!(f, "invalid configuration: {m}"),
            EmbedError::LimitExceeded {
                stack,
                device,
                sparse_core,
                partition,
                what,
                observed,
                allowed,
            } => write!(
                f,
                "table `{stack}`, device {device}, sparse core {sparse_core}, partition {partition}: \
                 observed {observed} {what} but the limit is {allowed} \
                 (use --allow-id-dropping or raise the limit)"
            ),
            EmbedError::BufferTooSmall {
                stack,
                device,
                sparse_core,
                needed,
                available,
            } => write!(
                f,
                "table `{stack}`, device {device}, sparse core {sparse_core}: the COO buffer segment \
                 holds {available} entries but the kept ids need {needed} \
                 (raise --suggested-buffer or lower the limits)"
            ),
            EmbedError::Io(m) => write!(f, "{m}"),
        }
    }
}

impl std::error::Error for EmbedError {}

/// A topology the host cannot preprocess for: a configuration error, in the words of the
/// command line that sets it.
impl From<TopologyError> for EmbedError {
    fn from(e: TopologyError) -> EmbedError {
        EmbedError::Config(match e {
            TopologyError::Empty => "--devices and --sc must be at least 1".to_string(),
            TopologyError::NotPowerOfTwo { .. } => e.to_string(),
        })
    }
}

/// Result alias of this crate.
pub type Result<T> = std::result::Result<T, EmbedError>;
