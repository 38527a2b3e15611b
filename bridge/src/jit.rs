//! MLIR's `ExecutionEngine`: JIT-compiles an LLVM-dialect module and calls its functions.
//!
//! melior's own `ExecutionEngine` does not report a failed compilation (it keeps a null
//! engine that crashes on first use), so this wraps the C API directly and checks.

use melior::StringRef;
use melior::ir::Module;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use mlir_sys::{
    MlirExecutionEngine, mlirExecutionEngineCreate, mlirExecutionEngineDestroy,
    mlirExecutionEngineLookupPacked,
};
use std::collections::HashMap;
use std::ffi::{CString, c_void};
use std::marker::PhantomData;
use tile_ir::diagnostic::Diagnostic;
use tile_ir::location::Loc;

/// MLIR 22's runner libraries on Debian (`libmlir_c_runner_utils`, `libmlir_runner_utils`):
/// the sparse runtime, `printMemref*`, `rtclock`. Returns those that exist, under
/// `/usr/lib/llvm-22/lib` or `$MLIR_SYS_220_PREFIX/lib`.
pub fn runner_libraries() -> Vec<String> {
    let mut dirs = Vec::new();
    if let Ok(p) = std::env::var("MLIR_SYS_220_PREFIX") {
        dirs.push(format!("{p}/lib"));
    }
    dirs.push("/usr/lib/llvm-22/lib".to_string());
    let mut out = Vec::new();
    for lib in ["libmlir_c_runner_utils", "libmlir_runner_utils"] {
        let found = dirs.iter().find_map(|d| {
            [format!("{d}/{lib}.so"), format!("{d}/{lib}.so.22.1")]
                .into_iter()
                .find(|p| std::path::Path::new(p).exists())
        });
        out.extend(found);
    }
    out
}

/// A scalar a JIT-compiled function can return: the Rust type and its LLVM spelling.
pub trait JitResult: Copy + Default + sealed::Sealed {
    /// The LLVM type (`f64`, `i64`, ...).
    const LLVM_TYPE: &'static str;
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for f64 {}
    impl Sealed for f32 {}
    impl Sealed for i64 {}
    impl Sealed for i32 {}
}

impl JitResult for f64 {
    const LLVM_TYPE: &'static str = "f64";
}
impl JitResult for f32 {
    const LLVM_TYPE: &'static str = "f32";
}
impl JitResult for i64 {
    const LLVM_TYPE: &'static str = "i64";
}
impl JitResult for i32 {
    const LLVM_TYPE: &'static str = "i32";
}

/// A module compiled by MLIR's `ExecutionEngine` (made by [`crate::Upstream::jit`]).
pub struct Jit<'u> {
    raw: MlirExecutionEngine,
    /// `llvm.func` name -> its `function_type` as MLIR prints it (`!llvm.func<f64 ()>`).
    signatures: HashMap<String, String>,
    _upstream: PhantomData<&'u crate::Upstream>,
}

fn error(msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(Loc::Unknown, msg)
}

impl<'u> Jit<'u> {
    pub(crate) fn new(
        module: &Module<'u>,
        opt_level: usize,
        shared_libs: &[String],
    ) -> Result<Self, Diagnostic> {
        let mut signatures = HashMap::new();
        let mut next = module.body().first_operation();
        while let Some(op) = next {
            let is_func = op.name().as_string_ref().as_str() == Ok("llvm.func");
            if let (true, Ok(name), Ok(ty)) = (
                is_func,
                op.attribute("sym_name"),
                op.attribute("function_type"),
            ) {
                let name = name.to_string();
                let name = name
                    .strip_prefix('"')
                    .and_then(|n| n.strip_suffix('"'))
                    .unwrap_or(&name)
                    .to_string();
                signatures.insert(name, ty.to_string());
            }
            next = op.next_in_block();
        }
        let level = i32::try_from(opt_level.min(3)).unwrap_or(0);
        // The engine reads the paths as C strings (it ignores the length): hand it
        // NUL-terminated copies.
        let owned: Vec<CString> = shared_libs
            .iter()
            .map(|p| CString::new(p.as_str()))
            .collect::<Result<_, _>>()
            .map_err(|_| error("a shared library path contains a NUL byte"))?;
        let paths: Vec<_> = owned
            .iter()
            .map(|p| StringRef::from_c_str(p).to_raw())
            .collect();
        let count = i32::try_from(paths.len()).map_err(|_| error("too many shared libraries"))?;
        // SAFETY: `module` is a live MLIR module (borrowed for the call); `paths` holds
        // `count` NUL-terminated string refs into `owned`, which outlives the call; the
        // engine copies what it keeps (it translates the module to its own LLVM module).
        let raw = unsafe {
            mlirExecutionEngineCreate(module.to_raw(), level, count, paths.as_ptr(), false, false)
        };
        if raw.ptr.is_null() {
            return Err(error(
                "MLIR's ExecutionEngine could not compile the module (is it fully lowered to \
                 the LLVM dialect, and are the shared libraries loadable?)",
            ));
        }
        Ok(Jit {
            raw,
            signatures,
            _upstream: PhantomData,
        })
    }

