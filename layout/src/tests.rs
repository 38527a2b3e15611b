//! Tests of the layout model: seed numbers, XLA's text and sizes, and property tests
//! against an independent pad -> reshape -> transpose construction.

use super::*;

fn shape(text: &str) -> XlaShape {
    match parse_shape(text) {
        Ok(s) => s,
        Err(e) => panic!("{text}: {e}"),
    }
}

fn phys(text: &str) -> PhysicalLayout {
    match PhysicalLayout::of_shape(&shape(text)) {
        Ok(p) => p,
        Err(e) => panic!("{text}: {e}"),
    }
}

fn sizes(text: &str) -> ByteSizes {
    match ByteSizes::of_shape(&shape(text)) {
        Ok(s) => s,
        Err(e) => panic!("{text}: {e}"),
    }
}

fn err(text: &str) -> LayoutParseError {
    match parse_shape(text) {
        Ok(s) => panic!("{text} parsed as {s}"),
        Err(e) => e,
    }
}

// ----- seed numbers -----

#[test]
fn seed_figure1_element_2_3_is_at_17() {
    let p = phys("F32[3,5]{1,0:T(2,2)}");
    assert_eq!(p.linear_index(&[2, 3]), Ok(17));
    assert_eq!(p.levels_of(&[2, 3]), Ok(vec![1, 1, 0, 1]));
    assert_eq!(p.level_sizes, vec![2, 3, 2, 2]);
    assert_eq!(
        p.level_map.to_string(),
        "(d0, d1) -> (d0 floordiv 2, d1 floordiv 2, d0 mod 2, d1 mod 2)"
    );
    assert_eq!(p.padded_elements, 24);
}

#[test]
fn seed_figure2_grid() {
    let p = phys("f32[4,8]{1,0:T(2,4)(2,1)}");
    let grid: Vec<Vec<i64>> = (0..4)
        .map(|i| {
            (0..8)
                .map(|j| p.linear_index(&[i, j]).unwrap_or(-1))
                .collect()
        })
        .collect();
    assert_eq!(grid[0], vec![0, 2, 4, 6, 8, 10, 12, 14]);
    assert_eq!(grid[1], vec![1, 3, 5, 7, 9, 11, 13, 15]);
    assert_eq!(grid[2], vec![16, 18, 20, 22, 24, 26, 28, 30]);
    assert_eq!(grid[3], vec![17, 19, 21, 23, 25, 27, 29, 31]);
    assert_eq!(p.padded_elements, 32);
}

#[test]
fn int4_size_with_packing() {
    let s = sizes("s4[9216,6144]{1,0:T(64,128)(8,1)E(4)}");
    assert_eq!(s.padded_bytes, 28_311_552);
    assert_eq!(s.unpadded_bytes, 28_311_552);
}

#[test]
fn published_padding_numbers() {
    // The OOM listing of the reference (§5): 14.00G vs 1.09G and 2.62G vs 1.97G.
    let s = sizes("s32[29360128,10]{1,0:T(8,128)}");
    assert_eq!(s.padded_bytes, 14 << 30);
    assert_eq!(s.unpadded_bytes, 1_174_405_120);
    let s = sizes("f32[128,256,896,18]{0,3,2,1:T(8,128)}");
    assert_eq!(s.padded_bytes, 2_818_572_288);
    assert_eq!(s.unpadded_bytes, 2_113_929_216);
    // Compact second-minor tiling saves 4x for bf16[1,6144].
    assert_eq!(
        sizes("bf16[1,6144]{1,0:T(2,128)(2,1)}").padded_bytes,
        24_576
    );
    assert_eq!(
        sizes("bf16[1,6144]{1,0:T(8,128)(2,1)}").padded_bytes,
        98_304
    );
    // Worst cases.
    assert_eq!(sizes("f32[1,1]{1,0:T(8,128)}").overhead(), Some(1024.0));
    assert_eq!(sizes("f32[1,128]{1,0:T(8,128)}").overhead(), Some(8.0));
    assert_eq!(sizes("s32[8,2]{0,1:T(2,128)}").overhead(), Some(16.0));
    assert_eq!(sizes("f32[]{:T(256)}").overhead(), Some(256.0));
}

