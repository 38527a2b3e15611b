//! Typed views and builders: what [`declare_op!`](crate::declare_op) generates for each op,
//! and the helpers its expansion calls.

use super::spec::OpSpec;
use crate::context::Context;
use crate::dialect::OpDef;
use crate::ir::{OpId, OperationState, Value};

/// The MLIR name of a declared identifier: a raw identifier (`r#type`) without its `r#`.
pub const fn ident_name(s: &'static str) -> &'static str {
    match s.as_bytes() {
        [b'r', b'#', ..] => s.split_at(2).1,
        _ => s,
    }
}

/// The registration record of a declared op: parse, print and structural checks come from
/// its spec, and [`declare_op!`](crate::declare_op)'s hook clauses (`verify`, `fold`,
/// `canonicalize`, ...) add its hooks.
pub fn op_def(spec: &'static OpSpec) -> OpDef {
    OpDef {
        spec: Some(spec),
        ..OpDef::new(spec.name, spec.summary, spec.traits)
    }
}

/// The one value of a single-valued group (a view exists only for ops that fit their spec,
/// so the group is never empty unless the op was changed into an invalid one).
pub fn single(group: &[Value], op: &str) -> Value {
    match group.first() {
        Some(&v) => v,
        None => panic!("typed view of '{op}' used on an op that no longer fits its spec"),
    }
}

/// The value of a required attribute (present in any op a view was made for).
pub fn required<T>(v: Option<T>, op: &str, name: &str) -> T {
    match v {
        Some(v) => v,
        None => panic!("typed view of '{op}': required attribute '{name}' was removed"),
    }
}

/// Region `name` of `op` (present in any op a view was made for).
pub fn region_named(spec: &OpSpec, ctx: &Context, op: OpId, name: &str) -> crate::RegionId {
    let r = spec
        .regions
        .iter()
        .position(|r| r.name == name)
        .and_then(|i| ctx.op(op).regions().get(i).copied());
    match r {
        Some(r) => r,
        None => panic!(
            "typed view of '{}' used on an op that no longer fits its spec",
            spec.name
        ),
    }
}

/// Region group `name` of `op` (a trailing variadic group holds every region from its index).
pub fn region_group_named<'c>(
    spec: &OpSpec,
    ctx: &'c Context,
    op: OpId,
    name: &str,
) -> &'c [crate::RegionId] {
    match spec.regions.iter().position(|r| r.name == name) {
        Some(i) => regions_of(spec, ctx, op, i),
        None => &[],
    }
}

/// The regions of group `i` of `op`: one, or all from `i` for a variadic group.
pub fn regions_of<'c>(
    spec: &OpSpec,
    ctx: &'c Context,
    op: OpId,
    i: usize,
) -> &'c [crate::RegionId] {
    let all = &ctx.op(op).regions();
    let n = if spec.regions.get(i).is_some_and(|r| r.variadic) {
        all.len().saturating_sub(i)
    } else {
        1
    };
    all.get(i..i + n).unwrap_or(&[])
}

/// Operand group `name` of `op`.
pub fn operand_group_named<'c>(
    spec: &OpSpec,
    ctx: &'c Context,
    op: OpId,
    name: &str,
) -> &'c [Value] {
    match spec.operand_index(name) {
        Some(i) => super::operand_group(spec, ctx, op, i),
        None => &[],
    }
}

/// Result group `name` of `op`.
pub fn result_group_named<'c>(
    spec: &OpSpec,
    ctx: &'c Context,
    op: OpId,
    name: &str,
) -> &'c [Value] {
    match spec.result_index(name) {
        Some(i) => super::result_group(spec, ctx, op, i),
        None => &[],
    }
}

/// Each result of `op` named after its group (`%outBuffer, %newSize`; a variadic group's
/// results share its name, printed `%ret_levels:2`): MLIR's `getAsmResultNames` for ops
/// that name their results so; no names for an op that does not fit its spec.
pub fn result_group_names(spec: &OpSpec, ctx: &Context, op: OpId) -> Vec<(usize, String)> {
    let sizes = spec.result_group_sizes(ctx, op).unwrap_or_default();
    let names = spec.results.iter().zip(sizes);
    let each = names.flat_map(|(g, n)| std::iter::repeat_n(g.name.to_string(), n));
    each.enumerate().collect()
}

