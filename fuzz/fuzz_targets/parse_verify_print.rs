//! Arbitrary bytes through parse, verify and print. The first byte picks
//! the options (generic form, debug info, local scope, unregistered
//! dialects), so one corpus covers them all.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rmlir_core::asm::printer::PrintFlags;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Some((&opts, text)) = data.split_first() else {
        return;
    };
    let flags = PrintFlags {
        generic: opts & 1 != 0,
        debug_info: opts & 2 != 0,
        local_scope: opts & 4 != 0,
        ..PrintFlags::default()
    };
    common::run_pipeline(text, flags, opts & 8 == 0);
});