#[test]
fn tail_padding_and_element_size() {
    assert_eq!(sizes("f32[3,5]{1,0:T(2,2)L(100)}").padded_elements, 100);
    // XLA ignores L(n) when the layout is untiled.
    assert_eq!(sizes("f32[3,5]{1,0:L(100)}").padded_elements, 15);
    let s = sizes("s4[3]{0:E(4)}");
    assert_eq!((s.unpadded_bytes, s.padded_bytes), (2, 2));
    let s = sizes("pred[8,8,8]{0,2,1:T(8,128)E(32)}");
    assert_eq!(s.unpadded_bytes, 8 * 8 * 8 * 4);
    assert_eq!(s.padded_bytes, 8 * 8 * 128 * 4);
    assert_eq!(sizes("pred[3]").unpadded_bytes, 3);
    assert_eq!(sizes("f32[0,5]{1,0:T(8,128)}").padded_bytes, 0);
}

#[test]
fn combined_dimensions_merge_into_the_next_minor() {
    // F32[2,7,8,11,10] with (*,*,2,*,3) is F32[112,110] with (2,3).
    let a = phys("f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}");
    let b = phys("f32[112,110]{1,0:T(2,3)}");
    assert_eq!(a.level_sizes, b.level_sizes);
    for idx in [
        [0, 0, 0, 0, 0],
        [1, 6, 7, 10, 9],
        [1, 2, 3, 4, 5],
        [0, 5, 1, 7, 2],
    ] {
        let i = (idx[0] * 7 + idx[1]) * 8 + idx[2];
        let j = idx[3] * 10 + idx[4];
        assert_eq!(a.linear_index(&idx), b.linear_index(&[i, j]));
    }
    assert_eq!(
        a.level_map.to_string(),
        "(d0, d1, d2, d3, d4) -> ((d0 * 7 + d1) * 4 + d2 floordiv 2, (d3 * 10 + d4) floordiv 3, d2 mod 2, (d3 * 10 + d4) mod 3)"
    );
}

#[test]
fn tile_of_higher_rank_than_the_shape_pads_virtual_dims() {
    let p = phys("f32[5]{0:T(2,4)}");
    assert_eq!(p.level_sizes, vec![1, 2, 2, 4]);
    assert_eq!(p.padded_elements, 16);
}

#[test]
fn later_tiles_that_pad_are_exact() {
    // (2)(4): the first tile gives [2,2]; the second pads the minor 2 to 4.
    let p = phys("f32[3]{0:T(2)(4)}");
    assert_eq!(p.level_sizes, vec![2, 1, 4]);
    assert_eq!(p.padded_elements, 8);
    assert_eq!(xla_first_tile_elements(&shape("f32[3]{0:T(2)(4)}")), 4);
}

// ----- text -----

#[test]
fn canonical_printing() {
    for (input, want) in [
        ("f32[3,5]{1,0:T(2,2)}", "f32[3,5]{1,0:T(2,2)}"),
        ("F32[3,5]{1,0:T(2,2)}", "f32[3,5]{1,0:T(2,2)}"),
        (
            "BF16[2,3,1004]{2,1,0:T(2,*,128)}",
            "bf16[2,3,1004]{2,1,0:T(2,*,128)}",
        ),
        (
            "pred[8,8,8]{0,2,1:T(8,128)E(32)}",
            "pred[8,8,8]{0,2,1:T(8,128)E(32)}",
        ),
        (
            " f32 [ 3 , 5 ] { 1 , 0 : T ( 2 , * , 2 ) ( 2, 1 ) } ",
            "f32[3,5]{1,0:T(2,*,2)(2,1)}",
        ),
        ("f32[3,5]", "f32[3,5]{1,0}"),
        ("f32[]", "f32[]"),
        ("s32[]{:T(128)}", "s32[]{:T(128)}"),
        ("u32[]{:S(2)}", "u32[]{:S(2)}"),
        ("f32[2,3]{1,0:}", "f32[2,3]{1,0}"),
        ("f32[<=4,?]{1,0}", "f32[<=4,?]{1,0}"),
        (
            "bf16[8,128]{1,0:T(8,128)(2,1)S(1)}",
            "bf16[8,128]{1,0:T(8,128)(2,1)S(1)}",
        ),
        (
            "f32[4,8]{1,0:T(2,128)S(3)SC(1:200)}",
            "f32[4,8]{1,0:T(2,128)S(3)SC(1:200)}",
        ),
        (
            "f32[4,8]{1,0:T(16,128)M(1024)}",
            "f32[4,8]{1,0:T(16,128)M(1024)}",
        ),
        (
            "f32[1,2,3,4]{3,2,1,0:L(100)}",
            "f32[1,2,3,4]{3,2,1,0:L(100)}",
        ),
        (
            "f32[1,2,3,4]{3,2,1,0:#(u32)}",
            "f32[1,2,3,4]{3,2,1,0:#(u32)}",
        ),
        (
            "f32[1,2,3,4]{3,2,1,0:*(U16)}",
            "f32[1,2,3,4]{3,2,1,0:*(u16)}",
        ),
        (
            "f32[10,20]{0,1:P(s32[10,20]{1,0})}",
            "f32[10,20]{0,1:P(s32[10,20]{1,0})}",
        ),
        ("f32[2,2]{1,0:D(D,C+~)T(2,2)}", "f32[2,2]{1,0:T(2,2)}"),
        ("f32[2,2]{1,0:S(-1)M(-4)}", "f32[2,2]{1,0:S(-1)}"),
        (
            "f32[2,2]{1,0:T(2,2)L(4)#(u8)*(u16)E(4)S(1)SC(0:1)(1:1,2)P(f32[4])M(8)}",
            "f32[2,2]{1,0:T(2,2)L(4)#(u8)*(u16)E(4)S(1)SC(0:1)(1:1,2)P(f32[4]{0})M(8)}",
        ),
    ] {
        assert_eq!(shape(input).to_string(), want, "{input}");
        // Printing is a fixed point.
        assert_eq!(shape(want).to_string(), want);
    }
    for (input, want) in [
        ("{}", "{}"),
        ("{:}", "{}"),
        ("{1,0:}", "{1,0}"),
        ("{0:T(1024)(128)(2,1)}", "{0:T(1024)(128)(2,1)}"),
    ] {
        assert_eq!(
            parse_layout(input).map(|l| l.to_string()),
            Ok(want.to_string())
        );
    }
}

