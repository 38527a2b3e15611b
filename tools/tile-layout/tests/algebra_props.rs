//! Property tests of the layout algebra: inverse and compose laws, divide/product round
//! trips, and converter round trips (XLA -> CuTe -> XLA, linear -> XLA -> linear).

use proptest::prelude::*;
use tile_dialects::tile::layout::algebra::{self, Layout, LinearLayout, cute, xla};
use tile_dialects::tile::layout::{PrimitiveType, ShapeDim, Tile, TiledLayout, XlaShape};

/// An XLA layout without padding: every tile divides what it tiles.
fn unpadded(pow2: bool) -> impl Strategy<Value = XlaShape> {
    let ext = if pow2 {
        prop::sample::select(vec![1i64, 2, 4]).boxed()
    } else {
        (1i64..=4).boxed()
    };
    (1usize..=3)
        .prop_flat_map(move |rank| {
            (
                prop::collection::vec(ext.clone(), rank),
                prop::collection::vec(ext.clone(), rank),
                Just((0..rank).collect::<Vec<usize>>()).prop_shuffle(),
                any::<bool>(),
            )
        })
        .prop_map(|(tile, reps, order, second)| {
            // `tile` and `reps` are in physical order (most major first).
            let rank = tile.len();
            let mut dims = vec![0i64; rank];
            for (p, &d) in order.iter().rev().enumerate() {
                dims[d] = tile[p] * reps[p];
            }
            let mut tiles = vec![Tile::new(&tile)];
            if second && rank >= 2 && tile[rank - 2] % 2 == 0 {
                tiles.push(Tile::new(&[2, 1]));
            }
            XlaShape {
                element: PrimitiveType::F32,
                dims: dims.into_iter().map(ShapeDim::Static).collect(),
                layout: TiledLayout::with_tiles(order, tiles),
            }
        })
}

fn table(l: &Layout) -> Vec<i64> {
    l.table().unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn inverse_and_compose_laws(x in unpadded(false)) {
        let a = xla::from_xla(&x).unwrap();
        let inv = algebra::inverse(&a).unwrap();
        let n = a.size();
        // a ∘ a⁻¹ and a⁻¹ ∘ a are identities, and so is inverse(a ∘ a⁻¹).
        let id: Vec<i64> = (0..n).collect();
        let ai = algebra::compose(&a, &inv).unwrap();
        prop_assert_eq!(table(&ai), id.clone());
        prop_assert_eq!(table(&algebra::compose(&inv, &a).unwrap()), id.clone());
        prop_assert_eq!(table(&algebra::inverse(&ai).unwrap()), id);
        // inverse(inverse(a)) is a again.
        prop_assert_eq!(table(&algebra::inverse(&inv).unwrap()), table(&a));
    }

    #[test]
    fn divide_and_product_round_trip(t0 in 1i64..=4, t1 in 1i64..=4, m0 in 1i64..=3, m1 in 1i64..=3) {
        let shape = |d: &[i64]| XlaShape {
            element: PrimitiveType::F32,
            dims: d.iter().map(|&v| ShapeDim::Static(v)).collect(),
            layout: TiledLayout::row_major(d.len()),
        };
        // XLA's tiling is a divide, and the blocked product of the tile and the grid.
        let whole = xla::from_xla(&shape(&[t0 * m0, t1 * m1])).unwrap();
        let divided = algebra::tile_divide(&whole, &[t0, t1]).unwrap();
        let tile = xla::from_xla(&shape(&[t0, t1])).unwrap();
        let grid = xla::from_xla(&shape(&[m0, m1])).unwrap();
        let product = algebra::blocked_product(&tile, &grid).unwrap();
        prop_assert_eq!(table(&divided), table(&product));
        // Dividing a logical product by A's size gives the product back, A first.
        let p = algebra::logical_product(&tile, &grid).unwrap();
        let by = cute::parse_cute(&format!("{}:1", tile.size())).unwrap().to_layout().unwrap();
        let d = algebra::logical_divide(&p, &by).unwrap();
        prop_assert_eq!(table(&d), table(&p));
        let ta = table(&tile);
        prop_assert_eq!(&table(&d)[..ta.len()], &ta[..]);
    }

    #[test]
    fn xla_to_cute_to_xla(x in unpadded(false)) {
        let a = xla::from_xla(&x).unwrap();
        let c = cute::to_cute(&a).unwrap();
        let back = c.to_layout().unwrap();
        let found = xla::to_xla(&back, PrimitiveType::F32).unwrap();
        prop_assert!(xla::same_as_xla(&a, &found), "{} -> {} -> {}", x, c, found);
        prop_assert_eq!(table(&xla::from_xla(&found).unwrap()), table(&a));
    }

    #[test]
    fn linear_to_xla_to_linear(x in unpadded(true)) {
        let ll = LinearLayout::from_layout(&xla::from_xla(&x).unwrap()).unwrap();
        let l = ll.to_layout().unwrap();
        let found = xla::to_xla(&l, PrimitiveType::F32).unwrap();
        let again = LinearLayout::from_layout(&xla::from_xla(&found).unwrap()).unwrap();
        prop_assert_eq!(again, ll);
    }
}
