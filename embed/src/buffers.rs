//! The four per-device buffers of a stacked table (`row_pointers`, `embedding_ids`,
//! `sample_ids`, `gains`): CSR-wrapped COO with 8-aligned partitions and INT32_MAX / NaN
//! padding, as in jax-tpu-embedding 0.1.0.

use crate::error::{EmbedError, Result};
use crate::partition::GroupedSc;
use crate::pool;

pub use tile_sparsecore::PADDING_ID;

/// The buffers of one device.
#[derive(Debug, Clone, PartialEq)]
pub struct DeviceBuffers {
    /// Row pointers: per local sparse core (and minibatch) a block of `max(N, 8)` ends.
    pub row_pointers: Vec<i32>,
    /// Local embedding ids.
    pub embedding_ids: Vec<i32>,
    /// Sample ids.
    pub sample_ids: Vec<i32>,
    /// Gains (NaN in padding).
    pub gains: Vec<f32>,
}

/// Layout parameters of the buffers of one device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BufferLayout {
    /// Local sparse cores per device.
    pub sparse_cores: usize,
    /// Global sparse cores (partitions).
    pub num_partitions: usize,
    /// COO buffer entries per device.
    pub coo_size: usize,
    /// Total row-pointer entries per device.
    pub row_pointers_size: usize,
    /// Minibatching layout: absolute row pointers, sparse cores packed back to back.
    pub minibatching: bool,
    /// Write the capacity the device never reads as padding too (the canonical output): the
    /// tail of every segment after its aligned end and, with minibatching, the unused row
    /// pointer blocks. Otherwise those regions are left unwritten, as the reference leaves
    /// them uninitialized, so the cost follows the ids, not the capacity.
    pub pad_unused: bool,
}

/// `x` rounded up to [`tile_sparsecore::ALIGNMENT`]: where the next partition's entries start.
/// In `usize` for buffer positions (never near overflow: buffers are at most `i32::MAX`).
pub(crate) fn round8(x: usize) -> usize {
    const ALIGN: usize = tile_sparsecore::ALIGNMENT as usize;
    x.div_ceil(ALIGN) * ALIGN
}

/// The regions of one device's buffers that the device reads (everything else is unused
/// capacity, left unwritten unless [`BufferLayout::pad_unused`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadRanges {
    /// Row pointer ranges: every sparse core's block (with minibatching, the first
    /// `num_minibatches` blocks of each).
    pub row_pointers: Vec<std::ops::Range<usize>>,
    /// COO ranges (embedding ids, sample ids, gains): every sparse core's entries and
    /// alignment padding up to its aligned end (with minibatching the packed segments, up
    /// to the aligned end of the last).
    pub coo: Vec<std::ops::Range<usize>>,
}

/// The [`ReadRanges`] of one device's buffers, from its row pointers: without minibatching
/// sparse core `s` reads `[s * S, s * S + round8(last row pointer of its block))`; with
/// minibatching the written blocks (sparse core major, then minibatch) and the COO buffer
/// up to the aligned largest absolute row pointer.
pub fn device_read_ranges(
    layout: &BufferLayout,
    row_pointers: &[i32],
    num_minibatches: usize,
) -> ReadRanges {
    let r = layout.num_partitions.max(8);
    let nsc = layout.sparse_cores.max(1);
    let end_of = |ptr: Option<&i32>| ptr.map_or(0, |&p| round8(usize::try_from(p).unwrap_or(0)));
    if layout.minibatching {
        let used = (nsc * num_minibatches.max(1) * r).min(row_pointers.len());
        let end = row_pointers.get(..used).unwrap_or(&[]).iter().max();
        return ReadRanges {
            row_pointers: std::iter::once(0..used).collect(),
            coo: std::iter::once(0..end_of(end).min(layout.coo_size)).collect(),
        };
    }
    let seg = layout.coo_size / nsc;
    let (mut rps, mut coo) = (Vec::with_capacity(nsc), Vec::with_capacity(nsc));
    for s in 0..nsc {
        rps.push(s * r..(s + 1) * r);
        let end = end_of(row_pointers.get((s + 1) * r - 1)).min(seg);
        coo.push(s * seg..s * seg + end);
    }
    ReadRanges {
        row_pointers: rps,
        coo,
    }
}

/// Fills the buffers of one device from its local sparse cores' grouped entries. Without
/// minibatching each sparse core owns an equal segment and row pointers are relative to it;
/// with minibatching (one minibatch) segments are packed and pointers are absolute. A
/// segment too small for the kept entries is a [`EmbedError::BufferTooSmall`].
pub fn fill_device(
    stack: &str,
    device: usize,
    layout: &BufferLayout,
    scs: &[GroupedSc],
) -> Result<DeviceBuffers> {
    let refs: Vec<&GroupedSc> = scs.iter().collect();
    fill_device_refs(stack, device, layout, &refs)
}

/// Mutable views of the four buffers of one device.
#[derive(Debug)]
pub struct DeviceBuffersMut<'a> {
    /// Row pointers.
    pub row_pointers: &'a mut [i32],
    /// Local embedding ids.
    pub embedding_ids: &'a mut [i32],
    /// Sample ids.
    pub sample_ids: &'a mut [i32],
    /// Gains.
    pub gains: &'a mut [f32],
}

