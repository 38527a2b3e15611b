//! Parsing XLA layout and shape text, with the column of every error.
//!
//! The grammar is XLA's `ParseShape` / `ParseLayout` (see
//! `shared/reference/xla-tiled-layout.md` §1): whitespace is free between tokens, the
//! layout parts come in the fixed order D, T, L, #, *, E, S, SC, P, M (each at most once),
//! and a part out of order fails at the closing brace as in XLA. `D(..)` (sparse level
//! types) is read and dropped, as XLA's newest parser does. Element types are accepted in
//! any letter case (`F32[3,5]` as the seed documents write it).

use std::fmt;

use super::model::{ShapeDim, SplitConfig, Tile, TileDim, TiledLayout, XlaShape};
use super::primitive::PrimitiveType;

/// A syntax or validity error in layout or shape text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutParseError {
    /// Byte offset of the offending character in the text (0-based).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl LayoutParseError {
    fn new(column: usize, message: impl Into<String>) -> Self {
        LayoutParseError {
            column,
            message: message.into(),
        }
    }

    /// The error as two lines under `text`: the text, then a caret at the column.
    pub fn render(&self, text: &str) -> String {
        let caret: String = text
            .char_indices()
            .take_while(|(i, _)| *i < self.column)
            .map(|(_, c)| if c == '\t' { '\t' } else { ' ' })
            .collect();
        format!(
            "error: {} (at column {})\n  {text}\n  {caret}^",
            self.message,
            self.column + 1
        )
    }
}

impl fmt::Display for LayoutParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column + 1, self.message)
    }
}

impl std::error::Error for LayoutParseError {}

type Result<T> = std::result::Result<T, LayoutParseError>;

/// Parses an XLA array shape such as `f32[3,5]{1,0:T(2,2)}`; a missing layout becomes the
/// default `{n-1,..,0}`.
pub fn parse_shape(text: &str) -> Result<XlaShape> {
    let mut c = Cursor::new(text);
    let shape = c.shape()?;
    c.end("Extra content after shape")?;
    Ok(shape)
}

/// Parses XLA layout text such as `{1,0:T(2,2)}` (the braces are required).
pub fn parse_layout(text: &str) -> Result<TiledLayout> {
    let mut c = Cursor::new(text);
    let layout = c.layout()?;
    c.end("Extra content after layout")?;
    Ok(layout)
}

/// The layout parts in the order XLA's parser reads them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Part {
    DimLevelTypes,
    Tiles,
    Tail,
    Index,
    Pointer,
    ElementSize,
    MemorySpace,
    Splits,
    Physical,
    Prefix,
}

impl Part {
    fn from_word(w: &str) -> Option<Part> {
        Some(match w {
            "D" => Part::DimLevelTypes,
            "T" => Part::Tiles,
            "L" => Part::Tail,
            "#" => Part::Index,
            "*" => Part::Pointer,
            "E" => Part::ElementSize,
            "S" => Part::MemorySpace,
            "SC" => Part::Splits,
            "P" => Part::Physical,
            "M" => Part::Prefix,
            _ => return None,
        })
    }
}

/// The most deeply nested `P(..)` shapes accepted (each nests a layout in a shape).
const MAX_NESTING: u32 = 64;

