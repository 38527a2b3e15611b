//! The SVG pictures are well-formed XML (checked by a small parser here) and have one
//! memory cell per padded element; the seed's figures also have one logical cell per
//! padded element.

use std::collections::{BTreeMap, HashSet};

use tile_dialects::tile::layout::{PhysicalLayout, parse_shape};

/// One start tag: its name and attributes.
type Element = (String, BTreeMap<String, String>);

/// Checks that `doc` is a well-formed XML document and returns its elements in order.
fn parse_xml(doc: &str) -> Result<Vec<Element>, String> {
    let mut rest = doc;
    if let Some(r) = rest.strip_prefix("<?xml") {
        let end = r.find("?>").ok_or("unterminated XML declaration")?;
        rest = &r[end + 2..];
    }
    let mut stack: Vec<String> = Vec::new();
    let mut elements = Vec::new();
    let mut roots = 0;
    loop {
        let lt = rest.find('<').unwrap_or(rest.len());
        check_text(&rest[..lt])?;
        if !stack.is_empty() || rest[..lt].trim().is_empty() {
        } else {
            return Err(format!("text outside the root: {:?}", &rest[..lt]));
        }
        rest = &rest[lt..];
        if rest.is_empty() {
            break;
        }
        let gt = rest.find('>').ok_or("unterminated tag")?;
        let tag = &rest[1..gt];
        rest = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let open = stack.pop().ok_or_else(|| format!("unexpected </{name}>"))?;
            if open != name.trim() {
                return Err(format!("<{open}> closed by </{name}>"));
            }
            continue;
        }
        let self_closing = tag.ends_with('/');
        let tag = tag.trim_end_matches('/');
        let (name, attrs) = parse_tag(tag)?;
        if stack.is_empty() {
            roots += 1;
        }
        if !self_closing {
            stack.push(name.clone());
        }
        elements.push((name, attrs));
    }
    if let Some(open) = stack.pop() {
        return Err(format!("<{open}> is never closed"));
    }
    if roots != 1 {
        return Err(format!("{roots} root elements"));
    }
    Ok(elements)
}

fn check_text(t: &str) -> Result<(), String> {
    let mut rest = t;
    while let Some(amp) = rest.find('&') {
        let semi = rest[amp..].find(';').ok_or("unterminated entity")?;
        let ent = &rest[amp + 1..amp + semi];
        let ok = matches!(ent, "amp" | "lt" | "gt" | "quot" | "apos")
            || ent
                .strip_prefix('#')
                .is_some_and(|n| n.chars().all(|c| c.is_ascii_digit()));
        if !ok {
            return Err(format!("bad entity &{ent};"));
        }
        rest = &rest[amp + semi..];
    }
    Ok(())
}

fn parse_tag(tag: &str) -> Result<Element, String> {
    let name_end = tag.find(char::is_whitespace).unwrap_or(tag.len());
    let name = &tag[..name_end];
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == ':' || c == '-')
    {
        return Err(format!("bad tag name {name:?}"));
    }
    let mut attrs = BTreeMap::new();
    let mut rest = tag[name_end..].trim_start();
    while !rest.is_empty() {
        let eq = rest
            .find('=')
            .ok_or_else(|| format!("attribute without value in <{tag}>"))?;
        let key = rest[..eq].trim();
        let after = rest[eq + 1..].trim_start();
        let quote = after.chars().next().ok_or("missing attribute value")?;
        if quote != '"' && quote != '\'' {
            return Err(format!("unquoted attribute {key}"));
        }
        let close = after[1..]
            .find(quote)
            .ok_or("unterminated attribute value")?;
        let value = &after[1..1 + close];
        if value.contains('<') {
            return Err(format!("'<' in attribute {key}"));
        }
        check_text(value)?;
        if attrs.insert(key.to_string(), value.to_string()).is_some() {
            return Err(format!("duplicate attribute {key}"));
        }
        rest = after[close + 2..].trim_start();
    }
    Ok((name.to_string(), attrs))
}

