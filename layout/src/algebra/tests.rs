//! Tests of the layout algebra: CuTe's published examples, the seed figures, error
//! messages, and exhaustive sweeps comparing every operation's level map with the
//! function computed from the operation's definition on tables, element by element.

use super::cute::{parse_cute, to_cute};
use super::layout::{IntTuple, Layout};
use super::linear::{LinearLayout, parse_linear};
use super::pack::{PackTiling, parse_encoding, parse_pack, to_encoding};
use super::xla::{from_xla, same_as_xla, to_xla};
use super::*;
use crate::{PhysicalLayout, PrimitiveType, ShapeDim, Tile, TiledLayout, XlaShape, parse_shape};

fn cute(text: &str) -> Layout {
    parse_cute(text).unwrap().to_layout().unwrap()
}

fn cute_text(l: &Layout) -> String {
    to_cute(l).unwrap().to_string()
}

fn xla(text: &str) -> Layout {
    from_xla(&parse_shape(text).unwrap()).unwrap()
}

// ---- CuTe's published layout-algebra examples (02_layout_algebra.md), as facts ----

#[test]
fn cute_published_composition() {
    let r = compose(&cute("(6,2):(8,2)"), &cute("(4,3):(3,1)")).unwrap();
    assert_eq!(cute_text(&r), "((2,2),3):((24,2),8)");
    let r = compose(&cute("20:2"), &cute("(5,4):(4,1)")).unwrap();
    assert_eq!(cute_text(&r), "(5,4):(8,2)");
    let r = compose(&cute("(10,2):(16,4)"), &cute("(5,4):(1,5)")).unwrap();
    assert_eq!(cute_text(&r), "(5,(2,2)):(16,(80,4))");
}

#[test]
fn cute_published_coalesce() {
    let r = coalesce(&cute("(2,(1,6)):(1,(6,2))")).unwrap();
    assert_eq!(cute_text(&r), "12:1");
}

#[test]
fn cute_published_complement() {
    for (a, m, want) in [
        ("4:1", 24, "6:4"),
        ("6:4", 24, "4:1"),
        ("(4,6):(1,4)", 24, "1:0"),
        ("4:2", 24, "(2,3):(1,8)"),
        ("(2,4):(1,6)", 24, "3:2"),
        ("(2,2):(1,6)", 24, "(3,2):(2,12)"),
    ] {
        assert_eq!(
            complement(&cute(a), m).unwrap().to_string(),
            want,
            "complement({a}, {m})"
        );
    }
}

#[test]
fn cute_published_divide_and_product() {
    let r = logical_divide(&cute("(4,2,3):(2,1,8)"), &cute("4:2")).unwrap();
    assert_eq!(cute_text(&r), "((2,2),(2,3)):((4,1),(2,8))");
    let r = logical_product(&cute("(2,2):(4,1)"), &cute("6:1")).unwrap();
    assert_eq!(cute_text(&r), "((2,2),(2,3)):((4,1),(2,8))");
}

// ---- The seed figures as divide results ----

#[test]
fn seed_figures_are_divides() {
    let fig1 = tile_divide(&xla("F32[3,5]{1,0}"), &[2, 2]).unwrap();
    assert!(same_as_xla(
        &fig1,
        &parse_shape("f32[3,5]{1,0:T(2,2)}").unwrap()
    ));
    assert_eq!(fig1.eval_coords(&[2, 3]).unwrap(), 17);
    assert_eq!(fig1.padding().unwrap(), 9);
    assert_eq!(
        to_xla(&fig1, PrimitiveType::F32).unwrap().to_string(),
        "f32[3,5]{1,0:T(2,2)}"
    );
    let fig2 = tile_divide(
        &tile_divide(&xla("f32[4,8]{1,0}"), &[2, 4]).unwrap(),
        &[2, 1],
    )
    .unwrap();
    assert_eq!(
        to_xla(&fig2, PrimitiveType::F32).unwrap().to_string(),
        "f32[4,8]{1,0:T(2,4)(2,1)}"
    );
    // Without the hint the search finds the same layouts from the function alone.
    let mut bare = fig1.clone();
    bare.xla_hint = None;
    assert_eq!(
        to_xla(&bare, PrimitiveType::F32).unwrap().to_string(),
        "f32[3,5]{1,0:T(2,2)}"
    );
    let mut bare = fig2.clone();
    bare.xla_hint = None;
    // The search finds the shortest equal layout: (2,4)(2,1) on 4x8 is the function of (2,1).
    let found = to_xla(&bare, PrimitiveType::F32).unwrap();
    assert!(same_as_xla(&fig2, &found), "{found}");
    assert_eq!(found.to_string(), "f32[4,8]{1,0:T(2,1)}");
}

