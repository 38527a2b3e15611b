//! `AffineMap::simplified` against what `mlir-opt-22`'s `simplifyAffineMap` printed for
//! random pure affine maps (`mlir_simplify_cases.txt`; no MLIR needed to run it).

use super::super::parse_affine_map;

const CASES: &str = include_str!("mlir_simplify_cases.txt");

#[test]
fn simplified_maps_match_mlir() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for line in CASES
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (input, expected) = line.split_once(" => ").expect("case has `=>`");
        let map = parse_affine_map(input).expect("input parses");
        let got = map.simplified().to_string();
        if got != expected {
            failures.push(format!("{input}\n  expected {expected}\n  got      {got}"));
        }
        checked += 1;
    }
    assert!(checked >= 400, "read only {checked} cases");
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
