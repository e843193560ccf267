//! Stack growth for the recursive walks of the IR (parser, printer,
//! verifier, rewriting): inputs may nest 100k deep, and a thread's stack
//! cannot hold that many frames, so each recursion step grows the stack on
//! the heap when little of it is left.

/// Stack space kept free before growing: generous, since a frame of the
/// recursive productions can be large in debug builds.
const STACK_RED_ZONE: usize = 256 * 1024;
const STACK_GROW: usize = 4 * 1024 * 1024;

/// Runs `f`, first moving to a fresh stack segment if less than the red
/// zone is left.
pub fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(STACK_RED_ZONE, STACK_GROW, f)
}
