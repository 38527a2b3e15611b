//! The `embedding` dialect's attributes:
//!
//! * `#embedding.combiner<sum>` (`sum`, `mean`, `sqrtn`): how a sample's rows are combined;
//! * `#embedding.limits<max_ids_per_partition = 64, max_unique_ids_per_partition = 32>`
//!   (optionally `, suggested_buffer = 4096`): the per-partition limits that size static
//!   buffers;
//! * `#embedding.quantization<num_buckets = 256, low = -1.000000e+00, high = 1.000000e+00>`:
//!   simulated quantization of the table rows (see [`Quantization::apply`]).

use tile_ir::dialect_data::{DialectData, DialectObj};
use tile_ir::float::{FloatValue, format_float};
use tile_ir::location::Loc;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::{Attr, AttrKind, Context};

/// How the looked-up rows of one sample are combined.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Combiner {
    /// `sum_i g_i * row(id_i)`.
    Sum,
    /// The sum divided by `sum_i g_i`.
    Mean,
    /// The sum divided by `sqrt(sum_i g_i^2)`.
    Sqrtn,
}

impl Combiner {
    /// Every combiner, in keyword order.
    pub const ALL: [Combiner; 3] = [Combiner::Sum, Combiner::Mean, Combiner::Sqrtn];

    /// The keyword (`sum`, `mean`, `sqrtn`).
    pub fn keyword(self) -> &'static str {
        match self {
            Combiner::Sum => "sum",
            Combiner::Mean => "mean",
            Combiner::Sqrtn => "sqrtn",
        }
    }

    /// The combiner named `kw`.
    pub fn from_keyword(kw: &str) -> Option<Combiner> {
        Combiner::ALL.into_iter().find(|c| c.keyword() == kw)
    }

    /// Parses a combiner's keyword; `unknown` locates the error for a word that names none
    /// (the attribute's and the op's syntax word it differently).
    pub fn parse(
        p: &mut Parser<'_>,
        unknown: impl FnOnce(&Parser<'_>, Loc, String) -> tile_ir::Diagnostic,
    ) -> PResult<Combiner> {
        let loc = p.loc();
        let kw = p.parse_keyword("expected combiner `sum`, `mean` or `sqrtn`")?;
        let msg = format!("unknown combiner `{kw}`: expected `sum`, `mean` or `sqrtn`");
        Combiner::from_keyword(kw).ok_or_else(|| unknown(p, loc, msg))
    }
}

