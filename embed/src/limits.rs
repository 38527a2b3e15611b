//! Per-partition limits and the limit checks of the host preprocessing. The limits, static
//! buffer sizing and HBM stack estimates are the compiler's too and live in
//! `tile-sparsecore`; they are re-exported here under their old paths.

use crate::error::{EmbedError, Result};

pub use tile_sparsecore::sizes::{
    MAX_COO_BUFFER_SIZE, MAX_MINIBATCHES, hbm_stack_backward_bytes, hbm_stack_forward_bytes,
    row_pointers_per_sc, theoretical_coo_buffer_size,
};
pub use tile_sparsecore::{DEFAULT_LIMIT, Limits};

/// [`tile_sparsecore::coo_buffer_size_per_device`] for stacked table `stack`: its errors
/// are configuration errors naming the table.
pub fn coo_buffer_size_per_device(
    stack: &str,
    limits: &Limits,
    topo: &tile_sparsecore::Topology,
    minibatching: bool,
) -> Result<u64> {
    tile_sparsecore::coo_buffer_size_per_device(limits, topo, minibatching)
        .map_err(|e| EmbedError::Config(format!("table `{stack}`: {e}")))
}

/// Checks the observed counts of one local sparse core against the limits (without
/// dropping): the first partition over its ids limit, then over its unique limit, is an error.
pub fn check_observed(
    stack: &str,
    device: usize,
    sparse_core: usize,
    ids: &[u32],
    unique_ids: &[u32],
    limits: &Limits,
) -> Result<()> {
    let max_ids = limits.max_ids_per_partition;
    if let Some((p, &obs)) = ids
        .iter()
        .enumerate()
        .find(|(_, c)| u64::from(**c) > max_ids)
    {
        return Err(EmbedError::LimitExceeded {
            stack: stack.to_string(),
            device,
            sparse_core,
            partition: p,
            what: "ids",
            observed: obs as u64,
            allowed: max_ids,
        });
    }
    let max_u = limits.max_unique_ids_per_partition;
    if let Some((p, &obs)) = unique_ids
        .iter()
        .enumerate()
        .find(|(_, c)| u64::from(**c) > max_u)
    {
        return Err(EmbedError::LimitExceeded {
            stack: stack.to_string(),
            device,
            sparse_core,
            partition: p,
            what: "unique ids",
            observed: obs as u64,
            allowed: max_u,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_sparsecore::Topology;

    /// The shared sizing's errors name the table, as configuration errors.
    #[test]
    fn buffer_size_errors_name_the_table() {
        let topo = Topology::new(1, 1 << 16).unwrap();
        let e = coo_buffer_size_per_device("t", &Limits::default(), &topo, true).unwrap_err();
        assert_eq!(
            e.to_string(),
            "invalid configuration: table `t`: the COO buffer per device (70368744177664) exceeds 2147483646 entries; lower the limits or give a suggested buffer"
        );
        let small = Topology::new(2, 4).unwrap();
        assert_eq!(
            coo_buffer_size_per_device("t", &Limits::default(), &small, false).unwrap(),
            256 * 4 * 8
        );
    }
}
