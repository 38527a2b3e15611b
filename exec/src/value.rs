//! Runtime values: scalars (integers of any width up to 128 bits with wrap-around, index,
//! floats rounded to their type after every operation), dense tensors (by value), memrefs
//! (shared buffers) and sparse tensors (held in the dialect's storage model).

use std::rc::Rc;

use tile_dialects::arith::ints::ApInt;
use tile_dialects::sparse_tensor::SparseEncoding;
use tile_dialects::sparse_tensor::storage::{SparseStorage, format_g};
use tile_ir::float::{FloatSemantics, FloatValue};
use tile_ir::{Context, Type, TypeKind};

use crate::memory::MemRef;

/// The type of a scalar.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ScalarTy {
    /// A signless/signed/unsigned integer of this width (`unsigned` for `ui<N>`).
    Int {
        /// Width in bits (at most 128).
        width: u32,
        /// Declared unsigned (`ui32`): printed as unsigned.
        unsigned: bool,
    },
    /// `index` (64 bits).
    Index,
    /// A float type.
    Float(FloatSemantics),
    /// `complex<float>` of this float type.
    Complex(FloatSemantics),
}

impl ScalarTy {
    /// The scalar type of an IR type, if it is one the interpreter supports.
    pub fn of(ctx: &Context, ty: Type) -> Option<ScalarTy> {
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => (*width <= 128).then_some(ScalarTy::Int {
                width: *width,
                unsigned: *signedness == tile_ir::types::Signedness::Unsigned,
            }),
            TypeKind::Index => Some(ScalarTy::Index),
            TypeKind::Float(sem) => Some(ScalarTy::Float(*sem)),
            TypeKind::Complex(e) => match ctx.type_kind(*e) {
                TypeKind::Float(sem) => Some(ScalarTy::Complex(*sem)),
                _ => None,
            },
            _ => None,
        }
    }

    /// Width in bits (a complex number is both halves).
    pub fn bit_width(self) -> u32 {
        match self {
            ScalarTy::Float(sem) => sem.bit_width(),
            ScalarTy::Complex(sem) => 2 * sem.bit_width(),
            ScalarTy::Int { width, .. } => width,
            ScalarTy::Index => 64,
        }
    }

    /// The scalar of this type whose bits are `bits` (`None` for complex numbers).
    pub fn from_bits(self, bits: u128) -> Option<Scalar> {
        Some(match self {
            ScalarTy::Float(sem) => Scalar::Float(
                tile_ir::float::FloatValue::from_bits(sem, bits)?.to_f64(),
                sem,
            ),
            ScalarTy::Int { width, .. } => Scalar::int(bits as i128, width),
            ScalarTy::Index => Scalar::Index(bits as u64 as i64),
            ScalarTy::Complex(_) => return None,
        })
    }

    /// The zero of this type.
    pub fn zero(self) -> Scalar {
        match self {
            ScalarTy::Int { width, .. } => Scalar::Int(ApInt { bits: 0, width }),
            ScalarTy::Index => Scalar::Index(0),
            ScalarTy::Float(sem) => Scalar::Float(0.0, sem),
            ScalarTy::Complex(sem) => Scalar::Complex(Complex::new(0.0, 0.0, sem)),
        }
    }

    /// The value `v` (an integer) of this type: wrapped for integers, rounded for floats.
    pub fn from_i128(self, v: i128) -> Scalar {
        match self {
            ScalarTy::Int { width, .. } => Scalar::int(v, width),
            ScalarTy::Index => Scalar::Index(v as i64),
            ScalarTy::Float(sem) => Scalar::float(v as f64, sem),
            ScalarTy::Complex(sem) => Scalar::Complex(Complex::new(v as f64, 0.0, sem)),
        }
    }

    /// A value read from a tensor file; only a complex type takes its imaginary part.
    pub fn from_file_value(self, v: crate::io::FileValue) -> Scalar {
        match self {
            ScalarTy::Complex(sem) => Scalar::Complex(Complex::new(v.re, v.im, sem)),
            other => other.from_f64(v.re),
        }
    }

    /// The value `v` (a float) of this type: truncated toward zero for integers.
    pub fn from_f64(self, v: f64) -> Scalar {
        match self {
            ScalarTy::Float(sem) => Scalar::float(v, sem),
            ScalarTy::Complex(sem) => Scalar::Complex(Complex::new(v, 0.0, sem)),
            other => other.from_i128(v as i128),
        }
    }
}

/// A scalar value.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Scalar {
    /// An integer (its width is in the `ApInt`).
    Int(ApInt),
    /// An `index`.
    Index(i64),
    /// A float, exactly representable in its semantics.
    Float(f64, FloatSemantics),
    /// A `complex<float>`.
    Complex(Complex),
}

