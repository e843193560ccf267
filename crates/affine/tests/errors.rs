//! Diagnostics: message and position, checked against mlir-opt 22.

use rmlir_affine::{parse_map_or_set, parse_map_or_set_at, AffineContext};

/// Parses the map of `line` (text right after `affine_map<`) and returns the
/// errors as (1-based column, message).
fn errors(line: &str) -> Vec<(usize, String)> {
    let ctx = AffineContext::new();
    let start = line.find("affine_map<").expect("a map") + "affine_map<".len();
    let err = parse_map_or_set_at(&ctx, line.as_bytes(), start).expect_err("an error");
    let mut v = vec![(err.offset + 1, err.message)];
    v.extend(err.more.into_iter().map(|(o, m)| (o + 1, m)));
    v
}

/// The lines of IR/invalid-affinemap/*.mlir with mlir-opt's
/// `line:COL: error: MESSAGE` for each.
const INVALID_AFFINEMAP: &[(&str, &[(usize, &str)])] = &[
    (
        "#hello_world = affine_map<(i, j) -> ((), j)> // expected-error {{no expression inside parentheses}}",
        &[(39, "no expression inside parentheses")],
    ),
    (
        "#hello_world = affine_map<(i, j) -> (->, j) // expected-error {{expected affine expression}}",
        &[(38, "expected affine expression")],
    ),
    (
        "#hello_world = affine_map<(i, j) -> (:) // expected-error {{expected affine expression}}",
        &[(38, "expected affine expression")],
    ),
    (
        "#hello_world = affine_map<(i, j) -> (, j)> // expected-error {{expected affine expression}}",
        &[(38, "expected affine expression")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0] -> (2*i*, 3*j*i*2 + 5)> // expected-error {{missing right operand of binary op}}",
        &[(47, "missing right operand of binary operator")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0] -> (i+, i+j+2 + 5)> // expected-error {{missing right operand of binary op}}",
        &[(45, "missing right operand of binary operator")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0] -> ((s0 + i, j)> // expected-error {{expected ')'}}",
        &[(50, "expected ')'")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0] -> (((s0 + (i + j) + 5), j)> // expected-error {{expected ')'}}",
        &[(62, "expected ')'")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0] -> i + s0, j)>",
        &[(41, "expected '(' in affine map range")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0] -> (x)> // expected-error {{use of undeclared identifier}}",
        &[(43, "use of undeclared identifier")],
    ),
    (
        "#hello_world = affine_map<(i, j, i) [s0] -> (i)> // expected-error {{redefinition of identifier 'i'}}",
        &[(34, "redefinition of identifier 'i'")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1, s0] -> (i)> // expected-error {{redefinition of identifier 's0'}}",
        &[(43, "redefinition of identifier 's0'")],
    ),
    (
        "#hello_world = affine_map<(i, j) [i, s0] -> (j)> // expected-error {{redefinition of identifier 'i'}}",
        &[(35, "redefinition of identifier 'i'")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (+i, j)> // expected-error {{missing left operand of binary op}}",
        &[(47, "missing left operand of binary operator")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (i, *j)> // expected-error {{missing left operand of binary op}}",
        &[(50, "missing left operand of binary operator")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (floordiv i 2, j)> // expected-error {{use of undeclared identifier}}",
        &[(47, "use of undeclared identifier")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (ceildiv i 2, j)> // expected-error {{use of undeclared identifier}}",
        &[(47, "use of undeclared identifier")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (mod i 2, j)> // expected-error {{use of undeclared identifier}}",
        &[(47, "use of undeclared identifier")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (-(), j)>",
        &[(49, "no expression inside parentheses"), (49, "missing operand of negation")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (i, *j+5)> // expected-error {{missing left operand of binary op}}",
        &[(50, "missing left operand of binary operator")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (i, floordiv j+5)> // expected-error {{use of undeclared identifier}}",
        &[(49, "use of undeclared identifier")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (i, ceildiv j+5)> // expected-error {{use of undeclared identifier}}",
        &[(49, "use of undeclared identifier")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (i, mod j+5)> // expected-error {{use of undeclared identifier}}",
        &[(49, "use of undeclared identifier")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (i*j, j)> // expected-error {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}",
        &[(48, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (i, j + j ceildiv 128 mod 16 * i - 4)> // expected-error {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}",
        &[(75, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (i, j floordiv i)> // expected-error {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}",
        &[(52, "non-affine expression: right operand of floordiv has to be either a constant or symbolic")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (i, i*2 ceildiv j*5)> // expected-error {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}",
        &[(63, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (i, i mod (2+i))> // expected-error {{non-affine expression: right operand of mod has to be either a constant or symbolic}}",
        &[(52, "non-affine expression: right operand of mod has to be either a constant or symbolic")],
    ),
    (
        "#hello_world = affine_map<(i, j) [s0, s1] -> (-1*i j, j)>",
        &[(51, "expected ')' in affine map range")],
    ),
    (
        "#hello_world = affine_map<(i, j) -> (i, 3*d0 + )> // expected-error {{use of undeclared identifier}}",
        &[(43, "use of undeclared identifier")],
    ),
];

#[test]
fn invalid_affinemap_corpus() {
    for (line, expected) in INVALID_AFFINEMAP {
        let got = errors(line);
        let expected: Vec<(usize, String)> =
            expected.iter().map(|(c, m)| (*c, m.to_string())).collect();
        assert_eq!(got, expected, "for {line}");
    }
}

/// Whole files that end inside the map (mlir-opt's column in the comment).
#[test]
fn errors_at_end_of_file() {
    let cases: &[(&str, usize, &str)] = &[
        // e1.mlir:1:29: at EOF the error moves back one character.
        (
            "#m = affine_map<(d0) -> (d0 +",
            29,
            "missing right operand of binary operator",
        ),
        // A wrong-token error at EOF backs up over the blank lines.
        (
            "#m = affine_map<(d0) -> (d0\n\n",
            28,
            "expected ')' in affine map range",
        ),
        (
            "#m = affine_map<(d0) -> (d0 \"abc",
            33,
            "expected '\"' in string literal",
        ),
        (
            "#m = affine_map<",
            16,
            "expected '(' in dimensional identifier list",
        ),
        (
            "#m = affine_map<(d0) -> (d0 .",
            30,
            "expected three consecutive dots for an ellipsis",
        ),
    ];
    for (text, col, msg) in cases {
        let got = errors(text);
        assert_eq!(got, vec![(*col, msg.to_string())], "for {text:?}");
    }
}

#[test]
fn lexer_errors_replace_parser_errors() {
    // `@` followed by a non-letter fails to lex; mlir-opt reports only that.
    let got = errors("#m = affine_map<(d0) -> (d0 @1)>");
    assert_eq!(
        got,
        vec![(
            30,
            "@ identifier expected to start with letter or '_'".to_string()
        )]
    );
    let got = errors("#m = affine_map<(d0) -> (d0 + #)>");
    assert_eq!(got, vec![(31, "invalid attribute name".to_string())]);
}

#[test]
fn nested_negations_report_each_level() {
    // mlir-opt: expected affine expression, then one "missing operand of
    // negation" per enclosing `-`, all at the `)`.
    let got = errors("#m = affine_map<(d0) -> (-(-))>");
    let at = "#m = affine_map<(d0) -> (-(-".len() + 1;
    assert_eq!(
        got,
        vec![
            (at, "expected affine expression".to_string()),
            (at, "missing operand of negation".to_string()),
            (at, "missing operand of negation".to_string()),
        ]
    );
}

#[test]
fn offsets_are_relative_to_src() {
    let ctx = AffineContext::new();
    // Like mlir-opt, a wrong-token error lands right after the previous
    // token (here the `+`), not on the token itself.
    let err = parse_map_or_set(&ctx, b"(d0) -> (d0 + x)>").unwrap_err();
    assert_eq!(
        (err.offset, err.message.as_str()),
        (13, "use of undeclared identifier")
    );
    let err = parse_map_or_set(&ctx, b"(d0) -> (d0 + 99999999999999999999)>").unwrap_err();
    assert_eq!(
        (err.offset, err.message.as_str()),
        (14, "constant too large for index")
    );
    assert!(err.more.is_empty());
}
