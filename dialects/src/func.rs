//! The `func` dialect: `func.func`, `func.return`, `func.call`, `func.call_indirect`,
//! `func.constant`.

use crate::ods::move_inherent;
use crate::scf::function_parts;
use tile_ir::builder::OpBuilder;
use tile_ir::declare_op;
use tile_ir::dialect::{DialectInfo, DialectRegistry};
use tile_ir::ir::find_named;
use tile_ir::ods::constraints::*;
use tile_ir::ods::{AttrConstraint, AttrSyntax, TypeRelation, custom_error};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::printer::OpPrinter;
use tile_ir::{Attr, AttrKind, Context, Diagnostic, OpId, OperationState, Type, TypeKind};

/// Registers the func dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo::new("func", "Functions, calls and returns"));
    r.add_ops(&[
        FuncOp::def,
        ReturnOp::def,
        CallOp::def,
        CallIndirectOp::def,
        ConstantOp::def,
    ]);
}

declare_op! {
    /// `func.func @f(%a: i32) -> i32 { ... }` (its signature syntax is hand-written: the
    /// format cannot name entry-block arguments).
    pub struct FuncOp = "func.func", "A function with a name, a signature and a body";
    attrs {
        arg_attrs: optional DictArrayAttr,
        function_type: required FunctionTypeAttr => set_function_type,
        no_inline: optional UnitAttr,
        res_attrs: optional DictArrayAttr,
        sym_name: required SymbolNameAttr,
        sym_visibility: optional StrAttr,
    }
    regions { body: any }
    traits [ISOLATED_FROM_ABOVE, SYMBOL];
    syntax parse_func, print_func;
    default_dialect "func";
    verify verify_func;
}

declare_op! {
    /// `func.return %a : i32`
    pub struct ReturnOp = "func.return", "Returns from a function";
    operands { operands: many ANY_TYPE }
    traits [TERMINATOR, RETURN_LIKE, PURE];
    format "attr-dict ($operands^ `:` type($operands))?";
    verify verify_return;
}

declare_op! {
    /// `func.call @f(%a) : (i32) -> i32`
    pub struct CallOp = "func.call", "Calls a function by symbol";
    operands { operands: many ANY_TYPE }
    results { results: many ANY_TYPE }
    attrs {
        arg_attrs: optional DictArrayAttr,
        callee: required FlatSymbolRefAttr,
        no_inline: optional UnitAttr,
        res_attrs: optional DictArrayAttr,
    }
    format "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)";
    verify verify_call;
}

declare_op! {
    /// `%f = func.constant @callee : (i32) -> f32`
    pub struct ConstantOp = "func.constant", "A function symbol as an SSA value";
    results { result: one ANY_TYPE }
    attrs { value: required FlatSymbolRefAttr }
    traits [PURE, CONSTANT_LIKE];
    format "attr-dict $value `:` type(results)";
    result_names ["f"];
    verify verify_constant;
}

tile_ir::type_constraint! {
    /// `FunctionType`.
    FUNCTION_TYPE = "function type", |ctx, t| function_parts(ctx, t).is_some(),
        class = Some(("builtin.function", |ctx, t| function_parts(ctx, t).is_some()));
}

declare_op! {
    /// `%r = func.call_indirect %f(%a) : (i32) -> f32` (operand and result types follow the
    /// callee's type).
    pub struct CallIndirectOp = "func.call_indirect", "Calls a function value";
    operands { callee: one FUNCTION_TYPE, callee_operands: many ANY_TYPE }
    results { results: many ANY_TYPE }
    attrs { arg_attrs: optional DictArrayAttr, res_attrs: optional DictArrayAttr }
    relations [
        TypeRelation::WithList {
            from: "callee",
            to: "callee_operands",
            f: |ctx, t| function_parts(ctx, t).map(|(inputs, _)| inputs),
            desc: "callee input types match argument types",
        },
        TypeRelation::WithList {
            from: "callee",
            to: "results",
            f: |ctx, t| function_parts(ctx, t).map(|(_, results)| results),
            desc: "callee result types match result types",
        },
    ];
    infer |ctx, operands, _| {
        let callee = operands.first().and_then(|c| c.first());
        let parts = callee.and_then(|&t| function_parts(ctx, t));
        parts.map(|(_, results)| results).ok_or_else(String::new)
    };
    format "$callee `(` $callee_operands `)` attr-dict `:` type($callee)";
    canonicalize [call_known_callee];
}