/// Rounds `v` to the nearest value of `sem` (ties to even).
pub fn round_to(v: f64, sem: FloatSemantics) -> f64 {
    match sem {
        FloatSemantics::F64 => v,
        FloatSemantics::F32 => f64::from(v as f32),
        other => FloatValue::from_f64_rounded(other, v).to_f64(),
    }
}

impl Scalar {
    /// The integer `v` wrapped to `width` bits.
    pub fn int(v: i128, width: u32) -> Scalar {
        Scalar::Int(ApInt {
            bits: (v as u128) & tile_dialects::arith::ints::mask(width),
            width,
        })
    }

    /// The float `v` rounded to `sem`.
    pub fn float(v: f64, sem: FloatSemantics) -> Scalar {
        Scalar::Float(round_to(v, sem), sem)
    }

    /// An `i1`.
    pub fn bool(b: bool) -> Scalar {
        Scalar::int(i128::from(b), 1)
    }

    /// The type of this scalar (integers are reported signless).
    pub fn ty(self) -> ScalarTy {
        match self {
            Scalar::Int(a) => ScalarTy::Int {
                width: a.width,
                unsigned: false,
            },
            Scalar::Index(_) => ScalarTy::Index,
            Scalar::Float(_, s) => ScalarTy::Float(s),
            Scalar::Complex(c) => ScalarTy::Complex(c.sem),
        }
    }

    /// The value as a signed integer (sign-extended; floats truncated).
    pub fn as_i128(self) -> i128 {
        match self {
            Scalar::Int(a) => a.signed(),
            Scalar::Index(i) => i128::from(i),
            Scalar::Float(f, _) => f as i128,
            Scalar::Complex(c) => c.re as i128,
        }
    }

    /// Its bits (a float's IEEE encoding in its own semantics).
    pub fn bits(self) -> u128 {
        match self {
            Scalar::Float(x, sem) => tile_ir::float::FloatValue::from_f64_rounded(sem, x).bits,
            other => other.as_apint().bits,
        }
    }

    /// The value as an `ApInt` (`index` is 64 bits).
    pub fn as_apint(self) -> ApInt {
        match self {
            Scalar::Int(a) => a,
            Scalar::Index(i) => ApInt {
                bits: u128::from(i as u64),
                width: 64,
            },
            Scalar::Float(f, _) | Scalar::Complex(Complex { re: f, .. }) => ApInt {
                bits: (f as i64) as u64 as u128,
                width: 64,
            },
        }
    }

    /// The value as an `f64`.
    pub fn as_f64(self) -> f64 {
        match self {
            Scalar::Int(a) => a.signed() as f64,
            Scalar::Index(i) => i as f64,
            Scalar::Float(f, _) => f,
            Scalar::Complex(c) => c.re,
        }
    }

    /// Whether this is a zero (floats: either sign).
    pub fn is_zero(self) -> bool {
        match self {
            Scalar::Int(a) => a.bits == 0,
            Scalar::Index(i) => i == 0,
            Scalar::Float(f, _) => f == 0.0,
            Scalar::Complex(c) => c.re == 0.0 && c.im == 0.0,
        }
    }

    /// The text `vector.print` writes under mlir-runner: floats as `%g`, `i1` as 0/1,
    /// `index` and `ui<N>` unsigned, other integers signed (64-bit printers).
    pub fn print_text(self, ty: ScalarTy) -> String {
        match (self, ty) {
            (Scalar::Float(f, _), _) => format_g(f),
            // As mlir-runner prints a complex value of a sparse tensor: `( re, im )`.
            (Scalar::Complex(c), _) => format!("( {}, {} )", format_g(c.re), format_g(c.im)),
            (Scalar::Index(i), _) => (i as u64).to_string(),
            (Scalar::Int(a), ScalarTy::Int { unsigned: true, .. }) => a.bits.to_string(),
            (Scalar::Int(a), _) if a.width == 1 => a.bits.to_string(),
            (Scalar::Int(a), _) if a.width > 64 => (a.bits as u64 as i64).to_string(),
            (Scalar::Int(a), _) => a.signed().to_string(),
        }
    }
}

/// A dense tensor (value semantics): row-major elements.
#[derive(Clone, Debug, PartialEq)]
pub struct DenseTensor {
    /// The shape.
    pub shape: Vec<u64>,
    /// The element type.
    pub elem: ScalarTy,
    /// Row-major elements.
    pub data: Vec<Scalar>,
}

