pub mod filecheck;
pub use filecheck::{FileCheckOptions, filecheck};
