//! Unit tests of the embedding attributes.

use super::attr::Quantization;

#[test]
fn quantization_rounds_to_levels_and_clamps() {
    let q = Quantization::new(5, -1.0, 1.0);
    assert_eq!(q.step(), 0.5);
    assert_eq!(q.apply(0.3), 0.5);
    assert_eq!(q.apply(0.2), 0.0);
    // Ties round the bucket index (never negative) up: 0.5 buckets above low is bucket 1.
    assert_eq!(q.apply(-0.75), -0.5);
    assert_eq!(q.apply(-0.25), 0.0);
    assert_eq!(q.apply(7.0), 1.0);
    assert_eq!(q.apply(-7.0), -1.0);
    assert!(Quantization::new(1, 0.0, 1.0).check().is_err());
    assert!(Quantization::new(4, 1.0, 1.0).check().is_err());
}
