//! Source locations: where an operation, value or diagnostic comes from.

use crate::attributes::Attr;

/// Index of a file in the [`SourceMgr`]: 24 bits and a byte that is always zero, whose
/// other values give [`Loc`] room for its other variants, so a `Loc` takes 8 bytes (one per
/// op of millions) rather than 12.
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct FileId {
    low: u16,
    high: u8,
    zero: Zero,
}

/// A byte that is always 0 (its 255 other values are a niche).
#[derive(Copy, Clone, PartialEq, Eq)]
#[repr(u8)]
enum Zero {
    Zero = 0,
}

impl FileId {
    /// The largest id: the 16,777,216th file and any after it share it.
    pub const MAX: usize = (1 << 24) - 1;
    /// The id of file number `index` (saturating at [`FileId::MAX`]).
    pub const fn new(index: usize) -> Self {
        let i = if index > Self::MAX { Self::MAX } else { index };
        FileId {
            low: i as u16,
            high: (i >> 16) as u8,
            zero: Zero::Zero,
        }
    }
    /// The file's number.
    pub const fn index(self) -> usize {
        self.low as usize | (self.high as usize) << 16
    }
}

impl std::hash::Hash for FileId {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.index() as u32).hash(state)
    }
}

impl std::fmt::Debug for FileId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("FileId").field(&self.index()).finish()
    }
}

/// A location as small as possible for the common case (a position in a loaded source).
///
/// `Src` is what the parser gives every operation; `Attr` holds an explicit `loc(...)`
/// attribute (file/line/col, name, fused, callsite, unknown) as written in the input.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Loc {
    /// No location known (`loc(unknown)`).
    #[default]
    Unknown,
    /// A byte offset in a loaded source file.
    Src {
        /// The file.
        file: FileId,
        /// Byte offset from the start of the file.
        offset: u32,
    },
    /// An explicit location attribute (`AttrKind::Location`).
    Attr(Attr),
}

/// MLIR's `FusedLoc::get`: nested fused locations with the same metadata are flattened,
/// unknown and repeated locations dropped; no location left is `unknown` (or `[unknown]`
/// with metadata), one without metadata is that location.
pub fn fused_location(
    ctx: &mut crate::context::Context,
    locs: Vec<Attr>,
    metadata: Option<Attr>,
) -> Attr {
    use crate::attributes::{AttrKind, LocationKind};
    let mut kept: Vec<Attr> = Vec::new();
    let push = |kept: &mut Vec<Attr>, a: Attr| {
        if !kept.contains(&a) {
            kept.push(a);
        }
    };
    for l in locs {
        match ctx.attr_kind(l) {
            AttrKind::Location(LocationKind::Fused {
                locs: inner,
                metadata: m,
            }) if *m == metadata => {
                for &i in inner.clone().iter() {
                    push(&mut kept, i);
                }
            }
            AttrKind::Location(LocationKind::Unknown) => {}
            _ => push(&mut kept, l),
        }
    }
    let unknown = || AttrKind::Location(LocationKind::Unknown);
    match (kept.as_slice(), metadata) {
        ([], None) => ctx.intern_attr(unknown()),
        ([], Some(_)) => {
            let u = ctx.intern_attr(unknown());
            ctx.intern_attr(AttrKind::Location(LocationKind::Fused {
                locs: vec![u],
                metadata,
            }))
        }
        ([one], None) => *one,
        _ => ctx.intern_attr(AttrKind::Location(LocationKind::Fused {
            locs: kept,
            metadata,
        })),
    }
}

/// One loaded source buffer, with a line index built on first use.
#[derive(Debug)]
pub struct SourceFile {
    /// The name diagnostics print (the path as given, or `<stdin>`).
    pub name: String,
    /// The whole text.
    pub text: std::sync::Arc<String>,
    /// Bytes of the input that were not UTF-8, by offset: `text` holds
    /// [`NON_UTF8_STAND_IN`] there (one byte each, so offsets and columns are unchanged).
    pub non_utf8: Vec<(u32, u8)>,
    line_starts: std::sync::OnceLock<Vec<u32>>,
}

/// The byte `text` holds in place of each input byte that is not UTF-8: a control
/// character the lexer rejects as MLIR rejects the byte ("unexpected character"), and that
/// comments and string literals carry (strings get the original byte back).
pub const NON_UTF8_STAND_IN: u8 = 0x1A;

