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
        out.push('[');
        let syms: Vec<String> = (0..map.num_symbols).map(|i| format!("s{i}")).collect();
        out.push_str(&syms.join(", "));
        out.push(']');
    }
    out.push('(');
    for d in 0..map.num_dims {
        if d > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{d}");
        if let Some(s) = enc.dim_slices.get(d) {
            out.push_str(" : #sparse_tensor<slice");
            write_slice_body(out, s);
            out.push('>');
        }
    }
    out.push_str(") -> (");
    for (l, e) in map.results.iter().enumerate() {
        if l > 0 {
            out.push_str(", ");
        }
        let lt = enc
            .lvl_types
            .get(l)
            .map_or_else(String::new, |t| t.to_mlir_string());
        let _ = write!(out, "{e} : {lt}");
    }
    out.push(')');
    if enc.pos_width != 0 {
        let _ = write!(out, ", posWidth = {}", enc.pos_width);
    }
    if enc.crd_width != 0 {
        let _ = write!(out, ", crdWidth = {}", enc.crd_width);
    }
    if let Some(v) = &enc.explicit_val {
        out.push_str(", explicitVal = ");
        write_numeric(ctx, out, v);
    }
    if let Some(v) = &enc.implicit_val {
        out.push_str(", implicitVal = ");
        write_numeric(ctx, out, v);
    }
    out.push_str(" }>");
}

/// The full `#sparse_tensor.encoding<...>` text of `enc` (no alias).
pub fn encoding_to_string(ctx: &Context, enc: &SparseEncoding) -> String {
    let mut s = String::from("#");
    write_encoding(ctx, enc, &mut s);
    s
}
