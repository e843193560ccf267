//! `rmlir-opt`: reads MLIR, verifies it and prints it back, taking
//! mlir-opt's command-line flags so it can stand in for it.

mod alloc;
mod split;
mod verify_diagnostics;

use clap::Parser as ClapParser;
use rmlir_core::asm::parser::parse_source;
use rmlir_core::asm::printer::{print_top_level, PrintFlags};
use rmlir_core::diag::{Diagnostic, SourceBuffer, SourceMgr, SourceText};
use rmlir_core::Context;
use std::io::{Read, Write};
use std::process::ExitCode;

#[global_allocator]
static GLOBAL: alloc::HugePageAlloc = alloc::HugePageAlloc;

#[derive(ClapParser, Debug)]
#[command(
    name = "rmlir-opt",
    about = "MLIR modular optimizer driver (rmlir)",
    version
)]
struct Cli {
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    input: String,
    /// Output file.
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Allow operations of dialects that are not registered.
    #[arg(long = "allow-unregistered-dialect")]
    allow_unregistered: bool,
    /// Split the input at `// -----` and process each chunk on its own.
    #[arg(
        long = "split-input-file",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "// -----"
    )]
    split_input_file: Option<String>,
    /// Check `expected-*` annotations against the diagnostics produced.
    #[arg(long = "verify-diagnostics")]
    verify_diagnostics: bool,
    /// Print operations in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    print_generic: bool,
    /// Print location information.
    #[arg(long = "mlir-print-debuginfo")]
    print_debuginfo: bool,
    /// Print with local scope (no aliases).
    #[arg(long = "mlir-print-local-scope")]
    print_local_scope: bool,
    /// Report the time spent in parsing, verification and printing.
    #[arg(long = "mlir-timing")]
    timing: bool,
    /// List the registered dialects and exit.
    #[arg(long = "show-dialects")]
    show_dialects: bool,
}

/// LLVM's command line accepts `-flag` as well as `--flag`; clap only the
/// latter, so single-dash long options are rewritten first.
fn normalize_args() -> Vec<String> {
    std::env::args()
        .enumerate()
        .map(|(i, a)| {
            if i > 0
                && a.starts_with('-')
                && !a.starts_with("--")
                && a.len() > 2
                && !a.starts_with("-o")
            {
                format!("-{a}")
            } else {
                a
            }
        })
        .collect()
}

/// The result of processing one buffer: printed IR (if it succeeded) and
/// diagnostics.
struct ChunkResult {
    ok: bool,
    diags: Vec<Diagnostic>,
}

fn process(
    ctx: &Context,
    buf: &SourceBuffer,
    flags: PrintFlags,
    timing: &mut Option<Timing>,
    out: &mut dyn Write,
    last: bool,
) -> std::io::Result<ChunkResult> {
    let t0 = std::time::Instant::now();
    let parsed = match parse_source(ctx, buf) {
        Ok(p) => p,
        Err(diags) => return Ok(ChunkResult { ok: false, diags }),
    };
    let t1 = std::time::Instant::now();
    if let Err(d) = rmlir_core::verify::verify(ctx, &parsed.ir, parsed.module) {
        return Ok(ChunkResult {
            ok: false,
            diags: vec![d],
        });
    }
    let t2 = std::time::Instant::now();
    print_top_level(
        ctx,
        &parsed.ir,
        parsed.module,
        flags,
        &parsed.resources,
        out,
    )?;
    out.write_all(b"\n")?;
    if let Some(t) = timing {
        t.parse += t1 - t0;
        t.verify += t2 - t1;
        t.print += t2.elapsed();
    }
    if last {
        // Nothing runs after the last chunk but exit: freeing a large IR
        // node by node would only cost time the OS spends anyway.
        std::mem::forget(parsed);
    }
    Ok(ChunkResult {
        ok: true,
        diags: Vec::new(),
    })
}

/// Wall time per phase, for `--mlir-timing`.
#[derive(Default)]
struct Timing {
    parse: std::time::Duration,
    verify: std::time::Duration,
    print: std::time::Duration,
}

