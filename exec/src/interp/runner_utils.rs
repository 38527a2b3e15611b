//! The functions MLIR's runtime libraries (`libmlir_runner_utils`, `libmlir_c_runner_utils`)
//! provide to programs that declare them: `printMemrefF32` and friends (unranked, ranked
//! `printMemref2dF32` and `printMemrefShapeF32` forms), `verifyMemRefF32` and friends,
//! `printI64`/`printU64`/`printF32`/`printF64`, the punctuation printers, `printFlops`,
//! `rtclock`, the random generator `rtsrand`/`rtrand`/`rtdrand` (`std::mt19937` with
//! libstdc++'s `uniform_int_distribution`), `shuffle` (libstdc++'s `std::shuffle`) and
//! `getTensorFilename`; output as mlir-runner
//! prints it.

use tile_ir::OpId;
use tile_ir::float::FloatSemantics;

use super::{Interpreter, R};
use crate::memory::MemRef;
use crate::value::{Scalar, Value};
use tile_dialects::sparse_tensor::storage::format_g;

/// Calls runtime function `callee` with `args`.
pub(super) fn call(
    it: &mut Interpreter<'_>,
    op: OpId,
    callee: &str,
    args: &[Value],
) -> R<Vec<Value>> {
    // `llvm.emit_c_interface` declarations call the same functions.
    let name = callee.strip_prefix("_mlir_ciface_").unwrap_or(callee);
    match (name, args) {
        ("getTensorFilename", [Value::Scalar(i)]) => {
            let var = format!("TENSOR{}", i.as_i128());
            let path = it
                .env_var(&var)
                .ok_or_else(|| it.err(op, format!("environment variable {var} is not set")))?;
            Ok(vec![Value::Str(path.into())])
        }
        ("rtclock", []) => Ok(vec![Value::Scalar(Scalar::Float(
            clock_start().elapsed().as_secs_f64(),
            FloatSemantics::F64,
        ))]),
        ("rtsrand", [Value::Scalar(seed)]) => {
            let id = GENERATORS.with_borrow_mut(|g| {
                g.push(Some(Mt19937::new(seed.as_apint().bits as u32)));
                g.len() - 1
            });
            Ok(vec![Value::Str(format!("{RNG_HANDLE}{id}").into())])
        }
        ("rtrand", [Value::Str(h), Value::Scalar(m)]) => {
            let m = m.as_apint().bits as u64;
            let r = with_generator(h, |g| uniform(g, m)).ok_or_else(|| bad_handle(it, op))?;
            Ok(vec![Value::Scalar(Scalar::int(i128::from(r), 64))])
        }
        ("rtdrand", [Value::Str(h)]) => {
            let id = handle_id(h).ok_or_else(|| bad_handle(it, op))?;
            GENERATORS
                .with_borrow_mut(|g| g.get_mut(id).map(Option::take))
                .flatten()
                .ok_or_else(|| bad_handle(it, op))?;
            Ok(vec![])
        }
        ("shuffle", [Value::MemRef(m), Value::Str(h)]) => {
            let n = m.shape.first().copied().unwrap_or(0);
            let order = with_generator(h, |g| shuffled(g, n)).ok_or_else(|| bad_handle(it, op))?;
            let elem = m.elem;
            let data: Vec<Scalar> = order
                .into_iter()
                .map(|x| elem.from_i128(i128::from(x)))
                .collect();
            m.write_all(&data).map_err(|e| it.err(op, e))?;
            Ok(vec![])
        }
        ("printI64", [Value::Scalar(s)]) => done(it, (s.as_apint().bits as u64 as i64).to_string()),
        ("printU64", [Value::Scalar(s)]) => done(it, (s.as_apint().bits as u64).to_string()),
        ("printF32" | "printF64", [Value::Scalar(s)]) => done(it, format_g(s.as_f64())),
        ("printOpen", []) => done(it, "( ".to_string()),
        ("printClose", []) => done(it, " )".to_string()),
        ("printComma", []) => done(it, ", ".to_string()),
        ("printNewline", []) => done(it, "\n".to_string()),
        ("printFlops", [Value::Scalar(s)]) => {
            // The runtime writes this line to stderr.
            eprintln!("{:.6} GFLOPS", s.as_f64() / 1.0e9);
            Ok(vec![])
        }
        (_, [arg]) if memref_printer(name).is_some() => {
            let (Some((form, elem)), Some(m)) = (memref_printer(name), buffer_of(arg)) else {
                return Err(it.err(op, "expects a memref or a tensor"));
            };
            let text = print_memref(&m, form, elem == "I8").map_err(|e| it.err(op, e))?;
            done(it, text)
        }
        (_, [a, b]) if verifier_of(name).is_some() => {
            let (Some(a), Some(b)) = (buffer_of(a), buffer_of(b)) else {
                return Err(it.err(op, "expects memrefs or tensors"));
            };
            let errors = verify_memref(&a, &b).map_err(|e| it.err(op, e))?;
            Ok(vec![Value::Scalar(Scalar::int(i128::from(errors), 64))])
        }
        _ => Err(it.err(
            op,
            format!("calls external function '@{callee}', which the interpreter does not provide"),
        )),
    }
}

