//! API behaviour, robustness (no panics, no stack overflow) and thread
//! safety.

use rmlir_affine::{parse_map_or_set, AffineContext, AffineExprKind, MapOrSet};

fn parse_map(ctx: &AffineContext, src: &str) -> rmlir_affine::AffineMap {
    match parse_map_or_set(ctx, src.as_bytes()) {
        Ok((MapOrSet::Map(m), _)) => m,
        other => panic!("not a map: {other:?}"),
    }
}

#[test]
fn consumed_stops_before_closing_angle() {
    let ctx = AffineContext::new();
    let src = "(d0, d1)[s0] -> (d0 + s0, d1) // trailing\n>} : () -> ()";
    let (v, used) = parse_map_or_set(&ctx, src.as_bytes()).unwrap();
    assert_eq!(&src[..used], "(d0, d1)[s0] -> (d0 + s0, d1)");
    let MapOrSet::Map(m) = v else { panic!() };
    assert_eq!(ctx.map_to_string(m), "(d0, d1)[s0] -> (d0 + s0, d1)");

    let src = "(i)[N] : (N - i >= 0)>";
    let (v, used) = parse_map_or_set(&ctx, src.as_bytes()).unwrap();
    assert_eq!(used, src.len() - 1);
    let MapOrSet::Set(s) = v else { panic!() };
    assert_eq!(ctx.set_to_string(s), "(d0)[s0] : (-d0 + s0 >= 0)");
    assert_eq!(ctx.set_num_constraints(s), 1);
}

#[test]
fn parsed_maps_are_uniqued() {
    let ctx = AffineContext::new();
    let a = parse_map(&ctx, "(i, j) -> (i, j)>");
    let b = parse_map(&ctx, "(d0, d1) -> (d0, d1)>");
    assert_eq!(a, b);
    assert!(ctx.is_identity(a));
    let c = parse_map(&ctx, "(i, j) -> (j, i)>");
    assert_ne!(a, c);
    assert!(!ctx.is_identity(c));
    let results = ctx.map_results(c);
    assert_eq!(ctx.kind(results[0]), AffineExprKind::Dim(1));
}

#[test]
fn build_and_print() {
    let ctx = AffineContext::new();
    let (d0, s0) = (ctx.dim(0), ctx.symbol(0));
    let e = ctx.add(ctx.mul(s0, ctx.constant(3)), ctx.sub(d0, ctx.constant(2)));
    let m = ctx.map(1, 1, &[e, ctx.neg(d0)]);
    assert_eq!(ctx.map_to_string(m), "(d0)[s0] -> (d0 + s0 * 3 - 2, -d0)");
    let mut named = String::new();
    ctx.print_expr_with(e, &mut named, &mut |pos, sym, out| {
        out.push_str(if sym { "%n" } else { "%i" });
        out.push_str(&pos.to_string());
    });
    assert_eq!(named, "%i0 + %n0 * 3 - 2");
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_bytes_never_panic() {
    const PIECES: &[&str] = &[
        "(",
        ")",
        "[",
        "]",
        ",",
        "->",
        ":",
        "+",
        "-",
        "*",
        " floordiv ",
        " ceildiv ",
        " mod ",
        ">=",
        "<=",
        "==",
        ">",
        "<",
        "=",
        "d0",
        "d1",
        "s0",
        "i",
        "symbol",
        "%x",
        "@",
        "#",
        "\"",
        "\\",
        "/",
        "//",
        "\n",
        " ",
        "0",
        "1",
        "-1",
        "9223372036854775807",
        "99999999999999999999",
        "0x",
        "0xff",
        ".",
        "...",
        "\0",
        "\u{e9}",
        "{-#",
        "#-}",
        "^",
        "!",
    ];
    let ctx = AffineContext::new();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for round in 0..30_000 {
        let mut buf = Vec::new();
        let n = rng.below(40);
        for _ in 0..n {
            if round % 3 == 0 {
                buf.push(rng.next() as u8);
            } else {
                buf.extend_from_slice(PIECES[rng.below(PIECES.len())].as_bytes());
            }
        }
        // A plausible prefix makes it past the identifier lists more often.
        if round % 2 == 1 {
            let mut v = b"(d0, d1)[s0] -> (".to_vec();
            v.extend_from_slice(&buf);
            buf = v;
        }
        match parse_map_or_set(&ctx, &buf) {
            Ok((MapOrSet::Map(m), used)) => {
                assert!(used <= buf.len());
                let _ = ctx.map_to_string(m);
            }
            Ok((MapOrSet::Set(s), used)) => {
                assert!(used <= buf.len());
                let _ = ctx.set_to_string(s);
            }
            Err(e) => {
                assert!(e.offset <= buf.len());
                assert!(!e.message.is_empty());
            }
        }
    }
}

/// Runs `f` on a thread with a small (512 KiB) stack, so that any
/// recursion proportional to the input depth would overflow.
fn on_small_stack(f: impl FnOnce() + Send) {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(512 * 1024)
            .spawn_scoped(s, f)
            .unwrap()
            .join()
            .unwrap();
    });
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    on_small_stack(|| {
        let ctx = AffineContext::new();
        let n = 100_000;
        // Unbalanced: an error at the end, not a crash.
        let src = format!("(d0) -> ({}>", "(".repeat(n));
        let err = parse_map_or_set(&ctx, src.as_bytes()).unwrap_err();
        assert_eq!(err.message, "expected affine expression");
        assert_eq!(err.offset, src.len() - 1);

        let src = format!("(d0) -> ({}d0{})>", "(".repeat(n), ")".repeat(n));
        let m = parse_map(&ctx, &src);
        assert_eq!(ctx.map_to_string(m), "(d0) -> (d0)");

        let src = format!("(d0) -> ({}d0)>", "-".repeat(n + 1));
        let m = parse_map(&ctx, &src);
        assert_eq!(ctx.map_to_string(m), "(d0) -> (-d0)");

        // The outermost `-(` is never closed: its `)` error is followed by
        // one "missing operand of negation" for the `-` around it.
        let src = format!("(d0) -> ({}d0{}>", "-(".repeat(n), ")".repeat(n - 1));
        let err = parse_map_or_set(&ctx, src.as_bytes()).unwrap_err();
        let at = src.len() - 1;
        assert_eq!((err.offset, err.message.as_str()), (at, "expected ')'"));
        assert_eq!(
            err.more,
            vec![(at, "missing operand of negation".to_string())]
        );
    });
}