fn main() -> ExitCode {
    let cli = Cli::parse_from(normalize_args());
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    if cli.show_dialects {
        println!(
            "Available Dialects: {}",
            ctx.registered_dialects().join(",")
        );
        return ExitCode::SUCCESS;
    }
    ctx.set_allow_unregistered(cli.allow_unregistered);

    let (name, mut bytes) = if cli.input == "-" {
        let mut v = Vec::new();
        if std::io::stdin().read_to_end(&mut v).is_err() {
            eprintln!("cannot read standard input");
            return ExitCode::FAILURE;
        }
        ("<stdin>".to_string(), SourceText::Owned(v))
    } else {
        match SourceText::from_file(&cli.input) {
            Ok(v) => (cli.input.clone(), v),
            Err(e) => {
                eprintln!("cannot open input file '{}': {}", cli.input, io_reason(&e));
                return ExitCode::FAILURE;
            }
        }
    };
    let flags = PrintFlags {
        generic: cli.print_generic,
        debug_info: cli.print_debuginfo,
        local_scope: cli.print_local_scope,
    };

    let mut err: Vec<u8> = Vec::new();
    // The annotations are read (and malformed ones reported) before the
    // input is split, as in mlir-opt.
    let mut verifier = cli.verify_diagnostics.then(|| {
        let whole = SourceBuffer::new(name.clone(), bytes.to_vec(), 0);
        verify_diagnostics::Verifier::new(whole, &mut err)
    });
    let chunks: Vec<(usize, usize)> = match &cli.split_input_file {
        Some(marker) => {
            let split = split::split_like_mlir_opt(&bytes, marker.as_bytes());
            // Near misses are warned about while splitting, before any chunk
            // is processed, at their place in the whole file.
            if !split.near_misses.is_empty() {
                let whole = SourceBuffer::new(name.clone(), bytes.to_vec(), 0);
                for &at in &split.near_misses {
                    let (line, col) = whole.line_col(at);
                    err.extend_from_slice(
                        format!("{name}:{line}:{col}: warning: near miss with file split marker\n")
                            .as_bytes(),
                    );
                    if let Some(text) = whole.line_text(line) {
                        err.extend_from_slice(&rmlir_core::diag::render_source_line(&text, col));
                    }
                }
            }
            split.chunks
        }
        None => vec![(0, bytes.len())],
    };
    let mut timing = cli.timing.then(Timing::default);

    let mut out: Box<dyn Write> = if cli.output == "-" {
        Box::new(std::io::BufWriter::with_capacity(
            1 << 16,
            std::io::stdout().lock(),
        ))
    } else {
        match std::fs::File::create(&cli.output) {
            Ok(f) => Box::new(std::io::BufWriter::with_capacity(1 << 16, f)),
            Err(e) => {
                eprintln!(
                    "cannot open output file '{}': {}",
                    cli.output,
                    io_reason(&e)
                );
                return ExitCode::FAILURE;
            }
        }
    };
    let mut failed = false;
    for (i, &(start, end)) in chunks.iter().enumerate() {
        if i > 0 && out.write_all(b"// -----\n").is_err() {
            return ExitCode::FAILURE;
        }
        let line_offset = bytes[..start].iter().filter(|&&c| c == b'\n').count() as u32;
        let buf = if chunks.len() == 1 && (start, end) == (0, bytes.len()) {
            // The common case keeps the one copy of the input.
            SourceBuffer::new(name.clone(), std::mem::take(&mut bytes), 0)
        } else {
            let line_start = bytes[..start]
                .iter()
                .rposition(|&c| c == b'\n')
                .map_or(0, |i| i + 1);
            let line_end = bytes[end..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(bytes.len(), |i| end + i);
            SourceBuffer::chunk(
                name.clone(),
                bytes[start..end].to_vec(),
                line_offset,
                bytes[line_start..start].to_vec(),
                bytes[end..line_end].to_vec(),
            )
        };
        let last = i + 1 == chunks.len();
        let r = match process(&ctx, &buf, flags, &mut timing, &mut out, last) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("cannot write output '{}': {}", cli.output, io_reason(&e));
                return ExitCode::FAILURE;
            }
        };
        let mgr = SourceMgr { buffers: vec![buf] };
        if let Some(v) = &mut verifier {
            v.process(&ctx, &mgr, &r.diags, &mut err);
        } else {
            for d in &r.diags {
                mgr.render(&ctx, d, &mut err);
            }
            failed |= !r.ok;
        }
    }

    if let Some(v) = &verifier {
        failed |= !v.finish(&mut err);
    }
    if let Err(e) = out.flush() {
        eprintln!("cannot write output '{}': {}", cli.output, io_reason(&e));
        return ExitCode::FAILURE;
    }
    if let Some(t) = timing {
        err.extend_from_slice(format!(
            "===-------------------------------------------------------------------------===\n  rmlir-opt timing (wall)\n    parse:  {:.4}s\n    verify: {:.4}s\n    print:  {:.4}s\n",
            t.parse.as_secs_f64(),
            t.verify.as_secs_f64(),
            t.print.as_secs_f64()
        ).as_bytes());
    }
    let _ = std::io::stderr().lock().write_all(&err);
    // As for the IR: the process exits now, so skip tearing down the
    // context's uniqued storage.
    std::mem::forget(ctx);
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        // mlir-opt prints the system's message alone, without Rust's
        // "(os error N)" suffix.
        _ => {
            let s = e.to_string();
            match s.rfind(" (os error ") {
                Some(i) => s[..i].to_string(),
                None => s,
            }
        }
    }
}
