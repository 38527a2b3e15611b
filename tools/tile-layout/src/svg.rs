//! A picture of a layout, like the seed's Figures 1 and 2: on the left the logical array
//! (padded to whole first-level tiles) with each element's memory index, colored by
//! first-level tile, with tile borders and, for repeated tiles, red boxes around the
//! last-level tiles; on the right the memory, one cell per padded element, each naming the
//! logical element stored there. Padding cells are shaded in both.

use std::collections::HashMap;
use std::fmt::Write;

use tile_dialects::tile::layout::{PhysicalLayout, TileDim, TiledLayout, XlaShape};

use crate::grid::logical_indices;

/// Most cells (logical plus memory) a picture may have.
pub const MAX_CELLS: i64 = 40_000;

pub(crate) const CELL: i64 = 36;
pub(crate) const MARGIN: i64 = 20;
pub(crate) const TOP: i64 = 64;
pub(crate) const GAP: i64 = 48;
pub(crate) const PALETTE: [&str; 8] = [
    "#8ecae6", "#ffb703", "#90be6d", "#f4a6c1", "#b8b8ff", "#f9c74f", "#80ed99", "#ffadad",
];
pub(crate) const PAD_FILL: &str = "#d9d9d9";
const MEMORY_CAPTION: &str = "memory: element at each index";

/// One drawn cell of the logical panel.
struct Cell {
    row: i64,
    col: i64,
    /// Memory index of the element (or of the padding slot).
    index: i64,
    padding: bool,
    /// First-level tile, for the color.
    tile: i64,
}

