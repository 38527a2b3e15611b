//! Builders for the fixed bodies of named linalg ops (`linalg.matmul`, `linalg.fill`, ...),
//! made when their short form is parsed, as MLIR's region builders do: `arith` ops with
//! `fastmath`/`overflowFlags` set to `none`, casts from `convertScalarToDtype`.

use crate::arith::views::{FASTMATH_NONE, FastMathAttr, OVERFLOW_NONE, OverflowAttr};
use tile_ir::ir::BlockId;
use tile_ir::ods::AttrConstraint;
use tile_ir::{Attr, AttrKind, Context, Loc, OperationState, Type, TypeKind, Value};

/// The binary functions of linalg's OpDSL.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinaryFn {
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `mul`
    Mul,
    /// `div`
    Div,
    /// `div_unsigned`
    DivUnsigned,
    /// `max_signed`
    MaxSigned,
    /// `min_signed`
    MinSigned,
    /// `max_unsigned`
    MaxUnsigned,
    /// `min_unsigned`
    MinUnsigned,
    /// `powf`
    Powf,
}

impl BinaryFn {
    /// The function of OpDSL's name (`max_signed`).
    pub fn from_name(name: &str) -> Option<BinaryFn> {
        Some(match name {
            "add" => BinaryFn::Add,
            "sub" => BinaryFn::Sub,
            "mul" => BinaryFn::Mul,
            "div" => BinaryFn::Div,
            "div_unsigned" => BinaryFn::DivUnsigned,
            "max_signed" => BinaryFn::MaxSigned,
            "min_signed" => BinaryFn::MinSigned,
            "max_unsigned" => BinaryFn::MaxUnsigned,
            "min_unsigned" => BinaryFn::MinUnsigned,
            "powf" => BinaryFn::Powf,
            _ => return None,
        })
    }
}

/// The unary functions of linalg's OpDSL, with the op each builds on floats.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnaryFn {
    /// `math.exp`, `math.log`, ...: one op of that name.
    Math(&'static str),
    /// `arith.negf`
    NegF,
    /// `1 / x`
    Reciprocal,
    /// `x * x`
    Square,
}

impl UnaryFn {
    /// The function of OpDSL's name (`exp`).
    pub fn from_name(name: &str) -> Option<UnaryFn> {
        Some(match name {
            "exp" => UnaryFn::Math("math.exp"),
            "log" => UnaryFn::Math("math.log"),
            "abs" => UnaryFn::Math("math.absf"),
            "ceil" => UnaryFn::Math("math.ceil"),
            "floor" => UnaryFn::Math("math.floor"),
            "round" => UnaryFn::Math("math.round"),
            "sqrt" => UnaryFn::Math("math.sqrt"),
            "rsqrt" => UnaryFn::Math("math.rsqrt"),
            "tanh" => UnaryFn::Math("math.tanh"),
            "erf" => UnaryFn::Math("math.erf"),
            "negf" => UnaryFn::NegF,
            "reciprocal" => UnaryFn::Reciprocal,
            "square" => UnaryFn::Square,
            _ => return None,
        })
    }
}

/// Appends ops to one block of a region under construction.
pub struct BodyBuilder<'c> {
    /// The context.
    pub ctx: &'c mut Context,
    /// The block being filled.
    pub block: BlockId,
}

enum Class {
    Float(u32),
    Int(u32),
    Index,
    Complex,
    Other,
}

fn class(ctx: &Context, t: Type) -> Class {
    match ctx.type_kind(t) {
        TypeKind::Float(s) => Class::Float(s.bit_width()),
        TypeKind::Integer { width, .. } => Class::Int(*width),
        TypeKind::Index => Class::Index,
        TypeKind::Complex(_) => Class::Complex,
        _ => Class::Other,
    }
}