#[test]
fn errors_carry_columns_and_xla_messages() {
    let e = err("f32[3,5]{0:T(2,2)}");
    assert_eq!(
        e.message,
        "Dimensions size is 2, but minor to major size is 1."
    );
    assert_eq!(e.column, 8);
    let e = err("f32[3,5]{0,0}");
    assert!(
        e.message
            .starts_with("layout minor_to_major field has duplicate values"),
        "{e}"
    );
    let e = err("f32[3,5]{2,0}");
    assert!(
        e.message
            .starts_with("layout minor_to_major field has out-of-bounds value"),
        "{e}"
    );
    let e = err("f32[3,5]{1,0:E(4)T(2,2)}");
    assert_eq!(
        (e.column, e.message.as_str()),
        (17, "expects layout to end with }")
    );
    let e = err("f32[3,5");
    assert_eq!(e.column, 7);
    let e = err("f33[3]");
    assert_eq!(
        (e.column, e.message.as_str()),
        (0, "unknown element type 'f33'")
    );
    let e = err("f32[2]{}");
    assert_eq!(
        (e.column, e.message.as_str()),
        (6, "Extra content after shape")
    );
    let e = err("f32[2]{0:T(0)}");
    assert_eq!(e.column, 11);
    let e = err("f32[2,2]{1,0:T(2,*)}");
    assert_eq!(e.column, 14);
    let e = err("f32[2]{0:#(s32)}");
    assert_eq!(
        (e.column, e.message.as_str()),
        (11, "expecting an unsigned integer type")
    );
    let e = err("f32[2]{0:L(0)}");
    assert_eq!(e.column, 11);
    let e = err("f32[2,x]");
    assert_eq!(e.column, 6);
    let e = err("f32[2]{0:T()}");
    assert_eq!(e.column, 10);
    assert!(err("f32[2]{0:D(X)}").message.contains("DimLevelType"));
    let rendered = err("f32[3,5").render("f32[3,5");
    assert!(rendered.ends_with("\n  f32[3,5\n         ^"), "{rendered}");
}

#[test]
fn deep_physical_shapes_are_refused() {
    let mut text = String::from("f32[1]");
    for _ in 0..100 {
        text = format!("f32[1]{{0:P({text})}}");
    }
    assert!(parse_shape(&text).is_err());
}

// ----- XLA's own formulas (first tile only), for comparison -----

/// XLA's `ShapeUtil::ArraySize` element count: only the first tile, `L` when tiled.
fn xla_first_tile_elements(s: &XlaShape) -> i64 {
    let dims: Vec<i64> = s.dims.iter().map(|d| d.extent().unwrap_or(0)).collect();
    let m2m = &s.layout.minor_to_major;
    let Some(t) = s.layout.tiles.first() else {
        return dims.iter().product();
    };
    let mut n = 1;
    for d in 0..t.rank() {
        let size = if d < dims.len() { dims[m2m[d]] } else { 1 };
        let TileDim::Size(td) = t.dims[t.rank() - 1 - d] else {
            unreachable!()
        };
        n *= math::ceil_div(size, td) * td;
    }
    for &d in m2m.iter().skip(t.rank()) {
        n *= dims[d];
    }
    let l = s.layout.tail_padding_alignment;
    if l != 1 { math::ceil_div(n, l) * l } else { n }
}