/// MLIR's `SimplifyIndirectCallWithKnownCallee`: calling a `func.constant` is a direct call.
fn call_known_callee(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let call = CallIndirectOp::cast(ctx, op)?;
    let callee = ConstantOp::defining(ctx, call.callee(ctx))?.value(ctx);
    let (operands, loc) = (call.callee_operands(ctx).to_vec(), ctx.op(op).loc);
    let results = ctx.result_types(op);
    let c = rewriter.ctx_mut();
    let direct = CallOp::build(
        &mut OpBuilder::detached(),
        c,
        loc,
        &results,
        &operands,
        None,
        callee,
        None,
        None,
    );
    rewriter.replace_op_with_built(op, direct.op());
    Some(())
}

/// The `func.func` a flat symbol names from `op` (MLIR's `lookupNearestSymbolFrom<FuncOp>`).
fn lookup_func(ctx: &Context, op: OpId, name: &str) -> Option<OpId> {
    tile_ir::verifier::lookup_nearest_symbol(ctx, op, name)
        .filter(|&f| ctx.op_name_of(f) == "func.func")
}

/// Types as MLIR's diagnostics list them: `'i32', 'f32'`.
fn quoted_types(ctx: &Context, types: &[Type]) -> String {
    types
        .iter()
        .map(|&t| crate::ods::quoted(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// MLIR's `CallOp::verifySymbolUses`: the callee exists and its signature matches.
fn verify_call(ctx: &Context, op: OpId, call: CallOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let callee = call.callee(ctx);
    let Some(f) = lookup_func(ctx, op, &callee) else {
        return err(format!("'{callee}' does not reference a valid function"));
    };
    let (inputs, results) = function_signature(ctx, f).unwrap_or_default();
    let operands = ctx.operand_types(op);
    if inputs.len() != operands.len() {
        return err("incorrect number of operands for callee".into());
    }
    for (i, (&want, &got)) in inputs.iter().zip(&operands).enumerate() {
        if want != got {
            return err(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                tile_ir::printer::type_to_string(ctx, want),
                tile_ir::printer::type_to_string(ctx, got)
            ));
        }
    }
    let got = ctx.result_types(op);
    if results.len() != got.len() {
        return err("incorrect number of results for callee".into());
    }
    if let Some(i) = results.iter().zip(&got).position(|(a, b)| a != b) {
        let loc = ctx.op(op).loc;
        return Err(ctx
            .op_error(op, format!("result type mismatch at index {i}"))
            .with_note(
                loc,
                format!("      op result types: {}", quoted_types(ctx, &got)),
            )
            .with_note(
                loc,
                format!("function result types: {}", quoted_types(ctx, &results)),
            ));
    }
    Ok(())
}

/// MLIR's `func::ConstantOp::verifySymbolUses`.
fn verify_constant(ctx: &Context, op: OpId, c: ConstantOp) -> Result<(), Diagnostic> {
    let name = c.value(ctx);
    let Some(f) = lookup_func(ctx, op, &name) else {
        return Err(ctx.op_error(op, format!("reference to undefined function '{name}'")));
    };
    let fty = ctx
        .op_attr(f, "function_type")
        .and_then(|a| ctx.attr_type(a));
    if ctx.result_types(op).first().copied() != fty {
        return Err(ctx.op_error(op, "reference to function with mismatched type"));
    }
    Ok(())
}

/// `DictArrayAttr`: an array of dictionaries (argument and result attributes).
pub struct DictArrayAttr;
impl AttrConstraint for DictArrayAttr {
    type Value = Vec<Attr>;
    const DESC: &'static str = "Array of dictionary attributes";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Vec<Attr>> {
        match ctx.attr_kind(a) {
            AttrKind::Array(v)
                if v.iter()
                    .all(|&d| matches!(ctx.attr_kind(d), AttrKind::Dictionary(_))) =>
            {
                Some(v.clone())
            }
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: Vec<Attr>) -> Attr {
        ctx.array_attr(v)
    }
}

/// `TypeAttrOf<FunctionType>`: the signature `(inputs, results)`.
pub struct FunctionTypeAttr;
impl AttrConstraint for FunctionTypeAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::Type(_))
    }
    type Value = (Vec<Type>, Vec<Type>);
    const DESC: &'static str = "type attribute of function type";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Self::Value> {
        match ctx.type_kind(ctx.attr_type(a)?) {
            TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, (inputs, results): Self::Value) -> Attr {
        let t = ctx.function_type(inputs, results);
        ctx.type_attr(t)
    }
}

