//! A layout algebra over affine level maps: one [`Layout`] type for XLA tiled layouts
//! (padding, repeated tiles, sub-byte packing), CuTe `shape:stride` layouts (nested shapes)
//! and power-of-two linear layouts over F2, with CuTe's operations extended to padding.
//!
//! A [`Layout`] is a function from a *domain* (a nested shape, read colexicographically
//! when one integer indexes it, as in CuTe: the first coordinate is fastest) to a
//! *codomain* `[0, cosize)`. The function is an affine level map (DESIGN.md §2) from the
//! domain's leaf coordinates to levels of the given extents, linearized row-major.
//! Offsets of the codomain that no element reaches are **padding** (an XLA tile's fill,
//! or a gap of a strided CuTe layout).
//!
//! The generic part lives here and not in the core (`tile_ir::affine`) because it needs
//! only the core's public map API and speaks CuTe's and XLA's vocabulary.
//!
//! What each operation does with padding:
//! * [`compose`] `A ∘ B`: `B`'s offsets index `A`'s domain; `A`'s padding stays padding,
//!   and the offsets of `A` that `B` never selects become padding too. An offset of `B`
//!   outside `A`'s domain is an error (it would read past `A`).
//! * [`inverse`]: exact only for a bijection onto `[0, cosize)`: padding has no preimage
//!   and is named in the error, as is a repeated offset.
//! * [`complement`] `A*` w.r.t. `M`: for a strided layout whose codomain ends at its last
//!   element, CuTe's complement (gaps are free memory); otherwise padding is *owned*
//!   memory and the complement repeats the whole codomain: `ceil(M/cosize):cosize`.
//! * [`logical_divide`] `A ⊘ B = A ∘ (B, B*)` inherits both; [`tile_divide`] tiles `A`'s
//!   levels by an XLA tile: each tiled level is padded up to a multiple of the tile
//!   (XLA's rule), so `f32[3,5]{1,0}` divided by `(2,2)` is `f32[3,5]{1,0:T(2,2)}`.
//! * [`logical_product`], [`blocked_product`], [`raked_product`]: the repeated copies of
//!   `A` keep `A`'s padding (the complement owns it), so each copy has the same holes.
//! * [`compose_by_mode`], [`divide_by_mode`]: CuTe's tilers `<B0, B1, ..>`, mode by mode
//!   (padding as for the one-mode operation).
//! * [`coalesce`]: changes the domain's shape, never the function or the codomain.
//! * [`restrict`]: keeps offsets; elements outside the sub-shape become padding.
//! * [`same_function`]: whether two layouts put every element at the same offset, probed
//!   along each axis instead of tabulated, so it prices conversions of tensors of any size.
//!
//! Converters: [`xla`] (XLA text, both ways), [`levels`] (the dense part of a sparse
//! encoding's dim-to-level map), [`cute`] (`shape:stride`), [`linear`] (F2
//! bases, power-of-two only), [`pack`] (`linalg.pack` tilings and `#tile.layout`
//! encodings). Each result comes back as canonical XLA text where one is found
//! ([`xla::to_xla`]), otherwise as its affine level map.
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod bymode;
mod coalesce;
mod complement;
mod compose;
pub mod cute;
mod divide;
mod equal;
mod inverse;
mod layout;
pub mod levels;
pub mod linear;
pub mod pack;
pub mod xla;

#[cfg(test)]
mod tests;

pub use bymode::{compose_by_mode, divide_by_mode};
pub use coalesce::{coalesce, restrict};
pub use complement::complement;
pub use compose::{compose, concat};
pub use cute::CuteLayout;
pub use divide::{blocked_product, logical_divide, logical_product, raked_product, tile_divide};
pub use equal::{MAX_PROBES, same_function};
pub use inverse::inverse;
pub use layout::{AlgebraError, IntTuple, Layout, MAX_TABLE};
pub use linear::LinearLayout;
pub use pack::PackTiling;
