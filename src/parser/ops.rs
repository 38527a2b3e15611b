//! Parsing of operations, regions, blocks and SSA names (generic and custom forms).

use super::lexer::TokenKind;
use super::types::is_integer_type_keyword;
use super::{PResult, Parser};
use crate::attributes::Attr;
use crate::attributes::LocationKind;
use crate::dialect::OpTraits;
use crate::ir::{BlockId, OpId, OperationState, RegionId, Value};
use crate::location::Loc;
use crate::types::{Type, TypeKind};
use crate::{AttrKind, Context};
use rustc_hash::FxHashMap as HashMap;

/// An SSA use as written (`%x#1`), not yet bound to a value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand<'a> {
    /// Name after `%`.
    pub name: &'a str,
    /// Result number after `#` (0 when absent).
    pub number: u32,
    /// Where it was written.
    pub loc: Loc,
}

/// The values one SSA name binds: a single value (the common case, no allocation) or a
/// result group `%x:N`.
enum ValueGroup {
    One(Value),
    Many(Box<[Value]>),
}

impl ValueGroup {
    fn get(&self, i: usize) -> Option<Value> {
        match self {
            ValueGroup::One(v) => (i == 0).then_some(*v),
            ValueGroup::Many(vs) => vs.get(i).copied(),
        }
    }
}

/// Names visible inside one isolated-from-above scope.
#[derive(Default)]
struct IsolatedScope<'a> {
    values: HashMap<&'a str, ValueGroup>,
    /// Where each value of `values` was defined (for "previously defined here" notes).
    def_locs: HashMap<&'a str, Loc>,
    forward: HashMap<(&'a str, u32), (Value, Loc)>,
    region_defs: Vec<Vec<&'a str>>,
}

/// Block labels of one region.
#[derive(Default)]
struct BlockScope<'a> {
    blocks: HashMap<&'a str, (BlockId, Option<Loc>)>,
}

/// The parser's SSA bookkeeping: value and block names by scope.
#[derive(Default)]
pub struct SsaState<'a> {
    scopes: Vec<IsolatedScope<'a>>,
    block_scopes: Vec<BlockScope<'a>>,
    /// Where each forward reference was first used (for "previously used here" notes).
    placeholder_locs: HashMap<Value, Loc>,
    /// (isolated-from-above, default dialect) of each op whose syntax is being parsed.
    op_stack: Vec<(bool, Option<&'static str>)>,
    /// MLIR's default dialect stack: pushed by custom-syntax ops only (`""` when the op
    /// names none); `builtin` when empty.
    default_dialects: Vec<&'static str>,
}

impl<'a> Parser<'a> {
    // ----- SSA operands -----

    /// Whether the current token is an SSA name.
    pub fn at_operand(&self) -> bool {
        self.kind() == TokenKind::PercentIdent
    }

