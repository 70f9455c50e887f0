/// The one-line summary printed to standard error.
enum Summary {
    static let colors: [Severity: String] = [.error: "\u{1B}[1;31m", .warning: "\u{1B}[1;33m", .note: "\u{1B}[1;36m"]

    /// `fixed`: with `--fix`, how many findings were fixed (said even when none were).
    /// `unsafeLeft`: findings left whose fix `--unsafe-fixes` would apply (ruff's hint).
    static func line(_ result: LintRun.Result, color: Bool = false, fixed: Int? = nil, unsafeLeft: Int = 0) -> String {
        var counts: [Severity: Int] = [:]
        for d in result.diagnostics { counts[d.severity, default: 0] += 1 }
        var parts: [String] = []
        for severity in [Severity.error, .warning, .note] {
            guard let n = counts[severity] else { continue }
            let text = "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
            parts.append(color ? ANSI.severity(severity) + text + ANSI.reset : text)
        }
        let found = parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
        var text = "darklint: \(found) in \(result.filesLinted) file\(result.filesLinted == 1 ? "" : "s")"
        var notes: [String] = []
        if let fixed {
            var note = "fixed \(fixed) finding\(fixed == 1 ? "" : "s")"
            if unsafeLeft > 0 { note += "; \(unsafeLeft) more with --unsafe-fixes" }
            notes.append(note)
        }
        if result.baselined > 0 { notes.append("\(result.baselined) hidden by the baseline") }
        if result.generatedSkipped > 0 {
            notes.append("\(result.generatedSkipped) generated file\(result.generatedSkipped == 1 ? "" : "s") skipped; --include-generated lints them")
        }
        if result.encryptedSkipped > 0 {
            let n = result.encryptedSkipped
            notes.append("\(n) file\(n == 1 ? "" : "s") encrypted with git-crypt skipped; unlock the repository to lint \(n == 1 ? "it" : "them")")
        }
        if result.unlistedInterfaceFiles > 0 {
            let n = result.unlistedInterfaceFiles
            notes.append(n == 1 ? "1 storyboard or XIB that no Xcode target builds was not reported; --pedantic lints it"
                : "\(n) storyboards and XIBs that no Xcode target builds were not reported; --pedantic lints them")
        }
        if result.parkedFiles > 0 {
            let n = result.parkedFiles, folders = result.parkedFolders.map { "`\($0)`" }.joined(separator: ", ")
            notes.append("\(n) file\(n == 1 ? "" : "s") of an earlier app or a demo parked beside the one built (\(folders)) not reported; --pedantic lints \(n == 1 ? "it" : "them")")
        }
        // Said each time it was detected rather than asked for: it changes what is reported.
        if let context = result.context, context.options.adoption == .auto, context.leavesSwiftColorsToPedantic {
            notes.append("Dark Mode adopted here, so fixed colors in Swift are listed only with --pedantic")
        }
        if let context = result.context, context.index.isAlwaysDarkDesign {
            notes.append("its views are drawn dark in both appearances, so dark text, tints and lines on them are not reported; --adoption migrating lists them")
        }
        if let context = result.context, context.index.isLightDesign {
            notes.append("its code paints its views light: its light surfaces are reported, the dark text, tints and lines set on them in code only with --adoption migrating")
        }
        if let context = result.context, context.leavesOptedOutTargets {
            notes.append("colors of targets kept in Light Mode (Info.plist, build settings or the app's window) are listed only with --adoption migrating")
        }
        if !notes.isEmpty { text += " (" + notes.joined(separator: "; ") + ")" }
        return text + "\n"
    }
}

extension LintRun.Result {
    /// Findings whose fix only `--unsafe-fixes` applies.
    var unsafeFixable: Int { diagnostics.filter { $0.fix?.applicability == .unsafe }.count }
}
