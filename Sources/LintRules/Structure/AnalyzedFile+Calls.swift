extension AnalyzedFile {
    /// The call whose `(` is at `lParen`: callee and arguments with labels.
    public func call(at lParen: Int) -> CallSite? {
        guard kind(lParen) == .lParen, lParen > 0 else { return nil }
        let rParen = Int(match[lParen])
        guard rParen > lParen else { return nil }
        let callee = lParen - 1
        guard let k = kind(callee), k == .identifier || k == .pound || k == .rBracket || k == .op else { return nil }
        // A long call is split once: asked about each of its N arguments, it would cost N² tokens.
        guard rParen - lParen > Self.longCallTokens else { return splitCall(callee: callee, lParen: lParen, rParen: rParen) }
        return longCall(at: lParen) { splitCall(callee: callee, lParen: lParen, rParen: rParen) }
    }

    /// Calls spanning more tokens than this are remembered once split (`longCall`).
    static let longCallTokens = 64

    private func splitCall(callee: Int, lParen: Int, rParen: Int) -> CallSite {
        var arguments: [CallSite.Argument] = []
        var first = lParen + 1
        var j = lParen + 1
        while j <= rParen {
            let t = tokens[j]
            if j == rParen || t.kind == .comma {
                if j > first || !arguments.isEmpty || j < rParen {
                    var argument = CallSite.Argument(label: nil, first: first, last: j - 1)
                    if j - first >= 2, tokens[first].kind == .identifier, tokens[first + 1].kind == .colon {
                        argument.label = first
                        argument.first = first + 2
                    }
                    arguments.append(argument)
                }
                first = j + 1
            } else if t.opens, match[j] > j {
                j = Int(match[j])
                continue
            }
            j += 1
        }
        return CallSite(callee: callee, lParen: lParen, rParen: rParen, arguments: arguments)
    }

    /// The label of an argument, or "" when it has none.
    public func label(_ argument: CallSite.Argument) -> String {
        argument.label.map { name($0) } ?? ""
    }

    /// The call and argument index that directly contain `token` (inside `f(a, label: token...)`).
    public func enclosingCall(of token: Int) -> (call: CallSite, argument: Int)? {
        let opener = Int(parentBracket[token])
        guard opener >= 0, kind(opener) == .lParen, let call = call(at: opener) else { return nil }
        // Arguments are in source order: the last one starting at or before `token` is the only
        // candidate (a binary search, so asking for each argument of a long call stays N log N).
        let arguments = call.arguments
        var low = 0, high = arguments.count
        while low < high {
            let mid = (low + high) / 2
            if arguments[mid].label ?? arguments[mid].first <= token { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let argument = arguments[low - 1]
        guard argument.first <= token && token <= max(argument.last, argument.first)
                || (argument.label ?? argument.first) <= token && token <= argument.last else { return nil }
        return (call, low - 1)
    }

    /// The last token of the postfix expression starting at `start`:
    /// `UIColor.white.withAlphaComponent(0.5).cgColor` is one expression.
    public func postfixEnd(from start: Int) -> Int {
        var j = start
        if kind(j) == .dot, j + 1 < count { j += 1 }   // a file that ends in `.` has no name after it
        while j < count {
            let next = j + 1
            guard next < count else { break }
            let t = tokens[next]
            if t.kind == .dot, kind(next + 1) == .identifier || kind(next + 1) == .number {
                j = next + 1
            } else if t.kind == .lParen || t.kind == .lBracket, !t.spaceBefore || isSpacedCall(next), match[next] > next {
                j = Int(match[next])
            } else if t.kind == .op, !t.spaceBefore, isOp(next, "?") || isOp(next, "!") {
                j = next
            } else if t.kind == .lBrace, isTrailingClosureOpen(next), match[next] > next {
                j = Int(match[next])
            } else {
                break
            }
        }
        return j
    }

    /// Whether the `.` after the operator at `op` continues its expression: `x!.y`, `x?.y`, and
    /// `UIColor(named: "Shadow")?` with `.cgColor` on the next line (not a ternary's `? .white`).
    private func isChainedAfterOperator(_ op: Int) -> Bool {
        let dot = tokens[op + 1]
        if !dot.spaceBefore { return true }
        return dot.atLineStart && !tokens[op].spaceBefore && (isOp(op, "?") || isOp(op, "!"))
    }

    /// Whether the `(` or `[` at `open` continues the expression before it (a call, a subscript).
    /// Swift allows spaces before a call's parenthesis (`UIColor   (white: 0.2, alpha: 1)`) but not a
    /// line break, and after a keyword (`return (x)`, `if (a)`) the bracket starts a new expression.
    public func isPostfixBracket(_ open: Int) -> Bool {
        guard open > 0, kind(open) == .lParen || kind(open) == .lBracket else { return false }
        if tokens[open].spaceBefore { return isSpacedCall(open) }
        let before = tokens[open - 1]
        return before.kind == .identifier || before.kind == .pound || before.kind == .rParen || before.kind == .rBracket
            || before.kind == .op && (isOp(open - 1, "?") || isOp(open - 1, "!"))
    }

    /// A `(` after spaces that is still a call: after a name on the same line (`UIColor (white: 1)`).
    public func isSpacedCall(_ open: Int) -> Bool {
        guard open > 0, kind(open) == .lParen, !tokens[open].atLineStart else { return false }
        let before = open - 1
        return kind(before) == .pound || kind(before) == .identifier && !isAny(before, Self.nonCallees)
    }

    /// Keywords a spaced `(` may follow without being a call.
    private static let nonCallees = NameTable(["return", "if", "guard", "while", "switch", "case", "in", "where", "try",
        "await", "throw", "is", "as", "some", "any", "else", "repeat", "let", "var", "func", "subscript",
        "catch", "defer", "do", "for", "inout", "throws", "rethrows", "async", "yield", "discard", "consume", "copy",
        "each", "macro", "default", "self", "super"])

    /// Whether the `{` at `brace` is a closure (trailing or not) rather than a body or block.
    public func isTrailingClosureOpen(_ brace: Int) -> Bool {
        guard kind(brace) == .lBrace else { return false }
        let s = scope(of: brace)
        return scopes[s].kind == .closure && Int(scopes[s].open) == brace
    }

    /// The first token of the postfix expression that ends at `end`, walking back over
    /// `.member`, calls, subscripts and `?`/`!`: in `view.layer.borderColor`, from `borderColor` to `view`.
    public func postfixStart(endingAt end: Int) -> Int {
        var j = end
        while j > 0 {
            let t = tokens[j]
            if (t.kind == .rParen || t.kind == .rBracket), match[j] >= 0 {
                let open = Int(match[j])
                guard open > 0 else { return open }
                if isPostfixBracket(open) {
                    j = open - 1
                    continue
                }
                return open
            }
            if t.kind == .op, isOp(j, "?") || isOp(j, "!"), !t.spaceBefore {
                j -= 1
                continue
            }
            if tokens[j - 1].kind == .dot {
                // `.member`: continue to the receiver, or stop at an implicit member (`.white`).
                let receiver = j - 2
                if receiver >= 0, let k = kind(receiver),
                   (k == .identifier || k == .rParen || k == .rBracket || k == .number || (k == .op && isChainedAfterOperator(receiver))
                    || k == .string || k == .stringTail || k == .pound) {
                    j = receiver
                    continue
                }
                return j - 1
            }
            return j
        }
        return j
    }
}

extension AnalyzedFile {
    /// Indices of names in `table` written as members: `.white`, `UIColor.white`, `Style.gray`.
    /// Several rules start from these: found from the names' occurrences, not a scan of every token.
    public func memberTokens(in table: NameTable) -> [Int] {
        tokens(namedAny: table).filter { i in i >= 1 && tokens[i - 1].kind == .dot && isAny(i, table) }
    }

    /// Walks back from the token before `start` over tokens at `start`'s bracket level (a bracketed
    /// group counts as one step), until `visit` returns a value or the level ends.
    public func scanBack<R>(from start: Int, _ visit: (Int) -> R?) -> R? {
        var j = start - 1
        let level = parentBracket[start]
        while j >= 0 {
            let t = tokens[j]
            if t.closes, match[j] >= 0 { j = Int(match[j]) - 1; continue }
            if parentBracket[j] != level || t.opens { return nil }
            if let result = visit(j) { return result }
            j -= 1
        }
        return nil
    }
}