#[test]
fn deep_expressions_do_not_overflow_the_stack() {
    on_small_stack(|| {
        let ctx = AffineContext::new();
        let n = 20_000;
        // A left-deep sum of distinct terms; printing walks its full depth.
        let terms: Vec<String> = (2..n).map(|k| format!("d0 floordiv {k}")).collect();
        let src = format!("(d0) -> ({})>", terms.join(" + "));
        let m = parse_map(&ctx, &src);
        let printed = ctx.map_to_string(m);
        assert!(printed.starts_with("(d0) -> (d0 floordiv 2 + d0 floordiv 3 + "));
        assert!(printed.ends_with(&format!(" + d0 floordiv {})", n - 1)));

        // A right-deep sum, then a term that makes simplifyAdd look into it.
        let src = format!(
            "(d0) -> ({}d0 floordiv {n}{} + (d0 floordiv 7) * -7)>",
            terms.iter().map(|t| format!("{t} + (")).collect::<String>(),
            ")".repeat(terms.len())
        );
        let m = parse_map(&ctx, &src);
        assert!(ctx
            .map_to_string(m)
            .starts_with("(d0) -> (d0 floordiv 2 + "));

        // floordiv distributing over a long sum of multiples.
        let terms: Vec<String> = (2..n).map(|k| format!("(d0 floordiv {k}) * 4")).collect();
        let src = format!("(d0) -> (({}) floordiv 4)>", terms.join(" + "));
        let m = parse_map(&ctx, &src);
        assert!(ctx.map_to_string(m).starts_with("(d0) -> ("));
    });
}

