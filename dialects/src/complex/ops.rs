//! The complex ops, declared from `ComplexOps.td`: binary arithmetic
//! (`$lhs, $rhs (fastmath<..>)? : type`), unary ops on and out of `complex<float>`,
//! comparisons, `create`, `powi`, `constant` and `bitcast`, with the verifiers MLIR adds.

use super::fold::{fold_complex, merge_bitcasts};
use super::{ANY_COMPLEX, ANY_FLOAT, COMPLEX_FLOAT, FastMathAttr, SIGNLESS_INT, complex_element};
use tile_ir::dialect::DialectRegistry;
use tile_ir::ods::TypeRelation;
use tile_ir::ods::constraints::{ANY_TYPE, ArrayAttr, I1};
use tile_ir::printer::type_to_string;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, Type, TypeKind, declare_op, declare_ops};

/// `complex element type matches <to> type`: the type of `to` is the element of `from`.
const fn element_of(from: &'static str, to: &'static str, desc: &'static str) -> TypeRelation {
    TypeRelation::With {
        from,
        to,
        f: complex_element,
        desc,
    }
}

/// `ComplexUnaryOp` whose result is the element type (`abs`, `angle`, `re`, `im`).
macro_rules! to_element_op {
    ($(#[$doc:meta])* $name:ident = $op:literal, $summary:literal, $res:ident $(, fold $f:path)?) => {
        declare_op! {
            $(#[$doc])*
            pub struct $name = $op, $summary;
            operands { complex: one COMPLEX_FLOAT }
            results { $res: one ANY_FLOAT }
            attrs { fastmath: default FastMathAttr = 0 }
            traits [PURE];
            relations [element_of("complex", stringify!($res), "complex element type matches result type")];
            format "$complex ($fastmath^)? attr-dict `:` type($complex)";
            $(fold $f;)?
        }
    };
}

// `ComplexArithmeticOp`: two complex operands and a result of the same type.
declare_ops! {
    pub const BINARY_OPS;
    {
        operands { lhs: one COMPLEX_FLOAT, rhs: one COMPLEX_FLOAT }
        results { result: one COMPLEX_FLOAT }
        attrs { fastmath: default FastMathAttr = 0 }
        traits [PURE];
        relations [TypeRelation::SameOperandsAndResult];
        format "$lhs `,` $rhs ($fastmath^)? attr-dict `:` type($result)";
    }
    /// `complex.add %a, %b : complex<f32>`
    AddOp = "complex.add", "complex addition", fold fold_complex;
    /// `complex.sub %a, %b : complex<f32>`
    SubOp = "complex.sub", "complex subtraction", fold fold_complex;
    /// `complex.mul %a, %b : complex<f32>`
    MulOp = "complex.mul", "complex multiplication", fold fold_complex;
    /// `complex.div %a, %b : complex<f32>`
    DivOp = "complex.div", "complex division", fold fold_complex;
    /// `complex.pow %a, %b : complex<f32>`
    PowOp = "complex.pow", "complex power function";
    /// `complex.atan2 %a, %b : complex<f32>`
    Atan2Op = "complex.atan2", "complex 2-argument arctangent";
}

// `ComplexUnaryOp` with `SameOperandsAndResultType`.
declare_ops! {
    pub const UNARY_OPS;
    {
        operands { complex: one COMPLEX_FLOAT }
        results { result: one COMPLEX_FLOAT }
        attrs { fastmath: default FastMathAttr = 0 }
        traits [PURE];
        relations [TypeRelation::SameOperandsAndResult];
        format "$complex ($fastmath^)? attr-dict `:` type($complex)";
    }
    /// `complex.conj %a : complex<f32>`
    ConjOp = "complex.conj", "Calculate the complex conjugate", fold fold_complex;
    /// `complex.cos %a : complex<f32>`
    CosOp = "complex.cos", "computes cosine of a complex number";
    /// `complex.exp %a : complex<f32>`
    ExpOp = "complex.exp", "computes exponential of a complex number", fold fold_complex;
    /// `complex.expm1 %a : complex<f32>`
    Expm1Op = "complex.expm1", "computes exponential of a complex number minus 1";
    /// `complex.log %a : complex<f32>`
    LogOp = "complex.log", "computes natural logarithm of a complex number", fold fold_complex;
    /// `complex.log1p %a : complex<f32>`
    Log1pOp = "complex.log1p", "computes natural logarithm of a complex number";
    /// `complex.neg %a : complex<f32>`
    NegOp = "complex.neg", "Negation operator", fold fold_complex;
    /// `complex.rsqrt %a : complex<f32>`
    RsqrtOp = "complex.rsqrt", "complex reciprocal of square root";
    /// `complex.sign %a : complex<f32>`
    SignOp = "complex.sign", "computes sign of a complex number";
    /// `complex.sin %a : complex<f32>`
    SinOp = "complex.sin", "computes sine of a complex number";
    /// `complex.sqrt %a : complex<f32>`
    SqrtOp = "complex.sqrt", "complex square root";
    /// `complex.tan %a : complex<f32>`
    TanOp = "complex.tan", "computes tangent of a complex number";
    /// `complex.tanh %a : complex<f32>`
    TanhOp = "complex.tanh", "complex hyperbolic tangent";
}

to_element_op!(
    /// `complex.abs %a : complex<f32>` (an `f32`)
    AbsOp = "complex.abs", "computes absolute value of a complex number", result
);
to_element_op!(
    /// `complex.angle %a : complex<f32>` (an `f32`)
    AngleOp = "complex.angle", "computes argument value of a complex number", result
);
to_element_op!(
    /// `complex.re %a : complex<f32>` (an `f32`)
    ReOp = "complex.re", "extracts the real part of a complex number", real, fold fold_complex
);
to_element_op!(
    /// `complex.im %a : complex<f32>` (an `f32`)
    ImOp = "complex.im", "extracts the imaginary part of a complex number", imaginary,
        fold fold_complex
);

// A comparison of two complex values (`eq`, `neq`).
declare_ops! {
    pub const COMPARISON_OPS;
    {
        operands { lhs: one COMPLEX_FLOAT, rhs: one COMPLEX_FLOAT }
        results { result: one I1 }
        traits [PURE, COMMUTATIVE];
        relations [TypeRelation::AllMatch(&["lhs", "rhs"])];
        format "$lhs `,` $rhs attr-dict `:` type($lhs)";
    }
    /// `complex.eq %a, %b : complex<f32>`
    EqualOp = "complex.eq", "computes whether two complex values are equal";
    /// `complex.neq %a, %b : complex<f32>`
    NotEqualOp = "complex.neq", "computes whether two complex values are not equal";
}

declare_op! {
    /// `complex.create %re, %im : complex<f32>`
    pub struct CreateOp = "complex.create", "complex number creation operation";
    operands { real: one ANY_FLOAT, imaginary: one ANY_FLOAT }
    results { complex: one COMPLEX_FLOAT }
    traits [PURE];
    relations [
        TypeRelation::AllMatch(&["real", "imaginary"]),
        element_of("complex", "real", "complex element type matches real operand type"),
        element_of("complex", "imaginary", "complex element type matches imaginary operand type"),
    ];
    format "$real `,` $imaginary attr-dict `:` type($complex)";
    fold fold_complex;
}

declare_op! {
    /// `complex.powi %a, %n : complex<f32>, i32`
    pub struct PowiOp = "complex.powi", "complex number raised to signed integer power";
    operands { lhs: one COMPLEX_FLOAT, rhs: one SIGNLESS_INT }
    results { result: one COMPLEX_FLOAT }
    attrs { fastmath: optional FastMathAttr }
    traits [PURE];
    relations [TypeRelation::AllMatch(&["lhs", "result"])];
    format "$lhs `,` $rhs ($fastmath^)? attr-dict `:` type($result) `,` type($rhs)";
}

declare_op! {
    /// `complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>`
    pub struct ConstantOp = "complex.constant", "complex number constant operation";
    results { complex: one ANY_COMPLEX }
    attrs { value: required ArrayAttr }
    traits [PURE, CONSTANT_LIKE];
    format "$value attr-dict `:` type($complex)";
    result_names ["cst"];
    verify verify_constant;
}

declare_op! {
    /// `complex.bitcast %a : complex<f32> to i64`
    pub struct BitcastOp = "complex.bitcast", "computes bitcast between complex and equal arith types";
    operands { operand: one ANY_TYPE }
    results { result: one ANY_TYPE }
    traits [PURE];
    format "$operand attr-dict `:` type($operand) `to` type($result)";
    verify verify_bitcast;
    fold fold_complex;
    canonicalize [merge_bitcasts];
}

/// Registers every complex op.
pub fn register(r: &mut DialectRegistry) {
    r.add_ops(BINARY_OPS);
    r.add_ops(UNARY_OPS);
    r.add_ops(COMPARISON_OPS);
    r.add_ops(&[
        AbsOp::def,
        AngleOp::def,
        ReOp::def,
        ImOp::def,
        CreateOp::def,
        PowiOp::def,
        ConstantOp::def,
        BitcastOp::def,
    ]);
}

/// MLIR's `ConstantOp::verify`: two float or integer parts of the result's element type.
fn verify_constant(ctx: &Context, op: OpId, c: ConstantOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let parts = c.value(ctx);
    let [re, im] = parts.as_slice() else {
        return err(
            "requires 'value' to be a complex constant, represented as array of two values".into(),
        );
    };
    let part_type = |a| match ctx.attr_kind(a) {
        AttrKind::Float { ty, .. } | AttrKind::Integer { ty, .. } => Some(*ty),
        _ => None,
    };
    let (Some(re_ty), Some(im_ty)) = (part_type(*re), part_type(*im)) else {
        return err("requires attribute's elements to be float or integer attributes".into());
    };
    let result_ty = ctx.value_type(c.complex(ctx));
    let Some(elem) = complex_element(ctx, result_ty) else {
        return Ok(());
    };
    if re_ty != elem || im_ty != elem {
        return err(format!(
            "requires attribute's element types ('{}', '{}') to match the element type of the op's return type ('{}')",
            type_to_string(ctx, re_ty),
            type_to_string(ctx, im_ty),
            type_to_string(ctx, elem)
        ));
    }
    Ok(())
}

/// The bit width of an int, float or complex type (`None` for other types).
fn bit_width(ctx: &Context, t: Type) -> Option<u64> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        TypeKind::Float(sem) => Some(u64::from(sem.bit_width())),
        TypeKind::Complex(e) => bit_width(ctx, *e).map(|w| 2 * w),
        _ => None,
    }
}

/// MLIR's `BitcastOp::verify`: between a complex and an int/float type of the same width.
fn verify_bitcast(ctx: &Context, op: OpId, b: BitcastOp) -> Result<(), Diagnostic> {
    let from = ctx.value_type(b.operand(ctx));
    let to = ctx.value_type(b.result(ctx));
    if from == to {
        return Ok(());
    }
    let (Some(wf), Some(wt)) = (bit_width(ctx, from), bit_width(ctx, to)) else {
        let msg = if bit_width(ctx, from).is_none() {
            "operand must be int/float/complex"
        } else {
            "result must be int/float/complex"
        };
        return Err(ctx.op_error(op, msg));
    };
    if complex_element(ctx, from).is_some() == complex_element(ctx, to).is_some() {
        return Err(ctx.op_error(
            op,
            "requires that either input or output has a complex type",
        ));
    }
    if wf != wt {
        return Err(ctx.op_error(op, "casting bitwidths do not match"));
    }
    Ok(())
}
