//! Unit and property tests of the sparse_tensor dialect: the seed document's worked
//! examples, the encoding print/parse fixpoint on random encodings, and the storage round trip
//! entries -> buffers -> entries on random tensors.

mod storage;

use super::encoding::parse::parse_encoding_str;
use super::encoding::print::encoding_to_string;
use super::encoding::verify::verify;
use super::encoding::{DimSlice, NumericValue, SparseEncoding};
use super::level_type::{LevelFormat, LevelProperty, LevelType};
use super::storage::{Entry, SparseStorage, StorageError, delinearize, format_g};
use tile_ir::affine::{AffineExpr, AffineMap};
use tile_ir::float::{FloatSemantics, FloatValue};
use tile_ir::{AttrKind, Context};

fn context() -> Context {
    Context::new(crate::registry())
}

fn enc(ctx: &mut Context, body: &str) -> SparseEncoding {
    let text = format!("#sparse_tensor.encoding<{{ {body} }}>");
    parse_encoding_str(ctx, &text).unwrap_or_else(|d| panic!("{body}: {}", d.message))
}

/// The seed document's 4x6 matrix with 2x2 blocks.
const SEED_BSR_MATRIX: [[f64; 6]; 4] = [
    [1.0, 2.0, 0.0, 0.0, 4.0, 0.0],
    [0.0, 3.0, 0.0, 0.0, 0.0, 5.0],
    [0.0, 0.0, 6.0, 7.0, 0.0, 0.0],
    [0.0, 0.0, 8.0, 0.0, 0.0, 0.0],
];

#[test]
fn seed_bsr_example_buffers() {
    let mut ctx = context();
    let e = enc(
        &mut ctx,
        "map = (i, j) -> ( i floordiv 2 : dense , j floordiv 2 : compressed , i mod 2 : dense , j mod 2 : dense )",
    );
    let data: Vec<f64> = SEED_BSR_MATRIX.iter().flatten().copied().collect();
    let s = SparseStorage::from_dense(&e, &[4, 6], &data, 0.0).expect("storage");
    assert_eq!(s.positions[1], vec![0, 2, 3]);
    assert_eq!(s.coordinates[1], vec![0, 2, 1]);
    assert_eq!(
        s.values,
        vec![1.0, 2.0, 0.0, 3.0, 4.0, 0.0, 0.0, 5.0, 6.0, 7.0, 8.0, 0.0]
    );
    assert_eq!(s.lvl_sizes, vec![2, 3, 2, 2]);
    // And back: the stored zeros of the dense block levels are explicit entries.
    assert_eq!(s.to_dense(&e, 0.0).expect("dense"), data);
}

/// The seed document's NVidia 2:4 example: its coordinates and values, 16 rows of 8.
fn seed_24() -> (Vec<Vec<u64>>, Vec<Vec<f64>>) {
    let pattern: [[u64; 8]; 8] = [
        [0, 2, 0, 2, 0, 2, 0, 2],
        [1, 3, 1, 3, 1, 3, 1, 3],
        [0, 1, 2, 3, 0, 1, 2, 3],
        [2, 3, 0, 1, 2, 3, 0, 1],
        [0, 1, 0, 1, 0, 1, 0, 1],
        [0, 1, 0, 1, 0, 1, 0, 1],
        [2, 3, 2, 3, 2, 3, 2, 3],
        [2, 3, 2, 3, 2, 3, 2, 3],
    ];
    let crd = (0..16).map(|r| pattern[r % 8].to_vec()).collect();
    let vals = (0..16)
        .map(|r| {
            let b = 4.0 * (r % 8) as f64;
            vec![
                b + 1.0,
                b + 2.0,
                b + 3.0,
                b + 4.0,
                b + 1.0,
                b + 2.0,
                b + 3.0,
                b + 4.0,
            ]
        })
        .collect();
    (crd, vals)
}

