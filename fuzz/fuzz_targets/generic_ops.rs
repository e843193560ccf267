//! Generic-form ops of the registry with random operands, results,
//! properties, attributes, regions and successors: the fuzzer's bytes drive
//! a generator, so every input is syntactically plausible and reaches the
//! ops' verifiers (and their custom printers) rather than the lexer.
#![no_main]

use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use rmlir_core::asm::printer::PrintFlags;
use std::fmt::Write;
use std::sync::OnceLock;

#[path = "common.rs"]
mod common;

/// Registered op names and their inherent attribute names.
fn registry() -> &'static [(String, Vec<String>)] {
    static R: OnceLock<Vec<(String, Vec<String>)>> = OnceLock::new();
    R.get_or_init(|| {
        let ctx = common::context();
        let names: Vec<String> = ctx
            .registered_op_names()
            .into_iter()
            .map(|n| ctx.op_name_str(n).to_string())
            .collect();
        names
            .into_iter()
            .map(|n| {
                let attrs = ctx
                    .op_def(ctx.op_name(&n))
                    .map(|d| d.inherent_attrs.iter().map(|s| s.to_string()).collect())
                    .unwrap_or_default();
                (n, attrs)
            })
            .collect()
    })
}

const TYPES: &[&str] = &[
    "i1",
    "i8",
    "i32",
    "i64",
    "index",
    "f16",
    "f32",
    "f64",
    "i0",
    "si8",
    "ui32",
    "memref<4xf32>",
    "memref<?x4xi32>",
    "memref<f32>",
    "memref<*xf32>",
    "memref<4xf32, strided<[1], offset: ?>>",
    "memref<2x3xi8, 1>",
    "tensor<4xf32>",
    "tensor<?xi32>",
    "vector<4xi32>",
    "vector<[4]xf32>",
    "complex<f32>",
    "none",
    "() -> ()",
    "(i32) -> i64",
    "tuple<i32, f32>",
];

const ATTRS: &[&str] = &[
    "0",
    "1 : i32",
    "-1 : i64",
    "42 : index",
    "true",
    "false",
    "unit",
    "1.5 : f32",
    "0x7FC00000 : f32",
    "\"str\"",
    "@sym",
    "@a::@b",
    "[]",
    "[1, 2]",
    "array<i32: 1, 2>",
    "array<i64: -1, 0>",
    "array<i32>",
    "dense<1> : tensor<4xi32>",
    "dense<[1.0, 2.0]> : vector<2xf32>",
    "dense<> : tensor<0xi32>",
    "{}",
    "{a = 1}",
    "i32",
    "memref<4xf32>",
    "affine_map<(d0) -> (d0)>",
    "#arith.fastmath<fast>",
    "#arith<cmpi eq>",
    "0 : i64",
    "1 : i64",
    "2 : i32",
    "9 : i64",
    "18446744073709551615 : i64",
    "dense<0> : vector<1xi32>",
    "\"private\"",
    "(i32) -> ()",
    "strided<[1], offset: 0>",
    "loc(unknown)",
    "sparse<[[0]], [1]> : tensor<2xi32>",
];

struct Gen<'a, 'u> {
    u: &'a mut Unstructured<'u>,
    out: String,
    values: Vec<(String, &'static str)>,
    next_value: usize,
    blocks: usize,
}

impl Gen<'_, '_> {
    fn pick<'t>(&mut self, from: &'t [&'t str]) -> Result<&'t str> {
        Ok(from[self.u.choose_index(from.len())?])
    }

    fn ty(&mut self) -> Result<&'static str> {
        Ok(TYPES[self.u.choose_index(TYPES.len())?])
    }

    fn attr_dict(&mut self, names: &[String]) -> Result<String> {
        let mut s = String::new();
        let n = self.u.int_in_range(0..=3)?;
        for i in 0..n {
            let name = if !names.is_empty() && self.u.ratio(3, 4)? {
                names[self.u.choose_index(names.len())?].clone()
            } else {
                format!("a{i}")
            };
            if !s.is_empty() {
                s.push_str(", ");
            }
            let value = self.pick(ATTRS)?;
            let _ = write!(s, "{name} = {value}");
        }
        Ok(s)
    }