impl DenseTensor {
    /// A tensor of `shape` filled with `v`.
    pub fn filled(shape: Vec<u64>, elem: ScalarTy, v: Scalar) -> DenseTensor {
        let n = shape.iter().product::<u64>() as usize;
        DenseTensor {
            shape,
            elem,
            data: vec![v; n],
        }
    }

    /// The row-major index of `idx`, `None` when out of bounds.
    pub fn linear(&self, idx: &[u64]) -> Option<usize> {
        tile_dialects::sparse_tensor::storage::linearize(idx, &self.shape).map(|i| i as usize)
    }
}

/// A sparse tensor: its encoding, element type and buffers.
#[derive(Clone, Debug, PartialEq)]
pub struct SparseTensor {
    /// The encoding.
    pub enc: SparseEncoding,
    /// The element type.
    pub elem: ScalarTy,
    /// The positions / coordinates / values buffers.
    pub storage: SparseStorage<Scalar>,
    /// For a slice: the tensor it views. MLIR's slices share their source's buffers, so the
    /// buffer ops of a slice (what sparsified code reads, with the slice's offsets and
    /// strides) return those; everything else reads the compact `storage`.
    pub slice_of: Option<Rc<SliceSource>>,
}

impl SparseTensor {
    /// A tensor owning its buffers (no slice).
    pub fn new(
        enc: SparseEncoding,
        elem: ScalarTy,
        storage: SparseStorage<Scalar>,
    ) -> SparseTensor {
        SparseTensor {
            enc,
            elem,
            storage,
            slice_of: None,
        }
    }
}

/// What a sparse slice views: its source's storage and, per dimension, the offset and
/// stride it was cut with (`sparse_tensor.slice.offset` / `slice.stride` read them).
#[derive(Clone, Debug, PartialEq)]
pub struct SliceSource {
    /// The source tensor's buffers.
    pub storage: SparseStorage<Scalar>,
    /// Offsets per dimension, in the source's coordinates.
    pub offsets: Vec<i64>,
    /// Strides per dimension.
    pub strides: Vec<i64>,
}

/// A runtime value.
#[derive(Clone, Debug)]
pub enum Value {
    /// A scalar.
    Scalar(Scalar),
    /// A dense tensor (shared until written: copy on write).
    Tensor(Rc<DenseTensor>),
    /// A memref view of a shared buffer.
    MemRef(MemRef),
    /// A sparse tensor.
    Sparse(Rc<SparseTensor>),
    /// A string (file names: `getTensorFilename`'s `!llvm.ptr`).
    Str(Rc<str>),
    /// A function, by symbol name (`func.constant`).
    Func(Rc<str>),
    /// A `!sparse_tensor.storage_specifier`: its fields by (kind, level); unset ones are 0.
    Specifier(Rc<std::collections::BTreeMap<(usize, Option<i64>), i64>>),
    /// A `!sparse_tensor.iter_space` or `!sparse_tensor.iterator`.
    SparseCursor(Rc<SparseCursor>),
}

/// A complex scalar: both parts exactly representable in `sem`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Complex {
    /// Real part.
    pub re: f64,
    /// Imaginary part.
    pub im: f64,
    /// The element type.
    pub sem: FloatSemantics,
}

impl Complex {
    /// `re + im i` with both parts rounded to `sem`.
    pub fn new(re: f64, im: f64, sem: FloatSemantics) -> Complex {
        Complex {
            re: round_to(re, sem),
            im: round_to(im, sem),
            sem,
        }
    }
}

/// A sparse iteration space or iterator (see `interp::sparse_iter`).
#[derive(Clone, Debug)]
pub enum SparseCursor {
    /// The iterators of a level range, in storage order.
    Space {
        /// The iterated tensor.
        tensor: Rc<SparseTensor>,
        /// Its iterators.
        iters: Vec<SparseIterator>,
    },
    /// One iterator.
    Iterator {
        /// The iterated tensor.
        tensor: Rc<SparseTensor>,
        /// Where it stands.
        iter: SparseIterator,
    },
}

/// Where a sparse iterator stands.
#[derive(Clone, Debug, PartialEq)]
pub struct SparseIterator {
    /// One past its last level.
    pub lvl_hi: usize,
    /// The coordinates of its levels.
    pub crds: Vec<u64>,
    /// The positions it covers at its last level (one, or a run of duplicates).
    pub range: (u64, u64),
}

impl Value {
    /// A short name of the kind, for messages.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Value::Scalar(_) => "scalar",
            Value::Tensor(_) => "tensor",
            Value::MemRef(_) => "memref",
            Value::Sparse(_) => "sparse tensor",
            Value::Str(_) => "string",
            Value::Func(_) => "function",
            Value::Specifier(_) => "storage specifier",
            Value::SparseCursor(_) => "sparse iterator",
        }
    }
}
