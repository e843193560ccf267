//! Printing an op with a compiled assembly format, with the spacing rules
//! of ODS-generated printers.

use super::{CustomArg, CustomPrintArgs, CustomPrintSlot, Elem, TypeRef};
use crate::register::{CompiledOp, OpView};
use crate::spec::AttrSyntax;
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::ir::OpId;
use rmlir_core::{NamedAttr, Type};
use smallvec::SmallVec;

struct Spacing {
    emit_space: bool,
    last_was_punct: bool,
}

/// ODS's `shouldEmitSpaceBefore`.
fn space_before(lit: &str, last_was_punct: bool) -> bool {
    if lit.len() != 1 && lit != "->" {
        return true;
    }
    let c = lit.as_bytes()[0];
    // `matches!` rather than `contains` on a byte string, which would call
    // memchr for every literal printed.
    if last_was_punct {
        return !matches!(c, b'>' | b')' | b'}' | b']' | b',');
    }
    !matches!(
        c,
        b'<' | b'>' | b'(' | b')' | b'{' | b'}' | b'[' | b']' | b','
    )
}

/// Prints `op` in the custom syntax of its compiled format.
pub(crate) fn print_op(p: &mut OpPrinter<'_>, op: OpId, c: &CompiledOp) {
    let view = OpView::of(p.ctx, p.ir, op, c);
    let mut sp = Spacing {
        emit_space: true,
        last_was_punct: false,
    };
    print_elems(p, &view, c, &c.format, &mut sp);
}

fn print_elems(
    p: &mut OpPrinter<'_>,
    v: &OpView,
    c: &CompiledOp,
    elems: &[Elem],
    sp: &mut Spacing,
) {
    for e in elems {
        print_elem(p, v, c, e, sp);
    }
}

fn types_of(p: &OpPrinter<'_>, v: &OpView, r: TypeRef) -> SmallVec<[Type; 4]> {
    let ir = p.ir;
    match r {
        TypeRef::Operand(i) => v
            .operand_group(i)
            .iter()
            .map(|x| ir.value_type(*x))
            .collect(),
        TypeRef::Result(i) => v.result_group_iter(i).map(|x| ir.value_type(x)).collect(),
        TypeRef::AllOperands => ir.operands(v.op).map(|x| ir.value_type(x)).collect(),
        TypeRef::AllResults => ir.results(v.op).map(|x| ir.value_type(x)).collect(),
    }
}

/// Prints the types `r` refers to, comma-separated, without collecting
/// them first.
fn print_types_of(p: &mut OpPrinter<'_>, v: &OpView, r: TypeRef) {
    let ir = p.ir;
    match r {
        TypeRef::Operand(i) => p.print_value_types(v.operand_group(i).iter().copied()),
        TypeRef::Result(i) => p.print_value_types(v.result_group_iter(i)),
        TypeRef::AllOperands => p.print_value_types(ir.operands(v.op)),
        TypeRef::AllResults => p.print_value_types(ir.results(v.op)),
    }
}

/// How many types `r` refers to, and the first.
fn count_types_of(p: &OpPrinter<'_>, v: &OpView, r: TypeRef) -> (usize, Option<Type>) {
    let ir = p.ir;
    match r {
        TypeRef::Operand(i) => {
            let g = v.operand_group(i);
            (g.len(), g.first().map(|x| ir.value_type(*x)))
        }
        TypeRef::Result(i) => {
            let mut g = v.result_group_iter(i);
            (g.len(), g.next().map(|x| ir.value_type(x)))
        }
        TypeRef::AllOperands => {
            let n = ir.num_operands(v.op);
            (n, ir.operands(v.op).next().map(|x| ir.value_type(x)))
        }
        TypeRef::AllResults => {
            let n = ir.num_results(v.op);
            (n, ir.results(v.op).next().map(|x| ir.value_type(x)))
        }
    }
}

