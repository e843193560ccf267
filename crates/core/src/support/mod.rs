//! Small infrastructure shared by the core.

pub mod file_locs;
pub mod intern;
pub mod raw_text;
pub mod scratch;
pub mod stack;