#[test]
fn shared_between_threads() {
    let ctx = AffineContext::new();
    let maps: Vec<Vec<String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|t| {
                let ctx = &ctx;
                s.spawn(move || {
                    (0..200)
                        .map(|i| {
                            let src = format!(
                                "(d0, d1)[s0] -> (d0 * {} + d1 floordiv {}, s0 mod {})>",
                                i + t,
                                i % 7 + 1,
                                i % 5 + 1
                            );
                            let m = parse_map(ctx, &src);
                            ctx.map_to_string(m)
                        })
                        .collect()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    // Same text from different threads gives the same handle.
    let again = parse_map(&ctx, "(d0, d1)[s0] -> (d0 * 3 + d1 floordiv 4, s0 mod 4)>");
    assert_eq!(ctx.map_to_string(again), maps[0][3]);
    assert_eq!(
        again,
        parse_map(&ctx, "(a, b)[c] -> (a * 3 + b floordiv 4, c mod 4)>")
    );
}

#[test]
fn int64_min_divided_by_minus_one_does_not_trap() {
    // mlir-opt 22 dies with SIGFPE here (INT64_MIN % -1 in simplifyFloorDiv);
    // this crate must simply produce some map.
    let ctx = AffineContext::new();
    for src in [
        "(d0) -> ((d0 * -9223372036854775807 - d0) floordiv -1)>",
        "(d0) -> ((d0 * -9223372036854775807 - d0) ceildiv -1)>",
        "(d0) -> ((d0 * -9223372036854775807 - d0) mod 3)>",
        "(d0) -> (((d0 * -9223372036854775807 - d0) floordiv 3) mod -1)>",
    ] {
        let _ = ctx.map_to_string(parse_map(&ctx, src));
    }
}

#[test]
fn ssa_id_map_api() {
    use rmlir_affine::{parse_affine_expr_of_ssa_ids, parse_affine_map_of_ssa_ids, Delimiter};
    let ctx = AffineContext::new();
    let src = b"%A[%i + symbol(%n) * 2, %j#1 - %i, symbol(%i)] : memref";
    let p = parse_affine_map_of_ssa_ids(&ctx, src, 2, Delimiter::Square).unwrap();
    assert_eq!(&src[p.end..p.end + 2], b" :");
    let names = |ops: &[rmlir_affine::SsaOperand]| {
        ops.iter()
            .map(|o| {
                let n = String::from_utf8_lossy(o.name(src)).into_owned();
                (n, o.number, o.offset)
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        names(&p.dims),
        vec![("%i".to_string(), 0, 3), ("%j".to_string(), 1, 24)]
    );
    assert_eq!(names(&p.symbols), vec![("%n".to_string(), 0, 15)]);
    // `symbol(%i)` after `%i` reuses dim 0.
    assert_eq!(
        ctx.map_to_string(p.value),
        "(d0, d1)[s0] -> (d0 + s0 * 2, d1 - d0, d0)"
    );

    let p = parse_affine_map_of_ssa_ids(&ctx, b"x", 0, Delimiter::OptionalParen).unwrap();
    assert_eq!(ctx.map_to_string(p.value), "() -> ()");
    let p = parse_affine_map_of_ssa_ids(&ctx, b"%a, 4 to", 0, Delimiter::None).unwrap();
    assert_eq!(ctx.map_to_string(p.value), "(d0) -> (d0, 4)");
    assert_eq!(p.end, 5);

    let e = parse_affine_expr_of_ssa_ids(&ctx, b"%x floordiv 2 + symbol(%y))", 0).unwrap();
    assert_eq!(ctx.expr_to_string(e.value), "d0 floordiv 2 + s0");
    assert_eq!((e.dims.len(), e.symbols.len()), (1, 1));

    // Many distinct names (past the short list names are first kept in):
    // each is numbered at its first use and found again after.
    let names: Vec<String> = (0..40).map(|i| format!("%v{i}")).collect();
    let text = format!(
        "[{}, {} + symbol(%s)]",
        names.join(" + "),
        names.join(" - ")
    );
    let p = parse_affine_map_of_ssa_ids(&ctx, text.as_bytes(), 0, Delimiter::Square).unwrap();
    assert_eq!((p.dims.len(), p.symbols.len()), (40, 1));
    for (i, d) in p.dims.iter().enumerate() {
        assert_eq!(d.name(text.as_bytes()), names[i].as_bytes());
    }
    let printed = ctx.map_to_string(p.value);
    let sum: Vec<String> = (0..40).map(|i| format!("d{i}")).collect();
    assert!(printed.starts_with(&format!(
        "({})[s0] -> ({}, ",
        sum.join(", "),
        sum.join(" + ")
    )));

    // Plain maps reject SSA ids with mlir-opt's message.
    let err = parse_map_or_set(&ctx, b"(d0) -> (%x)>").unwrap_err();
    assert_eq!(err.message, "unexpected ssa identifier");
    let err = parse_affine_map_of_ssa_ids(&ctx, b"[symbol(3)]", 0, Delimiter::Square).unwrap_err();
    assert_eq!(
        (err.offset, err.message.as_str()),
        (8, "expected ssa identifier")
    );
    assert_eq!(err.to_string(), "8: expected ssa identifier");
}
