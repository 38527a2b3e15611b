//! Builtin attributes, interned in the [`Context`](crate::Context) and named by [`Attr`] ids.

use crate::affine::AffineMap;
use crate::dialect_data::DialectObj;
use crate::float::FloatValue;
use crate::types::Type;

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
    /// A builtin attribute tile-opt keeps verbatim (`dense_resource<..>`, `sparse<..>`,
    /// `distinct[..]<..>`, `opaque<..>`): the whole text.
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
}