    /// The LLVM function type of `name` as MLIR prints it (`!llvm.func<f64 ()>`), if the
    /// compiled module defines or declares it.
    pub fn signature(&self, name: &str) -> Option<&str> {
        self.signatures.get(name).map(String::as_str)
    }

    fn check(&self, name: &str, expected: &str) -> Result<(), Diagnostic> {
        match self.signature(name) {
            None => Err(error(format!("no function @{name} in the compiled module"))),
            Some(s) if s == expected => {
                let sref = StringRef::new(name).to_raw();
                // SAFETY: `self.raw` is a live engine (non-null, destroyed only on drop);
                // the lookup only reads the name.
                let packed = unsafe { mlirExecutionEngineLookupPacked(self.raw, sref) };
                if packed.is_null() {
                    Err(error(format!(
                        "@{name} has no packed entry point (a declaration?)"
                    )))
                } else {
                    Ok(())
                }
            }
            Some(s) => Err(error(format!("@{name} has type {s}, expected {expected}"))),
        }
    }

    /// Calls `name`, a function taking nothing and returning one `T`
    /// (`func.func @f() -> f64` before lowering), and returns its result.
    pub fn call<T: JitResult>(&self, name: &str) -> Result<T, Diagnostic> {
        self.check(name, &format!("!llvm.func<{} ()>", T::LLVM_TYPE))?;
        let mut result = T::default();
        let mut args: [*mut c_void; 1] = [(&mut result as *mut T).cast()];
        // SAFETY: `check` proved the function's LLVM type is `T ()`, so its packed wrapper
        // reads no arguments and writes exactly one `T` through `args[0]`, which points at
        // `result`, a live, aligned `T`.
        unsafe { self.invoke_packed(name, &mut args) }?;
        Ok(result)
    }

    /// Calls `name`, a function taking and returning nothing (a `main` that prints).
    pub fn call_void(&self, name: &str) -> Result<(), Diagnostic> {
        self.check(name, "!llvm.func<void ()>")?;
        let mut args: [*mut c_void; 0] = [];
        // SAFETY: `check` proved the function's LLVM type is `void ()`: its packed wrapper
        // reads and writes nothing through `args`.
        unsafe { self.invoke_packed(name, &mut args) }
    }

    /// Calls `name` through the packed wrapper the engine generates for every function it
    /// defines (`_mlir_<name>`, `void(void **)`): `args` holds one pointer per argument (to
    /// its value), then one per result (to where it is written).
    ///
    /// # Safety
    ///
    /// Every pointer must be valid for the type the function reads or writes there, and
    /// there must be exactly as many as it has arguments and results: the compiled code
    /// trusts them blindly.
    pub unsafe fn invoke_packed(
        &self,
        name: &str,
        args: &mut [*mut c_void],
    ) -> Result<(), Diagnostic> {
        let sref = StringRef::new(name).to_raw();
        // SAFETY: the engine is live (non-null, destroyed only on drop); the name is only
        // read.
        let packed = unsafe { mlirExecutionEngineLookupPacked(self.raw, sref) };
        if packed.is_null() {
            return Err(error(format!(
                "no packed entry point for @{name} in the compiled module"
            )));
        }
        // SAFETY: a non-null result of `mlirExecutionEngineLookupPacked` is the address of
        // the engine's `_mlir_<name>` wrapper, whose C signature is `void(void **)`; the
        // code stays mapped while the engine lives, which `&self` guarantees for the call.
        let wrapper: unsafe extern "C" fn(*mut *mut c_void) = unsafe {
            std::mem::transmute::<*mut c_void, unsafe extern "C" fn(*mut *mut c_void)>(packed)
        };
        // SAFETY: the caller vouches for `args` (this function's contract).
        unsafe { wrapper(args.as_mut_ptr()) };
        Ok(())
    }
}

impl Drop for Jit<'_> {
    fn drop(&mut self) {
        // SAFETY: `self.raw` is non-null (checked in `new`) and destroyed exactly once, here.
        unsafe { mlirExecutionEngineDestroy(self.raw) }
    }
}