    fn op(&mut self, depth: u32) -> Result<()> {
        let reg = registry();
        let (name, inherent) = &reg[self.u.choose_index(reg.len())?];
        let n_operands = self.u.int_in_range(0..=4)?;
        let mut operands = Vec::new();
        for _ in 0..n_operands {
            if self.values.is_empty() {
                break;
            }
            let v = self.values[self.u.choose_index(self.values.len())?].clone();
            operands.push(v);
        }
        let n_results = self.u.int_in_range(0..=2)?;
        let results: Vec<&'static str> =
            (0..n_results).map(|_| self.ty()).collect::<Result<_>>()?;
        let first = self.next_value;
        if !results.is_empty() {
            let _ = write!(self.out, "%v{first}:{} = ", results.len());
            self.next_value += 1;
        }
        let ops: Vec<&str> = operands.iter().map(|(n, _)| n.as_str()).collect();
        let _ = write!(self.out, "\"{name}\"({})", ops.join(", "));
        if self.blocks > 1 && self.u.ratio(1, 4)? {
            let b = self.u.int_in_range(1..=self.blocks - 1)?;
            let _ = write!(self.out, "[^bb{b}]");
        }
        if self.u.ratio(1, 2)? {
            let props = self.attr_dict(inherent)?;
            let _ = write!(self.out, " <{{{props}}}>");
        }
        if depth < 3 && self.u.ratio(1, 4)? {
            let n = self.u.int_in_range(1..=2)?;
            self.out.push_str(" (");
            for r in 0..n {
                if r > 0 {
                    self.out.push_str(", ");
                }
                self.region(depth + 1)?;
            }
            self.out.push(')');
        }
        if self.u.ratio(1, 3)? {
            let attrs = self.attr_dict(inherent)?;
            let _ = write!(self.out, " {{{attrs}}}");
        }
        let tys: Vec<&str> = operands.iter().map(|(_, t)| *t).collect();
        let _ = writeln!(
            self.out,
            " : ({}) -> ({})",
            tys.join(", "),
            results.join(", ")
        );
        for (i, t) in results.iter().enumerate() {
            self.values.push((format!("%v{first}#{i}"), t));
        }
        Ok(())
    }

    fn region(&mut self, depth: u32) -> Result<()> {
        self.out.push_str("{\n");
        let saved_values = self.values.len();
        let saved_blocks = self.blocks;
        self.blocks = self.u.int_in_range(1..=3)?;
        for b in 0..self.blocks {
            if b > 0 || self.u.ratio(1, 3)? {
                let n = self.u.int_in_range(0..=2)?;
                let mut args = Vec::new();
                for i in 0..n {
                    let t = self.ty()?;
                    let name = format!("%b{}_{b}_{i}", self.next_value);
                    args.push(format!("{name}: {t}"));
                    self.values.push((name, t));
                }
                self.next_value += 1;
                let _ = writeln!(self.out, "^bb{b}({}):", args.join(", "));
            }
            let n = self.u.int_in_range(0..=4)?;
            for _ in 0..n {
                self.op(depth)?;
            }
        }
        self.values.truncate(saved_values);
        self.blocks = saved_blocks;
        self.out.push_str("}");
        Ok(())
    }
}

fn generate(data: &[u8]) -> Result<String> {
    let mut u = Unstructured::new(data);
    let mut g = Gen {
        u: &mut u,
        out: String::new(),
        values: Vec::new(),
        next_value: 0,
        blocks: 1,
    };
    let n_args = g.u.int_in_range(0..=4)?;
    let mut args = Vec::new();
    for i in 0..n_args {
        let t = g.ty()?;
        args.push(format!("%a{i}: {t}"));
        g.values.push((format!("%a{i}"), t));
    }
    let _ = writeln!(g.out, "func.func @f({}) {{", args.join(", "));
    let n = g.u.int_in_range(1..=8)?;
    for _ in 0..n {
        g.op(0)?;
    }
    g.out.push_str("return\n}\n");
    Ok(g.out)
}

fuzz_target!(|data: &[u8]| {
    let generic = data.first().is_some_and(|b| b & 1 != 0);
    if let Ok(text) = generate(data) {
        // scripts/fuzz.sh sets this to turn a crashing input into the MLIR
        // text it stands for, for the regression folder.
        if let Some(path) = std::env::var_os("RMLIR_FUZZ_WRITE_CASE") {
            let _ = std::fs::write(path, &text);
        }
        let flags = PrintFlags {
            generic,
            ..PrintFlags::default()
        };
        common::run_pipeline(text.as_bytes(), flags, false);
    }
});
