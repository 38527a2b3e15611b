//! Attributes and types defined by dialects: typed data behind a trait object, so the
//! sparse encoding or the tiled layout is a real Rust struct that passes can downcast to.

use crate::context::Context;
use std::any::Any;
use std::fmt::Debug;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// The payload of a dialect attribute or type.
pub trait DialectData: Any + Debug + Send + Sync {
    /// The full text after the `#`/`!` sigil, e.g. `sparse_tensor.encoding<{ ... }>`.
    fn print(&self, ctx: &Context, out: &mut String);
    /// Equality with another payload (false when the concrete types differ).
    fn dyn_eq(&self, other: &dyn DialectData) -> bool;
    /// A hash consistent with [`DialectData::dyn_eq`].
    fn dyn_hash(&self) -> u64;
    /// For downcasting to the concrete payload.
    fn as_any(&self) -> &dyn Any;
    /// Attributes held inside the payload (a type's `#encoding`), which the printer may
    /// replace by their aliases; [`DialectData::print_parts`] receives their texts.
    fn nested_attrs(&self) -> Vec<crate::attributes::Attr> {
        Vec::new()
    }
    /// Prints like [`DialectData::print`], with `nested[i]` the printed text (alias or full)
    /// of `nested_attrs()[i]`.
    fn print_parts(&self, ctx: &Context, out: &mut String, nested: &[String]) {
        let _ = nested;
        self.print(ctx, out);
    }
    /// The alias stem the printer uses (`sparse` gives `#sparse`, `#sparse1`, ...), if any.
    fn alias_stem(&self) -> Option<&'static str> {
        None
    }
    /// Checks this payload as the encoding of `tensor<shape x element, encoding>` (MLIR's
    /// `VerifiableTensorEncoding::verifyEncoding`); `Err` holds MLIR's message.
    fn verify_tensor_encoding(
        &self,
        _ctx: &Context,
        _shape: &[i64],
        _element: crate::types::Type,
    ) -> Result<(), String> {
        Ok(())
    }
}

/// Implements `dyn_eq`, `dyn_hash` and `as_any` for a payload that is `PartialEq + Hash`.
#[macro_export]
macro_rules! impl_dialect_data_boilerplate {
    () => {
        fn dyn_eq(&self, other: &dyn $crate::dialect_data::DialectData) -> bool {
            other
                .as_any()
                .downcast_ref::<Self>()
                .is_some_and(|o| o == self)
        }
        fn dyn_hash(&self) -> u64 {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            std::any::TypeId::of::<Self>().hash(&mut h);
            self.hash(&mut h);
            h.finish()
        }
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }
    };
}

/// A shared dialect payload with value semantics (equality and hashing by content).
#[derive(Clone, Debug)]
pub struct DialectObj(pub Arc<dyn DialectData>);

impl DialectObj {
    /// Wraps a payload.
    pub fn new(data: impl DialectData) -> Self {
        DialectObj(Arc::new(data))
    }
    /// The payload as `T`, if it is one.
    pub fn downcast<T: 'static>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }
}

impl PartialEq for DialectObj {
    fn eq(&self, other: &Self) -> bool {
        self.0.dyn_eq(&*other.0)
    }
}
impl Eq for DialectObj {}
impl Hash for DialectObj {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.0.dyn_hash());
    }
}
