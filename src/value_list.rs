//! [`ValueList`]: an op's operands or results in 16 bytes, up to three values inline.

use crate::ir::Value;

/// An op's operands or results: a slice to read (`Deref<Target = [Value]>`), up to three
/// values stored inline and more on the heap. A sparsified module holds millions of ops with
/// one or two of each; a `SmallVec` of four took 24 bytes apiece, this takes 16.
#[derive(Clone, Default)]
pub struct ValueList(Repr);

/// The count is in the variant, so no slot holds a filler value.
#[derive(Clone, Default)]
enum Repr {
    #[default]
    Empty,
    One([Value; 1]),
    Two([Value; 2]),
    Three([Value; 3]),
    /// Four or more (or fewer after removals: it stays on the heap once there).
    Many(Box<Vec<Value>>),
}

impl ValueList {
    /// An empty list.
    pub const fn new() -> Self {
        ValueList(Repr::Empty)
    }
    /// An empty list that will hold `n` values without growing again.
    pub fn with_capacity(n: usize) -> Self {
        if n > 3 {
            ValueList(Repr::Many(Box::new(Vec::with_capacity(n))))
        } else {
            ValueList::new()
        }
    }
    /// The values as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Value] {
        match &self.0 {
            Repr::Empty => &[],
            Repr::One(a) => a,
            Repr::Two(a) => a,
            Repr::Three(a) => a,
            Repr::Many(v) => v,
        }
    }
    /// The values as a mutable slice.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Value] {
        match &mut self.0 {
            Repr::Empty => &mut [],
            Repr::One(a) => a,
            Repr::Two(a) => a,
            Repr::Three(a) => a,
            Repr::Many(v) => v,
        }
    }
    /// Appends `v`.
    pub fn push(&mut self, v: Value) {
        self.0 = match std::mem::take(&mut self.0) {
            Repr::Empty => Repr::One([v]),
            Repr::One([a]) => Repr::Two([a, v]),
            Repr::Two([a, b]) => Repr::Three([a, b, v]),
            Repr::Three([a, b, c]) => Repr::Many(Box::new(vec![a, b, c, v])),
            Repr::Many(mut list) => {
                list.push(v);
                Repr::Many(list)
            }
        };
    }
    /// Removes and returns the last value.
    pub fn pop(&mut self) -> Option<Value> {
        let (rest, last) = match std::mem::take(&mut self.0) {
            Repr::Empty => (Repr::Empty, None),
            Repr::One([a]) => (Repr::Empty, Some(a)),
            Repr::Two([a, b]) => (Repr::One([a]), Some(b)),
            Repr::Three([a, b, c]) => (Repr::Two([a, b]), Some(c)),
            Repr::Many(mut list) => {
                let last = list.pop();
                (Repr::Many(list), last)
            }
        };
        self.0 = rest;
        last
    }
    /// Inserts `v` at `index` (clamped to the length).
    pub fn insert(&mut self, index: usize, v: Value) {
        let mut all = self.take_vec();
        all.insert(index.min(all.len()), v);
        *self = ValueList::from(all);
    }
    /// Removes and returns the value at `index`, if there is one.
    pub fn remove(&mut self, index: usize) -> Option<Value> {
        if index >= self.len() {
            return None;
        }
        let mut all = self.take_vec();
        let v = all.remove(index);
        *self = ValueList::from(all);
        Some(v)
    }
    /// Keeps the first `len` values.
    pub fn truncate(&mut self, len: usize) {
        if len < self.len() {
            let mut all = self.take_vec();
            all.truncate(len);
            *self = ValueList::from(all);
        }
    }
    /// Removes every value.
    pub fn clear(&mut self) {
        self.0 = Repr::Empty;
    }
    /// Keeps the values for which `f` holds.
    pub fn retain(&mut self, f: impl FnMut(&Value) -> bool) {
        let mut all = self.take_vec();
        all.retain(f);
        *self = ValueList::from(all);
    }
    /// Replaces the values in `range` by `with` (as `Vec::splice`, returning nothing).
    pub fn splice(
        &mut self,
        range: impl std::ops::RangeBounds<usize>,
        with: impl IntoIterator<Item = Value>,
    ) {
        let mut all = self.take_vec();
        let (start, end) = clamp_range(&range, all.len());
        all.splice(start..end, with);
        *self = ValueList::from(all);
    }
    /// Removes the values in `range` and returns them.
    pub fn drain(&mut self, range: impl std::ops::RangeBounds<usize>) -> Vec<Value> {
        let mut all = self.take_vec();
        let (start, end) = clamp_range(&range, all.len());
        let out = all.drain(start..end).collect();
        *self = ValueList::from(all);
        out
    }
    /// The values as a `Vec`, leaving the list empty.
    fn take_vec(&mut self) -> Vec<Value> {
        match std::mem::take(&mut self.0) {
            Repr::Many(list) => *list,
            other => ValueList(other).as_slice().to_vec(),
        }
    }
}