impl BodyBuilder<'_> {
    /// Appends `name(operands) : result` with the given properties; returns its result.
    pub fn op(
        &mut self,
        name: &str,
        operands: Vec<Value>,
        result: Option<Type>,
        props: Vec<(&str, Attr)>,
    ) -> Option<Value> {
        let mut st = OperationState::new(name.to_string(), Loc::Unknown);
        st.operands = operands;
        st.result_types.extend(result);
        for (k, v) in props {
            st.set_property(k, v);
        }
        let op = self.ctx.create_op(st);
        self.ctx.append_op(self.block, op);
        self.ctx.op(op).results.first().copied()
    }

    fn fastmath(&mut self) -> Vec<(&'static str, Attr)> {
        vec![("fastmath", FastMathAttr::make(self.ctx, FASTMATH_NONE))]
    }

    fn overflow(&mut self) -> Vec<(&'static str, Attr)> {
        vec![("overflowFlags", OverflowAttr::make(self.ctx, OVERFLOW_NONE))]
    }

    /// MLIR's `convertScalarToDtype`: `v` converted to `to` (signed or unsigned casts).
    pub fn cast(&mut self, v: Value, to: Type, unsigned: bool) -> Value {
        let from = self.ctx.value_type(v);
        if from == to {
            return v;
        }
        let name = match (class(self.ctx, from), class(self.ctx, to)) {
            (Class::Float(_), Class::Int(_)) => Some(if unsigned {
                "arith.fptoui"
            } else {
                "arith.fptosi"
            }),
            (Class::Index, Class::Int(_)) => Some(if unsigned {
                "arith.index_castui"
            } else {
                "arith.index_cast"
            }),
            (Class::Int(a), Class::Int(b)) if b > a => Some(if unsigned {
                "arith.extui"
            } else {
                "arith.extsi"
            }),
            (Class::Int(a), Class::Int(b)) if b < a => Some("arith.trunci"),
            (Class::Int(_), Class::Float(_)) => Some(if unsigned {
                "arith.uitofp"
            } else {
                "arith.sitofp"
            }),
            (Class::Float(a), Class::Float(b)) if b > a => Some("arith.extf"),
            (Class::Float(a), Class::Float(b)) if b < a => Some("arith.truncf"),
            _ => None,
        };
        match name {
            Some(n) => {
                // trunci carries MLIR's default `overflowFlags`.
                let props = if n == "arith.trunci" {
                    self.overflow()
                } else {
                    Vec::new()
                };
                self.op(n, vec![v], Some(to), props).unwrap_or(v)
            }
            None => v,
        }
    }

    /// MLIR's `RegionBuilderHelper::buildBinaryFn`.
    /// Fails with MLIR's message when the operands are not all integers, all floats or all
    /// complex numbers.
    pub fn binary(&mut self, f: BinaryFn, a: Value, b: Value) -> Result<Value, String> {
        let ta = self.ctx.value_type(a);
        let tb = self.ctx.value_type(b);
        let (ca, cb) = (class(self.ctx, ta), class(self.ctx, tb));
        let floats = matches!((&ca, &cb), (Class::Float(_), Class::Float(_)));
        let complex = matches!((&ca, &cb), (Class::Complex, Class::Complex));
        let ints = matches!((&ca, &cb), (Class::Int(_), Class::Int(_)));
        let bools = matches!((&ca, &cb), (Class::Int(1), Class::Int(1)));
        if !floats && !complex && !ints {
            return Err(format!(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got '{}' and '{}'",
                tile_ir::printer::type_to_string(self.ctx, ta),
                tile_ir::printer::type_to_string(self.ctx, tb)
            ));
        }
        // MLIR's region builder refuses these before choosing an op.
        let refused = match f {
            BinaryFn::DivUnsigned if !ints || bools => Some("unsigned div not on uint"),
            BinaryFn::MaxUnsigned if !ints || bools => Some("unsigned max not on uint"),
            BinaryFn::MinUnsigned if !ints || bools => Some("unsigned min not on uint"),
            BinaryFn::Sub if bools => Some("sub with bools"),
            BinaryFn::Div if bools => Some("div with bools"),
            _ => None,
        };
        if let Some(what) = refused {
            return Err(format!("unsupported operation: {what}"));
        }
        let (name, props): (&str, Vec<(&str, Attr)>) = if complex {
            let n = match f {
                BinaryFn::Add => "complex.add",
                BinaryFn::Sub => "complex.sub",
                BinaryFn::Mul => "complex.mul",
                _ => "complex.div",
            };
            // Complex arithmetic carries `fastmath` as arith's does.
            (n, self.fastmath())
        } else if floats {
            let n = match f {
                BinaryFn::Add => "arith.addf",
                BinaryFn::Sub => "arith.subf",
                BinaryFn::Mul => "arith.mulf",
                BinaryFn::Div | BinaryFn::DivUnsigned => "arith.divf",
                BinaryFn::MaxSigned | BinaryFn::MaxUnsigned => "arith.maximumf",
                BinaryFn::MinSigned | BinaryFn::MinUnsigned => "arith.minimumf",
                BinaryFn::Powf => "math.powf",
            };
            (n, self.fastmath())
        } else {
            match f {
                BinaryFn::Add if bools => ("arith.ori", Vec::new()),
                BinaryFn::Mul if bools => ("arith.andi", Vec::new()),
                BinaryFn::Add => ("arith.addi", self.overflow()),
                BinaryFn::Sub => ("arith.subi", self.overflow()),
                BinaryFn::Mul => ("arith.muli", self.overflow()),
                BinaryFn::Div => ("arith.divsi", Vec::new()),
                BinaryFn::DivUnsigned => ("arith.divui", Vec::new()),
                BinaryFn::MaxSigned => ("arith.maxsi", Vec::new()),
                BinaryFn::MinSigned => ("arith.minsi", Vec::new()),
                BinaryFn::MaxUnsigned => ("arith.maxui", Vec::new()),
                BinaryFn::MinUnsigned => ("arith.minui", Vec::new()),
                BinaryFn::Powf => return Err("unsupported operation: powf on integers".into()),
            }
        };
        Ok(self.op(name, vec![a, b], Some(ta), props).unwrap_or(a))
    }

    /// MLIR's `RegionBuilderHelper::buildUnaryFn` (floating-point operands only).
    pub fn unary(&mut self, f: UnaryFn, a: Value) -> Result<Value, String> {
        let t = self.ctx.value_type(a);
        if !matches!(class(self.ctx, t), Class::Float(_)) {
            return Err("unsupported non numeric type".into());
        }
        let fm = self.fastmath();
        Ok(match f {
            UnaryFn::Math(name) => self.op(name, vec![a], Some(t), fm),
            UnaryFn::NegF => self.op("arith.negf", vec![a], Some(t), fm),
            UnaryFn::Square => self.op("arith.mulf", vec![a, a], Some(t), fm),
            UnaryFn::Reciprocal => {
                let one = self.constant("1.0", t)?;
                self.op("arith.divf", vec![one, a], Some(t), fm)
            }
        }
        .unwrap_or(a))
    }

    /// `arith.select c, a, b`.
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let t = self.ctx.value_type(a);
        self.op("arith.select", vec![c, a, b], Some(t), Vec::new())
            .unwrap_or(a)
    }

    /// `arith.constant` of the literal `value` (an integer or float) of type `ty`.
    pub fn constant(&mut self, value: &str, ty: Type) -> Result<Value, String> {
        let bad = || format!("bad constant {value}");
        let attr = match self.ctx.type_kind(ty) {
            TypeKind::Float(sem) => {
                let sem = *sem;
                let v = tile_ir::float::parse_float_literal(sem, value).map_err(|_| bad())?;
                self.ctx.intern_attr(AttrKind::Float { value: v, ty })
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                let v: i128 = value.parse().map_err(|_| bad())?;
                self.ctx.int_attr(v, ty)
            }
            _ => return Err(bad()),
        };
        self.op(
            "arith.constant",
            Vec::new(),
            Some(ty),
            vec![("value", attr)],
        )
        .ok_or_else(bad)
    }

    /// `linalg.index d : index`.
    pub fn index(&mut self, d: i64) -> Result<Value, String> {
        let index = self.ctx.index_type();
        let i64t = self.ctx.int_type(64);
        let dim = self.ctx.int_attr(d as i128, i64t);
        self.op("linalg.index", Vec::new(), Some(index), vec![("dim", dim)])
            .ok_or_else(|| "linalg.index has no result".to_string())
    }

    /// Appends `linalg.yield values`.
    pub fn yield_values(&mut self, values: Vec<Value>) {
        self.op("linalg.yield", values, None, Vec::new());
    }
}

/// Whether an attribute is `#linalg.type_fn<cast_unsigned>`.
pub fn is_unsigned_cast(ctx: &Context, a: Option<Attr>) -> bool {
    a.is_some_and(|a| super::attrs::enum_case(ctx, a, "type_fn") == Some("cast_unsigned") || matches!(ctx.attr_kind(a), AttrKind::Opaque { body, .. } if body == ".type_fn<cast_unsigned>"))
}
