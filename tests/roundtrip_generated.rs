//! Property test: for generated modules (random types, attributes, nested regions, blocks,
//! forward references), printing is a fixed point: `print(parse(print(parse(x)))) ==
//! print(parse(x))`, in both the custom and the generic form.

use proptest::prelude::*;
use tile_ir::Context;
use tile_ir::parser::parse_str;
use tile_ir::printer::{PrintOptions, print_op};

/// A tiny deterministic generator (xorshift) so one proptest seed describes one module.
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }

    fn scalar_type(&mut self) -> String {
        self.pick(&[
            "i1", "i8", "i32", "i64", "si16", "ui8", "index", "f16", "bf16", "f32", "f64",
            "f8E5M2", "i128",
        ])
        .to_string()
    }

    fn ty(&mut self, depth: u32) -> String {
        if depth > 2 {
            return self.scalar_type();
        }
        match self.below(9) {
            0 => format!("tensor<{}x{}>", self.shape(true), self.scalar_type()),
            1 => format!("memref<{}x{}>", self.shape(true), self.scalar_type()),
            2 => format!(
                "vector<{}x{}>",
                1 + self.below(8),
                self.pick(&["f32", "i32", "i1"])
            ),
            3 => format!("complex<{}>", self.pick(&["f32", "f64", "i32"])),
            4 => format!("tuple<{}, {}>", self.ty(depth + 1), self.ty(depth + 1)),
            5 => format!("({}) -> ({})", self.ty(depth + 1), self.ty(depth + 1)),
            6 => format!("tensor<*x{}>", self.scalar_type()),
            7 => "!foo.bar<1, \"x\">".to_string(),
            _ => self.scalar_type(),
        }
    }

    fn shape(&mut self, dynamic: bool) -> String {
        let rank = 1 + self.below(3);
        (0..rank)
            .map(|_| {
                if dynamic && self.below(4) == 0 {
                    "?".to_string()
                } else {
                    (1 + self.below(6)).to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("x")
    }

    fn string(&mut self) -> String {
        let n = self.below(6);
        let mut s = String::from("\"");
        for _ in 0..n {
            match self.below(6) {
                0 => s.push_str("\\22"),
                1 => s.push_str("\\n"),
                2 => s.push_str("\\\\"),
                3 => s.push_str("\\00"),
                _ => s.push((b'a' + self.below(26) as u8) as char),
            }
        }
        s.push('"');
        s
    }

    fn attr(&mut self, depth: u32) -> String {
        let leaf = depth > 2;
        match self.below(if leaf { 9 } else { 13 }) {
            0 => format!(
                "{} : {}",
                self.below(300) as i64 - 150,
                self.pick(&["i32", "i64", "index", "i16"])
            ),
            1 => format!(
                "{}.{}e{} : {}",
                self.below(100),
                self.below(1000),
                self.below(20) as i64 - 10,
                self.pick(&["f32", "f64", "f16", "bf16"])
            ),
            2 => self.string(),
            3 => self.pick(&["true", "false", "unit"]).to_string(),
            4 => format!("@{}", self.pick(&["a", "b", "sym::@x", "\"quoted name\""])),
            5 => self.ty(1),
            6 => format!(
                "array<i64: {}, {}>",
                self.below(10),
                self.below(10) as i64 - 5
            ),
            7 => format!(
                "dense<{}> : tensor<2x3xi32>",
                ["[[1, 2, 3], [4, 5, 6]]", "7", "[[0, 0, 0], [0, 0, 0]]"][self.below(3) as usize]
            ),
            8 => format!(
                "affine_map<(d0, d1)[s0] -> (d0, d1 + s0 * {})>",
                self.below(4) + 2
            ),
            9 => format!("[{}, {}]", self.attr(depth + 1), self.attr(depth + 1)),
            10 => format!("{{k{} = {}, flag}}", self.below(5), self.attr(depth + 1)),
            11 => format!("dense<{}.5> : vector<4xf32>", self.below(9)),
            _ => "#foo.opaque<[1, {x = 2}], \"s\">".to_string(),
        }
    }
}

struct Module {
    g: Gen,
    out: String,
    next_value: u32,
}

impl Module {
    fn op(&mut self, values: &mut Vec<(String, String)>, depth: u32, indent: usize) {
        let pad = "  ".repeat(indent);
        let nres = self.g.below(3);
        let mut results = Vec::new();
        for _ in 0..nres {
            results.push((format!("%v{}", self.next_value), self.g.ty(0)));
            self.next_value += 1;
        }
        let nops = if values.is_empty() {
            0
        } else {
            self.g.below(3)
        };
        let operands: Vec<(String, String)> = (0..nops)
            .map(|_| values[self.g.below(values.len() as u64) as usize].clone())
            .collect();
        let mut s = pad.clone();
        if !results.is_empty() {
            s.push_str(
                &results
                    .iter()
                    .map(|r| r.0.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
            );
            s.push_str(" = ");
        }
        s.push_str(&format!("\"foo.op{}\"(", self.g.below(4)));
        s.push_str(
            &operands
                .iter()
                .map(|o| o.0.clone())
                .collect::<Vec<_>>()
                .join(", "),
        );
        s.push(')');
        if self.g.below(2) == 0 {
            s.push_str(&format!(" <{{p = {}}}>", self.g.attr(0)));
        }
        self.out.push_str(&s);
        if depth < 3 && self.g.below(3) == 0 {
            self.out.push_str(" ({\n");
            let arg_ty = self.g.ty(1);
            self.out
                .push_str(&format!("{pad}^bb0(%a{}: {arg_ty}):\n", self.next_value));
            let mut inner = values.clone();
            inner.push((format!("%a{}", self.next_value), arg_ty));
            self.next_value += 1;
            for _ in 0..self.g.below(4) {
                self.op(&mut inner, depth + 1, indent + 1);
            }
            if self.g.below(2) == 0 {
                self.out.push_str(&format!(
                    "{pad}  \"foo.br\"()[^bb1] : () -> ()\n{pad}^bb1:\n"
                ));
                self.op(&mut inner, depth + 1, indent + 1);
            }
            self.out.push_str(&format!("{pad}}})"));
        }
        if self.g.below(2) == 0 {
            self.out.push_str(&format!(" {{a = {}}}", self.g.attr(0)));
        }
        let ins = operands
            .iter()
            .map(|o| o.1.clone())
            .collect::<Vec<_>>()
            .join(", ");
        let outs = results
            .iter()
            .map(|r| r.1.clone())
            .collect::<Vec<_>>()
            .join(", ");
        self.out.push_str(&format!(" : ({ins}) -> ({outs})\n"));
        values.extend(results);
    }
}

fn generate(seed: u64) -> String {
    let mut m = Module {
        g: Gen(seed | 1),
        out: String::new(),
        next_value: 0,
    };
    let mut values = Vec::new();
    let n = 1 + m.g.below(8);
    for _ in 0..n {
        m.op(&mut values, 0, 0);
    }
    m.out
}

fn reprint(text: &str, generic: bool) -> Result<String, String> {
    let mut ctx = Context::default();
    let module =
        parse_str(&mut ctx, "gen.mlir", text).map_err(|d| tile_ir::diagnostic::render(&ctx, &d))?;
    Ok(print_op(
        &ctx,
        module,
        &PrintOptions {
            generic,
            ..PrintOptions::default()
        },
    ))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn printing_is_a_fixed_point(seed in any::<u64>(), generic in any::<bool>()) {
        let text = generate(seed);
        let once = reprint(&text, generic).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let twice = reprint(&once, generic).map_err(|e| TestCaseError::fail(format!("{e}\n{once}")))?;
        prop_assert_eq!(&once, &twice, "input:\n{}", text);
    }
}