/// The instant `rtclock` counts from (monotonic, unlike the wall clock).
fn clock_start() -> std::time::Instant {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    *START.get_or_init(std::time::Instant::now)
}

/// How a generator handle (`rtsrand`'s `!llvm.ptr`) is spelled as a value.
const RNG_HANDLE: &str = "rtsrand#";

thread_local! {
    /// The generators `rtsrand` created, by handle; `rtdrand` frees one. Kept beside the
    /// interpreter because a handle is a plain pointer value in the program.
    static GENERATORS: std::cell::RefCell<Vec<Option<Mt19937>>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn handle_id(h: &str) -> Option<usize> {
    h.strip_prefix(RNG_HANDLE)?.parse().ok()
}

fn with_generator<T>(h: &str, f: impl FnOnce(&mut Mt19937) -> T) -> Option<T> {
    let id = handle_id(h)?;
    GENERATORS.with_borrow_mut(|g| g.get_mut(id)?.as_mut().map(f))
}

fn bad_handle(it: &Interpreter<'_>, op: OpId) -> tile_ir::Diagnostic {
    it.err(
        op,
        "uses a random generator that rtsrand did not create or rtdrand freed",
    )
}

/// `std::mt19937`, the generator the runtime's `rtsrand` creates.
pub(crate) struct Mt19937 {
    state: [u32; 624],
    next: usize,
}

impl Mt19937 {
    /// Seeded as `std::mt19937(seed)`.
    pub(crate) fn new(seed: u32) -> Self {
        let mut state = [0u32; 624];
        let mut prev = seed;
        for (i, slot) in state.iter_mut().enumerate() {
            if i > 0 {
                prev = 1_812_433_253u32
                    .wrapping_mul(prev ^ (prev >> 30))
                    .wrapping_add(i as u32);
            }
            *slot = prev;
        }
        Mt19937 { state, next: 624 }
    }

    /// The next 32-bit output.
    pub(crate) fn next_u32(&mut self) -> u32 {
        if self.next >= 624 {
            for i in 0..624 {
                let y = (self.state[i] & 0x8000_0000) | (self.state[(i + 1) % 624] & 0x7fff_ffff);
                let mag = if y & 1 == 1 { 0x9908_b0df } else { 0 };
                self.state[i] = self.state[(i + 397) % 624] ^ (y >> 1) ^ mag;
            }
            self.next = 0;
        }
        let mut y = self.state[self.next];
        self.next += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }
}

/// `std::uniform_int_distribution<uint64_t>(0, max)(g)` as libstdc++ computes it: Lemire's
/// multiply-and-reject for ranges below 2^32, composition of draws above.
pub(crate) fn uniform(g: &mut Mt19937, max: u64) -> u64 {
    const GEN_RANGE: u64 = u32::MAX as u64;
    if max < GEN_RANGE {
        let range = (max + 1) as u32;
        let mut product = u64::from(g.next_u32()) * u64::from(range);
        let mut low = product as u32;
        if low < range {
            let threshold = range.wrapping_neg() % range;
            while low < threshold {
                product = u64::from(g.next_u32()) * u64::from(range);
                low = product as u32;
            }
        }
        product >> 32
    } else if max > GEN_RANGE {
        loop {
            let high = (GEN_RANGE + 1).wrapping_mul(uniform(g, max / (GEN_RANGE + 1)));
            let r = high.wrapping_add(u64::from(g.next_u32()));
            if r <= max && r >= high {
                return r;
            }
        }
    } else {
        u64::from(g.next_u32())
    }
}

/// `0, 1, ..., n - 1` in the order libstdc++'s `std::shuffle` leaves them with generator
/// `g` (the runtime's `shuffle`): swap positions drawn two at a time from one draw while
/// `n * n` fits the generator's range, one at a time otherwise.
pub(crate) fn shuffled(g: &mut Mt19937, n: u64) -> Vec<u64> {
    let mut v: Vec<u64> = (0..n).collect();
    if n == 0 {
        return v;
    }
    let gen_range = u64::from(u32::MAX);
    let mut i = 1u64;
    if gen_range / n >= n {
        if n.is_multiple_of(2) {
            v.swap(1, uniform(g, 1) as usize);
            i = 2;
        }
        while i < n {
            let range = i + 1;
            let x = uniform(g, range * (range + 1) - 1);
            v.swap(i as usize, (x / (range + 1)) as usize);
            v.swap((i + 1) as usize, (x % (range + 1)) as usize);
            i += 2;
        }
    } else {
        while i < n {
            v.swap(i as usize, uniform(g, i) as usize);
            i += 1;
        }
    }
    v
}

fn done(it: &mut Interpreter<'_>, text: String) -> R<Vec<Value>> {
    it.print(&text);
    Ok(vec![])
}

/// One element as the runtime's `std::ostream <<` writes it (`int8_t` as a character).
fn element_text(s: Scalar, as_char: bool) -> String {
    match s {
        Scalar::Float(f, _) => format_g(f),
        Scalar::Complex(c) => format!("({},{})", format_g(c.re), format_g(c.im)),
        Scalar::Index(i) => i.to_string(),
        Scalar::Int(a) if as_char => {
            // A byte that is not ASCII is not valid UTF-8 on its own: written as U+FFFD.
            char::from_u32(a.bits as u32 & 0xff)
                .filter(char::is_ascii)
                .unwrap_or(char::REPLACEMENT_CHARACTER)
                .to_string()
        }
        Scalar::Int(a) => a.signed().to_string(),
    }
}

/// How a memref printer shows its argument.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum MemrefForm {
    /// `printMemrefF32`: `Unranked Memref ... data =` and the data.
    Unranked,
    /// `printMemref2dF32` (a ranked argument): `Memref ... data =` and the data.
    Ranked,
    /// `printMemrefShapeF32`: the metadata line only.
    Shape,
}

