//! XLA's canonical text for layouts and shapes (`Layout::ToString`,
//! `ShapeUtil::HumanStringWithLayout`): lower-case types, parts in the fixed order
//! T, L, #, *, E, S, SC, P, M, and defaults left out.

use std::fmt::{self, Display, Formatter, Write};

use super::model::{ShapeDim, SplitConfig, Tile, TileDim, TiledLayout, XlaShape};

impl Display for TileDim {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            TileDim::Size(n) => write!(f, "{n}"),
            TileDim::Combined => f.write_char('*'),
        }
    }
}

impl Display for Tile {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_char('(')?;
        write_joined(f, &self.dims)?;
        f.write_char(')')
    }
}

impl Display for SplitConfig {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "({}:", self.dimension)?;
        write_joined(f, &self.split_indices)?;
        f.write_char(')')
    }
}

impl Display for ShapeDim {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            ShapeDim::Static(n) => write!(f, "{n}"),
            ShapeDim::Bounded(n) => write!(f, "<={n}"),
            ShapeDim::Unbounded => f.write_char('?'),
        }
    }
}

impl Display for TiledLayout {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_char('{')?;
        write_joined(f, &self.minor_to_major)?;
        let mut props = String::new();
        if !self.tiles.is_empty() {
            props.push('T');
            for t in &self.tiles {
                write!(props, "{t}")?;
            }
        }
        if self.tail_padding_alignment != 1 {
            write!(props, "L({})", self.tail_padding_alignment)?;
        }
        if let Some(t) = self.index_type {
            write!(props, "#({t})")?;
        }
        if let Some(t) = self.pointer_type {
            write!(props, "*({t})")?;
        }
        if self.element_size_bits != 0 {
            write!(props, "E({})", self.element_size_bits)?;
        }
        if self.memory_space != 0 {
            write!(props, "S({})", self.memory_space)?;
        }
        if !self.split_configs.is_empty() {
            props.push_str("SC");
            for s in &self.split_configs {
                write!(props, "{s}")?;
            }
        }
        if let Some(p) = &self.physical_shape {
            write!(props, "P({p})")?;
        }
        if self.dynamic_shape_metadata_prefix_bytes > 0 {
            write!(props, "M({})", self.dynamic_shape_metadata_prefix_bytes)?;
        }
        if !props.is_empty() {
            f.write_char(':')?;
            f.write_str(&props)?;
        }
        f.write_char('}')
    }
}

impl Display for XlaShape {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{}[", self.element)?;
        write_joined(f, &self.dims)?;
        f.write_char(']')?;
        // A scalar's layout is printed only when it says something (`s32[]{:T(128)}`).
        let layout = self.layout.to_string();
        if !(self.dims.is_empty() && layout == "{}") {
            f.write_str(&layout)?;
        }
        Ok(())
    }
}

fn write_joined<T: Display>(f: &mut Formatter<'_>, items: &[T]) -> fmt::Result {
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            f.write_char(',')?;
        }
        write!(f, "{x}")?;
    }
    Ok(())
}
