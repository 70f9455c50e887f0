import Foundation

/// Findings as LSP diagnostics, and their fixes as code actions (WorkspaceEdits in UTF-16 positions).
enum CodeActions {
    static let fixAllKind = "source.fixAll.darklint"

    /// One finding as an LSP `Diagnostic`; `data` carries its fix.
    static func diagnostic(_ d: Diagnostic, in positions: Positions) -> [String: Any] {
        let range: [String: Any]
        if let r = d.range {
            range = positions.range(r)
        } else {
            let line = max(0, d.line - 1)
            range = ["start": ["line": line, "character": 0], "end": ["line": line, "character": 0]]
        }
        var object: [String: Any] = [
            "range": range,
            "severity": severity(d.severity),
            "source": "darklint",
            "code": d.ruleID,
            "message": d.message,
        ]
        // A fixed definition's uses: where its colour shows (files in the workspace, by absolute path).
        let related = (d.details?.related ?? []).filter { $0.path.hasPrefix("/") }
        if !related.isEmpty {
            object["relatedInformation"] = related.map { place -> [String: Any] in
                let line = max(0, place.line - 1)
                let at: [String: Any] = ["line": line, "character": 0]
                return ["location": ["uri": URL(fileURLWithPath: place.path).absoluteString, "range": ["start": at, "end": at]],
                        "message": place.message]
            }
        }
        if let fix = d.fix {
            object["data"] = ["fix": ["title": fix.title, "applicability": fix.applicability.rawValue,
                                      "edits": edits(fix.edits, in: positions)]]
        }
        return object
    }

    /// Error 1, Warning 2, Information 3.
    static func severity(_ s: Severity) -> Int {
        switch s {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    static func edits(_ edits: [TextEdit], in positions: Positions) -> [[String: Any]] {
        edits.map { ["range": positions.range($0.range), "newText": $0.replacement] }
    }

    /// The title of a fix's quick fix: unsafe ones say so.
    static func title(_ fix: Fix) -> String {
        fix.applicability == .safe ? fix.title : "\(fix.title) (unsafe fix)"
    }

    /// Whether an action of `kind` is wanted by a request's `only` list (a kind matches itself and
    /// its sub-kinds).
    static func wanted(_ kind: String, only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }

    /// Whether two `[line, character]` ranges touch (a cursor on a finding's edge counts).
    static func intersects(_ a: (start: (Int, Int), end: (Int, Int)), _ b: (start: (Int, Int), end: (Int, Int))) -> Bool {
        !(a.end < b.start || b.end < a.start)
    }

    /// The one edit that turns `old` into `new`: the bytes between their common prefix and suffix
    /// (cut at character boundaries), so the editor keeps its cursor and undo history elsewhere.
    static func minimalEdit(from old: SourceFile, to new: [UInt8]) -> TextEdit? {
        let a = old.bytes
        if a == new { return nil }
        var prefix = 0
        while prefix < a.count, prefix < new.count, a[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0, prefix < a.count, a[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        if prefix > 0, prefix < a.count, a[prefix - 1] == 0x0D, a[prefix] == 0x0A { prefix -= 1 }   // not inside \r\n
        var suffix = 0
        while suffix < a.count - prefix, suffix < new.count - prefix, a[a.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        while suffix > 0, a[a.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        if suffix > 0, a.count - suffix > prefix, a[a.count - suffix] == 0x0A, a[a.count - suffix - 1] == 0x0D { suffix -= 1 }
        return TextEdit(range: ByteRange(prefix, a.count - suffix),
                        replacement: String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self))
    }
}