/// The element types the runtime's memref printers and verifiers exist for.
const ELEMENT_SUFFIXES: [&str; 9] = [
    "F32", "F64", "F16", "BF16", "I8", "I16", "I32", "I64", "Ind",
];

/// The form and element suffix of runtime memref printer `name` (`printMemrefF32`,
/// `printMemref2dF32`, `printMemrefShapeI64`, ...): only the printers the runtime libraries
/// export (mlir-runner fails to find any other).
fn memref_printer(name: &str) -> Option<(MemrefForm, &str)> {
    let rest = name.strip_prefix("printMemref")?;
    if let Some(e) = rest.strip_prefix("Shape") {
        return SHAPE_PRINTERS
            .contains(&e)
            .then_some((MemrefForm::Shape, e));
    }
    if RANKED_PRINTERS.contains(&rest) {
        return Some((MemrefForm::Ranked, rest.get(2..)?));
    }
    UNRANKED_PRINTERS
        .contains(&rest)
        .then_some((MemrefForm::Unranked, rest))
}

/// The unranked printers' suffixes (`printMemrefF32`).
const UNRANKED_PRINTERS: [&str; 11] = [
    "BF16", "C32", "C64", "F16", "F32", "F64", "I16", "I32", "I64", "I8", "Ind",
];
/// The ranked printers' suffixes (`printMemref1dF64`), rank and element type.
const RANKED_PRINTERS: [&str; 12] = [
    "0dF32", "1dC32", "1dC64", "1dF32", "1dF64", "1dI32", "1dI64", "1dI8", "1dInd", "2dF32",
    "3dF32", "4dF32",
];
/// The metadata printers' suffixes (`printMemrefShapeF32`).
const SHAPE_PRINTERS: [&str; 8] = ["C32", "C64", "F32", "F64", "I32", "I64", "I8", "Ind"];