/// XLA's `LayoutUtil::LinearIndex`: only the first tile.
fn xla_first_tile_index(s: &XlaShape, idx: &[i64]) -> i64 {
    let dims: Vec<i64> = s.dims.iter().map(|d| d.extent().unwrap_or(0)).collect();
    let m2m = &s.layout.minor_to_major;
    let Some(t) = s.layout.tiles.first() else {
        return phys(&s.to_string()).linear_index(idx).unwrap_or(-1);
    };
    let sizes: Vec<i64> = t
        .dims
        .iter()
        .map(|d| match d {
            TileDim::Size(n) => *n,
            TileDim::Combined => unreachable!(),
        })
        .collect();
    let mut tile_mult: i64 = sizes.iter().product();
    let mut within = 1;
    let mut li = 0;
    for (minor, &ld) in m2m.iter().enumerate() {
        let (i, d) = (idx[ld], dims[ld]);
        if minor < sizes.len() {
            let td = sizes[sizes.len() - 1 - minor];
            li += tile_mult * (i / td) + within * (i % td);
            tile_mult *= math::ceil_div(d, td);
            within *= td;
        } else {
            li += i * tile_mult;
            tile_mult *= d;
        }
    }
    li
}

#[test]
fn agrees_with_xla_for_one_tile() {
    let mut rng = Rng(0x5eed_1234);
    for _ in 0..300 {
        let rank = 2 + rng.below(3) as usize;
        let dims: Vec<i64> = (0..rank).map(|_| 1 + rng.below(9) as i64).collect();
        let m2m = rng.permutation(rank);
        let k = 1 + rng.below(rank as u64) as usize;
        let tile: Vec<i64> = (0..k).map(|_| 1 + rng.below(5) as i64).collect();
        let layout = TiledLayout::with_tiles(m2m, vec![Tile::new(&tile)]);
        let s = XlaShape {
            element: PrimitiveType::F32,
            dims: dims.iter().map(|&d| ShapeDim::Static(d)).collect(),
            layout: layout.clone(),
        };
        let p = PhysicalLayout::of_shape(&s).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(p.padded_elements, xla_first_tile_elements(&s), "{s}");
        for idx in all_indices(&dims) {
            assert_eq!(
                p.linear_index(&idx),
                Ok(xla_first_tile_index(&s, &idx)),
                "{s} {idx:?}"
            );
        }
    }
}

// ----- property tests -----

/// A small deterministic PRNG (xorshift64*), so the property tests need no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn permutation(&mut self, n: usize) -> Vec<usize> {
        let mut v: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            let j = self.below(i as u64 + 1) as usize;
            v.swap(i, j);
        }
        v
    }
}

fn all_indices(dims: &[i64]) -> Vec<Vec<i64>> {
    let mut out = vec![vec![]];
    for &d in dims {
        out = out
            .into_iter()
            .flat_map(|p| {
                (0..d).map(move |i| {
                    let mut q = p.clone();
                    q.push(i);
                    q
                })
            })
            .collect();
    }
    out
}

/// An array as a row-major buffer of logical element numbers (`None` = padding).
#[derive(Clone, Debug)]
struct Buf {
    shape: Vec<usize>,
    data: Vec<Option<usize>>,
}

fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

fn unravel(mut k: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for i in (0..shape.len()).rev() {
        idx[i] = k % shape[i];
        k /= shape[i];
    }
    idx
}

impl Buf {
    /// Result dim `p` is source dim `perm[p]`.
    fn transpose(&self, perm: &[usize]) -> Buf {
        let shape: Vec<usize> = perm.iter().map(|&p| self.shape[p]).collect();
        let st = strides(&shape);
        let mut data = vec![None; self.data.len()];
        for (k, &v) in self.data.iter().enumerate() {
            let src = unravel(k, &self.shape);
            let pos: usize = perm.iter().zip(&st).map(|(&p, &s)| src[p] * s).sum();
            data[pos] = v;
        }
        Buf { shape, data }
    }

