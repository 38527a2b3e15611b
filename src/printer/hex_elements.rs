//! MLIR's hex form of large dense data: more than 100 elements (not a splat) print as
//! `"0x..."`, little-endian, `i1` bit-packed, complex numbers as (re, im) pairs.

use crate::attributes::Scalar;
use crate::context::Context;
use crate::types::{Type, TypeKind};
use std::fmt::Write;

/// Elements beyond which mlir-opt prints dense data as hex.
pub const HEX_THRESHOLD: usize = 100;

/// Bytes of one scalar of element type `element`: its width and whether it is `i1`.
fn layout(ctx: &Context, element: Type) -> Option<(usize, bool)> {
    match ctx.type_kind(element) {
        TypeKind::Integer { width: 1, .. } => Some((0, true)),
        TypeKind::Integer { width, .. } => Some(((*width as usize).div_ceil(8), false)),
        TypeKind::Index => Some((8, false)),
        TypeKind::Float(sem) => Some(((sem.bit_width() as usize).div_ceil(8), false)),
        TypeKind::Complex(e) => layout(ctx, *e),
        _ => None,
    }
}

fn push_le(out: &mut Vec<u8>, bits: u128, bytes: usize) {
    out.extend(bits.to_le_bytes().iter().take(bytes));
}

/// The `"0x..."` text of `items` (elements of type `element`), or `None` when the type has
/// no raw form tile-opt writes.
pub fn hex_text(ctx: &Context, element: Type, items: &[Scalar]) -> Option<String> {
    // Scalars are held in 128 bits: wider integers keep the list form.
    let (bytes, is_bool) = layout(ctx, element).filter(|&(b, _)| b <= 16)?;
    let mut raw = Vec::with_capacity(items.len() * bytes.max(1));
    if is_bool {
        raw.resize(items.len().div_ceil(8), 0);
        for (i, s) in items.iter().enumerate() {
            if matches!(s, Scalar::Int(v) if *v != 0)
                && let Some(b) = raw.get_mut(i / 8)
            {
                *b |= 1 << (i % 8);
            }
        }
    } else {
        for s in items {
            match s {
                Scalar::Int(v) => push_le(&mut raw, *v as u128, bytes),
                Scalar::Float(f) => push_le(&mut raw, f.bits, bytes),
                Scalar::ComplexInt(a, b) => {
                    push_le(&mut raw, *a as u128, bytes);
                    push_le(&mut raw, *b as u128, bytes);
                }
                Scalar::ComplexFloat(a, b) => {
                    push_le(&mut raw, a.bits, bytes);
                    push_le(&mut raw, b.bits, bytes);
                }
            }
        }
    }
    let mut s = String::with_capacity(2 + 2 * raw.len() + 2);
    s.push_str("\"0x");
    for b in raw {
        let _ = write!(s, "{b:02X}");
    }
    s.push('"');
    Some(s)
}
