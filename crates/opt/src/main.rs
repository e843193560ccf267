//! `rmlir-opt`: reads MLIR, verifies it, runs the requested passes
//! (`--pass-pipeline` or one flag per registered pass, see `passes`) and
//! prints it back, taking mlir-opt's command-line flags so it can stand in
//! for it.

mod alloc;
mod passes;
mod split;

use clap::Parser as ClapParser;
use rmlir_core::asm::printer::{check_print_expansion, ElementsLimits, PrintFlags};
use rmlir_core::asm::{parse_source, parse_source_with, ParseConfig, ParsedModule};
use rmlir_core::diag::{Diagnostic, SourceBuffer, SourceMgr, SourceText};
use rmlir_core::Context;
use rmlir_pass::{Event, TimingNode};
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
    #[arg(long = "allow-unregistered-dialect", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
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
    #[arg(long = "verify-diagnostics", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    verify_diagnostics: bool,
    /// Print operations in the generic form.
    #[arg(long = "mlir-print-op-generic", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_generic: bool,
    /// Print location information.
    #[arg(long = "mlir-print-debuginfo", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_debuginfo: bool,
    /// Print with local scope (no aliases).
    #[arg(long = "mlir-print-local-scope", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_local_scope: bool,
    /// Print dense and sparse elements attributes with more elements than
    /// this as `dense_resource<__elided__>`.
    #[arg(long = "mlir-elide-elementsattrs-if-larger", value_name = "uint")]
    elide_elements_if_larger: Option<u64>,
    /// Print dense elements attributes with more elements than this as a
    /// hex string (-1 never does).
    #[arg(
        long = "mlir-print-elementsattrs-with-hex-if-larger",
        value_name = "long",
        allow_negative_numbers = true,
        default_value_t = 100
    )]
    hex_elements_if_larger: i64,
    /// Leave resource entries whose value prints longer than this many
    /// characters out of the file metadata.
    #[arg(long = "mlir-elide-resource-strings-if-larger", value_name = "uint")]
    elide_resource_strings_if_larger: Option<u64>,
    /// Print `{...}` in place of every region.
    #[arg(long = "mlir-print-skip-regions", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_skip_regions: bool,
    /// Print locations in the pretty form (with `--mlir-print-debuginfo`).
    #[arg(long = "mlir-pretty-debuginfo", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    pretty_debuginfo: bool,
    /// Print the users of op results and block arguments as comments.
    #[arg(long = "mlir-print-value-users", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_value_users: bool,
    /// Number values and uniquify names across all regions.
    #[arg(long = "mlir-print-unique-ssa-ids", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_unique_ssa_ids: bool,
    /// Name values after the `NameLoc` of their location.
    #[arg(long = "mlir-use-nameloc-as-prefix", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    nameloc_prefix: bool,
    /// Print without verifying first (the printed IR is assumed valid).
    #[arg(long = "mlir-print-assume-verified", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_assume_verified: bool,
    /// Attach the failing op, printed, to errors about it.
    #[arg(long = "mlir-print-op-on-diagnostic", num_args = 0..=1, require_equals = true, default_value = "true", default_missing_value = "true", value_parser = llvm_bool)]
    print_op_on_diagnostic: bool,
    /// Accepted for compatibility: mlir-opt prints every note regardless.
    #[arg(long = "mlir-disable-diagnostic-notes", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    disable_diagnostic_notes: bool,
    /// Do not wrap the input in a `builtin.module`: it must hold one op.
    #[arg(long = "no-implicit-module", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    no_implicit_module: bool,
    /// Skip verification of the parsed input.
    #[arg(long = "mlir-very-unsafe-disable-verifier-on-parsing", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    no_verify_on_parse: bool,
    /// Check that printing the result in generic form and parsing it back
    /// gives the same IR.
    #[arg(long = "verify-roundtrip", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    verify_roundtrip: bool,
    /// Written between the outputs of the chunks of a split input.
    #[arg(
        long = "output-split-marker",
        default_value = "// -----",
        value_name = "string"
    )]
    output_split_marker: String,
    /// Report the time spent in parsing, verification and printing.
    #[arg(long = "mlir-timing", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    timing: bool,
    /// The pass pipeline to run, e.g. `builtin.module(func.func(cse))`.
    #[arg(long = "pass-pipeline", value_name = "string")]
    pass_pipeline: Option<String>,
    /// Print the pipeline that will be run (on stderr).
    #[arg(long = "dump-pass-pipeline", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    dump_pass_pipeline: bool,
    /// Run the verifier after each transformation pass.
    #[arg(long = "verify-each", num_args = 0..=1, require_equals = true, default_value = "true", default_missing_value = "true", value_parser = llvm_bool)]
    verify_each: bool,
    /// Print IR before the given passes.
    #[arg(long = "mlir-print-ir-before", value_name = "pass-arg", value_delimiter = ',', action = clap::ArgAction::Append)]
    print_ir_before: Vec<String>,
    /// Print IR before each pass.
    #[arg(long = "mlir-print-ir-before-all", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_ir_before_all: bool,
    /// Print IR after the given passes.
    #[arg(long = "mlir-print-ir-after", value_name = "pass-arg", value_delimiter = ',', action = clap::ArgAction::Append)]
    print_ir_after: Vec<String>,
    /// Print IR after each pass.
    #[arg(long = "mlir-print-ir-after-all", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_ir_after_all: bool,
    /// When printing the IR after a pass, only print if the IR changed.
    #[arg(long = "mlir-print-ir-after-change", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_ir_after_change: bool,
    /// When printing the IR after a pass, only print if the pass failed.
    #[arg(long = "mlir-print-ir-after-failure", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_ir_after_failure: bool,
    /// Print the top-level op in IR dumps, whatever the pass ran on.
    #[arg(long = "mlir-print-ir-module-scope", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    print_ir_module_scope: bool,
    /// Run passes on one thread (rmlir runs them on one thread anyway).
    #[arg(long = "mlir-disable-threading", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    disable_threading: bool,
    /// Display method for timing data.
    #[arg(long = "mlir-timing-display", value_name = "value", default_value = "tree", value_parser = ["list", "tree"])]
    timing_display: String,
    /// Display the statistics of each pass.
    #[arg(long = "mlir-pass-statistics", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    pass_statistics: bool,
    /// Display method for pass statistics.
    #[arg(long = "mlir-pass-statistics-display", value_name = "value", default_value = "pipeline", value_parser = ["list", "pipeline"])]
    pass_statistics_display: String,
    /// List the registered dialects and exit.
    #[arg(long = "show-dialects", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = llvm_bool)]
    show_dialects: bool,
}