    /// Parses `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'a>> {
        let (name, number, loc) = self.parse_operand_parts(true)?;
        Ok(UnresolvedOperand { name, number, loc })
    }

    /// Parses a region argument's name, `%name`: MLIR's `parseArgument`, which takes no `#N`.
    pub fn parse_argument(&mut self) -> PResult<UnresolvedOperand<'a>> {
        let (name, number, loc) = self.parse_operand_parts(false)?;
        Ok(UnresolvedOperand { name, number, loc })
    }

    fn parse_operand_parts(&mut self, allow_number: bool) -> PResult<(&'a str, u32, Loc)> {
        if self.kind() != TokenKind::PercentIdent {
            return Err(self.wrong_token_error("expected SSA operand"));
        }
        let loc = self.loc();
        let tok = self.token();
        let name = self.text().get(1..).unwrap_or("");
        self.bump();
        let mut number = 0;
        if self.kind() == TokenKind::HashIdent && self.token().start == tok.end {
            if !allow_number {
                return Err(self.error("result number not allowed in argument list"));
            }
            number = self
                .text()
                .get(1..)
                .and_then(|n| n.parse::<u32>().ok())
                .ok_or_else(|| self.error("invalid SSA value result number"))?;
            self.bump();
        }
        Ok((name, number, loc))
    }

    /// Parses a possibly empty comma-separated list of operands (no delimiters).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand<'a>>> {
        let mut v = Vec::new();
        if !self.at_operand() {
            return Ok(v);
        }
        loop {
            v.push(self.parse_operand()?);
            if !self.consume_if(TokenKind::Comma) {
                return Ok(v);
            }
        }
    }

    /// Binds an operand to its value, checking its type against earlier uses; an operand not
    /// yet defined becomes a forward reference resolved when its definition is parsed.
    pub fn resolve_operand(&mut self, u: UnresolvedOperand<'a>, ty: Type) -> PResult<Value> {
        let name: &'a str = u.name;
        let scope = self
            .ssa
            .scopes
            .last_mut()
            .ok_or_else(|| Diag::no_scope(u.loc))?;
        // The value and where MLIR's "prior use here" note points: its definition, or the
        // first use of a forward reference.
        let found = match scope.values.get(name) {
            Some(group) => Some((
                group.get(u.number as usize).ok_or_else(|| {
                    crate::diagnostic::Diagnostic::error(
                        u.loc,
                        "reference to invalid result number",
                    )
                })?,
                scope.def_locs.get(name).copied(),
            )),
            None => scope
                .forward
                .get(&(name, u.number))
                .map(|&(v, l)| (v, Some(l))),
        };
        match found {
            Some((v, prior)) => {
                let vt = self.ctx.value_type(v);
                if vt != ty {
                    let err = self.error_at(
                        u.loc,
                        format!(
                            "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                            display_name(name, u.number),
                            crate::printer::type_to_string(self.ctx, ty),
                            crate::printer::type_to_string(self.ctx, vt)
                        ),
                    );
                    return Err(match prior {
                        Some(l) => err.with_note(l, "prior use here"),
                        None => err,
                    });
                }
                Ok(v)
            }
            None => {
                let v = self.ctx.create_placeholder(ty);
                self.ssa.placeholder_locs.insert(v, u.loc);
                if let Some(scope) = self.ssa.scopes.last_mut() {
                    scope.forward.insert((name, u.number), (v, u.loc));
                }
                Ok(v)
            }
        }
    }

    /// Resolves operands against types, checking the counts match.
    pub fn resolve_operands(
        &mut self,
        ops: &[UnresolvedOperand<'a>],
        types: &[Type],
        loc: Loc,
    ) -> PResult<Vec<Value>> {
        if ops.len() != types.len() {
            return Err(self.error_at(
                loc,
                format!(
                    "{} operands present, but expected {}",
                    ops.len(),
                    types.len()
                ),
            ));
        }
        ops.iter()
            .zip(types)
            .map(|(&u, &t)| self.resolve_operand(u, t))
            .collect()
    }

    /// Resolves every operand to the same type.
    pub fn resolve_operands_same(
        &mut self,
        ops: &[UnresolvedOperand<'a>],
        ty: Type,
    ) -> PResult<Vec<Value>> {
        ops.iter().map(|&u| self.resolve_operand(u, ty)).collect()
    }

    /// Defines `name` as a group of values; returns the placeholders it replaces.
    fn define_values(
        &mut self,
        name: &'a str,
        count: usize,
        loc: Loc,
    ) -> PResult<Vec<Option<Value>>> {
        let scope = self
            .ssa
            .scopes
            .last_mut()
            .ok_or_else(|| Diag::no_scope(loc))?;
        if scope.values.contains_key(name) {
            let err = crate::diagnostic::Diagnostic::error(
                loc,
                format!("redefinition of SSA value '%{name}'"),
            );
            return Err(match scope.def_locs.get(name) {
                Some(&prev) => err.with_note(prev, "previously defined here"),
                None => err,
            });
        }
        let mut reuse = Vec::with_capacity(count);
        for i in 0..count {
            reuse.push(scope.forward.remove(&(name, i as u32)).map(|(v, _)| v));
        }
        Ok(reuse)
    }

    /// MLIR's rule for a region's named entry arguments: the name may be neither defined
    /// nor already referenced (a forward reference would be captured by the argument).
    fn check_entry_arg_unused(&self, name: &'a str, loc: Loc) -> PResult<()> {
        let Some(scope) = self.ssa.scopes.last() else {
            return Ok(());
        };
        let prev = match scope.values.contains_key(name) {
            true => scope.def_locs.get(name).copied(),
            false => scope.forward.get(&(name, 0)).map(|&(_, l)| l),
        };
        if !scope.values.contains_key(name) && prev.is_none() {
            return Ok(());
        }
        let err = crate::diagnostic::Diagnostic::error(
            loc,
            format!("region entry argument '%{name}' is already in use"),
        );
        Err(match prev {
            Some(p) => err.with_note(p, "previously referenced here"),
            None => err,
        })
    }

    fn bind_values(&mut self, name: &'a str, values: ValueGroup, loc: Loc) -> PResult<()> {
        let scope = self
            .ssa
            .scopes
            .last_mut()
            .ok_or_else(|| Diag::no_scope(loc))?;
        scope.values.insert(name, values);
        scope.def_locs.insert(name, loc);
        if let Some(defs) = scope.region_defs.last_mut() {
            defs.push(name);
        }
        Ok(())
    }

    /// A definition must have the type its earlier forward uses assumed.
    fn check_forward_type(
        &self,
        placeholder: Value,
        ty: Type,
        name: &str,
        index: usize,
        loc: Loc,
    ) -> PResult<()> {
        let used = self.ctx.value_type(placeholder);
        if used == ty {
            return Ok(());
        }
        let show = |t| crate::printer::type_to_string(self.ctx, t);
        Err(self
            .error_at(
                loc,
                format!(
                    "definition of SSA value '%{name}#{index}' has type '{}'",
                    show(ty)
                ),
            )
            .with_note(
                self.ssa
                    .placeholder_locs
                    .get(&placeholder)
                    .copied()
                    .unwrap_or_default(),
                format!("previously used here with type '{}'", show(used)),
            ))
    }

    // ----- blocks -----

    fn block_ref(&mut self, label: &'a str, loc: Loc) -> PResult<BlockId> {
        let scope = self
            .ssa
            .block_scopes
            .last_mut()
            .ok_or_else(|| Diag::no_scope(loc))?;
        if let Some((b, _)) = scope.blocks.get(label) {
            return Ok(*b);
        }
        let b = self.ctx.create_block(&[], loc);
        if let Some(scope) = self.ssa.block_scopes.last_mut() {
            scope.blocks.insert(label, (b, Some(loc)));
        }
        Ok(b)
    }

    /// Parses a successor `^bb` reference.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        if self.kind() != TokenKind::CaretIdent {
            return Err(self.error("expected block name"));
        }
        let loc = self.loc();
        let label = self.text().get(1..).unwrap_or("");
        self.bump();
        self.block_ref(label, loc)
    }

    // ----- regions -----

    /// Parses a `{ ... }` region. `entry_args` (name, type, optional loc) become the entry
    /// block's arguments; a region that starts with a block label must not have them.
    pub fn parse_region(
        &mut self,
        entry_args: &[(UnresolvedOperand<'a>, Type, Option<Attr>)],
    ) -> PResult<RegionId> {
        self.enter()?;
        let r = self.parse_region_inner(entry_args);
        self.leave();
        r
    }

    /// Parses a region if the current token is `{`.
    pub fn parse_optional_region(
        &mut self,
        entry_args: &[(UnresolvedOperand<'a>, Type, Option<Attr>)],
    ) -> PResult<Option<RegionId>> {
        if self.kind() == TokenKind::LBrace {
            self.parse_region(entry_args).map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_region_inner(
        &mut self,
        entry_args: &[(UnresolvedOperand<'a>, Type, Option<Attr>)],
    ) -> PResult<RegionId> {
        let open_loc = self.loc();
        if !self.consume_if(TokenKind::LBrace) {
            return Err(self.wrong_token_error("expected '{' to begin a region"));
        }
        let isolated = self.ssa.op_stack.last().is_some_and(|(iso, _)| *iso);
        if isolated {
            self.ssa.scopes.push(IsolatedScope::default());
        }
        if let Some(s) = self.ssa.scopes.last_mut() {
            s.region_defs.push(Vec::new());
        }
        self.ssa.block_scopes.push(BlockScope::default());
        let result = self.parse_region_body(entry_args, open_loc);
        let blocks = self.ssa.block_scopes.pop();
        let defs = self.ssa.scopes.last_mut().and_then(|s| s.region_defs.pop());
        let region = result?;
        if let Some(scope) = self.ssa.scopes.last_mut() {
            for n in defs.unwrap_or_default() {
                scope.values.remove(n);
            }
        }
        if let Some(bs) = blocks {
            let mut undefined: Vec<(&str, Loc)> = bs
                .blocks
                .iter()
                .filter_map(|(n, (_, l))| l.map(|l| (*n, l)))
                .collect();
            undefined.sort_by_key(|(_, l)| match l {
                Loc::Src { offset, .. } => *offset,
                _ => 0,
            });
            if let Some((n, l)) = undefined.first() {
                return Err(self.error_at(*l, format!("reference to an undefined block '^{n}'")));
            }
        }
        if isolated {
            self.close_isolated_scope(Some(region))?;
        }
        Ok(region)
    }

    /// Ends an isolated-from-above scope. Names still unresolved inside it resolve against the
    /// enclosing scope, as in MLIR: the parser accepts such a use and the verifier reports the
    /// isolation violation. At the top level they are undeclared.
    fn close_isolated_scope(&mut self, region: Option<RegionId>) -> PResult<()> {
        let Some(scope) = self.ssa.scopes.pop() else {
            return Ok(());
        };
        let mut pending: Vec<_> = scope.forward.into_iter().collect();
        pending.sort_by_key(|(_, (_, l))| match l {
            Loc::Src { offset, .. } => *offset,
            _ => 0,
        });
        let (Some(region), false) = (region, self.ssa.scopes.is_empty()) else {
            return match pending.first() {
                Some((_, (_, l))) => Err(self.error_at(*l, "use of undeclared SSA value name")),
                None => Ok(()),
            };
        };
        for ((name, number), (placeholder, loc)) in pending {
            let outer = self.ssa.scopes.last().and_then(|s| {
                s.values
                    .get(name)
                    .and_then(|g| g.get(number as usize))
                    .map(|v| (v, s.def_locs.get(name).copied()))
                    .or_else(|| s.forward.get(&(name, number)).map(|&(v, l)| (v, Some(l))))
            });
            match outer {
                Some((v, prior)) => {
                    if self.ctx.value_type(v) != self.ctx.value_type(placeholder) {
                        let err = self.error_at(
                            loc,
                            format!(
                                "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                                display_name(name, number),
                                crate::printer::type_to_string(self.ctx, self.ctx.value_type(placeholder)),
                                crate::printer::type_to_string(self.ctx, self.ctx.value_type(v))
                            ),
                        );
                        return Err(match prior {
                            Some(l) => err.with_note(l, "prior use here"),
                            None => err,
                        });
                    }
                    self.replace_uses_in_region(region, placeholder, v);
                }
                None => {
                    if let Some(s) = self.ssa.scopes.last_mut() {
                        s.forward.insert((name, number), (placeholder, loc));
                    }
                }
            }
        }
        Ok(())
    }

    fn replace_uses_in_region(&mut self, region: RegionId, old: Value, new: Value) {
        let mut ops = Vec::new();
        for &b in &self.ctx.region(region).blocks {
            for &o in &self.ctx.block(b).ops {
                ops.extend(self.ctx.walk_collect(o));
            }
        }
        for o in ops {
            for v in self.ctx.op_mut(o).operands.iter_mut() {
                if *v == old {
                    *v = new;
                }
            }
        }
    }

    fn parse_region_body(
        &mut self,
        entry_args: &[(UnresolvedOperand<'a>, Type, Option<Attr>)],
        open_loc: Loc,
    ) -> PResult<RegionId> {
        let region = self.ctx.create_region();
        if self.consume_if(TokenKind::RBrace) {
            if !entry_args.is_empty() {
                let b = self.ctx.create_block(&[], open_loc);
                self.define_block_args(b, entry_args, true)?;
                self.ctx.append_block(region, b);
            }
            return Ok(region);
        }
        if self.kind() != TokenKind::CaretIdent {
            let b = self.ctx.create_block(&[], open_loc);
            self.define_block_args(b, entry_args, true)?;
            self.ctx.append_block(region, b);
            self.parse_block_ops(b)?;
        } else if !entry_args.is_empty() {
            return Err(self.error("invalid block name in region with named arguments"));
        }
        while self.kind() == TokenKind::CaretIdent {
            let b = self.parse_block_label()?;
            self.ctx.append_block(region, b);
            self.parse_block_ops(b)?;
        }
        self.parse_token(TokenKind::RBrace, "}")?;
        Ok(region)
    }

    /// Defines `b`'s arguments: a region's named entry arguments (`entry`) or a block label's.
    fn define_block_args(
        &mut self,
        b: BlockId,
        args: &[(UnresolvedOperand<'a>, Type, Option<Attr>)],
        entry: bool,
    ) -> PResult<()> {
        for &(u, ty, loc) in args {
            let name: &'a str = u.name;
            if entry {
                self.check_entry_arg_unused(name, u.loc)?;
            }
            let reuse = self.define_values(name, 1, u.loc)?;
            if let Some(Some(p)) = reuse.first() {
                self.check_forward_type(*p, ty, name, 0, u.loc)?;
            }
            let vloc = loc.map(Loc::Attr).unwrap_or(u.loc);
            let v = self
                .ctx
                .add_block_arg_reusing(b, ty, vloc, reuse.first().copied().flatten());
            self.bind_values(name, ValueGroup::One(v), u.loc)?;
        }
        Ok(())
    }

    fn parse_block_label(&mut self) -> PResult<BlockId> {
        let loc = self.loc();
        let label = self.text().get(1..).unwrap_or("");
        self.bump();
        let scope = self
            .ssa
            .block_scopes
            .last_mut()
            .ok_or_else(|| Diag::no_scope(loc))?;
        let b = match scope.blocks.get_mut(label) {
            Some((b, fwd)) => {
                if fwd.is_none() {
                    return Err(crate::diagnostic::Diagnostic::error(
                        loc,
                        format!("redefinition of block '^{label}'"),
                    ));
                }
                *fwd = None;
                *b
            }
            None => {
                let b = self.ctx.create_block(&[], loc);
                if let Some(scope) = self.ssa.block_scopes.last_mut() {
                    scope.blocks.insert(label, (b, None));
                }
                b
            }
        };
        if self.kind() == TokenKind::LParen {
            let mut args = Vec::new();
            self.parse_comma_list(
                Some((TokenKind::LParen, "(")),
                (TokenKind::RParen, ")"),
                |p| {
                    let u = p.parse_operand()?;
                    p.parse_token_or(TokenKind::Colon, "expected ':' and type for SSA operand")?;
                    let t = p.parse_type()?;
                    let l = p.parse_optional_trailing_loc()?;
                    args.push((u, t, l));
                    Ok(())
                },
            )?;
            self.define_block_args(b, &args, false)?;
        }
        self.parse_token_or(TokenKind::Colon, "expected ':' after block name")?;
        Ok(b)
    }

    fn parse_block_ops(&mut self, b: BlockId) -> PResult<()> {
        while !matches!(
            self.kind(),
            TokenKind::RBrace | TokenKind::CaretIdent | TokenKind::Eof
        ) {
            let op = self.parse_operation()?;
            self.ctx.append_op(b, op);
        }
        Ok(())
    }

    // ----- operations -----

    /// Parses one operation (with its result bindings and trailing location).
    pub fn parse_operation(&mut self) -> PResult<OpId> {
        let start_loc = self.loc();
        let mut results: Vec<(&'a str, usize, Loc)> = Vec::new();
        if self.kind() == TokenKind::PercentIdent {
            loop {
                let loc = self.loc();
                if self.kind() != TokenKind::PercentIdent {
                    return Err(self.error("expected valid ssa identifier"));
                }
                let name = self.text().get(1..).unwrap_or("");
                self.bump();
                let mut count = 1usize;
                if self.consume_if(TokenKind::Colon) {
                    if self.kind() != TokenKind::Integer {
                        return Err(self.wrong_token_error("expected integer number of results"));
                    }
                    let n = self.parse_integer()?;
                    if n < 1 || n > u32::MAX as i128 {
                        return Err(self
                            .error_at(loc, "expected named operation to have at least 1 result"));
                    }
                    count = n as usize;
                }
                results.push((name, count, loc));
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.parse_token_or(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        let name_loc = self.loc();
        let mut state = match self.kind() {
            TokenKind::String => self.parse_generic_operation()?,
            // MLIR's lexer reads `i32`, `si8`, `ui16` as integer-type tokens, never op names.
            TokenKind::BareIdent if !is_integer_type_keyword(self.text()) => {
                self.parse_custom_operation()?
            }
            // MLIR's `emitWrongTokenError`: just after the previous token.
            _ => return Err(self.wrong_token_error("expected operation name in quotes")),
        };
        if let Some(l) = self.parse_optional_trailing_loc()? {
            state.loc = Loc::Attr(l);
        }
        let _ = start_loc;
        let expected: usize = results.iter().map(|r| r.1).sum();
        if let Some(&(_, _, first_loc)) = results.first()
            && state.result_types.is_empty()
        {
            return Err(self.error_at(first_loc, "cannot name an operation with no results"));
        }
        if !results.is_empty() && expected != state.result_types.len() {
            return Err(self.error_at(
                results.first().map_or(name_loc, |r| r.2),
                format!(
                    "operation defines {} results but was provided {} to bind",
                    state.result_types.len(),
                    expected
                ),
            ));
        }
        let mut reuse = Vec::with_capacity(expected);
        for &(name, count, loc) in &results {
            let first = reuse.len();
            reuse.extend(self.define_values(name, count, loc)?);
            for i in 0..count {
                if let (Some(Some(p)), Some(&ty)) =
                    (reuse.get(first + i), state.result_types.get(first + i))
                {
                    self.check_forward_type(*p, ty, name, i, loc)?;
                }
            }
        }
        let op = self.ctx.create_op_reusing(state, &reuse);
        let mut next = 0usize;
        for (name, count, loc) in results {
            let values = &self.ctx.op(op).results;
            let group = match values.get(next..next + count) {
                Some([v]) => ValueGroup::One(*v),
                Some(vs) => ValueGroup::Many(vs.into()),
                None => ValueGroup::Many(Box::default()),
            };
            next += count;
            self.bind_values(name, group, loc)?;
        }
        Ok(op)
    }

    fn op_traits_of(&self, name: &str) -> (bool, Option<&'static str>) {
        match self.ctx.registry().op(name) {
            Some(d) => (d.has(OpTraits::ISOLATED_FROM_ABOVE), d.default_dialect),
            None => (false, None),
        }
    }

    /// MLIR converts a registered op's `<{...}>` dictionary into its typed property storage
    /// first: an attribute of the wrong class is an error there, before verification.
    fn check_property_conversion(&self, name: &str, dict: Attr, loc: Loc) -> PResult<()> {
        let Some(spec) = self.ctx.registry().op(name).and_then(|d| d.spec) else {
            return Ok(());
        };
        let crate::attributes::AttrKind::Dictionary(entries) = self.ctx.attr_kind(dict) else {
            return Ok(());
        };
        for a in spec.attrs {
            let Some(v) = crate::ir::find_named(entries, a.name) else {
                continue;
            };
            if !(a.converts)(self.ctx, v) {
                return Err(self.error_at(
                    loc,
                    format!(
                        "invalid properties {} for op {name}: Invalid attribute `{}` in property conversion: {}",
                        crate::printer::attr_to_string(self.ctx, dict),
                        a.name,
                        crate::printer::attr_to_string(self.ctx, v)
                    ),
                ));
            }
        }
        Ok(())
    }

    fn parse_generic_operation(&mut self) -> PResult<OperationState> {
        let loc = self.loc();
        let name = self.parse_string()?;
        if name.is_empty() {
            return Err(self.error_at(loc, "empty operation name is invalid"));
        }
        if self.options.reject_unregistered && self.ctx.registry().op(&name).is_none() {
            let ns = name.split('.').next().unwrap_or("");
            if !self.ctx.registry().knows_namespace(ns) {
                // MLIR reports the token after the name.
                return Err(self.error("operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"));
            }
        }
        // A registered op's name is borrowed from its definition: no allocation per op.
        let name: std::borrow::Cow<'static, str> = match self.ctx.registry().op(&name) {
            Some(def) => def.name.into(),
            None => name.into(),
        };
        let mut state = OperationState::new(name, loc);
        self.parse_token(TokenKind::LParen, "(")?;
        let operands = self.parse_operand_list()?;
        if !self.consume_if(TokenKind::RParen) {
            return Err(self.wrong_token_error("expected ')' to end operand list"));
        }
        if self.kind() == TokenKind::LSquare {
            let known_non_terminator = self
                .ctx
                .registry()
                .op(&state.name)
                .is_some_and(|d| !d.traits.contains(OpTraits::TERMINATOR));
            if known_non_terminator {
                return Err(self.error("successors in non-terminator"));
            }
            self.parse_comma_list(
                Some((TokenKind::LSquare, "[")),
                (TokenKind::RSquare, "]"),
                |p| {
                    let b = p.parse_successor()?;
                    state.successors.push(b);
                    Ok(())
                },
            )?;
        }
        if self.kind() == TokenKind::Less {
            self.bump();
            let ploc = self.loc();
            let a = self.parse_attribute()?;
            match self.ctx.attr_kind(a) {
                crate::attributes::AttrKind::Dictionary(entries) => {
                    state.properties = entries.clone();
                    self.check_property_conversion(&state.name, a, loc)?;
                }
                _ => {
                    return Err(self.error_at(ploc, "expected dictionary attribute for properties"));
                }
            }
            self.parse_token(TokenKind::Greater, ">")?;
        }
        if self.kind() == TokenKind::LParen {
            let frame = self.op_traits_of(&state.name);
            self.ssa.op_stack.push(frame);
            let r = self.parse_comma_list_or(
                Some((TokenKind::LParen, "(")),
                (TokenKind::RParen, "expected ')' to end region list"),
                |p| {
                    let r = p.parse_region(&[])?;
                    state.regions.push(r);
                    Ok(())
                },
            );
            self.ssa.op_stack.pop();
            r?;
        }
        self.parse_optional_attr_dict(&mut state.attributes)?;
        if !self.consume_if(TokenKind::Colon) {
            return Err(self.wrong_token_error("expected ':' followed by operation type"));
        }
        let tloc = self.loc();
        let fty = self.parse_type()?;
        let TypeKind::Function { inputs, results } = self.ctx.type_kind(fty).clone() else {
            return Err(self.error_at(tloc, "expected function type"));
        };
        if inputs.len() != operands.len() {
            return Err(self.error_at(
                tloc,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            ));
        }
        state.operands = self.resolve_operands(&operands, &inputs, tloc)?;
        state.result_types = results;
        // MLIR moves a registered op's inherent attributes written in `{...}` into properties,
        // after checking them against their constraints (`verifyInherentAttrs`: a parse
        // error at the op, with no `see current operation` note).
        if let Some(def) = self.ctx.registry().op(&state.name).cloned() {
            for a in def.spec.map_or(&[][..], |s| s.attrs) {
                if let Some(v) = crate::ir::find_named(&state.attributes, a.name)
                    && !(a.check)(self.ctx, v)
                {
                    let msg = format!(
                        "'{}' op attribute '{}' failed to satisfy constraint: {}",
                        state.name, a.name, a.desc
                    );
                    return Err(self.error_at(loc, msg));
                }
            }
            let moved: Vec<String> = state
                .attributes
                .iter()
                .filter(|(k, _)| def.is_inherent(k))
                .map(|(k, _)| k.clone())
                .collect();
            for name in moved {
                if let Some(a) = crate::ir::find_named(&state.attributes, &name) {
                    crate::ir::remove_named(&mut state.attributes, &name);
                    if crate::ir::find_named(&state.properties, &name).is_none() {
                        state.set_property(&name, a);
                    }
                }
            }
            if let Some(spec) = def.spec {
                crate::ods::fill_defaults(spec, self.ctx, &mut state.properties);
            }
        }
        Ok(state)
    }

    fn parse_custom_operation(&mut self) -> PResult<OperationState> {
        let loc = self.loc();
        let written = self.text();
        // MLIR's default dialect stack: only the innermost custom op's default applies.
        let default = self
            .ssa
            .default_dialects
            .last()
            .copied()
            .unwrap_or("builtin");
        let prefixed = (!written.contains('.')).then(|| format!("{default}.{written}"));
        let found = self.ctx.registry().op(written).cloned().or_else(|| {
            prefixed
                .as_deref()
                .and_then(|n| self.ctx.registry().op(n).cloned())
        });
        let Some(def) = found else {
            let dialect = if prefixed.is_some() {
                default
            } else {
                written.split('.').next().unwrap_or(written)
            };
            let tried = prefixed
                .map(|n| format!(" (tried '{n}' as well)"))
                .unwrap_or_default();
            let known = dialect == "builtin" || self.ctx.registry().dialect(dialect).is_some();
            if known {
                return Err(self.error_at(loc, format!("custom op '{written}' is unknown{tried}")));
            }
            let mut names: Vec<&str> = self
                .ctx
                .registry()
                .dialects()
                .iter()
                .map(|d| d.namespace)
                .collect();
            names.sort_unstable();
            return Err(self
                .error_at(
                    loc,
                    format!("Dialect `{dialect}' not found for custom op '{written}' {tried}"),
                )
                .with_note(
                    loc,
                    format!(
                        "Available dialects: {} ; for more info on dialect registration see \
                         https://mlir.llvm.org/getting_started/Faq/\
                         #registered-loaded-dependent-whats-up-with-dialects-management",
                        names.join(", ")
                    ),
                ));
        };
        let spec = def.spec.filter(|s| s.format.is_some());
        if def.parse.is_none() && spec.is_none() {
            return Err(self.error_at(
                loc,
                format!("custom op '{}' has no custom assembly form", def.name),
            ));
        }
        self.bump();
        let mut state = OperationState::new(def.name, loc);
        self.ssa
            .op_stack
            .push((def.has(OpTraits::ISOLATED_FROM_ABOVE), def.default_dialect));
        self.ssa
            .default_dialects
            .push(def.default_dialect.unwrap_or(""));
        let r = match (def.parse, spec) {
            (Some(parse), _) => parse(self, &mut state),
            (None, Some(spec)) => crate::ods::parse_op(spec, self, &mut state),
            (None, None) => Ok(()),
        };
        self.ssa.default_dialects.pop();
        self.ssa.op_stack.pop();
        r?;
        Ok(state)
    }

    // ----- top level -----

    pub(crate) fn parse_top_level(&mut self) -> PResult<OpId> {
        let loc = self.loc();
        self.ssa.scopes.push(IsolatedScope {
            region_defs: vec![Vec::new()],
            ..IsolatedScope::default()
        });
        self.ssa.block_scopes.push(BlockScope::default());
        let mut ops = Vec::new();
        let mut resources = crate::resources::Resources::default();
        loop {
            match self.kind() {
                TokenKind::Eof => break,
                // At the top level, `#name` and `!name` can only start alias definitions.
                TokenKind::HashIdent => self.parse_alias_def(true)?,
                TokenKind::BangIdent => self.parse_alias_def(false)?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata(&mut resources)?,
                TokenKind::Error => return Err(self.error("unexpected character")),
                _ => ops.push(self.parse_operation()?),
            }
        }
        self.ssa.block_scopes.pop();
        self.close_isolated_scope(None)?;
        self.resolve_deferred_locs(&ops)?;
        let single_module = match ops.as_slice() {
            [op] if self.ctx.op_name_of(*op) == "builtin.module" => Some(*op),
            _ => None,
        };
        if let Some(m) = single_module {
            self.ctx.set_resources(m, resources);
            return Ok(m);
        }
        let file = self.file();
        let region = self.ctx.create_region();
        let block = self.ctx.create_block(&[], loc);
        self.ctx.append_block(region, block);
        for op in ops {
            self.ctx.append_op(block, op);
        }
        // MLIR's implicit module is at `file:0:0`; a later chunk of `--split-input-file`
        // puts it where the chunk starts (right after the marker).
        let module_loc = if self.base > 0 {
            Loc::Src {
                file,
                offset: self.base,
            }
        } else {
            let name = self
                .ctx
                .sources()
                .get(file)
                .map(|f| f.name.clone())
                .unwrap_or_default();
            Loc::Attr(
                self.ctx
                    .intern_attr(AttrKind::Location(LocationKind::FileLineCol {
                        file: name,
                        line: 0,
                        col: 0,
                        end: None,
                    })),
            )
        };
        let mut st = OperationState::new("builtin.module", module_loc);
        st.regions.push(region);
        let m = self.ctx.create_op(st);
        self.ctx.set_resources(m, resources);
        Ok(m)
    }

    /// Replaces the placeholders of `loc(#alias)` uses that preceded the alias's definition
    /// in every location of `ops` (ops, block arguments, nested inside other locations).
    fn resolve_deferred_locs(&mut self, ops: &[OpId]) -> PResult<()> {
        if self.deferred_locs.is_empty() {
            return Ok(());
        }
        let mut map: HashMap<Attr, Attr> = HashMap::default();
        for &(name, placeholder, loc) in &self.deferred_locs {
            let Some(&a) = self.attr_aliases.get(name) else {
                return Err(self.error_at(loc, "operation location alias was never defined"));
            };
            if !matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) {
                return Err(self.error_at(loc, super::attrs::not_a_location(self.ctx, a)));
            }
            map.insert(placeholder, a);
        }
        let mut memo: HashMap<Attr, Attr> = HashMap::default();
        for &root in ops {
            for op in self.ctx.walk_collect(root) {
                if let Loc::Attr(a) = self.ctx.op(op).loc {
                    let r = resolve_loc(self.ctx, a, &map, &mut memo);
                    self.ctx.op_mut(op).loc = Loc::Attr(r);
                }
                let regions = self.ctx.op(op).regions().to_vec();
                for region in regions {
                    for b in self.ctx.region(region).blocks.clone() {
                        for i in 0..self.ctx.block(b).args.len() {
                            if let Some(Loc::Attr(a)) = self.ctx.block(b).arg_loc(i) {
                                let r = resolve_loc(self.ctx, a, &map, &mut memo);
                                self.ctx.block_mut(b).set_arg_loc(i, Loc::Attr(r));
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn parse_alias_def(&mut self, is_attr: bool) -> PResult<()> {
        let loc = self.loc();
        let name = self.text().get(1..).unwrap_or("");
        let (what, kind) = if is_attr {
            ("attribute", "attribute alias definition")
        } else {
            ("type", "type alias definition")
        };
        if name.contains('.') {
            return Err(self.error_at(
                loc,
                format!("{what} names with a '.' are reserved for dialect-defined names"),
            ));
        }
        self.bump();
        self.parse_token_or(TokenKind::Equal, &format!("expected '=' in {kind}"))?;
        if is_attr {
            if self.attr_aliases.contains_key(name) {
                return Err(
                    self.error_at(loc, format!("redefinition of attribute alias id '{name}'"))
                );
            }
            let a = self.parse_attribute()?;
            self.attr_aliases.insert(name, a);
        } else {
            if self.type_aliases.contains_key(name) {
                return Err(self.error_at(loc, format!("redefinition of type alias id '{name}'")));
            }
            let t = self.parse_type()?;
            self.type_aliases.insert(name, t);
        }
        Ok(())
    }

    /// The innermost op whose syntax is being parsed (isolated flag, default dialect).
    pub fn current_op_frame(&self) -> Option<(bool, Option<&'static str>)> {
        self.ssa.op_stack.last().copied()
    }
}

fn display_name(name: &str, number: u32) -> String {
    if number == 0 {
        name.to_string()
    } else {
        format!("{name}#{number}")
    }
}

struct Diag;
impl Diag {
    fn no_scope(loc: Loc) -> crate::diagnostic::Diagnostic {
        crate::diagnostic::Diagnostic::error(loc, "internal error: no SSA scope")
    }
}

/// Location `a` with every deferred placeholder of `map` replaced (iteratively: location
/// nesting is bounded by the parser, but the rebuild must not recurse per level either).
fn resolve_loc(
    ctx: &mut Context,
    a: Attr,
    map: &HashMap<Attr, Attr>,
    memo: &mut HashMap<Attr, Attr>,
) -> Attr {
    // Post-order over the location tree with an explicit stack.
    let mut stack = vec![(a, false)];
    while let Some((x, expanded)) = stack.pop() {
        if memo.contains_key(&x) {
            continue;
        }
        if let Some(&r) = map.get(&x) {
            memo.insert(x, r);
            continue;
        }
        let AttrKind::Location(kind) = ctx.attr_kind(x).clone() else {
            memo.insert(x, x);
            continue;
        };
        let children: Vec<Attr> = match &kind {
            LocationKind::Name { child, .. } => child.iter().copied().collect(),
            LocationKind::CallSite { callee, caller } => vec![*callee, *caller],
            LocationKind::Fused { locs, .. } => locs.clone(),
            _ => Vec::new(),
        };
        if !expanded && !children.is_empty() {
            stack.push((x, true));
            stack.extend(children.into_iter().map(|c| (c, false)));
            continue;
        }
        let get = |c: Attr| memo.get(&c).copied().unwrap_or(c);
        let rebuilt = match kind {
            LocationKind::Name { name, child } => LocationKind::Name {
                name,
                child: child.map(get),
            },
            LocationKind::CallSite { callee, caller } => LocationKind::CallSite {
                callee: get(callee),
                caller: get(caller),
            },
            LocationKind::Fused { locs, metadata } => {
                let locs = locs.into_iter().map(get).collect();
                let r = crate::location::fused_location(ctx, locs, metadata);
                memo.insert(x, r);
                continue;
            }
            other => other,
        };
        let r = ctx.intern_attr(AttrKind::Location(rebuilt));
        memo.insert(x, r);
    }
    memo.get(&a).copied().unwrap_or(a)
}
