//! The XLA shape/layout parser (`f32[8,128]{1,0:T(8,128)}`, `{1,0:T(8,128)(2,1)}`) and the
//! layout arithmetic (physical layout, byte sizes, linear index of the last element) on
//! whatever parses. Overflow must be an error, never a wrap or a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tile_dialects::tile::layout::{ByteSizes, PhysicalLayout, parse_layout, parse_shape};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(shape) = parse_shape(text) {
        // Printing and parsing again gives the same shape.
        let printed = shape.to_string();
        match parse_shape(&printed) {
            Ok(again) => assert_eq!(again, shape, "{text:?} printed as {printed:?}"),
            Err(e) => panic!("{text:?} printed as {printed:?}, which does not parse: {e:?}"),
        }
        let _ = ByteSizes::of_shape(&shape);
        if let Ok(phys) = PhysicalLayout::of_shape(&shape) {
            let _ = phys.storage_elements();
            let _ = phys.logical_elements();
            let _ = phys.linear_expr();
            let last: Vec<i64> = shape
                .dims
                .iter()
                .map(|d| d.extent().unwrap_or(1).saturating_sub(1).max(0))
                .collect();
            let _ = phys.linear_index(&last);
            let _ = phys.levels_of(&last);
        }
    }
    if let Ok(layout) = parse_layout(text) {
        let printed = layout.to_string();
        match parse_layout(&printed) {
            Ok(again) => assert_eq!(again, layout, "{text:?} printed as {printed:?}"),
            Err(e) => panic!("{text:?} printed as {printed:?}, which does not parse: {e:?}"),
        }
    }
});
