//! Small infrastructure shared by the core.

pub mod intern;