#[test]
fn blocked_product_of_a_tile_and_a_grid_is_the_tiled_layout() {
    let r = blocked_product(&xla("f32[2,2]"), &xla("f32[2,3]")).unwrap();
    assert_eq!(
        to_xla(&r, PrimitiveType::F32).unwrap().to_string(),
        "f32[4,6]{1,0:T(2,2)}"
    );
    assert_eq!(cute_text(&r), "((2,2),(2,3)):((2,12),(1,4))");
    let raked = raked_product(&cute("(2,2):(2,1)"), &cute("(2,3):(3,1)")).unwrap();
    assert_eq!(cute_text(&raked), "((2,2),(3,2)):((12,2),(4,1))");
}

// ---- Errors say why ----

#[test]
fn errors_name_the_reason() {
    let e = inverse(&xla("f32[3,5]{1,0:T(2,2)}")).unwrap_err();
    assert!(e.0.contains("offset 9 is padding"), "{e}");
    let e = inverse(&cute("(2,2):(1,1)")).unwrap_err();
    assert!(e.0.contains("both map to offset 1"), "{e}");
    let e = LinearLayout::from_layout(&xla("f32[3,5]{1,0:T(2,2)}")).unwrap_err();
    assert!(
        e.0.contains("not a power of two") && e.0.contains("padding"),
        "{e}"
    );
    let e = parse_linear("F2[[1,3]]").unwrap().to_layout().unwrap_err();
    assert!(e.0.contains("swizzle"), "{e}");
    let e = compose(&cute("4:1"), &cute("3:2")).unwrap_err();
    assert!(e.0.contains("outside A's domain"), "{e}");
    let e = to_cute(&xla("f32[3,5]{1,0:T(2,2)}")).unwrap_err();
    assert!(e.0.contains("not strided"), "{e}");
    let e = PackTiling::from_layout(&xla("f32[4,8]{1,0:T(2,4)(2,1)}")).unwrap_err();
    assert!(e.0.contains("tiles once"), "{e}");
    assert!(
        parse_cute("(2,3):(1)")
            .unwrap_err()
            .0
            .contains("not congruent")
    );
    assert!(
        parse_cute("(2,3):(1,x)")
            .unwrap_err()
            .0
            .contains("column 10")
    );
}

// ---- Converters ----

