//! The `.mtx` and `.tns` readers against hand-computed expectations (scipy's `mmread` view:
//! symmetric files mirrored by `CooData::mirrored`).

use tile_exec::io::{FileValue, Symmetry, mtx, tns};

/// The entries with their real values (the files here are real).
fn reals(entries: &[(Vec<u64>, FileValue)]) -> Vec<(Vec<u64>, f64)> {
    entries.iter().map(|(c, v)| (c.clone(), v.re)).collect()
}

#[test]
fn mtx_complex_takes_two_numbers_per_entry() {
    let d = mtx::parse(
        "%%MatrixMarket matrix coordinate complex general\n2 2 2\n1 1 1.5 -0.5\n2 1 0 2\n",
    )
    .expect("parse");
    assert!(d.complex);
    let want = [
        (vec![0, 0], FileValue { re: 1.5, im: -0.5 }),
        (vec![1, 0], FileValue { re: 0.0, im: 2.0 }),
    ];
    assert_eq!(d.entries, want);
    assert!(d.check_readable_as(false).is_err());
    let short = "%%MatrixMarket matrix coordinate complex general\n1 1 1\n1 1 1.5\n";
    let err = mtx::parse(short).expect_err("one number");
    assert!(err.contains("expected 4 fields"), "{err}");
}

#[test]
fn mtx_general_real() {
    let d = mtx::parse(
        "%%MatrixMarket matrix coordinate real general\n% c\n2 3 2\n1 3 1.5\n2 1 -2e1\n",
    )
    .expect("parse");
    assert_eq!(d.dims, vec![2, 3]);
    assert_eq!(
        reals(&d.entries),
        vec![(vec![0, 2], 1.5), (vec![1, 0], -20.0)]
    );
    assert_eq!(d.symmetry, Symmetry::General);
}

#[test]
fn mtx_symmetric_and_skew_mirror() {
    let d = mtx::parse("%%MatrixMarket matrix coordinate integer symmetric\n3 3 2\n1 1 4\n3 1 7\n")
        .expect("parse");
    assert_eq!(d.entries.len(), 2);
    assert_eq!(
        reals(&d.mirrored()),
        vec![(vec![0, 0], 4.0), (vec![2, 0], 7.0), (vec![0, 2], 7.0)]
    );
    let s = mtx::parse("%%MatrixMarket matrix coordinate real skew-symmetric\n2 2 1\n2 1 3\n")
        .expect("parse");
    assert_eq!(
        reals(&s.mirrored()),
        vec![(vec![1, 0], 3.0), (vec![0, 1], -3.0)]
    );
}

#[test]
fn mtx_pattern() {
    let d = mtx::parse("%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 2\n2 1\n")
        .expect("parse");
    assert_eq!(
        reals(&d.entries),
        vec![(vec![0, 1], 1.0), (vec![1, 0], 1.0)]
    );
}

#[test]
fn mtx_errors_name_the_line() {
    let bad = |t: &str| mtx::parse(t).expect_err("must fail");
    assert!(bad("").contains("empty file"));
    assert!(bad("%%MatrixMarket matrix array real general\n").contains("only 'matrix coordinate'"));
    assert!(
        bad("%%MatrixMarket matrix coordinate real general\n2 2 1\n1 x 1\n").contains("line 3")
    );
    assert!(
        bad("%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1\n")
            .contains("expected 2 entries, found 1")
    );
    assert!(
        bad("%%MatrixMarket matrix coordinate quaternion general\n1 1 0\n")
            .contains("unsupported field")
    );
}

#[test]
fn tns_extended_and_plain() {
    let d = tns::parse("# c\n2 2\n3 4\n1 1 1.0\n3 4 2.0\n").expect("parse");
    assert_eq!(d.dims, vec![3, 4]);
    assert_eq!(
        reals(&d.entries),
        vec![(vec![0, 0], 1.0), (vec![2, 3], 2.0)]
    );
    let p = tns::parse("1 2 3 1.5\n2 1 1 2.5\n").expect("parse");
    assert_eq!(p.dims, vec![2, 2, 3]);
    assert_eq!(reals(&p.entries)[1], (vec![1, 0, 0], 2.5));
    assert!(tns::parse("1 2 x\n").expect_err("bad").contains("line 1"));
}
