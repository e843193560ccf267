//! MLIR's text format: lexer, parser and printer.

pub mod lexer;
pub mod parser;
pub mod printer;
pub mod resources;
