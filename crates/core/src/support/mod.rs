//! Small infrastructure shared by the core.

pub(crate) mod file_locs;
pub(crate) mod intern;
pub mod raw_text;
pub(crate) mod scratch;
pub mod stack;