/// The signature `(inputs, results)` of a `func.func`.
pub fn function_signature(ctx: &Context, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    FunctionTypeAttr::get(ctx, ctx.op_attr(op, "function_type")?)
}

/// The symbol name of an op with `sym_name`.
pub fn symbol_name(ctx: &Context, op: OpId) -> Option<&str> {
    ctx.attr_str(ctx.op_attr(op, "sym_name")?)
}

fn parse_func(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    for vis in ["private", "public", "nested"] {
        if p.consume_keyword(vis) {
            let a = p.ctx.string_attr(vis);
            st.set_property("sym_visibility", a);
            break;
        }
    }
    let name_loc = p.loc();
    // MLIR's lexer reports a malformed `@name` before the op's parser sees it.
    if let Some(d) = p.lexer_error() {
        return Err(d);
    }
    let name = p
        .parse_symbol_name()
        .map_err(|d| custom_error(name_loc, "func.func", d.message))?;
    let a = p.ctx.string_attr(&name);
    st.set_property("sym_name", a);
    // Arguments: either `%name: type {attrs}` (definitions) or `type {attrs}` (declarations).
    let mut args: Vec<(tile_ir::parser::UnresolvedOperand<'_>, Type, Option<Attr>)> = Vec::new();
    let (mut inputs, mut arg_attrs) = (Vec::new(), Vec::new());
    p.parse_comma_list(
        Some((TokenKind::LParen, "(")),
        (TokenKind::RParen, ")"),
        |p| {
            let named = if p.at_operand() {
                let u = p.parse_argument()?;
                if !inputs.is_empty() && args.is_empty() {
                    let msg = "expected type instead of SSA identifier";
                    return Err(custom_error(u.loc, "func.func", msg));
                }
                p.parse_token(TokenKind::Colon, ":")?;
                Some(u)
            } else if !args.is_empty() {
                return Err(custom_error(
                    p.loc(),
                    "func.func",
                    "expected SSA identifier",
                ));
            } else {
                None
            };
            let t = parse_type_and_attrs(p, &mut inputs, &mut arg_attrs)?;
            if let Some(u) = named {
                let l = p.parse_optional_trailing_loc()?;
                args.push((u, t, l));
            }
            Ok(())
        },
    )?;
    if !args.is_empty() && args.len() != inputs.len() {
        return Err(p.error("expected SSA identifier"));
    }
    let (mut results, mut res_attrs) = (Vec::new(), Vec::new());
    if p.consume_if(TokenKind::Arrow) {
        if p.kind() == TokenKind::LParen {
            p.parse_comma_list(
                Some((TokenKind::LParen, "(")),
                (TokenKind::RParen, ")"),
                |p| parse_type_and_attrs(p, &mut results, &mut res_attrs).map(|_| ()),
            )?;
        } else {
            results.push(p.parse_type()?);
            res_attrs.push(p.ctx.dict_attr(Vec::new()));
        }
    }
    let fty = p.ctx.function_type(inputs, results);
    let fa = p.ctx.type_attr(fty);
    st.set_property("function_type", fa);
    for (name, dicts) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        let empty =
            |&d: &Attr| matches!(p.ctx.attr_kind(d), AttrKind::Dictionary(e) if e.is_empty());
        if !dicts.iter().all(empty) {
            let a = p.ctx.array_attr(dicts);
            st.set_property(name, a);
        }
    }
    let dict_loc = p.loc();
    p.parse_optional_attr_dict_with_keyword(&mut st.attributes)?;
    // MLIR's `parseFunctionOp` refuses what the signature already says.
    for k in ["sym_visibility", "sym_name", "function_type"] {
        if find_named(&st.attributes, k).is_some() {
            return Err(custom_error(
                dict_loc,
                "func.func",
                format!(
                    "'{k}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            ));
        }
    }
    // Inherent attributes written in the dictionary are properties, as in MLIR.
    move_inherent(st, &["arg_attrs", "res_attrs", "no_inline"]);
    if p.kind() == TokenKind::LBrace {
        // Unnamed argument types may still have a body: its entry block names them
        // (`func.func @f(f32) { ^bb0(%x: f32): ... }`), checked by the verifier.
        let body_loc = p.loc();
        // A name used twice is an error of the body's entry block (a declaration names none).
        for (i, (u, ..)) in args.iter().enumerate() {
            if let Some((prev, ..)) = args.iter().take(i).find(|(a, ..)| a.name == u.name) {
                let msg = format!("region entry argument '%{}' is already in use", u.name);
                let d = Diagnostic::error(u.loc, msg);
                return Err(d.with_note(prev.loc, "previously referenced here"));
            }
        }
        let r = p.parse_region(&args)?;
        if p.ctx.region(r).blocks.is_empty() {
            return Err(custom_error(
                body_loc,
                "func.func",
                "expected non-empty function body",
            ));
        }
        st.regions.push(r);
    } else {
        let r = p.ctx.create_region();
        st.regions.push(r);
    }
    Ok(())
}

/// A type and its optional attribute dictionary (a signature entry).
fn parse_type_and_attrs(
    p: &mut Parser<'_>,
    types: &mut Vec<Type>,
    dicts: &mut Vec<Attr>,
) -> PResult<Type> {
    let t = p.parse_type()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    dicts.push(p.ctx.dict_attr(attrs));
    types.push(t);
    Ok(t)
}

fn dict_entries(ctx: &Context, list: Option<Attr>, i: usize) -> Vec<(String, Attr)> {
    let Some(list) = list else { return Vec::new() };
    let AttrKind::Array(items) = ctx.attr_kind(list) else {
        return Vec::new();
    };
    match items.get(i).map(|&a| ctx.attr_kind(a)) {
        Some(AttrKind::Dictionary(e)) => e.clone(),
        _ => Vec::new(),
    }
}

fn print_func(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write(" ");
    if let Some(v) = ctx
        .op_attr(op, "sym_visibility")
        .and_then(|a| ctx.attr_str(a))
    {
        p.write(v);
        p.write(" ");
    }
    let mut s = String::new();
    tile_ir::printer::write_symbol_name(&mut s, symbol_name(ctx, op).unwrap_or(""));
    p.write(&s);
    let (inputs, results) = function_signature(ctx, op).unwrap_or_default();
    let region = ctx.op(op).regions().first().copied();
    let entry = region.and_then(|r| ctx.entry_block(r));
    let arg_attrs = ctx.op_attr(op, "arg_attrs");
    let res_attrs = ctx.op_attr(op, "res_attrs");
    p.write("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = dict_entries(ctx, arg_attrs, i);
        match entry.and_then(|b| ctx.block(b).args.get(i).copied()) {
            Some(v) => p.region_arg(v, true, &attrs),
            None => {
                p.ty(t);
                p.attr_dict(&attrs, &[]);
            }
        }
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        if (0..results.len()).all(|i| dict_entries(ctx, res_attrs, i).is_empty()) {
            p.result_types(&results);
        } else {
            p.write("(");
            for (i, &t) in results.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.ty(t);
                p.attr_dict(&dict_entries(ctx, res_attrs, i), &[]);
            }
            p.write(")");
        }
    }
    let all = ctx.op_all_attrs(op);
    p.attr_dict_with_keyword(
        &all,
        &[
            "sym_name",
            "function_type",
            "sym_visibility",
            "arg_attrs",
            "res_attrs",
        ],
    );
    if let Some(r) = region
        && !ctx.region(r).blocks.is_empty()
    {
        p.write(" ");
        p.region(r, false, true);
    }
}

/// MLIR's `function_interface_impl::verifyTrait` for `arg_attrs` / `res_attrs`: one
/// dictionary per argument (result), dialect attributes only, each checked by its dialect.
fn verify_signature_attrs(
    ctx: &Context,
    op: OpId,
    key: &str,
    what: &str,
    plural: &str,
    count: usize,
) -> Result<(), Diagnostic> {
    let Some(list) = ctx.op_attr(op, key) else {
        return Ok(());
    };
    let AttrKind::Array(items) = ctx.attr_kind(list) else {
        return Ok(());
    };
    let fn_what = if what == "argument" {
        "arguments"
    } else {
        "results"
    };
    if items.len() != count {
        return Err(ctx.op_error(
            op,
            format!(
                "expects {what} attribute array to have the same number of elements as the number of function {fn_what}, got {}, but expected {count}",
                items.len()
            ),
        ));
    }
    for (i, &dict) in items.iter().enumerate() {
        let AttrKind::Dictionary(entries) = ctx.attr_kind(dict) else {
            return Err(ctx.op_error(
                op,
                format!(
                    "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    tile_ir::printer::attr_to_string(ctx, dict)
                ),
            ));
        };
        for (name, value) in entries {
            let Some((ns, _)) = name.split_once('.') else {
                return Err(ctx.op_error(op, format!("{plural} may only have dialect attributes")));
            };
            if what == "argument"
                && let Some(hook) = ctx.registry().dialect(ns).and_then(|d| d.verify_arg_attr)
            {
                hook(ctx, op, 0, i, name, *value)?;
            }
        }
    }
    Ok(())
}

fn verify_func(ctx: &Context, op: OpId, func: FuncOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let (inputs, results) = func.function_type(ctx);
    verify_signature_attrs(ctx, op, "arg_attrs", "argument", "arguments", inputs.len())?;
    verify_signature_attrs(ctx, op, "res_attrs", "result", "results", results.len())?;
    if let Some(entry) = ctx
        .op(op)
        .regions()
        .first()
        .and_then(|&r| ctx.entry_block(r))
    {
        let args = &ctx.block(entry).args;
        if args.len() != inputs.len() {
            return err(format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ));
        }
        for (i, (&a, &t)) in args.iter().zip(&inputs).enumerate() {
            if ctx.value_type(a) != t {
                return err(format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    tile_ir::printer::type_to_string(ctx, ctx.value_type(a)),
                    tile_ir::printer::type_to_string(ctx, t)
                ));
            }
        }
    }
    Ok(())
}

fn verify_return(ctx: &Context, op: OpId, _: ReturnOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let Some(func) = ctx
        .parent_op(op)
        .filter(|&f| ctx.op_name_of(f) == "func.func")
    else {
        return err("expects parent op 'func.func'".into());
    };
    let (_, results) = function_signature(ctx, func).unwrap_or_default();
    let types = ctx.operand_types(op);
    let name = symbol_name(ctx, func).unwrap_or("");
    if types.len() != results.len() {
        return err(format!(
            "has {} operands, but enclosing function (@{name}) returns {}",
            types.len(),
            results.len()
        ));
    }
    for (i, (&a, &b)) in types.iter().zip(&results).enumerate() {
        if a != b {
            return err(format!(
                "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                tile_ir::printer::type_to_string(ctx, a),
                tile_ir::printer::type_to_string(ctx, b)
            ));
        }
    }
    Ok(())
}
