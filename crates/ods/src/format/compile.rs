//! Compiling an assembly-format string against an op definition.

use super::{CustomArg, Elem, TypeRef};
use crate::spec::{OpSpec, TraitCheck, TypeRelation};

#[derive(Debug, PartialEq)]
enum Tok {
    Literal(&'static str),
    Var(&'static str),
    Ident(&'static str),
    Punct(char),
}

fn tokenize(s: &'static str) -> Result<Vec<Tok>, String> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        match c {
            b' ' | b'\t' | b'\n' => i += 1,
            b'`' => {
                let end = s[i + 1..]
                    .find('`')
                    .ok_or_else(|| format!("unterminated literal at offset {i}"))?
                    + i
                    + 1;
                out.push(Tok::Literal(&s[i + 1..end]));
                i = end + 1;
            }
            b'$' => {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
                    j += 1;
                }
                if j == start {
                    return Err(format!("expected a name after '$' at offset {i}"));
                }
                out.push(Tok::Var(&s[start..j]));
                i = j;
            }
            b'(' | b')' | b',' | b'<' | b'>' | b'?' | b'^' | b':' => {
                out.push(Tok::Punct(c as char));
                i += 1;
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'-')
                {
                    i += 1;
                }
                out.push(Tok::Ident(&s[start..i]));
            }
            _ => {
                return Err(format!(
                    "unexpected character '{}' at offset {i}",
                    c as char
                ))
            }
        }
    }
    Ok(out)
}

struct Compiler<'s> {
    spec: &'s OpSpec,
    toks: Vec<Tok>,
    pos: usize,
    /// Anchor index of each optional group being compiled (innermost last).
    anchors: Vec<usize>,
}