/// Whether an optional group's anchor is present on the op.
fn anchor_present(p: &OpPrinter<'_>, v: &OpView, c: &CompiledOp, e: &Elem) -> bool {
    match e {
        Elem::Operand(i) => !v.operand_group(*i).is_empty(),
        Elem::AllOperands => p.ir.num_operands(v.op) > 0,
        Elem::Attr(i) | Elem::QualifiedAttr(i) => match v.attr(*i) {
            None => false,
            Some(a) => c.defaults[*i] != Some(a),
        },
        Elem::Region(i) => v
            .region_group(*i)
            .iter()
            .any(|r| !p.ir.region_blocks(*r).is_empty()),
        Elem::AllRegions => {
            p.ir.regions(v.op)
                .iter()
                .any(|r| !p.ir.region_blocks(*r).is_empty())
        }
        Elem::Successor(i) => !v.successor_group(*i).is_empty(),
        Elem::AllSuccessors => !p.ir.successors(v.op).is_empty(),
        Elem::Type(r) | Elem::QualifiedType(r) => match *r {
            TypeRef::Operand(i) => !v.operand_group(i).is_empty(),
            TypeRef::Result(i) => v.result_group_iter(i).len() > 0,
            TypeRef::AllOperands => p.ir.num_operands(v.op) > 0,
            TypeRef::AllResults => p.ir.num_results(v.op) > 0,
        },
        Elem::FunctionalType(..) => true,
        _ => true,
    }
}

fn space(p: &mut OpPrinter<'_>, sp: &mut Spacing) {
    if sp.emit_space || !sp.last_was_punct {
        p.write(" ");
    }
    sp.last_was_punct = false;
    sp.emit_space = true;
}

fn print_elem(p: &mut OpPrinter<'_>, v: &OpView, c: &CompiledOp, e: &Elem, sp: &mut Spacing) {
    let spec = c.spec;
    // The IR outlives the printer's borrow: its slices need no copying.
    let ir = p.ir;
    match e {
        Elem::Literal(l) => {
            if sp.emit_space && space_before(l, sp.last_was_punct) {
                p.write(" ");
            }
            p.write(l);
            sp.emit_space = l.len() != 1 || !matches!(l.as_bytes()[0], b'<' | b'(' | b'{' | b'[');
            let f = l.as_bytes()[0];
            sp.last_was_punct = f != b'_' && !f.is_ascii_alphabetic();
        }
        Elem::Space(s) => {
            if *s {
                p.write(" ");
                sp.last_was_punct = false;
            } else {
                sp.last_was_punct = true;
            }
            sp.emit_space = false;
        }
        Elem::Newline => p.print_newline(),
        Elem::Optional {
            then,
            anchor,
            otherwise,
        } => {
            if anchor_present(p, v, c, &then[*anchor]) {
                print_elems(p, v, c, then, sp);
            } else {
                print_elems(p, v, c, otherwise, sp);
            }
        }
        Elem::AttrDict { keyword } => {
            sp.last_was_punct = false;
            // No discardable attribute and the properties an op gets with
            // nothing written (each at its default, or segment sizes): all
            // elided, which is what most ops print.
            let d = ir.op(v.op);
            if d.attrs == p.ctx.empty_dict()
                && (d.properties.is_none() || d.properties == c.default_props)
            {
                return;
            }
            // Elision compares interned names, so the printer gets the kept
            // entries and nothing to elide.
            let mut kept: SmallVec<[NamedAttr; 4]> = SmallVec::new();
            v.for_each_attr(p.ctx, |a| {
                if !c.is_elided_in_attr_dict(v, a.name) {
                    kept.push(a)
                }
            });
            if *keyword {
                p.print_optional_attr_dict_with_keyword(&kept, &[]);
            } else {
                p.print_optional_attr_dict(&kept, &[]);
            }
        }
        // A unit attribute anchoring an optional group is spelled by the
        // group's literals alone.
        Elem::Attr(i) | Elem::QualifiedAttr(i) if super::is_unit_attr(c, *i) => {}
        Elem::PropDict => {
            if let Some(props) = p.ir.op(v.op).properties {
                space(p, sp);
                p.write("<");
                p.print_attr(props);
                p.write(">");
            }
        }
        _ => {
            space(p, sp);
            match e {
                Elem::Operand(i) => p.print_operands(v.operand_group(*i).iter().copied()),
                Elem::AllOperands => p.print_operands(p.ir.operands(v.op)),
                Elem::Attr(i) | Elem::QualifiedAttr(i) => {
                    if let Some(a) = v.attr(*i) {
                        print_attr_value(p, c, *i, a);
                    }
                }
                Elem::Region(i) => {
                    for (k, r) in v.region_group(*i).iter().enumerate() {
                        if k > 0 {
                            p.write(", ");
                        }
                        p.print_region(*r, true, true, false);
                    }
                }
                Elem::AllRegions => {
                    for (k, r) in ir.regions(v.op).iter().enumerate() {
                        if k > 0 {
                            p.write(", ");
                        }
                        p.print_region(*r, true, true, false);
                    }
                }
                Elem::Successor(i) => {
                    for (k, b) in v.successor_group(*i).iter().enumerate() {
                        if k > 0 {
                            p.write(", ");
                        }
                        p.print_successor(*b);
                    }
                }
                Elem::AllSuccessors => {
                    for (k, b) in ir.successors(v.op).iter().enumerate() {
                        if k > 0 {
                            p.write(", ");
                        }
                        p.print_successor(*b);
                    }
                }
                Elem::Type(r) | Elem::QualifiedType(r) => {
                    print_types_of(p, v, *r);
                }
                Elem::FunctionalType(a, b) => {
                    p.write("(");
                    print_types_of(p, v, *a);
                    p.write(") -> ");
                    let wrap = match count_types_of(p, v, *b) {
                        (1, Some(t)) => {
                            matches!(p.ctx.type_kind(t), rmlir_core::TypeKind::Function { .. })
                        }
                        _ => true,
                    };
                    if wrap {
                        p.write("(");
                    }
                    print_types_of(p, v, *b);
                    if wrap {
                        p.write(")");
                    }
                }
                Elem::Custom { directive, args } => {
                    let d = &spec.custom_directives[*directive];
                    let mut ca = CustomPrintArgs { slots: Vec::new() };
                    for a in args {
                        let a = match a {
                            CustomArg::Ref(inner) => &**inner,
                            other => other,
                        };
                        ca.slots.push(match a {
                            CustomArg::Operand(i) => {
                                CustomPrintSlot::Operands(v.operand_group(*i).to_vec())
                            }
                            CustomArg::Attr(i) => CustomPrintSlot::Attr(v.attr(*i)),
                            CustomArg::Type(r) => {
                                CustomPrintSlot::Types(types_of(p, v, *r).to_vec())
                            }
                            CustomArg::Ref(_) => CustomPrintSlot::Attr(None),
                        });
                    }
                    (d.print)(p, v.op, &ca);
                }
                _ => {}
            }
        }
    }
}

