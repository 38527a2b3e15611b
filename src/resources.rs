//! The file's resource section (`{-# dialect_resources: {...}, external_resources: {...} #-}`):
//! blobs that `dense_resource<key>` attributes refer to, kept per module and printed back
//! after it as mlir-opt does.

use crate::attributes::{Attr, AttrKind};
use crate::context::Context;
use crate::ir::OpId;
use crate::printer::attrs::{write_escaped_string, write_resource_key};
use std::fmt::Write;

/// A blob: its alignment (the first 4 bytes of the hex form) and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceBlob {
    /// Alignment in bytes.
    pub alignment: u32,
    /// The data, little-endian elements.
    pub data: Vec<u8>,
}

impl ResourceBlob {
    /// Decodes MLIR's `"0x<alignment:4 bytes LE><data>"`; `None` when not hex or too short.
    pub fn from_hex(text: &str) -> Option<ResourceBlob> {
        let bytes = decode_hex(text.strip_prefix("0x")?)?;
        let (align, data) = bytes.split_first_chunk::<4>()?;
        Some(ResourceBlob {
            alignment: u32::from_le_bytes(*align),
            data: data.to_vec(),
        })
    }

    /// The `"0x..."` text mlir-opt prints (upper-case hex).
    pub fn to_hex(&self) -> String {
        let mut s = String::from("0x");
        for b in self.alignment.to_le_bytes().iter().chain(&self.data) {
            let _ = write!(s, "{b:02X}");
        }
        s
    }
}

/// Bytes from hex digits; `None` when a digit is invalid or the count odd.
pub fn decode_hex(digits: &str) -> Option<Vec<u8>> {
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    (0..digits.len() / 2)
        .map(|i| {
            digits
                .get(2 * i..2 * i + 2)
                .and_then(|b| u8::from_str_radix(b, 16).ok())
        })
        .collect()
}

/// One value of an external resource entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    /// `true` / `false`
    Bool(bool),
    /// A string.
    String(String),
    /// A hex blob.
    Blob(ResourceBlob),
}

/// The resources of one module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resources {
    /// `dialect_resources: { builtin: { key: blob } }`, in file order.
    pub builtin: Vec<(String, ResourceBlob)>,
    /// `external_resources: { group: { key: value } }`, in file order.
    pub external: Vec<(String, Vec<(String, ResourceValue)>)>,
}

impl Resources {
    /// The builtin blob named `key`.
    pub fn blob(&self, key: &str) -> Option<&ResourceBlob> {
        self.builtin.iter().find(|(k, _)| k == key).map(|(_, b)| b)
    }

    /// The `{-# ... #-}` section mlir-opt prints after `module` (starting with a blank line),
    /// with only the blobs in `used` (in that order); empty when nothing is left to print.
    pub fn section_text(&self, used: &[String]) -> String {
        let blobs: Vec<(&String, &ResourceBlob)> = used
            .iter()
            .filter_map(|k| self.blob(k).map(|b| (k, b)))
            .collect();
        let mut groups = Vec::new();
        if !blobs.is_empty() {
            let mut s = String::from("  dialect_resources: {\n    builtin: {\n");
            for (i, (k, b)) in blobs.iter().enumerate() {
                s.push_str("      ");
                write_resource_key(&mut s, k);
                let _ = write!(s, ": \"{}\"", b.to_hex());
                s.push_str(if i + 1 < blobs.len() { ",\n" } else { "\n" });
            }
            s.push_str("    }\n  }");
            groups.push(s);
        }
        if !self.external.is_empty() {
            let mut s = String::from("  external_resources: {\n");
            for (gi, (name, entries)) in self.external.iter().enumerate() {
                s.push_str("    ");
                write_resource_key(&mut s, name);
                s.push_str(": {\n");
                for (i, (k, v)) in entries.iter().enumerate() {
                    s.push_str("      ");
                    write_resource_key(&mut s, k);
                    s.push_str(": ");
                    match v {
                        ResourceValue::Bool(b) => s.push_str(if *b { "true" } else { "false" }),
                        ResourceValue::String(t) => write_escaped_string(&mut s, t.as_bytes()),
                        ResourceValue::Blob(b) => {
                            let _ = write!(s, "\"{}\"", b.to_hex());
                        }
                    }
                    s.push_str(if i + 1 < entries.len() { ",\n" } else { "\n" });
                }
                s.push_str("    }");
                s.push_str(if gi + 1 < self.external.len() {
                    ",\n"
                } else {
                    "\n"
                });
            }
            s.push_str("  }");
            groups.push(s);
        }
        if groups.is_empty() {
            return String::new();
        }
        format!("\n{{-#\n{}\n#-}}\n", groups.join(",\n"))
    }
}

/// The keys of the `dense_resource<key>` attributes used by the ops under `root`, in first-use
/// order (the order mlir-opt prints the blobs in).
pub fn used_resource_keys(ctx: &Context, root: OpId) -> Vec<String> {
    let mut keys: Vec<String> = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    for op in ctx.walk_collect(root) {
        let data = ctx.op(op);
        let mut stack: Vec<Attr> = vec![data.attributes, data.properties];
        while let Some(a) = stack.pop() {
            if !seen.insert(a) {
                continue;
            }
            match ctx.attr_kind(a) {
                AttrKind::DenseResource { name, .. } if !keys.contains(name) => {
                    keys.push(name.clone())
                }
                AttrKind::Array(items) => stack.extend(items.iter().rev()),
                AttrKind::Dictionary(entries) => stack.extend(entries.iter().rev().map(|e| e.1)),
                _ => {}
            }
        }
    }
    keys
}

/// The resource section to print after `op`: empty unless `op` has resources.
pub fn section_after(ctx: &Context, op: OpId) -> String {
    match ctx.resources(op) {
        Some(r) => r.section_text(&used_resource_keys(ctx, op)),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blobs_keep_alignment_and_print_upper_case() {
        let b = ResourceBlob::from_hex("0x08000000ff01").expect("valid blob");
        assert_eq!(b.alignment, 8);
        assert_eq!(b.data, vec![0xff, 0x01]);
        assert_eq!(b.to_hex(), "0x08000000FF01");
        assert!(
            ResourceBlob::from_hex("0x0800").is_none(),
            "no room for the alignment"
        );
        assert!(
            ResourceBlob::from_hex("0x080000000").is_none(),
            "odd digit count"
        );
        assert!(ResourceBlob::from_hex("08000000").is_none(), "no 0x prefix");
    }

    #[test]
    fn only_used_blobs_are_printed_in_use_order() {
        let hex = |s: &str| ResourceBlob::from_hex(s).expect("valid blob");
        let r = Resources {
            builtin: vec![
                ("a".into(), hex("0x04000000")),
                ("b c".into(), hex("0x0400000001")),
            ],
            external: Vec::new(),
        };
        let text = r.section_text(&["b c".to_string(), "zz".to_string()]);
        assert_eq!(
            text,
            "\n{-#\n  dialect_resources: {\n    builtin: {\n      \"b c\": \"0x0400000001\"\n    }\n  }\n#-}\n"
        );
        assert_eq!(r.section_text(&[]), "");
    }
}