/// A boolean option's value as LLVM's command line reads it.
fn llvm_bool(s: &str) -> Result<bool, String> {
    match s {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err("invalid boolean".into()),
    }
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
    /// Diagnostics and stderr text, in the order they were produced.
    events: Vec<Event>,
}

impl ChunkResult {
    fn failed(diags: Vec<Diagnostic>) -> Self {
        ChunkResult {
            ok: false,
            events: diags.into_iter().map(Event::Diag).collect(),
        }
    }
}

/// How each buffer is processed besides printing.
struct Options {
    parse: ParseConfig,
    /// Verify the parsed IR (off with
    /// `--mlir-very-unsafe-disable-verifier-on-parsing`).
    verify_on_parse: bool,
    /// `--mlir-print-assume-verified`: print custom forms without checking.
    assume_verified: bool,
    /// `--verify-roundtrip`.
    verify_roundtrip: bool,
    /// The passes to run between verification and printing.
    passes: passes::PassSetup,
}

fn process(
    ctx: &Context,
    buf: &SourceBuffer,
    mut flags: PrintFlags,
    options: &Options,
    timing: &mut Option<Timing>,
    out: &mut dyn Write,
    last: bool,
) -> std::io::Result<ChunkResult> {
    let t0 = std::time::Instant::now();
    let mut parsed = match parse_source_with(ctx, buf, options.parse) {
        Ok(p) => p,
        Err(diags) => return Ok(ChunkResult::failed(diags)),
    };
    let mut verified = rmlir_core::verify::verify(ctx, &parsed.ir, parsed.module);
    if verified.is_ok() && !options.parse.implicit_module && options.verify_on_parse {
        // A lone top-level op is verified inside a temporary module by
        // mlir-opt: its symbol uses are checked even if it is not a symbol
        // table.
        verified = rmlir_core::verify::verify_symbol_uses_from(ctx, &parsed.ir, parsed.module);
    }
    if let Some(t) = timing {
        t.root.child("Parser").wall += t0.elapsed();
    }
    let valid = verified.is_ok();
    if let Err(d) = verified {
        if options.verify_on_parse {
            return Ok(ChunkResult::failed(vec![d]));
        }
        // As MLIR's printer does, IR that fails verification prints in
        // the generic form, which needs nothing of it to be valid.
        flags.generic |= !options.assume_verified;
    }
    // Before anything prints the IR (the round trip, IR dumps between
    // passes, the output): attributes built from aliases can expand to
    // more text than any output can hold.
    if parsed.defines_aliases {
        if let Err(d) = check_print_expansion(ctx, &parsed.ir, parsed.module) {
            return Ok(ChunkResult::failed(vec![d]));
        }
    }
    if valid && options.verify_roundtrip {
        if let Err(d) = verify_roundtrip(ctx, &parsed) {
            return Ok(ChunkResult::failed(vec![d]));
        }
    }
    let run = options.passes.run(
        ctx,
        &mut parsed.ir,
        parsed.module,
        &parsed.resources,
        timing.as_mut().map(|t| &mut t.root),
    );
    if let Some(t) = timing {
        t.ran_adaptor |= run.ran_adaptor;
    }
    let events = run.events;
    if !run.ok {
        return Ok(ChunkResult { ok: false, events });
    }
    let t2 = std::time::Instant::now();
    parsed.print(ctx, flags, out)?;
    out.write_all(b"\n")?;
    if let Some(t) = timing {
        t.root.child("Output").wall += t2.elapsed();
    }
    if last {
        // Nothing runs after the last chunk but exit: freeing a large IR
        // node by node would only cost time the OS spends anyway.
        std::mem::forget(parsed);
    }
    Ok(ChunkResult { ok: true, events })
}

