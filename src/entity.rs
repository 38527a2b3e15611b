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

/// Declares a `u32` newtype id implementing [`EntityId`]. The id stores `index + 1` in a
/// `NonZeroU32`, so `Option<Id>` is 4 bytes (an op's parent, a region's owner); hashing,
/// ordering and `Debug` use the index, as when it was a plain `u32`.
#[macro_export]
macro_rules! entity_id {
    ($(#[$attr:meta])* $name:ident) => {
        $(#[$attr])*
        #[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord)]
        pub struct $name(::std::num::NonZeroU32);
        impl $crate::entity::EntityId for $name {
            #[inline]
            fn new(index: usize) -> Self {
                // Arenas refuse to grow past u32::MAX - 1 (see Arena::push), so this never
                // truncates nor saturates.
                $name(::std::num::NonZeroU32::MIN.saturating_add(index as u32))
            }
            #[inline]
            fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }
        impl ::std::hash::Hash for $name {
            #[inline]
            fn hash<H: ::std::hash::Hasher>(&self, state: &mut H) {
                (self.0.get() - 1).hash(state)
            }
        }
        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.debug_tuple(stringify!($name)).field(&(self.0.get() - 1)).finish()
            }
        }
    };
}

/// Slots per chunk of an [`Arena`]; chunks never move, so growth never copies the IR and
/// the unused tail is at most one chunk (a doubling `Vec` wastes up to half its capacity).
const CHUNK_BITS: usize = 12;
const CHUNK: usize = 1 << CHUNK_BITS;

/// Dense storage of `V` values addressed by ids of type `K`, in fixed-size chunks.
#[derive(Clone, Debug)]
pub struct Arena<K: EntityId, V> {
    chunks: Vec<Vec<V>>,
    len: usize,
    _key: PhantomData<K>,
}

impl<K: EntityId, V> Default for Arena<K, V> {
    fn default() -> Self {
        Arena {
            chunks: Vec::new(),
            len: 0,
            _key: PhantomData,
        }
    }
}

impl<K: EntityId, V> Arena<K, V> {
    /// Stores `value` and returns its id.
    pub fn push(&mut self, value: V) -> K {
        assert!(self.len < u32::MAX as usize - 1, "arena overflow"); // ok: the parser caps input at 4 GiB, far below 4G objects
        let id = K::new(self.len);
        match self.chunks.last_mut() {
            Some(c) if c.len() < CHUNK => c.push(value),
            _ => {
                let mut c = Vec::with_capacity(CHUNK);
                c.push(value);
                self.chunks.push(c);
            }
        }
        self.len += 1;
        id
    }
    /// Number of slots ever allocated.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether nothing was ever allocated.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The ids of every slot, in allocation order.
    pub fn keys(&self) -> impl Iterator<Item = K> + use<K, V> {
        (0..self.len).map(K::new)
    }
}

impl<K: EntityId, V> std::ops::Index<K> for Arena<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        // Ids are minted only by `push` of this arena: the slot exists.
        let i = k.index();
        &self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }
}

impl<K: EntityId, V> std::ops::IndexMut<K> for Arena<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        &mut self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    crate::entity_id!(
        /// Test id.
        TestId
    );

    #[test]
    fn optional_ids_take_no_more_room_than_ids() {
        assert_eq!(std::mem::size_of::<Option<TestId>>(), 4);
        assert_eq!(TestId::new(7).index(), 7);
        assert_eq!(format!("{:?}", TestId::new(3)), "TestId(3)");
    }

    #[test]
    fn ids_index_their_values_across_chunks() {
        let mut a: Arena<TestId, usize> = Arena::default();
        let ids: Vec<TestId> = (0..3 * CHUNK + 5).map(|i| a.push(i)).collect();
        assert_eq!(a.len(), 3 * CHUNK + 5);
        for (i, id) in ids.into_iter().enumerate() {
            assert_eq!(a[id], i);
        }
    }
}
