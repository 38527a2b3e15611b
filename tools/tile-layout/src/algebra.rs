//! The algebra verbs: operands in any layout notation, results as text, JSON or SVG.
//!
//! An operand's notation is told by its form: `f32[3,5]{1,0:T(2,2)}` is XLA text,
//! `(6,2):(8,2)` CuTe, `F2[[1,2],[4]]` a linear layout over F2, `tensor<3x5xf32,
//! #tile.layout<"{1,0:T(2,2)}">>` an encoded tensor type, `linalg.pack ...` a pack op, and
//! `<3:4, 8:2>` a CuTe tiler (second operand of `compose` and `divide`, mode by mode),
//! `[4,6] (i, j) -> (i floordiv 2 : dense, ..)` the dense part of a sparse encoding's
//! level map, and a bare tile `(2,2)` or `T(2,4)(2,1)` an XLA tile (the second operand of `divide`).

use tile_dialects::tile::layout::algebra::{
    self, AlgebraError, CuteLayout, Layout, LinearLayout, PackTiling, cute, levels, linear, pack,
    xla,
};
use tile_dialects::tile::layout::{PrimitiveType, XlaShape, parse_shape};

use crate::{CliError, json};

/// A parsed operand.
pub enum Operand {
    /// A layout, with the element type if it came from XLA text.
    Layout(Box<Layout>, Option<PrimitiveType>),
    /// XLA tiles, applied in order (`(2,2)`, `T(2,4)(2,1)`).
    Tiles(Vec<Vec<i64>>),
    /// A CuTe tiler `<3:4, 8:2>`, applied mode by mode.
    Tiler(Vec<Layout>),
}

fn fail(which: &str, text: &str, e: impl std::fmt::Display) -> CliError {
    CliError(format!("invalid {which} '{text}': {e}"))
}

/// Reads one operand; `which` names it in errors (`A`, `B`).
pub fn parse_operand(which: &str, text: &str) -> Result<Operand, CliError> {
    let t = text.trim();
    if t.starts_with('<') {
        let parts = cute::parse_tiler(t)
            .and_then(|v| v.iter().map(CuteLayout::to_layout).collect())
            .map_err(|e| fail(which, t, e))?;
        return Ok(Operand::Tiler(parts));
    }
    if linear::looks_like_linear(t) {
        let l = linear::parse_linear(t)
            .and_then(|l| l.to_layout())
            .map_err(|e| fail(which, t, e))?;
        return Ok(Operand::Layout(Box::new(l), None));
    }
    if pack::looks_like_pack(t) {
        let l = pack::parse_pack(t)
            .and_then(|p| p.to_layout())
            .map_err(|e| fail(which, t, e))?;
        return Ok(Operand::Layout(Box::new(l), None));
    }
    if levels::looks_like_level_map(t) {
        let l = levels::parse_level_map(t).map_err(|e| fail(which, t, e))?;
        return Ok(Operand::Layout(Box::new(l), None));
    }
    if pack::looks_like_encoding(t) {
        let x = pack::parse_encoding(t).map_err(|e| fail(which, t, e))?;
        let l = xla::from_xla(&x).map_err(|e| fail(which, t, e))?;
        return Ok(Operand::Layout(Box::new(l), Some(x.element)));
    }
    if t.contains('[') {
        let x = parse_shape(t).map_err(|e| {
            fail(
                which,
                t,
                e.render(t).trim_start_matches("error: ").trim_end(),
            )
        })?;
        let l = xla::from_xla(&x).map_err(|e| fail(which, t, e))?;
        return Ok(Operand::Layout(Box::new(l), Some(x.element)));
    }
    if cute::looks_like_cute(t) {
        let l = cute::parse_cute(t)
            .and_then(|c| c.to_layout())
            .map_err(|e| fail(which, t, e))?;
        return Ok(Operand::Layout(Box::new(l), None));
    }
    if t.starts_with('(') || t.starts_with('T') {
        return parse_tiles(t)
            .map(Operand::Tiles)
            .map_err(|e| fail(which, t, e));
    }
    Err(CliError(format!(
        "cannot tell the notation of {which} '{t}': expected XLA text such as f32[3,5]{{1,0:T(2,2)}}, CuTe shape:stride such as (6,2):(8,2), a linear layout such as F2[[1,2]], or a tile such as (2,2)"
    )))
}

