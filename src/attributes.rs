//! Builtin attributes, interned in the [`Context`](crate::Context) and named by [`Attr`] ids.

use crate::affine::AffineMap;
use crate::dialect_data::DialectObj;
use crate::float::FloatValue;
use crate::types::{Signedness, Type, TypeKind};

/// An interned attribute. Equal attributes have equal ids.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attr(pub(crate) u32);

/// One scalar element of a dense elements or dense array attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Scalar {
    /// An integer (also `i1`, stored as 0/1) in two's complement, sign-extended.
    Int(i128),
    /// A float.
    Float(FloatValue),
    /// A complex number `(re, im)` of floats.
    ComplexFloat(FloatValue, FloatValue),
    /// A complex number `(re, im)` of integers.
    ComplexInt(i128, i128),
}

/// The elements of a `dense<...>` attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseValues {
    /// Every element has this value: `dense<1.0>`.
    Splat(Scalar),
    /// All elements in row-major order.
    Elements(Vec<Scalar>),
    /// `dense<"0x...">`: the raw little-endian bytes as MLIR's hex form, kept verbatim.
    Hex(String),
    /// `dense<["a", "b"]>` string elements.
    Strings(Vec<Vec<u8>>),
}

/// The structure of a location attribute (`loc(...)`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocationKind {
    /// `loc(unknown)`
    Unknown,
    /// `loc("file":line:col)`
    FileLineCol {
        /// File name.
        file: String,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
        /// `to line:col` / `to :col` end of a range, if written.
        end: Option<(Option<u32>, u32)>,
    },
    /// `loc("name"(child))`
    Name {
        /// The name.
        name: String,
        /// The child location, if any.
        child: Option<Attr>,
    },
    /// `loc(callsite(callee at caller))`
    CallSite {
        /// Callee location.
        callee: Attr,
        /// Caller location.
        caller: Attr,
    },
    /// `loc(fused<metadata>[l1, l2])`
    Fused {
        /// Fused locations.
        locs: Vec<Attr>,
        /// Optional metadata attribute.
        metadata: Option<Attr>,
    },
}

/// The structure of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`
    Unit,
    /// `true` / `false`
    Bool(bool),
    /// `42 : i32`
    Integer {
        /// The value, sign-extended from the type's width.
        value: i128,
        /// Integer or index type.
        ty: Type,
    },
    /// `1.5 : f32`
    Float {
        /// The value.
        value: FloatValue,
        /// Float type.
        ty: Type,
    },
    /// `"text"` (bytes: MLIR strings may hold any byte via `\XX` escapes)
    String(Vec<u8>),
    /// `i32` used as an attribute
    Type(Type),
    /// `[a, b]`
    Array(Vec<Attr>),
    /// `array<i64: 1, 2>`
    DenseArray {
        /// Element type (integer or float).
        element: Type,
        /// The elements.
        values: Vec<Scalar>,
    },
    /// `{a = 1, b}` — entries sorted by name, as MLIR's DictionaryAttr keeps them.
    Dictionary(Vec<(String, Attr)>),
    /// `affine_map<(d0) -> (d0)>`
    AffineMap(AffineMap),
    /// `affine_set<(d0) : (d0 >= 0)>`
    IntegerSet(crate::affine::IntegerSet),
    /// `dense<...> : tensor<...>`
    DenseElements {
        /// The shaped type.
        ty: Type,
        /// The elements.
        values: DenseValues,
    },
    /// `sparse<indices, values> : tensor<...>`: `indices` is a dense `i64` attribute of shape
    /// `[N, rank]` (or `[N]` for rank 1), `values` a dense attribute of shape `[N]`.
    SparseElements {
        /// The shaped type.
        ty: Type,
        /// The coordinates, a [`AttrKind::DenseElements`] of `i64`.
        indices: Attr,
        /// The values, a [`AttrKind::DenseElements`] of the element type.
        values: Attr,
    },
    /// `dense_resource<name> : tensor<...>`: the data is the blob `name` of the file's
    /// `{-# dialect_resources: { builtin: ... } #-}` section.
    DenseResource {
        /// The shaped type.
        ty: Type,
        /// The resource key.
        name: String,
    },
    /// `@sym`, `@a::@b`
    SymbolRef {
        /// Root symbol name.
        root: String,
        /// Nested references.
        nested: Vec<String>,
    },
    /// `strided<[?, 1], offset: ?>`
    StridedLayout {
        /// Offset ([`crate::types::DYNAMIC`] for `?`).
        offset: i64,
        /// Strides ([`crate::types::DYNAMIC`] for `?`).
        strides: Vec<i64>,
    },
    /// A location used as an attribute.
    Location(LocationKind),
    /// A builtin attribute tile-opt keeps verbatim (`distinct[..]<..>`): the whole text.
    Verbatim(String),
    /// A dialect attribute tile-opt does not model, kept verbatim: `#foo.bar<1>` is
    /// `dialect = "foo"`, `body = ".bar<1>"`.
    Opaque {
        /// The dialect namespace.
        dialect: String,
        /// Everything after the namespace, verbatim.
        body: String,
    },
    /// An attribute defined by a registered dialect.
    Dialect(DialectObj),
    /// A string or unmodeled dialect attribute written with a type, `"s" : !foo.string` or
    /// `#foo.attr : i32` (MLIR's `StringAttr` and `OpaqueAttr` carry one).
    Typed {
        /// The string or dialect attribute.
        value: Attr,
        /// Its type.
        ty: Type,
    },
}