#[test]
fn converters_round_trip() {
    let l = xla("f32[4,8]{0,1}");
    assert_eq!(cute_text(&l), "(4,8):(1,4)");
    let ll = LinearLayout::from_layout(&xla("f32[4,8]{1,0:T(2,4)}")).unwrap();
    assert_eq!(ll.to_string(), "F2[[4,16],[1,2,8]]");
    let back = ll.to_layout().unwrap();
    assert_eq!(
        to_xla(&back, PrimitiveType::F32).map(|x| x.to_string()),
        None.or(Some("f32[4,8]{1,0:T(2,4)}".into()))
    );
    let p = PackTiling::from_layout(&xla("f32[3,5]{0,1:T(2,2)}")).unwrap();
    assert_eq!(
        p.to_mlir("f32"),
        "linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 2] into %dest : tensor<3x5xf32> -> tensor<3x2x2x2xf32>"
    );
    let q = parse_pack(&p.to_mlir("f32")).unwrap();
    assert_eq!(q, p);
    assert!(same_as_xla(
        &q.to_layout().unwrap(),
        &parse_shape("f32[3,5]{0,1:T(2,2)}").unwrap()
    ));
    let enc = to_encoding(&parse_shape("bf16[16,256]{1,0:T(8,128)(2,1)}").unwrap());
    assert_eq!(
        enc,
        "tensor<16x256xbf16, #tile.layout<\"{1,0:T(8,128)(2,1)}\">>"
    );
    assert_eq!(
        parse_encoding(&enc).unwrap().to_string(),
        "bf16[16,256]{1,0:T(8,128)(2,1)}"
    );
    assert_eq!(
        parse_encoding("tensor<2x3xi32>").unwrap().to_string(),
        "s32[2,3]{1,0}"
    );
}

// ---- Exhaustive sweeps: result functions against the definitions ----

/// XLA layouts of rank 1..=3 over `extents`, every dimension order, with no tile, one
/// tile (rank 1..=rank, extents from `tiles`) or two (the second from `second`).
fn sweep_layouts(extents: &[i64], tiles: &[i64], second: &[&[i64]]) -> Vec<XlaShape> {
    let mut shapes: Vec<Vec<i64>> = Vec::new();
    for r in 1..=3usize {
        let mut acc: Vec<Vec<i64>> = vec![vec![]];
        for _ in 0..r {
            acc = acc
                .iter()
                .flat_map(|p| extents.iter().map(move |&e| [p.clone(), vec![e]].concat()))
                .collect();
        }
        shapes.extend(acc);
    }
    let mut out = Vec::new();
    for dims in shapes {
        let r = dims.len();
        let mut tile_sets: Vec<Vec<Tile>> = vec![vec![]];
        for k in 1..=r.min(2) {
            let mut acc: Vec<Vec<i64>> = vec![vec![]];
            for _ in 0..k {
                acc = acc
                    .iter()
                    .flat_map(|p| tiles.iter().map(move |&e| [p.clone(), vec![e]].concat()))
                    .collect();
            }
            for t in acc {
                tile_sets.push(vec![Tile::new(&t)]);
                for s in second {
                    tile_sets.push(vec![Tile::new(&t), Tile::new(s)]);
                }
            }
        }
        let orders: Vec<Vec<usize>> = match r {
            1 => vec![vec![0]],
            2 => vec![vec![1, 0], vec![0, 1]],
            _ => vec![
                vec![2, 1, 0],
                vec![0, 1, 2],
                vec![1, 2, 0],
                vec![2, 0, 1],
                vec![1, 0, 2],
                vec![0, 2, 1],
            ],
        };
        for order in orders {
            for tiles in &tile_sets {
                out.push(XlaShape {
                    element: PrimitiveType::F32,
                    dims: dims.iter().map(|&d| ShapeDim::Static(d)).collect(),
                    layout: TiledLayout::with_tiles(order.clone(), tiles.clone()),
                });
            }
        }
    }
    out
}

fn table(l: &Layout) -> Vec<i64> {
    l.table().unwrap()
}

/// Layouts whose offsets index a domain of `n` elements: the identity, a transpose of
/// `k x n/k` for the smallest factor `k`, and every other element.
fn own_size_layouts(n: i64) -> Vec<Layout> {
    let mut out = vec![cute(&format!("{n}:1"))];
    if let Some(k) = (2..n).find(|k| n % k == 0) {
        out.push(cute(&format!("({k},{}):({},1)", n / k, n / k)));
    }
    if n >= 2 {
        out.push(cute(&format!("{}:2", n / 2)));
    }
    out
}