impl DeviceBuffers {
    /// Buffers for `devices` devices of `layout` back to back: padding everywhere with
    /// [`BufferLayout::pad_unused`], else of unspecified contents ([`pool::i32_unwritten`]).
    pub fn for_devices(layout: &BufferLayout, devices: usize) -> DeviceBuffers {
        let (rp, coo) = (
            layout.row_pointers_size * devices,
            layout.coo_size * devices,
        );
        if layout.pad_unused {
            DeviceBuffers {
                row_pointers: pool::i32_filled(rp, PADDING_ID),
                embedding_ids: pool::i32_filled(coo, PADDING_ID),
                sample_ids: pool::i32_filled(coo, PADDING_ID),
                gains: pool::f32_filled(coo, f32::NAN),
            }
        } else {
            DeviceBuffers {
                row_pointers: pool::i32_unwritten(rp),
                embedding_ids: pool::i32_unwritten(coo),
                sample_ids: pool::i32_unwritten(coo),
                gains: pool::f32_unwritten(coo),
            }
        }
    }

    /// Views of the devices' buffers when they lie back to back (`layout`'s sizes each).
    pub fn per_device(&mut self, layout: &BufferLayout) -> Vec<DeviceBuffersMut<'_>> {
        let (rp, coo) = (layout.row_pointers_size.max(1), layout.coo_size.max(1));
        self.row_pointers
            .chunks_mut(rp)
            .zip(self.embedding_ids.chunks_mut(coo))
            .zip(
                self.sample_ids
                    .chunks_mut(coo)
                    .zip(self.gains.chunks_mut(coo)),
            )
            .map(|((r, e), (s, g))| DeviceBuffersMut {
                row_pointers: r,
                embedding_ids: e,
                sample_ids: s,
                gains: g,
            })
            .collect()
    }
}

/// [`fill_device`] over borrowed sparse cores. With minibatching, `partition_end` of a
/// sparse core may hold several minibatches (`k * N` ends, minibatch-major); their blocks of
/// row pointers follow each other.
pub fn fill_device_refs(
    stack: &str,
    device: usize,
    layout: &BufferLayout,
    scs: &[&GroupedSc],
) -> Result<DeviceBuffers> {
    let mut out = DeviceBuffers::for_devices(layout, 1);
    let view = out.per_device(layout).into_iter().next();
    if let Some(v) = view {
        fill_device_into(stack, device, layout, scs, v)?;
    }
    Ok(out)
}

/// [`fill_device_refs`] into given buffers of one device (from
/// [`DeviceBuffers::for_devices`]: padding already there with `pad_unused`).
pub fn fill_device_into(
    stack: &str,
    device: usize,
    layout: &BufferLayout,
    scs: &[&GroupedSc],
    mut out: DeviceBuffersMut<'_>,
) -> Result<()> {
    let r = layout.num_partitions.max(8);
    let seg = layout.coo_size / layout.sparse_cores.max(1);
    let n = layout.num_partitions;
    let mut packed_start = 0usize;
    for (s, g) in scs.iter().enumerate() {
        // One block of `n` partition ends per minibatch (one minibatch without minibatching).
        let minibatches = (g.partition_end.len() / n.max(1)).max(1);
        let part_begin = |k: usize| {
            if k == 0 {
                0
            } else {
                g.partition_end.get(k - 1).copied().unwrap_or(0)
            }
        };
        let needed: usize = (0..minibatches * n)
            .map(|k| {
                let begin = part_begin(k);
                round8(g.partition_end.get(k).copied().unwrap_or(begin) - begin)
            })
            .sum();
        let (base, available) = if layout.minibatching {
            (packed_start, layout.coo_size - packed_start)
        } else {
            (s * seg, seg)
        };
        if needed > available {
            return Err(EmbedError::BufferTooSmall {
                stack: stack.to_string(),
                device,
                sparse_core: s,
                needed: needed as u64,
                available: available as u64,
            });
        }
        let mut idx = 0usize;
        let mut begin = 0usize;
        for m in 0..minibatches {
            let rp_base = (s * minibatches + m) * r;
            for p in 0..n {
                let end = g.partition_end.get(m * n + p).copied().unwrap_or(begin);
                let cnt = end - begin;
                let dst = base + idx;
                if let (Some(e), Some(si), Some(ga), Some(se), Some(ss), Some(sg)) = (
                    out.embedding_ids.get_mut(dst..dst + cnt),
                    out.sample_ids.get_mut(dst..dst + cnt),
                    out.gains.get_mut(dst..dst + cnt),
                    g.embedding_ids.get(begin..end),
                    g.sample_ids.get(begin..end),
                    g.gains.get(begin..end),
                ) {
                    e.copy_from_slice(se);
                    si.copy_from_slice(ss);
                    ga.copy_from_slice(sg);
                }
                idx += cnt;
                let ptr = if layout.minibatching { base + idx } else { idx };
                if let Some(slot) = out.row_pointers.get_mut(rp_base + p) {
                    *slot = ptr as i32;
                }
                let aligned = round8(idx);
                if !layout.pad_unused {
                    // The alignment gap is read by the device: padding as in the reference.
                    pad(&mut out, base + idx..base + aligned);
                }
                idx = aligned;
                begin = end;
            }
            let last = if layout.minibatching { base + idx } else { idx };
            for p in n..r {
                if let Some(slot) = out.row_pointers.get_mut(rp_base + p) {
                    *slot = last as i32;
                }
            }
        }
        packed_start = base + idx;
    }
    Ok(())
}

/// Writes padding (INT32_MAX ids, NaN gains) over `range` of the COO buffers.
fn pad(out: &mut DeviceBuffersMut<'_>, range: std::ops::Range<usize>) {
    if let Some(x) = out.embedding_ids.get_mut(range.clone()) {
        x.fill(PADDING_ID);
    }
    if let Some(x) = out.sample_ids.get_mut(range.clone()) {
        x.fill(PADDING_ID);
    }
    if let Some(x) = out.gains.get_mut(range) {
        x.fill(f32::NAN);
    }
}