/// `--verify-roundtrip`: the IR printed in generic form with locations must
/// parse back to IR that prints the same.
fn verify_roundtrip(ctx: &Context, parsed: &ParsedModule) -> Result<(), Diagnostic> {
    let flags = PrintFlags {
        generic: true,
        debug_info: true,
        assume_verified: true,
        ..PrintFlags::default()
    };
    let print = |p: &ParsedModule| -> String {
        let mut text = Vec::new();
        // Writing to memory cannot fail.
        let _ = p.print(ctx, flags, &mut text);
        String::from_utf8_lossy(&text).into_owned()
    };
    let reference = print(parsed);
    let loc = parsed.ir.op(parsed.module).loc;
    let buf = SourceBuffer::new("roundtrip", reference.clone().into_bytes(), 0);
    let fail = |why: &str| Diagnostic::error(loc, format!("roundTrip testing {why}"));
    let reparsed = parse_source(ctx, &buf).map_err(|_| fail("failed to parse the printed IR"))?;
    if print(&reparsed) != reference {
        return Err(fail("roundtripped module differs from reference"));
    }
    Ok(())
}

/// Wall time per phase and pass, for `--mlir-timing`.
struct Timing {
    start: std::time::Instant,
    root: TimingNode,
    /// A pass adaptor ran (the report then has a user-time column).
    ran_adaptor: bool,
}