impl Compiler<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn expect_punct(&mut self, c: char) -> Result<(), String> {
        match self.toks.get(self.pos) {
            Some(Tok::Punct(p)) if *p == c => {
                self.pos += 1;
                Ok(())
            }
            other => Err(format!("expected '{c}' in format, found {other:?}")),
        }
    }

    fn var(&self, name: &str) -> Result<Elem, String> {
        let s = self.spec;
        if let Some(i) = s.operands.iter().position(|o| o.name == name) {
            return Ok(Elem::Operand(i));
        }
        if let Some(i) = s.attrs.iter().position(|a| a.name == name) {
            return Ok(Elem::Attr(i));
        }
        if let Some(i) = s.regions.iter().position(|r| r.name == name) {
            return Ok(Elem::Region(i));
        }
        if let Some(i) = s.successors.iter().position(|r| r.name == name) {
            return Ok(Elem::Successor(i));
        }
        Err(format!(
            "'{name}' is not an operand, attribute, region or successor of {}",
            s.name
        ))
    }

    fn type_ref(&mut self) -> Result<TypeRef, String> {
        let t = self.toks.get(self.pos).ok_or("expected a type reference")?;
        self.pos += 1;
        match t {
            Tok::Var(n) => {
                if let Some(i) = self.spec.operands.iter().position(|o| o.name == *n) {
                    return Ok(TypeRef::Operand(i));
                }
                if let Some(i) = self.spec.results.iter().position(|o| o.name == *n) {
                    return Ok(TypeRef::Result(i));
                }
                Err(format!(
                    "'{n}' is not an operand or result of {}",
                    self.spec.name
                ))
            }
            Tok::Ident("operands") => Ok(TypeRef::AllOperands),
            Tok::Ident("results") => Ok(TypeRef::AllResults),
            other => Err(format!("expected a type reference, found {other:?}")),
        }
    }

    fn custom_arg(&mut self) -> Result<CustomArg, String> {
        match self.peek() {
            Some(Tok::Ident("ref")) => {
                self.pos += 1;
                self.expect_punct('(')?;
                let inner = self.custom_arg()?;
                self.expect_punct(')')?;
                Ok(CustomArg::Ref(Box::new(inner)))
            }
            Some(Tok::Ident("type")) => {
                self.pos += 1;
                self.expect_punct('(')?;
                let r = self.type_ref()?;
                self.expect_punct(')')?;
                Ok(CustomArg::Type(r))
            }
            Some(Tok::Var(n)) => {
                let n = *n;
                self.pos += 1;
                match self.var(n)? {
                    Elem::Operand(i) => Ok(CustomArg::Operand(i)),
                    Elem::Attr(i) => Ok(CustomArg::Attr(i)),
                    _ => Err(format!("'{n}' cannot be a custom directive argument")),
                }
            }
            other => Err(format!(
                "unexpected {other:?} in custom directive arguments"
            )),
        }
    }

    /// Elements up to a closing `)` (not consumed) or the end.
    fn elems(&mut self, nested: bool) -> Result<Vec<Elem>, String> {
        let mut out = Vec::new();
        let mut anchor = None;
        while let Some(t) = self.peek() {
            if nested && *t == Tok::Punct(')') {
                break;
            }
            if *t == Tok::Punct('^') {
                if !nested {
                    return Err("'^' anchors are only allowed in optional groups".into());
                }
                if out.is_empty() {
                    return Err("'^' must follow an element".into());
                }
                anchor = Some(out.len() - 1);
                self.pos += 1;
                continue;
            }
            let e = self.elem()?;
            out.push(e);
        }
        if let Some(a) = anchor {
            self.anchors.push(a);
        } else if nested {
            self.anchors.push(usize::MAX);
        }
        Ok(out)
    }

    fn elem(&mut self) -> Result<Elem, String> {
        let t = self.toks.get(self.pos).ok_or("unexpected end of format")?;
        self.pos += 1;
        Ok(match *t {
            Tok::Literal("") => Elem::Space(false),
            Tok::Literal(" ") => Elem::Space(true),
            Tok::Literal("\\n") => Elem::Newline,
            Tok::Literal(l) => Elem::Literal(l),
            Tok::Var(n) => self.var(n)?,
            Tok::Ident("attr-dict") => Elem::AttrDict { keyword: false },
            Tok::Ident("attr-dict-with-keyword") => Elem::AttrDict { keyword: true },
            Tok::Ident("prop-dict") => Elem::PropDict,
            Tok::Ident("operands") => Elem::AllOperands,
            Tok::Ident("regions") => Elem::AllRegions,
            Tok::Ident("successors") => Elem::AllSuccessors,
            Tok::Ident("type") => {
                self.expect_punct('(')?;
                let r = self.type_ref()?;
                self.expect_punct(')')?;
                Elem::Type(r)
            }
            Tok::Ident("qualified") => {
                self.expect_punct('(')?;
                let inner = self.elem()?;
                self.expect_punct(')')?;
                match inner {
                    Elem::Type(r) => Elem::QualifiedType(r),
                    Elem::Attr(i) => Elem::QualifiedAttr(i),
                    other => {
                        return Err(format!(
                            "qualified() takes a type or attribute, not {other:?}"
                        ))
                    }
                }
            }
            Tok::Ident("functional-type") => {
                self.expect_punct('(')?;
                let a = self.type_ref()?;
                self.expect_punct(',')?;
                let b = self.type_ref()?;
                self.expect_punct(')')?;
                Elem::FunctionalType(a, b)
            }
            Tok::Ident("custom") => {
                self.expect_punct('<')?;
                let name = match self.toks.get(self.pos) {
                    Some(Tok::Ident(n)) => *n,
                    other => return Err(format!("expected a directive name, found {other:?}")),
                };
                self.pos += 1;
                self.expect_punct('>')?;
                let directive = self
                    .spec
                    .custom_directives
                    .iter()
                    .position(|d| d.name == name)
                    .ok_or_else(|| {
                        format!("unknown custom directive '{name}' in {}", self.spec.name)
                    })?;
                self.expect_punct('(')?;
                let mut args = Vec::new();
                if self.peek() != Some(&Tok::Punct(')')) {
                    loop {
                        args.push(self.custom_arg()?);
                        if self.peek() == Some(&Tok::Punct(',')) {
                            self.pos += 1;
                        } else {
                            break;
                        }
                    }
                }
                self.expect_punct(')')?;
                Elem::Custom { directive, args }
            }
            Tok::Punct('(') => {
                let then = self.elems(true)?;
                let anchor = self.anchors.pop().unwrap_or(usize::MAX);
                self.expect_punct(')')?;
                let mut otherwise = Vec::new();
                if self.peek() == Some(&Tok::Punct(':')) {
                    self.pos += 1;
                    self.expect_punct('(')?;
                    otherwise = self.elems(true)?;
                    self.anchors.pop();
                    self.expect_punct(')')?;
                }
                self.expect_punct('?')?;
                if then.is_empty() {
                    return Err("optional group is empty".into());
                }
                let anchor = if anchor == usize::MAX {
                    // Without `^` the group is keyed on its first non-literal element.
                    then.iter()
                        .position(|e| !matches!(e, Elem::Literal(_) | Elem::Space(_)))
                        .ok_or("optional group needs an anchor")?
                } else {
                    anchor
                };
                Elem::Optional {
                    then,
                    anchor,
                    otherwise,
                }
            }
            ref other => return Err(format!("unexpected {other:?} in format")),
        })
    }
}

fn collect<'a>(elems: &'a [Elem], out: &mut Vec<&'a Elem>) {
    for e in elems {
        out.push(e);
        if let Elem::Optional {
            then, otherwise, ..
        } = e
        {
            collect(then, out);
            collect(otherwise, out);
        }
    }
}