/// The element suffix of runtime verifier `name` (`verifyMemRefF32`, ...).
fn verifier_of(name: &str) -> Option<&str> {
    name.strip_prefix("verifyMemRef")
        .filter(|e| ELEMENT_SUFFIXES.contains(e) || ["C32", "C64"].contains(e))
}

/// The buffer a runtime function reads: a memref, or a tensor argument (`tensor<*xf64>` in
/// the declaration), which is its buffer after bufferization.
fn buffer_of(v: &Value) -> Option<MemRef> {
    match v {
        Value::Tensor(t) => Some(MemRef::from_data(t.shape.clone(), t.elem, t.data.clone())),
        Value::MemRef(m) => Some(m.clone()),
        _ => None,
    }
}

/// MLIR's `verifyMemRef`: the number of elements of `actual` that differ from `expected`
/// (floats within a relative error of 1e-5 for `f32`, 1e-8 for `f64`); the first ten
/// differences are written to stderr, as the runtime does.
fn verify_memref(actual: &MemRef, expected: &MemRef) -> Result<i64, String> {
    if actual.shape != expected.shape
        || actual.strides != expected.strides
        || actual.offset != expected.offset
    {
        return Err(
            "verifies memrefs of different shapes, which the interpreter does not support".into(),
        );
    }
    let mut errors = 0i64;
    for idx in super::vector::indices_of(&actual.shape) {
        let at = actual.offset
            + idx
                .iter()
                .zip(&actual.strides)
                .map(|(&i, &s)| i as i64 * s)
                .sum::<i64>();
        let slot = usize::try_from(at).map_err(|_| "element outside the buffer".to_string())?;
        let (x, y) = (actual.element_at(slot)?, expected.element_at(slot)?);
        if !same_element(x, y) {
            if errors < 10 {
                eprintln!(
                    "{} != {} offset = {at}",
                    element_text(x, false),
                    element_text(y, false)
                );
            }
            errors += 1;
        }
    }
    Ok(errors)
}

/// MLIR's `verifyElem`: exact for integers, a relative error bound for floats.
fn same_element(actual: Scalar, expected: Scalar) -> bool {
    match (actual, expected) {
        (Scalar::Float(x, sem), Scalar::Float(y, _)) => {
            let bound = if sem == FloatSemantics::F64 {
                1e-8
            } else {
                1e-5
            };
            x == y || (x - y).abs() / (x.abs() + y.abs()) <= bound
        }
        _ => actual == expected,
    }
}

