//! The registry of passes: each registered pass is a [`PassInfo`] with a
//! constructor that takes the pass's parsed options.

use crate::options::{OptionError, OptionSpec, OptionValues};
use crate::Pass;

/// What the registry knows about a pass before creating it.
pub struct PassInfo {
    /// The pipeline and command-line name, e.g. `strip-debuginfo`.
    pub argument: &'static str,
    /// The pass's name in IR dumps and timing reports, e.g. `StripDebugInfo`.
    pub name: &'static str,
    /// One line for `--help`.
    pub description: &'static str,
    /// The declared options.
    pub options: &'static [OptionSpec],
    /// Builds the pass with its options.
    pub create: fn(OptionValues) -> Box<dyn Pass>,
}

/// Registered passes, looked up by argument.
#[derive(Default, Clone)]
pub struct PassRegistry {
    passes: Vec<&'static PassInfo>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// A registry holding every pass this crate implements.
    pub fn with_builtin_passes() -> Self {
        let mut r = Self::new();
        for info in crate::passes::ALL {
            r.register(info);
        }
        r
    }

    /// Adds a pass (a later registration of the same argument is ignored).
    pub fn register(&mut self, info: &'static PassInfo) {
        if self.lookup(info.argument).is_none() {
            self.passes.push(info);
        }
    }

    /// The pass registered as `argument`.
    /// Makes `self` the registry that passes building pipelines of their
    /// own (the inliner's) look passes up in, as MLIR's global pass
    /// registry; the first call wins. Returns the registry in use.
    pub fn install_global(self) -> &'static PassRegistry {
        GLOBAL.get_or_init(|| self)
    }

    /// The registry installed by [`PassRegistry::install_global`], else the
    /// passes of this crate.
    pub fn global() -> &'static PassRegistry {
        GLOBAL.get_or_init(PassRegistry::with_builtin_passes)
    }

    pub fn lookup(&self, argument: &str) -> Option<&'static PassInfo> {
        self.passes.iter().copied().find(|p| p.argument == argument)
    }

    /// Every registered pass, sorted by argument (as `--help` lists them).
    pub fn passes(&self) -> Vec<&'static PassInfo> {
        let mut v = self.passes.clone();
        v.sort_by_key(|p| p.argument);
        v
    }

    /// Creates pass `argument` with the options in `options`.
    pub fn create(&self, argument: &str, options: &str) -> Result<Box<dyn Pass>, OptionError> {
        let info = self
            .lookup(argument)
            .ok_or_else(|| OptionError::NoSuchOption(argument.to_string()))?;
        Ok((info.create)(OptionValues::parse(info.options, options)?))
    }
}

static GLOBAL: std::sync::OnceLock<PassRegistry> = std::sync::OnceLock::new();
