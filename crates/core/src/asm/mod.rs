//! MLIR's text format: lexer, parser and printer.
//!
//! Two ways in, for two kinds of callers:
//!
//! - Code that *drives* a parse (the `rmlir-opt` driver, the `rmlir` facade,
//!   tests, definitions holding attributes written as text) uses the entry
//!   API re-exported here: [`parse_source`], [`parse_source_with`],
//!   [`parse_attribute_text`], [`parse_type_text`] and what they return.
//! - Dialect hooks (the custom `parse` functions a dialect or an ODS spec
//!   registers) are handed a [`parser::Parser`] and build their syntax from
//!   its methods; [`parser`] exports that toolkit and nothing else.
//!
//! Nothing else uses [`parser`]: the printer, the verifier, resources and
//! everything above them share the lexer's token helpers and
//! [`crate::support::stack`] instead (see the crate doc's layering rules).

pub mod lexer;
pub mod parser;
pub mod printer;
pub mod resources;

pub use parser::parallel::parallel_runs as parallel_parse_runs;
pub use parser::toplevel::{
    parse_attribute_text, parse_source, parse_source_with, parse_type_text, ParseConfig,
    ParsedModule,
};