/// Reports a command-line error the way LLVM's option parser does (tool
/// name, message, exit status 1), so scripts that check mlir-opt's exit
/// status and messages behave the same; help and version print as clap
/// writes them.
fn command_line_error(e: clap::Error, argv0: &str) -> ExitCode {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = e.print();
        return ExitCode::SUCCESS;
    }
    let prog = std::path::Path::new(argv0)
        .file_name()
        .map_or_else(|| argv0.to_string(), |n| n.to_string_lossy().into_owned());
    let context = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(" "),
        _ => String::new(),
    };
    // clap names an option with its value placeholder: `--flag <uint>`, or
    // `--flag[=<FLAG>]` for the optional value of a boolean.
    let arg = context(ContextKind::InvalidArg);
    let name = arg.split(['[', ' ']).next().unwrap_or_default().to_string();
    let is_bool = arg.contains("[=");
    let ty = arg[name.len()..]
        .trim_matches(|c| matches!(c, ' ' | '<' | '>'))
        .to_string();
    match e.kind() {
        ErrorKind::UnknownArgument if arg.starts_with('-') => {
            eprintln!("{prog}: Unknown command line argument '{arg}'.  Try: '{argv0} --help'")
        }
        ErrorKind::UnknownArgument => eprintln!(
            "{prog}: Too many positional arguments specified!\n\
             Can specify at most 1 positional arguments: See: {argv0} --help"
        ),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let value = context(ContextKind::InvalidValue);
            if value.is_empty() {
                eprintln!("{prog}: for the {name} option: requires a value!");
            } else if e.get(ContextKind::ValidValue).is_some() {
                // An option with named values (LLVM's `cl::values`).
                eprintln!("{prog}: for the {name} option: Cannot find option named '{value}'!");
            } else if is_bool {
                eprintln!("{prog}: for the {name} option: '{value}' is invalid value for boolean argument! Try 0 or 1");
            } else {
                eprintln!(
                    "{prog}: for the {name} option: '{value}' value invalid for {ty} argument!"
                );
            }
        }
        _ => {
            let msg = e.kind().as_str().unwrap_or("invalid command line");
            eprintln!("{prog}: {msg}");
        }
    }
    ExitCode::FAILURE
}