/// Compiles `spec.format`, checking that every operand appears and that the
/// type of every operand and result is written or can be inferred.
pub(crate) fn compile(spec: &OpSpec, format: &'static str) -> Result<Vec<Elem>, String> {
    let toks = tokenize(format)?;
    let mut c = Compiler {
        spec,
        toks,
        pos: 0,
        anchors: Vec::new(),
    };
    let elems = c.elems(false)?;
    if c.pos != c.toks.len() {
        return Err(format!(
            "unexpected {:?} in format of {}",
            c.toks[c.pos], spec.name
        ));
    }
    let mut all = Vec::new();
    collect(&elems, &mut all);
    let has = |f: &dyn Fn(&Elem) -> bool| all.iter().any(|e| f(e));
    let all_operands = has(&|e| matches!(e, Elem::AllOperands));
    for (i, o) in spec.operands.iter().enumerate() {
        let present = all_operands
            || has(&|e| matches!(e, Elem::Operand(j) if *j == i))
            || has(
                &|e| matches!(e, Elem::Custom { args, .. } if args.iter().any(|a| matches!(a, CustomArg::Operand(j) if *j == i))),
            );
        if !present {
            return Err(format!(
                "operand '{}' of {} does not appear in the format",
                o.name, spec.name
            ));
        }
    }
    // Type resolution: written types, then relations, then inference.
    let n_ops = spec.operands.len();
    let mut known = vec![false; n_ops + spec.results.len()];
    for (i, o) in spec.operands.iter().chain(spec.results.iter()).enumerate() {
        if o.constraint.buildable.is_some() {
            known[i] = true;
        }
    }
    let mark = |r: &TypeRef, known: &mut Vec<bool>| match *r {
        TypeRef::Operand(i) => known[i] = true,
        TypeRef::Result(i) => known[n_ops + i] = true,
        TypeRef::AllOperands => known[..n_ops].iter_mut().for_each(|k| *k = true),
        TypeRef::AllResults => known[n_ops..].iter_mut().for_each(|k| *k = true),
    };
    for e in &all {
        match e {
            Elem::Type(r) | Elem::QualifiedType(r) => mark(r, &mut known),
            Elem::FunctionalType(a, b) => {
                mark(a, &mut known);
                mark(b, &mut known);
            }
            Elem::Custom { args, .. } => {
                for a in args {
                    if let CustomArg::Type(r) = a {
                        mark(r, &mut known);
                    }
                }
            }
            _ => {}
        }
    }
    let index_of = |name: &str| -> Option<usize> {
        spec.operands
            .iter()
            .position(|o| o.name == name)
            .or_else(|| {
                spec.results
                    .iter()
                    .position(|r| r.name == name)
                    .map(|i| n_ops + i)
            })
    };
    let mut groups: Vec<Vec<usize>> = Vec::new();
    if spec.has_check(TraitCheck::SameOperandsAndResultType) {
        groups.push((0..known.len()).collect());
    }
    if spec.has_check(TraitCheck::SameTypeOperands) {
        groups.push((0..n_ops).collect());
    }
    let mut derived = Vec::new();
    for rel in spec.type_relations {
        match rel {
            TypeRelation::AllMatch(names) => {
                // Attribute names take part in verification only.
                let mut g = Vec::new();
                for n in names.iter() {
                    match index_of(n) {
                        Some(i) => g.push(i),
                        None if spec.attr(n).is_some() => {}
                        None => {
                            return Err(format!(
                                "unknown name '{n}' in a type relation of {}",
                                spec.name
                            ))
                        }
                    }
                }
                groups.push(g);
            }
            TypeRelation::Derived { from, to, .. } | TypeRelation::DerivedList { from, to, .. } => {
                let (Some(f), Some(t)) = (index_of(from), index_of(to)) else {
                    return Err(format!("unknown name in a type relation of {}", spec.name));
                };
                derived.push((f, t));
            }
            TypeRelation::Pred { .. } => {}
        }
    }
    loop {
        let mut changed = false;
        for g in &groups {
            if g.iter().any(|&i| known[i]) {
                for &i in g {
                    if !known[i] {
                        known[i] = true;
                        changed = true;
                    }
                }
            }
        }
        for &(f, t) in &derived {
            if known[f] && !known[t] {
                known[t] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    if spec.infer.is_some() && known[..n_ops].iter().all(|k| *k) {
        known[n_ops..].iter_mut().for_each(|k| *k = true);
    }
    if let Some(i) = known.iter().position(|k| !k) {
        let name = if i < n_ops {
            spec.operands[i].name
        } else {
            spec.results[i - n_ops].name
        };
        return Err(format!(
            "type of '{name}' in {} is neither in the format nor inferable",
            spec.name
        ));
    }
    Ok(elems)
}
