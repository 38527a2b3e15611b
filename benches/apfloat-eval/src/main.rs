//! Evaluation of `rustc_apfloat` (the rust-lang port of LLVM's APFloat) for `src/float.rs`:
//! parses every decimal row of `src/float_oracle_cases.txt` (what mlir-opt-22 prints) for the
//! types the crate has, compares the bits with tile-ir's parser, and times both on f32.
//!
//!     cargo run --release --manifest-path benches/apfloat-eval/Cargo.toml

use rustc_apfloat::ieee::{BFloat, Double, Float8E4M3FN, Float8E5M2, Half, Quad, Single, X87DoubleExtended};
use rustc_apfloat::{Float, Round};
use std::time::Instant;
use tile_ir::float::{FloatSemantics as S, parse_float_literal};

fn apf(ty: &str, lit: &str) -> Option<Result<u128, String>> {
    fn go<F: Float>(lit: &str) -> Result<u128, String> {
        F::from_str_r(lit, Round::NearestTiesToEven).map(|s| s.value.to_bits()).map_err(|e| format!("{e:?}"))
    }
    Some(match ty {
        "f16" => go::<Half>(lit),
        "bf16" => go::<BFloat>(lit),
        "f32" => go::<Single>(lit),
        "f64" => go::<Double>(lit),
        "f80" => go::<X87DoubleExtended>(lit),
        "f128" => go::<Quad>(lit),
        "f8E5M2" => go::<Float8E5M2>(lit),
        "f8E4M3FN" => go::<Float8E4M3FN>(lit),
        _ => return None,
    })
}

fn sem(ty: &str) -> Option<S> {
    Some(match ty {
        "f16" => S::F16, "bf16" => S::BF16, "f32" => S::F32, "f64" => S::F64, "f80" => S::F80,
        "f128" => S::F128, "f8E5M2" => S::F8E5M2, "f8E4M3FN" => S::F8E4M3FN, _ => return None,
    })
}

fn main() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../src/float_oracle_cases.txt")).unwrap();
    let (mut same, mut differ, mut unsupported, mut skipped) = (0, 0, 0, 0);
    let mut types = std::collections::BTreeSet::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (ty, lit, want) = (cols[0], cols[1], cols[2]);
        types.insert(ty);
        if want.starts_with("error") || lit.starts_with("0x") || lit.contains("inf") || lit.contains("nan") {
            skipped += 1; // hex literals and errors are MLIR's own syntax, not APFloat's
            continue;
        }
        let Some(r) = apf(ty, lit) else { unsupported += 1; continue };
        let ours = parse_float_literal(sem(ty).unwrap(), lit).map(|v| v.bits);
        match (r, ours) {
            (Ok(a), Ok(b)) if a == b => same += 1,
            (a, b) => { differ += 1; println!("DIFF {ty} {lit}: apfloat {a:?} ours {b:?}"); }
        }
    }
    println!("types in oracle: {types:?}");
    println!("same {same}, differ {differ}, type not in rustc_apfloat {unsupported}, skipped (hex/error/special) {skipped}");
    // Speed: parse the same 8 literals 200k times.
    let lits = ["0.1", "3.14159265358979", "-2.5e-10", "123456.789", "1.0e38", "6.02214076e23", "0.3", "1.0e-45"];
    let t = Instant::now();
    let mut acc = 0u128;
    for _ in 0..200_000 { for l in lits { acc ^= Single::from_str_r(l, Round::NearestTiesToEven).unwrap().value.to_bits(); } }
    let a = t.elapsed();
    let t = Instant::now();
    for _ in 0..200_000 { for l in lits { acc ^= parse_float_literal(S::F32, l).unwrap().bits; } }
    let b = t.elapsed();
    println!("f32 parse of 1.6M literals: rustc_apfloat {a:?}, tile-ir {b:?} ({acc})");
}