fn svg_of(shape: &str) -> String {
    let cli = tile_layout::Cli {
        json: false,
        command: tile_layout::Command::Svg {
            shape: shape.to_string(),
            output: None,
        },
    };
    match tile_layout::run(&cli) {
        Ok(s) => s,
        Err(e) => panic!("{shape}: {e}"),
    }
}

fn count_class(elements: &[Element], prefix: &str) -> usize {
    elements
        .iter()
        .filter(|(n, a)| {
            n == "rect"
                && a.get("class")
                    .is_some_and(|c| c.split(' ').next() == Some(prefix))
        })
        .count()
}

fn storage(shape: &str) -> usize {
    let s = parse_shape(shape).unwrap_or_else(|e| panic!("{e}"));
    let p = PhysicalLayout::of_shape(&s).unwrap_or_else(|e| panic!("{e}"));
    p.storage_elements().unwrap_or_else(|e| panic!("{e}")) as usize
}

#[test]
fn seed_figures_parse_and_have_one_cell_per_padded_element() {
    for (shape, padded) in [
        ("F32[3,5]{1,0:T(2,2)}", 24),
        ("F32[4,8]{1,0:T(2,4)(2,1)}", 32),
    ] {
        let doc = svg_of(shape);
        let elements = parse_xml(&doc).unwrap_or_else(|e| panic!("{shape}: {e}"));
        assert_eq!(elements.first().map(|e| e.0.as_str()), Some("svg"));
        assert_eq!(count_class(&elements, "mem"), padded, "{shape}");
        assert_eq!(count_class(&elements, "cell"), padded, "{shape}");
        assert_eq!(storage(shape), padded);
    }
}

#[test]
fn the_xml_checker_rejects_broken_documents() {
    assert!(parse_xml("<svg><rect></svg>").is_err());
    assert!(parse_xml("<svg a=\"1\" a=\"2\"/>").is_err());
    assert!(parse_xml("<svg>&nope;</svg>").is_err());
    assert!(parse_xml("<svg x=1/>").is_err());
    assert!(parse_xml("<a/><b/>").is_err());
    assert!(parse_xml("<svg><text>a &amp; b</text></svg>").is_ok());
}

#[test]
fn many_layouts_draw_one_memory_cell_per_padded_element() {
    let shapes = [
        "f32[5]{0:T(4)}",
        "f32[]{:T(8)}",
        "bf16[3,9]{1,0:T(2,4)(2,1)}",
        "f32[3,7]{0,1:T(2,4)}",
        "s8[2,3,5]{2,1,0:T(2,4)(4,1)}",
        "f32[2,3,4]{2,1,0:T(*,2,3)}",
        "f32[3]{0:T(2)(4)}",
        "f32[3,5]{1,0:T(2,2)L(32)}",
        "pred[4,4]{1,0:T(2,2)E(1)}",
        "f32[4,4]",
    ];
    for shape in shapes {
        let doc = svg_of(shape);
        let elements = parse_xml(&doc).unwrap_or_else(|e| panic!("{shape}: {e}"));
        assert_eq!(count_class(&elements, "mem"), storage(shape), "{shape}");
        // Every logical element is drawn once, with a distinct memory index.
        let labels: HashSet<(String, String)> = elements
            .iter()
            .filter(|(n, a)| n == "rect" && a.get("class").map(String::as_str) == Some("cell"))
            .map(|(_, a)| {
                (
                    a.get("x").cloned().unwrap_or_default(),
                    a.get("y").cloned().unwrap_or_default(),
                )
            })
            .collect();
        let s = parse_shape(shape).unwrap_or_else(|e| panic!("{e}"));
        let n: i64 = s.extents().unwrap_or_default().iter().product();
        assert_eq!(labels.len() as i64, n, "{shape}");
    }
}