struct Cursor<'a> {
    s: &'a [u8],
    pos: usize,
    depth: u32,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str) -> Self {
        Cursor {
            s: text.as_bytes(),
            pos: 0,
            depth: 0,
        }
    }

    fn skip_ws(&mut self) {
        while self
            .s
            .get(self.pos)
            .is_some_and(|b| b.is_ascii_whitespace())
        {
            self.pos += 1;
        }
    }

    /// The next non-blank byte, without consuming it.
    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.pos).copied()
    }

    fn eat(&mut self, b: u8) -> bool {
        if self.peek() == Some(b) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn error(&mut self, message: impl Into<String>) -> LayoutParseError {
        self.skip_ws();
        LayoutParseError::new(self.pos, message)
    }

    fn parse_byte(&mut self, b: u8) -> Result<()> {
        if self.eat(b) {
            Ok(())
        } else {
            let found = match self.peek() {
                Some(x) => format!("'{}'", char::from(x)),
                None => "end of text".to_string(),
            };
            Err(self.error(format!("expected '{}', found {found}", char::from(b))))
        }
    }

    fn end(&mut self, message: &str) -> Result<()> {
        match self.peek() {
            None => Ok(()),
            Some(_) => Err(self.error(message)),
        }
    }

    /// A run of ASCII letters and digits starting with a letter (an element type or a
    /// layout part name).
    fn word(&mut self) -> &'a str {
        self.skip_ws();
        let start = self.pos;
        if self.s.get(self.pos).is_some_and(u8::is_ascii_alphabetic) {
            while self
                .s
                .get(self.pos)
                .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
            {
                self.pos += 1;
            }
        }
        std::str::from_utf8(self.s.get(start..self.pos).unwrap_or_default()).unwrap_or("")
    }

    /// A part name: letters only (`T`, `SC`, ..), or `#` / `*`.
    fn part_name(&mut self) -> (usize, &'a str) {
        self.skip_ws();
        let start = self.pos;
        match self.s.get(self.pos) {
            Some(b'#' | b'*') => self.pos += 1,
            _ => {
                while self.s.get(self.pos).is_some_and(u8::is_ascii_alphabetic) {
                    self.pos += 1;
                }
            }
        }
        let w = std::str::from_utf8(self.s.get(start..self.pos).unwrap_or_default()).unwrap_or("");
        (start, w)
    }

    /// A decimal integer with an optional minus sign.
    fn int(&mut self, what: &str) -> Result<i64> {
        self.skip_ws();
        let start = self.pos;
        let neg = self.s.get(self.pos) == Some(&b'-');
        if neg {
            self.pos += 1;
        }
        let digits_start = self.pos;
        while self.s.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
        if self.pos == digits_start {
            self.pos = start;
            return Err(self.error(format!("expected {what}")));
        }
        let text =
            std::str::from_utf8(self.s.get(start..self.pos).unwrap_or_default()).unwrap_or("");
        text.parse::<i64>().map_err(|_| {
            LayoutParseError::new(start, format!("{what} {text} does not fit in 64 bits"))
        })
    }

    fn non_negative(&mut self, what: &str) -> Result<i64> {
        self.skip_ws();
        let at = self.pos;
        let v = self.int(what)?;
        if v < 0 {
            return Err(LayoutParseError::new(
                at,
                format!("{what} must not be negative, got {v}"),
            ));
        }
        Ok(v)
    }

    fn element_type(&mut self) -> Result<PrimitiveType> {
        self.skip_ws();
        let at = self.pos;
        let w = self.word();
        if w.is_empty() {
            return Err(self.error("expected an element type such as f32"));
        }
        PrimitiveType::from_name(w)
            .ok_or_else(|| LayoutParseError::new(at, format!("unknown element type '{w}'")))
    }

    fn shape(&mut self) -> Result<XlaShape> {
        let element = self.element_type()?;
        self.parse_byte(b'[')?;
        let mut dims = Vec::new();
        if !self.eat(b']') {
            loop {
                dims.push(self.shape_dim()?);
                if self.eat(b']') {
                    break;
                }
                if !self.eat(b',') {
                    return Err(self.error("expected ',' or ']' in the dimensions"));
                }
            }
        }
        let layout = if self.layout_follows() {
            self.skip_ws();
            let at = self.pos;
            let layout = self.layout()?;
            layout
                .check_rank(dims.len())
                .map_err(|m| LayoutParseError::new(at, m))?;
            layout
        } else {
            TiledLayout::row_major(dims.len())
        };
        Ok(XlaShape {
            element,
            dims,
            layout,
        })
    }

    /// XLA takes a `{` as a layout only if an integer or `:` follows it.
    fn layout_follows(&mut self) -> bool {
        if self.peek() != Some(b'{') {
            return false;
        }
        let save = self.pos;
        self.pos += 1;
        let next = self.peek();
        self.pos = save;
        matches!(next, Some(b'0'..=b'9' | b':'))
    }

    fn shape_dim(&mut self) -> Result<ShapeDim> {
        if self.eat(b'?') {
            return Ok(ShapeDim::Unbounded);
        }
        if self.peek() == Some(b'<') {
            self.pos += 1;
            if self.s.get(self.pos) != Some(&b'=') {
                return Err(self.error("expected '<=' before a dimension bound"));
            }
            self.pos += 1;
            return Ok(ShapeDim::Bounded(self.non_negative("a dimension bound")?));
        }
        Ok(ShapeDim::Static(self.non_negative("a dimension size")?))
    }

    fn layout(&mut self) -> Result<TiledLayout> {
        self.parse_byte(b'{')?;
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error("layouts nest too deeply"));
        }
        let mut layout = TiledLayout::default();
        if self.peek().is_some_and(|b| b.is_ascii_digit() || b == b'-') {
            loop {
                self.skip_ws();
                let at = self.pos;
                let d = self.int("a dimension number")?;
                let d = usize::try_from(d).map_err(|_| {
                    LayoutParseError::new(
                        at,
                        format!("layout minor_to_major field has out-of-bounds value: {d}"),
                    )
                })?;
                layout.minor_to_major.push(d);
                if !self.eat(b',') {
                    break;
                }
            }
        }
        if self.eat(b':') {
            self.parts(&mut layout)?;
        }
        if !self.eat(b'}') {
            return Err(self.error("expects layout to end with }"));
        }
        self.depth -= 1;
        Ok(layout)
    }

    fn parts(&mut self, layout: &mut TiledLayout) -> Result<()> {
        let mut next_allowed = Part::DimLevelTypes;
        loop {
            let save = self.pos;
            let (at, name) = self.part_name();
            let part = match Part::from_word(name) {
                Some(p) if p >= next_allowed => p,
                _ => {
                    // Not a part, or out of order / repeated: XLA stops here and then
                    // fails on the missing `}`.
                    self.pos = save;
                    return Ok(());
                }
            };
            if self.peek() != Some(b'(') {
                return Err(LayoutParseError::new(
                    at,
                    format!("expected '(' after '{name}'"),
                ));
            }
            match part {
                Part::DimLevelTypes => self.dim_level_types()?,
                Part::Tiles => layout.tiles = self.tiles()?,
                Part::Tail => {
                    self.parse_byte(b'(')?;
                    self.skip_ws();
                    let vat = self.pos;
                    let v = self.int("a tail padding alignment")?;
                    if v < 1 {
                        return Err(LayoutParseError::new(
                            vat,
                            format!("tail padding alignment must be at least 1, got {v}"),
                        ));
                    }
                    self.parse_byte(b')')?;
                    layout.tail_padding_alignment = v;
                }
                Part::Index => layout.index_type = Some(self.unsigned_type()?),
                Part::Pointer => layout.pointer_type = Some(self.unsigned_type()?),
                Part::ElementSize => {
                    self.parse_byte(b'(')?;
                    layout.element_size_bits = self.non_negative("an element size in bits")?;
                    self.parse_byte(b')')?;
                }
                Part::MemorySpace => {
                    self.parse_byte(b'(')?;
                    layout.memory_space = self.int("a memory space")?;
                    self.parse_byte(b')')?;
                }
                Part::Splits => layout.split_configs = self.splits()?,
                Part::Physical => {
                    self.parse_byte(b'(')?;
                    layout.physical_shape = Some(Box::new(self.shape()?));
                    self.parse_byte(b')')?;
                }
                Part::Prefix => {
                    self.parse_byte(b'(')?;
                    // XLA prints `M` only when positive: anything else means none.
                    layout.dynamic_shape_metadata_prefix_bytes = self.int("a byte count")?.max(0);
                    self.parse_byte(b')')?;
                }
            }
            next_allowed = match part {
                Part::DimLevelTypes => Part::Tiles,
                Part::Tiles => Part::Tail,
                Part::Tail => Part::Index,
                Part::Index => Part::Pointer,
                Part::Pointer => Part::ElementSize,
                Part::ElementSize => Part::MemorySpace,
                Part::MemorySpace => Part::Splits,
                Part::Splits => Part::Physical,
                Part::Physical | Part::Prefix => Part::Prefix,
            };
            if part == Part::Prefix {
                return Ok(());
            }
        }
    }

    /// `D(lvl, ..)` with `lvl ::= (D|C|S|H) '+'? '~'?`; read and dropped.
    fn dim_level_types(&mut self) -> Result<()> {
        self.parse_byte(b'(')?;
        loop {
            let w = self.word();
            if !matches!(w, "D" | "C" | "S" | "H") {
                return Err(self.error("expected a DimLevelType abbreviation (D, C, or S)"));
            }
            self.eat(b'+');
            self.eat(b'~');
            if !self.eat(b',') {
                break;
            }
        }
        self.parse_byte(b')')
    }

    fn tiles(&mut self) -> Result<Vec<Tile>> {
        let mut tiles = Vec::new();
        while self.peek() == Some(b'(') {
            let open = self.pos;
            self.pos += 1;
            let mut tile = Tile::default();
            if !self.eat(b')') {
                loop {
                    if self.eat(b'*') {
                        tile.dims.push(TileDim::Combined);
                    } else {
                        self.skip_ws();
                        let at = self.pos;
                        let v = self.int("a tile dimension or '*'")?;
                        if v <= 0 {
                            return Err(LayoutParseError::new(
                                at,
                                format!("tile dimensions must be positive, got {v}"),
                            ));
                        }
                        tile.dims.push(TileDim::Size(v));
                    }
                    if self.eat(b')') {
                        break;
                    }
                    if !self.eat(b',') {
                        return Err(self.error("expected ',' or ')' in a tile"));
                    }
                }
            }
            match tile.dims.last() {
                None => {
                    return Err(LayoutParseError::new(
                        open,
                        "a tile needs at least one dimension",
                    ));
                }
                Some(TileDim::Combined) => {
                    return Err(LayoutParseError::new(
                        open,
                        "the most minor dimension of a tile cannot be combined ('*'): there is no more minor dimension to merge it into",
                    ));
                }
                Some(TileDim::Size(_)) => {}
            }
            tiles.push(tile);
        }
        Ok(tiles)
    }

    fn unsigned_type(&mut self) -> Result<PrimitiveType> {
        self.parse_byte(b'(')?;
        self.skip_ws();
        let at = self.pos;
        let t = self.element_type()?;
        if !t.is_unsigned_integer() {
            return Err(LayoutParseError::new(
                at,
                "expecting an unsigned integer type",
            ));
        }
        self.parse_byte(b')')?;
        Ok(t)
    }

    fn splits(&mut self) -> Result<Vec<SplitConfig>> {
        let mut out = Vec::new();
        while self.eat(b'(') {
            let dimension = self.int("a split dimension")?;
            self.parse_byte(b':')?;
            let mut split_indices = Vec::new();
            if !self.eat(b')') {
                loop {
                    split_indices.push(self.int("a split index")?);
                    if self.eat(b')') {
                        break;
                    }
                    if !self.eat(b',') {
                        return Err(self.error("expected ',' or ')' in a split config"));
                    }
                }
            }
            out.push(SplitConfig {
                dimension,
                split_indices,
            });
        }
        Ok(out)
    }
}