/// `range` as `start..end` within `0..len`.
fn clamp_range(range: &impl std::ops::RangeBounds<usize>, len: usize) -> (usize, usize) {
    use std::ops::Bound;
    let start = match range.start_bound() {
        Bound::Included(&s) => s,
        Bound::Excluded(&s) => s.saturating_add(1),
        Bound::Unbounded => 0,
    };
    let end = match range.end_bound() {
        Bound::Included(&e) => e.saturating_add(1),
        Bound::Excluded(&e) => e,
        Bound::Unbounded => len,
    };
    let end = end.min(len);
    (start.min(end), end)
}

impl std::ops::Deref for ValueList {
    type Target = [Value];
    #[inline]
    fn deref(&self) -> &[Value] {
        self.as_slice()
    }
}

impl std::ops::DerefMut for ValueList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Value] {
        self.as_mut_slice()
    }
}

impl std::fmt::Debug for ValueList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl PartialEq for ValueList {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}
impl Eq for ValueList {}

impl std::hash::Hash for ValueList {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state)
    }
}

impl From<Vec<Value>> for ValueList {
    fn from(v: Vec<Value>) -> Self {
        match *v.as_slice() {
            [] => ValueList(Repr::Empty),
            [a] => ValueList(Repr::One([a])),
            [a, b] => ValueList(Repr::Two([a, b])),
            [a, b, c] => ValueList(Repr::Three([a, b, c])),
            _ => {
                let mut v = v;
                v.shrink_to_fit();
                ValueList(Repr::Many(Box::new(v)))
            }
        }
    }
}

impl From<&[Value]> for ValueList {
    fn from(v: &[Value]) -> Self {
        match *v {
            [] => ValueList(Repr::Empty),
            [a] => ValueList(Repr::One([a])),
            [a, b] => ValueList(Repr::Two([a, b])),
            [a, b, c] => ValueList(Repr::Three([a, b, c])),
            _ => ValueList(Repr::Many(Box::new(v.to_vec()))),
        }
    }
}

impl From<ValueList> for Vec<Value> {
    fn from(mut list: ValueList) -> Self {
        list.take_vec()
    }
}

impl FromIterator<Value> for ValueList {
    fn from_iter<I: IntoIterator<Item = Value>>(iter: I) -> Self {
        let mut list = ValueList::new();
        list.extend(iter);
        list
    }
}

impl Extend<Value> for ValueList {
    fn extend<I: IntoIterator<Item = Value>>(&mut self, iter: I) {
        for v in iter {
            self.push(v);
        }
    }
}

impl<'a> Extend<&'a Value> for ValueList {
    fn extend<I: IntoIterator<Item = &'a Value>>(&mut self, iter: I) {
        self.extend(iter.into_iter().copied());
    }
}

impl<'a> IntoIterator for &'a ValueList {
    type Item = &'a Value;
    type IntoIter = std::slice::Iter<'a, Value>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<'a> IntoIterator for &'a mut ValueList {
    type Item = &'a mut Value;
    type IntoIter = std::slice::IterMut<'a, Value>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

impl IntoIterator for ValueList {
    type Item = Value;
    type IntoIter = std::vec::IntoIter<Value>;
    fn into_iter(mut self) -> Self::IntoIter {
        self.take_vec().into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::ValueList;
    use crate::entity::EntityId;
    use crate::ir::Value;

    /// Random edits agree with a `Vec` across the inline and heap forms.
    #[test]
    fn value_list_matches_vec() {
        assert_eq!(std::mem::size_of::<ValueList>(), 16);
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m.max(1) as u64) as usize
        };
        let (mut list, mut model) = (ValueList::new(), Vec::<Value>::new());
        for step in 0..4000usize {
            let v = Value::new(step);
            match next(7) {
                0 | 1 => {
                    list.push(v);
                    model.push(v);
                }
                2 => {
                    let i = next(model.len() + 1);
                    list.insert(i, v);
                    model.insert(i, v);
                }
                3 => {
                    let i = next(model.len() + 1);
                    assert_eq!(list.remove(i), (i < model.len()).then(|| model.remove(i)));
                }
                4 => assert_eq!(list.pop(), model.pop()),
                5 => {
                    let n = next(6);
                    list.truncate(n);
                    model.truncate(n);
                }
                _ => {
                    let k = next(3);
                    list.retain(|x| x.index() % 3 != k);
                    model.retain(|x| x.index() % 3 != k);
                }
            }
            assert_eq!(list.as_slice(), model.as_slice());
            assert_eq!(ValueList::from(model.clone()), list);
            assert_eq!(ValueList::from(model.as_slice()), list);
        }
        let mut list: ValueList = (0..6).map(Value::new).collect();
        list.splice(1..3, [Value::new(9)]);
        assert_eq!(list.drain(..2), vec![Value::new(0), Value::new(9)]);
        assert_eq!(Vec::from(list), (3..6).map(Value::new).collect::<Vec<_>>());
    }
}
