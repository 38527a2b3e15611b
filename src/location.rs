//! Source locations: where an operation, value or diagnostic comes from.

use crate::attributes::Attr;

/// Index of a file in the [`SourceMgr`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct FileId(pub u32);

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

/// One loaded source buffer, with a line index built on first use.
#[derive(Debug)]
pub struct SourceFile {
    /// The name diagnostics print (the path as given, or `<stdin>`).
    pub name: String,
    /// The whole text.
    pub text: std::sync::Arc<String>,
    line_starts: std::sync::OnceLock<Vec<u32>>,
}

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
            line_starts: std::sync::OnceLock::new(),
        });
        FileId(self.files.len() as u32 - 1)
    }

    /// The buffer with id `id`, if any.
    pub fn get(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id.0 as usize)
    }

    /// Finds a loaded file by the name it was added under.
    pub fn find(&self, name: &str) -> Option<FileId> {
        self.files
            .iter()
            .position(|f| f.name == name)
            .map(|i| FileId(i as u32))
    }
}