    /// Pads dimension sizes up to `new_shape` (high padding).
    fn pad(&self, new_shape: &[usize]) -> Buf {
        let st = strides(new_shape);
        let n: usize = new_shape.iter().product();
        let mut data = vec![None; n];
        for (k, &v) in self.data.iter().enumerate() {
            let src = unravel(k, &self.shape);
            let pos: usize = src.iter().zip(&st).map(|(&i, &s)| i * s).sum();
            data[pos] = v;
        }
        Buf {
            shape: new_shape.to_vec(),
            data,
        }
    }

    fn reshape(&self, shape: Vec<usize>) -> Buf {
        assert_eq!(shape.iter().product::<usize>(), self.data.len());
        Buf {
            shape,
            data: self.data.clone(),
        }
    }

    /// XLA's tiling as pad -> reshape -> transpose (DESIGN.md §1).
    fn tile(&self, tile: &[TileDim]) -> Buf {
        let mut b = self.clone();
        let k = tile.len();
        if k > b.shape.len() {
            let mut s = vec![1; k - b.shape.len()];
            s.extend(&b.shape);
            b = b.reshape(s);
        }
        // Combined dims: a row-major reshape merging a dim into the next.
        let split = b.shape.len() - k;
        let mut shape: Vec<usize> = b.shape[..split].to_vec();
        let mut sizes = Vec::new();
        let mut carry = 1;
        for (j, td) in tile.iter().enumerate() {
            let d = b.shape[split + j] * carry;
            match td {
                TileDim::Combined => carry = d,
                TileDim::Size(t) => {
                    carry = 1;
                    shape.push(d);
                    sizes.push(*t as usize);
                }
            }
        }
        b = b.reshape(shape);
        let r = b.shape.len();
        let k = sizes.len();
        let prefix = r - k;
        // Pad.
        let mut padded = b.shape.clone();
        for (j, &t) in sizes.iter().enumerate() {
            padded[prefix + j] = padded[prefix + j].div_ceil(t) * t;
        }
        b = b.pad(&padded);
        // Reshape each tiled dim d into (d/t, t).
        let mut split_shape: Vec<usize> = b.shape[..prefix].to_vec();
        for (j, &t) in sizes.iter().enumerate() {
            split_shape.push(b.shape[prefix + j] / t);
            split_shape.push(t);
        }
        b = b.reshape(split_shape);
        // Transpose the tile dims to the minor end.
        let mut perm: Vec<usize> = (0..prefix).collect();
        perm.extend((0..k).map(|j| prefix + 2 * j));
        perm.extend((0..k).map(|j| prefix + 2 * j + 1));
        b.transpose(&perm)
    }
}

fn construct(dims: &[i64], layout: &TiledLayout) -> Buf {
    let shape: Vec<usize> = dims.iter().map(|&d| d as usize).collect();
    let n: usize = shape.iter().product();
    let mut b = Buf {
        shape,
        data: (0..n).map(Some).collect(),
    };
    b = b.transpose(&layout.major_to_minor());
    for t in &layout.tiles {
        b = b.tile(&t.dims);
    }
    b
}

fn random_layout(rng: &mut Rng, rank: usize) -> TiledLayout {
    let m2m = rng.permutation(rank);
    let mut tiles = Vec::new();
    let mut cur_rank = rank;
    for _ in 0..rng.below(4) {
        let k = 1 + rng.below(cur_rank as u64 + 1) as usize;
        let mut dims = Vec::new();
        for j in 0..k {
            if j + 1 < k && rng.below(4) == 0 {
                dims.push(TileDim::Combined);
            } else {
                dims.push(TileDim::Size(1 + rng.below(4) as i64));
            }
        }
        let tiled = dims
            .iter()
            .filter(|d| matches!(d, TileDim::Size(_)))
            .count();
        cur_rank = cur_rank.max(k) - (k - tiled) + tiled;
        tiles.push(Tile { dims });
        if cur_rank > 7 {
            break;
        }
    }
    TiledLayout::with_tiles(m2m, tiles)
}