/// Renders `shape` as an SVG document.
pub fn render(shape: &XlaShape, phys: &PhysicalLayout) -> Result<String, String> {
    let layout = &shape.layout;
    let storage = phys.storage_elements().map_err(|e| e.to_string())?;
    let extents = padded_logical_extents(layout, &phys.dims);
    let view_cells = extents
        .iter()
        .try_fold(1i64, |a, &d| a.checked_mul(d))
        .unwrap_or(i64::MAX);
    if storage.saturating_add(view_cells) > MAX_CELLS {
        return Err(format!(
            "the picture would have {} cells; svg draws at most {MAX_CELLS}",
            storage.saturating_add(view_cells)
        ));
    }
    let first = FirstTile::new(layout, &phys.dims)?;
    let cols = extents.last().copied().unwrap_or(1).max(1);
    let mut cells = Vec::new();
    let mut taken: HashMap<i64, Vec<i64>> = HashMap::new();
    let mut used = std::collections::HashSet::new();
    let scalar = phys.dims.is_empty();
    for (k, view_idx) in logical_indices(&extents).enumerate() {
        let k = k as i64;
        // A scalar is drawn as one cell but indexed with no coordinates.
        let idx = if scalar { Vec::new() } else { view_idx };
        let padding = idx.iter().zip(&phys.dims).any(|(&i, &d)| i >= d);
        let index = phys
            .linear_index_unchecked(&idx)
            .map_err(|e| e.to_string())?;
        if !(0..storage).contains(&index) || !used.insert(index) {
            continue;
        }
        if !padding {
            taken.insert(index, idx.clone());
        }
        cells.push(Cell {
            row: k / cols,
            col: k % cols,
            index,
            padding,
            tile: first.tile_of(&idx),
        });
    }
    let rows = (view_cells / cols).max(1);
    let mut svg = Svg::default();
    let left_w = cols * CELL;
    let mem_w = memory_row_width(layout, &phys.dims, storage);
    let mem_rows = if storage == 0 {
        0
    } else {
        (storage + mem_w - 1) / mem_w
    };
    let right_x = MARGIN + left_w + GAP;
    let title = shape.to_string();
    // Rough text widths (DejaVu Sans: ~0.6 em per character) so captions are not cut.
    let width = (right_x + mem_w * CELL)
        .max(right_x + MEMORY_CAPTION.len() as i64 * 7)
        .max(MARGIN + title.len() as i64 * 10)
        + MARGIN;
    let height = TOP + (rows.max(mem_rows)) * CELL + MARGIN + 24;
    let _ = write!(
        svg.body,
        r##"<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>"##
    );
    svg.text(MARGIN, 26, 16, "start", &title, "title");
    svg.text(
        MARGIN,
        TOP - 10,
        12,
        "start",
        "logical: memory index",
        "caption",
    );
    svg.text(right_x, TOP - 10, 12, "start", MEMORY_CAPTION, "caption");

    // Logical panel.
    let fill_of = |tile: i64, padding: bool| {
        if padding {
            PAD_FILL
        } else {
            PALETTE
                .get(tile.rem_euclid(PALETTE.len() as i64) as usize)
                .copied()
                .unwrap_or(PAD_FILL)
        }
    };
    for c in &cells {
        let (x, y) = (MARGIN + c.col * CELL, TOP + c.row * CELL);
        let class = if c.padding { "cell pad" } else { "cell" };
        svg.rect(
            x,
            y,
            CELL,
            CELL,
            fill_of(c.tile, c.padding),
            "#555555",
            0.5,
            class,
        );
        let color = if c.padding { "#888888" } else { "#000000" };
        svg.label(x, y, &c.index.to_string(), color);
    }
    // First-level tile borders, and red boxes around last-level tiles when tiles repeat.
    let by_tile = group_boxes(cells.iter().map(|c| (c.tile, c.row, c.col)));
    for (r0, c0, r1, c1) in by_tile {
        svg.outline(
            MARGIN + c0 * CELL,
            TOP + r0 * CELL,
            (c1 - c0 + 1) * CELL,
            (r1 - r0 + 1) * CELL,
            "#000000",
            2.5,
        );
    }
    if layout.tiles.len() >= 2 {
        let last = tile_elements(
            layout
                .tiles
                .last()
                .map(|t| t.dims.as_slice())
                .unwrap_or_default(),
        );
        let groups = group_boxes(cells.iter().map(|c| (c.index / last, c.row, c.col)));
        for (r0, c0, r1, c1) in groups {
            svg.outline(
                MARGIN + c0 * CELL + 3,
                TOP + r0 * CELL + 3,
                (c1 - c0 + 1) * CELL - 6,
                (r1 - r0 + 1) * CELL - 6,
                "#d00000",
                2.0,
            );
        }
    }

    // Memory panel.
    for m in 0..storage {
        let (x, y) = (right_x + (m % mem_w) * CELL, TOP + (m / mem_w) * CELL);
        match taken.get(&m) {
            Some(idx) => {
                svg.rect(
                    x,
                    y,
                    CELL,
                    CELL,
                    fill_of(first.tile_of(idx), false),
                    "#555555",
                    0.5,
                    "mem",
                );
                let coords: Vec<String> = idx.iter().map(i64::to_string).collect();
                svg.label(x, y, &coords.join(","), "#000000");
            }
            None => svg.rect(x, y, CELL, CELL, PAD_FILL, "#555555", 0.5, "mem pad"),
        }
        svg.small(x + 2, y + 9, &m.to_string());
    }
    let per_tile = first.elements;
    if per_tile > 1 && mem_w % per_tile == 0 {
        let mut m = 0;
        while m < phys.padded_elements {
            let (x, y) = (right_x + (m % mem_w) * CELL, TOP + (m / mem_w) * CELL);
            svg.outline(x, y, per_tile * CELL, CELL, "#000000", 2.5);
            m += per_tile;
        }
    }
    let legend_y = TOP + rows.max(mem_rows) * CELL + 18;
    svg.rect(
        MARGIN,
        legend_y - 11,
        14,
        14,
        PAD_FILL,
        "#555555",
        0.5,
        "legend",
    );
    svg.text(MARGIN + 20, legend_y, 12, "start", "padding", "caption");
    Ok(svg.finish(width, height))
}

/// The logical extents drawn: each dimension the first tile tiles directly is rounded up
/// to whole tiles, so its padding shows as shaded cells. Scalars draw as one cell.
fn padded_logical_extents(layout: &TiledLayout, dims: &[i64]) -> Vec<i64> {
    let mut ext: Vec<i64> = dims.to_vec();
    if let Some(t) = layout.tiles.first() {
        let phys = layout.major_to_minor();
        let r = phys.len() as i64;
        let k = t.dims.len() as i64;
        for (j, td) in t.dims.iter().enumerate() {
            let p = r - k + j as i64;
            let merged = j > 0 && matches!(t.dims.get(j - 1), Some(TileDim::Combined));
            if let (TileDim::Size(size), false, Ok(p)) = (td, merged, usize::try_from(p))
                && let Some(&d) = phys.get(p)
                && let Some(e) = ext.get_mut(d)
            {
                *e = (*e / size + i64::from(*e % size != 0)).saturating_mul(*size);
            }
        }
    }
    if ext.is_empty() { vec![1] } else { ext }
}

/// Cells per memory row: one first-level tile when it is small enough, else the minor
/// dimension, capped at 32.
fn memory_row_width(layout: &TiledLayout, dims: &[i64], storage: i64) -> i64 {
    let w = match layout.tiles.first() {
        Some(t) => tile_elements(&t.dims),
        None => layout
            .minor_to_major
            .first()
            .and_then(|&d| dims.get(d).copied())
            .unwrap_or(1),
    };
    let w = if w > 32 { 32 } else { w };
    w.clamp(1, storage.max(1))
}