/// [`result_group_names`] as a declared op's `asm_names` hook (its spec found through its
/// registration).
pub fn named_results(ctx: &Context, op: OpId) -> Vec<(usize, String)> {
    match ctx.op_def(op).and_then(|d| d.spec) {
        Some(spec) => result_group_names(spec, ctx, op),
        None => Vec::new(),
    }
}

/// Completes a builder's state: segment sizes, stored defaults, one empty region per
/// declared region.
pub fn finish_build(spec: &OpSpec, ctx: &mut Context, st: &mut OperationState, sizes: &[usize]) {
    if spec.has_operand_segments() {
        let a = super::segment_attr(ctx, sizes);
        st.set_property(super::OPERAND_SEGMENT_SIZES, a);
    }
    super::fill_defaults(spec, ctx, &mut st.properties);
    for _ in spec.regions.iter().filter(|r| !r.variadic) {
        let r = ctx.create_region();
        st.regions.push(r);
    }
}

/// Declares several ops of one shape (a family such as arith's float binary ops): the
/// body in braces is each op's [`declare_op!`](crate::declare_op) spec after its name line.
///
/// A leading `pub const NAME;` also declares `NAME`, the family's `def` functions in table
/// order, for registering them with `r.add_ops(NAME)`.
///
/// ```text
/// declare_ops! {
///     pub const LOGIC;
///     { operands { lhs: one ANY_TYPE, rhs: one ANY_TYPE } results { result: one ANY_TYPE } traits [PURE]; }
///     /// `arith.andi %a, %b : i1`
///     AndIOp = "arith.andi", "integer binary and";
///     /// `arith.ori %a, %b : i1`
///     OrIOp = "arith.ori", "integer binary or", verify verify_ori;   // a hook of its own
///     XOrIOp = "arith.xori", "integer binary xor", canonicalize [not_of_cmpi];
/// }
/// ```
///
/// A hook clause in the shared body gives every op of the family that hook; an op's own
/// hooks (`, example e`, `, verify f`, `, asm_names f`, `, fold f`, `, canonicalize [a, b]`,
/// in that order) are its alone and win over the family's.
#[macro_export]
macro_rules! declare_ops {
    (@one { $($spec:tt)* } $(#[$m:meta])* $name:ident = $op:literal, $summary:literal
     $(, example $e:expr)? $(, verify $v:path)? $(, asm_names $a:path)? $(, fold $f:path)? $(, canonicalize [$($c:path),*])?) => {
        $crate::declare_op! {
            $(#[$m])*
            pub struct $name = $op, $summary;
            $($spec)*
            @op_hooks [$(example $e;)? $(verify $v;)? $(asm_names $a;)? $(fold $f;)? $(canonicalize [$($c),*];)?]
        }
    };
    ($vis:vis const $family:tt; $spec:tt
     $($(#[$m:meta])* $name:ident = $op:literal, $summary:literal
       $(, example $e:expr)? $(, verify $v:path)? $(, asm_names $a:path)? $(, fold $f:path)? $(, canonicalize [$($c:path),*])?;)*) => {
        $($crate::declare_ops!(@one $spec $(#[$m])* $name = $op, $summary
            $(, example $e)? $(, verify $v)? $(, asm_names $a)? $(, fold $f)? $(, canonicalize [$($c),*])?);)*
        /// The registration records of the family, in table order.
        $vis const $family: &[fn() -> $crate::dialect::OpDef] = &[$($name::def),*];
    };
    ($spec:tt $($entries:tt)*) => {
        $crate::declare_ops!(const _; $spec $($entries)*);
    };
}

/// Declares an op: its [`OpSpec`], a typed view with accessors and a builder.
///
/// ```text
/// declare_op! {
///     /// doc
///     pub struct LoadOp = "memref.load", "Load an element from a memref";
///     operands { memref: one ANY_MEMREF, indices: many INDEX }   // one | optional | many
///     results { result: one ANY_TYPE }
///     attrs { nontemporal: optional_default BoolAttr = false => set_nontemporal }  // required | optional | default | optional_default; `=> setter` optional
///     regions { body: sized implicit "scf.yield" }                // sized | any; implicit terminator
///     successors { dest: one (destOperands) }                     // one | many; (operands it forwards [in segments])
///     traits [PURE];
///     parents ["scf.while"];                                    // HasParent / ParentOneOf
///     relations [element_type_of("memref", "result", "...")];
///     infer infer_fn;
///     format "$memref `[` $indices `]` attr-dict `:` type($memref)";
///     custom [CustomDirective { .. }];
///     result_names ["sin", "cos"];                               // the printer's `%sin, %cos`
///     example include_str!("examples/load.mlir");                 // a module the docs show
///     syntax parse_load, print_load;                              // hand-written syntax (no format)
///     default_dialect "func";                                     // prefix elided in its regions
///     verify verify_load;                                         // fn(&Context, OpId, LoadOp) -> Result<(), Diagnostic>
///     verify_regions verify_body;                                 // a VerifyFn run after the ops inside
///     has_effects reads_buffers;                                  // effects of its own beyond traits
///     asm_names load_names;                                       // an AsmNamesFn (getAsmResultNames)
///     fold fold_load;                                             // MLIR's hasFolder: a FoldFn
///     canonicalize [a, b];                                        // CanonicalizeFns, tried in order
/// }
/// ```
#[macro_export]
macro_rules! declare_op {
    (
        $(#[$meta:meta])*
        $vis:vis struct $Name:ident = $opname:literal, $summary:literal;
        $(operands { $($on:ident : $ok:ident $oc:path),* $(,)? })?
        $(results { $($rn:ident : $rk:ident $rc:path),* $(,)? })?
        $(attrs { $($an:ident : $ak:ident $ac:ty $(= $ad:expr)? $(=> $aset:ident)?),* $(,)? })?
        $(regions { $($gn:ident : $gk:ident $(implicit $gt:literal)?),* $(,)? })?
        $(successors { $($sn:ident : $sk:ident $(($sfwd:ident $(in $sseg:ident)?))?),* $(,)? })?
        $(traits [$($tr:ident),* $(,)?];)?
        $(parents [$($parent:literal),* $(,)?];)?
        $(relations [ $($rel:expr),* $(,)? ];)?
        $(infer $infer:expr;)?
        $(format $fmt:literal;)?
        $(custom [ $($cust:expr),* $(,)? ];)?
        $(result_names [ $($resname:literal),* $(,)? ];)?
        $(example $example:expr;)?
        $(syntax $parse:path, $print:path;)?
        $(default_dialect $dialect:literal;)?
        $(verify $verify:path;)?
        $(verify_regions $verify_regions:path;)?
        $(has_effects $has_effects:path;)?
        $(asm_names $asm_names:path;)?
        $(fold $fold:path;)?
        $(canonicalize [ $($canon:path),* $(,)? ];)?
        $(@op_hooks [ $($own:tt)* ])?
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        $vis struct $Name(pub $crate::OpId);

        #[allow(dead_code, non_snake_case, clippy::too_many_arguments, clippy::unused_unit, clippy::vec_init_then_push)]
        impl $Name {
            /// The op's declaration.
            pub fn spec() -> &'static $crate::ods::OpSpec {
                static SPEC: $crate::ods::OpSpec = $crate::ods::OpSpec {
                    name: $opname,
                    summary: $summary,
                    operands: &[$($($crate::ods::ValueSpec {
                        name: $crate::ods::ident_name(stringify!($on)),
                        arity: $crate::declare_op!(@arity $ok),
                        ty: &$oc,
                    }),*)?],
                    results: &[$($($crate::ods::ValueSpec {
                        name: $crate::ods::ident_name(stringify!($rn)),
                        arity: $crate::declare_op!(@arity $rk),
                        ty: &$rc,
                    }),*)?],
                    attrs: &[$($($crate::ods::AttrSpec {
                        name: $crate::ods::ident_name(stringify!($an)),
                        desc: <$ac as $crate::ods::AttrConstraint>::DESC,
                        check: <$ac as $crate::ods::AttrConstraint>::check,
                        class: <$ac as $crate::ods::AttrConstraint>::storage_class,
                        converts: <$ac as $crate::ods::AttrConstraint>::converts,
                        presence: $crate::declare_op!(@presence $ak),
                        default: $crate::declare_op!(@default $ac $(, $ad)?),
                        is_default: $crate::declare_op!(@is_default $ac $(, $ad)?),
                        syntax: <$ac as $crate::ods::AttrConstraint>::SYNTAX,
                    }),*)?],
                    regions: &[$($($crate::ods::RegionSpec {
                        name: stringify!($gn),
                        single_block: $crate::declare_op!(@sized $gk),
                        variadic: $crate::declare_op!(@variadic $gk),
                        terminator: $crate::declare_op!(@option $($gt)?),
                    }),*)?],
                    successors: &[$($($crate::ods::ValueSpec {
                        name: stringify!($sn),
                        arity: $crate::declare_op!(@arity $sk),
                        ty: &$crate::ods::constraints::ANY_TYPE,
                    }),*)?],
                    successor_operands: &[$($($crate::ods::SuccessorOperands {
                        group: $crate::declare_op!(@name_or_empty $($sfwd)?),
                        segments: $crate::declare_op!(@name_or_empty $($($sseg)?)?),
                    }),*)?],
                    traits: $crate::dialect::OpTraits(0 $($(| $crate::dialect::OpTraits::$tr.0)*)?),
                    parents: &[$($($parent),*)?],
                    relations: &[$($($rel),*)?],
                    infer: $crate::declare_op!(@option $($infer)?),
                    format: $crate::declare_op!(@option $($fmt)?),
                    custom: &[$($($cust),*)?],
                    result_names: &[$($($resname),*)?],
                    compiled: ::std::sync::OnceLock::new(),
                };
                &SPEC
            }

            /// The registration record (add other hooks with struct update).
            pub fn def() -> $crate::dialect::OpDef {
                $crate::declare_op!(@hooks $crate::ods::op_def(Self::spec());
                    $(example $example;)? $(syntax $parse, $print;)?
                    $(default_dialect $dialect;)? $(verify $verify;)?
                    $(verify_regions $verify_regions;)? $(has_effects $has_effects;)?
                    $(asm_names $asm_names;)? $(fold $fold;)?
                    $(canonicalize [$($canon),*];)? $($($own)*)?)
            }

            /// A view of `op` when it is this op and fits its declaration.
            pub fn cast(ctx: &$crate::Context, op: $crate::OpId) -> Option<Self> {
                Self::spec().matches(ctx, op).then_some(Self(op))
            }

            /// A view of the op defining `v` when it is this op (MLIR's
            /// `getDefiningOp<Op>()`).
            pub fn defining(ctx: &$crate::Context, v: $crate::Value) -> Option<Self> {
                ctx.defining_op(v).and_then(|d| Self::cast(ctx, d))
            }

            /// The viewed op.
            pub fn op(self) -> $crate::OpId {
                self.0
            }

            $($(
                #[doc = concat!("Operand group `", stringify!($on), "`.")]
                pub fn $on(self, ctx: &$crate::Context) -> $crate::declare_op!(@value_ret $ok) {
                    let g = $crate::ods::operand_group_named(Self::spec(), ctx, self.0, $crate::ods::ident_name(stringify!($on)));
                    $crate::declare_op!(@value_get $ok g $opname)
                }
            )*)?

            $($(
                #[doc = concat!("Result group `", stringify!($rn), "`.")]
                pub fn $rn(self, ctx: &$crate::Context) -> $crate::declare_op!(@value_ret $rk) {
                    let g = $crate::ods::result_group_named(Self::spec(), ctx, self.0, $crate::ods::ident_name(stringify!($rn)));
                    $crate::declare_op!(@value_get $rk g $opname)
                }
            )*)?

            $($(
                #[doc = concat!("Region `", stringify!($gn), "`.")]
                pub fn $gn(self, ctx: &$crate::Context) -> $crate::declare_op!(@region_ret $gk) {
                    $crate::declare_op!(@region_get $gk Self::spec(), ctx, self.0, $crate::ods::ident_name(stringify!($gn)))
                }
            )*)?

            $($(
                #[doc = concat!("Attribute `", stringify!($an), "`.")]
                pub fn $an(self, ctx: &$crate::Context) -> $crate::declare_op!(@attr_ret $ak $ac) {
                    let v = ctx
                        .op_attr(self.0, $crate::ods::ident_name(stringify!($an)))
                        .and_then(|a| <$ac as $crate::ods::AttrConstraint>::get(ctx, a));
                    $crate::declare_op!(@attr_get $ak v $opname $an $(, $ad)?)
                }
                $(
                    #[doc = concat!("Sets attribute `", stringify!($an), "`.")]
                    pub fn $aset(
                        self,
                        ctx: &mut $crate::Context,
                        v: <$ac as $crate::ods::AttrConstraint>::Value,
                    ) {
                        let a = <$ac as $crate::ods::AttrConstraint>::make(ctx, v);
                        ctx.set_op_property(self.0, $crate::ods::ident_name(stringify!($an)), a);
                    }
                )?
            )*)?

            /// Creates the op at the builder's insertion point: result types, then operand
            /// groups, then attributes (`None` leaves an optional one absent or its default).
            pub fn build(
                b: &mut $crate::builder::OpBuilder,
                ctx: &mut $crate::Context,
                loc: $crate::Loc,
                $($($rn: $crate::declare_op!(@type_param $rk),)*)?
                $($($on: $crate::declare_op!(@value_param $ok),)*)?
                $($($an: $crate::declare_op!(@attr_param $ak $ac),)*)?
                $($($sn: $crate::declare_op!(@succ_param $sk),)*)?
            ) -> Self {
                let mut st = $crate::OperationState::new($opname, loc);
                #[allow(unused_mut)]
                let mut sizes: Vec<usize> = Vec::new();
                $($($crate::declare_op!(@push_types $rk st $rn);)*)?
                $($($crate::declare_op!(@push_values $ok st sizes $on);)*)?
                $($($crate::declare_op!(@set_attr $ak [$ac] st ctx $an);)*)?
                $($($crate::declare_op!(@push_succ $sk st $sn);)*)?
                $crate::ods::finish_build(Self::spec(), ctx, &mut st, &sizes);
                Self(b.insert(ctx, st))
            }
        }
    };

    // The registration record `$def` with each hook clause set, later ones winning (a family
    // op's own hooks follow its family's).
    (@hooks $def:expr;) => { $def };
    (@hooks $def:expr; example $e:expr; $($rest:tt)*) => {
        $crate::declare_op!(@hooks $crate::dialect::OpDef { example: $e, ..$def }; $($rest)*)
    };
    (@hooks $def:expr; verify $v:path; $($rest:tt)*) => {
        $crate::declare_op!(@hooks $crate::dialect::OpDef {
            // The hook sees only ops that fit the spec, through this view.
            verify: Some(|ctx, op| match Self::cast(ctx, op) {
                Some(view) => $v(ctx, op, view),
                None => Ok(()),
            }),
            ..$def
        }; $($rest)*)
    };
    (@hooks $def:expr; syntax $parse:path, $print:path; $($rest:tt)*) => {
        $crate::declare_op!(@hooks $crate::dialect::OpDef {
            parse: Some($parse),
            print: Some($print),
            ..$def
        }; $($rest)*)
    };
    (@hooks $def:expr; default_dialect $d:literal; $($rest:tt)*) => {
        $crate::declare_op!(@hooks $crate::dialect::OpDef { default_dialect: Some($d), ..$def }; $($rest)*)
    };
    (@hooks $def:expr; verify_regions $f:path; $($rest:tt)*) => {
        $crate::declare_op!(@hooks $crate::dialect::OpDef { verify_regions: Some($f), ..$def }; $($rest)*)
    };
    (@hooks $def:expr; has_effects $f:path; $($rest:tt)*) => {
        $crate::declare_op!(@hooks $crate::dialect::OpDef { has_effects: Some($f), ..$def }; $($rest)*)
    };
    (@hooks $def:expr; asm_names $f:path; $($rest:tt)*) => {
        $crate::declare_op!(@hooks $crate::dialect::OpDef { asm_names: Some($f), ..$def }; $($rest)*)
    };
    (@hooks $def:expr; fold $f:path; $($rest:tt)*) => {
        $crate::declare_op!(@hooks $crate::dialect::OpDef { fold: Some($f), ..$def }; $($rest)*)
    };
    (@hooks $def:expr; canonicalize [$($c:path),*]; $($rest:tt)*) => {
        $crate::declare_op!(@hooks $crate::dialect::OpDef { canonicalize: &[$($c),*], ..$def }; $($rest)*)
    };

    (@name_or_empty) => { "" };
    (@name_or_empty $n:ident) => { stringify!($n) };
    (@arity one) => { $crate::ods::Arity::One };
    (@arity optional) => { $crate::ods::Arity::Optional };
    (@arity many) => { $crate::ods::Arity::Variadic };
    (@presence required) => { $crate::ods::AttrPresence::Required };
    (@presence optional) => { $crate::ods::AttrPresence::Optional };
    (@presence default) => { $crate::ods::AttrPresence::Default };
    (@presence optional_default) => { $crate::ods::AttrPresence::OptionalDefault };
    (@sized sized) => { true };
    (@sized any) => { false };
    (@sized many_sized) => { true };
    (@variadic many_sized) => { true };
    (@region_ret many_sized) => { &[$crate::RegionId] };
    (@region_ret $other:ident) => { $crate::RegionId };
    (@region_get many_sized $($a:expr),*) => { $crate::ods::region_group_named($($a),*) };
    (@region_get $other:ident $($a:expr),*) => { $crate::ods::region_named($($a),*) };
    (@variadic $other:ident) => { false };
    (@option $e:expr) => { Some($e) };
    (@option) => { None };
    (@default $ac:ty) => { None };
    (@default $ac:ty, $ad:expr) => {
        Some(|ctx: &mut $crate::Context| <$ac as $crate::ods::AttrConstraint>::make(ctx, $ad))
    };
    (@is_default $ac:ty) => { None };
    (@is_default $ac:ty, $ad:expr) => {
        Some(|ctx: &$crate::Context, a: $crate::Attr| {
            <$ac as $crate::ods::AttrConstraint>::get(ctx, a).is_some_and(|v| v == $ad)
        })
    };

    (@value_ret one) => { $crate::Value };
    (@value_ret optional) => { Option<$crate::Value> };
    (@value_ret many) => { &[$crate::Value] };
    (@value_get one $g:ident $opname:literal) => { $crate::ods::single($g, $opname) };
    (@value_get optional $g:ident $opname:literal) => { $g.first().copied() };
    (@value_get many $g:ident $opname:literal) => { $g };

    (@attr_ret required $ac:ty) => { <$ac as $crate::ods::AttrConstraint>::Value };
    (@attr_ret optional $ac:ty) => { Option<<$ac as $crate::ods::AttrConstraint>::Value> };
    (@attr_ret default $ac:ty) => { <$ac as $crate::ods::AttrConstraint>::Value };
    (@attr_ret optional_default $ac:ty) => { <$ac as $crate::ods::AttrConstraint>::Value };
    (@attr_get required $v:ident $opname:literal $an:ident) => {
        $crate::ods::required($v, $opname, $crate::ods::ident_name(stringify!($an)))
    };
    (@attr_get optional $v:ident $opname:literal $an:ident) => { $v };
    (@attr_get default $v:ident $opname:literal $an:ident, $ad:expr) => { $v.unwrap_or($ad) };
    (@attr_get optional_default $v:ident $opname:literal $an:ident, $ad:expr) => { $v.unwrap_or($ad) };

    (@type_param one) => { $crate::Type };
    (@type_param optional) => { Option<$crate::Type> };
    (@type_param many) => { &[$crate::Type] };
    (@value_param one) => { $crate::Value };
    (@value_param optional) => { Option<$crate::Value> };
    (@value_param many) => { &[$crate::Value] };
    (@attr_param required $ac:ty) => { <$ac as $crate::ods::AttrConstraint>::Value };
    (@attr_param $k:ident $ac:ty) => { Option<<$ac as $crate::ods::AttrConstraint>::Value> };
    (@succ_param one) => { $crate::BlockId };
    (@succ_param many) => { &[$crate::BlockId] };

    (@push_types one $st:ident $x:ident) => { $st.result_types.push($x); };
    (@push_types optional $st:ident $x:ident) => { $st.result_types.extend($x); };
    (@push_types many $st:ident $x:ident) => { $st.result_types.extend_from_slice($x); };
    (@push_values one $st:ident $sizes:ident $x:ident) => { $st.operands.push($x); $sizes.push(1); };
    (@push_values optional $st:ident $sizes:ident $x:ident) => {
        $sizes.push(usize::from($x.is_some())); $st.operands.extend($x);
    };
    (@push_values many $st:ident $sizes:ident $x:ident) => {
        $sizes.push($x.len()); $st.operands.extend_from_slice($x);
    };
    (@set_attr required [$ac:ty] $st:ident $ctx:ident $an:ident) => {
        let a = <$ac as $crate::ods::AttrConstraint>::make($ctx, $an);
        $st.set_property($crate::ods::ident_name(stringify!($an)), a);
    };
    (@set_attr $k:ident [$ac:ty] $st:ident $ctx:ident $an:ident) => {
        if let Some(v) = $an {
            let a = <$ac as $crate::ods::AttrConstraint>::make($ctx, v);
            $st.set_property($crate::ods::ident_name(stringify!($an)), a);
        }
    };
    (@push_succ one $st:ident $x:ident) => { $st.successors.push($x); };
    (@push_succ many $st:ident $x:ident) => { $st.successors.extend_from_slice($x); };
}
