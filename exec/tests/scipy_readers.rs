//! The `.mtx`, `.tns` and `.npy` readers (and the `.npy` writer) against Python's: scipy's
//! `mmread` for Matrix Market (compared with `CooData::mirrored`, scipy's view of symmetric
//! files), `numpy.loadtxt` for FROSTT (scipy has no `.tns` reader) and `numpy.load`/`save`
//! for `.npy`, on generated files. Skipped with a note when scipy is not importable
//! (`pip install scipy numpy`).

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use tile_exec::check::Rng;
use tile_exec::io::npy::{self, NpyArray, NpyData, NpyKind};
use tile_exec::io::{mtx, tns};

const SCRIPT: &str = r##"
import sys, os, numpy as np, scipy.io
d = sys.argv[1]
def coo(name, m):
    m = m.tocoo() if hasattr(m, "tocoo") else m
    print("coo", name, *m.shape)
    for i, j, v in zip(m.row, m.col, m.data):
        print(int(i), int(j), repr(float(v)))
def arr(name, a):
    print("arr", name, *a.shape)
    for v in np.ascontiguousarray(a).ravel():
        print(repr(float(v)) if a.dtype.kind == "f" else int(v))
for f in sorted(os.listdir(d)):
    p = os.path.join(d, f)
    if f.endswith(".mtx"):
        coo(f, scipy.io.mmread(p))
    elif f.endswith(".tns"):
        t = np.atleast_2d(np.loadtxt(p, comments="#", skiprows=3))
        rank = t.shape[1] - 1
        print("tns", f, rank, len(t))
        for row in t:
            print(*[int(x) - 1 for x in row[:rank]], repr(float(row[rank])))
    elif f.endswith(".tile.npy"):
        arr(f, np.load(p))
# Arrays numpy writes, for our reader.
rng = np.random.default_rng(5)
made = {
    "f8.npy": rng.standard_normal((3, 4)),
    "f4_fortran.npy": np.asfortranarray(rng.standard_normal((2, 3, 2)).astype(np.float32)),
    "f2.npy": (rng.integers(-8, 8, 5) / 4).astype(np.float16),
    "i2_big.npy": rng.integers(-30000, 30000, (2, 3)).astype(">i2"),
    "u1.npy": rng.integers(0, 255, 7).astype(np.uint8),
    "i8_scalar.npy": np.array(-123456789012, dtype=np.int64),
    "b1.npy": rng.integers(0, 2, (2, 2)).astype(bool),
}
for f, a in made.items():
    np.save(os.path.join(d, "py_" + f), a)
    arr("py_" + f, a)
"##;

fn python_with_scipy() -> Option<&'static str> {
    for py in ["python3", "python"] {
        let ok = Command::new(py)
            .args(["-c", "import scipy.io, numpy"])
            .output()
            .is_ok_and(|o| o.status.success());
        if ok {
            return Some(py);
        }
    }
    None
}

/// A float with a short or a long decimal form, sometimes with an exponent.
fn value(rng: &mut Rng, integer: bool) -> (String, f64) {
    let k = (rng.next_u64() % 41) as i64 - 20;
    if integer {
        return (k.to_string(), k as f64);
    }
    match rng.next_u64() % 4 {
        0 => (format!("{}", k as f64 / 4.0), k as f64 / 4.0),
        1 => {
            let v = (rng.unit() - 0.5) * 1e-3;
            (format!("{v:e}"), v)
        }
        2 => {
            let v = (k as f64) * 10.0;
            (format!("{:E}", v), v)
        }
        _ => {
            let v = rng.unit() * 100.0 - 50.0;
            (format!("{v}"), v)
        }
    }
}

fn gen_mtx(rng: &mut Rng, field: &str, sym: &str, rows: u64, cols: u64, nnz: usize) -> String {
    let mut body = String::new();
    let mut n = 0;
    let mut seen = std::collections::HashSet::new();
    while n < nnz {
        let i = rng.next_u64() % rows;
        let mut j = rng.next_u64() % cols;
        if sym != "general" {
            j %= i + 1; // the lower triangle
            if sym == "skew-symmetric" && i == j {
                continue;
            }
        }
        if !seen.insert((i, j)) {
            continue;
        }
        if field == "pattern" {
            writeln!(body, "{} {}", i + 1, j + 1).unwrap();
        } else {
            writeln!(
                body,
                "{} {} {}",
                i + 1,
                j + 1,
                value(rng, field == "integer").0
            )
            .unwrap();
        }
        n += 1;
    }
    format!(
        "%%MatrixMarket matrix coordinate {field} {sym}\n% generated\n{rows} {cols} {nnz}\n{body}"
    )
}