/// Elements in one tile (combined dimensions excluded).
fn tile_elements(dims: &[TileDim]) -> i64 {
    dims.iter()
        .map(|d| match d {
            TileDim::Size(n) => *n,
            TileDim::Combined => 1,
        })
        .product::<i64>()
        .max(1)
}

/// The first tile alone, to say which first-level tile an element belongs to.
struct FirstTile {
    phys: Option<PhysicalLayout>,
    elements: i64,
}

impl FirstTile {
    fn new(layout: &TiledLayout, dims: &[i64]) -> Result<FirstTile, String> {
        let Some(t) = layout.tiles.first() else {
            return Ok(FirstTile {
                phys: None,
                elements: 1,
            });
        };
        let only = TiledLayout::with_tiles(layout.minor_to_major.clone(), vec![t.clone()]);
        let phys = PhysicalLayout::new(&only, dims).map_err(|e| e.to_string())?;
        Ok(FirstTile {
            phys: Some(phys),
            elements: tile_elements(&t.dims),
        })
    }

    fn tile_of(&self, idx: &[i64]) -> i64 {
        match &self.phys {
            Some(p) => p.linear_index_unchecked(idx).unwrap_or(0) / self.elements,
            None => 0,
        }
    }
}

/// Bounding boxes `(row0, col0, row1, col1)` of the groups whose cells exactly fill
/// their box (other groups are not outlined), sorted.
fn group_boxes(items: impl Iterator<Item = (i64, i64, i64)>) -> Vec<(i64, i64, i64, i64)> {
    let mut groups: HashMap<i64, (i64, i64, i64, i64, i64)> = HashMap::new();
    for (g, r, c) in items {
        let e = groups.entry(g).or_insert((r, c, r, c, 0));
        e.0 = e.0.min(r);
        e.1 = e.1.min(c);
        e.2 = e.2.max(r);
        e.3 = e.3.max(c);
        e.4 += 1;
    }
    let mut out: Vec<_> = groups
        .into_values()
        .filter(|&(r0, c0, r1, c1, n)| (r1 - r0 + 1) * (c1 - c0 + 1) == n)
        .map(|(r0, c0, r1, c1, _)| (r0, c0, r1, c1))
        .collect();
    out.sort_unstable();
    out
}

/// An SVG document being written.
#[derive(Default)]
pub(crate) struct Svg {
    body: String,
}

impl Svg {
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn rect(
        &mut self,
        x: i64,
        y: i64,
        w: i64,
        h: i64,
        fill: &str,
        stroke: &str,
        sw: f64,
        class: &str,
    ) {
        let _ = write!(
            self.body,
            "\n<rect class=\"{class}\" x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{sw}\"/>"
        );
    }

    pub(crate) fn outline(&mut self, x: i64, y: i64, w: i64, h: i64, stroke: &str, sw: f64) {
        let _ = write!(
            self.body,
            "\n<rect class=\"border\" x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"none\" stroke=\"{stroke}\" stroke-width=\"{sw}\"/>"
        );
    }

    pub(crate) fn text(&mut self, x: i64, y: i64, size: i64, anchor: &str, s: &str, class: &str) {
        let _ = write!(
            self.body,
            "\n<text class=\"{class}\" x=\"{x}\" y=\"{y}\" font-size=\"{size}\" text-anchor=\"{anchor}\">{}</text>",
            escape(s)
        );
    }

    /// A centered label in the cell at `(x, y)`, shrunk to fit.
    pub(crate) fn label(&mut self, x: i64, y: i64, s: &str, color: &str) {
        let size = (CELL * 8 / 5 / (s.len() as i64).max(2)).clamp(6, 14);
        let _ = write!(
            self.body,
            "\n<text x=\"{}\" y=\"{}\" font-size=\"{size}\" text-anchor=\"middle\" fill=\"{color}\">{}</text>",
            x + CELL / 2,
            y + CELL / 2 + size / 3 + 2,
            escape(s)
        );
    }

    /// A small index in the corner of a memory cell.
    pub(crate) fn small(&mut self, x: i64, y: i64, s: &str) {
        let _ = write!(
            self.body,
            "\n<text x=\"{x}\" y=\"{y}\" font-size=\"7\" fill=\"#555555\">{}</text>",
            escape(s)
        );
    }

    pub(crate) fn finish(self, width: i64, height: i64) -> String {
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans, Arial, sans-serif\">{}\n</svg>\n",
            self.body
        )
    }
}

/// XML text escaping.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
