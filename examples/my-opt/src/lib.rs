//! The `my` dialect and the `my-lower-double` pass of the example downstream compiler
//! `my-opt`: how to add an op (custom syntax, verifier) and a pass (with an option) to
//! tile-opt's registries.
//!
//! ```mlir
//! %y = my.double %x : i32      // %y = %x + %x
//! ```

use tile_ir::builder::OpBuilder;
use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef, OpTraits};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::pass::{OptionDecl, Pass, PassDef, PassOptions, PassResult};
use tile_ir::printer::{OpPrinter, type_to_string};
use tile_ir::{Context, Diagnostic, OpId, OperationState, TypeKind};

/// Registers the `my` dialect and its one op, `my.double`.
pub fn register_dialect(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo::new("my", "The example downstream dialect"));
    r.add_op(OpDef {
        parse: Some(parse_double),
        print: Some(print_double),
        verify: Some(verify_double),
        ..OpDef::new("my.double", "Doubles an integer", OpTraits::PURE)
    });
}

/// `my.double %x attr-dict : type`: the operand and the result have the one type.
fn parse_double(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(x, ty)?);
    st.result_types.push(ty);
    Ok(())
}

fn print_double(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(&x) = ctx.op(op).operands.first() else {
        return;
    };
    let ty = ctx.value_type(x);
    p.write(" ");
    p.operand(x);
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.ty(ty);
}

/// One integer (or index, or a ranked tensor of them) operand, and a result of the same
/// type.
fn verify_double(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (ins, outs) = (ctx.operand_types(op), ctx.result_types(op));
    let (&[x], &[y]) = (ins.as_slice(), outs.as_slice()) else {
        return Err(ctx.op_error(op, "requires one operand and one result"));
    };
    let element = match ctx.type_kind(x) {
        TypeKind::RankedTensor { element, .. } => *element,
        _ => x,
    };
    let integer = matches!(
        ctx.type_kind(element),
        TypeKind::Integer { .. } | TypeKind::Index
    );
    if !integer {
        return Err(ctx.op_error(
            op,
            format!(
                "operand must be an integer or a tensor of integers, but got '{}'",
                type_to_string(ctx, x)
            ),
        ));
    }
    if x != y {
        return Err(ctx.op_error(op, "requires the operand and the result to have one type"));
    }
    Ok(())
}

/// `my-lower-double`: rewrites `my.double %x` to `arith.addi %x, %x` (or, with
/// `use-shift=true`, to `arith.shli %x, %c1`).
pub struct LowerDouble {
    use_shift: bool,
}

impl PassDef for LowerDouble {
    const ARGUMENT: &'static str = "my-lower-double";
    const NAME: &'static str = "MyLowerDouble";
    const SUMMARY: &'static str = "Lower my.double to arith";
    const ANCHOR: Option<&'static str> = Some("func.func");
    fn options() -> Vec<OptionDecl> {
        vec![OptionDecl::bool(
            "use-shift",
            "Shift left by one instead of adding",
            false,
        )]
    }
    fn create(o: &PassOptions) -> Result<Self, Diagnostic> {
        Ok(LowerDouble {
            use_shift: o.get_bool("use-shift"),
        })
    }
}

impl Pass for LowerDouble {
    fn run(&self, ctx: &mut Context, func: OpId) -> Result<PassResult, Diagnostic> {
        let doubles: Vec<OpId> = ctx
            .walk_collect(func)
            .into_iter()
            .filter(|&o| ctx.op_name_of(o) == "my.double")
            .collect();
        for &op in &doubles {
            let (Some(&x), Some(&y)) = (ctx.op(op).operands.first(), ctx.op(op).results.first())
            else {
                continue;
            };
            let (ty, loc) = (ctx.value_type(x), ctx.op(op).loc);
            let mut b = OpBuilder::before(op);
            let lowered = if self.use_shift {
                let mut one = OperationState::new("arith.constant", loc);
                let value = ctx.int_attr(1, ty);
                one.set_property("value", value);
                one.result_types.push(ty);
                let one = b.insert(ctx, one);
                let Some(&c1) = ctx.op(one).results.first() else {
                    continue;
                };
                b.build(ctx, "arith.shli", &[x, c1], &[ty], loc)
            } else {
                b.build(ctx, "arith.addi", &[x, x], &[ty], loc)
            };
            let Some(&new) = ctx.op(lowered).results.first() else {
                continue;
            };
            ctx.replace_all_uses_in(func, y, new);
            ctx.erase_op(op);
        }
        Ok(PassResult::changed(!doubles.is_empty()))
    }
}
