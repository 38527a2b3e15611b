//! Deterministic batch generation for tests and benchmarks: a small xorshift generator,
//! uniform and Zipf-skewed ids (inverse CDF of `p(k) ∝ 1/k^s` over scrambled ranks).

use crate::batch::{Batch, Combiner, Feature, Table};

/// xorshift64* pseudo-random generator (deterministic, not cryptographic).
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// Next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        (((self.next_u64() >> 11) as u128 * n as u128) >> 53) as u64
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Zipf sampler over `0..vocab` with exponent `s`: rank by inverse CDF, mapped to an id by a
/// fixed multiplicative scramble (so hot ids are spread over the vocabulary).
#[derive(Debug, Clone)]
pub struct Zipf {
    cdf: Vec<f64>,
    vocab: u64,
    mult: u64,
}

impl Zipf {
    /// A sampler for `vocab > 0` ids.
    pub fn new(vocab: u64, s: f64) -> Zipf {
        let mut cdf = Vec::with_capacity(vocab as usize);
        let mut acc = 0.0;
        for k in 1..=vocab {
            acc += 1.0 / (k as f64).powf(s);
            cdf.push(acc);
        }
        for c in &mut cdf {
            *c /= acc;
        }
        // An odd multiplier coprime with vocab gives a permutation of 0..vocab.
        let mut mult = 0x9E37_79B9u64 % vocab.max(1);
        while gcd(mult, vocab) != 1 {
            mult += 1;
        }
        Zipf { cdf, vocab, mult }
    }

    /// One id.
    pub fn sample(&self, rng: &mut Rng) -> u64 {
        let u = rng.unit();
        let rank = self.cdf.partition_point(|&c| c < u) as u64;
        (rank.min(self.vocab - 1) * self.mult) % self.vocab
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// Parameters of a generated batch.
#[derive(Debug, Clone)]
pub struct GenSpec {
    /// Number of tables (one feature per table, plus `extra_features` on table 0).
    pub tables: usize,
    /// Extra features on the first table (feature stacking).
    pub extra_features: usize,
    /// Samples per feature.
    pub batch: usize,
    /// Ids per sample in `min_ids..=max_ids`.
    pub min_ids: usize,
    /// See `min_ids`.
    pub max_ids: usize,
    /// Vocabulary of table `t` is `vocab + 7 * t`.
    pub vocab: u64,
    /// Table widths cycle through these.
    pub dims: Vec<u64>,
    /// Combiner of every table.
    pub combiner: Combiner,
    /// Random weights in `[0.25, 2)`.
    pub weights: bool,
    /// Zipf exponent (0 = uniform).
    pub zipf: f64,
    /// Seed.
    pub seed: u64,
}

/// Generates a batch.
pub fn generate(spec: &GenSpec) -> Batch {
    let mut rng = Rng::new(spec.seed);
    let mut b = Batch::default();
    for t in 0..spec.tables {
        b.tables.push(Table {
            name: format!("t{t}"),
            vocab: spec.vocab + 7 * t as u64,
            dim: spec
                .dims
                .get(t % spec.dims.len().max(1))
                .copied()
                .unwrap_or(8),
            combiner: spec.combiner,
        });
    }
    let nfeat = spec.tables + spec.extra_features;
    for f in 0..nfeat {
        let t = if f < spec.tables { f } else { 0 };
        let vocab = spec.vocab + 7 * t as u64;
        let zipf = (spec.zipf > 0.0).then(|| Zipf::new(vocab, spec.zipf));
        let mut splits = vec![0usize];
        let mut ids = Vec::new();
        let mut weights = Vec::new();
        for _ in 0..spec.batch {
            let span = (spec.max_ids - spec.min_ids + 1) as u64;
            let n = spec.min_ids + rng.below(span) as usize;
            for _ in 0..n {
                let id = match &zipf {
                    Some(z) => z.sample(&mut rng),
                    None => rng.below(vocab),
                };
                ids.push(id as i32);
                if spec.weights {
                    weights.push((0.25 + 1.75 * rng.unit()) as f32);
                }
            }
            splits.push(ids.len());
        }
        b.features.push(Feature {
            name: format!("f{f}"),
            table: format!("t{t}"),
            splits: splits.into(),
            ids: ids.into(),
            weights: spec.weights.then(|| weights.into()),
        });
    }
    b
}
