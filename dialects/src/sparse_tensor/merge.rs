//! How the sparsifier combines the stored entries of an op's operands (MLIR's merge
//! lattice kinds), shared by the `sparsify` pass, which builds lattices from it, and the
//! interpreter, which runs a sparse kernel with the same presence rules.

/// How an op combines the lattices of its operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MergeKind {
    /// Zero if either operand is zero: intersection (`mul`, `and`).
    Conj,
    /// Zero only if both are: union; the one-sided cases are the operand itself (`add`,
    /// `or`, `xor`).
    Disj,
    /// Union where the right-only case is the negated right operand (`sub`).
    Sub,
    /// Union where one-sided cases apply the op against a zero (`max`, `min`).
    DisjZero,
    /// Zero if the left operand is zero, and the right operand is never sparse (`div`).
    LeftOnly,
    /// Unary, zero-preserving: maps every point (`neg`, casts, `abs`, `sqrt`, ...).
    Map,
    /// Any other op (`cmp`, `select`, `exp`, constants, ...): its value where no operand
    /// is stored need not be zero, so its lattice has a point without conditions (see
    /// the sparsifier's general lattice).
    Dense,
    /// `sparse_tensor.unary`: the present region where its operand is stored, the absent
    /// region (when not empty) everywhere else.
    Unary,
    /// `sparse_tensor.binary`: overlap on the intersection, left/right on the one-sided
    /// parts it includes (see the sparsifier's binary sides).
    Binary,
    /// `sparse_tensor.select` (only as the yielded value): the stored entries its
    /// predicate keeps.
    Select,
}

/// The merge kind of the op named `name` in a kernel body; `None` for an op the sparsifier
/// cannot take in a body.
pub fn merge_kind(name: &str) -> Option<MergeKind> {
    Some(match name {
        "arith.mulf" | "arith.muli" | "arith.andi" | "complex.mul" => MergeKind::Conj,
        "arith.addf" | "arith.addi" | "arith.ori" | "arith.xori" | "complex.add" => MergeKind::Disj,
        "arith.subf" | "arith.subi" | "complex.sub" => MergeKind::Sub,
        // `complex.create(re, 0)` is `re` as a complex number: one-sided cases are the op
        // against a zero.
        "arith.maximumf" | "arith.minimumf" | "arith.maxnumf" | "arith.minnumf" | "arith.maxsi"
        | "arith.minsi" | "arith.maxui" | "arith.minui" | "complex.create" => MergeKind::DisjZero,
        "arith.divf" | "arith.divsi" | "arith.divui" | "complex.div" => MergeKind::LeftOnly,
        // Complex ops that map zero to zero.
        "complex.neg" | "complex.conj" | "complex.re" | "complex.im" | "complex.abs"
        | "complex.sqrt" | "complex.sin" | "complex.tan" | "complex.tanh" | "complex.expm1"
        | "complex.log1p" | "complex.sign" | "complex.bitcast" => MergeKind::Map,
        "arith.negf" | "arith.truncf" | "arith.extf" | "arith.sitofp" | "arith.uitofp"
        | "arith.index_cast" | "arith.index_castui" | "math.cbrt" | "arith.fptosi"
        | "arith.fptoui" | "arith.extsi" | "arith.extui" | "arith.trunci" | "arith.bitcast"
        | "math.absf" | "math.absi" | "math.sqrt" | "math.sin" | "math.tanh" | "math.ceil"
        | "math.floor" | "math.expm1" | "math.log1p" | "math.tan" | "math.atan" | "math.sinh"
        | "math.asin" => MergeKind::Map,
        "sparse_tensor.unary" => MergeKind::Unary,
        "sparse_tensor.binary" => MergeKind::Binary,
        "sparse_tensor.select" => MergeKind::Select,
        // Only as the reduction of the output (checked by the caller): an intersection.
        "sparse_tensor.reduce" => MergeKind::Conj,
        "arith.constant" | "arith.select" | "arith.cmpf" | "arith.cmpi" | "math.exp"
        | "math.log" | "math.cos" | "math.powf" | "math.rsqrt" | "arith.remf" | "arith.remsi"
        | "arith.remui" | "arith.shli" | "arith.shrsi" | "arith.shrui" => MergeKind::Dense,
        // Any other pure arith/math op (one result, no region: checked by the caller).
        n if n.starts_with("arith.") || n.starts_with("math.") || n.starts_with("complex.") => {
            MergeKind::Dense
        }
        _ => return None,
    })
}
