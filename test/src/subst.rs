//! lit's per-test substitutions: `%s`, `%S`, `%p`, `%t`, `%T`, `%%`, `%/s` (etc.),
//! `%{pathsep}`, `%{s:basename}`, `%basename_t`. Applied in one left-to-right pass,
//! so a substituted path is never substituted again.

use std::path::{Path, PathBuf};

/// The paths one test's substitutions expand to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestPaths {
    /// `%s`: absolute path of the test file.
    pub source: PathBuf,
    /// `%t`: a unique temporary path for this test (not created).
    pub tmp: PathBuf,
}

impl TestPaths {
    /// `%t` is `tmp_dir/<path of the test relative to test_root>.tmp`.
    pub fn new(source: &Path, test_root: &Path, tmp_dir: &Path) -> TestPaths {
        let rel = source
            .strip_prefix(test_root)
            .map(Path::to_path_buf)
            .unwrap_or_else(|_| source.file_name().map(PathBuf::from).unwrap_or_default());
        let mut tmp = tmp_dir.join(rel).into_os_string();
        tmp.push(".tmp");
        TestPaths {
            source: source.to_path_buf(),
            tmp: PathBuf::from(tmp),
        }
    }

    /// `%S`: the directory of the test file.
    pub fn source_dir(&self) -> PathBuf {
        self.source
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default()
    }

    /// `%T`: the directory of `%t`.
    pub fn tmp_dir(&self) -> PathBuf {
        self.tmp.parent().map(Path::to_path_buf).unwrap_or_default()
    }

    /// Expands the substitutions in one RUN command.
    pub fn substitute(&self, command: &str) -> String {
        let s = self.source.to_string_lossy().into_owned();
        let big_s = self.source_dir().to_string_lossy().into_owned();
        let t = self.tmp.to_string_lossy().into_owned();
        let big_t = self.tmp_dir().to_string_lossy().into_owned();
        let s_base = self
            .source
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let t_base = self
            .tmp
            .file_stem()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        // Longest keys first where one is a prefix of another.
        let table: [(&str, &str); 14] = [
            ("%%", "%"),
            ("%{pathsep}", ":"),
            ("%{s:basename}", &s_base),
            ("%{t:stem}", &t_base),
            ("%basename_t", &t_base),
            ("%/s", &s),
            ("%/S", &big_s),
            ("%/p", &big_s),
            ("%/t", &t),
            ("%s", &s),
            ("%S", &big_s),
            ("%p", &big_s),
            ("%t", &t),
            ("%T", &big_t),
        ];
        let mut out = String::with_capacity(command.len());
        let mut rest = command;
        while let Some(pos) = rest.find('%') {
            out.push_str(&rest[..pos]);
            let tail = &rest[pos..];
            match table.iter().find(|(k, _)| tail.starts_with(k)) {
                Some((k, v)) => {
                    out.push_str(v);
                    rest = &tail[k.len()..];
                }
                None => {
                    out.push('%');
                    rest = &tail[1..];
                }
            }
        }
        out.push_str(rest);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn substitutes_paths() {
        let p = TestPaths::new(
            Path::new("/r/test/a/x.mlir"),
            Path::new("/r/test"),
            Path::new("/tmp/lit"),
        );
        assert_eq!(p.tmp, PathBuf::from("/tmp/lit/a/x.mlir.tmp"));
        assert_eq!(
            p.substitute("tile-opt %s -o %t.out && cat %S/Inputs/y %T %% %q %{s:basename}"),
            "tile-opt /r/test/a/x.mlir -o /tmp/lit/a/x.mlir.tmp.out && cat /r/test/a/Inputs/y /tmp/lit/a % %q x.mlir"
        );
    }
}
