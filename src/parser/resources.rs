//! Parsing of the file metadata section `{-# dialect_resources: {...}, external_resources:
//! {...} #-}`, with MLIR's messages.

use super::lexer::TokenKind;
use super::{PResult, Parser};
use crate::resources::{ResourceBlob, ResourceValue, Resources};

impl<'a> Parser<'a> {
    /// Parses `{-# ... #-}` (the current token is `{-#`) into `out`.
    pub(crate) fn parse_file_metadata(&mut self, out: &mut Resources) -> PResult<()> {
        self.bump();
        if self.consume_if(TokenKind::FileMetadataEnd) {
            return Ok(());
        }
        loop {
            if self.kind() != TokenKind::BareIdent {
                return Err(self.error("expected identifier key in file metadata dictionary"));
            }
            let key = self.text();
            let key_loc = self.loc();
            self.bump();
            self.parse_token(TokenKind::Colon, ":")?;
            match key {
                "dialect_resources" => self.parse_resource_groups(out, true)?,
                "external_resources" => self.parse_resource_groups(out, false)?,
                _ => {
                    return Err(self.error_at(
                        key_loc,
                        format!("unknown key '{key}' in file metadata dictionary"),
                    ));
                }
            }
            if self.consume_if(TokenKind::Comma) {
                continue;
            }
            return self.parse_token(TokenKind::FileMetadataEnd, "#-}");
        }
    }

    /// `{ name: { key: value, ... }, ... }` of dialect (`dialects`) or external resources.
    fn parse_resource_groups(&mut self, out: &mut Resources, dialects: bool) -> PResult<()> {
        self.parse_comma_list(
            Some((TokenKind::LBrace, "{")),
            (TokenKind::RBrace, "}"),
            |p| {
                let name_loc = p.loc();
                let Some(name) = p.parse_optional_keyword() else {
                    return Err(p.error("expected identifier key for 'resource' entry"));
                };
                p.parse_token(TokenKind::Colon, ":")?;
                p.parse_token(TokenKind::LBrace, "{")?;
                if dialects {
                    if name != "builtin" {
                        let known = p.ctx.registry().dialect(name).is_some();
                        return Err(if known {
                            p.error(format!("unexpected 'resource' section for dialect '{name}'"))
                        } else {
                            p.error_at(name_loc, format!("dialect '{name}' is unknown"))
                        });
                    }
                    p.parse_resource_entries(|p, key, value_loc, value| {
                        let blob = match &value {
                            Some(text) if text.starts_with("0x") => ResourceBlob::from_hex(text),
                            _ => None,
                        };
                        let Some(blob) = blob else {
                            let short = value
                                .as_deref()
                                .and_then(|t| t.strip_prefix("0x"))
                                .and_then(crate::resources::decode_hex)
                                .is_some();
                            let msg = if short {
                                format!("expected hex string blob for key '{key}' to encode alignment in first 4 bytes")
                            } else {
                                format!("expected hex string blob for key '{key}'")
                            };
                            return Err(p.error_at(value_loc, msg));
                        };
                        out.builtin.push((key, blob));
                        Ok(())
                    })
                } else {
                    let mut entries = Vec::new();
                    p.parse_resource_entries(|p, key, value_loc, value| {
                        let v = match value {
                            Some(t) if t.starts_with("0x") => match ResourceBlob::from_hex(&t) {
                                Some(b) => ResourceValue::Blob(b),
                                None => {
                                    return Err(p.error_at(
                                        value_loc,
                                        format!("expected hex string blob for key '{key}'"),
                                    ));
                                }
                            },
                            Some(t) => ResourceValue::String(t),
                            None if p.consume_keyword("true") => ResourceValue::Bool(true),
                            None if p.consume_keyword("false") => ResourceValue::Bool(false),
                            None => {
                                return Err(p.error_at(
                                    value_loc,
                                    format!("expected string value for key '{key}'"),
                                ));
                            }
                        };
                        entries.push((key, v));
                        Ok(())
                    })?;
                    out.external.push((name.to_string(), entries));
                    Ok(())
                }
            },
        )
    }

    /// The `key: value` entries up to `}` (which is consumed); `each` gets the key, the
    /// value's location and the value when it is a string (otherwise it reads the value
    /// or fails).
    fn parse_resource_entries(
        &mut self,
        mut each: impl FnMut(&mut Self, String, crate::location::Loc, Option<String>) -> PResult<()>,
    ) -> PResult<()> {
        self.parse_comma_list(None, (TokenKind::RBrace, "}"), |p| {
            let key = p.parse_resource_key("expected identifier key for 'resource' entry")?;
            p.parse_token(TokenKind::Colon, ":")?;
            let value_loc = p.loc();
            let value = if p.kind() == TokenKind::String {
                Some(p.parse_string()?)
            } else {
                None
            };
            each(p, key, value_loc, value)
        })
    }
}
