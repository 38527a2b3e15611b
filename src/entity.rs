//! Typed ids and the arenas they index (in the style of cranelift-entity).
//!
//! Every IR object lives in an [`Arena`] owned by the [`crate::Context`] and is named by a
//! `Copy` id. Ids are only minted by the arena that owns the object, so an id always indexes
//! a live slot of its own arena.

use std::marker::PhantomData;

/// A typed index into an [`Arena`].
pub trait EntityId: Copy + Eq {
    /// The id of slot `index`.
    fn new(index: usize) -> Self;
    /// The slot this id names.
    fn index(self) -> usize;
}

/// Declares a `u32` newtype id implementing [`EntityId`].
#[macro_export]
macro_rules! entity_id {
    ($(#[$attr:meta])* $name:ident) => {
        $(#[$attr])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(u32);
        impl $crate::entity::EntityId for $name {
            #[inline]
            fn new(index: usize) -> Self {
                // Arenas refuse to grow past u32::MAX (see Arena::push), so this never truncates.
                $name(index as u32)
            }
            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

/// Dense storage of `V` values addressed by ids of type `K`.
#[derive(Clone, Debug)]
pub struct Arena<K: EntityId, V> {
    items: Vec<V>,
    _key: PhantomData<K>,
}

impl<K: EntityId, V> Default for Arena<K, V> {
    fn default() -> Self {
        Arena { items: Vec::new(), _key: PhantomData }
    }
}

impl<K: EntityId, V> Arena<K, V> {
    /// Stores `value` and returns its id.
    pub fn push(&mut self, value: V) -> K {
        let id = K::new(self.items.len());
        assert!(self.items.len() < u32::MAX as usize, "arena overflow"); // ok: callers cap IR size long before 4G objects
        self.items.push(value);
        id
    }
    /// Number of slots ever allocated.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether nothing was ever allocated.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// The ids of every slot, in allocation order.
    pub fn keys(&self) -> impl Iterator<Item = K> + use<K, V> {
        (0..self.items.len()).map(K::new)
    }
}

impl<K: EntityId, V> std::ops::Index<K> for Arena<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        // Ids are minted only by `push` of this arena: the slot exists.
        &self.items[k.index()]
    }
}

impl<K: EntityId, V> std::ops::IndexMut<K> for Arena<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.items[k.index()]
    }
}
