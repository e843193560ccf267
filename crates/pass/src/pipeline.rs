//! Textual pass pipelines: `builtin.module(func.func(cse),symbol-dce)`.
//!
//! Parsing happens in two steps, as in MLIR: the text is first split into a
//! tree of elements (name, optional `{options}`, optional nested
//! `(pipeline)`), reporting structural errors with their column; then every
//! element is resolved against the [`PassRegistry`] (an element with a nested
//! pipeline names an op, any other a pass) and the passes are built with
//! their options. Errors render as MLIR's `MLIR Textual PassPipeline Parser`
//! messages, with the pipeline text and a caret under the offending column.

use crate::manager::{OpPassManager, PassEntry};
use crate::options::OptionError;
use crate::registry::PassRegistry;

/// One element of a parsed pipeline.
#[derive(Debug)]
struct Element {
    name: String,
    /// Byte offset of the name in the pipeline text.
    pos: usize,
    options: Option<String>,
    /// `Some` for `name(...)`: a pipeline nested on ops named `name`.
    children: Option<Vec<Element>>,
}

/// Why a pipeline could not be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PipelineError {
    /// The full message of the diagnostic mlir-opt emits (at an unknown
    /// location), e.g. the parser's message with its excerpt.
    Message(String),
    /// An option value the command-line parser rejected: LLVM prints
    /// `<tool>: <cl_message>` on its own, then MLIR emits `message`.
    BadOption { cl_message: String, message: String },
}

/// Formats a parser error at byte `pos` of `text` as MLIR shows it.
fn located(text: &str, pos: usize, msg: &str) -> PipelineError {
    let pos = pos.min(text.len());
    let line_start = text[..pos].rfind('\n').map_or(0, |i| i + 1);
    let line_no = text[..pos].matches('\n').count() + 1;
    let line_end = text[pos..].find('\n').map_or(text.len(), |i| pos + i);
    let col = pos - line_start;
    PipelineError::Message(format!(
        "MLIR Textual PassPipeline Parser:{line_no}:{}: error: {msg}\n{}\n{}^\n",
        col + 1,
        &text[line_start..line_end],
        " ".repeat(col)
    ))
}

