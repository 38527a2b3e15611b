//! Lexing and parsing a RUN command (port of lit's `ShLexer`/`ShParser`): words with
//! `'...'`/`"..."` quoting and `\` escapes, pipelines, `&&`/`||`/`;` sequences and
//! redirections (`>`, `>>`, `2>`, `2>>`, `2>&1`, `&>`, `<`).

/// Where a redirection sends or takes a stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Redirect {
    /// `> f`, `>> f`, `2> f`, `2>> f`.
    Write { fd: u32, path: String, append: bool },
    /// `2>&1` (`fd` 2, `to` 1) or `2>&2`.
    Dup { fd: u32, to: u32 },
    /// `&> f` / `>& f`: both stdout and stderr.
    Both { path: String },
    /// `< f`.
    Read { path: String },
}

/// One command: its words and redirections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    pub args: Vec<String>,
    pub redirects: Vec<Redirect>,
}

/// `a | b | c`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pipeline {
    pub commands: Vec<Command>,
}

/// Sequence operators (lit: left-associative, no precedence).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeqOp {
    And,
    Or,
    Semi,
}

/// A parsed RUN command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Script {
    Pipeline(Pipeline),
    Seq(Box<Script>, SeqOp, Box<Script>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    Word(String),
    /// An operator, with the file descriptor written before it (`2>`).
    Op(&'static str, Option<u32>),
}

struct Lexer {
    chars: Vec<char>,
    pos: usize,
}

impl Lexer {
    fn eat_if(&mut self, c: char) -> bool {
        if self.chars.get(self.pos) == Some(&c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn operator(&mut self, c: char) -> Option<&'static str> {
        Some(match c {
            ';' => ";",
            '|' if self.eat_if('|') => "||",
            '|' => "|",
            '&' if self.eat_if('&') => "&&",
            '&' if self.eat_if('>') => "&>",
            '&' => "&",
            '>' if self.eat_if('&') => ">&",
            '>' if self.eat_if('>') => ">>",
            '>' => ">",
            '<' if self.eat_if('&') => "<&",
            '<' if self.eat_if('>') => "<>",
            '<' => "<",
            _ => return None,
        })
    }

    fn quoted(&mut self, delim: char) -> Result<String, String> {
        let mut s = String::new();
        while let Some(&c) = self.chars.get(self.pos) {
            self.pos += 1;
            if c == delim {
                return Ok(s);
            }
            if c == '\\' && delim == '"' {
                let Some(&next) = self.chars.get(self.pos) else {
                    return Err("escape at end of quoted argument".into());
                };
                self.pos += 1;
                if next != '"' && next != '\\' && next != '$' {
                    s.push('\\');
                }
                s.push(next);
            } else {
                s.push(c);
            }
        }
        Err(format!("missing quote character {delim}"))
    }

    fn word(&mut self, first: char) -> Result<Token, String> {
        let mut s = String::new();
        let mut pending = Some(first);
        loop {
            let c = match pending.take() {
                Some(c) => c,
                None => match self.chars.get(self.pos) {
                    Some(&c) => {
                        if c.is_whitespace() || "|&;".contains(c) {
                            break;
                        }
                        if c == '>' || c == '<' {
                            if !s.is_empty() && s.chars().all(|d| d.is_ascii_digit()) {
                                let fd = s.parse::<u32>().map_err(|e| e.to_string())?;
                                self.pos += 1;
                                let op = self.operator(c).unwrap_or(">");
                                return Ok(Token::Op(op, Some(fd)));
                            }
                            break;
                        }
                        self.pos += 1;
                        c
                    }
                    None => break,
                },
            };
            match c {
                '\'' | '"' => s.push_str(&self.quoted(c)?),
                '\\' => {
                    let Some(&next) = self.chars.get(self.pos) else {
                        break;
                    };
                    self.pos += 1;
                    s.push(next);
                }
                _ => s.push(c),
            }
        }
        Ok(Token::Word(s))
    }

    fn tokens(mut self) -> Result<Vec<Token>, String> {
        let mut out = Vec::new();
        while let Some(&c) = self.chars.get(self.pos) {
            self.pos += 1;
            if c.is_whitespace() {
                continue;
            }
            match self.operator(c) {
                Some(op) => out.push(Token::Op(op, None)),
                None => out.push(self.word(c)?),
            }
        }
        Ok(out)
    }
}

struct Parser {
    tokens: Vec<Token>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos)
    }

    fn next(&mut self) -> Option<Token> {
        let t = self.tokens.get(self.pos).cloned();
        self.pos += 1;
        t
    }

    fn command(&mut self) -> Result<Command, String> {
        let first = match self.next() {
            Some(Token::Word(w)) => w,
            Some(Token::Op(op, _)) => {
                return Err(format!("syntax error near unexpected token '{op}'"));
            }
            None => return Err("empty command!".into()),
        };
        let mut cmd = Command {
            args: vec![first],
            redirects: Vec::new(),
        };
        loop {
            match self.peek() {
                None => break,
                Some(Token::Word(_)) => {
                    if let Some(Token::Word(w)) = self.next() {
                        cmd.args.push(w);
                    }
                }
                Some(Token::Op(op, _)) if matches!(*op, "|" | ";" | "&" | "||" | "&&") => break,
                Some(Token::Op(..)) => {
                    let Some(Token::Op(op, fd)) = self.next() else {
                        break;
                    };
                    let Some(Token::Word(target)) = self.next() else {
                        return Err(format!("syntax error near token '{op}'"));
                    };
                    cmd.redirects.push(redirect(op, fd, target)?);
                }
            }
        }
        Ok(cmd)
    }

    fn pipeline(&mut self) -> Result<Pipeline, String> {
        let mut commands = vec![self.command()?];
        while matches!(self.peek(), Some(Token::Op("|", _))) {
            self.pos += 1;
            commands.push(self.command()?);
        }
        Ok(Pipeline { commands })
    }

    fn script(&mut self) -> Result<Script, String> {
        let mut lhs = Script::Pipeline(self.pipeline()?);
        while let Some(tok) = self.next() {
            let op = match tok {
                Token::Op("&&", None) => SeqOp::And,
                Token::Op("||", None) => SeqOp::Or,
                Token::Op(";", None) => SeqOp::Semi,
                Token::Op(op, _) => return Err(format!("unsupported shell operator: '{op}'")),
                Token::Word(w) => return Err(format!("syntax error near '{w}'")),
            };
            if self.peek().is_none() {
                return Err("missing argument to operator".into());
            }
            lhs = Script::Seq(
                Box::new(lhs),
                op,
                Box::new(Script::Pipeline(self.pipeline()?)),
            );
        }
        Ok(lhs)
    }
}