impl SourceFile {
    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut v = vec![0u32];
            for (i, b) in self.text.bytes().enumerate() {
                if b == b'\n' {
                    v.push(i as u32 + 1);
                }
            }
            v
        })
    }

    /// 1-based line and column of a byte offset (column counted in bytes, as MLIR does).
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let starts = self.line_starts();
        let line = match starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let start = starts.get(line).copied().unwrap_or(0);
        (line as u32 + 1, offset.saturating_sub(start) + 1)
    }

    /// The input bytes `start..end` of the text (the original bytes where the input was not
    /// UTF-8).
    pub fn original_bytes(&self, start: u32, end: u32) -> Vec<u8> {
        let mut out = self
            .text
            .as_bytes()
            .get(start as usize..end as usize)
            .unwrap_or(&[])
            .to_vec();
        let first = self.non_utf8.partition_point(|&(o, _)| o < start);
        for &(o, b) in self.non_utf8.get(first..).unwrap_or(&[]) {
            if o >= end {
                break;
            }
            if let Some(slot) = out.get_mut((o - start) as usize) {
                *slot = b;
            }
        }
        out
    }

    /// Line `line` as a diagnostic shows it: its input bytes, with those that are not UTF-8
    /// shown as U+FFFD.
    pub fn line_display(&self, line: u32) -> String {
        let text = self.line_text(line);
        if self.non_utf8.is_empty() {
            return text.to_string();
        }
        let start = text.as_ptr() as usize - self.text.as_ptr() as usize;
        let bytes = self.original_bytes(start as u32, (start + text.len()) as u32);
        String::from_utf8_lossy(&bytes).into_owned()
    }

    /// The text of 1-based line `line`, without its newline.
    pub fn line_text(&self, line: u32) -> &str {
        let starts = self.line_starts();
        let Some(&start) = starts.get(line.saturating_sub(1) as usize) else {
            return "";
        };
        let end = starts
            .get(line as usize)
            .map(|&e| e as usize)
            .unwrap_or(self.text.len());
        self.text
            .get(start as usize..end)
            .unwrap_or("")
            .trim_end_matches(['\n', '\r'])
    }
}

/// All source buffers a context has read; locations refer to them by [`FileId`].
#[derive(Debug, Default)]
pub struct SourceMgr {
    files: Vec<SourceFile>,
}

impl SourceMgr {
    /// Adds a buffer and returns its id.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        self.files.push(SourceFile {
            name: name.into(),
            text: std::sync::Arc::new(text.into()),
            non_utf8: Vec::new(),
            line_starts: std::sync::OnceLock::new(),
        });
        FileId::new(self.files.len() - 1)
    }

    /// Adds a buffer of raw bytes: bytes that are not UTF-8 are kept aside (see
    /// [`SourceFile::non_utf8`]) so the parser reports them where they are, as MLIR does.
    pub fn add_bytes(&mut self, name: impl Into<String>, bytes: Vec<u8>) -> FileId {
        let (text, non_utf8) = match String::from_utf8(bytes) {
            Ok(t) => (t, Vec::new()),
            Err(e) => stand_in_non_utf8(e.into_bytes()),
        };
        self.files.push(SourceFile {
            name: name.into(),
            text: std::sync::Arc::new(text),
            non_utf8,
            line_starts: std::sync::OnceLock::new(),
        });
        FileId::new(self.files.len() - 1)
    }

    /// The buffer with id `id`, if any.
    pub fn get(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id.index())
    }

    /// Finds a loaded file by the name it was added under.
    pub fn find(&self, name: &str) -> Option<FileId> {
        self.files
            .iter()
            .position(|f| f.name == name)
            .map(FileId::new)
    }
}

/// `bytes` as text with each byte of an invalid UTF-8 sequence replaced by
/// [`NON_UTF8_STAND_IN`], and the replaced bytes by offset.
fn stand_in_non_utf8(mut bytes: Vec<u8>) -> (String, Vec<(u32, u8)>) {
    let mut replaced = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match std::str::from_utf8(bytes.get(i..).unwrap_or(&[])) {
            Ok(_) => break,
            Err(e) => {
                let bad = i + e.valid_up_to();
                let len = e.error_len().unwrap_or(bytes.len() - bad);
                for k in bad..bad + len {
                    if let Some(b) = bytes.get_mut(k) {
                        replaced.push((k as u32, *b));
                        *b = NON_UTF8_STAND_IN;
                    }
                }
                i = bad + len;
            }
        }
    }
    let text = String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    (text, replaced)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_take_8_bytes() {
        assert_eq!(std::mem::size_of::<Loc>(), 8);
        for i in [0, 1, 65_535, 65_536, 300_000, FileId::MAX] {
            assert_eq!(FileId::new(i).index(), i);
        }
        assert_eq!(FileId::new(FileId::MAX + 5).index(), FileId::MAX);
        let src = Loc::Src {
            file: FileId::new(70_000),
            offset: 9,
        };
        assert_ne!(src, Loc::Unknown);
        assert!(matches!(src, Loc::Src { file, offset: 9 } if file.index() == 70_000));
    }

    #[test]
    fn non_utf8_bytes_keep_their_offsets() {
        let mut m = SourceMgr::default();
        let f = m.add_bytes("x", b"ab\xffc\xc3(\"\xfe\"".to_vec());
        let file = m.get(f).expect("added");
        assert_eq!(file.text.len(), 9);
        assert_eq!(file.non_utf8, vec![(2, 0xff), (4, 0xc3), (7, 0xfe)]);
        assert_eq!(file.original_bytes(6, 9), b"\"\xfe\"".to_vec());
        assert_eq!(file.line_col(5), (1, 6));
    }
}