/// Decodes `count` little-endian elements (MLIR's raw data of `dense<"0x...">` and of
/// resource blobs) for integer and IEEE float elements; the bytes of one element are a
/// splat, as in MLIR. `None` when the element type or the byte count does not fit.
pub fn decode_elements(
    ctx: &crate::Context,
    element: Type,
    bytes: &[u8],
    count: usize,
) -> Option<DenseValues> {
    let element_kind = ctx.type_kind(element);
    // `i1` may be bit-packed (as mlir-opt prints large boolean data).
    if let TypeKind::Integer { width: 1, .. } = element_kind
        && bytes.len() > 1
        && Some(bytes.len()) == count.checked_add(7).map(|n| n / 8)
        && bytes.len() != count
    {
        let bit = |i: usize| {
            bytes
                .get(i / 8)
                .map(|b| Scalar::Int(((b >> (i % 8)) & 1) as i128))
        };
        let items = (0..count).map(bit).collect::<Option<Vec<_>>>()?;
        return Some(splat_if_uniform_values(items));
    }
    let (parts, scalar) = match element_kind {
        TypeKind::Complex(c) => (2, ctx.type_kind(*c)),
        k => (1, k),
    };
    let (width, decode) = scalar_decoder(scalar)?;
    let size = width * parts;
    let element_at = |i: usize| -> Option<Scalar> {
        let part = |k: usize| {
            let chunk = bytes.get((i * parts + k) * width..(i * parts + k + 1) * width)?;
            let raw = chunk
                .iter()
                .rev()
                .fold(0u128, |acc, &b| (acc << 8) | b as u128);
            decode(raw)
        };
        match (parts, part(0)?) {
            (1, s) => Some(s),
            (_, Scalar::Int(re)) => match part(1)? {
                Scalar::Int(im) => Some(Scalar::ComplexInt(re, im)),
                _ => None,
            },
            (_, Scalar::Float(re)) => match part(1)? {
                Scalar::Float(im) => Some(Scalar::ComplexFloat(re, im)),
                _ => None,
            },
            _ => None,
        }
    };
    if bytes.len() == size {
        return element_at(0).map(DenseValues::Splat);
    }
    if Some(bytes.len()) != size.checked_mul(count) {
        return None;
    }
    let items = (0..count).map(element_at).collect::<Option<Vec<_>>>()?;
    Some(splat_if_uniform_values(items))
}

/// Bytes per scalar of an integer, index or float type (a complex type's component) and
/// how raw little-endian bits become a scalar.
type ScalarDecoder = (usize, Box<dyn Fn(u128) -> Option<Scalar>>);

fn scalar_decoder(element: &TypeKind) -> Option<ScalarDecoder> {
    match *element {
        TypeKind::Integer { width, signedness } if width <= 128 => {
            let bits = width;
            Some((
                (width as usize).div_ceil(8).max(1),
                Box::new(move |raw: u128| {
                    if bits <= 1 {
                        return Some(Scalar::Int((raw & 1) as i128));
                    }
                    let v = raw as i128;
                    let shift = 128 - bits;
                    Some(Scalar::Int(if signedness == Signedness::Unsigned {
                        v
                    } else {
                        (v << shift) >> shift
                    }))
                }),
            ))
        }
        TypeKind::Index => Some((
            8,
            Box::new(|raw: u128| Some(Scalar::Int(raw as i64 as i128))),
        )),
        TypeKind::Float(sem) if sem.bit_width() <= 128 => Some((
            (sem.bit_width() as usize).div_ceil(8),
            Box::new(move |raw: u128| {
                crate::float::FloatValue::from_bits(sem, raw).map(Scalar::Float)
            }),
        )),
        _ => None,
    }
}

