//! An op's assembly format (MLIR's declarative format vocabulary), compiled once from its
//! text into elements the parser and printer walk.

use super::spec::OpSpec;

/// What a `type(...)` directive names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeTarget {
    /// One operand group.
    Operand(usize),
    /// One result group.
    Result(usize),
    /// Every operand (`operands`).
    Operands,
    /// Every result (`results`).
    Results,
}

/// An argument of a `custom<...>` directive.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CustomArg {
    /// An operand group (`$offsets`).
    Operand(usize),
    /// An attribute (`$static_offsets`).
    Attr(usize),
    /// The types of a group (`type($x)`).
    Type(TypeTarget),
    /// A region.
    Region(usize),
    /// A successor group (`$caseDestinations`).
    Successor(usize),
}

/// One element of a compiled format.
#[derive(Clone, Debug, PartialEq)]
pub enum Elem {
    /// A literal: a keyword or punctuation; `""` suppresses the next space, `" "` forces one.
    Literal(&'static str),
    /// An operand group (`$memref`).
    Operand(usize),
    /// Every operand (`operands`).
    Operands,
    /// An attribute (`$level`); `true` when wrapped in `qualified(...)`.
    Attr(usize, bool),
    /// A region (`$body`).
    Region(usize),
    /// Every region (`regions`).
    Regions,
    /// A successor group (`$dest`).
    Successor(usize),
    /// `type(...)`.
    Type(TypeTarget),
    /// `functional-type(inputs, results)`.
    FunctionalType(TypeTarget, TypeTarget),
    /// `attr-dict` (`true`: `attr-dict-with-keyword`).
    AttrDict(bool),
    /// `prop-dict`.
    PropDict,
    /// `custom<Name>(args)`: index into the spec's custom directives, and its arguments.
    Custom(usize, Vec<CustomArg>),
    /// `( ... )?` with an optional else group; `anchor` indexes `then`.
    Optional {
        /// Printed/parsed when the anchor is present.
        then: Vec<Elem>,
        /// Printed/parsed otherwise.
        otherwise: Vec<Elem>,
        /// The element whose presence decides.
        anchor: usize,
    },
}

/// A compiled format.
#[derive(Clone, Debug, PartialEq)]
pub struct Format {
    /// The top-level elements.
    pub elems: Vec<Elem>,
    /// Names of attributes the format prints itself (elided from `attr-dict`).
    pub printed_attrs: Vec<&'static str>,
}

impl Format {
    /// Compiles `text` for `spec`; the error names what is malformed.
    pub fn compile(spec: &OpSpec, text: &'static str) -> Result<Format, String> {
        let mut c = Compiler {
            spec,
            text,
            pos: 0,
            printed_attrs: Vec::new(),
        };
        let (elems, _) = c.elems(false)?;
        c.skip_ws();
        if c.pos < text.len() {
            return Err(c.err("unexpected ')'"));
        }
        Ok(Format {
            elems,
            printed_attrs: c.printed_attrs,
        })
    }
}

struct Compiler<'s> {
    spec: &'s OpSpec,
    text: &'static str,
    pos: usize,
    printed_attrs: Vec<&'static str>,
}