fn print_attr_value(p: &mut OpPrinter<'_>, c: &CompiledOp, i: usize, a: rmlir_core::Attribute) {
    match c.spec.attrs[i].constraint.syntax {
        AttrSyntax::Generic | AttrSyntax::OfKind(_) => p.print_attr(a),
        AttrSyntax::Typed(_) => p.print_attr_without_type(a),
        AttrSyntax::SymbolName => {
            let s = p.ctx.str_value(a).to_vec();
            p.print_symbol_name(&s);
        }
        AttrSyntax::Custom { print, .. } => print(p, a),
        AttrSyntax::StrippedDenseArray(_) => {
            // `array<i32: 1, 2>` without the prefix: `[1, 2]`.
            let text = p.ctx.print_attr(a);
            let inner = text
                .split_once(':')
                .map_or("", |(_, r)| r.trim_start().trim_end_matches('>'));
            p.write("[");
            p.write(inner);
            p.write("]");
        }
        AttrSyntax::BitEnum(e) => match crate::bitenum::bit_enum_value(p.ctx, e, a) {
            Some(v) => {
                p.write("<");
                p.write(&e.to_text(v));
                p.write(">");
            }
            None => p.print_attr(a),
        },
        AttrSyntax::Enum(e) => {
            let v = crate::constraints::enum_value(p.ctx, a);
            match e.cases.iter().find(|(_, x)| Some(*x) == v) {
                Some((n, _)) => p.write(n),
                None => p.print_attr(a),
            }
        }
    }
}
