//! Test discovery: every `*.mlir` file under the root, skipping `Inputs` directories.

use std::path::{Path, PathBuf};

/// All `*.mlir` files under `root`, recursively, skipping directories named `Inputs`
/// (and hidden directories), sorted. Unreadable directories are skipped.
pub fn discover(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    walk(root, &mut found);
    found.sort();
    found
}

fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let Ok(file_type) = entry.file_type() else {
            continue;
        };
        if file_type.is_dir() {
            if name != "Inputs" && !name.starts_with('.') {
                walk(&path, found);
            }
        } else if path.extension().is_some_and(|e| e == "mlir") {
            found.push(path);
        }
    }
}

/// The test's display name: its path relative to `root`, with `/` separators.
pub fn test_name(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_mlir_files_and_skips_inputs() {
        let root = std::env::temp_dir().join(format!("tile-lit-discover-{}", std::process::id()));
        let mk = |p: &str| {
            let path = root.join(p);
            if let Some(parent) = path.parent() {
                assert!(std::fs::create_dir_all(parent).is_ok());
            }
            assert!(std::fs::write(&path, "").is_ok());
        };
        mk("b.mlir");
        mk("a/z.mlir");
        mk("a/Inputs/skip.mlir");
        mk("a/notes.txt");
        let names: Vec<String> = discover(&root)
            .iter()
            .map(|p| test_name(&root, p))
            .collect();
        let _ = std::fs::remove_dir_all(&root);
        assert_eq!(names, ["a/z.mlir", "b.mlir"]);
    }
}