impl Compiler<'_> {
    fn err(&self, msg: &str) -> String {
        format!(
            "{}: assembly format at byte {}: {msg}",
            self.spec.name, self.pos
        )
    }

    fn skip_ws(&mut self) {
        let rest = self.text.get(self.pos..).unwrap_or("");
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn rest(&self) -> &'static str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn eat(&mut self, s: &str) -> bool {
        self.skip_ws();
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    fn ident(&mut self) -> &'static str {
        let rest = self.rest();
        let n = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .unwrap_or(rest.len());
        self.pos += n;
        rest.get(..n).unwrap_or("")
    }

    /// Elements up to a closing `)` (inside a group) or the end; returns them and the anchor.
    fn elems(&mut self, in_group: bool) -> Result<(Vec<Elem>, Option<usize>), String> {
        let mut out = Vec::new();
        let mut anchor = None;
        loop {
            self.skip_ws();
            let rest = self.rest();
            if rest.is_empty() || rest.starts_with(')') {
                if in_group && rest.is_empty() {
                    return Err(self.err("unterminated optional group"));
                }
                return Ok((out, anchor));
            }
            let e = self.elem()?;
            if self.eat("^") {
                if !in_group {
                    return Err(self.err("'^' outside an optional group"));
                }
                anchor = Some(out.len());
            }
            out.push(e);
        }
    }

    fn elem(&mut self) -> Result<Elem, String> {
        self.skip_ws();
        let rest = self.rest();
        if let Some(body) = rest.strip_prefix('`') {
            let end = body
                .find('`')
                .ok_or_else(|| self.err("unterminated literal"))?;
            let lit = body.get(..end).unwrap_or("");
            self.pos += end + 2;
            return Ok(Elem::Literal(lit));
        }
        if rest.starts_with('$') {
            self.pos += 1;
            let name = self.ident();
            return self.variable(name);
        }
        if rest.starts_with('(') {
            self.pos += 1;
            let (then, anchor) = self.elems(true)?;
            if !self.eat(")") {
                return Err(self.err("expected ')'"));
            }
            let mut otherwise = Vec::new();
            if self.eat(":") {
                if !self.eat("(") {
                    return Err(self.err("expected '(' after ':'"));
                }
                otherwise = self.elems(true)?.0;
                if !self.eat(")") {
                    return Err(self.err("expected ')'"));
                }
            }
            if !self.eat("?") {
                return Err(self.err("expected '?' after an optional group"));
            }
            if then.is_empty() {
                return Err(self.err("empty optional group"));
            }
            return Ok(Elem::Optional {
                then,
                otherwise,
                anchor: anchor.unwrap_or(0),
            });
        }
        let word = self.ident();
        match word {
            "attr-dict" => Ok(Elem::AttrDict(false)),
            "attr-dict-with-keyword" => Ok(Elem::AttrDict(true)),
            "prop-dict" => Ok(Elem::PropDict),
            "operands" => Ok(Elem::Operands),
            "regions" => Ok(Elem::Regions),
            "type" => {
                self.open()?;
                let t = self.type_target()?;
                self.close()?;
                Ok(Elem::Type(t))
            }
            "functional-type" => {
                self.open()?;
                let a = self.type_target()?;
                if !self.eat(",") {
                    return Err(self.err("expected ','"));
                }
                let b = self.type_target()?;
                self.close()?;
                Ok(Elem::FunctionalType(a, b))
            }
            "qualified" => {
                self.open()?;
                self.skip_ws();
                // Types always print with their dialect prefix, so `qualified(type(..))` is `type(..)`.
                let e = match self.elem()? {
                    Elem::Attr(i, _) => Elem::Attr(i, true),
                    t @ Elem::Type(_) => t,
                    _ => return Err(self.err("qualified() takes an attribute or a type")),
                };
                self.close()?;
                Ok(e)
            }
            "custom" => {
                if !self.eat("<") {
                    return Err(self.err("expected '<' after custom"));
                }
                self.skip_ws();
                let name = self.ident();
                if !self.eat(">") {
                    return Err(self.err("expected '>'"));
                }
                self.open()?;
                let mut args = Vec::new();
                loop {
                    self.skip_ws();
                    if self.eat(")") {
                        break;
                    }
                    if !args.is_empty() && !self.eat(",") {
                        return Err(self.err("expected ',' between custom arguments"));
                    }
                    self.skip_ws();
                    let arg = if self.eat("ref") {
                        // `ref($x)`: an element parsed elsewhere; the hook reads it the same way.
                        self.open()?;
                        let a = self.custom_arg()?;
                        self.close()?;
                        a
                    } else {
                        self.custom_arg()?
                    };
                    args.push(arg);
                }
                let i = self
                    .spec
                    .custom
                    .iter()
                    .position(|d| d.name == name)
                    .ok_or_else(|| self.err(&format!("no custom directive '{name}'")))?;
                Ok(Elem::Custom(i, args))
            }
            "" => Err(self.err("expected a format element")),
            w => Err(self.err(&format!("unknown directive '{w}'"))),
        }
    }

    fn custom_arg(&mut self) -> Result<CustomArg, String> {
        self.skip_ws();
        if self.eat("type") {
            self.open()?;
            let t = self.type_target()?;
            self.close()?;
            return Ok(CustomArg::Type(t));
        }
        if !self.eat("$") {
            return Err(self.err("expected a custom directive argument"));
        }
        let name = self.ident();
        match self.variable(name)? {
            Elem::Operand(i) => Ok(CustomArg::Operand(i)),
            Elem::Attr(i, _) => Ok(CustomArg::Attr(i)),
            Elem::Region(i) => Ok(CustomArg::Region(i)),
            Elem::Successor(i) => Ok(CustomArg::Successor(i)),
            _ => Err(self.err("unsupported custom directive argument")),
        }
    }

    fn open(&mut self) -> Result<(), String> {
        if self.eat("(") {
            Ok(())
        } else {
            Err(self.err("expected '('"))
        }
    }

    fn close(&mut self) -> Result<(), String> {
        if self.eat(")") {
            Ok(())
        } else {
            Err(self.err("expected ')'"))
        }
    }

    fn type_target(&mut self) -> Result<TypeTarget, String> {
        self.skip_ws();
        if self.eat("$") {
            let name = self.ident();
            if let Some(i) = self.spec.operand_index(name) {
                return Ok(TypeTarget::Operand(i));
            }
            if let Some(i) = self.spec.result_index(name) {
                return Ok(TypeTarget::Result(i));
            }
            return Err(self.err(&format!("'{name}' is not an operand or result")));
        }
        match self.ident() {
            "operands" => Ok(TypeTarget::Operands),
            "results" => Ok(TypeTarget::Results),
            w => Err(self.err(&format!("expected a type target, got '{w}'"))),
        }
    }

    fn variable(&mut self, name: &'static str) -> Result<Elem, String> {
        if let Some(i) = self.spec.operand_index(name) {
            return Ok(Elem::Operand(i));
        }
        if let Some(i) = self.spec.attrs.iter().position(|a| a.name == name) {
            self.printed_attrs.push(name);
            return Ok(Elem::Attr(i, false));
        }
        if let Some(i) = self.spec.regions.iter().position(|r| r.name == name) {
            return Ok(Elem::Region(i));
        }
        if let Some(i) = self.spec.successors.iter().position(|r| r.name == name) {
            return Ok(Elem::Successor(i));
        }
        Err(self.err(&format!("'${name}' names nothing the op declares")))
    }
}