/// Entries sorted, values as bits (`-0.0` as `0.0`: a mirrored zero of a skew-symmetric
/// integer file is an integer 0 in scipy).
fn sorted_entries(mut e: Vec<(Vec<u64>, f64)>) -> Vec<(Vec<u64>, u64)> {
    e.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    e.into_iter()
        .map(|(c, v)| (c, (v + 0.0).to_bits()))
        .collect()
}

/// Panics with the first difference (the lists can be long).
fn same<T: PartialEq + std::fmt::Debug>(a: &[T], b: &[T], what: &str) {
    if let Some(i) = (0..a.len().min(b.len())).find(|&i| a[i] != b[i]) {
        panic!("{what}: element {i}: {:?} vs {:?}", a[i], b[i]);
    }
    assert_eq!(a.len(), b.len(), "{what}: lengths differ");
}

#[test]
fn readers_agree_with_scipy_and_numpy() {
    let Some(py) = python_with_scipy() else {
        println!("note: scipy/numpy are not importable; skipping (pip install scipy numpy)");
        return;
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("scipy_readers");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng::new(42);
    let mut files = Vec::new();
    let mut k = 0;
    for field in ["real", "integer", "pattern"] {
        for sym in ["general", "symmetric", "skew-symmetric"] {
            if field == "pattern" && sym == "skew-symmetric" {
                continue; // not a valid Matrix Market combination
            }
            for (rows, cols, nnz) in [(1, 1, 1), (7, 5, 9), (40, 40, 200)] {
                let (rows, cols) = if sym == "general" {
                    (rows, cols)
                } else {
                    (rows, rows)
                };
                let nnz = if sym == "skew-symmetric" && rows == 1 {
                    0
                } else {
                    nnz.min((rows * (rows + 1) / 2) as usize)
                        .min((rows * cols) as usize)
                };
                let name = format!("m{k:02}_{field}_{sym}.mtx");
                k += 1;
                std::fs::write(
                    dir.join(&name),
                    gen_mtx(&mut rng, field, sym, rows, cols, nnz),
                )
                .unwrap();
                files.push(name);
            }
        }
    }
    for (t, dims) in [vec![3u64, 4, 5], vec![6, 2], vec![2, 3, 2, 4]]
        .into_iter()
        .enumerate()
    {
        let mut body = String::new();
        let nnz = 12;
        for _ in 0..nnz {
            for &d in &dims {
                write!(body, "{} ", rng.next_u64() % d + 1).unwrap();
            }
            writeln!(body, "{}", value(&mut rng, false).0).unwrap();
        }
        let sizes: Vec<String> = dims.iter().map(u64::to_string).collect();
        let text = format!(
            "# generated\n{} {nnz}\n{}\n{body}",
            dims.len(),
            sizes.join(" ")
        );
        let name = format!("t{t}.tns");
        std::fs::write(dir.join(&name), text).unwrap();
        files.push(name);
    }
    // Arrays we write, for numpy to read.
    let ours = [
        NpyArray {
            shape: vec![2, 3],
            kind: NpyKind::Float,
            size: 8,
            data: NpyData::Float(vec![1.5, -0.1, 1e-300, 3.0, 2.5e10, -7.0]),
        },
        NpyArray {
            shape: vec![4],
            kind: NpyKind::Float,
            size: 4,
            data: NpyData::Float(vec![1.5, -0.25, 0.0, 3.0]),
        },
        NpyArray {
            shape: vec![2, 1, 2],
            kind: NpyKind::Int,
            size: 2,
            data: NpyData::Int(vec![-32768, 5, 0, 32767]),
        },
        NpyArray {
            shape: vec![3],
            kind: NpyKind::UInt,
            size: 8,
            data: NpyData::Int(vec![0, 1, 1 << 40]),
        },
        NpyArray {
            shape: vec![],
            kind: NpyKind::Float,
            size: 2,
            data: NpyData::Float(vec![-2.5]),
        },
    ];
    for (i, a) in ours.iter().enumerate() {
        std::fs::write(dir.join(format!("o{i}.tile.npy")), npy::write(a)).unwrap();
    }
    let out = Command::new(py)
        .args(["-c", SCRIPT])
        .arg(&dir)
        .output()
        .expect("run python");
    assert!(
        out.status.success(),
        "python failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // Split the python output into records: a header line then its rows.
    let mut records: Vec<(Vec<String>, Vec<Vec<String>>)> = Vec::new();
    for line in text.lines() {
        let w: Vec<String> = line.split_whitespace().map(String::from).collect();
        if matches!(w.first().map(String::as_str), Some("coo" | "tns" | "arr")) {
            records.push((w, vec![]));
        } else {
            records.last_mut().unwrap().1.push(w);
        }
    }
    let (mut n_mtx, mut n_tns, mut n_npy) = (0, 0, 0);
    for (head, rows) in &records {
        let name = &head[1];
        let path = dir.join(name);
        match head[0].as_str() {
            "coo" => {
                let d = mtx::parse(&std::fs::read_to_string(&path).unwrap())
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                let dims: Vec<u64> = head[2..].iter().map(|s| s.parse().unwrap()).collect();
                assert_eq!(d.dims, dims, "{name}: sizes");
                let theirs: Vec<(Vec<u64>, f64)> = rows
                    .iter()
                    .map(|r| {
                        (
                            vec![r[0].parse().unwrap(), r[1].parse().unwrap()],
                            r[2].parse().unwrap(),
                        )
                    })
                    .collect();
                same(
                    &sorted_entries(d.mirrored().into_iter().map(|(c, v)| (c, v.re)).collect()),
                    &sorted_entries(theirs),
                    &format!("{name}: entries differ from scipy.io.mmread"),
                );
                n_mtx += 1;
            }
            "tns" => {
                let d = tns::parse(&std::fs::read_to_string(&path).unwrap())
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                let rank: usize = head[2].parse().unwrap();
                let theirs: Vec<(Vec<u64>, f64)> = rows
                    .iter()
                    .map(|r| {
                        (
                            r[..rank].iter().map(|s| s.parse().unwrap()).collect(),
                            r[rank].parse().unwrap(),
                        )
                    })
                    .collect();
                let mine: Vec<(Vec<u64>, u64)> = d
                    .entries
                    .iter()
                    .map(|(c, v)| (c.clone(), v.re.to_bits()))
                    .collect();
                let theirs: Vec<(Vec<u64>, u64)> =
                    theirs.into_iter().map(|(c, v)| (c, v.to_bits())).collect();
                same(
                    &mine,
                    &theirs,
                    &format!("{name}: entries differ from numpy.loadtxt"),
                );
                n_tns += 1;
            }
            _ => {
                let shape: Vec<u64> = head[2..].iter().map(|s| s.parse().unwrap()).collect();
                let a = if let Some(i) = name.strip_prefix('o') {
                    // Ours, read by numpy: compare with what we wrote.
                    let i: usize = i.split('.').next().unwrap().parse().unwrap();
                    ours[i].clone()
                } else {
                    npy::parse(&std::fs::read(&path).unwrap())
                        .unwrap_or_else(|e| panic!("{name}: {e}"))
                };
                assert_eq!(a.shape, shape, "{name}: shape");
                let vals: Vec<String> = match &a.data {
                    NpyData::Float(v) => v.iter().map(|x| format!("{:?}", x)).collect(),
                    NpyData::Int(v) => v.iter().map(|x| x.to_string()).collect(),
                };
                let theirs: Vec<String> = rows.iter().map(|r| r[0].clone()).collect();
                let norm = |v: &[String]| -> Vec<String> {
                    v.iter()
                        .map(|s| match s.parse::<f64>() {
                            Ok(f) if s.contains(['.', 'e', 'n', 'i']) => f.to_bits().to_string(),
                            _ => s.clone(),
                        })
                        .collect()
                };
                same(
                    &norm(&vals),
                    &norm(&theirs),
                    &format!("{name}: elements differ from numpy"),
                );
                n_npy += 1;
            }
        }
    }
    assert_eq!(n_mtx, 24, "every generated .mtx compared");
    assert_eq!(n_tns, 3);
    assert_eq!(n_npy, 12);
    println!("compared {n_mtx} .mtx, {n_tns} .tns, {n_npy} .npy files with scipy/numpy");
}
