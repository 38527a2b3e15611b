//! MLIR's canonical text of an encoding:
//! `sparse_tensor.encoding<{ map = [s0](d0 : slice, d1) -> (d0 : dense, ..), posWidth = 32,
//! crdWidth = 8, explicitVal = .., implicitVal = .. }>` (keys in that order, widths only when
//! non-zero, canonical `d`/`s` names).

use std::fmt::Write;

use tile_ir::Context;
use tile_ir::float::format_float;

use super::{DimSlice, NumericValue, SparseEncoding};

/// Writes `(offset, size, stride)` with `?` for dynamic values.
pub fn write_slice_body(out: &mut String, s: &DimSlice) {
    let v = |x: Option<i64>| x.map_or("?".to_string(), |v| v.to_string());
    let _ = write!(out, "({}, {}, {})", v(s.offset), v(s.size), v(s.stride));
}

/// Writes a numeric value as MLIR prints the attribute (`1 : i32`, `1.000000e+00 : f32`,
/// `true`, `#complex.number<:f32 1.000000e+00, 0.000000e+00> : complex<f32>`).
pub fn write_numeric(ctx: &Context, out: &mut String, v: &NumericValue) {
    match v {
        NumericValue::Scalar(a) => out.push_str(&tile_ir::printer::attr_to_string(ctx, *a)),
        NumericValue::Complex(c) => {
            let elem = tile_ir::printer::type_to_string(ctx, c.element);
            let _ = write!(
                out,
                "#complex.number<:{elem} {}, {}> : complex<{elem}>",
                format_float(c.re),
                format_float(c.im)
            );
        }
    }
}

/// Writes the encoding after the `#` sigil.
pub fn write_encoding(ctx: &Context, enc: &SparseEncoding, out: &mut String) {
    let map = enc.dim_to_lvl_or_identity();
    out.push_str("sparse_tensor.encoding<{ map = ");
    if map.num_symbols > 0 {
        let syms: Vec<String> = (0..map.num_symbols).map(|i| format!("s{i}")).collect();
        let _ = write!(out, "[{}]", syms.join(", "));
    }
    let dims: Vec<String> = (0..map.num_dims)
        .map(|d| match enc.dim_slices.get(d) {
            Some(s) => {
                let mut body = String::new();
                write_slice_body(&mut body, s);
                format!("d{d} : #sparse_tensor<slice{body}>")
            }
            None => format!("d{d}"),
        })
        .collect();
    let lvls: Vec<String> = (map.results.iter().zip(&enc.lvl_types))
        .map(|(e, lt)| format!("{e} : {}", lt.to_mlir_string()))
        .collect();
    let _ = write!(out, "({}) -> ({})", dims.join(", "), lvls.join(", "));
    if enc.pos_width != 0 {
        let _ = write!(out, ", posWidth = {}", enc.pos_width);
    }
    if enc.crd_width != 0 {
        let _ = write!(out, ", crdWidth = {}", enc.crd_width);
    }
    for (key, v) in [
        ("explicitVal", &enc.explicit_val),
        ("implicitVal", &enc.implicit_val),
    ] {
        if let Some(v) = v {
            let _ = write!(out, ", {key} = ");
            write_numeric(ctx, out, v);
        }
    }
    out.push_str(" }>");
}

/// The full `#sparse_tensor.encoding<...>` text of `enc` (no alias).
pub fn encoding_to_string(ctx: &Context, enc: &SparseEncoding) -> String {
    let mut s = String::from("#");
    write_encoding(ctx, enc, &mut s);
    s
}