impl DialectData for Combiner {
    fn print(&self, _ctx: &Context, out: &mut String) {
        out.push_str("embedding.combiner<");
        out.push_str(self.keyword());
        out.push('>');
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// Per-partition limits of a lookup (one type with the host preprocessing, `tile-embed`).
pub use tile_sparsecore::Limits;

/// The payload of `#embedding.limits<...>`. A newtype because [`Limits`] lives in
/// `tile-sparsecore` and the orphan rule keeps `DialectData` from being implemented on it
/// here.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LimitsAttr(pub Limits);

impl DialectData for LimitsAttr {
    fn print(&self, _ctx: &Context, out: &mut String) {
        let LimitsAttr(l) = self;
        out.push_str(&format!(
            "embedding.limits<max_ids_per_partition = {}, max_unique_ids_per_partition = {}",
            l.max_ids_per_partition, l.max_unique_ids_per_partition
        ));
        if let Some(s) = l.suggested_buffer {
            out.push_str(&format!(", suggested_buffer = {s}"));
        }
        out.push('>');
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// Simulated quantization of the table rows: values are clamped to `[low, high]` and rounded
/// to the nearest of `num_buckets` evenly spaced levels.
///
/// The exact formula, in `f32` with every operation rounded (the partition pass emits the
/// same operations as `arith`/`math` ops, so both paths agree bit for bit):
///
/// ```text
/// step = (high - low) / (num_buckets - 1)
/// c    = min(max(x, low), high)
/// q    = low + round((c - low) / step) * step      // round: half away from zero
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Quantization {
    /// Number of levels (at least 2).
    pub num_buckets: u64,
    /// Lower clamp bound, as `f32` bits.
    pub low_bits: u32,
    /// Upper clamp bound, as `f32` bits.
    pub high_bits: u32,
}

impl Quantization {
    /// A configuration from `f32` bounds.
    pub fn new(num_buckets: u64, low: f32, high: f32) -> Quantization {
        Quantization {
            num_buckets,
            low_bits: low.to_bits(),
            high_bits: high.to_bits(),
        }
    }
    /// The lower bound.
    pub fn low(&self) -> f32 {
        f32::from_bits(self.low_bits)
    }
    /// The upper bound.
    pub fn high(&self) -> f32 {
        f32::from_bits(self.high_bits)
    }
    /// The distance between two levels, `(high - low) / (num_buckets - 1)` in `f32`.
    pub fn step(&self) -> f32 {
        // Bucket counts are small; beyond 2^24 the f32 conversion rounds, consistently.
        let gaps = self.num_buckets.saturating_sub(1).max(1) as f32;
        (self.high() - self.low()) / gaps
    }
    /// Quantizes `x` by the formula in the type's documentation.
    pub fn apply(&self, x: f32) -> f32 {
        let (low, high, step) = (self.low(), self.high(), self.step());
        let c = x.max(low).min(high);
        low + ((c - low) / step).round() * step
    }
    /// Why the configuration is invalid, if it is.
    pub fn check(&self) -> Result<(), String> {
        if self.num_buckets < 2 {
            return Err(format!(
                "quantization needs at least 2 buckets, but got {}",
                self.num_buckets
            ));
        }
        let (low, high) = (self.low(), self.high());
        if !low.is_finite() || !high.is_finite() || low >= high {
            return Err(format!(
                "quantization needs finite bounds with low < high, but got low = {low} and high = {high}"
            ));
        }
        if self.step() <= 0.0 {
            return Err(format!(
                "quantization step (high - low) / (num_buckets - 1) is zero in f32 for {} buckets",
                self.num_buckets
            ));
        }
        Ok(())
    }
}

fn float_text(x: f32) -> String {
    format_float(FloatValue::from_f32(x))
}

impl DialectData for Quantization {
    fn print(&self, _ctx: &Context, out: &mut String) {
        out.push_str(&format!(
            "embedding.quantization<num_buckets = {}, low = {}, high = {}>",
            self.num_buckets,
            float_text(self.low()),
            float_text(self.high())
        ));
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// Interns a dialect attribute payload.
pub fn attr_of(ctx: &mut Context, data: impl DialectData) -> Attr {
    ctx.intern_attr(AttrKind::Dialect(DialectObj::new(data)))
}

/// The dialect's attribute parser: runs after the `#embedding.<name>` token.
pub(super) fn parse_attr(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Attr> {
    let name = ident.strip_prefix("embedding.").unwrap_or(ident);
    match name {
        "combiner" => {
            p.parse_token(TokenKind::Less, "<")?;
            let c = Combiner::parse(p, |p, loc, msg| p.error_at(loc, msg))?;
            p.parse_token(TokenKind::Greater, ">")?;
            Ok(attr_of(p.ctx, c))
        }
        "limits" => parse_limits(p).map(|l| attr_of(p.ctx, LimitsAttr(l))),
        "quantization" => parse_quantization(p).map(|q| attr_of(p.ctx, q)),
        _ => Err(p.error_at(
            loc,
            format!("unknown attribute `{name}` in dialect `embedding`"),
        )),
    }
}

/// Parses `<key = value, ...>` with each key once, handing each value to `value`; every key
/// before `optional_from` is required (`missing` words the error: `limits need`).
fn parse_keyed<'a>(
    p: &mut Parser<'a>,
    (keys, optional_from, missing): (&[&str], usize, &str),
    mut value: impl FnMut(&mut Parser<'a>, &str) -> PResult<()>,
) -> PResult<()> {
    let start = p.loc();
    let mut seen: Vec<String> = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::Less, "<")),
        (TokenKind::Greater, ">"),
        |p| {
            let key_loc = p.loc();
            let key = p.parse_keyword("expected a key")?;
            if !keys.contains(&key) {
                return Err(p.error_at(
                    key_loc,
                    format!("unknown key `{key}`: expected one of {}", keys.join(", ")),
                ));
            }
            if seen.iter().any(|s| s == key) {
                return Err(p.error_at(key_loc, format!("duplicate key `{key}`")));
            }
            seen.push(key.to_string());
            p.parse_token(TokenKind::Equal, "=")?;
            value(p, key)
        },
    )?;
    let required = keys.get(..optional_from).unwrap_or(keys);
    match required.iter().find(|&&k| !seen.iter().any(|s| s == k)) {
        Some(key) => Err(p.error_at(start, format!("{missing} `{key}`"))),
        None => Ok(()),
    }
}

fn parse_count(p: &mut Parser<'_>, key: &str) -> PResult<u64> {
    let loc = p.loc();
    let v = p.parse_integer()?;
    u64::try_from(v)
        .ok()
        .filter(|&v| v > 0 && v <= i64::MAX as u64)
        .ok_or_else(|| p.error_at(loc, format!("`{key}` must be a positive integer")))
}

fn parse_limits(p: &mut Parser<'_>) -> PResult<Limits> {
    let mut l = Limits {
        max_ids_per_partition: 0,
        max_unique_ids_per_partition: 0,
        suggested_buffer: None,
    };
    let keys = [
        "max_ids_per_partition",
        "max_unique_ids_per_partition",
        "suggested_buffer",
    ];
    parse_keyed(p, (&keys, 2, "limits need"), |p, key| {
        let v = parse_count(p, key)?;
        match key {
            "max_ids_per_partition" => l.max_ids_per_partition = v,
            "max_unique_ids_per_partition" => l.max_unique_ids_per_partition = v,
            _ => l.suggested_buffer = Some(v),
        }
        Ok(())
    })?;
    Ok(l)
}

fn parse_float_value(p: &mut Parser<'_>) -> PResult<f32> {
    let loc = p.loc();
    let a = p.parse_attribute()?;
    match p.ctx.attr_kind(a) {
        AttrKind::Float { value, .. } => Ok(value.to_f64() as f32),
        AttrKind::Integer { value, .. } => Ok(*value as f32),
        _ => Err(p.error_at(loc, "expected a floating point value")),
    }
}

fn parse_quantization(p: &mut Parser<'_>) -> PResult<Quantization> {
    let start = p.loc();
    let (mut nb, mut low, mut high) = (0u64, 0f32, 0f32);
    let keys = ["num_buckets", "low", "high"];
    parse_keyed(p, (&keys, 3, "quantization needs"), |p, key| {
        match key {
            "num_buckets" => nb = parse_count(p, key)?,
            "low" => low = parse_float_value(p)?,
            _ => high = parse_float_value(p)?,
        }
        Ok(())
    })?;
    let q = Quantization::new(nb, low, high);
    q.check().map_err(|m| p.error_at(start, m))?;
    Ok(q)
}
