//! The `embedding` ops, declared with [`declare_op!`]. Verifiers beyond the spec are in
//! [`super::verify`].
//!
//! ```mlir
//! %act = embedding.lookup sum %ids, %table {limits = #embedding.limits<...>}
//!     : tensor<16x1000xf32, #COO>, tensor<1000x8xf32> -> tensor<16x8xf32>
//! %pos, %crd, %gains = embedding.partition_ids %ids partition 1 of 4 {limits = #embedding.limits<...>}
//!     : tensor<16x1024xf32, #COO> -> tensor<2xindex>, tensor<256x2xindex>, tensor<256xf32>
//! %s = embedding.stack_ids %a, %b {col_offsets = array<i64: 0, 128>, num_slices = 4 : i64}
//!     : tensor<8x100xf32, #COO>, tensor<8x50xf32, #COO> -> tensor<16x160xf32, #COO>
//! ```

use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::{
    ANY_RANKED_TENSOR, DataAttr, DataAttrValue, DenseI64ArrayAttr, I64Attr, UnitAttr,
};
use tile_ir::ods::{AttrConstraint, CustomDirective, custom_error};

use super::attr::{Combiner, LimitsAttr, Quantization};
use super::verify;

tile_ir::type_constraint! {
    /// `2-D sparse tensor in AoS COO format`: an id batch.
    pub COO_IDS = verify::COO_IDS, |ctx, t| verify::coo_ids(ctx, t).is_some(),
        class = ANY_RANKED_TENSOR.class;
    /// A dense 2-D float tensor: a table or activations.
    pub DENSE_2D = verify::DENSE_2D, |ctx, t| verify::dense_2d(ctx, t).is_some(),
        class = ANY_RANKED_TENSOR.class;
}

impl DataAttrValue for Combiner {
    const DESC: &'static str = "#embedding.combiner attribute";
}
impl DataAttrValue for LimitsAttr {
    const DESC: &'static str = "#embedding.limits attribute";
}
impl DataAttrValue for Quantization {
    const DESC: &'static str = "#embedding.quantization attribute";
}

/// `#embedding.combiner<...>`, written as its bare keyword in custom syntax.
pub type CombinerAttr = DataAttr<Combiner>;

/// `custom<Combiner>($combiner)`: the combiner's bare keyword.
const COMBINER: CustomDirective = CustomDirective {
    name: "Combiner",
    parse: |p, fs, args| {
        let c = Combiner::parse(p, |_, loc, msg| custom_error(loc, fs.op_name, msg))?;
        let a = CombinerAttr::make(p.ctx, c);
        fs.set_attr(args.first(), a);
        Ok(())
    },
    print: |p, view| {
        let ctx = p.ctx();
        let c = view.attr(ctx, 0).and_then(|a| CombinerAttr::get(ctx, a));
        p.write(c.map_or("<<invalid combiner>>", Combiner::keyword));
    },
};

declare_op! {
    /// `embedding.lookup sum %ids, %table {limits = ...} : ... -> tensor<16x8xf32>`
    pub struct LookupOp = "embedding.lookup", "Looks up and combines the table rows of a batch of ids (a sparse x dense matmul)";
    operands { ids: one COO_IDS, table: one DENSE_2D }
    results { result: one DENSE_2D }
    attrs {
        allow_id_dropping: optional UnitAttr,
        combiner: required CombinerAttr,
        limits: required DataAttr<LimitsAttr>,
        quantization: optional DataAttr<Quantization>
    }
    traits [PURE];
    format "custom<Combiner>($combiner) $ids `,` $table attr-dict `:` type($ids) `,` type($table) `->` type($result)";
    custom [COMBINER];
    verify verify::lookup;
}

declare_op! {
    /// `%pos, %crd, %gains = embedding.partition_ids %ids partition 1 of 4 {limits = ...} : ...`
    pub struct PartitionIdsOp = "embedding.partition_ids", "Host preprocessing: the ids of one partition (id mod N) in static COO buffers";
    operands { ids: one COO_IDS }
    results { pos: one ANY_RANKED_TENSOR, crd: one ANY_RANKED_TENSOR, gains: one ANY_RANKED_TENSOR }
    attrs {
        allow_id_dropping: optional UnitAttr,
        limits: required DataAttr<LimitsAttr>,
        num_partitions: required I64Attr,
        partition: required I64Attr
    }
    format "$ids `partition` $partition `of` $num_partitions attr-dict `:` type($ids) `->` type($pos) `,` type($crd) `,` type($gains)";
    verify verify::partition_ids;
    asm_names tile_ir::ods::named_results;
}

declare_op! {
    /// `embedding.stack_ids %a, %b {col_offsets = array<i64: 0, 128>, num_slices = 4 : i64} : ...`
    pub struct StackIdsOp = "embedding.stack_ids", "Host preprocessing: stacks the id batches of several features into one";
    operands { inputs: many COO_IDS }
    results { result: one COO_IDS }
    attrs { col_offsets: required DenseI64ArrayAttr, num_slices: required I64Attr }
    traits [PURE];
    format "$inputs attr-dict `:` type($inputs) `->` type($result)";
    verify verify::stack_ids;
}

/// The ops.
pub const OPS: &[fn() -> OpDef] = &[LookupOp::def, PartitionIdsOp::def, StackIdsOp::def];
