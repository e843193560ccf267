//! `canonicalize`: the greedy driver with every loaded dialect's and op's
//! canonicalization patterns, and folding (MLIR's `Canonicalizer`).
//!
//! Patterns are collected as MLIR does: first the loaded dialects' own
//! patterns (dialects in namespace order), then each registered op's of the
//! loaded dialects (ops in name order), each in the order it adds them.
//! The set is built once per pass instance, on first use.

use crate::options::{OptionKind, OptionSpec, OptionValue, OptionValues};
use crate::registry::PassInfo;
use crate::{Pass, PassContext, PassFailed};
use rmlir_core::ir::{Ir, OpId, RegionId};
use rmlir_core::rewrite::{
    apply_patterns_greedily, FrozenPatternSet, GreedyConfig, PatternSet, RegionSimplify,
};
use rmlir_core::Context;
use std::sync::OnceLock;

static STRING: OptionKind = OptionKind::String;

pub(crate) static CANONICALIZE: PassInfo = PassInfo {
    argument: "canonicalize",
    name: "Canonicalizer",
    description: "Canonicalize operations",
    options: &[
        OptionSpec {
            name: "top-down",
            description: "Seed the worklist in general top-down order",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(true),
        },
        OptionSpec {
            name: "region-simplify",
            description: "Perform control flow optimizations to the region tree",
            kind: OptionKind::Enum(&[
                ("disabled", "Don't run any control-flow simplification."),
                (
                    "normal",
                    "Perform simple control-flow simplifications (e.g. dead args elimination).",
                ),
                (
                    "aggressive",
                    "Perform aggressive control-flow simplification (e.g. block merging).",
                ),
            ]),
            default: OptionValue::Enum("normal"),
        },
        OptionSpec {
            name: "max-iterations",
            description: "Max. iterations between applying patterns / simplifying regions",
            kind: OptionKind::Int(64),
            default: OptionValue::Int(10),
        },
        OptionSpec {
            name: "max-num-rewrites",
            description: "Max. number of pattern rewrites within an iteration",
            kind: OptionKind::Int(64),
            default: OptionValue::Int(-1),
        },
        OptionSpec {
            name: "test-convergence",
            description: "Test only: Fail pass on non-convergence to detect cyclic pattern",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
        OptionSpec {
            name: "disable-patterns",
            description: "Labels of patterns that should be filtered out during application",
            kind: OptionKind::List(&STRING),
            default: OptionValue::List(Vec::new()),
        },
        OptionSpec {
            name: "enable-patterns",
            description: "Labels of patterns that should be used during application, all other patterns are filtered out",
            kind: OptionKind::List(&STRING),
            default: OptionValue::List(Vec::new()),
        },
    ],
    create: |options| {
        Box::new(Canonicalize {
            options,
            patterns: OnceLock::new(),
        })
    },
};

struct Canonicalize {
    options: OptionValues,
    patterns: OnceLock<FrozenPatternSet>,
}

/// Every canonicalization pattern of the loaded dialects and their ops, in
/// MLIR's order.
pub fn collect_canonicalization_patterns(ctx: &Context) -> PatternSet {
    let mut set = PatternSet::new();
    for ns in ctx.loaded_dialects() {
        if let Some(d) = ctx.load_dialect(&ns) {
            d.canonicalization_patterns(ctx, &mut set);
        }
    }
    for name in ctx.loaded_op_names() {
        if let Some(f) = ctx.op_def(name).and_then(|d| d.canonicalize) {
            f(ctx, &mut set);
        }
    }
    set
}

fn int_option(o: &OptionValues, name: &str) -> i64 {
    match o.get(name) {
        OptionValue::Int(i) => *i,
        _ => -1,
    }
}

impl Canonicalize {
    fn config(&self) -> GreedyConfig {
        GreedyConfig {
            top_down: self.options.get_bool("top-down"),
            max_iterations: int_option(&self.options, "max-iterations"),
            max_num_rewrites: int_option(&self.options, "max-num-rewrites"),
            region_simplify: match self.options.get("region-simplify") {
                OptionValue::Enum("disabled") => RegionSimplify::Disabled,
                OptionValue::Enum("aggressive") => RegionSimplify::Aggressive,
                _ => RegionSimplify::Normal,
            },
            fold: true,
            cse_constants: true,
        }
    }

    fn patterns(&self, ctx: &Context) -> &FrozenPatternSet {
        self.patterns.get_or_init(|| {
            let mut set = collect_canonicalization_patterns(ctx);
            let disabled = self.options.get_strings("disable-patterns");
            let enabled = self.options.get_strings("enable-patterns");
            set.retain(|name| {
                !disabled.iter().any(|d| d == name)
                    && (enabled.is_empty() || enabled.iter().any(|e| e == name))
            });
            set.freeze(ctx)
        })
    }
}

impl Pass for Canonicalize {
    fn info(&self) -> &'static PassInfo {
        &CANONICALIZE
    }
    fn options(&self) -> &OptionValues {
        &self.options
    }
    fn run(&self, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
        let config = self.config();
        let patterns = self.patterns(cx.ctx);
        let regions: Vec<RegionId> = ir.regions(op).to_vec();
        let mut converged = true;
        for r in regions {
            converged &= apply_patterns_greedily(cx.ctx, ir, r, patterns, &config);
        }
        if self.options.get_bool("test-convergence") && !converged {
            return Err(PassFailed);
        }
        Ok(())
    }
}