#[test]
fn seed_24_example_buffers() {
    let mut ctx = context();
    // The seed's own spelling, `block2_4` with 2-bit coordinates.
    let e = enc(
        &mut ctx,
        "map = ( i, j ) -> ( i : dense,\n j floordiv 4 : dense,\n j mod 4 : block2_4),\n crdWidth = 2 // 2-bits for each coordinate\n",
    );
    assert_eq!(e.lvl_types[2], LevelType::structured(2, 4));
    assert_eq!(e.crd_width, 2);
    let (crd, vals) = seed_24();
    // The dense matrix those buffers describe.
    let mut data = vec![0.0; 16 * 16];
    for r in 0..16 {
        for k in 0..8 {
            data[r * 16 + 4 * (k / 2) + crd[r][k] as usize] = vals[r][k];
        }
    }
    let s = SparseStorage::from_dense(&e, &[16, 16], &data, 0.0).expect("storage");
    assert_eq!(s.coordinates[2], crd.concat());
    assert_eq!(s.values, vals.concat());
    assert!(s.positions.iter().all(Vec::is_empty));
    assert_eq!(s.to_dense(&e, 0.0).expect("dense"), data);
    assert_eq!(s.crd_width, 2);
}

#[test]
fn seed_encodings_parse_to_the_documented_structure() {
    let mut ctx = context();
    let bsr = enc(
        &mut ctx,
        "map = ( i, j ) -> ( i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense )",
    );
    let explicit = enc(
        &mut ctx,
        "map = { ib, jb, ii, jj } ( i = ib * 2 + ii, j = jb * 3 + jj) -> ( ib = i floordiv 2 : dense, jb = j floordiv 3 : compressed, ii = i mod 2 : dense, jj = j mod 3 : dense)",
    );
    assert_eq!(bsr, explicit);
    assert_eq!(
        bsr.lvl_to_dim.as_ref().map(ToString::to_string).as_deref(),
        Some("(d0, d1, d2, d3) -> (d0 * 2 + d2, d1 * 3 + d3)")
    );
    assert_eq!(bsr.block_sizes(), vec![2, 3]);
    let ell = enc(
        &mut ctx,
        "map = [c](i, j) -> (c * 3 * i : dense, i : dense, j : compressed)",
    );
    assert!(ell.lvl_to_dim.is_none());
    let bcoo = enc(
        &mut ctx,
        "map = (i, j, k) -> (i : dense, j : compressed(nonunique, high), k : singleton)",
    );
    assert!(bcoo.lvl_types[1].has(LevelProperty::High));
    assert!(bcoo.lvl_types[1].has_loose_positions());
    assert_eq!(bcoo.coo_start(), 1);
    let slice = enc(
        &mut ctx,
        "map = (i : #sparse_tensor<slice(0, 4, 1)>, j : #sparse_tensor<slice(0, 8, ?)>) -> (i : dense, j : compressed)",
    );
    assert_eq!(
        slice.dim_slices,
        vec![
            DimSlice {
                offset: Some(0),
                size: Some(4),
                stride: Some(1)
            },
            DimSlice {
                offset: Some(0),
                size: Some(8),
                stride: None
            }
        ]
    );
}

#[test]
fn upstream_clean_removes_extensions() {
    let mut ctx = context();
    let e = enc(
        &mut ctx,
        "map = (i, j, k) -> (i : dense, j : compressed(nonunique, high), k : singleton), crdWidth = 2",
    );
    assert!(e.uses_extensions());
    let clean = e.upstream_clean();
    assert!(!clean.uses_extensions());
    assert_eq!(
        encoding_to_string(&ctx, &clean),
        "#sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : loose_compressed(nonunique), d2 : singleton), crdWidth = 8 }>"
    );
    // Same storage layout before and after.
    let entries: Vec<Entry<f64>> = vec![(vec![0, 1, 2], 1.0), (vec![1, 0, 3], 2.0)];
    let a = SparseStorage::from_entries(&e, &[2, 3, 4], &entries, 0.0).expect("a");
    let b = SparseStorage::from_entries(&clean, &[2, 3, 4], &entries, 0.0).expect("b");
    assert_eq!((a.positions, a.coordinates), (b.positions, b.coordinates));
}