/// Logical divide by a CuTe tiler: `A ∘ (B, B*)`, an error where `(B, B*)` leaves `A`.
fn check_divide(a: &Layout, ta: &[i64], b: &Layout, s: &XlaShape) {
    let tb = table(b);
    let rest = table(&complement(b, a.size()).unwrap().to_layout().unwrap());
    let sb = b.size() as usize;
    let want: Vec<i64> = (0..sb * rest.len())
        .map(|x| tb[x % sb] + rest[x / sb])
        .collect();
    match logical_divide(a, b) {
        Ok(r) => {
            for (x, &v) in table(&r).iter().enumerate() {
                assert_eq!(v, ta[want[x] as usize], "divide {s} by {b}");
            }
        }
        Err(e) => assert!(want.iter().any(|&y| y >= a.size()), "{s} / {b}: {e}"),
    }
}

/// Checks every operation on `shapes` against its definition; `stride` thins the pairs.
fn check_operations(shapes: &[XlaShape], stride: usize) {
    let tilers = ["2:1", "2:2", "(2,2):(1,4)", "3:1", "4:2"].map(cute);
    let mut checked = 0usize;
    for (n, s) in shapes.iter().enumerate() {
        let a = from_xla(s).unwrap();
        let phys = PhysicalLayout::of_shape(s).unwrap();
        let ta = table(&a);
        // The algebra's level map is XLA's linear index, padding (cosize) included.
        assert_eq!(a.cosize(), phys.padded_elements, "{s}");
        // tile divide = XLA's next tile, computed by math.rs.
        for t in [&[2i64][..], &[2, 1], &[3, 2], &[1, 4]] {
            let r = tile_divide(&a, t).unwrap();
            let mut x = s.clone();
            x.layout.tiles.push(Tile::new(t));
            let mut bare = r.clone();
            bare.xla_hint = None;
            assert!(same_as_xla(&bare, &x), "{s} / {t:?}");
        }
        // coalesce keeps the function of the domain index and the codomain.
        let c = coalesce(&a).unwrap();
        assert_eq!(table(&c), ta, "coalesce {s}");
        assert_eq!(c.cosize(), a.cosize(), "coalesce {s}");
        // restrict keeps offsets of the kept elements.
        let sub = a
            .shape
            .map_leaves(&mut |i| IntTuple::Int((a.leaves()[i] + 1) / 2));
        let r = restrict(&a, &sub).unwrap();
        for (y, &v) in table(&r).iter().enumerate() {
            let coords = r.leaf_coords(y as i64);
            assert_eq!(v, a.eval_coords(&coords).unwrap(), "restrict {s}");
        }
        assert_eq!(r.cosize(), a.cosize());
        // inverse: exact for bijections, an error otherwise.
        let bijective = a.padding().unwrap() == 0;
        match inverse(&a) {
            Ok(inv) => {
                assert!(bijective, "{s}");
                assert_eq!(inv.size(), a.cosize());
                for (x, &v) in ta.iter().enumerate() {
                    assert_eq!(inv.eval(v).unwrap(), x as i64, "inverse {s}");
                }
            }
            Err(e) => assert!(!bijective, "{s}: {e}"),
        }
        // complement: ordered, disjoint from A (A's padding owned), covering the size.
        let m = a.cosize() * 3;
        let comp = complement(&a, m).unwrap().to_layout().unwrap();
        let tc = table(&comp);
        assert!(
            tc.windows(2).all(|w| w[0] < w[1]),
            "complement {s} not ordered"
        );
        let mut seen = std::collections::HashSet::new();
        for &u in &ta {
            for &v in &tc {
                assert!(
                    seen.insert(u + v),
                    "complement of {s} overlaps at {}",
                    u + v
                );
            }
        }
        assert!(
            a.cosize() + tc.iter().max().unwrap() >= m,
            "complement of {s} too short"
        );
        // Every layout is composed with layouts built from its own size (the identity,
        // a transpose, every other element) and divided by the smallest tilers; the
        // `stride`-th ones also with the other layouts and every tiler and product below.
        for b in own_size_layouts(a.size()) {
            let tb = table(&b);
            let r = compose(&a, &b).unwrap();
            for (x, &v) in table(&r).iter().enumerate() {
                assert_eq!(v, ta[tb[x] as usize], "compose {s} ∘ {b:?}");
            }
        }
        for b in &tilers[..2] {
            check_divide(&a, &ta, b, s);
        }
        if n % stride != 0 {
            continue;
        }
        checked += 1;
        // compose with every layout whose offsets fit A's domain.
        for b in shapes
            .iter()
            .step_by(stride * 7 + 1)
            .map(|x| from_xla(x).unwrap())
        {
            let tb = table(&b);
            let fits = tb.iter().all(|&v| v < a.size());
            match compose(&a, &b) {
                Ok(r) => {
                    assert!(fits);
                    assert_eq!(r.cosize(), a.cosize());
                    for (x, &v) in table(&r).iter().enumerate() {
                        assert_eq!(v, ta[tb[x] as usize], "compose {s} ∘ {b}");
                    }
                }
                Err(_) => assert!(!fits),
            }
        }
        for b in &tilers[2..] {
            check_divide(&a, &ta, b, s);
        }
        // products: A repeated by B, its copies placed by complement(A) ∘ B.
        for b in [&tilers[0], &tilers[2], &from_xla(s).unwrap()] {
            let astar = table(
                &complement(&a, a.size().max(a.cosize()) * b.cosize())
                    .unwrap()
                    .to_layout()
                    .unwrap(),
            );
            let tb = table(b);
            let tcomp: Vec<i64> = tb.iter().map(|&v| astar[v as usize]).collect();
            let r = logical_product(&a, b).unwrap();
            let sa = a.size() as usize;
            for (x, &v) in table(&r).iter().enumerate() {
                assert_eq!(v, ta[x % sa] + tcomp[x / sa], "product {s} x {b}");
            }
            // blocked: mode i = (A_i, C_i); checked on the rank-1 and equal-rank cases.
            let ra = a.shape.modes().len();
            if b.shape.modes().len() == ra && ra <= 2 {
                let am: Vec<i64> = a
                    .shape
                    .modes()
                    .iter()
                    .map(|m| m.product().unwrap())
                    .collect();
                let bm: Vec<i64> = b
                    .shape
                    .modes()
                    .iter()
                    .map(|m| m.product().unwrap())
                    .collect();
                let blocked = table(&blocked_product(&a, b).unwrap());
                let raked = table(&raked_product(&a, b).unwrap());
                let modes: Vec<i64> = am.iter().zip(&bm).map(|(x, y)| x * y).collect();
                for x in 0..blocked.len() as i64 {
                    let (mut ai, mut ci, mut ar, mut cr) = (0, 0, 0, 0);
                    let (mut rest, mut pa, mut pc) = (x, 1, 1);
                    for i in 0..ra {
                        let m = rest % modes[i];
                        rest /= modes[i];
                        ai += (m % am[i]) * pa;
                        ci += (m / am[i]) * pc;
                        cr += (m % bm[i]) * pc;
                        ar += (m / bm[i]) * pa;
                        pa *= am[i];
                        pc *= bm[i];
                    }
                    let want_b = ta[ai as usize] + tcomp[ci as usize];
                    let want_r = ta[ar as usize] + tcomp[cr as usize];
                    assert_eq!(blocked[x as usize], want_b, "blocked {s} x {b}");
                    assert_eq!(raked[x as usize], want_r, "raked {s} x {b}");
                }
            }
        }
    }
    assert!(checked > 0);
}

