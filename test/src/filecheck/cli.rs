//! Parsing a `FileCheck` command line (LLVM `cl::opt` conventions: `-opt`/`--opt`,
//! `=value` or a separate value, `-DNAME=VALUE`) into [`FileCheckOptions`].

use super::FileCheckOptions;

/// A parsed FileCheck invocation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invocation {
    pub options: FileCheckOptions,
    /// The positional check file (`-` = stdin).
    pub check_file: String,
    /// `--input-file`; `None` or `-` = stdin.
    pub input_file: Option<String>,
}

const BOOL_FLAGS: &[&str] = &[
    "strict-whitespace",
    "match-full-lines",
    "allow-empty",
    "allow-unused-prefixes",
    "ignore-case",
    "enable-var-scope",
    "allow-deprecated-dag-overlap",
    "v",
    "vv",
    "color",
];

const VALUE_OPTS: &[&str] = &[
    "input-file",
    "check-prefix",
    "check-prefixes",
    "comment-prefixes",
    "implicit-check-not",
    "dump-input",
    "dump-input-filter",
    "dump-input-context",
    "D",
];

fn parse_bool(name: &str, value: Option<&str>) -> Result<bool, String> {
    match value {
        None | Some("true" | "TRUE" | "True" | "1") => Ok(true),
        Some("false" | "FALSE" | "False" | "0") => Ok(false),
        Some(v) => Err(format!(
            "FileCheck: for the --{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

/// Parses the arguments after `FileCheck`.
pub fn parse_args(args: &[String]) -> Result<Invocation, String> {
    let mut opts = FileCheckOptions::default();
    let mut comment_prefixes: Option<Vec<String>> = None;
    let mut positional = Vec::new();
    let mut input_file = None;
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if arg == "-" || !arg.starts_with('-') {
            positional.push(arg.clone());
            continue;
        }
        let body = arg.trim_start_matches('-');
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        // -DNAME=VALUE (prefix style).
        if let Some(def) = body.strip_prefix('D')
            && !def.is_empty()
            && !arg.starts_with("--")
        {
            opts.defines.push(split_define(def)?);
            continue;
        }
        if BOOL_FLAGS.contains(&name) {
            let value = parse_bool(name, inline)?;
            match name {
                "strict-whitespace" => opts.strict_whitespace = value,
                "match-full-lines" => opts.match_full_lines = value,
                "allow-empty" => opts.allow_empty = value,
                "allow-unused-prefixes" => opts.allow_unused_prefixes = value,
                "ignore-case" => opts.ignore_case = value,
                "enable-var-scope" => opts.enable_var_scope = value,
                "allow-deprecated-dag-overlap" => opts.allow_deprecated_dag_overlap = value,
                _ => {}
            }
            continue;
        }
        if !VALUE_OPTS.contains(&name) {
            return Err(format!(
                "FileCheck: Unknown command line argument '{arg}'.  Try: 'FileCheck --help'"
            ));
        }
        let value = match inline {
            Some(v) => v.to_string(),
            None => {
                let Some(v) = args.get(i) else {
                    return Err(format!(
                        "FileCheck: for the --{name} option: requires a value!"
                    ));
                };
                i += 1;
                v.clone()
            }
        };
        match name {
            "input-file" => input_file = Some(value),
            "check-prefix" | "check-prefixes" => {
                opts.check_prefixes
                    .extend(value.split(',').map(str::to_string));
            }
            "comment-prefixes" => comment_prefixes
                .get_or_insert_with(Vec::new)
                .extend(value.split(',').map(str::to_string)),
            "implicit-check-not" => opts.implicit_check_not.push(value),
            "D" => opts.defines.push(split_define(&value)?),
            // dump-input*, accepted and ignored: failures always include the searched input.
            _ => {}
        }
    }
    if let Some(c) = comment_prefixes {
        opts.comment_prefixes = c;
    }
    let check_file = match positional.as_slice() {
        [one] => one.clone(),
        [] => {
            return Err(
                "FileCheck: Not enough positional command line arguments specified!".into(),
            );
        }
        _ => {
            return Err(format!(
                "FileCheck: Too many positional arguments specified! Can specify at most 1 positional arguments: See: FileCheck --help (got {positional:?})"
            ));
        }
    };
    if let Some(name) = input_file.as_ref().filter(|f| *f != "-") {
        opts.input_name.clone_from(name);
    }
    Ok(Invocation {
        options: opts,
        check_file,
        input_file,
    })
}

fn split_define(def: &str) -> Result<(String, String), String> {
    match def.split_once('=') {
        Some((name, value)) if !name.is_empty() => Ok((name.to_string(), value.to_string())),
        _ => Err(format!(
            "FileCheck: Missing equal sign in command-line definition '-D{def}'"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Invocation, String> {
        parse_args(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn common_forms() {
        let inv = parse(&[
            "%s.mlir",
            "--check-prefix=A",
            "-check-prefixes",
            "B,C",
            "--implicit-check-not",
            "error",
            "--match-full-lines",
            "-strict-whitespace",
            "--dump-input=fail",
            "-DX=1",
            "--input-file",
            "out.txt",
            "--allow-empty=false",
        ]);
        let Ok(inv) = inv else {
            panic!("{inv:?}");
        };
        assert_eq!(inv.check_file, "%s.mlir");
        assert_eq!(inv.options.check_prefixes, ["A", "B", "C"]);
        assert_eq!(inv.options.implicit_check_not, ["error"]);
        assert!(inv.options.match_full_lines && inv.options.strict_whitespace);
        assert!(!inv.options.allow_empty);
        assert_eq!(inv.options.defines, [("X".to_string(), "1".to_string())]);
        assert_eq!(inv.input_file.as_deref(), Some("out.txt"));
        assert_eq!(inv.options.input_name, "out.txt");
    }

    #[test]
    fn errors() {
        assert!(parse(&[]).is_err());
        assert!(parse(&["a", "b"]).is_err());
        assert!(parse(&["a", "--bogus"]).is_err());
        assert!(parse(&["a", "--check-prefix"]).is_err());
    }
}
