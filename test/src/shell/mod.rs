//! The subset of lit's internal shell that RUN lines use.

pub mod builtins;
pub mod exec;
pub mod parse;
pub mod process;

pub use exec::{CommandRecord, Shell};
pub use parse::parse;
pub use process::Status;