#[test]
fn sweep_small() {
    let shapes = sweep_layouts(&[1, 3, 4], &[2, 3], &[&[2, 1]]);
    check_operations(&shapes, 41);
}

/// `same_function` (probed along the axes) agrees with comparing whole tables, for every
/// pair of layouts of the same dimensions in a sweep (tiled, padded, permuted), and one
/// CuTe layout with several modes per dimension.
#[test]
fn same_function_is_table_equality() {
    let shapes = sweep_layouts(&[1, 2, 4, 6], &[2, 4], &[&[2, 1]]);
    let (mut equal, mut compared) = (0, 0);
    for (i, s) in shapes.iter().enumerate() {
        let a = from_xla(s).unwrap();
        for t in shapes
            .iter()
            .skip(i)
            .filter(|t| t.dims == s.dims)
            .step_by(3)
        {
            let b = from_xla(t).unwrap();
            let want = table(&a) == table(&b);
            assert_eq!(same_function(&a, &b), Some(want), "{s} vs {t}");
            compared += 1;
            equal += usize::from(want && s != t);
        }
    }
    // Distinct layouts with the same function exist (T(8,128)-like tiles that only split
    // a row), so the check is not vacuous either way.
    assert!(equal > 0 && compared > equal, "{equal} of {compared}");
    let c = cute("((2,2),3):((1,6),2)");
    assert_eq!(same_function(&c, &c), Some(true));
    assert_eq!(same_function(&c, &cute("((2,2),3):((1,6),3)")), Some(false));
}