#[test]
fn linearized_dimensions_use_the_shape() {
    let mut ctx = context();
    let e = enc(&mut ctx, "map = (i, j) -> (i * 8 + j : compressed)");
    assert!(e.lvl_to_dim.is_none());
    let entries: Vec<Entry<f64>> = vec![(vec![3, 7], 2.0), (vec![0, 1], 1.0)];
    let s = SparseStorage::from_entries(&e, &[4, 8], &entries, 0.0).expect("storage");
    assert_eq!(s.lvl_sizes, vec![32]);
    assert_eq!(s.coordinates[0], vec![1, 31]);
    let back = s.to_entries(&e).expect("entries");
    assert_eq!(back, vec![(vec![0, 1], 1.0), (vec![3, 7], 2.0)]);
}

#[test]
fn printf_g_formatting() {
    for (x, s) in [
        (0.1, "0.1"),
        (1e-7, "1e-07"),
        (123456789.0, "1.23457e+08"),
        (1.5, "1.5"),
        (-7.0, "-7"),
        (1e20, "1e+20"),
        (2.5625, "2.5625"),
        (1.234567891, "1.23457"),
        (31.4159265, "31.4159"),
        (0.000123, "0.000123"),
        (100000.0, "100000"),
        (1000000.0, "1e+06"),
        (999999.5, "1e+06"),
        (0.0, "0"),
    ] {
        assert_eq!(format_g(x), s, "{x}");
    }
}

#[test]
fn storage_errors_are_values() {
    let mut ctx = context();
    let csr = enc(&mut ctx, "map = (i, j) -> (i : dense, j : compressed)");
    let out = SparseStorage::from_entries(&csr, &[2, 2], &[(vec![2, 0], 1.0)], 0.0);
    assert!(matches!(out, Err(StorageError::OutOfBounds { .. })));
    let out = SparseStorage::from_entries(&csr, &[2], &[], 0.0);
    assert!(matches!(out, Err(StorageError::RankMismatch { .. })));
    let ell = enc(
        &mut ctx,
        "map = [c](i, j) -> (c * 3 * i : dense, i : dense, j : compressed)",
    );
    assert_eq!(
        SparseStorage::from_entries(&ell, &[2, 2], &[], 0.0),
        Err(StorageError::Symbols)
    );
    let coo = enc(&mut ctx, "map = (i, j) -> (i : compressed, j : singleton)");
    let out =
        SparseStorage::from_entries(&coo, &[2, 2], &[(vec![0, 0], 1.0), (vec![0, 1], 1.0)], 0.0);
    assert_eq!(out, Err(StorageError::SingletonConflict(1)));
    // Corrupt buffers are reported, not panics.
    let mut s = SparseStorage::from_entries(&csr, &[2, 2], &[(vec![1, 1], 1.0)], 0.0).expect("s");
    s.positions[1] = vec![0, 5, 9];
    assert!(matches!(s.to_entries(&csr), Err(StorageError::Corrupt(_))));
    s.positions[1] = vec![3, 1, 0];
    assert!(matches!(s.to_entries(&csr), Err(StorageError::Corrupt(_))));
}

/// A small deterministic PRNG (xorshift64*), so the property tests need no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next() % n }
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

