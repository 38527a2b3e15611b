//! Builtin types, interned in the [`Context`](crate::Context) and named by [`Type`] ids.

use crate::attributes::Attr;
use crate::dialect_data::DialectObj;
use crate::float::FloatSemantics;

/// An interned type. Two equal types have the same id, so `==` is type equality.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// The size of a dynamic dimension (`?`), as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// The number of elements of a static shape, or `None` when a dimension is dynamic or
/// negative or the product overflows `i64` (MLIR accepts `tensor<9223372036854775807x4xf32>`
/// as a type, so every element count computed from input must be checked).
pub fn static_element_count(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(
        1i64,
        |acc, &d| if d < 0 { None } else { acc.checked_mul(d) },
    )
}

/// Signedness of an integer type: `i32` is signless, `si32` signed, `ui32` unsigned.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui1`, ...
    Integer {
        /// Bit width (MLIR allows up to 2^24).
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`
    Index,
    /// `f32`, `bf16`, `f8E4M3FN`, ...
    Float(FloatSemantics),
    /// `none`
    None,
    /// `complex<f32>`
    Complex(Type),
    /// `(i32, f32) -> i1`
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `tensor<3x?xf32, #enc>`
    RankedTensor {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// Optional encoding attribute (sparse encoding, tiled layout, ...).
        encoding: Option<Attr>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor {
        /// Element type.
        element: Type,
    },
    /// `memref<4x?xf32, strided<[?, 1]>, 3>`
    MemRef {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// Layout (affine map or strided layout); `None` is the identity layout.
        layout: Option<Attr>,
        /// Memory space attribute.
        memory_space: Option<Attr>,
    },
    /// `memref<*xf32, 3>`
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// Memory space attribute.
        memory_space: Option<Attr>,
    },
    /// `vector<4x[8]xf32>`
    Vector {
        /// Dimension sizes (all static).
        shape: Vec<i64>,
        /// Which dimensions are scalable (`[8]`).
        scalable: Vec<bool>,
        /// Element type.
        element: Type,
    },
    /// `tuple<i32, f32>`
    Tuple(Vec<Type>),
    /// A type of a dialect tile-opt does not model, kept verbatim: `!llvm.ptr` is
    /// `dialect = "llvm"`, `body = "ptr"`; `!foo<"x">` has body `<"x">`.
    Opaque {
        /// The dialect namespace.
        dialect: String,
        /// Everything after the namespace (starting with `.name` or `<`), verbatim.
        body: String,
    },
    /// A type defined by a registered dialect.
    Dialect(DialectObj),
}

impl TypeKind {
    /// A signless integer type of `width` bits.
    pub fn int(width: u32) -> Self {
        TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        }
    }
}