#[test]
fn property_index_is_injective_bounded_and_matches_pad_reshape_transpose() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut checked = 0;
    for _ in 0..600 {
        let rank = rng.below(4) as usize + 1;
        let dims: Vec<i64> = (0..rank).map(|_| 1 + rng.below(6) as i64).collect();
        let layout = random_layout(&mut rng, rank);
        let p = PhysicalLayout::new(&layout, &dims).unwrap_or_else(|e| panic!("{layout}: {e}"));
        if p.padded_elements > 200_000 {
            continue;
        }
        let built = construct(&dims, &layout);
        assert_eq!(
            p.padded_elements as usize,
            built.data.len(),
            "{layout} {dims:?}"
        );
        let mut position = vec![usize::MAX; dims.iter().product::<i64>() as usize];
        for (k, v) in built.data.iter().enumerate() {
            if let Some(id) = v {
                position[*id] = k;
            }
        }
        let mut seen = std::collections::HashSet::new();
        let expr = p.linear_expr();
        for (id, idx) in all_indices(&dims).into_iter().enumerate() {
            let li = p.linear_index(&idx).unwrap_or_else(|e| panic!("{e}"));
            assert!(
                li >= 0 && li < p.storage_elements().unwrap_or(0),
                "{layout} {dims:?} {idx:?}"
            );
            assert!(
                seen.insert(li),
                "{layout} {dims:?}: {idx:?} collides at {li}"
            );
            assert_eq!(li as usize, position[id], "{layout} {dims:?} {idx:?}");
            assert_eq!(expr.evaluate(&idx, &[]), Ok(li));
        }
        checked += 1;
    }
    assert!(checked > 500);
}

#[test]
fn level_map_inverts_with_shape() {
    let p = phys("f32[4,8]{1,0:T(2,4)(2,1)}");
    let inv = p.level_map.invert_with_shape(&[Some(4), Some(8)]);
    let Some(inv) = inv else {
        panic!("no inverse of {}", p.level_map)
    };
    for idx in all_indices(&[4, 8]) {
        let levels = p.level_map.evaluate(&idx, &[]).unwrap_or_default();
        assert_eq!(inv.evaluate(&levels, &[]), Ok(idx));
    }
}

// ----- robustness -----

#[test]
fn mutated_text_never_panics() {
    let seeds = [
        "f32[3,5]{1,0:T(2,2)}",
        "bf16[2,3,1004]{2,1,0:T(2,*,128)(2,1)L(7)E(16)S(1)SC(0:1,2)P(f32[4]{0})M(8)}",
        "f32[9223372036854775807,3]{1,0:T(4611686018427387904,3)}",
        "s4[9216,6144]{1,0:T(64,128)(8,1)E(4)}",
        "pred[<=8,?]{0,1:D(D,C+~)T(*,8)}",
    ];
    let alphabet: &[u8] = b"0123456789,:*(){}[]<=?TLESCPMDfsu# -";
    let mut rng = Rng(0xfeed_beef_1234_5678);
    for _ in 0..20_000 {
        let seed = seeds[rng.below(seeds.len() as u64) as usize];
        let mut bytes = seed.as_bytes().to_vec();
        for _ in 0..1 + rng.below(4) {
            let pos = rng.below(bytes.len() as u64 + 1) as usize;
            let c = alphabet[rng.below(alphabet.len() as u64) as usize];
            match rng.below(3) {
                0 if pos < bytes.len() => bytes[pos] = c,
                1 if pos < bytes.len() => {
                    bytes.remove(pos);
                }
                _ => bytes.insert(pos, c),
            }
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let Ok(s) = parse_shape(&text) else { continue };
        // Printing is canonical and re-parses to the same shape.
        assert_eq!(parse_shape(&s.to_string()).as_ref(), Ok(&s), "{text}");
        let _ = ByteSizes::of_shape(&s);
        if let Ok(p) = PhysicalLayout::of_shape(&s) {
            let _ = p.linear_expr();
            let corner: Vec<i64> = p.dims.iter().map(|&d| d - 1).collect();
            let _ = p.linear_index(&corner);
            let _ = p.storage_elements();
        }
    }
}

/// Found by fuzzing (xla_layout; `testdata/nested-tiles-timeout.txt`): dozens of nested
/// `(*,2)` tiles make the level map share each level's expression twice per tile; evaluating
/// it as a tree took 23 s for this input before the core evaluated shared expressions once.
#[test]
fn deeply_nested_tiles_evaluate_in_linear_time() {
    let text = include_str!("testdata/nested-tiles-timeout.txt");
    let s = parse_shape(text).unwrap_or_else(|e| panic!("{e:?}"));
    let p = PhysicalLayout::of_shape(&s).unwrap_or_else(|e| panic!("{e:?}"));
    let last: Vec<i64> = s
        .dims
        .iter()
        .map(|d| d.extent().unwrap_or(1).saturating_sub(1).max(0))
        .collect();
    let levels = p.levels_of(&last);
    let index = p.linear_index(&last);
    assert_eq!(levels.is_ok(), index.is_ok());
}