/// `(2,2)` or `T(2,4)(2,1)`.
fn parse_tiles(text: &str) -> Result<Vec<Vec<i64>>, String> {
    let mut rest = text.strip_prefix('T').unwrap_or(text).trim();
    let mut tiles = Vec::new();
    while !rest.is_empty() {
        let Some(body) = rest.strip_prefix('(') else {
            return Err(format!("expected '(' at '{rest}'"));
        };
        let Some(end) = body.find(')') else {
            return Err("expected ')'".into());
        };
        let tile = body
            .get(..end)
            .unwrap_or("")
            .split(',')
            .map(|s| {
                s.trim()
                    .parse::<i64>()
                    .ok()
                    .filter(|v| *v > 0)
                    .ok_or_else(|| format!("'{}' is not a positive tile extent", s.trim()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        tiles.push(tile);
        rest = body.get(end + 1..).unwrap_or("").trim_start();
    }
    if tiles.is_empty() {
        return Err("expected a tile".into());
    }
    Ok(tiles)
}

/// A result with the element type its XLA text is printed with.
pub struct Result_ {
    /// The layout.
    pub layout: Layout,
    /// The element type for XLA text.
    pub element: PrimitiveType,
}

fn alg(e: AlgebraError) -> CliError {
    CliError(e.0)
}

fn layout_of(which: &str, op: Operand) -> Result<(Layout, Option<PrimitiveType>), CliError> {
    match op {
        Operand::Layout(l, t) => Ok((*l, t)),
        Operand::Tiles(_) => Err(CliError(format!(
            "{which} must be a layout, not a bare tile (a tile is only the divisor of 'divide')"
        ))),
        Operand::Tiler(_) => Err(CliError(format!(
            "{which} must be a layout, not a tiler (a tiler is only the second operand of 'compose' and 'divide')"
        ))),
    }
}

/// The product flavors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ProductKind {
    /// CuTe's blocked product (A's copies stay together).
    Blocked,
    /// CuTe's raked product (A's copies interleave).
    Raked,
    /// CuTe's logical product `(A, A* ∘ B)`.
    Logical,
}

/// Runs one algebra verb.
pub fn run_verb(verb: &str, args: &[&str], kind: ProductKind) -> Result<Result_, CliError> {
    let operand = |i: usize, which: &str| -> Result<Operand, CliError> {
        let t = args
            .get(i)
            .ok_or_else(|| CliError(format!("{verb} needs operand {which}")))?;
        parse_operand(which, t)
    };
    let (a, ta) = layout_of("A", operand(0, "A")?)?;
    let mut element = ta;
    let layout = match verb {
        "compose" => match operand(1, "B")? {
            Operand::Tiler(t) => algebra::compose_by_mode(&a, &t).map_err(alg)?,
            other => {
                let (b, tb) = layout_of("B", other)?;
                element = element.or(tb);
                algebra::compose(&a, &b).map_err(alg)?
            }
        },
        "inverse" => algebra::inverse(&a).map_err(alg)?,
        "coalesce" => algebra::coalesce(&a).map_err(alg)?,
        "complement" => {
            let size = args
                .get(1)
                .and_then(|s| s.trim().parse::<i64>().ok())
                .ok_or_else(|| CliError("complement needs a SIZE (a positive integer)".into()))?;
            algebra::complement(&a, size)
                .and_then(|c| c.to_layout())
                .map_err(alg)?
        }
        "divide" => match operand(1, "B")? {
            Operand::Tiler(t) => algebra::divide_by_mode(&a, &t).map_err(alg)?,
            Operand::Tiles(tiles) => {
                let mut l = a;
                for t in tiles {
                    l = algebra::tile_divide(&l, &t).map_err(alg)?;
                }
                l
            }
            Operand::Layout(b, tb) => match tb {
                // An XLA shape as divisor is a tile of its extents.
                Some(_) if b.xla_hint.is_some() => {
                    let dims: Vec<i64> =
                        b.shape.modes().iter().filter_map(|m| m.product()).collect();
                    algebra::tile_divide(&a, &dims).map_err(alg)?
                }
                _ => algebra::logical_divide(&a, &b).map_err(alg)?,
            },
        },
        "product" => {
            let (b, tb) = layout_of("B", operand(1, "B")?)?;
            element = element.or(tb);
            match kind {
                ProductKind::Blocked => algebra::blocked_product(&a, &b),
                ProductKind::Raked => algebra::raked_product(&a, &b),
                ProductKind::Logical => algebra::logical_product(&a, &b),
            }
            .map_err(alg)?
        }
        "restrict" => {
            let t = args
                .get(1)
                .ok_or_else(|| CliError("restrict needs a sub-shape such as (2,3)".into()))?;
            let sub = cute::parse_int_tuple(t).map_err(|e| fail("sub-shape", t, e))?;
            algebra::restrict(&a, &sub).map_err(alg)?
        }
        "convert" => a,
        other => return Err(CliError(format!("unknown verb {other}"))),
    };
    Ok(Result_ {
        layout,
        element: element.unwrap_or(PrimitiveType::F32),
    })
}

impl Result_ {
    /// The XLA text, if an XLA layout has this function.
    pub fn xla(&self) -> Option<XlaShape> {
        xla::to_xla(&self.layout, self.element)
    }

    /// The CuTe layout, or why there is none.
    pub fn cute(&self) -> Result<CuteLayout, AlgebraError> {
        cute::to_cute(&self.layout)
    }

    /// The result in one notation (`convert --to`).
    pub fn convert(&self, to: &str) -> Result<String, CliError> {
        match to {
            "cute" => self
                .cute()
                .map(|c| c.to_string())
                .map_err(|e| CliError(format!("no CuTe layout: {e}"))),
            "xla" => self.xla().map(|x| x.to_string()).ok_or_else(|| {
                CliError("no XLA layout with this index function and codomain was found (XLA layouts are tiled row-major orders; the search covers up to two tiles)".into())
            }),
            "linear" => LinearLayout::from_layout(&self.layout)
                .map(|l| l.to_string())
                .map_err(|e| CliError(format!("no linear layout: {e}"))),
            "pack" => PackTiling::from_layout(&self.layout)
                .map(|p| p.to_mlir(&pack::mlir_element(self.element)))
                .map_err(|e| CliError(format!("no linalg.pack: {e}"))),
            "encoding" => self.xla().map(|x| pack::to_encoding(&x)).ok_or_else(|| {
                CliError("no #tile.layout encoding: no XLA layout has this index function".into())
            }),
            "map" => Ok(self.layout.map_text()),
            other => Err(CliError(format!(
                "unknown notation '{other}': expected cute, xla, linear, pack, encoding or map"
            ))),
        }
    }

    /// The result as text: CuTe and XLA where they exist, the level map always.
    pub fn text(&self) -> Result<String, CliError> {
        let l = &self.layout;
        let mut out = String::new();
        match self.cute() {
            Ok(c) => out.push_str(&format!("cute: {c}\n")),
            Err(e) => out.push_str(&format!("cute: none ({e})\n")),
        }
        match self.xla() {
            Some(x) => out.push_str(&format!("xla: {x}\n")),
            None => out.push_str("xla: none\n"),
        }
        let levels: Vec<String> = l.levels.iter().map(i64::to_string).collect();
        out.push_str(&format!(
            "shape: {}\nmap: {}\nlevels: [{}]\nsize: {}\ncosize: {}\npadding: {}",
            l.shape,
            l.map_text(),
            levels.join(","),
            l.size(),
            l.cosize(),
            l.padding().map_err(alg)?
        ));
        Ok(out)
    }

    /// The result as one JSON object; `cute` and `xla` only where they exist.
    pub fn json(&self) -> Result<String, CliError> {
        let l = &self.layout;
        let mut fields = Vec::new();
        if let Ok(c) = self.cute() {
            fields.push(("cute", json::string(&c.to_string())));
        }
        if let Some(x) = self.xla() {
            fields.push(("xla", json::string(&x.to_string())));
        }
        let levels: Vec<String> = l.levels.iter().map(i64::to_string).collect();
        fields.push(("shape", json::string(&l.shape.to_string())));
        fields.push(("map", json::string(&l.map_text())));
        fields.push(("levels", format!("[{}]", levels.join(", "))));
        fields.push(("size", l.size().to_string()));
        fields.push(("cosize", l.cosize().to_string()));
        fields.push(("padding", l.padding().map_err(alg)?.to_string()));
        Ok(json::object(&fields))
    }
}
