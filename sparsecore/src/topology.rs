//! The machine: devices times sparse cores, one partition per sparse core.

use std::fmt;

/// The largest number of partitions (global sparse cores) supported.
pub const MAX_PARTITIONS: usize = 1 << 16;

/// The machine: `devices` (global = local, single host) times `sparse_cores` per device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Topology {
    /// Number of devices (chips) on the host; global = local.
    pub devices: usize,
    /// Sparse cores per device.
    pub sparse_cores: usize,
}

/// Why a topology is not supported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TopologyError {
    /// No devices or no sparse cores.
    Empty,
    /// The global sparse core count is not a power of two of at most [`MAX_PARTITIONS`]
    /// (mod sharding takes the low bits of an id).
    NotPowerOfTwo {
        /// Devices asked for.
        devices: usize,
        /// Sparse cores per device asked for.
        sparse_cores: usize,
    },
}

impl fmt::Display for TopologyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TopologyError::Empty => write!(f, "devices and sparse cores must be at least 1"),
            TopologyError::NotPowerOfTwo {
                devices,
                sparse_cores,
            } => write!(
                f,
                "devices x sparse cores = {devices} x {sparse_cores} must be a power of two (at most {MAX_PARTITIONS})"
            ),
        }
    }
}

impl std::error::Error for TopologyError {}

impl Topology {
    /// Checks that the global sparse core count is a power of two of at most
    /// [`MAX_PARTITIONS`].
    pub fn new(devices: usize, sparse_cores: usize) -> Result<Topology, TopologyError> {
        if devices == 0 || sparse_cores == 0 {
            return Err(TopologyError::Empty);
        }
        let n = devices.checked_mul(sparse_cores).unwrap_or(0);
        if n == 0 || !n.is_power_of_two() || n > MAX_PARTITIONS {
            return Err(TopologyError::NotPowerOfTwo {
                devices,
                sparse_cores,
            });
        }
        Ok(Topology {
            devices,
            sparse_cores,
        })
    }

    /// Global sparse core count `N` (number of partitions).
    pub fn num_partitions(&self) -> usize {
        // Saturating: the fields are public, and `new` bounds the product anyway.
        self.devices.saturating_mul(self.sparse_cores)
    }

    /// `log2 N`.
    pub fn partition_bits(&self) -> u32 {
        self.num_partitions().trailing_zeros()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn powers_of_two_only() {
        assert_eq!(Topology::new(2, 4).unwrap().num_partitions(), 8);
        assert_eq!(Topology::new(2, 4).unwrap().partition_bits(), 3);
        assert_eq!(Topology::new(0, 4), Err(TopologyError::Empty));
        assert!(Topology::new(3, 2).is_err());
        assert!(Topology::new(1, MAX_PARTITIONS * 2).is_err());
        assert!(Topology::new(usize::MAX, 2).is_err());
    }
}
