//! The memory index of every logical element, as text (one row per line, as in the seed's
//! Figure 2) or as nested JSON arrays.

use tile_dialects::tile::layout::PhysicalLayout;

/// Most elements `grid` prints.
pub const MAX_GRID_ELEMENTS: i64 = 1 << 20;

/// Memory indices of all logical elements, row-major over the logical dimensions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Logical extents.
    pub dims: Vec<i64>,
    /// `values[k]` is the memory index of the `k`-th element in row-major order.
    pub values: Vec<i64>,
}

/// Every logical index of an array of extents `dims`, row-major.
pub fn logical_indices(dims: &[i64]) -> impl Iterator<Item = Vec<i64>> + '_ {
    let total: i64 = dims.iter().product();
    (0..total.max(0)).map(move |mut k| {
        let mut idx = vec![0; dims.len()];
        for (slot, &d) in idx.iter_mut().zip(dims).rev() {
            *slot = k % d;
            k /= d;
        }
        idx
    })
}

impl Grid {
    /// The grid of `phys`, refusing arrays of more than [`MAX_GRID_ELEMENTS`] elements.
    pub fn new(phys: &PhysicalLayout) -> Result<Grid, String> {
        let n = phys.logical_elements().map_err(|e| e.to_string())?;
        if n > MAX_GRID_ELEMENTS {
            return Err(format!(
                "the array has {n} elements; grid prints at most {MAX_GRID_ELEMENTS}"
            ));
        }
        let values = logical_indices(&phys.dims)
            .map(|idx| phys.linear_index(&idx).map_err(|e| e.to_string()))
            .collect::<Result<_, _>>()?;
        Ok(Grid {
            dims: phys.dims.clone(),
            values,
        })
    }

    /// Extent of the last dimension (1 for a scalar).
    fn row_len(&self) -> usize {
        self.dims.last().map_or(1, |&d| d.max(0) as usize)
    }

    /// One row per line, numbers right-aligned; arrays of rank 3 and more print each 2-D
    /// slice under a header such as `[1,:,:]`, slices separated by a blank line.
    pub fn text(&self) -> String {
        let width = self
            .values
            .iter()
            .map(|v| v.to_string().len())
            .max()
            .unwrap_or(1);
        let row_len = self.row_len();
        let rank = self.dims.len();
        let rows_per_slice = if rank >= 2 {
            self.dims.get(rank - 2).map_or(1, |&d| d.max(0) as usize)
        } else {
            1
        };
        let mut out = String::new();
        if row_len == 0 || self.values.is_empty() {
            return out;
        }
        for (r, row) in self.values.chunks(row_len).enumerate() {
            if rank >= 3 && rows_per_slice > 0 && r % rows_per_slice == 0 {
                if r > 0 {
                    out.push('\n');
                }
                out.push_str(&self.slice_header(r / rows_per_slice));
                out.push('\n');
            }
            let cells: Vec<String> = row.iter().map(|v| format!("{v:>width$}")).collect();
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
        out
    }

    /// `[i0,..,:,:]` for the `s`-th 2-D slice.
    fn slice_header(&self, mut s: usize) -> String {
        let lead = self.dims.len().saturating_sub(2);
        let mut idx = vec![0usize; lead];
        for (slot, &d) in idx
            .iter_mut()
            .zip(self.dims.get(..lead).unwrap_or_default())
            .rev()
        {
            let d = d.max(1) as usize;
            *slot = s % d;
            s /= d;
        }
        let mut parts: Vec<String> = idx.iter().map(|i| i.to_string()).collect();
        parts.extend([":".to_string(), ":".to_string()]);
        format!("[{}]", parts.join(","))
    }

    /// Nested arrays, one level per dimension; scalars and vectors are one row
    /// (`[[0]]`, `[[0, 1, 2]]`) so there is always a list of rows.
    pub fn json(&self) -> String {
        let dims: Vec<usize> = match self.dims.len() {
            0 => vec![1, 1],
            1 => vec![1, self.row_len()],
            _ => self.dims.iter().map(|&d| d.max(0) as usize).collect(),
        };
        let mut out = String::new();
        nest(&mut out, &dims, &self.values);
        out
    }
}

fn nest(out: &mut String, dims: &[usize], values: &[i64]) {
    out.push('[');
    match dims {
        [] => {}
        [_] => {
            let s: Vec<String> = values.iter().map(i64::to_string).collect();
            out.push_str(&s.join(", "));
        }
        [n, rest @ ..] => {
            let step: usize = rest.iter().product();
            for i in 0..*n {
                if i > 0 {
                    out.push_str(", ");
                }
                let lo = (i * step).min(values.len());
                let hi = ((i + 1) * step).min(values.len());
                nest(out, rest, values.get(lo..hi).unwrap_or_default());
            }
        }
    }
    out.push(']');
}
