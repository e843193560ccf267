//! Analyses over the IR that passes and patterns query (dominance lives
//! with the verifier that needs it first; see `verify::dominance`).

pub mod call_graph;
pub mod dataflow;
pub mod post_dominance;

pub use post_dominance::PostDominanceInfo;
