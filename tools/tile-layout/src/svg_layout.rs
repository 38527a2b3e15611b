//! A picture of any algebra result in the seed-figure style: XLA results are drawn by
//! [`crate::svg::render`]; others as the domain grid (mode 0 down, the rest across, each
//! cell naming its offset) beside the codomain (padding shaded), with a line from each
//! element to its offset for small layouts (the composed mapping).

use std::collections::HashMap;
use std::fmt::Write;

use tile_dialects::tile::layout::PhysicalLayout;
use tile_dialects::tile::layout::algebra::Layout;

use crate::algebra::Result_;
use crate::svg::{CELL, GAP, MARGIN, MAX_CELLS, PAD_FILL, PALETTE, Svg, TOP};

/// Most elements whose mapping lines are drawn.
const MAX_LINES: i64 = 64;

/// Renders a result as an SVG document.
pub fn render(result: &Result_) -> Result<String, String> {
    if let Some(x) = result.xla() {
        let phys = PhysicalLayout::of_shape(&x).map_err(|e| e.to_string())?;
        return crate::svg::render(&x, &phys);
    }
    let title = match result.cute() {
        Ok(c) => c.to_string(),
        Err(_) => format!("{} {}", result.layout.shape, result.layout.map_text()),
    };
    render_layout(&result.layout, &title)
}

fn render_layout(l: &Layout, title: &str) -> Result<String, String> {
    let size = l.size();
    let cosize = l.cosize();
    if size.saturating_add(cosize) > MAX_CELLS {
        return Err(format!(
            "the picture would have {} cells; svg draws at most {MAX_CELLS}",
            size.saturating_add(cosize)
        ));
    }
    let table = l.table().map_err(|e| e.to_string())?;
    let modes = l.shape.modes();
    let rows = if modes.len() >= 2 {
        modes.first().and_then(|m| m.product()).unwrap_or(1).max(1)
    } else {
        1
    };
    let cols = (size / rows).max(1);
    let mem_w = cosize.clamp(1, 16);
    let mem_rows = (cosize + mem_w - 1) / mem_w;
    let right_x = MARGIN + cols * CELL + GAP;
    let width = (right_x + mem_w * CELL).max(MARGIN + title.len() as i64 * 8) + MARGIN;
    let height = TOP + rows.max(mem_rows) * CELL + MARGIN + 24;
    let mut svg = Svg::default();
    svg.rect(0, 0, width, height, "#ffffff", "#ffffff", 0.0, "background");
    svg.text(MARGIN, 26, 16, "start", title, "title");
    svg.text(
        MARGIN,
        TOP - 10,
        12,
        "start",
        "logical: memory index",
        "caption",
    );
    svg.text(
        right_x,
        TOP - 10,
        12,
        "start",
        "memory: element at each index",
        "caption",
    );
    let color = |offset: i64| {
        PALETTE
            .get(((offset / mem_w) as usize) % PALETTE.len())
            .copied()
            .unwrap_or(PAD_FILL)
    };
    let mut owner: HashMap<i64, i64> = HashMap::new();
    for (x, &v) in table.iter().enumerate() {
        let x = x as i64;
        let (r, c) = (x % rows, x / rows);
        let (px, py) = (MARGIN + c * CELL, TOP + r * CELL);
        svg.rect(px, py, CELL, CELL, color(v), "#555555", 0.5, "cell");
        svg.label(px, py, &v.to_string(), "#000000");
        owner.entry(v).or_insert(x);
    }
    for m in 0..cosize {
        let (px, py) = (right_x + (m % mem_w) * CELL, TOP + (m / mem_w) * CELL);
        match owner.get(&m) {
            Some(x) => {
                svg.rect(px, py, CELL, CELL, color(m), "#555555", 0.5, "mem");
                svg.label(px, py, &x.to_string(), "#000000");
            }
            None => svg.rect(px, py, CELL, CELL, PAD_FILL, "#555555", 0.5, "mem pad"),
        }
        svg.small(px + 2, py + 9, &m.to_string());
    }
    let mut lines = String::new();
    if size <= MAX_LINES {
        for (x, &v) in table.iter().enumerate() {
            let x = x as i64;
            let (x1, y1) = (
                MARGIN + (x / rows) * CELL + CELL / 2,
                TOP + (x % rows) * CELL + CELL / 2,
            );
            let (x2, y2) = (
                right_x + (v % mem_w) * CELL + CELL / 2,
                TOP + (v / mem_w) * CELL + CELL / 2,
            );
            let _ = write!(
                lines,
                r##"<line class="map" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#1f4e79" stroke-opacity="0.35" stroke-width="1"/>"##
            );
        }
    }
    let doc = svg.finish(width, height);
    Ok(doc.replacen("</svg>", &format!("{lines}</svg>"), 1))
}