/// Splits pipeline text into its element tree.
fn parse_elements(text: &str) -> Result<Vec<Element>, PipelineError> {
    // Each open level: the elements so far, and where its text started.
    let mut stack: Vec<(Vec<Element>, usize)> = Vec::new();
    let mut current: Vec<Element> = Vec::new();
    let mut at = 0;
    loop {
        let rest = &text[at..];
        let end = rest.find([',', '(', ')', '{', '}']).unwrap_or(rest.len());
        let raw = &rest[..end];
        let lead = raw.len() - raw.trim_start().len();
        current.push(Element {
            name: raw.trim().to_string(),
            pos: at + lead,
            options: None,
            children: None,
        });
        at += end;
        if at == text.len() {
            break;
        }
        if text[at..].starts_with('{') {
            let close = matching_brace(&text[at..]).ok_or_else(|| {
                located(
                    text,
                    at,
                    "missing closing '}' while processing pass options",
                )
            })?;
            if let Some(last) = current.last_mut() {
                last.options = Some(text[at + 1..at + close].to_string());
            }
            at = skip_spaces(text, at + close + 1);
            if at == text.len() {
                break;
            }
        }
        if text[at..].starts_with('(') {
            at += 1;
            stack.push((std::mem::take(&mut current), at));
            continue;
        }
        while text[at..].starts_with(')') {
            let Some((mut parent, _)) = stack.pop() else {
                return Err(located(
                    text,
                    at,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            };
            if let Some(last) = parent.last_mut() {
                last.children = Some(std::mem::take(&mut current));
            }
            current = parent;
            at = skip_spaces(text, at + 1);
        }
        if at == text.len() {
            break;
        }
        if !text[at..].starts_with(',') {
            return Err(located(text, at, "expected ',' after parsing pipeline"));
        }
        at += 1;
    }
    if let Some((_, start)) = stack.last() {
        return Err(located(
            text,
            *start,
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(current)
}

/// The first offset at or after `at` that is not whitespace.
fn skip_spaces(text: &str, at: usize) -> usize {
    at + (text[at..].len() - text[at..].trim_start().len())
}

/// The offset of the `}` closing the `{` that `s` starts with.
fn matching_brace(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Checks that every element names a registered pass or has a nested
/// pipeline (the first unknown one in pre-order is reported).
fn resolve(text: &str, elements: &[Element], registry: &PassRegistry) -> Result<(), PipelineError> {
    for e in elements {
        match &e.children {
            Some(children) => resolve(text, children, registry)?,
            None if registry.lookup(&e.name).is_some() => {}
            None => {
                return Err(located(
                    text,
                    e.pos,
                    &format!(
                        "'{}' does not refer to a registered pass or pass pipeline",
                        e.name
                    ),
                ))
            }
        }
    }
    Ok(())
}

/// Builds the passes of `elements` into `pm`.
fn build(
    elements: Vec<Element>,
    registry: &PassRegistry,
    pm: &mut OpPassManager,
) -> Result<(), PipelineError> {
    for e in elements {
        match e.children {
            Some(children) => {
                let mut nested = OpPassManager::new(&e.name);
                build(children, registry, &mut nested).map_err(|err| {
                    let line = format!(
                        "failed to add `{}` with options `` to inner pipeline\n",
                        e.name
                    );
                    match err {
                        PipelineError::Message(m) => PipelineError::Message(m + &line),
                        PipelineError::BadOption {
                            cl_message,
                            message,
                        } => PipelineError::BadOption {
                            cl_message,
                            message: message + &line,
                        },
                    }
                })?;
                pm.passes.push(PassEntry::Nested(nested));
            }
            None => {
                let options = e.options.unwrap_or_default();
                let pass = registry
                    .create(&e.name, &options)
                    .map_err(|err| option_error(err, &e.name, &options, true))?;
                if let Some(anchor) = pass.op_name() {
                    if pm.op_name != "any" && pm.op_name != anchor {
                        return Err(PipelineError::Message(format!(
                            "Can't add pass '{}' restricted to '{anchor}' on a PassManager intended to run on '{}', did you intend to nest?\nfailed to add `{}` with options `{options}`\n",
                            pass.name(),
                            pm.op_name,
                            e.name
                        )));
                    }
                }
                pm.passes.push(PassEntry::Pass(pass));
            }
        }
    }
    Ok(())
}

/// The error for options that did not parse: in a textual pipeline MLIR
/// adds which pass failed to be added; from a pass's own command-line flag
/// it does not.
pub fn option_error(
    err: OptionError,
    pass: &str,
    options: &str,
    in_pipeline: bool,
) -> PipelineError {
    let failed = if in_pipeline {
        format!("\nfailed to add `{pass}` with options `{options}`\n")
    } else {
        String::new()
    };
    match err {
        OptionError::NoSuchOption(key) => PipelineError::Message(format!(
            "<Pass-Options-Parser>: no such option {key}\n{failed}"
        )),
        OptionError::BadValue(cl_message) => PipelineError::BadOption {
            cl_message,
            message: failed,
        },
    }
}

/// Parses `--pass-pipeline`'s value: `anchor-op(pipeline)`.
pub fn parse_pass_pipeline(
    text: &str,
    registry: &PassRegistry,
) -> Result<OpPassManager, PipelineError> {
    let text = text.trim();
    let open = text.find('(');
    let (Some(open), Some(inner_end)) = (
        open.filter(|&i| i > 0),
        text.strip_suffix(')').map(str::len),
    ) else {
        return Err(PipelineError::Message(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
                .into(),
        ));
    };
    let mut pm = OpPassManager::new(text[..open].trim_end());
    let inner = &text[open + 1..inner_end.max(open + 1)];
    parse_into(inner, registry, &mut pm)?;
    Ok(pm)
}

/// Parses a pipeline (without anchor) and adds its passes to `pm`. Empty
/// text adds nothing.
pub fn parse_into(
    text: &str,
    registry: &PassRegistry,
    pm: &mut OpPassManager,
) -> Result<(), PipelineError> {
    if text.is_empty() {
        return Ok(());
    }
    let elements = parse_elements(text)?;
    resolve(text, &elements, registry)?;
    build(elements, registry, pm)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> String {
        match parse_pass_pipeline(text, &PassRegistry::with_builtin_passes()) {
            Ok(_) => String::new(),
            Err(PipelineError::Message(m)) => m,
            Err(PipelineError::BadOption {
                cl_message,
                message,
            }) => format!("{cl_message}|{message}"),
        }
    }

    #[test]
    fn structure_errors_point_at_their_column() {
        assert_eq!(
            err("builtin.module(strip-debuginfo))"),
            "MLIR Textual PassPipeline Parser:1:16: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\nstrip-debuginfo)\n               ^\n"
        );
        assert!(err("builtin.module(a(strip-debuginfo)").starts_with(
            "MLIR Textual PassPipeline Parser:1:3: error: encountered unbalanced parentheses"
        ));
        assert!(err("builtin.module(print-op-stats{json)")
            .starts_with("MLIR Textual PassPipeline Parser:1:15: error: missing closing '}'"));
        assert!(err("builtin.module(a(strip-debuginfo){})")
            .starts_with("MLIR Textual PassPipeline Parser:1:19: error: expected ','"));
        assert!(err("builtin.module(strip-debuginfo,)")
            .starts_with("MLIR Textual PassPipeline Parser:1:17: error: '' does not refer"));
        assert!(err("strip-debuginfo").starts_with("expected pass pipeline to be wrapped"));
        assert!(err("(strip-debuginfo)").starts_with("expected pass pipeline to be wrapped"));
    }

    #[test]
    fn unknown_names_are_reported_before_option_errors() {
        assert!(err("builtin.module(print-op-stats{x=1},nope)").contains("'nope' does not refer"));
        assert_eq!(
            err("builtin.module(print-op-stats{x=1})"),
            "<Pass-Options-Parser>: no such option x\n\nfailed to add `print-op-stats` with options `x=1`\n"
        );
    }

    #[test]
    fn nested_pipelines_build_and_print() {
        let pm = parse_pass_pipeline(
            " builtin.module(func.func(strip-debuginfo , print-op-stats{json}),symbol-privatize{exclude=a,b}) ",
            &PassRegistry::with_builtin_passes(),
        )
        .unwrap();
        assert_eq!(
            pm.dump(),
            "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    strip-debuginfo,\n    print-op-stats{json=true}\n  ),\n  symbol-privatize{exclude={a,b}}\n)\n\n"
        );
    }
}