fn redirect(op: &str, fd: Option<u32>, target: String) -> Result<Redirect, String> {
    Ok(match (op, fd) {
        (">", None | Some(1)) => Redirect::Write {
            fd: 1,
            path: target,
            append: false,
        },
        (">>", None | Some(1)) => Redirect::Write {
            fd: 1,
            path: target,
            append: true,
        },
        (">", Some(2)) | (">>", Some(2)) => Redirect::Write {
            fd: 2,
            path: target,
            append: op == ">>",
        },
        (">&", Some(2)) if target == "1" || target == "2" => Redirect::Dup {
            fd: 2,
            to: if target == "1" { 1 } else { 2 },
        },
        (">&", None) | ("&>", None) => Redirect::Both { path: target },
        ("<", None | Some(0)) => Redirect::Read { path: target },
        _ => {
            let fd = fd.map(|f| f.to_string()).unwrap_or_default();
            return Err(format!("Unsupported redirect: '{fd}{op} {target}'"));
        }
    })
}

/// Parses one RUN command.
pub fn parse(command: &str) -> Result<Script, String> {
    let tokens = Lexer {
        chars: command.chars().collect(),
        pos: 0,
    }
    .tokens()?;
    let mut parser = Parser { tokens, pos: 0 };
    parser.script()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<Vec<String>> {
        match parse(s) {
            Ok(Script::Pipeline(p)) => p.commands.into_iter().map(|c| c.args).collect(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn quoting() {
        assert_eq!(
            words(
                r#"tile-opt --pass-pipeline='builtin.module(func.func(cse))' "a b\"c" x\ y 'it''s'"#
            ),
            [[
                "tile-opt",
                "--pass-pipeline=builtin.module(func.func(cse))",
                "a b\"c",
                "x y",
                "its"
            ]]
        );
        assert_eq!(words(r#"echo "a\nb""#), [["echo", "a\\nb"]]);
    }

    #[test]
    fn pipelines_and_sequences() {
        assert_eq!(
            words("a %s | b -x | FileCheck %s"),
            [vec!["a", "%s"], vec!["b", "-x"], vec!["FileCheck", "%s"]]
        );
        let s = parse("a && b || c; d");
        let Ok(Script::Seq(lhs, SeqOp::Semi, _)) = s else {
            panic!("{s:?}");
        };
        assert!(matches!(*lhs, Script::Seq(_, SeqOp::Or, _)));
    }

    #[test]
    fn redirections() {
        let s = parse("cmd < in > out 2>&1 2>> err &> both");
        let Ok(Script::Pipeline(p)) = s else {
            panic!("{s:?}");
        };
        assert_eq!(
            p.commands[0].redirects,
            [
                Redirect::Read { path: "in".into() },
                Redirect::Write {
                    fd: 1,
                    path: "out".into(),
                    append: false
                },
                Redirect::Dup { fd: 2, to: 1 },
                Redirect::Write {
                    fd: 2,
                    path: "err".into(),
                    append: true
                },
                Redirect::Both {
                    path: "both".into()
                },
            ]
        );
    }

    #[test]
    fn errors() {
        assert!(parse("").is_err());
        assert!(parse("a |").is_err());
        assert!(parse("a &&").is_err());
        assert!(parse("a &").is_err());
        assert!(parse("a > ").is_err());
        assert!(parse("echo 'x").is_err());
        assert!(parse("a 1>&2").is_err());
    }
}