/// MLIR's `printMemRef`: the metadata line, then the nested data (`MemRefDataPrinter`).
pub(crate) fn print_memref(m: &MemRef, form: MemrefForm, as_char: bool) -> Result<String, String> {
    let base = std::rc::Rc::as_ptr(&m.buf) as usize;
    let list = |v: &[String]| v.join(", ");
    let sizes: Vec<String> = m.shape.iter().map(u64::to_string).collect();
    let strides: Vec<String> = m.strides.iter().map(i64::to_string).collect();
    let prefix = if form == MemrefForm::Ranked {
        ""
    } else {
        "Unranked "
    };
    let mut out = format!(
        "{prefix}Memref base@ = {base:#x} rank = {} offset = {} sizes = [{}] strides = [{}]",
        m.shape.len(),
        m.offset,
        list(&sizes),
        list(&strides)
    );
    if form == MemrefForm::Shape {
        out.push('\n');
        return Ok(out);
    }
    out.push_str(" data = \n");
    let get = |at: i64| {
        usize::try_from(at)
            .map_err(|_| format!("element {at} is outside the buffer"))
            .and_then(|i| m.element_at(i))
            .map(|s| element_text(s, as_char))
    };
    let rank = m.shape.len();
    if rank == 0 {
        out.push('[');
        out.push_str(&get(m.offset)?);
        out.push(']');
    } else {
        print_dim(&mut out, &get, rank, rank, m.offset, &m.shape, &m.strides)?;
    }
    out.push('\n');
    Ok(out)
}

/// `MemRefDataPrinter::print`: `[a, b]` per dimension, inner rows indented and on new lines.
fn print_dim(
    out: &mut String,
    get: &dyn Fn(i64) -> Result<String, String>,
    dim: usize,
    rank: usize,
    offset: i64,
    sizes: &[u64],
    strides: &[i64],
) -> Result<(), String> {
    let (Some(&n), Some(&stride)) = (sizes.first(), strides.first()) else {
        out.push_str(&get(offset)?);
        return Ok(());
    };
    let (inner_sizes, inner_strides) = (
        sizes.get(1..).unwrap_or(&[]),
        strides.get(1..).unwrap_or(&[]),
    );
    let spaces = " ".repeat(rank - dim + 1);
    out.push('[');
    for i in 0..n.max(1) {
        if i > 0 {
            out.push_str(&spaces);
        }
        let at = offset + i as i64 * stride;
        print_dim(out, get, dim - 1, rank, at, inner_sizes, inner_strides)?;
        if i + 1 < n {
            out.push_str(", ");
            if dim > 1 {
                out.push('\n');
            }
        }
    }
    out.push(']');
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::ScalarTy;

    #[test]
    fn mt19937_matches_the_standard() {
        // The C++ standard fixes the 10000th output of a default-seeded mt19937.
        let mut g = Mt19937::new(5489);
        let mut last = 0;
        for _ in 0..10_000 {
            last = g.next_u32();
        }
        assert_eq!(last, 4_123_659_995);
    }

    #[test]
    fn uniform_stays_in_range() {
        let mut g = Mt19937::new(7);
        for max in [
            0u64,
            1,
            99,
            u64::from(u32::MAX) - 1,
            u64::from(u32::MAX),
            1 << 40,
        ] {
            for _ in 0..100 {
                assert!(uniform(&mut g, max) <= max);
            }
        }
    }

    #[test]
    fn memref_layout_matches_the_runtime() {
        let f32t = ScalarTy::Float(FloatSemantics::F32);
        let data = (0..6)
            .map(|i| Scalar::float(f64::from(i), FloatSemantics::F32))
            .collect();
        let m = MemRef::from_data(vec![2, 3], f32t, data);
        let text = print_memref(&m, MemrefForm::Unranked, false).unwrap_or_default();
        let body: Vec<&str> = text.lines().skip(1).collect();
        assert_eq!(body, ["[[0,   1,   2], ", " [3,   4,   5]]"]);
        assert!(text.contains("rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n"));
    }
}