/// Elements that are all equal become a splat, as MLIR's `DenseElementsAttr` stores them.
pub fn splat_if_uniform_values(items: Vec<Scalar>) -> DenseValues {
    match items.first() {
        Some(&first) if items.iter().all(|&x| x == first) => DenseValues::Splat(first),
        _ => DenseValues::Elements(items),
    }
}

/// The row-major elements of a `sparse<indices, values>` attribute `a` (zeros elsewhere, a
/// later index overriding an earlier one); `None` for other attributes, for more than `limit`
/// elements or for values tile-opt keeps undecoded.
pub fn sparse_to_dense(ctx: &crate::Context, a: Attr, limit: usize) -> Option<Vec<Scalar>> {
    let (shape, entries) = sparse_entries(ctx, a)?;
    let count = usize::try_from(crate::types::static_element_count(&shape)?).ok()?;
    if count > limit {
        return None;
    }
    let element = match ctx.type_kind(sparse_elements_type(ctx, a)?) {
        TypeKind::RankedTensor { element, .. }
        | TypeKind::Vector { element, .. }
        | TypeKind::MemRef { element, .. } => *element,
        _ => return None,
    };
    let zero = match ctx.type_kind(element) {
        TypeKind::Float(sem) => Scalar::Float(FloatValue::zero(*sem)),
        TypeKind::Complex(e) => match ctx.type_kind(*e) {
            TypeKind::Float(sem) => {
                Scalar::ComplexFloat(FloatValue::zero(*sem), FloatValue::zero(*sem))
            }
            _ => Scalar::ComplexInt(0, 0),
        },
        _ => Scalar::Int(0),
    };
    let mut out = vec![zero; count];
    for (coords, v) in entries {
        let mut linear = 0usize;
        for (&c, &d) in coords.iter().zip(&shape) {
            linear = linear * usize::try_from(d).ok()? + usize::try_from(c).ok()?;
        }
        *out.get_mut(linear)? = v;
    }
    Some(out)
}

fn sparse_elements_type(ctx: &crate::Context, a: Attr) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::SparseElements { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// One entry written in a `sparse<indices, values>` attribute: its coordinates and value.
pub type SparseEntry = (Vec<u64>, Scalar);

/// The static shape and the listed entries (coordinates, value), in the order written, of a
/// `sparse<indices, values>` attribute `a`: explicit zeros included, as MLIR's sparse
/// codegen visits them. `None` for other attributes, coordinates out of bounds or values
/// tile-opt keeps undecoded.
pub fn sparse_entries(ctx: &crate::Context, a: Attr) -> Option<(Vec<i64>, Vec<SparseEntry>)> {
    let AttrKind::SparseElements {
        ty,
        indices,
        values,
    } = ctx.attr_kind(a)
    else {
        return None;
    };
    let shape = match ctx.type_kind(*ty) {
        TypeKind::RankedTensor { shape, .. }
        | TypeKind::Vector { shape, .. }
        | TypeKind::MemRef { shape, .. } => shape.clone(),
        _ => return None,
    };
    let (
        AttrKind::DenseElements { ty: it, values: iv },
        AttrKind::DenseElements { values: vv, .. },
    ) = (ctx.attr_kind(*indices), ctx.attr_kind(*values))
    else {
        return None;
    };
    let n = match ctx.type_kind(*it) {
        TypeKind::RankedTensor { shape, .. } => usize::try_from(*shape.first()?).ok()?,
        _ => return None,
    };
    let at = |v: &DenseValues, k: usize| -> Option<Scalar> {
        match v {
            DenseValues::Splat(s) => Some(*s),
            DenseValues::Elements(items) => items.get(k).copied(),
            _ => None,
        }
    };
    let rank = shape.len();
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let coords = shape
            .iter()
            .enumerate()
            .map(|(j, &d)| match at(iv, i * rank + j)? {
                Scalar::Int(c) => u64::try_from(c)
                    .ok()
                    .filter(|&c| (c as i128) < i128::from(d)),
                _ => None,
            })
            .collect::<Option<Vec<u64>>>()?;
        out.push((coords, at(vv, i)?));
    }
    Some((shape, out))
}