/// A random dim-to-level map of `dims` dims: a permutation, optionally with some dims
/// blocked (`d floordiv b` among the outer levels, `d mod b` at the end), optionally with a
/// symbol.
fn random_map(rng: &mut Rng, dims: usize) -> (AffineMap, Vec<u64>) {
    let mut perm: Vec<usize> = (0..dims).collect();
    for i in (1..dims).rev() {
        perm.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut blocks = vec![0u64; dims];
    let mut outer = Vec::new();
    let mut inner = Vec::new();
    for &d in &perm {
        if rng.chance(30) {
            let b = rng.pick(&[2u64, 3, 4]);
            blocks[d] = b;
            outer.push(AffineExpr::dim(d).floor_div(b as i64));
            inner.push(AffineExpr::dim(d).modulo(b as i64));
        } else {
            outer.push(AffineExpr::dim(d));
        }
    }
    outer.extend(inner);
    let symbols = usize::from(rng.chance(5));
    (AffineMap::new(dims, symbols, outer), blocks)
}

fn random_level_type(rng: &mut Rng) -> LevelType {
    let format = rng.pick(&[
        LevelFormat::Dense,
        LevelFormat::Dense,
        LevelFormat::Batch,
        LevelFormat::Compressed,
        LevelFormat::Compressed,
        LevelFormat::Singleton,
        LevelFormat::LooseCompressed,
        LevelFormat::NOutOfM,
    ]);
    let mut lt = if format == LevelFormat::NOutOfM {
        let m = rng.pick(&[2u8, 4, 8]);
        LevelType::structured(rng.below(u64::from(m) + 1) as u8, m)
    } else {
        LevelType::new(format)
    };
    if matches!(
        format,
        LevelFormat::Compressed | LevelFormat::LooseCompressed | LevelFormat::Singleton
    ) {
        for p in [
            LevelProperty::Nonunique,
            LevelProperty::Nonordered,
            LevelProperty::Soa,
        ] {
            if rng.chance(25) {
                lt = lt.with(p);
            }
        }
        if format == LevelFormat::Compressed && rng.chance(5) {
            lt = lt.with(LevelProperty::High);
        }
    }
    lt
}

/// A random encoding that passes the verifier (retrying until one does).
fn random_encoding(
    ctx: &mut Context,
    rng: &mut Rng,
    with_values: bool,
) -> (SparseEncoding, Vec<u64>) {
    loop {
        let dims = 1 + rng.below(3) as usize;
        let (map, blocks) = random_map(rng, dims);
        let lvl_types = (0..map.results.len())
            .map(|_| random_level_type(rng))
            .collect();
        let mut e = SparseEncoding::new(map, lvl_types);
        e.pos_width = rng.pick(&[0, 0, 8, 16, 32, 64]);
        e.crd_width = rng.pick(&[0, 0, 2, 8, 16, 32, 64]);
        if e.lvl_rank() == e.dim_rank() && rng.chance(15) {
            let opt = |rng: &mut Rng, lo: i64| (!rng.chance(30)).then(|| lo + rng.below(5) as i64);
            e.dim_slices = (0..dims)
                .map(|_| DimSlice {
                    offset: opt(rng, 0),
                    size: opt(rng, 1),
                    stride: opt(rng, 1),
                })
                .collect();
        }
        if with_values && rng.chance(20) {
            let f32t = ctx.float_type(FloatSemantics::F32);
            let one = ctx.intern_attr(AttrKind::Float {
                value: FloatValue::from_f32(1.0),
                ty: f32t,
            });
            e.explicit_val = Some(NumericValue::Scalar(one));
            let i8t = ctx.int_type(8);
            let zero = ctx.intern_attr(AttrKind::Integer { value: 0, ty: i8t });
            e.implicit_val = Some(NumericValue::Scalar(zero));
        }
        if verify(&e).is_ok() {
            return (e, blocks);
        }
    }
}

#[test]
fn property_encoding_print_parse_fixpoint() {
    let mut ctx = context();
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    for _ in 0..2000 {
        let (e, _) = random_encoding(&mut ctx, &mut rng, true);
        let text = encoding_to_string(&ctx, &e);
        let parsed =
            parse_encoding_str(&mut ctx, &text).unwrap_or_else(|d| panic!("{text}: {}", d.message));
        assert_eq!(parsed, e, "{text}");
        assert_eq!(encoding_to_string(&ctx, &parsed), text);
    }
}

/// Expected read-back of `entries`: sorted by coordinates (stable, so duplicates keep
/// their order); without a non-unique compressed level, equal coordinates keep their first
/// value.
fn expected_entries(e: &SparseEncoding, entries: &[Entry<f64>]) -> Vec<Entry<f64>> {
    let mut sorted = entries.to_vec();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    if e.lvl_types
        .iter()
        .all(|t| t.is_unique() || t.is(LevelFormat::Singleton))
    {
        sorted.dedup_by(|later, first| later.0 == first.0);
    }
    sorted
}

#[test]
fn property_entries_buffers_entries_identity() {
    let mut ctx = context();
    let mut rng = Rng(0x0bad_cafe_f00d_0002);
    let mut checked = 0;
    while checked < 1500 {
        let (e, blocks) = random_encoding(&mut ctx, &mut rng, false);
        if e.dim_to_lvl.as_ref().is_some_and(|m| m.num_symbols > 0)
            || e.lvl_types.iter().any(|t| t.is(LevelFormat::NOutOfM))
        {
            continue;
        }
        let shape: Vec<u64> = blocks
            .iter()
            .map(|&b| {
                if b > 0 {
                    b * (1 + rng.below(3))
                } else {
                    1 + rng.below(5)
                }
            })
            .collect();
        let total: u64 = shape.iter().product();
        let count = rng.below(total + 3);
        let dups = e.lvl_types.iter().any(|t| !t.is_unique());
        let mut entries: Vec<Entry<f64>> = Vec::new();
        for _ in 0..count {
            let c = delinearize(rng.below(total), &shape);
            if !dups && entries.iter().any(|(x, _)| *x == c) {
                continue;
            }
            entries.push((c, (1 + rng.below(99)) as f64));
        }
        let storage = match SparseStorage::from_entries(&e, &shape, &entries, 0.0) {
            Ok(s) => s,
            Err(StorageError::SingletonConflict(_)) => continue,
            Err(err) => panic!("{}: {err}", encoding_to_string(&ctx, &e)),
        };
        let mut back = storage
            .to_entries(&e)
            .unwrap_or_else(|err| panic!("{}: {err}", encoding_to_string(&ctx, &e)));
        back.retain(|(_, v)| *v != 0.0);
        back.sort_by(|a, b| a.0.cmp(&b.0));
        assert_eq!(
            back,
            expected_entries(&e, &entries),
            "{} on {shape:?}",
            encoding_to_string(&ctx, &e)
        );
        checked += 1;
    }
}

#[test]
fn property_structured_round_trip() {
    let mut ctx = context();
    let mut rng = Rng(0x2f4e_0000_0003);
    for (n, m) in [(2u64, 4u64), (1, 2), (5, 8), (4, 4)] {
        let e = enc(
            &mut ctx,
            &format!(
                "map = (i, j) -> (i : dense, j floordiv {m} : dense, j mod {m} : structured[{n}, {m}])"
            ),
        );
        for _ in 0..50 {
            let rows = 1 + rng.below(4);
            let blocks = 1 + rng.below(4);
            let mut entries = Vec::new();
            for r in 0..rows {
                for b in 0..blocks {
                    let mut cols: Vec<u64> = (0..m).collect();
                    for i in (1..cols.len()).rev() {
                        cols.swap(i, rng.below(i as u64 + 1) as usize);
                    }
                    for &c in &cols[..n as usize] {
                        entries.push((vec![r, b * m + c], (1 + rng.below(9)) as f64));
                    }
                }
            }
            let shape = [rows, blocks * m];
            let s = SparseStorage::from_entries(&e, &shape, &entries, 0.0).expect("storage");
            assert_eq!(s.coordinates[2].len() as u64, rows * blocks * n);
            let mut back = s.to_entries(&e).expect("entries");
            back.sort_by(|a, b| a.0.cmp(&b.0));
            entries.sort_by(|a, b| a.0.cmp(&b.0));
            assert_eq!(back, entries);
        }
    }
}