fn main() -> ExitCode {
    let start = std::time::Instant::now();
    let args = normalize_args();
    let argv0 = args.first().map_or("rmlir-opt", |a| a).to_string();
    let prog = std::path::Path::new(&argv0)
        .file_name()
        .map_or_else(|| argv0.clone(), |n| n.to_string_lossy().into_owned());
    let mut registry = rmlir_pass::PassRegistry::with_builtin_passes();
    rmlir_transforms::register_all(&mut registry);
    rmlir_pass::PassRegistry::install_global(registry.clone());
    // Each registered pass is also a flag (`--strip-debuginfo`,
    // `--print-op-stats=json`); they run in command-line order.
    let mut command = <Cli as clap::CommandFactory>::command()
        .args_override_self(true)
        .next_help_heading("Passes");
    for info in registry.passes() {
        // Options as LLVM lists them: by name, with an enum's values.
        let mut help = info.description.to_string();
        let mut options: Vec<_> = info.options.iter().collect();
        options.sort_by_key(|o| o.name);
        for o in options {
            let value = o.kind.value_name();
            let value = if value.is_empty() {
                String::new()
            } else {
                format!("=<{value}>")
            };
            help.push_str(&format!("\n  --{}{value} - {}", o.name, o.description));
            if let rmlir_pass::OptionKind::Enum(values) = o.kind {
                for (v, d) in values {
                    help.push_str(&format!("\n      ={v} - {d}"));
                }
            }
        }
        command = command.arg(
            clap::Arg::new(info.argument)
                .long(info.argument)
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .action(clap::ArgAction::Append)
                .value_name("options")
                .help(help),
        );
    }
    let matches = match command.try_get_matches_from(&args) {
        Ok(m) => m,
        Err(e) => return command_line_error(e, &argv0),
    };
    let cli = match <Cli as clap::FromArgMatches>::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => return command_line_error(e, &argv0),
    };
    let mut pass_flags = Vec::new();
    for info in registry.passes() {
        if let (Some(indices), Some(values)) = (
            matches.indices_of(info.argument),
            matches.get_many::<String>(info.argument),
        ) {
            for (i, v) in indices.zip(values) {
                pass_flags.push((i, info, v.clone()));
            }
        }
    }
    pass_flags.sort_by_key(|&(i, _, _)| i);
    for (flag, names) in [
        ("mlir-print-ir-before", &cli.print_ir_before),
        ("mlir-print-ir-after", &cli.print_ir_after),
    ] {
        if let Some(bad) = names.iter().find(|n| registry.lookup(n).is_none()) {
            eprintln!("{prog}: for the --{flag} option: Cannot find option named '{bad}'!");
            return ExitCode::FAILURE;
        }
    }
    let filter = |all: bool, names: &[String]| {
        if all {
            rmlir_pass::PassFilter::All
        } else if names.is_empty() {
            rmlir_pass::PassFilter::None
        } else {
            rmlir_pass::PassFilter::Some(names.to_vec())
        }
    };
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
    ctx.set_print_op_on_diagnostic(cli.print_op_on_diagnostic);
    ctx.set_multithreading(!cli.disable_threading);
    let options = Options {
        parse: ParseConfig {
            implicit_module: !cli.no_implicit_module,
        },
        verify_on_parse: !cli.no_verify_on_parse,
        assume_verified: cli.print_assume_verified,
        verify_roundtrip: cli.verify_roundtrip,
        passes: passes::PassSetup {
            registry,
            pipeline: cli.pass_pipeline.clone(),
            flags: pass_flags.into_iter().map(|(_, p, o)| (p, o)).collect(),
            dump: cli.dump_pass_pipeline,
            statistics: cli.pass_statistics,
            instrumentation: rmlir_pass::Instrumentation {
                verify_each: cli.verify_each,
                print_before: filter(cli.print_ir_before_all, &cli.print_ir_before),
                print_after: filter(cli.print_ir_after_all, &cli.print_ir_after),
                after_change: cli.print_ir_after_change,
                after_failure: cli.print_ir_after_failure,
                module_scope: cli.print_ir_module_scope,
                flags: PrintFlags::default(),
                assume_verified: cli.print_assume_verified,
            },
            threading: !cli.disable_threading,
            prog: prog.clone(),
        },
    };

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
        skip_regions: cli.print_skip_regions,
        nameloc_prefix: cli.nameloc_prefix,
        pretty_debuginfo: cli.pretty_debuginfo,
        value_users: cli.print_value_users,
        unique_ssa_ids: cli.print_unique_ssa_ids,
        elements: ElementsLimits {
            elide_if_larger: cli.elide_elements_if_larger,
            hex_if_larger: cli.hex_elements_if_larger,
            resource_strings_if_larger: cli.elide_resource_strings_if_larger,
        },
        // Only verified IR is printed (see `process`).
        assume_verified: true,
    };
    ctx.set_print_flags(flags);
    let mut options = options;
    options.passes.instrumentation.flags = flags;

    let mut err: Vec<u8> = Vec::new();
    // The annotations are read (and malformed ones reported) before the
    // input is split, as in mlir-opt.
    let mut verifier = cli.verify_diagnostics.then(|| {
        let whole = SourceBuffer::new(name.clone(), bytes.to_vec(), 0);
        rmlir_core::diag_verifier::Verifier::new(whole, &mut err)
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
    let mut timing = cli.timing.then(|| Timing {
        start,
        root: TimingNode::default(),
        ran_adaptor: false,
    });

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
        if i > 0 && writeln!(out, "{}", cli.output_split_marker).is_err() {
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
        let r = match process(&ctx, &buf, flags, &options, &mut timing, &mut out, last) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("cannot write output '{}': {}", cli.output, io_reason(&e));
                return ExitCode::FAILURE;
            }
        };
        let mgr = SourceMgr { buffers: vec![buf] };
        if let Some(v) = &mut verifier {
            for e in r.events {
                match e {
                    Event::Diag(d) => v.process(&ctx, &mgr, std::slice::from_ref(&d), &mut err),
                    Event::Text(t) => {
                        err.extend_from_slice(&rmlir_core::support::raw_text::decode(t.as_bytes()))
                    }
                }
            }
        } else {
            for e in &r.events {
                match e {
                    Event::Diag(d) => mgr.render(&ctx, d, &mut err),
                    Event::Text(t) => {
                        err.extend_from_slice(&rmlir_core::support::raw_text::decode(t.as_bytes()))
                    }
                }
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
        err.extend_from_slice(
            passes::timing_report(
                &t.root,
                t.start.elapsed(),
                cli.timing_display == "list",
                t.ran_adaptor && !cli.disable_threading,
            )
            .as_bytes(),
        );
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