/// The full sweep: rank <= 3, extents up to 8, tiles up to 2 levels (run in release:
/// `cargo test -p tile-dialects --release -- --ignored sweep_full`).
#[test]
#[ignore]
fn sweep_full() {
    let shapes = sweep_layouts(&[1, 2, 3, 4, 5, 6, 7, 8], &[2, 3, 4, 8], &[&[2, 1], &[2]]);
    check_operations(&shapes, 97);
}

#[test]
fn sparse_level_maps_have_a_dense_part() {
    let bsr = super::levels::parse_level_map(
        "[4,6] (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed(nonunique), i mod 2 : dense, j mod 2 : dense)",
    )
    .unwrap();
    assert!(same_as_xla(
        &bsr,
        &parse_shape("f32[4,6]{1,0:T(2,2)}").unwrap()
    ));
    let e = super::levels::parse_level_map("[4] (i) -> (i - 8)").unwrap_err();
    assert!(e.0.contains("no non-negative bounds"), "{e}");
}

fn tiler(text: &str) -> Vec<Layout> {
    super::cute::parse_tiler(text)
        .unwrap()
        .iter()
        .map(|c| c.to_layout().unwrap())
        .collect()
}

#[test]
fn cute_published_by_mode_composition_and_divide() {
    let a = cute("(12,(4,8)):(59,(13,1))");
    let r = compose_by_mode(&a, &tiler("<3:4, 8:2>")).unwrap();
    assert_eq!(cute_text(&r), "(3,(2,4)):(236,(26,1))");
    let r = compose_by_mode(&a, &tiler("<3, 8>")).unwrap();
    assert_eq!(cute_text(&r), "(3,(4,2)):(59,(13,1))");
    // The 2-D divide: the tile part of each mode is the by-mode composition.
    let a = cute("(9,(4,8)):(59,(13,1))");
    let t = tiler("<3:3, (2,4):(1,8)>");
    assert_eq!(
        cute_text(&compose_by_mode(&a, &t).unwrap()),
        "(3,(2,4)):(177,(13,2))"
    );
    let d = divide_by_mode(&a, &t).unwrap();
    // ((TileM,RestM),(TileN,RestN)) with shape ((3,3),(8,4)).
    let modes: Vec<i64> = d
        .shape
        .modes()
        .iter()
        .map(|m| m.product().unwrap())
        .collect();
    assert_eq!(modes, vec![9, 32]);
    let m0 = super::bymode::mode_layout(&d, 0).unwrap();
    assert_eq!(table(&m0)[..3], [0, 177, 354]);
    let e = compose_by_mode(
        &compose(&cute("6:1"), &cute("(2,3):(3,1)")).unwrap(),
        &tiler("<1,1,1>"),
    )
    .unwrap_err();
    assert!(e.0.contains("tiler has 3 modes"), "{e}");
}
