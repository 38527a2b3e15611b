//! `--split-input-file`: cutting the input into chunks on a marker line (`// -----`), as
//! MLIR's `splitAndProcessBuffer` does, including its "near miss" warnings.
//!
//! Chunks are byte ranges of the original text, so parsing a chunk with
//! `parse_source_range` keeps the original file's line numbers in diagnostics.

/// A chunk: bytes `start..end` of the input.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

/// The chunks of `text` split on `marker`, and the byte offsets of near misses (a marker
/// prefix not followed by the marker's last two characters, e.g. `// ----`), which MLIR
/// reports as warnings and does not split on.
pub fn split(text: &str, marker: &str) -> (Vec<Chunk>, Vec<usize>) {
    const CHECK_LEN: usize = 2;
    if marker.is_empty() {
        return (
            vec![Chunk {
                start: 0,
                end: text.len(),
            }],
            Vec::new(),
        );
    }
    if marker.len() <= CHECK_LEN || !marker.is_char_boundary(marker.len() - CHECK_LEN) {
        // Too short for near-miss detection: split on the exact marker.
        let mut chunks = Vec::new();
        let mut start = 0;
        for (i, _) in text.match_indices(marker) {
            chunks.push(Chunk { start, end: i });
            start = i + marker.len();
        }
        chunks.push(Chunk {
            start,
            end: text.len(),
        });
        return (chunks, Vec::new());
    }
    let (prefix, suffix) = marker.split_at(marker.len() - CHECK_LEN);
    // Raw pieces between occurrences of the prefix.
    let mut raw: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    for (i, _) in text.match_indices(prefix) {
        raw.push((start, i));
        start = i + prefix.len();
    }
    raw.push((start, text.len()));

    let bytes = text.as_bytes();
    let mut chunks = Vec::new();
    let mut near_misses = Vec::new();
    let mut prev: Option<(usize, usize)> = None;
    for (s, e) in raw {
        let Some((ps, pe)) = prev else {
            prev = Some((s, e));
            continue;
        };
        let piece = text.get(s..e).unwrap_or("");
        let expected = piece.starts_with(suffix)
            && piece.len() > CHECK_LEN
            && bytes.get(s + CHECK_LEN) != Some(&b'0');
        if expected {
            chunks.push(Chunk { start: ps, end: pe });
            prev = Some((s + CHECK_LEN, e));
        } else {
            near_misses.push(s);
            prev = Some((ps, e));
        }
    }
    if let Some((s, e)) = prev {
        chunks.push(Chunk { start: s, end: e });
    }
    (chunks, near_misses)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'a>(t: &'a str, c: &[Chunk]) -> Vec<&'a str> {
        c.iter().map(|c| &t[c.start..c.end]).collect()
    }

    #[test]
    fn splits_on_marker() {
        let t = "a\n// -----\nb\n// -----\nc\n";
        let (c, n) = split(t, "// -----");
        assert_eq!(texts(t, &c), vec!["a\n", "\nb\n", "\nc\n"]);
        assert!(n.is_empty());
    }

    #[test]
    fn near_miss() {
        let t = "a\n// ----\nb\n// -----\nc";
        let (c, n) = split(t, "// -----");
        assert_eq!(texts(t, &c), vec!["a\n// ----\nb\n", "\nc"]);
        assert_eq!(n, vec![8]);
    }

    #[test]
    fn custom_and_empty_markers() {
        let t = "a\nXYZW\nb";
        let (c, _) = split(t, "XYZW");
        assert_eq!(texts(t, &c), vec!["a\n", "\nb"]);
        let (c, _) = split(t, "");
        assert_eq!(texts(t, &c), vec![t]);
    }
}
