//! `composite-fixed-point-pass` (MLIR's `CompositeFixedPointPass`): runs
//! an inner pipeline on the op again and again until the op stops changing
//! (compared by its printed form, as MLIR compares fingerprints), warning
//! when `max-iterations` runs were not enough.

use crate::options::{OptionKind, OptionSpec, OptionValue, OptionValues};
use crate::registry::{PassInfo, PassRegistry};
use crate::{OpPassManager, Pass, PassContext, PassFailed, PipelineError};
use rmlir_core::diag::{Diagnostic, Severity};
use rmlir_core::ir::{Ir, OpId};

pub(crate) static INFO: PassInfo = PassInfo {
    argument: "composite-fixed-point-pass",
    name: "CompositeFixedPointPass",
    description: "Composite fixed point pass",
    options: &[
        OptionSpec {
            name: "max-iterations",
            description: "Maximum number of iterations if inner pipeline",
            kind: OptionKind::Int(32),
            default: OptionValue::Int(10),
        },
        OptionSpec {
            name: "name",
            description: "Composite pass display name",
            kind: OptionKind::String,
            default: OptionValue::Str(String::new()),
        },
        OptionSpec {
            name: "pipeline",
            description: "Composite pass inner pipeline",
            kind: OptionKind::String,
            default: OptionValue::Str(String::new()),
        },
    ],
    create: |mut options| {
        if !options.is_given("name") {
            options.set("name", OptionValue::Str("CompositeFixedPointPass".into()));
        }
        Box::new(Composite { options })
    },
};

struct Composite {
    options: OptionValues,
}

impl Composite {
    fn string(&self, name: &str) -> String {
        match self.options.get(name) {
            OptionValue::Str(s) => s.clone(),
            _ => String::new(),
        }
    }
}

impl Pass for Composite {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn options(&self) -> &OptionValues {
        &self.options
    }
    fn name(&self) -> &str {
        match self.options.get("name") {
            OptionValue::Str(s) => s,
            _ => INFO.name,
        }
    }
    fn run(&self, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
        let ctx = cx.ctx;
        let mut pm = OpPassManager::new(ctx.op_name_str(ir.op_name(op)));
        if let Err(e) = crate::parse_into(&self.string("pipeline"), PassRegistry::global(), &mut pm)
        {
            let (PipelineError::Message(m) | PipelineError::BadOption { message: m, .. }) = e;
            cx.write_stderr(m);
            cx.emit(Diagnostic::error(
                ctx.unknown_loc(),
                "Failed to parse composite pass pipeline",
            ));
            return Err(PassFailed);
        }
        let max = match self.options.get("max-iterations") {
            OptionValue::Int(v) => *v,
            _ => 10,
        };
        let mut before = crate::manager::fingerprint(ctx, ir, op);
        let mut iteration = 0i64;
        loop {
            cx.run_pipeline(&pm, ir, op)?;
            if iteration >= max {
                let msg = format!(
                    "Composite pass \"{}\"+ didn't converge in {max} iterations",
                    self.string("name")
                );
                let loc = ir.op(op).loc;
                let mut d = Diagnostic::error(loc, msg);
                d.severity = Severity::Warning;
                if ctx.print_op_on_diagnostic() {
                    // A warning shows the op in its custom form.
                    let text = rmlir_core::asm::printer::print_op_for_pass_diagnostic(ctx, ir, op);
                    let sep = if text.contains('\n') { "\n" } else { "" };
                    d = d.with_note(loc, format!("see current operation: {sep}{text}"));
                }
                cx.emit(d);
                break;
            }
            iteration += 1;
            let after = crate::manager::fingerprint(ctx, ir, op);
            if after == before {
                break;
            }
            before = after;
        }
        Ok(())
    }
}
